import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's lab side of the health record and the patient's files (decision 024):
 * a test's lab order as a PDF, the contacted mark, the files a patient uploaded; each judged by
 * the patient's organization for staff (outside the tree: refused) and by ownership for patients.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
/** Reads patient records, in another organization's tree; does not edit records. */
const OUTSIDE = "manager@demo.test";
const PATIENT = "patient@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = (who: string, method: string, url: string) =>
  api.call(who, method, url) as Promise<{ status: number; body: Json }>;
const raw = async (who: string, url: string) =>
  fetch(`${api.base}${url}`, { headers: { authorization: `Bearer ${await api.login(who)}` } });

beforeAll(async () => {
  api = await startReferenceApi("reference-health-record");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const demoPatient = () => store.patients.all().find((p) => p.email === PATIENT)!;
const labTests = () => store.tasks.withResults(demoPatient().id).filter((t) => t.elisOrderId);

describe("lab orders", () => {
  it("sends a test's lab order to staff of the patient's tree and to the patient, not elsewhere", async () => {
    const [test] = labTests();
    expect(test).toBeDefined();
    const staff = await raw(ADMIN, `/api/elis/order-result/${test!.elisOrderId}/pdf`);
    expect(staff.status).toBe(200);
    expect(staff.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(await staff.arrayBuffer())).toMatch(/^%PDF-/);
    expect((await raw(PATIENT, `/api/elis/order-result/${test!.elisOrderId}/pdf`)).status).toBe(200);
    expect((await raw(OUTSIDE, `/api/elis/order-result/${test!.elisOrderId}/pdf`)).status).toBe(403);
    expect((await raw(ADMIN, "/api/elis/order-result/no-such-order/pdf")).status).toBe(404);
  });

  it("records the contacted mark, and refuses a patient and a role that does not edit records", async () => {
    const [test] = labTests();
    const order = test!.elisOrderId!;
    const marked = await call(ADMIN, "PUT", `/api/elis/updateIsContacted/${order}?isContacted=true`);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ elisOrderId: order, taskId: test!.id, isContacted: true });
    expect(store.tasks.byId(test!.id)?.isContacted).toBe(true);
    const shown = await call(ADMIN, "GET", `/api/tasks/${demoPatient().id}/appointments`);
    expect(shown.body.find((t: Json) => t.id === test!.id)).toMatchObject({
      elisOrderId: order,
      isContacted: true,
    });

    expect(
      (await call(PATIENT, "PUT", `/api/elis/updateIsContacted/${order}?isContacted=false`)).status,
    ).toBe(403);
    expect(
      (await call(OUTSIDE, "PUT", `/api/elis/updateIsContacted/${order}?isContacted=false`)).status,
    ).toBe(403);
    expect(store.tasks.byId(test!.id)?.isContacted).toBe(true);

    await call(ADMIN, "PUT", `/api/elis/updateIsContacted/${order}?isContacted=false`);
    expect(store.tasks.byId(test!.id)?.isContacted).toBe(false);
  });
});

describe("observations (decision 045)", () => {
  const observations = async () =>
    (await call(PATIENT, "GET", "/api/session/mobile")).body.observationList as Json[];

  it("lists the patient's results in the mobile session, checked or new, and which one is theirs to report", async () => {
    const list = await observations();
    expect(list.map((o) => [o.name, o.stringValue, o.checked, o.selfReport])).toEqual([
      ["COVID-19 PCR test", "0", true, false],
      ["COVID-19 PCR test", "1", true, false],
      ["COVID-19 PCR test", "-1", false, false],
      ["COVID-19 PCR test", "2", false, false],
      ["COVID-19 rapid antigen test (at home)", "2", false, true],
    ]);
    expect(list.every((o) => o.id === o.taskId && typeof o.status === "string")).toBe(true);
  });

  it("marks a result checked for its patient, and refuses another tree and an unknown id", async () => {
    const invalid = (await observations()).find((o) => o.stringValue === "-1")!;
    const checked = await call(
      PATIENT,
      "PATCH",
      `/api/observations/${invalid.id}/true/update-checked-status`,
    );
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ id: invalid.id, checked: true });
    expect(store.tasks.byId(invalid.id)?.resultChecked).toBe(true);
    expect(
      (await call(OUTSIDE, "PATCH", `/api/observations/${invalid.id}/false/update-checked-status`)).status,
    ).toBe(403);
    expect(
      (await call(PATIENT, "PATCH", "/api/observations/no-such-test/true/update-checked-status")).status,
    ).toBe(404);
    await call(PATIENT, "PATCH", `/api/observations/${invalid.id}/false/update-checked-status`);
    expect(store.tasks.byId(invalid.id)?.resultChecked).toBe(false);
  });

  it("takes a home test's result from the patient, not a lab's, and only negative, positive or invalid", async () => {
    const list = await observations();
    const home = list.find((o) => o.selfReport)!;
    const lab = list.find((o) => !o.selfReport && o.stringValue === "2")!;
    const bad = await call(PATIENT, "POST", `/api/observations/${home.id}/updateValue/7`);
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors[0].field).toBe("value");
    expect((await call(PATIENT, "POST", `/api/observations/${lab.id}/updateValue/0`)).status).toBe(409);
    expect(store.tasks.byId(lab.id)?.testResult).toBe(2);

    const reported = await call(PATIENT, "POST", `/api/observations/${home.id}/updateValue/1`);
    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({ stringValue: "1", checked: true, selfReport: false });
    expect(store.tasks.byId(home.id)).toMatchObject({ testResult: 1, observationStatus: "TestedPositive" });
    // Reported once, it is a result like any other: not the patient's to change again.
    expect((await call(PATIENT, "POST", `/api/observations/${home.id}/updateValue/0`)).status).toBe(409);
  });
});

describe("the patient's files", () => {
  it("lists a patient's files newest first without their bytes, and answers one as JSON with them", async () => {
    const patientId = demoPatient().id;
    const list = await call(ADMIN, "GET", `/api/file-uploads/patient/${patientId}`);
    expect(list.status).toBe(200);
    expect(list.body.map((f: Json) => f.fileName)).toEqual([
      "Arm after vaccination.png",
      "Insurance card.pdf",
    ]);
    expect(list.body[0]).not.toHaveProperty("content");
    expect(list.body[0].size).toBeGreaterThan(0);

    const pdf = list.body[1];
    const file = await call(ADMIN, "GET", `/api/file-uploads/${pdf.id}/download`);
    expect(file.status).toBe(200);
    expect(file.body).toMatchObject({ fileName: "Insurance card.pdf", contentType: "application/pdf" });
    const bytes = Buffer.from(file.body.content, "base64");
    expect(bytes.length).toBe(pdf.size);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    expect((await call(PATIENT, "GET", `/api/file-uploads/${pdf.id}/download`)).status).toBe(200);
    expect((await call(OUTSIDE, "GET", `/api/file-uploads/${pdf.id}/download`)).status).toBe(403);
    expect((await call(OUTSIDE, "GET", `/api/file-uploads/patient/${patientId}`)).status).toBe(403);
    expect((await call(ADMIN, "GET", "/api/file-uploads/no-such-file/download")).status).toBe(404);
  });

  it("erases a purged patient's files with the patient", async () => {
    const patientId = demoPatient().id;
    const before = store.patientFiles.ofPatient(patientId).length;
    expect(before).toBe(2);
    store.patients.purge(patientId);
    expect(store.patientFiles.ofPatient(patientId)).toEqual([]);
  });
});
