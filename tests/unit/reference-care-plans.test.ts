import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDIAC_REHAB_NAME } from "../../reference-api/care-plans/seed";
import type { CarePlan, CarePlanTask } from "../../reference-api/care-plans/types";
import { Db } from "../../reference-api/db/db";
import { MIGRATIONS } from "../../reference-api/db/migrations/index";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";
import { addDays } from "../../reference-api/time";

/**
 * The reference upstream's care plans and therapy meta data (README "Care plans"), through its
 * HTTP calls with the seed's accounts, read back from the store where the answer is not enough.
 */

let api: ReferenceApi;
let store: Store;

const ADMIN = "orgadmin@demo.test";
const HARBOR = "orgadmin@harbor.test";
const SUPER = "superadmin@demo.test";

// Answers are JSON of many shapes; the tests read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(method: string, url: string, json?: unknown, who = ADMIN) {
  return (await api.call(who, method, url, json)) as { status: number; body: Json };
}
const get = (url: string, who = ADMIN) => call("GET", url, undefined, who);

const orgId = (name: string) => store.organizations.firstNamed(name)!.id;
const plans = () => store.collection("carePlans") as CarePlan[];
const planTasks = () => store.collection("carePlanTasks") as CarePlanTask[];
const template = (name: string) => plans().find((p) => p.isTemplate && p.name === name)!;
const fieldsOf = (body: Json) => (body.fieldErrors as Array<{ field: string }>).map((e) => e.field);
const today = () => new Date().toISOString().slice(0, 10);

/** A fresh template of the demo tree with one goal and one task per week given. */
async function newTemplate(weeks = [1, 2]) {
  const created = await call("POST", "/api/carePlans", {
    name: `Test template ${store.peekSeq()}`,
    organizationId: orgId(DEMO_NETWORK_NAME),
    duration: 28,
  });
  expect(created.status).toBe(201);
  const saved = await call("PUT", `/api/carePlans/${created.body.id}`, {
    goals: [{ name: "First goal", goalStatus: "ACTIVE" }],
  });
  const goalId = saved.body.goals[0].id as string;
  const tasks: Json[] = [];
  for (const week of weeks) {
    const task = await call("POST", "/api/carePlans/task", {
      carePlanId: created.body.id,
      goalId,
      name: `Week ${week} task`,
      taskTypeId: 7,
      week,
    });
    expect(task.status).toBe(201);
    tasks.push(task.body);
  }
  return { id: created.body.id as string, goalId, tasks };
}

beforeAll(async () => {
  api = await startReferenceApi("reference-care-plans");
  store = api.store;
}, 60_000);

afterAll(() => api.stop());

