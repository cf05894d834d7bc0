import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import type { Task } from "../../reference-api/types";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's changes to one appointment (decision 025): update, the vaccine's
 * record and its removal with a second dose's, a test's observation status, taking the performer
 * off; each refused with a 422 naming the field, a 409 once the appointment is closed, and a 403
 * for a role without the capability or a patient outside the caller's tree.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
/** Clara Dunn administers Riverside only; the seed's patients belong to the main organization. */
const CLINIC_ADMIN = "clinicadmin@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-appointment-actions");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

let used = 0;
/** A fresh scheduled appointment with a performer, one per test. */
const scheduled = (): Task => {
  const found = store.tasks
    .all()
    .filter((t) => t.taskType === "APPOINTMENT" && t.status === "SCHEDULED" && t.performerId && t.locationId);
  return found[used++]!;
};
const call = async (method: string, path: string, body?: unknown, who = ADMIN) =>
  (await api.call(who, method, path, body)) as { status: number; body: Json };
const VACCINE = {
  manufacturer: "Pfizer",
  lotNumber: "ek5730",
  doseNumber: 2,
  injectionSite: "LEFT_ARM",
  expiryDate: "12/31/2099",
  administeredAt: new Date(Date.now() - 3_600_000).toISOString(),
};

describe("updating an appointment", () => {
  it("changes the fields sent and keeps the others", async () => {
    const task = scheduled();
    const answer = await call("PUT", `/api/tasks/${task.id}`, {
      notes: "Bring the vaccination card",
      status: "MISSED",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: task.name,
      notes: "Bring the vaccination card",
      status: "MISSED",
    });
    expect(store.tasks.byId(task.id)).toMatchObject({
      notes: "Bring the vaccination card",
      status: "MISSED",
    });
  });

  it("names every bad field, changing nothing", async () => {
    const task = scheduled();
    const answer = await call("PUT", `/api/tasks/${task.id}`, {
      name: " ",
      status: "COMPLETED",
      performerId: "perf-nobody",
    });
    expect(answer.status).toBe(422);
    expect(answer.body.fieldErrors.map((e: Json) => e.field)).toEqual(["name", "status", "performerId"]);
    expect(store.tasks.byId(task.id)).toEqual(task);
  });

  it("assigns a performer of the clinic's organization", async () => {
    const task = scheduled();
    const other = store.performers.all().find((p) => p.id !== task.performerId)!;
    const answer = await call("PUT", `/api/tasks/${task.id}`, { performerId: other.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ performerId: other.id, performerName: other.name });
  });

  it("refuses a completed appointment with 409", async () => {
    const task = scheduled();
    await call("PUT", `/api/tasks/${task.id}/complete`);
    const answer = await call("PUT", `/api/tasks/${task.id}`, { name: "Renamed" });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe("TASK_CLOSED");
    expect(store.tasks.byId(task.id)!.name).toBe(task.name);
  });
});

