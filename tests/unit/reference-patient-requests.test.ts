import { parse } from "csv-parse/sync";
import englishRequests from "../../public/locales/en-US/patientRequests.json";
import { formatPhone } from "@contract/people";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's patient requests (decision 040): the organization's list with its
 * filters and paging, grouped stats, status, edit, delete, the homebound e-mail, both CSVs, a
 * patient's requests, and the scope of the calls.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const ANALYTICS = "analytics@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-patient-requests");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const main = () => store.organizations.firstNamed(DEMO_NETWORK_NAME)!;
const harbor = () => store.organizations.firstNamed(SECOND_ORGANIZATION_NAME)!;
const mainRequests = () => store.patientRequests.page(main().id, {}, -1, 0);
const csv = async (username: string, url: string) => {
  const response = await fetch(`${api.base}${url}`, {
    headers: { authorization: `Bearer ${await api.login(username)}` },
  });
  return {
    response,
    rows: parse(await response.text(), { columns: true, bom: true }) as Array<Record<string, string>>,
  };
};

describe("an organization's patient requests", () => {
  it("are seeded in both trees and listed newest first, filtered and paged in SQL", async () => {
    const all = mainRequests();
    expect(all.length).toBe(36);
    expect(store.patientRequests.page(harbor().id, {}, -1, 0).length).toBeGreaterThan(0);
    const { status, body } = (await api.call(
      ADMIN,
      "GET",
      `/api/patient-requests/organization/${main().id}?size=5`,
    )) as {
      status: number;
      body: Json;
    };
    expect(status).toBe(200);
    expect(body.totalElements).toBe(36);
    expect(body.content).toHaveLength(5);
    expect(body.content[0].requestedAt >= body.content[1].requestedAt).toBe(true);
    const homebound = all.filter((r) => r.requestType === "Homebound" && r.status === all[0]!.status);
    const filtered = (await api.call(
      ADMIN,
      "GET",
      `/api/patient-requests/organization/${main().id}?requestType=Homebound&status=${all[0]!.status}&size=-1`,
    )) as { body: Json };
    expect(filtered.body.content.map((r: Json) => r.id)).toEqual(homebound.map((r) => r.id));
    const day = all[3]!.requestedAt.slice(0, 10);
    const [y, m, d] = day.split("-");
    const byDay = (await api.call(
      ADMIN,
      "GET",
      `/api/patient-requests/organization/${main().id}?dateFrom=${m}/${d}/${y}&dateTo=${m}/${d}/${y}&size=-1`,
    )) as { body: Json };
    expect(byDay.body.content.map((r: Json) => r.id)).toEqual(
      all.filter((r) => r.requestedAt.startsWith(day)).map((r) => r.id),
    );
    const bad = await api.call(
      ADMIN,
      "GET",
      `/api/patient-requests/organization/${main().id}?dateFrom=13/45/2026&status=NOPE`,
    );
    expect(bad.status).toBe(422);
    expect((bad.body as Json).fieldErrors.map((e: Json) => e.field).sort()).toEqual(["dateFrom", "status"]);
  });

  it("counts by type and status", async () => {
    const { body } = (await api.call(
      ADMIN,
      "GET",
      `/api/patient-requests/organization/${main().id}/grouped-stats`,
    )) as {
      body: Json;
    };
    const total = body.reduce((sum: number, g: Json) => sum + g.count, 0);
    expect(total).toBe(36);
    const homebound = body
      .filter((g: Json) => g.requestType === "Homebound")
      .reduce((s: number, g: Json) => s + g.count, 0);
    expect(homebound).toBe(mainRequests().filter((r) => r.requestType === "Homebound").length);
  });

  it("changes a status, edits, e-mails a homebound patient and deletes", async () => {
    const target = mainRequests().find((r) => r.requestType === "Homebound")!;
    const changed = (await api.call(
      ADMIN,
      "PUT",
      `/api/patient-requests/${target.id}/status?status=ALLOCATED`,
    )) as {
      status: number;
      body: Json;
    };
    expect(changed.status).toBe(200);
    expect(store.patientRequests.byId(target.id)!.status).toBe("ALLOCATED");
    expect(
      (await api.call(ADMIN, "PUT", `/api/patient-requests/${target.id}/status?status=LOST`)).status,
    ).toBe(422);
    const invalid = (await api.call(ADMIN, "PUT", `/api/patient-requests/${target.id}`, {
      requestType: "Homebound",
      serviceDate: "2026-02-30",
      notes: "x".repeat(501),
    })) as { status: number; body: Json };
    expect(invalid.status).toBe(422);
    expect(invalid.body.fieldErrors.map((e: Json) => e.field).sort()).toEqual(["notes", "serviceDate"]);
    const edited = (await api.call(ADMIN, "PUT", `/api/patient-requests/${target.id}`, {
      requestType: "Homebound",
      serviceDate: "12/24/2026",
      notes: " Ring twice ",
      contactEmail: "daughter@example.test",
    })) as { status: number; body: Json };
    expect(edited.body).toMatchObject({
      serviceDate: "2026-12-24",
      notes: "Ring twice",
      pickupAddress: null,
    });
    const mail = (await api.call(
      ADMIN,
      "POST",
      `/api/patient-requests/${target.id}/homebound-request-status/send-email`,
    )) as {
      status: number;
      body: Json;
    };
    expect(mail.status).toBe(200);
    expect(mail.body.sentTo).toBe("daughter@example.test");
    expect(store.patientRequests.byId(target.id)!.emailedAt).toBe(mail.body.sentAt);
    const ride = mainRequests().find((r) => r.requestType === "Rideshare")!;
    expect(
      (await api.call(ADMIN, "POST", `/api/patient-requests/${ride.id}/homebound-request-status/send-email`))
        .status,
    ).toBe(422);
    expect((await api.call(ADMIN, "DELETE", `/api/patient-requests/${ride.id}`)).status).toBe(204);
    expect(store.patientRequests.byId(ride.id)).toBeUndefined();
    expect((await api.call(ADMIN, "DELETE", `/api/patient-requests/${ride.id}`)).status).toBe(404);
  });

  it("writes the chosen requests and the enrollments as CSV", async () => {
    const [a, b] = mainRequests();
    const chosen = await csv(
      ADMIN,
      `/api/patient-requests/organization/${main().id}/csv/download?patientRequestIds=${a!.id},${b!.id}`,
    );
    expect(chosen.response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(chosen.response.headers.get("content-disposition")).toMatch(/patient-requests-.*\.csv/);
    expect(chosen.rows.map((r) => r["Request ID"]).sort()).toEqual([a!.id, b!.id].sort());
    // Written for a person (issue 38, decision 055): the status in words, the phone as the US writes it.
    expect(chosen.rows.find((r) => r["Request ID"] === a!.id)).toMatchObject({
      Patient: a!.patientName,
      Type: a!.requestType,
      Status: (englishRequests.statuses as Record<string, string>)[a!.status],
      Phone: formatPhone(a!.phoneNumber, "en-US"),
    });
    const enrollments = await csv(
      ADMIN,
      `/api/patient-requests/organization/${main().id}/csv/download/enrollments`,
    );
    expect(enrollments.rows.map((r) => r["Request ID"])).toEqual(
      mainRequests()
        .filter((r) => r.requestType === "Flu Shot Care Plan")
        .map((r) => r.id),
    );
  });

  it("lists a patient's requests, in full and lite", async () => {
    const one = mainRequests()[0]!;
    const full = (await api.call(ADMIN, "GET", `/api/patient-requests/patient/${one.patientId}`)) as {
      body: Json;
    };
    expect(full.body.map((r: Json) => r.id)).toContain(one.id);
    const lite = (await api.call(ADMIN, "GET", `/api/patient-requests/lite/patient/${one.patientId}`)) as {
      body: Json;
    };
    expect(Object.keys(lite.body[0]).sort()).toEqual([
      "id",
      "requestType",
      "requestedAt",
      "serviceDate",
      "status",
    ]);
  });

  it("keeps each tree's requests to itself and lets the analytics admin change nothing", async () => {
    const theirs = store.patientRequests.page(harbor().id, {}, -1, 0)[0]!;
    const ours = mainRequests()[0]!;
    const harborAdmin = "orgadmin@harbor.test";
    expect(
      (await api.call(harborAdmin, "GET", `/api/patient-requests/organization/${main().id}`)).status,
    ).toBe(403);
    expect(
      (await api.call(harborAdmin, "PUT", `/api/patient-requests/${ours.id}/status?status=APPROVED`)).status,
    ).toBe(403);
    expect(
      (await api.call(harborAdmin, "GET", `/api/patient-requests/patient/${ours.patientId}`)).status,
    ).toBe(403);
    expect(
      (await api.call(harborAdmin, "GET", `/api/patient-requests/organization/${harbor().id}`)).status,
    ).toBe(200);
    expect(theirs.organizationId).not.toBe(main().id);
    expect(
      (await api.call(ANALYTICS, "PUT", `/api/patient-requests/${ours.id}/status?status=APPROVED`)).status,
    ).toBe(403);
  });
});
