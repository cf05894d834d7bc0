import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import {
  action as overviewAction,
  loader as overviewLoader,
} from "~/routes/provider+/care-plans+/$id._index";
import { action as assignAction } from "~/routes/provider+/care-plans+/$id.assign";
import { action as deleteGoalAction } from "~/routes/provider+/care-plans+/$id.goals.$goalId.delete";
import { action as newGoalAction } from "~/routes/provider+/care-plans+/$id.goals.new";
import {
  action as deleteTaskAction,
  loader as deleteTaskLoader,
} from "~/routes/provider+/care-plans+/$id.tasks.$taskId.delete";
import {
  action as newTaskAction,
  loader as newTaskLoader,
} from "~/routes/provider+/care-plans+/$id.tasks.new";
import { action as newPlanAction } from "~/routes/provider+/care-plans+/new";
import { loader as dashboardLoader } from "~/routes/provider+/care-plans+/_index";
import { loader as publicLoader } from "~/routes/provider+/care-plans+/public";
import { action as observationsAction } from "~/routes/provider+/care-plans+/$id.tasks.$taskId.observations";
import { action as deleteTherapyAction } from "~/routes/provider+/care-plans+/therapies.$therapyId.delete";
import { action as newTherapyAction } from "~/routes/provider+/care-plans+/therapies.new";
import { loader as therapiesLoader } from "~/routes/provider+/care-plans+/therapies._index";
import { action as deleteOursAction } from "~/routes/provider+/care-plans+/therapies.delete-ours";
import { action as therapyImageAction } from "~/routes/provider+/care-plans+/therapies.$therapyId.image";
import {
  action as therapyFilesAction,
  loader as therapyFilesLoader,
} from "~/routes/provider+/care-plans+/therapies.$therapyId.files._index";
import { loader as attachmentLoader } from "~/routes/provider+/care-plans+/attachments.$attachmentId.$fileName";
import { multipartImage, png } from "../support/images";
import { carePlanCalls } from "../mocks/care-plans";
import { springPage } from "../mocks/recording";
import { server } from "../mocks/server";
import { contextFor, thrownStatus } from "../support/context";
import { signedInCookie, staffAccount, staffGet as get, staffPost as post } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { carePlans } from "@contract/care-plans";

interface FormResult {
  data?: {
    result?: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  };
  init?: { status?: number };
}

const cookie = (privilegeId = 2) =>
  signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" }, { ...staffAccount, privilegeId });

const calls = (method: string, path: string) =>
  carePlanCalls.filter((c) => c.method === method && c.path.startsWith(path));

beforeEach(() => {
  carePlanCalls.length = 0;
});