describe("the vaccine's record", () => {
  it("records the vaccine given, the lot in capitals, on a completed appointment too", async () => {
    const task = scheduled();
    await call("PUT", `/api/tasks/${task.id}/complete`);
    const answer = await call("PUT", `/api/tasks/${task.id}/vaccineInfo`, VACCINE);
    expect(answer.status).toBe(200);
    expect(answer.body.vaccineInfo).toEqual({ ...VACCINE, lotNumber: "EK5730" });
    expect(store.tasks.byId(task.id)!.vaccineInfo).toEqual({ ...VACCINE, lotNumber: "EK5730" });
  });

  it("refuses an unknown manufacturer, a bad lot, dose and site, an expired lot and a future dose", async () => {
    const task = scheduled();
    const bad = await call("PUT", `/api/tasks/${task.id}/vaccineInfo`, {
      manufacturer: "Acme",
      lotNumber: "lot 5!",
      doseNumber: 9,
      injectionSite: "NOSE",
      expiryDate: "2099-12-31",
      administeredAt: "yesterday",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors.map((e: Json) => e.field)).toEqual([
      "manufacturer",
      "lotNumber",
      "doseNumber",
      "injectionSite",
      "expiryDate",
      "administeredAt",
    ]);
    const expired = await call("PUT", `/api/tasks/${task.id}/vaccineInfo`, {
      ...VACCINE,
      expiryDate: "01/01/2020",
    });
    expect(expired.body.fieldErrors).toEqual([
      { field: "expiryDate", message: "The lot had expired when the dose was given" },
    ]);
    const future = await call("PUT", `/api/tasks/${task.id}/vaccineInfo`, {
      ...VACCINE,
      administeredAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.body.fieldErrors.map((e: Json) => e.field)).toEqual(["administeredAt"]);
    expect(store.tasks.byId(task.id)!.vaccineInfo).toBeUndefined();
  });

  it("removes the record, with the second dose's of the same patient, and refuses another patient's", async () => {
    const first = scheduled();
    const second = store.tasks
      .all()
      .find((t) => t.patientId === first.patientId && t.id !== first.id && t.taskType === "APPOINTMENT")!;
    const stranger = store.tasks.all().find((t) => t.patientId !== first.patientId)!;
    await call("PUT", `/api/tasks/${first.id}/vaccineInfo`, { ...VACCINE, doseNumber: 1 });
    await call("PUT", `/api/tasks/${second.id}/vaccineInfo`, VACCINE);
    const refused = await call("DELETE", `/api/tasks/${first.id}/vaccineInfo?task2=${stranger.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors[0].field).toBe("task2");
    expect(store.tasks.byId(first.id)!.vaccineInfo).toBeDefined();

    const removed = await call("DELETE", `/api/tasks/${first.id}/vaccineInfo?task2=${second.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.vaccineInfo).toBeNull();
    expect(store.tasks.byId(first.id)!.vaccineInfo).toBeUndefined();
    expect(store.tasks.byId(second.id)!.vaccineInfo).toBeUndefined();
  });
});

describe("a test's observation status", () => {
  it("sets the status and the result it means; closed out keeps the result", async () => {
    const task = scheduled();
    const positive = await call("PUT", `/api/tasks/${task.id}/observationStatus`, {
      status: "TestedPositive",
    });
    expect(positive.status).toBe(200);
    expect(positive.body).toMatchObject({ observationStatus: "TestedPositive", testResult: 1 });
    const closed = await call("PUT", `/api/tasks/${task.id}/observationStatus`, {
      status: "PatientClosedOut",
    });
    expect(closed.body).toMatchObject({ observationStatus: "PatientClosedOut", testResult: 1 });
    const again = await call("PUT", `/api/tasks/${task.id}/observationStatus`, { status: "AwaitingTesting" });
    expect(again.body).toMatchObject({ observationStatus: "AwaitingTesting", testResult: null });
    const bad = await call("PUT", `/api/tasks/${task.id}/observationStatus`, { status: "Maybe" });
    expect(bad.status).toBe(422);
    expect(store.tasks.byId(task.id)!.observationStatus).toBe("AwaitingTesting");
  });
});

describe("taking the performer off", () => {
  it("takes it off an open appointment, again without harm, and not off a cancelled one", async () => {
    const task = scheduled();
    const answer = await call("DELETE", `/api/tasks/${task.id}/performer`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ performerId: null, performerName: null });
    expect(store.tasks.byId(task.id)!.performerId).toBeUndefined();
    expect((await call("DELETE", `/api/tasks/${task.id}/performer`)).status).toBe(200);

    const cancelled = scheduled();
    await call("PUT", `/api/tasks/${cancelled.id}/cancel`);
    const refused = await call("DELETE", `/api/tasks/${cancelled.id}/performer`);
    expect(refused.status).toBe(409);
    expect(store.tasks.byId(cancelled.id)!.performerId).toBe(cancelled.performerId);
  });
});

describe("who may", () => {
  it("refuses a role without the capability, a patient outside the tree, a patient, and an unknown id", async () => {
    const task = scheduled();
    expect(
      (await call("DELETE", `/api/tasks/${task.id}/performer`, undefined, "analytics@demo.test")).status,
    ).toBe(403);
    expect((await call("DELETE", `/api/tasks/${task.id}/performer`, undefined, CLINIC_ADMIN)).status).toBe(
      403,
    );
    expect(
      (await call("PUT", `/api/tasks/${task.id}/vaccineInfo`, VACCINE, "patient@demo.test")).status,
    ).toBe(403);
    expect(store.tasks.byId(task.id)).toEqual(task);
    expect((await call("PUT", "/api/tasks/task-nope", { name: "x" })).status).toBe(404);
  });
});
