import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { action as editTaskAction } from "~/routes/provider+/care-plans+/$id.tasks.$taskId.edit";
import {
  action as newTaskAction,
  loader as newTaskLoader,
} from "~/routes/provider+/care-plans+/$id.tasks.new";
import { carePlanCalls } from "../mocks/care-plans";
import { server } from "../mocks/server";
import { staffGet as get, staffPost as post } from "../support/session";
import { onCall } from "../mocks/contract";
import { carePlans } from "@contract/care-plans";

/**
 * A care-plan task's kind (issue 38 §1): the task form offers master data's task types of
 * Appointment, Assessment and Education (`/api/meta/sub-type`), read with the form's other lists;
 * the action sends the chosen one, takes it away on an edit, and shows the upstream's refusal of a
 * kind of another task type in our words next to the field, keeping what was typed.
 */

interface FormResult {
  data?: {
    result?: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  };
  init?: { status?: number };
}

const calls = (method: string, path: string) =>
  carePlanCalls.filter((c) => c.method === method && c.path.startsWith(path));

beforeEach(() => {
  carePlanCalls.length = 0;
});

describe("a care-plan task's kind", () => {
  it("offers each kind task type's kinds on the task form", async () => {
    const { request, context } = get("/provider/care-plans/cp-1/tasks/new?goalId=goal-1");
    const data = (await newTaskLoader({ request, context, params: { id: "cp-1" } })) as {
      options: { kinds: Array<{ id: string; name: string; taskTypeId: number }> };
    };
    expect(data.options.kinds).toEqual([
      { id: "md-task-1", name: "Vaccine appointment", taskTypeId: 1 },
      { id: "md-task-3", name: "Diabetes class", taskTypeId: 3 },
    ]);
    const asked = calls("GET", "/api/meta/sub-type").map((c) =>
      new URL(`http://x${c.path}`).searchParams.get("taskTypeId"),
    );
    expect(asked.sort()).toEqual(["1", "2", "3"]);
  });

  it("saves the chosen kind with the task", async () => {
    const { request, context } = post("/provider/care-plans/cp-1/tasks/new?goalId=goal-1", {
      name: "Cooking",
      taskTypeId: "3",
      subTypeId: "md-task-3",
      week: "1",
    });
    const response = (await newTaskAction({ request, context, params: { id: "cp-1" } })) as Response;
    expect(response.status).toBe(303);
    expect(calls("POST", "/api/carePlans/task")[0]?.body).toMatchObject({
      taskTypeId: 3,
      subTypeId: "md-task-3",
    });
  });

  it("takes the kind away on an edit that chooses none", async () => {
    const { request, context } = post("/provider/care-plans/cp-1/tasks/task-1/edit", {
      name: "Task task-1",
      taskTypeId: "5",
      week: "1",
      count: "1",
    });
    const response = (await editTaskAction({
      request,
      context,
      params: { id: "cp-1", taskId: "task-1" },
    })) as Response;
    expect(response.status).toBe(303);
    expect(calls("PUT", "/api/carePlans/task/task-1")[0]?.body).toMatchObject({ subTypeId: null });
  });

  it("puts the upstream's refusal of another type's kind next to the field, in our words", async () => {
    server.use(
      onCall(carePlans.createTask, () =>
        HttpResponse.json(
          {
            code: "VALIDATION_FAILED",
            fieldErrors: [{ field: "subTypeId", message: "The kind must be one of the task type's kinds" }],
          },
          { status: 422 },
        ),
      ),
    );
    const { request, context } = post("/provider/care-plans/cp-1/tasks/new?goalId=goal-1", {
      name: "Check-up",
      taskTypeId: "1",
      subTypeId: "md-task-3",
      week: "2",
    });
    const result = (await newTaskAction({ request, context, params: { id: "cp-1" } })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error).toEqual({ subTypeId: ["carePlans:errors.kindMismatch"] });
    expect(result.data?.result?.initialValue).toMatchObject({
      name: "Check-up",
      taskTypeId: "1",
      subTypeId: "md-task-3",
      week: "2",
    });
  });
});
