import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's `GET /api/patients/programs/{id}` (issue 40 item 8): one read of a
 * patient's programs, the rows the organization's list gives with the patient filter, in the
 * caller's trees only, and refused outside them.
 */

let api: ReferenceApi;
const ADMIN = "orgadmin@demo.test";
const HARBOR_ADMIN = "orgadmin@harbor.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-patient-programs");
}, 60_000);
afterAll(() => api.stop());

const call = (who: string, url: string) =>
  api.call(who, "GET", url) as Promise<{ status: number; body: Json }>;

describe("a patient's programs", () => {
  it("answers the programs the patient is in, each with the patient's status, as the tree's list does", async () => {
    const members = api.store.programs.all().patients;
    expect(members.length).toBeGreaterThan(0);
    const patientId = members[0]!.patientId;
    const { status, body } = await call(ADMIN, `/api/patients/programs/${patientId}`);
    expect(status).toBe(200);
    const main = api.store.organizations.firstNamed(DEMO_NETWORK_NAME)!.id;
    const listed = await call(ADMIN, `/api/programs/organization/${main}?patientId=${patientId}&size=100`);
    const view = (rows: Json[]) => rows.map((r) => [r.id, r.patientStatus]).sort();
    expect(view(body)).toEqual(view(listed.body.content));
    expect(body.length).toBeGreaterThan(0);
    for (const row of body) expect(["INVITED", "ENROLLED"]).toContain(row.patientStatus);
  });

  it("answers an empty list for a patient in no program", async () => {
    const inPrograms = new Set(api.store.programs.all().patients.map((m) => m.patientId));
    const patient = api.store.patients
      .all()
      .find((p) => !inPrograms.has(p.id) && !p.familyOf && p.organizations.length > 0)!;
    const { status, body } = await call(ADMIN, `/api/patients/programs/${patient.id}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it("refuses a patient outside the caller's trees and an unknown one", async () => {
    const patientId = api.store.programs.all().patients[0]!.patientId;
    expect([403, 404]).toContain((await call(HARBOR_ADMIN, `/api/patients/programs/${patientId}`)).status);
    expect((await call(ADMIN, "/api/patients/programs/pat-nobody")).status).toBe(404);
  });
});