describe("reference upstream care plans: the seed", () => {
  it("gives the demo tree templates, a public one, the benchmarks' large one, and patients on plans", () => {
    const main = orgId(DEMO_NETWORK_NAME);
    const templates = plans().filter((p) => p.isTemplate && p.organizationId === main);
    expect(templates.length).toBe(5);
    expect(templates.filter((t) => t.isPublic).length).toBe(1);
    const cardiac = template(CARDIAC_REHAB_NAME);
    expect(store.carePlans.full(cardiac.id)!.goals.length).toBe(12);
    expect(store.carePlans.full(cardiac.id)!.tasks.length).toBe(80);
    const fromTemplates = plans().filter((p) => !p.isTemplate && p.usedTemplateId !== null);
    expect(fromTemplates.length).toBe(3);
    const tasks = fromTemplates.flatMap((p) => store.carePlans.full(p.id)!.tasks);
    expect(tasks.some((t) => t.taskTypeId === 7 && t.status === "ACTIVE")).toBe(true);
    expect(
      plans().filter((p) => p.isTemplate && p.organizationId === orgId(SECOND_ORGANIZATION_NAME)).length,
    ).toBe(1);
    expect(store.therapy.all().length).toBe(30);
    for (const t of templates.slice(0, 4)) {
      const goals = store.carePlans.full(t.id)!.goals.length;
      expect(goals).toBeGreaterThanOrEqual(2);
      expect(goals).toBeLessThanOrEqual(4);
    }
  });

  it("keeps the demo patient's plan on the patient dashboard's call, in its old shape", async () => {
    const patientId = store.accounts.byUsername("patient@demo.test")!.patientId!;
    const { status, body } = await get(`/api/patients/${patientId}/carePlan`, "patient@demo.test");
    expect(status).toBe(200);
    expect(body.startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(body.durationWeeks).toBe(6);
    expect(body.duration).toBe(42);
    expect(body.tasks.length).toBeGreaterThan(0);
  });

  it("lets the patient area's testing plan take a test's results, a walking plan not (issue 38)", async () => {
    const patientId = store.accounts.byUsername("patient@demo.test")!.patientId!;
    const own = store.carePlans.ofPatient(patientId).find((p) => p.taskIds.length > 0)!;
    expect((await get(`/api/carePlans/${own.id}`)).body.allowedStatuses).toContain("TestedPositive");
    const walking = await call("POST", "/api/carePlans/addCarePlanToPatient", {
      carePlanId: template("Knee replacement recovery").id,
      patientId,
    });
    expect(walking.body.allowedStatuses).toEqual(["AwaitingTesting", "PatientClosedOut"]);
    store.carePlans.deletePlan(walking.body.id);
  });

  it("shows the new collections to the test hooks", () => {
    for (const name of ["carePlans", "carePlanGoals", "carePlanTasks", "therapyTypes", "observations"])
      expect(Array.isArray(store.collection(name)), name).toBe(true);
  });
});

describe("reference upstream care plans: meta data", () => {
  it("lists task types, observation types, sub-types and care plan types", async () => {
    const tasks = await get("/api/meta/task");
    expect(tasks.body).toEqual([
      { id: 1, name: "APPOINTMENT" },
      { id: 2, name: "ASSESSMENT" },
      { id: 3, name: "EDUCATION" },
      { id: 4, name: "MEDICATION" },
      { id: 5, name: "EXERCISE" },
      { id: 6, name: "FOOD" },
      { id: 7, name: "TEAM_TASK" },
    ]);
    const observation = await get("/api/meta/observation");
    expect(observation.body.length).toBe(8);
    // Master data's observation types (issue 38): readable names, never the code "COVID19LAB".
    expect(observation.body.map((o: Json) => o.name)).toContain("COVID-19 lab test");
    expect(observation.body.map((o: Json) => o.name)).not.toContain("COVID19LAB");
    // The kinds are master data's task types of that category (issue 38 §1); a team task has none.
    const sub = await get("/api/meta/sub-type?taskTypeId=1");
    expect(sub.body.length).toBeGreaterThan(0);
    expect(sub.body.every((s: Json) => s.taskTypeId === 1)).toBe(true);
    expect((await get("/api/meta/sub-type?taskTypeId=7")).body).toEqual([]);
    const types = await get("/api/carePlans/carePlanTypes");
    expect(types.body.map((t: Json) => t.name)).toEqual([
      "Chronic care",
      "Post-operative",
      "Preventive",
      "Behavioral health",
    ]);
  });

  it("pages and filters therapy types in SQL", async () => {
    const all = await get("/api/meta/therapy?size=10");
    expect(all.body.totalElements).toBe(30);
    expect(all.body.totalPages).toBe(3);
    expect(all.body.content.length).toBe(10);
    const team = await get("/api/meta/therapy?taskTypeId=7&size=-1");
    expect(team.body.totalElements).toBe(4);
    expect(team.body.content.every((t: Json) => t.taskTypeId === 7)).toBe(true);
    const named = await get("/api/meta/therapy?name=walk");
    expect(named.body.content.map((t: Json) => t.name)).toEqual(["Brisk walking"]);
  });

  it("creates, updates and deletes therapy types, with 422 for bad fields and 409 when in use", async () => {
    // Network-wide types and owners that are no organization are the super admin's to change.
    const bad = await call(
      "POST",
      "/api/meta/therapy",
      {
        name: " ",
        taskTypeId: 5,
        weekly: -1,
        daily: 100,
        weekDays: ["MON", "FUNDAY"],
      },
      SUPER,
    );
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body).sort()).toEqual(["daily", "name", "weekDays", "weekly"]);
    const made = await call(
      "POST",
      "/api/meta/therapy",
      {
        name: "Balance drills",
        taskTypeId: 5,
        weekly: 3,
        weekDays: ["FRI", "MON"],
        entityType: "ORGANIZATION",
        entityId: "entity-1",
      },
      SUPER,
    );
    expect(made.status).toBe(201);
    expect(made.body.weekDays).toEqual(["MON", "FRI"]);
    const changed = await call(
      "PUT",
      `/api/meta/therapy/${made.body.id}`,
      {
        eachSet: 2,
        description: "Stand on one leg",
      },
      SUPER,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: "Balance drills",
      weekly: 3,
      eachSet: 2,
      description: "Stand on one leg",
    });
    expect((await call("PUT", `/api/meta/therapy/${made.body.id}`, { daily: 100 }, SUPER)).status).toBe(422);

    const inUse = store.therapy.all().find((t) => store.therapy.usage(t.id) > 0)!;
    const refused = await call("DELETE", `/api/meta/therapy/${inUse.id}`, undefined, SUPER);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("IN_USE");
    expect(store.therapy.byId(inUse.id)).toBeDefined();

    expect((await call("DELETE", "/api/meta/therapy/entity/entity-1", undefined, SUPER)).status).toBe(204);
    expect(store.therapy.byId(made.body.id)).toBeUndefined();
    expect((await call("DELETE", `/api/meta/therapy/${made.body.id}`, undefined, SUPER)).status).toBe(404);
  });

  it("deletes an organization's own therapy types only from inside its tree", async () => {
    const main = orgId(DEMO_NETWORK_NAME);
    const own = await call("POST", "/api/meta/therapy", {
      name: `Ours ${Date.now()}`,
      taskTypeId: 5,
      entityType: "ORGANIZATION",
      entityId: main,
    });
    expect(own.status).toBe(201);
    const listed = await get(`/api/meta/therapy?entityType=ORGANIZATION&entityId=${main}`);
    expect(listed.body.content.map((t: { id: string }) => t.id)).toContain(own.body.id);
    expect((await call("DELETE", `/api/meta/therapy/entity/${main}`, undefined, HARBOR)).status).toBe(403);
    expect(store.therapy.byId(own.body.id)).toBeDefined();
    expect((await call("DELETE", `/api/meta/therapy/entity/${main}`)).status).toBe(204);
    expect(store.therapy.byId(own.body.id)).toBeUndefined();
  });

  it("takes attachments (an image sets the image) and deletes the image", async () => {
    const made = await call("POST", "/api/meta/therapy", {
      name: "Video therapy",
      taskTypeId: 3,
      entityType: "ORGANIZATION",
      entityId: orgId(DEMO_NETWORK_NAME),
    });
    const upload = async (attachmentType: string) => {
      const form = new FormData();
      form.append("therapyTypeId", made.body.id);
      form.append("attachmentType", attachmentType);
      form.append("file", new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), "cover.png");
      const response = await fetch(`${api.base}/api/attachments/therapy-type`, {
        method: "POST",
        headers: { authorization: `Bearer ${await api.login(ADMIN)}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Json };
    };
    expect((await upload("SOUND")).status).toBe(422);
    const image = await upload("IMAGE");
    expect(image.status).toBe(201);
    expect(image.body.attachments).toHaveLength(1);
    expect(image.body.attachments[0]).toMatchObject({ attachmentType: "IMAGE", fileName: "cover.png" });
    expect(image.body.image).toBe(image.body.attachments[0].url);
    const cleared = await call("DELETE", `/api/meta/therapy/${made.body.id}/image`);
    expect(cleared.status).toBe(200);
    expect(cleared.body.image).toBeNull();
    expect(cleared.body.attachments).toHaveLength(0);
  });

  it("keeps an uploaded document and serves it at the URL its attachment carries", async () => {
    const made = await call("POST", "/api/meta/therapy", {
      name: `Leaflet ${Date.now()}`,
      taskTypeId: 4,
      entityType: "ORGANIZATION",
      entityId: orgId(DEMO_NETWORK_NAME),
    });
    const bytes = new TextEncoder().encode("%PDF-1.7 home exercises");
    const form = new FormData();
    form.append("therapyTypeId", made.body.id);
    form.append("attachmentType", "DOCUMENT");
    form.append("file", new Blob([bytes], { type: "application/pdf" }), "exercises.pdf");
    const token = await api.login(ADMIN);
    const uploaded = await fetch(`${api.base}/api/attachments/therapy-type`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const document = ((await uploaded.json()) as Json).attachments[0];
    expect(document).toMatchObject({
      attachmentType: "DOCUMENT",
      fileName: "exercises.pdf",
      size: bytes.length,
    });
    const file = await fetch(`${api.base}${document.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^application\/pdf/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    const wrongName = await fetch(`${api.base}${document.url.replace("exercises.pdf", "other.pdf")}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(wrongName.status).toBe(404);
    const anonymous = await fetch(`${api.base}${document.url}`);
    expect(anonymous.status).toBe(401);
  });
});

describe("reference upstream care plans: lists", () => {
  it("pages, filters and sorts an organization's templates, with patient counts on request", async () => {
    const main = orgId(DEMO_NETWORK_NAME);
    const first = await get(`/api/carePlans/templates?organizationId=${main}&size=2&orderType=name&asc=true`);
    expect(first.status).toBe(200);
    expect(first.body.totalElements).toBeGreaterThanOrEqual(5);
    expect(first.body.content).toHaveLength(2);
    expect(first.body.first).toBe(true);
    const names = (
      await get(`/api/carePlans/templates?organizationId=${main}&size=-1&orderType=name&asc=false`)
    ).body.content.map((b: Json) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const diabetes = await get(`/api/carePlans/templates?organizationId=${main}&name=diab&stats=true`);
    expect(diabetes.body.totalElements).toBe(1);
    expect(diabetes.body.content[0]).toMatchObject({
      name: "Diabetes management",
      isTemplate: true,
      goalCount: 3,
      taskCount: 8,
      patientCount: 1,
      carePlanType: { id: "cpt-1", name: "Chronic care" },
      duration: 84,
    });
    const noStats = await get(`/api/carePlans/templates?organizationId=${main}&name=diab`);
    expect(noStats.body.content[0]).not.toHaveProperty("patientCount");
  });

  it("lists public templates of every tree, filtered by type and name", async () => {
    const all = await get("/api/carePlans/public-templates?size=-1", HARBOR);
    expect(all.status).toBe(200);
    expect(all.body.content.every((b: Json) => b.isPublic && b.isTemplate)).toBe(true);
    expect(all.body.content.map((b: Json) => b.name)).toContain("Hypertension follow-up");
    const chronic = await get("/api/carePlans/public-templates?carePlanType=cpt-1&name=hyper", HARBOR);
    expect(chronic.body.totalElements).toBe(1);
    const none = await get("/api/carePlans/public-templates?carePlanType=cpt-4", HARBOR);
    expect(none.body.totalElements).toBe(0);
  });

  it("lists an organization's patient plans, and a performer's plans", async () => {
    const main = orgId(DEMO_NETWORK_NAME);
    const list = await get(`/api/carePlans/organization/${main}?size=-1`);
    expect(list.status).toBe(200);
    expect(list.body.content.every((b: Json) => !b.isTemplate)).toBe(true);
    expect(list.body.totalElements).toBeGreaterThanOrEqual(4);
    const results = await get(
      `/api/carePlans/organization/${main}?carePlanStatus=AwaitingTestResults&size=-1`,
    );
    expect(results.body.content.every((b: Json) => b.carePlanStatus === "AwaitingTestResults")).toBe(true);
    const owner = template("Diabetes management").ownerId!;
    const mine = await get(`/api/performers/${owner}/care-plans?size=-1`);
    expect(mine.status).toBe(200);
    expect(mine.body.content.map((b: Json) => b.name)).toContain("Diabetes management");
  });
});

describe("reference upstream care plans: one plan", () => {
  it("answers a template whole: goals and tasks in rank order, grouped by week, with their records", async () => {
    const { status, body } = await get(`/api/carePlans/${template("Diabetes management").id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ isTemplate: true, patientId: null, carePlanStatus: null, duration: 84 });
    expect(body.links).toEqual([{ rel: "self", href: `/api/carePlans/${body.id}` }]);
    expect(body.goals.map((g: Json) => g.rank)).toEqual([0, 1, 2]);
    const activity = body.goals[1];
    expect(activity.tasks.map((t: Json) => t.rank)).toEqual([0, 1, 2]);
    const sub = activity.tasks.find((t: Json) => t.parentTaskId !== null);
    expect(sub.parentTaskId).toBe(activity.tasks[0].id);
    expect(activity.groupedTasks.map((g: Json) => g.week)).toEqual([1, 2]);
    const glucose = body.goals[0].tasks[1];
    expect(glucose.observationGoals[0]).toMatchObject({
      observationType: { id: "obt-4", name: "Blood glucose", description: "Fasting or random, in mg/dL" },
      targetValue: "130",
    });
    expect(glucose.therapyType).toMatchObject({ name: "Blood glucose log", taskTypeId: 2 });
    const team = body.goals[2].tasks[0];
    expect(team).toMatchObject({ taskType: "TEAM_TASK", taskTypeId: 7, status: "PENDING", dueDate: null });
    expect(team.performer).toMatchObject({ id: team.performerId });
  });

  it("creates a plan, with 422 for its name and duration", async () => {
    const main = orgId(DEMO_NETWORK_NAME);
    const blank = await call("POST", "/api/carePlans", { name: " ", organizationId: main, duration: 0 });
    expect(blank.status).toBe(422);
    expect(blank.body.code).toBe("VALIDATION_FAILED");
    expect(fieldsOf(blank.body).sort()).toEqual(["duration", "name"]);
    const long = await call("POST", "/api/carePlans", {
      name: "x".repeat(121),
      organizationId: main,
      duration: 731,
    });
    expect(fieldsOf(long.body).sort()).toEqual(["duration", "name"]);
    const made = await call("POST", "/api/carePlans", {
      name: "Asthma action plan",
      organizationId: main,
      duration: 30,
      carePlanTypeId: "cpt-1",
      isPublic: true,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ isTemplate: true, isPublic: true, duration: 30, goals: [] });
  });

  it("saves goals in order, creates, deletes and reorders, with 422 for blank names and a short duration", async () => {
    const { id, goalId, tasks } = await newTemplate([1, 4]);
    const blank = await call("PUT", `/api/carePlans/${id}`, {
      goals: [
        { id: goalId, name: "First goal", goalStatus: "ACTIVE" },
        { name: "", goalStatus: "ACTIVE" },
      ],
    });
    expect(blank.status).toBe(422);
    expect(fieldsOf(blank.body)).toEqual(["goals[1].name"]);
    const short = await call("PUT", `/api/carePlans/${id}`, { duration: 21 });
    expect(short.status).toBe(422);
    expect(fieldsOf(short.body)).toEqual(["duration"]);
    // Without the week-4 task, three weeks are enough.
    const ok = await call("PUT", `/api/carePlans/${id}`, {
      name: "Renamed",
      duration: 21,
      goals: [
        { name: "New first", goalStatus: "ACTIVE" },
        { id: goalId, name: "Old goal", goalStatus: "INACTIVE", taskIds: [tasks[0].id] },
      ],
      deletedTaskIds: [tasks[1].id],
      deletedGoalIds: [],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe("Renamed");
    expect(ok.body.duration).toBe(21);
    expect(ok.body.goals.map((g: Json) => [g.name, g.rank, g.goalStatus])).toEqual([
      ["New first", 0, "ACTIVE"],
      ["Old goal", 1, "INACTIVE"],
    ]);
    expect(ok.body.goals[1].tasks.map((t: Json) => t.id)).toEqual([tasks[0].id]);
    const gone = await call("PUT", `/api/carePlans/${id}`, { deletedGoalIds: [goalId] });
    expect(gone.body.goals.map((g: Json) => g.name)).toEqual(["New first"]);
    expect(planTasks().some((t) => t.id === tasks[0].id)).toBe(false);
  });

  it("makes a goal that is neither ACTIVE nor INACTIVE read-only", async () => {
    const { id, goalId, tasks } = await newTemplate([1]);
    const done = await call("PUT", `/api/carePlans/${id}`, {
      goals: [{ id: goalId, name: "First goal", goalStatus: "COMPLETED" }],
    });
    expect(done.status).toBe(200);
    const unchanged = await call("PUT", `/api/carePlans/${id}`, {
      name: "Plan renamed",
      goals: [{ id: goalId, name: "First goal", goalStatus: "COMPLETED" }],
    });
    expect(unchanged.status).toBe(200);
    for (const goal of [
      { id: goalId, name: "Other name", goalStatus: "COMPLETED" },
      { id: goalId, name: "First goal", goalStatus: "ACTIVE" },
    ]) {
      const refused = await call("PUT", `/api/carePlans/${id}`, { goals: [goal] });
      expect(refused.status).toBe(422);
      expect(refused.body.fieldErrors).toEqual([{ field: "goals[0]", message: "Goal is read-only" }]);
    }
    const task = await call("POST", "/api/carePlans/task", {
      carePlanId: id,
      goalId,
      name: "More",
      taskTypeId: 1,
      week: 1,
    });
    expect(task.status).toBe(422);
    expect(fieldsOf(task.body)).toEqual(["goalId"]);
    expect((await call("PUT", `/api/carePlans/task/${tasks[0].id}`, { name: "Changed" })).status).toBe(422);
    expect((await call("DELETE", `/api/carePlans/${id}/task/${tasks[0].id}`)).status).toBe(422);
    expect((await call("PUT", `/api/carePlans/${id}`, { deletedGoalIds: [goalId] })).status).toBe(422);
  });

  it("adds and updates tasks, with a 422 for each bad field", async () => {
    const { id, goalId, tasks } = await newTemplate([1]);
    const other = await call("PUT", `/api/carePlans/${id}`, {
      goals: [
        { id: goalId, name: "First goal", goalStatus: "ACTIVE" },
        { name: "Second goal", goalStatus: "ACTIVE" },
      ],
    });
    const secondGoal = other.body.goals[1].id;
    const post = (fields: Record<string, unknown>) =>
      call("POST", "/api/carePlans/task", {
        carePlanId: id,
        goalId: secondGoal,
        name: "Task",
        taskTypeId: 5,
        week: 2,
        ...fields,
      });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ week: 0 }, "week"],
      [{ week: 5 }, "week"],
      [{ count: 0 }, "count"],
      [{ count: 100 }, "count"],
      [{ name: "  " }, "name"],
      [{ taskTypeId: 8 }, "taskTypeId"],
      [{ parentTaskId: tasks[0].id }, "parentTaskId"],
      [{ goalId: "goal-none" }, "goalId"],
    ];
    for (const [fields, field] of cases) {
      const answer = await post(fields);
      expect(answer.status, field).toBe(422);
      expect(fieldsOf(answer.body), JSON.stringify(fields)).toEqual([field]);
    }
    const made = await post({ count: 3, therapyTypeId: "therapy-18", performerId: null });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      goalId: secondGoal,
      parentTaskId: null,
      week: 2,
      count: 3,
      rank: 0,
      status: "PENDING",
      taskType: "EXERCISE",
      therapyType: { id: "therapy-18", name: "Brisk walking" },
    });
    const sub = await post({ parentTaskId: made.body.id, name: "Subtask" });
    expect(sub.body).toMatchObject({ parentTaskId: made.body.id, rank: 1 });
    const moved = await call("PUT", `/api/carePlans/task/${made.body.id}`, { week: 3, name: "Renamed task" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ week: 3, name: "Renamed task", count: 3 });
    expect(fieldsOf((await call("PUT", `/api/carePlans/task/${made.body.id}`, { week: 9 })).body)).toEqual([
      "week",
    ]);
    expect(fieldsOf((await call("PUT", `/api/carePlans/task/${made.body.id}`, { count: 0 })).body)).toEqual([
      "count",
    ]);
  });

  it("deletes a task with its subtasks, and adds and removes observation goals", async () => {
    const { id, goalId, tasks } = await newTemplate([1]);
    const sub = await call("POST", "/api/carePlans/task", {
      carePlanId: id,
      goalId,
      parentTaskId: tasks[0].id,
      name: "Sub",
      taskTypeId: 5,
      week: 1,
    });
    const observed = await call("POST", "/api/carePlans/task/observation-goal", {
      taskId: sub.body.id,
      observationTypeId: "obt-2",
      targetValue: 80,
    });
    expect(observed.status).toBe(201);
    expect(observed.body.observationGoals).toEqual([
      {
        id: expect.any(String),
        observationType: { id: "obt-2", name: "Heart rate", description: "Beats per minute" },
        targetValue: "80",
      },
    ]);
    const unknown = await call("POST", "/api/carePlans/task/observation-goal", {
      taskId: sub.body.id,
      observationTypeId: "obt-99",
    });
    expect(fieldsOf(unknown.body)).toEqual(["observationTypeId"]);
    expect(
      (await call("DELETE", `/api/carePlans/task/observation-goal/${observed.body.observationGoals[0].id}`))
        .status,
    ).toBe(204);
    expect(store.carePlans.task(sub.body.id)!.observationGoals).toEqual([]);
    expect((await call("DELETE", `/api/carePlans/${id}/task/${tasks[0].id}`)).status).toBe(204);
    expect(store.carePlans.task(tasks[0].id)).toBeUndefined();
    expect(store.carePlans.task(sub.body.id)).toBeUndefined();
    expect((await call("DELETE", `/api/carePlans/${id}/task/${tasks[0].id}`)).status).toBe(404);
  });

  it("deletes a plan with its goals and tasks", async () => {
    const { id, tasks } = await newTemplate([1, 2]);
    expect((await call("DELETE", `/api/carePlans/${id}`)).status).toBe(204);
    expect(store.carePlans.full(id)).toBeUndefined();
    expect(tasks.every((t) => store.carePlans.task(t.id) === undefined)).toBe(true);
    expect((await get(`/api/carePlans/${id}`)).status).toBe(404);
  });
});

