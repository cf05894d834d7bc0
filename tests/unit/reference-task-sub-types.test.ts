import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Master data's task types are the care-plan task's kinds in the reference upstream (issue 38 §1):
 * one added in master data is what `/api/meta/sub-type` answers for its category, a task saves it
 * and answers its name, a kind of another task type is refused on `subTypeId`, and a task type a
 * task names is not deleted (decision 034).
 */

let api: ReferenceApi;
let store: Store;
const SUPER = "superadmin@demo.test";
const ADMIN = "orgadmin@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (method: string, url: string, body?: unknown, who = ADMIN) =>
  (await api.call(who, method, url, body)) as { status: number; body: Json };
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;
const fieldsOf = (body: Json) => (body.fieldErrors as Array<{ field: string }>).map((e) => e.field);

beforeAll(async () => {
  api = await startReferenceApi("reference-task-sub-types");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

async function newGoal() {
  const plan = await call("POST", "/api/carePlans", {
    name: unique("Kinds"),
    organizationId: store.organizations.firstNamed(DEMO_NETWORK_NAME)!.id,
    duration: 14,
  });
  expect(plan.status).toBe(201);
  const saved = await call("PUT", `/api/carePlans/${plan.body.id}`, {
    goals: [{ name: "Learn", goalStatus: "ACTIVE" }],
  });
  return { carePlanId: plan.body.id as string, goalId: saved.body.goals[0].id as string };
}

describe("master data's task types are the care-plan task's kinds", () => {
  it("offers a new Education type, saves it on a task, refuses a mismatch and an in-use delete", async () => {
    const name = unique("Cooking class");
    const made = await call(
      "POST",
      "/api/meta/task",
      { name, description: "Meals at home", category: "EDUCATION" },
      SUPER,
    );
    expect(made.status).toBe(201);

    const education = await call("GET", "/api/meta/sub-type?taskTypeId=3");
    expect(education.status).toBe(200);
    expect(education.body).toContainEqual({ id: made.body.id, name, taskTypeId: 3 });
    const appointment = await call("GET", "/api/meta/sub-type?taskTypeId=1");
    expect(appointment.body.map((s: Json) => s.id)).not.toContain(made.body.id);

    const where = await newGoal();
    const refused = await call("POST", "/api/carePlans/task", {
      ...where,
      name: "Visit",
      taskTypeId: 1,
      week: 1,
      subTypeId: made.body.id,
    });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual(["subTypeId"]);
    const unknown = await call("POST", "/api/carePlans/task", {
      ...where,
      name: "Visit",
      taskTypeId: 3,
      week: 1,
      subTypeId: "md-none",
    });
    expect(fieldsOf(unknown.body)).toEqual(["subTypeId"]);

    const task = await call("POST", "/api/carePlans/task", {
      ...where,
      name: "Cook with less salt",
      taskTypeId: 3,
      week: 1,
      subTypeId: made.body.id,
    });
    expect(task.status).toBe(201);
    expect(task.body).toMatchObject({ subTypeId: made.body.id, subTypeName: name });
    const plan = await call("GET", `/api/carePlans/${where.carePlanId}`);
    const shown = plan.body.goals[0].tasks ?? plan.body.goals[0].weeks;
    expect(JSON.stringify(shown)).toContain(name);

    // Changing the task type alone leaves a kind of the old one: refused, not silently kept.
    const moved = await call("PUT", `/api/carePlans/task/${task.body.id}`, { taskTypeId: 2 });
    expect(moved.status).toBe(422);
    expect(fieldsOf(moved.body)).toEqual(["subTypeId"]);

    const inUse = await call("DELETE", `/api/meta/task/${made.body.id}`, undefined, SUPER);
    expect(inUse.status).toBe(422);
    expect(inUse.body).toMatchObject({ count: 1, usage: { carePlanTasks: 1 } });
    const listed = await call("GET", `/api/meta/task?page=0&size=1000`, undefined, SUPER);
    expect(listed.body.content.find((v: Json) => v.id === made.body.id).usage).toEqual({ carePlanTasks: 1 });

    // Without a kind the type is free again.
    const cleared = await call("PUT", `/api/carePlans/task/${task.body.id}`, { subTypeId: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ subTypeId: null, subTypeName: null });
    expect((await call("DELETE", `/api/meta/task/${made.body.id}`, undefined, SUPER)).status).toBe(204);
  });
});
