import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's family calls (family/routes.ts): a family member's details with the
 * next appointment, and the vaccinations given; a patient reads their own and their family's,
 * staff those of their tree.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
/** Reads patient records, in another organization's tree. */
const OUTSIDE = "manager@demo.test";
const PATIENT = "patient@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = (who: string, url: string) =>
  api.call(who, "GET", url) as Promise<{ status: number; body: Json }>;

beforeAll(async () => {
  api = await startReferenceApi("reference-family");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const demoPatient = () => store.patients.all().find((p) => p.email === PATIENT)!;
const child = () => store.patients.all().find((p) => p.familyOf === demoPatient().id)!;

describe("a family member's details", () => {
  it("answers the member's details with the next appointment booked for them", async () => {
    const member = child();
    const { status, body } = await call(PATIENT, `/api/session/${member.id}/family-member-details`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: member.id,
      firstName: member.firstName,
      relationship: member.relationship,
      familyOf: demoPatient().id,
    });
    const next = store.tasks
      .appointmentsOf([member.id])
      .find((t) => t.status === "SCHEDULED" && t.dueDate! >= new Date().toISOString());
    expect(next).toBeDefined();
    expect(body.nextAppointment).toMatchObject({
      taskId: next!.id,
      name: next!.name,
      dueDate: next!.dueDate,
    });
    expect(body.nextAppointment.timeZone).toBe(store.organizations.byId(next!.locationId)!.timeZone);
  });

  it("is the patient's own and their family's, their tree's staff's, and nobody else's", async () => {
    const stranger = store.patients
      .all()
      .find((p) => p.id !== demoPatient().id && p.id !== child().id && !p.familyOf)!;
    expect((await call(ADMIN, `/api/session/${child().id}/family-member-details`)).status).toBe(200);
    expect((await call(OUTSIDE, `/api/session/${child().id}/family-member-details`)).status).toBe(403);
    expect((await call(PATIENT, `/api/session/${stranger.id}/family-member-details`)).status).toBe(403);
    expect((await call(PATIENT, `/api/session/${stranger.id}/vaccinationInfo`)).status).toBe(403);
    expect((await call(ADMIN, "/api/session/no-such-patient/family-member-details")).status).toBe(404);
  });
});

describe("vaccination info", () => {
  it("lists the vaccinations given, oldest first, with the clinic and the vaccine's maker", async () => {
    const { status, body } = await call(PATIENT, `/api/session/${demoPatient().id}/vaccinationInfo`);
    expect(status).toBe(200);
    const given = store.tasks.vaccinations(demoPatient().id);
    expect(given.length).toBeGreaterThan(0);
    expect(body.map((v: Json) => v.taskId)).toEqual(given.map((t) => t.id));
    expect(body[0]).toMatchObject({
      name: given[0]!.name,
      manufacturer: given[0]!.inventoryName,
      clinicName: store.organizations.byId(given[0]!.locationId)!.name,
    });
    const days = body.map((v: Json) => v.administeredAt);
    expect(days).toEqual([...days].sort());
    expect((await call(PATIENT, `/api/session/${child().id}/vaccinationInfo`)).body).toEqual([]);
  });
});
