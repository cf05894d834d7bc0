import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CarePlan } from "../../reference-api/care-plans/types";
import { openSlots } from "../../reference-api/patient-area/slots";
import { DEMO_PASSWORD, hashPassword } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import type { Account, Organization } from "../../reference-api/types";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Issue 37 §2.6 in the reference upstream: calls whose rule judges one record (the organization
 * moved, the patient given a plan, the appointment's patient) also check the id the body names
 * (the new parent, the plan copied, the lane moved into) against the caller's tree. Outside it,
 * each answers as an unknown id, and nothing changes.
 */

let api: ReferenceApi;
let store: Store;

beforeAll(async () => {
  api = await startReferenceApi("reference-form-id-scope");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

// Answers are JSON of many shapes; the tests read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (who: string, method: string, url: string, json?: unknown) =>
  (await api.call(who, method, url, json)) as { status: number; body: Json };

const HARBOR_ADMIN = "orgadmin@harbor.test";
/** A Harbor provider (carePlans.edit, appointments.edit) whose tree is the Pier Street clinic. */
const HARBOR_PROVIDER = "provider@harbor.test";
const organization = (name: string) => store.organizations.firstNamed(name)! as Organization;
const harbor = () => organization("Harbor Care Partners");
const coast = () => organization("Harbor Care Coast");
const pier = () => organization("Pier Street Clinic");
const parentOf = (id: string) => store.organizations.byId(id)!.parentOrganizationId;

/** An organization admin whose tree is Harbor Care Coast (the seed has none below a root). */
function coastAdmin(): string {
  const username = "coast-admin@harbor.test";
  if (!store.accounts.bySignInName(username)) {
    const created: Account = {
      ...store.accounts.bySignInName(HARBOR_ADMIN)!,
      accountId: "acct-test-coast-admin",
      username,
      email: username,
      phoneNumber: "",
      organizationId: coast().id,
      passwordHash: hashPassword(DEMO_PASSWORD, username),
    };
    store.accounts.insert(created);
  }
  return username;
}

/** A branch of Harbor beside Coast: in the network, outside Coast's tree. */
function inland(): Organization {
  const existing = store.organizations.firstNamed("Harbor Care Inland");
  if (existing) return existing as Organization;
  const made: Organization = {
    ...coast(),
    id: "org-test-inland",
    name: "Harbor Care Inland",
    shortName: "Inland",
  };
  store.organizations.insert(made);
  return made;
}

describe("PUT /api/organizations/{id}/change-organization: the new parent", () => {
  const move = (who: string, parentOrganizationId: string) =>
    call(who, "PUT", `/api/organizations/${pier().id}/change-organization`, { parentOrganizationId });

  it("refuses a parent of the network outside the caller's tree as an unknown one: 422, nothing moved", async () => {
    const answer = await move(coastAdmin(), inland().id);
    expect(answer.status).toBe(422);
    expect(answer.body.fieldErrors).toEqual([
      { field: "parentOrganizationId", message: "Choose an organization" },
    ]);
    expect(parentOf(pier().id)).toBe(coast().id);
  });

  it("refuses the network's top, above the admin's own tree, as it does any organization outside it", async () => {
    const answer = await move(coastAdmin(), harbor().id);
    expect(answer.status).toBe(422);
    expect(parentOf(pier().id)).toBe(coast().id);
  });

  it("moves under an organization of the caller's tree, and the super admin under a root", async () => {
    expect((await move(HARBOR_ADMIN, inland().id)).status).toBe(200);
    expect(parentOf(pier().id)).toBe(inland().id);
    expect((await move("superadmin@demo.test", harbor().id)).status).toBe(200);
    expect(parentOf(pier().id)).toBe(harbor().id);
    expect((await move(HARBOR_ADMIN, coast().id)).status).toBe(200);
    expect(parentOf(pier().id)).toBe(coast().id);
  });
});

describe("a patient's plan copied from a plan the body names", () => {
  const plans = () => store.collection("carePlans") as CarePlan[];
  const template = (name: string) => plans().find((p) => p.isTemplate && p.name === name)!;
  const today = () => new Date().toISOString().slice(0, 10);
  /** A Harbor patient of the Pier Street clinic: in the provider's tree, under Harbor's templates. */
  const pierPatient = () => {
    const patient = store.patients.all().find((p) => p.organizations.includes(harbor().id))!;
    store.patients.update({ ...patient, organizations: [pier().id] });
    return patient.id;
  };
  const plansOf = (patientId: string) => plans().filter((p) => p.patientId === patientId).length;

  it("refuses a private template outside the caller's tree as an unknown plan: 404, no plan made", async () => {
    const patientId = pierPatient();
    const before = plansOf(patientId);
    const harborTemplate = template("Harbor post-discharge follow-up");
    expect(harborTemplate.isPublic).toBe(false);
    const fromTemplate = await call(
      HARBOR_PROVIDER,
      "POST",
      "/api/carePlans/patient-care-plan-from-template",
      {
        templateId: harborTemplate.id,
        patientId,
        startDate: today(),
      },
    );
    expect(fromTemplate.status).toBe(404);
    const added = await call(HARBOR_PROVIDER, "POST", "/api/carePlans/addCarePlanToPatient", {
      carePlanId: harborTemplate.id,
      patientId,
    });
    expect(added.status).toBe(404);
    expect(plansOf(patientId)).toBe(before);
  });

  it("copies a public template of another tree, and the caller's admin copies its own tree's template", async () => {
    const patientId = pierPatient();
    const open = template("Hypertension follow-up");
    expect(open.isPublic).toBe(true);
    const made = await call(HARBOR_PROVIDER, "POST", "/api/carePlans/patient-care-plan-from-template", {
      templateId: open.id,
      patientId,
      startDate: today(),
    });
    expect(made.status).toBe(201);
    const own = await call(HARBOR_ADMIN, "POST", "/api/carePlans/patient-care-plan-from-template", {
      templateId: template("Harbor post-discharge follow-up").id,
      patientId,
      startDate: today(),
    });
    expect(own.status).toBe(201);
  });
});

describe("PUT /api/tasks/bookAppointment/mini: the lane moved into", () => {
  const harborTask = () => {
    const patients = store.patients
      .all()
      .filter((p) => p.organizations.includes(harbor().id))
      .map((p) => p.id);
    return store.tasks.appointmentsOf(patients).find((t) => t.status === "SCHEDULED")!;
  };
  const openLane = (clinic: Organization, except: string | undefined) => {
    const now = Date.now();
    const lane = store.lanes
      .ofClinics([clinic.id], new Date(now).toISOString(), new Date(now + 20 * 86_400_000).toISOString())
      .find((l) => l.status === "ACTIVE" && l.id !== except && openSlots(store.tasks, l, now).length)!;
    return { lane, start: openSlots(store.tasks, lane, now)[0]! };
  };
  const moveTo = (task: ReturnType<typeof harborTask>, clinic: Organization) => {
    const { lane, start } = openLane(clinic, task.clinicAppointmentId);
    return call(HARBOR_ADMIN, "PUT", "/api/tasks/bookAppointment/mini", {
      id: task.id,
      patientId: task.patientId,
      locationId: clinic.id,
      dueDate: start,
      clinicAppointmentId: lane.id,
    });
  };

  it("refuses another tree's lane as an unknown one: 422, the appointment unchanged", async () => {
    const task = harborTask();
    const answer = await moveTo(task, organization("Riverside Community Clinic"));
    expect(answer.status).toBe(422);
    expect(answer.body.fieldErrors).toEqual([
      { field: "clinicAppointmentId", message: "Unknown clinic appointment" },
    ]);
    expect(store.tasks.byId(task.id)).toEqual(task);
  });

  it("moves it into a lane of the caller's tree", async () => {
    const task = harborTask();
    const answer = await moveTo(task, organization("Bayview Health Clinic"));
    expect(answer.status).toBe(200);
    expect(store.tasks.byId(task.id)!.locationId).toBe(organization("Bayview Health Clinic").id);
  });
});
