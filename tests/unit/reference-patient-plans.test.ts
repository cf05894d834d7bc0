import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CarePlan } from "../../reference-api/care-plans/types";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Issue 38 §1: a plan assigned to a patient shows wherever the patient's plans do. The reference
 * upstream answers every plan of a patient newest first (`GET /api/patients/{id}/carePlans`), in
 * the order the members list's rows carry them, and records the assignment as an activity of the
 * patient, whichever call assigned it.
 */

let api: ReferenceApi;
let store: Store;

const ADMIN = "orgadmin@demo.test";
const PATIENT = "patient@demo.test";

// Answers are JSON of many shapes; the tests read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const call = async (method: string, url: string, json?: unknown, who = ADMIN) =>
  (await api.call(who, method, url, json)) as { status: number; body: Json };
const get = (url: string, who = ADMIN) => call("GET", url, undefined, who);

const orgId = (name: string) => store.organizations.firstNamed(name)!.id;
const template = (name: string) =>
  (store.collection("carePlans") as CarePlan[]).find((p) => p.isTemplate && p.name === name)!;
const patRivera = () => store.accounts.byUsername(PATIENT)!.patientId!;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startReferenceApi("reference-patient-plans");
  store = api.store;
}, 60_000);

afterAll(() => api.stop());

describe("reference upstream: a patient's plans", () => {
  it("answers every plan of the patient newest first, as the members list's row lists them", async () => {
    const patientId = patRivera();
    const before = await get(`/api/patients/${patientId}/carePlans`, PATIENT);
    expect(before.status).toBe(200);
    const first = await get(`/api/patients/${patientId}/carePlan`, PATIENT);
    // The documented call keeps answering the first plan: the last of the list.
    expect(before.body.at(-1).id).toBe(first.body.id);

    const made = await call("POST", "/api/carePlans/patient-care-plan-from-template", {
      templateId: template("Knee replacement recovery").id,
      patientId,
      startDate: today(),
    });
    expect(made.status).toBe(201);
    const after = await get(`/api/patients/${patientId}/carePlans`, PATIENT);
    expect(after.body.map((p: Json) => p.id)).toEqual([made.body.id, ...before.body.map((p: Json) => p.id)]);
    expect(after.body[0]).toMatchObject({
      name: "Knee replacement recovery",
      patientId,
      carePlanStatus: "AwaitingTesting",
      isTemplate: false,
    });
    // The patient area's shape, as `/carePlan`: MM/dd/yyyy and whole weeks.
    expect(after.body[0].startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(after.body[0].tasks).toEqual([]);

    const members = await get(
      `/api/organizations/${orgId(DEMO_NETWORK_NAME)}/patients?${new URLSearchParams({
        "global-search": store.patients.byId(patientId)!.lastName,
      })}`,
    );
    const row = members.body.content.find((m: Json) => m.id === patientId);
    expect(row.carePlans.map((p: Json) => p.id)).toEqual(after.body.map((p: Json) => p.id));
  });

  it("answers an empty list for a patient without a plan, and only to those who may read the patient", async () => {
    const own = store.patients.byId(patRivera())!;
    const planless = store.patients
      .all()
      .find(
        (p) =>
          p.organizations.includes(own.organizations[0]!) &&
          p.familyOf !== own.id &&
          !store.carePlans.firstOfPatient(p.id),
      )!;
    const none = await get(`/api/patients/${planless.id}/carePlans`);
    expect(none).toEqual({ status: 200, body: [] });
    // Another patient's plans are not a patient's to read; another tree's staff are refused.
    expect((await get(`/api/patients/${planless.id}/carePlans`, PATIENT)).status).toBe(403);
    expect([403, 404]).toContain(
      (await get(`/api/patients/${own.id}/carePlans`, "orgadmin@harbor.test")).status,
    );
    const harborPatient = store.patients
      .all()
      .find((p) => p.organizations.includes(orgId(SECOND_ORGANIZATION_NAME)))!;
    expect([403, 404]).toContain((await get(`/api/patients/${harborPatient.id}/carePlans`)).status);
  });
});

describe("reference upstream: the record's overview (GET /api/patients/{id}/overview)", () => {
  it("answers the patient and every plan in one, as the two reads do, to staff, the patient and no one else", async () => {
    const patientId = patRivera();
    const [overview, patient, plans] = await Promise.all([
      get(`/api/patients/${patientId}/overview`),
      get(`/api/patients/${patientId}`),
      get(`/api/patients/${patientId}/carePlans`),
    ]);
    expect(overview.status).toBe(200);
    expect(overview.body).toEqual({ patient: patient.body, carePlans: plans.body });
    expect(overview.body.carePlans.length).toBeGreaterThan(0);
    expect((await get(`/api/patients/${patientId}/overview`, PATIENT)).body.carePlans).toEqual(plans.body);
    expect([403, 404]).toContain(
      (await get(`/api/patients/${patientId}/overview`, "orgadmin@harbor.test")).status,
    );
  });

  it("withholds the plans (null) from staff who read the patient but no care plans where the patient is", async () => {
    const clinicAdmin = store.accounts.byUsername("clinicadmin@demo.test")!;
    const patient = store.patients.byId(patRivera())!;
    store.patients.update({
      ...patient,
      organizations: [...patient.organizations, clinicAdmin.organizationId],
    });
    try {
      const seen = await get(`/api/patients/${patient.id}/overview`, "clinicadmin@demo.test");
      expect(seen.status).toBe(200);
      expect(seen.body.patient.id).toBe(patient.id);
      expect(seen.body.carePlans).toBeNull();
      expect((await get(`/api/patients/${patient.id}/carePlans`, "clinicadmin@demo.test")).status).toBe(403);
    } finally {
      store.patients.update(patient);
    }
  });
});

describe("reference upstream: the assignment is an activity of the patient", () => {
  const activities = async (patientId: string) =>
    (await get(`/api/patients/${patientId}/activities?page=0&size=10`)).body.content as Json[];

  it("records a CARE_PLAN activity named after the plan when a template is assigned", async () => {
    const patientId = patRivera();
    const made = await call("POST", "/api/carePlans/patient-care-plan-from-template", {
      templateId: template("Healthy heart prevention").id,
      patientId,
      startDate: today(),
    });
    expect(made.status).toBe(201);
    const [latest] = await activities(patientId);
    expect(latest).toMatchObject({
      patientId,
      organizationId: made.body.organizationId,
      entityType: "CARE_PLAN",
      entityName: "Healthy heart prevention",
      actorAccountRole: "DOCTOR",
    });
    const full = await get(`/api/activties/${latest.id}/full`);
    expect(full.body).toMatchObject({ entityType: "CARE_PLAN", entityName: "Healthy heart prevention" });
  });

  it("records it for a plan added from today and for a patient added with a plan, and not for a refused one", async () => {
    const patientId = patRivera();
    const added = await call("POST", "/api/carePlans/addCarePlanToPatient", {
      carePlanId: template("Hypertension follow-up").id,
      patientId,
    });
    expect(added.status).toBe(201);
    expect((await activities(patientId))[0]).toMatchObject({
      entityType: "CARE_PLAN",
      entityName: "Hypertension follow-up",
    });

    const count = (await get(`/api/patients/${patientId}/activities?page=0&size=10`)).body.totalElements;
    const refused = await call("POST", "/api/carePlans/patient-care-plan-from-template", {
      templateId: template("Hypertension follow-up").id,
      patientId,
      startDate: "2026-02-30",
    });
    expect(refused.status).toBe(422);
    expect((await get(`/api/patients/${patientId}/activities?page=0&size=10`)).body.totalElements).toBe(
      count,
    );

    const main = orgId(DEMO_NETWORK_NAME);
    const created = await call(
      "POST",
      `/api/organizations/${main}/patients/individual?carePlanId=${template("Knee replacement recovery").id}`,
      {
        firstName: "Avery",
        lastName: "Planned",
        dateOfBirth: "03/04/1980",
        gender: "female",
        language: "en-US",
        address: { zipcode: "02108", country: "United States" },
      },
    );
    expect(created.status).toBe(201);
    expect((await activities(created.body.patientId))[0]).toMatchObject({
      entityType: "CARE_PLAN",
      entityName: "Knee replacement recovery",
    });
  });
});
