import { notePatient } from "~/audit/trail.server";
import { ORGANIZATION_PARAM } from "~/domain/care-plans";
import type { Capability } from "@contract/permissions";
import type { RequestContext } from "~/load-context.server";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { requireCapability } from "~/session/guards.server";
import type { UpstreamClient } from "~/upstream/client.server";
import {
  getCarePlan,
  updateCarePlan,
  type CarePlan,
  type GoalBody,
  type PlanBody,
} from "~/upstream/care-plans.server";

/**
 * The care plan pages' side of the server: the plan a page is about (or the 404 page), and the
 * bodies the documented PUT takes, made from the plan as read so a change to one goal sends every
 * other goal as it was.
 */

/** The organization a care plan list shows: the one a link names (checked by the guard), else the user's own. */
export function organizationInView(request: Request, session: SessionData): string | null {
  const named = new URL(request.url).searchParams.get(ORGANIZATION_PARAM);
  return named ?? session.account.organizationId ?? null;
}

/**
 * The plan named by `params.id`, or the 404 page: for an id that cannot be one (before any call),
 * one the upstream does not have or refuses, and one outside the user's organization tree. A
 * public template is readable from every tree; changing one needs its own tree.
 */
export async function loadPlan(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  rawId: string | undefined,
  capability: Capability,
): Promise<CarePlan> {
  const planId = requireValidId(context, rawId, { messageKey: "carePlans:notFound" });
  const result = await getCarePlan(client, planId);
  if (!result.ok && (result.status === 404 || result.status === 403))
    throw notFound(context, { messageKey: "carePlans:notFound" });
  const plan = orThrow(result, context);
  // A template is nobody's; a patient's plan is a read of the patient's data (issue 43).
  if (!plan.isTemplate) notePatient(context, plan.patientId);
  const readsPublic = capability === "carePlans.read" && plan.isTemplate && plan.isPublic;
  // Outside the user's tree answers as a missing plan does (the guard has checked the capability).
  if (plan.organizationId && !readsPublic)
    await requireCapability(context, request, capability, { organizationId: plan.organizationId });
  return plan;
}

export function planBody(plan: CarePlan): PlanBody {
  return {
    name: plan.name,
    description: plan.description ?? "",
    duration: plan.duration,
    carePlanTypeId: plan.carePlanType?.id ?? undefined,
    serviceTypeId: plan.serviceTypeId ?? undefined,
  };
}

/** Every goal as it is, in order, with its tasks in order. */
export function goalBodies(plan: CarePlan): GoalBody[] {
  return plan.goals.map((goal) => ({
    id: goal.id,
    name: goal.name,
    goalStatus: goal.goalStatus ?? "ACTIVE",
    taskIds: goal.tasks.map((task) => task.id),
  }));
}

/** Saves the plan's goals after `change` (added, renamed, moved, removed) through the documented PUT. */
export function saveGoals(
  client: UpstreamClient,
  plan: CarePlan,
  goals: GoalBody[],
  removed: { goalIds?: string[]; taskIds?: string[] } = {},
) {
  return updateCarePlan(client, plan.id, {
    ...planBody(plan),
    goals,
    deletedGoalIds: removed.goalIds ?? [],
    deletedTaskIds: removed.taskIds ?? [],
  });
}

/** The goal of a plan by id, or the 404 page. */
export function goalOf(context: RequestContext, plan: CarePlan, rawGoalId: string | null | undefined) {
  const goalId = requireValidId(context, rawGoalId, { messageKey: "carePlans:goalNotFound" });
  const goal = plan.goals.find((g) => g.id === goalId);
  if (!goal) throw notFound(context, { messageKey: "carePlans:goalNotFound" });
  return goal;
}

/** A task of a plan by id with its goal, or the 404 page. */
export function taskOf(context: RequestContext, plan: CarePlan, rawTaskId: string | null | undefined) {
  const taskId = requireValidId(context, rawTaskId, { messageKey: "carePlans:taskNotFound" });
  for (const goal of plan.goals) {
    const task = goal.tasks.find((t) => t.id === taskId);
    if (task) return { goal, task };
  }
  throw notFound(context, { messageKey: "carePlans:taskNotFound" });
}