describe("reference upstream care plans: patients' plans", () => {
  const demoPatient = () => {
    const main = orgId(DEMO_NETWORK_NAME);
    return store.patients.all().find((p) => !p.familyOf && p.organizations.includes(main))!;
  };

  it("copies a template for a patient: new ids, due dates from the start, week 1 active", async () => {
    const source = template("Knee replacement recovery");
    const patient = demoPatient();
    const start = addDays(today(), -10);
    const made = await call("POST", "/api/carePlans/patient-care-plan-from-template", {
      templateId: source.id,
      patientId: patient.id,
      startDate: start,
    });
    expect(made.status).toBe(201);
    const plan = made.body;
    expect(plan).toMatchObject({
      isTemplate: false,
      patientId: patient.id,
      usedTemplateId: source.id,
      carePlanStatus: "AwaitingTesting",
      carePlanStatusValue: -1,
      startDate: start,
    });
    const original = store.carePlans.full(source.id)!;
    const tasks = plan.goals.flatMap((g: Json) => g.tasks);
    expect(tasks).toHaveLength(original.tasks.length);
    expect(tasks.some((t: Json) => original.tasks.some((o) => o.id === t.id))).toBe(false);
    for (const t of tasks) {
      expect(t.dueDate).toBe(addDays(start, (t.week - 1) * 7));
      expect(t.status).toBe(t.dueDate <= today() ? "ACTIVE" : "PENDING");
    }
    // Editing the copy leaves the template as it was.
    const goal = plan.goals[0];
    await call("PUT", `/api/carePlans/${plan.id}`, {
      goals: [{ id: goal.id, name: "Changed in the copy", goalStatus: "ACTIVE" }],
      deletedTaskIds: [goal.tasks[0].id],
    });
    expect(store.carePlans.full(source.id)).toEqual(original);
  });

  it("refuses a bad start date and a patient outside the template's tree", async () => {
    const source = template("Knee replacement recovery");
    const bad = await call("POST", "/api/carePlans/patient-care-plan-from-template", {
      templateId: source.id,
      patientId: demoPatient().id,
      startDate: "2026-02-30",
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(["startDate"]);
    const harborPatient = store.patients
      .all()
      .find((p) => p.organizations.includes(orgId(SECOND_ORGANIZATION_NAME)))!;
    const outside = await call(
      "POST",
      "/api/carePlans/patient-care-plan-from-template",
      { templateId: source.id, patientId: harborPatient.id, startDate: today() },
      SUPER,
    );
    expect(outside.status).toBe(422);
    expect(fieldsOf(outside.body)).toEqual(["patientId"]);
    // A public template is anyone's to use.
    const open = await call(
      "POST",
      "/api/carePlans/patient-care-plan-from-template",
      { templateId: template("Hypertension follow-up").id, patientId: harborPatient.id, startDate: today() },
      HARBOR,
    );
    expect(open.status).toBe(201);
    expect(open.body.organizationId).toBe(harborPatient.organizations[0]);
  });

  it("adds a plan to a patient from today, saves a plan as a template, and sets the status", async () => {
    const added = await call("POST", "/api/carePlans/addCarePlanToPatient", {
      carePlanId: template("Healthy heart prevention").id,
      patientId: demoPatient().id,
    });
    expect(added.status).toBe(201);
    expect(added.body.startDate).toBe(today());
    const saved = await call("POST", `/api/carePlans/${added.body.id}/save-as-template`, {
      name: "From a patient",
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      isTemplate: true,
      patientId: null,
      startDate: null,
      name: "From a patient",
    });
    expect(
      saved.body.goals.flatMap((g: Json) => g.tasks).every((t: Json) => t.status === "PENDING" && !t.dueDate),
    ).toBe(true);
    expect(
      (await call("POST", `/api/carePlans/${added.body.id}/save-as-template`, { name: "" })).status,
    ).toBe(422);

    // The plan tests nothing (issue 38): a test's result does not fit it; closing it out does.
    const result = await call("POST", `/api/carePlans/${added.body.id}/care-plan-status`, {
      carePlanStatus: "TestedNegative",
    });
    expect(result.status).toBe(422);
    expect(fieldsOf(result.body)).toEqual(["carePlanStatus"]);
    expect(store.carePlans.plan(added.body.id)!.carePlanStatus).toBe("AwaitingTesting");
    // The plan says which it takes, so the app offers no other.
    expect((await get(`/api/carePlans/${added.body.id}`)).body.allowedStatuses).toEqual([
      "AwaitingTesting",
      "PatientClosedOut",
    ]);
    // Once one of its tasks observes a lab test, it does.
    const task = store.carePlans.full(added.body.id)!.tasks[0]!;
    expect(
      (
        await call("POST", "/api/carePlans/task/observation-goal", {
          taskId: task.id,
          observationTypeId: "obt-8",
        })
      ).status,
    ).toBe(201);
    const status = await call("POST", `/api/carePlans/${added.body.id}/care-plan-status`, {
      carePlanStatus: "TestedNegative",
    });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ carePlanStatus: "TestedNegative", carePlanStatusValue: 0 });
    expect(status.body.allowedStatuses).toEqual([
      "AwaitingTesting",
      "AwaitingTestResults",
      "TestedPositive",
      "TestedNegative",
      "PatientClosedOut",
    ]);
    const unknown = await call("POST", `/api/carePlans/${added.body.id}/care-plan-status`, {
      carePlanStatus: "Cured",
    });
    expect(fieldsOf(unknown.body)).toEqual(["carePlanStatus"]);
    const ofTemplate = await call("POST", `/api/carePlans/${saved.body.id}/care-plan-status`, {
      carePlanStatus: "TestedNegative",
    });
    expect(ofTemplate.status).toBe(422);
    // The template is given with the seniors' flu shot: the patient's plan keeps its service.
    const service = await get(`/api/carePlans/${added.body.id}/serviceId?patientId=${demoPatient().id}`);
    expect(service.body).toEqual({ serviceId: 3 });
  });

  it("completes and activates a team task, and the template's stats follow", async () => {
    const diabetes = template("Diabetes management");
    const onPlan = await get(`/api/carePlans/${diabetes.id}/patients-on-plan-stats`);
    expect(onPlan.status).toBe(200);
    expect(onPlan.body.byStatus).toHaveLength(5);
    expect(onPlan.body.byStatus[0]).toEqual({
      carePlanStatus: "AwaitingTesting",
      value: -1,
      count: expect.any(Number),
    });
    expect(onPlan.body.total).toBeGreaterThanOrEqual(1);
    const before = (await get(`/api/carePlans/${diabetes.id}/patients-stats`)).body;
    expect(before.tasks.map((t: Json) => t.status)).toEqual([
      "PENDING",
      "ACTIVE",
      "SCHEDULED",
      "COMPLETED",
      "MISSED",
      "READY",
    ]);
    expect(before.patients).toBeGreaterThanOrEqual(1);
    const count = (stats: Json, status: string) =>
      stats.tasks.find((t: Json) => t.status === status).count as number;

    const plan = plans().find((p) => p.usedTemplateId === diabetes.id && !p.isTemplate)!;
    const team = store.carePlans
      .full(plan.id)!
      .tasks.find((t) => t.taskTypeId === 7 && t.status === "ACTIVE")!;
    const done = await call("PUT", `/api/tasks/${team.id}/complete`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: team.id, status: "COMPLETED", completedAt: expect.any(String) });
    const after = (await get(`/api/carePlans/${diabetes.id}/patients-stats`)).body;
    expect(count(after, "COMPLETED")).toBe(count(before, "COMPLETED") + 1);
    expect(count(after, "ACTIVE")).toBe(count(before, "ACTIVE") - 1);
    const week1 = (s: Json) => s.byWeek.find((w: Json) => w.week === 1).completed as number;
    expect(week1(after)).toBe(week1(before) + 1);

    const again = await call("PUT", `/api/tasks/${team.id}/activate`);
    expect(again.body).toMatchObject({ status: "ACTIVE", completedAt: null });
    expect(count((await get(`/api/carePlans/${diabetes.id}/patients-stats`)).body, "ACTIVE")).toBe(
      count(before, "ACTIVE"),
    );

    const templateTask = store.carePlans.full(diabetes.id)!.tasks[0]!;
    const refused = await call("PUT", `/api/tasks/${templateTask.id}/complete`);
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual(["status"]);
    expect((await call("PUT", "/api/tasks/ptask-none/activate")).status).toBe(404);
  });

  it("keeps completing a patient's appointment as before", async () => {
    const task = store.tasks.all().find((t) => t.status === "SCHEDULED")!;
    const done = await call("PUT", `/api/tasks/${task.id}/complete`);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe("COMPLETED");
    expect(store.tasks.byId(task.id)!.status).toBe("COMPLETED");
  });

  it("records observations of a task", async () => {
    const plan = plans().find((p) => !p.isTemplate && p.usedTemplateId !== null)!;
    const task = store.carePlans.full(plan.id)!.tasks[0]!;
    const made = await call("POST", "/api/observations", {
      taskId: task.id,
      observationTypeId: "obt-4",
      value: 112,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ taskId: task.id, observationTypeId: "obt-4", value: "112" });
    const bad = await call("POST", "/api/observations", {
      taskId: task.id,
      observationTypeId: "obt-4",
      value: "",
    });
    expect(fieldsOf(bad.body)).toEqual(["value"]);
    const list = await get(`/api/observations?taskId=${task.id}`);
    expect(list.body.map((o: Json) => o.id)).toContain(made.body.id);
  });
});

