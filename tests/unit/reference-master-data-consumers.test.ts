import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "../../reference-api/types";
import { Db } from "../../reference-api/db/db";
import { MIGRATIONS } from "../../reference-api/db/migrations/index";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Master data reaches its consumers in the reference upstream (issue 38): a value added through a
 * master-data call is what the consumer's own call answers and accepts — observation types for
 * care plan goals, manufacturers for the vaccine given and a clinic's vaccine, insurance providers
 * for a patient's insurance — and a stored value master data no longer has still reads by its name.
 */

let api: ReferenceApi;
let store: Store;
const SUPER = "superadmin@demo.test";
const ADMIN = "orgadmin@demo.test";
const PATIENT = "patient@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (method: string, url: string, body?: unknown, who = ADMIN) =>
  (await api.call(who, method, url, body)) as { status: number; body: Json };
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  api = await startReferenceApi("reference-master-data-consumers");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

describe("master data's observation types are the care plans'", () => {
  it("answers a value added in master data on the care plans' call, and a goal names it", async () => {
    const name = unique("Oxygen saturation");
    const made = await call("POST", "/api/meta/observation", { name, description: "In percent" }, SUPER);
    expect(made.status).toBe(201);
    const plain = await call("GET", "/api/meta/observation");
    expect(plain.status).toBe(200);
    expect(plain.body).toContainEqual({ id: made.body.id, name, description: "In percent" });
    const paged = await call("GET", "/api/meta/observation?page=0&size=1000");
    expect(paged.body.content.map((v: Json) => v.id)).toEqual(plain.body.map((v: Json) => v.id));

    const plan = await call("POST", "/api/carePlans", {
      name: unique("Consumers"),
      organizationId: store.organizations.firstNamed(DEMO_NETWORK_NAME)!.id,
      duration: 14,
    });
    const saved = await call("PUT", `/api/carePlans/${plan.body.id}`, {
      goals: [{ name: "Breathing", goalStatus: "ACTIVE" }],
    });
    const task = await call("POST", "/api/carePlans/task", {
      carePlanId: plan.body.id,
      goalId: saved.body.goals[0].id,
      name: "Pulse oximetry",
      taskTypeId: 2,
      week: 1,
    });
    const goal = await call("POST", "/api/carePlans/task/observation-goal", {
      taskId: task.body.id,
      observationTypeId: made.body.id,
      targetValue: "95",
    });
    expect(goal.status).toBe(201);
    expect(goal.body.observationGoals[0].observationType).toMatchObject({ id: made.body.id, name });

    // Renamed in master data: the goal reads the new name. Gone from master data: the name it had.
    const renamed = `${name} (SpO2)`;
    await call("PUT", `/api/meta/observation/${made.body.id}`, { name: renamed, description: "" }, SUPER);
    const after = await call("GET", `/api/carePlans/${plan.body.id}`);
    expect(after.body.goals[0].tasks[0].observationGoals[0].observationType.name).toBe(renamed);
    store.masterData.remove(made.body.id);
    const gone = await call("GET", `/api/carePlans/${plan.body.id}`);
    expect(gone.body.goals[0].tasks[0].observationGoals[0].observationType).toMatchObject({
      id: made.body.id,
      name,
    });
    // A type master data does not have is refused for a new goal.
    const refused = await call("POST", "/api/carePlans/task/observation-goal", {
      taskId: task.body.id,
      observationTypeId: made.body.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors.map((e: Json) => e.field)).toEqual(["observationTypeId"]);
  });

  it("names the seeded types in words, not codes, under the care plans' ids", async () => {
    const { body } = await call("GET", "/api/meta/observation");
    const names = body.map((v: Json) => v.name);
    expect(names).toContain("COVID-19 lab test");
    expect(names).not.toContain("COVID19LAB");
    expect(body.find((v: Json) => v.id === "obt-3")).toEqual({
      id: "obt-3",
      name: "Body weight",
      description: "In pounds",
    });
  });
});

describe("master data's manufacturers are the vaccine's", () => {
  const appointment = (): Task =>
    store.tasks
      .all()
      .find(
        (t) => t.taskType === "APPOINTMENT" && t.status === "SCHEDULED" && t.locationId && !t.vaccineInfo,
      )!;
  const vaccine = (manufacturer: string) => ({
    manufacturer,
    lotNumber: "ab123",
    doseNumber: 1,
    injectionSite: "LEFT_ARM",
    expiryDate: "12/31/2099",
    administeredAt: new Date(Date.now() - 3_600_000).toISOString(),
  });

  it("accepts a manufacturer added in master data, which appointment staff can list", async () => {
    const task = appointment();
    const name = unique("Bavarian Nordic");
    expect((await call("PUT", `/api/tasks/${task.id}/vaccineInfo`, vaccine(name))).status).toBe(422);
    const made = await call("POST", "/api/masterData", { type: "MANUFACTURE", name }, SUPER);
    expect(made.status).toBe(201);
    const listed = await call("GET", `/api/masterData?type=MANUFACTURE&page=0&size=1000`);
    expect(listed.status).toBe(200);
    expect(listed.body.content.map((v: Json) => v.name)).toContain(name);
    // The shared path's other types stay the master data editors'.
    expect((await call("GET", "/api/masterData?type=ORGANIZATION_ALIAS&page=0")).status).toBe(403);
    const recorded = await call("PUT", `/api/tasks/${task.id}/vaccineInfo`, vaccine(name.toLowerCase()));
    expect(recorded.status).toBe(200);
    expect(recorded.body.vaccineInfo.manufacturer).toBe(name);
    // Dropped from master data: the record keeps it, and a correction of the lot keeps it too.
    store.masterData.remove(made.body.id);
    const corrected = await call("PUT", `/api/tasks/${task.id}/vaccineInfo`, {
      ...vaccine(name),
      lotNumber: "AB124",
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.vaccineInfo).toMatchObject({ manufacturer: name, lotNumber: "AB124" });
  });

  it("offers every vaccine maker the app knew, so seeded records still name master data's", async () => {
    const { body } = await call("GET", "/api/masterData?type=MANUFACTURE&page=0&size=1000");
    expect(body.content.map((v: Json) => v.name)).toEqual(
      expect.arrayContaining(["Pfizer", "Moderna", "Johnson&Johnson", "Novavax", "Sanofi", "Seqirus", "GSK"]),
    );
  });

  it("takes a clinic's vaccine from master data's manufacturers", async () => {
    const clinic = store.organizations.all().find((o) => o.type === "CLINIC" && o.address)!;
    const body = (vaccine: string) => ({
      name: clinic.name,
      shortName: clinic.shortName,
      type: "CLINIC",
      employerId: "12-3456789",
      businessLicenseNumber: "BL-778",
      address: { ...clinic.address },
      isHeadquarter: false,
      isOpen: true,
      timeZone: clinic.timeZone,
      vaccine,
      inventoryType: "COVID",
    });
    const refused = await call("PUT", `/api/organizations/${clinic.id}`, body("Acme Vaccines"), SUPER);
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors.map((e: Json) => e.field)).toEqual(["vaccine"]);
    const saved = await call("PUT", `/api/organizations/${clinic.id}`, body("moderna"), SUPER);
    expect(saved.status).toBe(200);
    expect(store.organizations.byId(clinic.id)!.vaccine).toBe("Moderna");
  });
});

describe("master data's insurance providers are the patient's insurers", () => {
  it("offers a provider added in master data and keeps the patient's by name once it is gone", async () => {
    const name = unique("Harbor Mutual");
    const made = await call("POST", "/api/insurance-providers", { name }, SUPER);
    expect(made.status).toBe(201);
    const payers = await call("GET", "/api/insurance/payers", undefined, PATIENT);
    expect(payers.status).toBe(200);
    expect(payers.body).toContainEqual({ id: made.body.id, payerName: name });
    expect(payers.body.map((p: Json) => p.payerName)).toContain("Kaiser Permanente");

    const me = await call("GET", "/api/patients/patient", undefined, PATIENT);
    const saved = await call(
      "PUT",
      `/api/patients/profile/${me.body.id}`,
      { insurance: { payerId: made.body.id, memberId: "M-1" } },
      PATIENT,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.insurance).toEqual({ payerId: made.body.id, payerName: name, memberId: "M-1" });
    store.masterData.remove(made.body.id);
    const again = await call("GET", "/api/patients/patient", undefined, PATIENT);
    expect(again.body.insurance).toEqual({ payerId: made.body.id, payerName: name, memberId: "M-1" });
    // The patient's own insurer stays acceptable; another unknown one does not.
    const kept = await call(
      "PUT",
      `/api/patients/profile/${me.body.id}`,
      { insurance: { payerId: made.body.id, memberId: "M-2" } },
      PATIENT,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.insurance.payerName).toBe(name);
    const unknown = await call(
      "PUT",
      `/api/patients/profile/${me.body.id}`,
      { insurance: { payerId: "md-nobody", memberId: "M-3" } },
      PATIENT,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.fieldErrors.map((e: Json) => e.field)).toEqual(["insurance.payerId"]);
  });
});

describe("migration 049 on an older demo", () => {
  it("moves the care plans' observation types into master data and keeps what named them", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "reference-md-049-"));
    try {
      const file = path.join(dir, "reference.db");
      const older = Db.open(
        file,
        MIGRATIONS.filter((m) => m.version < 49),
      );
      older.sql.exec(`
        INSERT INTO meta (key, value) VALUES ('filled', '2026-01-01T00:00:00.000Z');
        INSERT INTO master_data_values (id, seq, service, type, name, name_key, description)
          VALUES ('md-observation-2', 1, '/api/meta/observation', '', 'Blood glucose', 'blood glucose', 'mg/dL');
        INSERT INTO care_plans (id, name, organization_id, is_template, duration_days, date_created)
          VALUES ('cp-1', 'Old plan', 'org-1', 1, 7, '2026-01-01');
        INSERT INTO care_plan_goals (id, care_plan_id, name, goal_status, rank) VALUES ('g-1', 'cp-1', 'Goal', 'ACTIVE', 0);
        INSERT INTO care_plan_tasks (id, care_plan_id, goal_id, name, task_type_id, week, rank, status, count, date_created)
          VALUES ('t-1', 'cp-1', 'g-1', 'Task', 2, 1, 0, 'PENDING', 1, '2026-01-01');
        INSERT INTO care_plan_observation_goals (id, task_id, observation_type_id, target_value)
          VALUES ('og-1', 't-1', 'obt-4', '120'), ('og-2', 't-1', 'obt-8', NULL);
        INSERT INTO observations (id, task_id, observation_type_id, value, date_created)
          VALUES ('o-1', 't-1', 'obt-4', '118', '2026-01-02');
      `);
      older.close();
      const db = Db.open(file);
      try {
        const goals = db.sql
          .prepare(
            "SELECT id, observation_type_id AS typeId, observation_type_name AS name FROM care_plan_observation_goals ORDER BY id",
          )
          .all();
        // "Blood glucose" was already a master-data value: that value is the type from now on.
        expect(goals).toEqual([
          { id: "og-1", typeId: "md-observation-2", name: "Blood glucose" },
          { id: "og-2", typeId: "obt-8", name: "COVID-19 lab test" },
        ]);
        expect(db.sql.prepare("SELECT observation_type_id FROM observations").pluck().get()).toBe(
          "md-observation-2",
        );
        const names = db.sql
          .prepare("SELECT name FROM master_data_values WHERE service = '/api/meta/observation' ORDER BY seq")
          .pluck()
          .all();
        expect(names).toContain("COVID-19 lab test");
        expect(names).not.toContain("COVID19LAB");
        expect(
          db.sql.prepare("SELECT name FROM sqlite_master WHERE name = 'observation_types'").get(),
        ).toBeUndefined();
        expect(
          db.sql
            .prepare(
              "SELECT COUNT(*) FROM master_data_values WHERE type = 'MANUFACTURE' AND name = 'Moderna'",
            )
            .pluck()
            .get(),
        ).toBe(1);
      } finally {
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