describe("care plan pages", () => {
  it("lists the organization's templates with a chart of their patients", async () => {
    const { request, context } = get("/provider/care-plans");
    const data = (await dashboardLoader({ request, context, params: {} })) as {
      list: { content: Array<{ name: string }> };
      chart: { values: number[] } | null;
    };
    expect(data.list.content.map((p) => p.name)).toEqual(["Knee rehab"]);
    expect(data.chart?.values).toEqual([3]);
    expect(calls("GET", "/api/carePlans/templates")[0]?.path).toContain("organizationId=org-1");
  });

  it("filters public templates by care plan type and service, offering the upstream's choices", async () => {
    const { request, context } = get("/provider/care-plans/public?carePlanType=1&serviceTypeId=2&name=knee");
    const data = (await publicLoader({ request, context, params: {} })) as {
      query: { filters: Record<string, string> };
      choices: Record<string, Array<{ value: string; label: string }>>;
    };
    expect(data.query.filters).toEqual({ name: "knee", carePlanType: "1", serviceTypeId: "2" });
    expect(data.choices.carePlanType).toEqual([{ value: "1", label: "Post-operative" }]);
    expect(data.choices.serviceTypeId?.length).toBeGreaterThan(0);
    const sent = new URL(`http://x${calls("GET", "/api/carePlans/public-templates")[0]?.path}`).searchParams;
    expect([sent.get("carePlanType"), sent.get("serviceTypeId"), sent.get("name")]).toEqual([
      "1",
      "2",
      "knee",
    ]);
  });

  it("shows the plan with its goals grouped by week and the template's analytics", async () => {
    const { request, context } = get("/provider/care-plans/cp-1");
    const data = (await overviewLoader({ request, context, params: { id: "cp-1" } })) as {
      plan: { goals: Array<{ groupedTasks: Array<{ week: number; tasks: Array<{ id: string }> }> }> };
      analytics: { patients: number } | null;
      service: string | null;
    };
    expect(data.service).toBe("COVID-19 Vaccine");
    expect(data.plan.goals[0]!.groupedTasks.map((g) => [g.week, g.tasks.map((t) => t.id)])).toEqual([
      [1, ["task-1", "task-2"]],
      [2, ["task-3"]],
    ]);
    expect(data.analytics?.patients).toBe(3);
  });

  it("offers a plan that tests nothing only the statuses that fit it (issue 38)", async () => {
    const { request, context } = get("/provider/care-plans/cp-2");
    const data = (await overviewLoader({ request, context, params: { id: "cp-2" } })) as {
      statuses: string[];
    };
    expect(data.statuses).toEqual(["AwaitingTesting", "PatientClosedOut"]);
  });

  it("answers 404 for changing a plan of another organization and for an id that cannot be one", async () => {
    // The demo network's own staff may read other trees (decision 015), never change them.
    const outside = get("/provider/care-plans/cp-9/tasks/new?goalId=goal-1");
    expect(await thrownStatus(newTaskLoader({ ...outside, params: { id: "cp-9" } }))).toBe(404);
    const hostile = get("/provider/care-plans/..%2Fadmin");
    expect(await thrownStatus(overviewLoader({ ...hostile, params: { id: "../admin" } }))).toBe(404);
    expect(carePlanCalls.filter((c) => c.path.includes("admin"))).toEqual([]);
  });

  it("refuses a scheduler (no care plan editing) before any upstream call", async () => {
    const { request, context } = post(
      "/provider/care-plans/cp-1",
      { intent: "move-goal", goalId: "goal-1", direction: "down" },
      14,
    );
    expect(await thrownStatus(overviewAction({ request, context, params: { id: "cp-1" } }))).toBe(403);
    expect(carePlanCalls).toEqual([]);
  });
});

