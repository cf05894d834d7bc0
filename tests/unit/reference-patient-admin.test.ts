import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's calls for staff managing patients: adding one to an organization (with
 * a care plan from a template), an invitation code, removal from an organization, delete (kept,
 * hidden) and purge (erased, family kept), each refused to a role without the capability and
 * outside the caller's tree.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const COORDINATOR = "coordinator@demo.test";
const SCHEDULER = "scheduler@demo.test";
/** A provider user of the first clinic: the main organization is outside her tree. */
const PROVIDER = "provider@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = (who: string, method: string, url: string, json?: unknown) =>
  api.call(who, method, url, json) as Promise<{ status: number; body: Json }>;

beforeAll(async () => {
  api = await startReferenceApi("reference-patient-admin");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const mainId = () => store.organizations.firstRoot()!.id;
const person = (lastName: string) => ({
  firstName: "Ana",
  lastName,
  dateOfBirth: "03/09/1979",
  gender: "female",
});
const add = (who: string, orgId: string, body: unknown, query = "") =>
  call(who, "POST", `/api/organizations/${orgId}/patients/individual${query}`, body);

describe("adding a patient", () => {
  it("adds a patient without an e-mail or account, with a care plan copied from a template", async () => {
    const template = store.carePlans.templates(mainId(), {}, { offset: 0, limit: 1, number: 0, size: 1 })
      .content[0]!.plan;
    const made = await add(COORDINATOR, mainId(), person("Quintero"), `?carePlanId=${template.id}`);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ firstName: "Ana", lastName: "Quintero", accountCreated: false });
    expect(made.body.registrationToken).toBeNull();
    const patient = store.patients.byId(made.body.id)!;
    expect(patient.organizations).toEqual([mainId()]);
    expect(store.accounts.ofPatient(patient.id)).toBeUndefined();
    const plan = store.carePlans.firstOfPatient(patient.id)!;
    expect(plan.usedTemplateId).toBe(template.id);
    expect(made.body.carePlanId).toBe(plan.id);
  });

  it("refuses bad fields next to each, a plan that is not a template, and adds nothing", async () => {
    const before = store.patients.all().length;
    const refused = await add(
      COORDINATOR,
      mainId(),
      { firstName: "", lastName: "Ok", dateOfBirth: "02/30/1990", gender: "female", email: "nope" },
      "?carePlanId=nothing",
    );
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors.map((e: Json) => e.field).sort()).toEqual(
      ["carePlanId", "dateOfBirth", "email", "firstName"].sort(),
    );
    // A gender outside the vocabulary is the contract's refusal, before the record's checks.
    const outside = await add(COORDINATOR, mainId(), { ...person("Ungendered"), gender: "FEMALE" });
    expect(outside.status).toBe(422);
    expect(outside.body.fieldErrors.map((e: Json) => e.field)).toEqual(["gender"]);
    expect(store.patients.all().length).toBe(before);
  });

  it("refuses a role without members.edit and an organization outside the caller's tree", async () => {
    expect((await add(SCHEDULER, mainId(), person("Sched"))).status).toBe(403);
    expect((await add(PROVIDER, mainId(), person("Outside"))).status).toBe(403);
  });
});