describe("reference upstream care plans: scope", () => {
  it("keeps another tree's plans from a Harbor account, except public templates", async () => {
    const diabetes = template("Diabetes management");
    expect((await get(`/api/carePlans/${diabetes.id}`, HARBOR)).status).toBe(403);
    expect((await get(`/api/carePlans/${diabetes.id}/patients-stats`, HARBOR)).status).toBe(403);
    expect(
      (await get(`/api/carePlans/templates?organizationId=${orgId(DEMO_NETWORK_NAME)}`, HARBOR)).status,
    ).toBe(403);
    expect((await call("DELETE", `/api/carePlans/${diabetes.id}`, undefined, HARBOR)).status).toBe(403);
    const task = store.carePlans.full(diabetes.id)!.tasks[0]!;
    expect((await call("PUT", `/api/carePlans/task/${task.id}`, { name: "x" }, HARBOR)).status).toBe(403);
    expect((await call("PUT", `/api/tasks/${task.id}/complete`, undefined, HARBOR)).status).toBe(403);
    const publicOne = template("Hypertension follow-up");
    expect((await get(`/api/carePlans/${publicOne.id}`, HARBOR)).status).toBe(200);
    expect((await call("PUT", `/api/carePlans/${publicOne.id}`, { name: "Mine now" }, HARBOR)).status).toBe(
      403,
    );
    const own = template("Harbor post-discharge follow-up");
    expect((await get(`/api/carePlans/${own.id}`, HARBOR)).status).toBe(200);
    expect(
      (await get(`/api/carePlans/templates?organizationId=${own.organizationId}`, HARBOR)).body.totalElements,
    ).toBe(1);
    // Demo Health Network is a customer tree like Harbor: it neither reads nor changes Harbor's plans,
    // and neither does the platform operator, whose reach across trees stops at organizations.
    expect((await get(`/api/carePlans/${own.id}`)).status).toBe(403);
    expect((await call("PUT", `/api/carePlans/${own.id}`, { name: "Taken" })).status).toBe(403);
    expect((await get(`/api/carePlans/${own.id}`, "admin@operator.test")).status).toBe(403);
    // A patient makes no staff calls; a role without care plans reads none.
    expect((await get(`/api/carePlans/${publicOne.id}`, "patient@demo.test")).status).toBe(403);
    expect((await get(`/api/carePlans/${own.id}`, "scheduler@harbor.test")).status).toBe(403);
    expect(store.carePlans.plan(diabetes.id)!.name).toBe("Diabetes management");
  });
});

describe("reference upstream care plans: migration 020", () => {
  it("rebuilds the patient area's care plans, keeping their rows", () => {
    const file = path.join(api.dir, "migration.db");
    // Patients are another group (a plain column): the plan row alone is enough to migrate.
    const raw = Db.open(
      file,
      MIGRATIONS.filter((m) => m.version < 20),
    );
    raw.sql
      .prepare(
        `INSERT INTO care_plans (id, name, patient_id, care_plan_status, start_date, duration_weeks, task_ids, used_template_id)
         VALUES ('careplan-1', 'Old plan', 'pat-1', 'AwaitingTesting', '03/09/2026', 6, '["task-1"]', NULL)`,
      )
      .run();
    raw.close();
    const after = Db.open(file);
    expect(after.versions()).toContain(20);
    const store2 = new Store(api.dir, after);
    expect(store2.carePlans.plans()).toEqual([
      expect.objectContaining({
        id: "careplan-1",
        patientId: "pat-1",
        isTemplate: false,
        startDate: "2026-03-09",
        duration: 42,
        taskIds: ["task-1"],
        carePlanStatus: "AwaitingTesting",
      }),
    ]);
    expect(store2.carePlans.carePlanTypes()).toHaveLength(4);
    after.close();
  });
});