describe("care plan actions", () => {
  it("creates a template with its duration in days", async () => {
    const { request, context } = post("/provider/care-plans/new", {
      name: "Diabetes",
      durationWeeks: "4",
      durationDays: "3",
    });
    const response = (await newPlanAction({ request, context, params: {} })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/care-plans/cp-new");
    expect(calls("POST", "/api/carePlans")[0]?.body).toMatchObject({
      name: "Diabetes",
      duration: 31,
      organizationId: "org-1",
      isTemplate: true,
    });
  });

  it("lists the missing fields of a task and keeps what was typed", async () => {
    const { request, context } = post("/provider/care-plans/cp-1/tasks/new?goalId=goal-1", {
      name: "",
      count: "2",
    });
    const result = (await newTaskAction({ request, context, params: { id: "cp-1" } })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(Object.keys(result.data?.result?.error ?? {}).sort()).toEqual(["name", "taskTypeId", "week"]);
    expect(result.data?.result?.initialValue).toMatchObject({ count: "2" });
    expect(calls("POST", "/api/carePlans/task")).toEqual([]);
  });

  it("asks a subtask for its week in the spec's words", async () => {
    const { request, context } = post("/provider/care-plans/cp-1/tasks/new?parentTaskId=task-1", {
      name: "Stretch",
      taskTypeId: "5",
      parentTaskId: "task-1",
    });
    const result = (await newTaskAction({ request, context, params: { id: "cp-1" } })) as FormResult;
    expect(result.data?.result?.error?.week).toEqual(["carePlans:errors.subtaskWeekRequired"]);
  });

  it("adds a subtask to its parent's goal", async () => {
    const { request, context } = post("/provider/care-plans/cp-1/tasks/new?parentTaskId=task-1", {
      name: "Stretch",
      taskTypeId: "5",
      parentTaskId: "task-1",
      week: "2",
      count: "3",
      therapyTypeId: "th-1",
    });
    const response = (await newTaskAction({ request, context, params: { id: "cp-1" } })) as Response;
    expect(response.status).toBe(303);
    expect(calls("POST", "/api/carePlans/task")[0]?.body).toEqual({
      carePlanId: "cp-1",
      goalId: "goal-1",
      parentTaskId: "task-1",
      name: "Stretch",
      taskTypeId: 5,
      week: 2,
      count: 3,
      therapyTypeId: "th-1",
    });
  });

  it("puts the upstream's 422 under the field it names and keeps every value", async () => {
    server.use(
      onCall(carePlans.createTask, () =>
        HttpResponse.json(
          {
            code: "VALIDATION_FAILED",
            fieldErrors: [{ field: "week", message: "Week is past the plan's end" }],
          },
          { status: 422 },
        ),
      ),
    );
    const fields = { name: "Walk", taskTypeId: "5", week: "4", count: "2" };
    const { request, context } = post("/provider/care-plans/cp-1/tasks/new?goalId=goal-1", fields);
    const result = (await newTaskAction({ request, context, params: { id: "cp-1" } })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.week).toEqual(["Week is past the plan's end"]);
    expect(result.data?.result?.initialValue).toMatchObject(fields);
  });

  it("keeps every value when the upstream fails with a 500", async () => {
    server.use(onCall(carePlans.update, () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    const { request, context } = post("/provider/care-plans/cp-1/goals/new", {
      name: "Sleep better",
      goalStatus: "ACTIVE",
    });
    const result = (await newGoalAction({ request, context, params: { id: "cp-1" } })) as FormResult;
    expect(result.init?.status).toBeGreaterThanOrEqual(400);
    expect(result.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
    expect(result.data?.result?.initialValue).toMatchObject({ name: "Sleep better" });
  });

  it("will not add a task to a completed goal, before any upstream call", async () => {
    const load = get("/provider/care-plans/cp-1/tasks/new?goalId=goal-2");
    const page = (await newTaskLoader({ ...load, params: { id: "cp-1" } })) as { heading: string };
    expect(page.heading).toContain("Done already");
    const { request, context } = post("/provider/care-plans/cp-1/tasks/new?goalId=goal-2", {
      name: "More",
      taskTypeId: "5",
      week: "1",
    });
    expect(await thrownStatus(newTaskAction({ request, context, params: { id: "cp-1" } }))).toBe(404);
    expect(calls("POST", "/api/carePlans/task")).toEqual([]);
  });

  it("adds a goal at the end, sending every other goal as it was", async () => {
    const { request, context } = post("/provider/care-plans/cp-1/goals/new", {
      name: "Sleep better",
      goalStatus: "INACTIVE",
    });
    const response = (await newGoalAction({ request, context, params: { id: "cp-1" } })) as Response;
    expect(response.status).toBe(303);
    const body = calls("PUT", "/api/carePlans/cp-1")[0]?.body as {
      goals: Array<{ id?: string; name: string }>;
    };
    expect(body.goals.map((g) => g.id ?? g.name)).toEqual(["goal-1", "goal-2", "Sleep better"]);
  });

  it("moves a goal down and a task within its week", async () => {
    const goal = post("/provider/care-plans/cp-1", {
      intent: "move-goal",
      goalId: "goal-1",
      direction: "down",
    });
    await overviewAction({ ...goal, params: { id: "cp-1" } });
    const moved = calls("PUT", "/api/carePlans/cp-1")[0]?.body as { goals: Array<{ id: string }> };
    expect(moved.goals.map((g) => g.id)).toEqual(["goal-2", "goal-1"]);

    carePlanCalls.length = 0;
    const taskMove = post("/provider/care-plans/cp-1", {
      intent: "move-task",
      taskId: "task-2",
      direction: "up",
    });
    await overviewAction({ ...taskMove, params: { id: "cp-1" } });
    const tasks = calls("PUT", "/api/carePlans/cp-1")[0]?.body as {
      goals: Array<{ id: string; taskIds: string[] }>;
    };
    expect(tasks.goals[0]!.taskIds).toEqual(["task-2", "task-1", "task-3"]);
  });

  it("deletes a goal with its tasks through deletedGoalIds and deletedTaskIds", async () => {
    const { request, context } = post("/provider/care-plans/cp-1/goals/goal-1/delete", { intent: "delete" });
    const response = (await deleteGoalAction({
      request,
      context,
      params: { id: "cp-1", goalId: "goal-1" },
    })) as Response;
    expect(response.status).toBe(303);
    expect(calls("PUT", "/api/carePlans/cp-1")[0]?.body).toMatchObject({
      goals: [{ id: "goal-2" }],
      deletedGoalIds: ["goal-1"],
      deletedTaskIds: ["task-1", "task-2", "task-3"],
    });
  });

  it("asks before deleting a task, then deletes it", async () => {
    const load = get("/provider/care-plans/cp-1/tasks/task-1/delete");
    const confirmation = (await deleteTaskLoader({ ...load, params: { id: "cp-1", taskId: "task-1" } })) as {
      canDelete: boolean;
      subtasks: number;
    };
    expect(confirmation).toMatchObject({ canDelete: true, subtasks: 1 });
    expect(calls("DELETE", "/api/carePlans")).toEqual([]);
    const { request, context } = post("/provider/care-plans/cp-1/tasks/task-1/delete", { intent: "delete" });
    const response = (await deleteTaskAction({
      request,
      context,
      params: { id: "cp-1", taskId: "task-1" },
    })) as Response;
    expect(response.headers.get("location")).toBe("/provider/care-plans/cp-1");
    expect(calls("DELETE", "/api/carePlans/cp-1/task/task-1")).toHaveLength(1);
  });

  it("completes a team task of a patient's plan", async () => {
    const { request, context } = post("/provider/care-plans/cp-2", {
      intent: "complete-task",
      taskId: "task-5",
    });
    const response = (await overviewAction({ request, context, params: { id: "cp-2" } })) as Response;
    expect(response.headers.get("location")).toBe("/provider/care-plans/cp-2#task-task-5");
    expect(calls("PUT", "/api/tasks/task-5/complete")).toHaveLength(1);
    expect(context.jar.takeFlash()).toEqual({ kind: "success", key: "carePlans:flash.taskCompleted" });
  });

  it("shows a refused status change in the invalid-data notice", async () => {
    server.use(
      onCall(carePlans.setStatus, () =>
        HttpResponse.json(
          {
            code: "VALIDATION_FAILED",
            fieldErrors: [{ field: "carePlanStatus", message: "Closed plans stay closed" }],
          },
          { status: 422 },
        ),
      ),
    );
    const { request, context } = post("/provider/care-plans/cp-2", {
      intent: "set-status",
      carePlanStatus: "PatientClosedOut",
    });
    await overviewAction({ request, context, params: { id: "cp-2" } });
    expect(context.jar.takeFlash()).toMatchObject({
      kind: "error",
      key: "carePlans:flash.statusFailed",
      errors: [{ field: "carePlanStatus", message: "Closed plans stay closed" }],
    });
  });

  it("refuses a test's result on a plan that tests nothing, before any change (issue 38)", async () => {
    // Knee rehab observes nothing and is given with no service: "Tested negative" does not fit it.
    const { request, context } = post("/provider/care-plans/cp-2", {
      intent: "set-status",
      carePlanStatus: "TestedNegative",
    });
    const response = (await overviewAction({ request, context, params: { id: "cp-2" } })) as Response;
    expect(response.headers.get("location")).toBe("/provider/care-plans/cp-2");
    expect(calls("POST", "/api/carePlans/cp-2/care-plan-status")).toEqual([]);
    expect(context.jar.takeFlash()).toEqual({ kind: "error", key: "carePlans:flash.statusNotFit" });
  });

  it("assigns a template from a chosen start date, and from today", async () => {
    const chosen = post("/provider/care-plans/cp-1/assign", {
      patientId: "pat-1",
      start: "date",
      startDate: "2026-12-07",
    });
    const response = (await assignAction({ ...chosen, params: { id: "cp-1" } })) as Response;
    expect(response.headers.get("location")).toBe("/provider/care-plans/cp-made");
    expect(calls("POST", "/api/carePlans/patient-care-plan-from-template")[0]?.body).toEqual({
      templateId: "cp-1",
      patientId: "pat-1",
      startDate: "2026-12-07",
    });
    carePlanCalls.length = 0;
    const today = post("/provider/care-plans/cp-1/assign", {
      patientId: "pat-1",
      start: "today",
      startDate: "",
    });
    await assignAction({ ...today, params: { id: "cp-1" } });
    const body = calls("POST", "/api/carePlans/patient-care-plan-from-template")[0]?.body as {
      startDate: string;
    };
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("keeps the chosen patient and date when the start date is not real", async () => {
    const { request, context } = post("/provider/care-plans/cp-1/assign", {
      patientId: "pat-1",
      start: "date",
      startDate: "2026-02-30",
    });
    const result = (await assignAction({ request, context, params: { id: "cp-1" } })) as FormResult;
    expect(result.data?.result?.error?.startDate).toEqual(["carePlans:errors.startDateInvalid"]);
    expect(result.data?.result?.initialValue).toMatchObject({ patientId: "pat-1", startDate: "2026-02-30" });
    expect(calls("POST", "/api/carePlans/patient-care-plan-from-template")).toEqual([]);
  });
});

describe("therapy types and observations", () => {
  it("creates a therapy type with its figures and days", async () => {
    // A super admin's, without "only for", is the whole network's (only they may make one).
    const request = new Request("http://app.test/provider/care-plans/therapies/new", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://app.test",
        cookie: cookie(1),
      },
      body: "name=Bridges&taskTypeId=5&weekly=3&eachSet=12&weekDays=MON&weekDays=THU",
    });
    const context = contextFor(request);
    const response = (await newTherapyAction({ request, context, params: {} })) as Response;
    expect(response.headers.get("location")).toBe("/provider/care-plans/therapies");
    expect(calls("POST", "/api/meta/therapy")[0]?.body).toEqual({
      name: "Bridges",
      description: "",
      taskTypeId: 5,
      weekly: 3,
      eachSet: 12,
      weekDays: ["MON", "THU"],
      entityType: null,
      entityId: null,
    });
  });

  it("makes a therapy type only for the user's organization when asked", async () => {
    const { request, context } = post("/provider/care-plans/therapies/new", {
      name: "Our drills",
      taskTypeId: "5",
      ownOrganization: "on",
    });
    await newTherapyAction({ request, context, params: {} });
    expect(calls("POST", "/api/meta/therapy")[0]?.body).toMatchObject({
      name: "Our drills",
      entityType: "ORGANIZATION",
      entityId: "org-1",
    });
  });

  it("lists only the organization's own types, then deletes them all by entity, or shows why not", async () => {
    const { request, context } = get("/provider/care-plans/therapies?owner=organization");
    const data = (await therapiesLoader({ request, context, params: {} })) as { deleteOurs: boolean };
    const sent = new URL(`http://x${calls("GET", "/api/meta/therapy")[0]?.path}`).searchParams;
    expect([sent.get("entityType"), sent.get("entityId")]).toEqual(["ORGANIZATION", "org-1"]);
    expect(data.deleteOurs).toBe(true);

    let refuse = true;
    server.use(
      onCall(carePlans.removeEntityTherapyTypes, ({ params }) => {
        carePlanCalls.push({
          method: "DELETE",
          path: `/api/meta/therapy/entity/${String(params.entityId)}`,
          body: undefined,
        });
        return refuse
          ? HttpResponse.json({ code: "IN_USE", message: "2 are used by care plan tasks" }, { status: 409 })
          : new HttpResponse(null, { status: 204 });
      }),
    );
    const first = post("/provider/care-plans/therapies/delete-ours", { intent: "delete" });
    const refused = (await deleteOursAction({ ...first, params: {} })) as FormResult & {
      data?: { message?: string };
    };
    expect(refused.init?.status).toBe(409);
    expect(refused.data?.message).toBe(
      'carePlans:delete.failedBecause::{"reason":"2 are used by care plan tasks"}',
    );
    refuse = false;
    const second = post("/provider/care-plans/therapies/delete-ours", { intent: "delete" });
    const done = (await deleteOursAction({ ...second, params: {} })) as Response;
    expect(done.headers.get("location")).toBe("/provider/care-plans/therapies");
    expect(calls("DELETE", "/api/meta/therapy/entity/").map((c) => c.path)).toEqual([
      "/api/meta/therapy/entity/org-1",
      "/api/meta/therapy/entity/org-1",
    ]);
  });

  it("shows the upstream's reason when a therapy type in use cannot be deleted", async () => {
    server.use(
      onCall(carePlans.removeTherapyType, () =>
        HttpResponse.json({ code: "IN_USE", message: "Used by 4 plan tasks" }, { status: 409 }),
      ),
    );
    const { request, context } = post("/provider/care-plans/therapies/th-1/delete", { intent: "delete" });
    const result = (await deleteTherapyAction({ request, context, params: { therapyId: "th-1" } })) as {
      data?: { message?: string };
      init?: { status?: number };
    };
    expect(result.init?.status).toBe(409);
    expect(result.data?.message).toBe('carePlans:delete.failedBecause::{"reason":"Used by 4 plan tasks"}');
  });

  it("records an observation for a patient's task, and keeps the value when it is refused", async () => {
    const { request, context } = post("/provider/care-plans/cp-2/tasks/task-5/observations", {
      intent: "record",
      observationTypeId: "obs-1",
      value: "120",
    });
    const response = (await observationsAction({
      request,
      context,
      params: { id: "cp-2", taskId: "task-5" },
    })) as Response;
    expect(response.status).toBe(303);
    expect(calls("POST", "/api/observations")[0]?.body).toEqual({
      taskId: "task-5",
      observationTypeId: "obs-1",
      value: "120",
      patientId: "pat-1",
    });
    server.use(
      onCall(carePlans.recordObservation, () =>
        HttpResponse.json({ fieldErrors: [{ field: "value", message: "Not a number" }] }, { status: 422 }),
      ),
    );
    const refused = post("/provider/care-plans/cp-2/tasks/task-5/observations", {
      intent: "record",
      observationTypeId: "obs-1",
      value: "high",
    });
    const result = (await observationsAction({
      ...refused,
      params: { id: "cp-2", taskId: "task-5" },
    })) as FormResult;
    expect(result.data?.result?.error?.value).toEqual(["Not a number"]);
    expect(result.data?.result?.initialValue).toMatchObject({ value: "high" });
  });
});

describe("a therapy type's picture", () => {
  const url = "http://app.test/provider/care-plans/therapies/th-1/image";
  it("refuses a file that is not an image, from its bytes, before any upload", async () => {
    const request = multipartImage(
      url,
      {
        bytes: new TextEncoder().encode("MZ not a picture") as Uint8Array<ArrayBuffer>,
        name: "x.png",
        type: "image/png",
      },
      { cookie: cookie() },
    );
    const result = (await therapyImageAction({
      request,
      context: contextFor(request),
      params: { therapyId: "th-1" },
    })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.file?.[0]).toMatch(/^common:images\./);
    expect(calls("POST", "/api/attachments")).toEqual([]);
  });

  it("uploads a checked picture as the IMAGE attachment, and removes it", async () => {
    const request = multipartImage(
      url,
      { bytes: png(400, 300), name: "quad.gif", type: "image/gif" },
      { cookie: cookie() },
    );
    const response = (await therapyImageAction({
      request,
      context: contextFor(request),
      params: { therapyId: "th-1" },
    })) as Response;
    expect(response.status).toBe(303);
    expect(calls("POST", "/api/attachments/therapy-type")[0]?.body).toEqual({
      therapyTypeId: "th-1",
      attachmentType: "IMAGE",
      type: "image/png",
      name: "therapy.png",
    });
    const remove = post("/provider/care-plans/therapies/th-1/image", {});
    await therapyImageAction({ ...remove, params: { therapyId: "th-1" } });
    expect(calls("DELETE", "/api/meta/therapy/th-1/image")).toHaveLength(1);
  });
});

describe("a therapy type's videos and documents", () => {
  const url = "http://app.test/provider/care-plans/therapies/th-1/files";
  const pdf = new TextEncoder().encode("%PDF-1.7\n%fake but well-begun\n") as Uint8Array<ArrayBuffer>;
  const attachment = { id: "tatt-7", attachmentType: "DOCUMENT", fileName: "Home-exercises.pdf", size: 2048 };

  it("refuses a file that is neither a video nor a PDF, from its bytes, before any upload", async () => {
    const request = multipartImage(
      url,
      { bytes: png(400, 300), name: "notes.pdf", type: "application/pdf" },
      { cookie: cookie() },
    );
    const result = (await therapyFilesAction({
      request,
      context: contextFor(request),
      params: { therapyId: "th-1" },
    })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.file?.[0]).toMatch(/^common:files\.wrongType/);
    expect(calls("POST", "/api/attachments")).toEqual([]);
  });

  it("sends a PDF as a DOCUMENT under the person's file name, made safe, with the type from its bytes", async () => {
    const request = multipartImage(
      url,
      { bytes: pdf, name: "Übungen für zu Hause.PDF", type: "video/mp4" },
      { cookie: cookie() },
    );
    const response = (await therapyFilesAction({
      request,
      context: contextFor(request),
      params: { therapyId: "th-1" },
    })) as Response;
    expect(response.status).toBe(303);
    expect(calls("POST", "/api/attachments/therapy-type")[0]?.body).toEqual({
      therapyTypeId: "th-1",
      attachmentType: "DOCUMENT",
      type: "application/pdf",
      name: "Ubungen-fur-zu-Hause.pdf",
    });
  });

  it("lists the files with their size and a link the app serves", async () => {
    server.use(
      onCall(carePlans.therapyTypes, () =>
        answerOf(
          carePlans.therapyTypes,
          springPage([
            {
              id: "th-1",
              name: "Quad sets",
              taskTypeId: 5,
              entityType: "ORGANIZATION",
              entityId: "org-1",
              attachments: [
                { ...attachment, url: "/api/attachments/therapy-type/tatt-7/Home-exercises.pdf" },
                {
                  id: "tatt-8",
                  attachmentType: "VIDEO",
                  fileName: "elsewhere.mp4",
                  url: "https://cdn.example/x.mp4",
                },
                {
                  id: "tatt-9",
                  attachmentType: "IMAGE",
                  fileName: "pic.png",
                  url: "/api/attachments/therapy-type/tatt-9/pic.png",
                },
              ],
            },
          ]),
        ),
      ),
    );
    const { request, context } = get("/provider/care-plans/therapies/th-1/files");
    const data = (await therapyFilesLoader({ request, context, params: { therapyId: "th-1" } })) as {
      files: Array<{ id: string; kind: string; size: string | null; href: string | null }>;
    };
    expect(data.files).toEqual([
      {
        id: "tatt-7",
        kind: "DOCUMENT",
        name: "Home-exercises.pdf",
        size: "2 kB",
        href: "/provider/care-plans/attachments/tatt-7/Home-exercises.pdf",
      },
      { id: "tatt-8", kind: "VIDEO", name: "elsewhere.mp4", size: null, href: null },
    ]);
  });

  it("streams an attachment from the upstream's attachment path, and refuses a type it does not serve", async () => {
    server.use(
      onCall(carePlans.therapyAttachment, ({ params }) =>
        params.id === "tatt-7"
          ? HttpResponse.arrayBuffer(pdf.buffer, { headers: { "content-type": "application/pdf" } })
          : HttpResponse.text("<script>alert(1)</script>", { headers: { "content-type": "text/html" } }),
      ),
    );
    const ok = get("/provider/care-plans/attachments/tatt-7/Home-exercises.pdf");
    const response = (await attachmentLoader({
      ...ok,
      params: { attachmentId: "tatt-7", fileName: "Home-exercises.pdf" },
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);

    const html = get("/provider/care-plans/attachments/tatt-6/page.html");
    const refused = (await attachmentLoader({
      ...html,
      params: { attachmentId: "tatt-6", fileName: "page.html" },
    })) as Response;
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toMatch(/^\/download-failed\?/);
  });
});