describe("invitations and organizations", () => {
  it("sends an invitation code to the patient's e-mail for an organization they belong to", async () => {
    const made = await add(ADMIN, mainId(), { ...person("Inviteme"), email: "ana.invite@example.test" });
    const sent = await call(
      ADMIN,
      "POST",
      `/api/patients/${made.body.id}/patient-invite-code?organizationId=${mainId()}`,
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ sentTo: "ana.invite@example.test", channel: "EMAIL" });
    expect(sent.body.code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    expect(store.patients.invitesOf(made.body.id).map((i) => i.code)).toEqual([sent.body.code]);

    const north = store.organizations
      .all()
      .find((o) => o.id !== mainId() && o.parentOrganizationId === mainId())!;
    const notMember = await call(
      ADMIN,
      "POST",
      `/api/patients/${made.body.id}/patient-invite-code?organizationId=${north.id}`,
    );
    expect(notMember.status).toBe(422);
    expect(notMember.body.fieldErrors[0].field).toBe("organizationId");
  });

  it("refuses an invitation when there is nowhere to send it", async () => {
    const made = await add(ADMIN, mainId(), person("Nocontact"));
    const sent = await call(
      ADMIN,
      "POST",
      `/api/patients/${made.body.id}/patient-invite-code?organizationId=${mainId()}`,
    );
    expect(sent.status).toBe(422);
    expect(sent.body.fieldErrors[0].field).toBe("email");
  });

  it("removes a patient from one of their organizations, never from the last", async () => {
    const made = await add(ADMIN, mainId(), person("Twohomes"));
    const north = store.organizations.all().find((o) => o.parentOrganizationId === mainId())!;
    const patient = store.patients.byId(made.body.id)!;
    store.patients.update({ ...patient, organizations: [mainId(), north.id] });

    const removed = await call(
      ADMIN,
      "POST",
      `/api/patients/${patient.id}/removeOrganization?organizationId=${north.id}`,
    );
    expect(removed.status).toBe(200);
    expect(store.patients.byId(patient.id)!.organizations).toEqual([mainId()]);
    const last = await call(
      ADMIN,
      "POST",
      `/api/patients/${patient.id}/removeOrganization?organizationId=${mainId()}`,
    );
    expect(last.status).toBe(409);
    expect(last.body.code).toBe("LAST_ORGANIZATION");
    expect(store.patients.byId(patient.id)!.organizations).toEqual([mainId()]);
  });
});

describe("delete and purge", () => {
  it("deletes a patient: hidden from reads and lists, account closed, records kept, family detached", async () => {
    const primary = store.patients.all().find((p) => p.email === "patient@demo.test")!;
    const family = store.patients.familyOf(primary.id).map((p) => p.id);
    expect(family.length).toBeGreaterThan(0);
    const tasksBefore = store.tasks.appointmentsOf([primary.id]).length;
    expect(tasksBefore).toBeGreaterThan(0);
    expect((await call(COORDINATOR, "DELETE", `/api/patients/${primary.id}`)).status).toBe(403);

    const deleted = await call(ADMIN, "DELETE", `/api/patients/${primary.id}`);
    expect(deleted.status).toBe(204);
    expect((await call(ADMIN, "GET", `/api/patients/${primary.id}`)).status).toBe(404);
    expect(store.accounts.ofPatient(primary.id)).toBeUndefined();
    expect(store.tasks.appointmentsOf([primary.id]).length).toBe(tasksBefore);
    const members = await call(
      ADMIN,
      "GET",
      `/api/organizations/${mainId()}/patients?fullName=Rivera&size=100`,
    );
    const ids = members.body.content.map((m: Json) => m.id);
    expect(ids).not.toContain(primary.id);
    for (const id of family) {
      expect(store.patients.byId(id)!.familyOf).toBeUndefined();
      expect(ids).toContain(id);
    }
    expect((await call(ADMIN, "DELETE", `/api/patients/${primary.id}`)).status).toBe(404);
  });

  it("purges a patient and every row about them in one go", async () => {
    const made = await add(ADMIN, mainId(), person("Purgeme"));
    const id = made.body.id as string;
    const note = await call(ADMIN, "POST", "/api/note", { patientId: id, text: "To be erased." });
    expect(note.status).toBe(201);
    expect((await call(ADMIN, "DELETE", `/api/patients/purge/${id}`)).status).toBe(204);
    const left = store.db.sql
      .prepare(
        "SELECT m.name FROM sqlite_schema m JOIN pragma_table_info(m.name) c WHERE m.type = 'table' AND c.name = 'patient_id'",
      )
      .pluck()
      .all()
      .filter((table) =>
        store.db.sql.prepare(`SELECT 1 FROM "${String(table)}" WHERE patient_id = ?`).get(id),
      );
    expect(left).toEqual([]);
    expect(store.db.sql.prepare("SELECT 1 FROM patients WHERE id = ?").get(id)).toBeUndefined();
    expect((await call(ADMIN, "GET", `/api/patients/${id}`)).status).toBe(404);
  });
});
