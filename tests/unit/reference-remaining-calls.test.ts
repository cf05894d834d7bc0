import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's side of issue 40 items 9 and 10: one activity's summary, an
 * organization's files (seeded, added with a session, judged by the tree) and the patient's
 * nationality from the nationality list.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
/** Staff of another organization's tree. */
const OUTSIDE = "manager@demo.test";
const PATIENT = "patient@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = (who: string, method: string, url: string, json?: unknown) =>
  api.call(who, method, url, json) as Promise<{ status: number; body: Json }>;

beforeAll(async () => {
  api = await startReferenceApi("reference-remaining");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const organizationNamed = (name: string) => store.organizations.all().find((o) => o.name === name)!;
const demoPatient = () => store.patients.all().find((p) => p.email === PATIENT)!;

describe("one activity's summary", () => {
  it("says what, by whom, about which patient and when, to staff of its tree only", async () => {
    const patient = demoPatient();
    store.activities.insert({
      id: "act-remaining-1",
      patientId: patient.id,
      organizationId: patient.organizations[0]!,
      entityType: "ASSESSMENT_REPORT",
      entityName: "Daily check-in",
      actorAccountRole: "PATIENT",
      createdAt: "2026-11-20T14:05:00.000Z",
      assessmentReportResource: {
        assessmentName: "Daily check-in",
        score: 4,
        dateCreated: "2026-11-20T14:05:00.000Z",
      },
    });
    const mine = await call(ADMIN, "GET", "/api/activties/activity/act-remaining-1");
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      id: "act-remaining-1",
      entityType: "ASSESSMENT_REPORT",
      entityName: "Daily check-in",
      actorAccountRole: "PATIENT",
      patientId: patient.id,
      createdAt: "2026-11-20T14:05:00.000Z",
    });
    // The summary carries no clinical value: the score is the full record's.
    expect(JSON.stringify(mine.body)).not.toContain("score");
    expect([403, 404]).toContain(
      (await call(OUTSIDE, "GET", "/api/activties/activity/act-remaining-1")).status,
    );
    expect((await call(ADMIN, "GET", "/api/activties/activity/act-none")).status).toBe(404);
  });
});

describe("an organization's files", () => {
  it("lists the seeded documents of the organization in the order they were added", async () => {
    const demo = organizationNamed(DEMO_NETWORK_NAME);
    const { status, body } = await call(ADMIN, "GET", `/api/attachments/organization/${demo.id}`);
    expect(status).toBe(200);
    expect(body.map((a: Json) => a.fileName)).toEqual([
      "business-license-2026.pdf",
      "liability-insurance-certificate.pdf",
      "clia-waiver.pdf",
    ]);
    expect(body.every((a: Json) => a.organizationId === demo.id && a.contentType === "application/pdf")).toBe(
      true,
    );
  });

  it("keeps a document staff add with their session and answers its id as text; not across trees", async () => {
    const demo = organizationNamed(DEMO_NETWORK_NAME);
    const token = await api.login(ADMIN);
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "board-minutes.pdf");
    const response = await fetch(`${api.base}/api/attachments/organization/${demo.id}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const id = await response.text();
    const listed = await call(ADMIN, "GET", `/api/attachments/organization/${demo.id}`);
    expect(listed.body.at(-1)).toMatchObject({ id, fileName: "board-minutes.pdf", size: 15 });

    const harbor = organizationNamed(SECOND_ORGANIZATION_NAME);
    expect([403, 404]).toContain(
      (await call(ADMIN, "GET", `/api/attachments/organization/${harbor.id}`)).status,
    );
  });
});

describe("the patient's nationality", () => {
  it("is kept as a code of the list and cleared with null; another code is a 422 on the field", async () => {
    const patient = demoPatient();
    const saved = await call(PATIENT, "PUT", `/api/patients/profile/${patient.id}`, { nationality: "MX" });
    expect(saved.status).toBe(200);
    expect(saved.body.nationality).toBe("MX");
    expect((await call(PATIENT, "GET", `/api/patients/${patient.id}`)).body.nationality).toBe("MX");

    const refused = await call(PATIENT, "PUT", `/api/patients/profile/${patient.id}`, { nationality: "ZZ" });
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors.map((e: Json) => e.field)).toContain("nationality");
    expect((await call(PATIENT, "GET", `/api/patients/${patient.id}`)).body.nationality).toBe("MX");

    const cleared = await call(PATIENT, "PUT", `/api/patients/profile/${patient.id}`, { nationality: null });
    expect(cleared.body.nationality).toBeNull();
  });
});
