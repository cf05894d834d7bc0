import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { TaskFormOptions } from "~/components/care-plans/task-form";
import { taskSchema } from "~/domain/care-plan-schemas";
import { KIND_TASK_TYPE_NAMES, TASK_TYPES, goalIsReadOnly, planPath, planWeeks } from "~/domain/care-plans";
import { notFound } from "~/http/not-found.server";
import { inOurWords, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "~/upstream/client.server";
import {
  createTask,
  listSubTypes,
  listTherapyTypes,
  updateTask,
  type CarePlan,
  type TaskBody,
} from "~/upstream/care-plans.server";
import { getClinics, getPerformers } from "~/upstream/organizations.server";
import { getPublicServiceTypes } from "~/upstream/services.server";

/**
 * The task form's server side: its choices (therapy types, the kinds master data keeps for
 * appointments, assessments and education, the organization's clinics and providers, services;
 * each optional, so a failing list leaves its select empty rather than the
 * page broken) and its post (POST /task or PUT /task/{id}).
 */

const THERAPY_PAGE = 200;

export async function taskFormOptions(
  client: UpstreamClient,
  context: RequestContext,
  plan: CarePlan,
): Promise<TaskFormOptions> {
  const orgId = plan.organizationId;
  const [therapies, clinics, performers, services, ...kinds] = await Promise.all([
    listTherapyTypes(client, { page: 0, size: THERAPY_PAGE }),
    orgId ? getClinics(client, orgId) : null,
    orgId ? getPerformers(client, orgId) : null,
    getPublicServiceTypes(client, { language: context.locale }),
    ...KIND_TASK_TYPE_NAMES.map((name) => listSubTypes(client, TASK_TYPES[name])),
  ]);
  return {
    weeks: planWeeks(plan.duration),
    therapies: therapies.ok
      ? therapies.data.content.map((th) => ({
          id: th.id,
          name: th.name,
          taskTypeId: th.taskTypeId,
          weekly: th.weekly,
          daily: th.daily,
          eachTime: th.eachTime,
          eachSet: th.eachSet,
          weekDays: th.weekDays,
        }))
      : [],
    locations: clinics?.ok ? clinics.data.map((c) => ({ id: c.id, name: c.name })) : [],
    performers: performers?.ok ? performers.data.map((p) => ({ id: p.id, name: p.name })) : [],
    serviceTypes: services.ok ? services.data.map((s) => ({ id: s.id, name: s.name })) : [],
    kinds: kinds.flatMap((list) =>
      list.ok ? list.data.content.map((k) => ({ id: k.id, name: k.name, taskTypeId: k.taskTypeId })) : [],
    ),
  };
}

const FIELDS = [
  "name",
  "taskTypeId",
  "week",
  "count",
  "serviceTypeId",
  "therapyTypeId",
  "subTypeId",
  "locationId",
  "performerId",
  "parentTaskId",
];

/** Create (`target.goalId`) or change (`target.taskId`) a task; back to the plan at the task. */
export async function saveTask(
  request: Request,
  context: RequestContext,
  client: UpstreamClient,
  plan: CarePlan,
  target: { goalId: string; goalStatus?: string | null; taskId?: string; isSubtask: boolean },
) {
  if (goalIsReadOnly(target.goalStatus)) throw notFound(context, { messageKey: "carePlans:goalReadOnly" });
  const formData = await request.formData();
  const submission = parseWithZod(formData, {
    schema: taskSchema(planWeeks(plan.duration), target.isSubtask),
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const body: TaskBody = {
    name: v.name,
    taskTypeId: v.taskTypeId,
    week: v.week,
    count: v.count,
    parentTaskId: v.parentTaskId,
    serviceTypeId: v.serviceTypeId,
    therapyTypeId: v.therapyTypeId,
    // On an edit none chosen is null, which takes a kind away; left out, it would be kept.
    subTypeId: v.subTypeId ?? (target.taskId ? null : undefined),
    locationId: v.locationId,
    performerId: v.performerId,
  };
  const result = target.taskId
    ? await updateTask(client, target.taskId, body)
    : await createTask(client, { ...body, carePlanId: plan.id, goalId: target.goalId });
  if (!result.ok)
    return data(
      {
        // The upstream refuses a kind of another task type (its English words): said in ours.
        result: replyWithFailure(
          submission,
          inOurWords(result, (_message, field) =>
            field === "subTypeId" ? "carePlans:errors.kindMismatch" : null,
          ),
          { fields: FIELDS },
        ),
      },
      { status: statusForFailure(result) },
    );
  return redirectWithFlash(context, `${planPath(plan.id)}#task-${encodeURIComponent(result.data.id)}`, {
    kind: "success",
    key: target.taskId ? "carePlans:flash.taskSaved" : "carePlans:flash.taskAdded",
  });
}
