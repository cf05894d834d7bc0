import { z } from "zod";
import {
  CARE_PLAN_STATUS_NAMES,
  carePlanStatusChoices,
  goalIsReadOnly,
  moveId,
  observedNames,
  planPath,
  TASK_STATUSES,
} from "~/domain/care-plans";
import { barChart, stackedBarChart } from "~/domain/charts";
import { isValidId } from "~/domain/ids";
import { actionFlash, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getPublicServiceTypes } from "~/upstream/services.server";
import {
  activateTask,
  completeTask,
  getPatientsOnPlan,
  getPatientsStats,
  getPlanServiceId,
  setCarePlanStatus,
  type CarePlan,
} from "~/upstream/care-plans.server";
import { goalBodies, goalOf, loadPlan, saveGoals, taskOf } from "./__care-plans.server";

/**
 * The plan overview's server side: what it shows (the plan, and for a template the analytics of
 * the patients on plans made from it) and its actions, one handler per intent. Each handler reads
 * the plan once and makes one upstream change.
 */

/**
 * The name of the service the plan belongs to (`/{id}/serviceId`, named from the service types),
 * or null when it has none or either read fails: the page shows the rest without it.
 */
export async function planServiceName(client: UpstreamClient, plan: CarePlan, locale: string) {
  const [service, types] = await Promise.all([
    getPlanServiceId(client, plan.id, plan.patientId),
    getPublicServiceTypes(client, { language: locale }),
  ]);
  if (!service.ok || service.data.serviceId == null || !types.ok) return null;
  return types.data.find((type) => type.id === String(service.data.serviceId))?.name ?? null;
}

/**
 * The statuses a plan's status select offers (issue 38: a walking plan offers no test results):
 * those the upstream says it accepts, or, from one that does not say, those that fit what the
 * plan observes and the service it is given with. The current status is kept either way.
 */
export function planStatusChoices(plan: CarePlan, service: string | null) {
  const allowed = plan.allowedStatuses;
  if (allowed)
    return CARE_PLAN_STATUS_NAMES.filter(
      (status) => allowed.includes(status) || status === plan.carePlanStatus,
    );
  return carePlanStatusChoices(observedNames(plan.goals, service), plan.carePlanStatus);
}

/**
 * The analytics of a template as chart geometry (computed here, so d3 stays on the server). Its
 * statuses are those its plans may take, in the words of the members filter; a status some plan
 * holds anyway is counted too, never hidden.
 */
export async function templateAnalytics(
  client: UpstreamClient,
  plan: CarePlan,
  locale: string,
  service: Promise<string | null>,
) {
  if (!plan.isTemplate) return null;
  const [onPlan, stats, serviceName] = await Promise.all([
    getPatientsOnPlan(client, plan.id),
    getPatientsStats(client, plan.id),
    service,
  ]);
  const t = await getT(locale, "carePlans");
  const fits = new Set<string>(planStatusChoices(plan, serviceName));
  const countOf = (status: string) =>
    onPlan.ok ? (onPlan.data.byStatus.find((s) => s.carePlanStatus === status)?.count ?? 0) : 0;
  const statuses = CARE_PLAN_STATUS_NAMES.filter((status) => fits.has(status) || countOf(status) > 0);
  return {
    patients: onPlan.ok ? onPlan.data.total : null,
    byStatus: onPlan.ok
      ? barChart(
          statuses.map((status) => ({ label: t(`statuses.${status}`) })),
          statuses.map(countOf),
        )
      : null,
    tasks: stats.ok
      ? barChart(
          TASK_STATUSES.map((status) => ({ label: t(`taskStatuses.${status}`) })),
          TASK_STATUSES.map((status) => stats.data.tasks.find((s) => s.status === status)?.count ?? 0),
        )
      : null,
    weeks:
      stats.ok && stats.data.byWeek.length > 0
        ? stackedBarChart(
            stats.data.byWeek.map((w) => ({
              label: t("overview.weekShort", { week: w.week }),
              fullLabel: t("overview.week", { week: w.week }),
            })),
            [
              { label: t("analytics.completed"), values: stats.data.byWeek.map((w) => w.completed) },
              {
                label: t("analytics.notCompleted"),
                values: stats.data.byWeek.map((w) => Math.max(0, w.total - w.completed)),
              },
            ],
          )
        : null,
  };
}

const direction = z.enum(["up", "down"]);
const idField = z.string().refine(isValidId);

function back(
  context: RequestContext,
  plan: CarePlan,
  flash: ReturnType<typeof actionFlash>,
  anchor?: string,
) {
  return redirectWithFlash(context, `${planPath(plan.id)}${anchor ? `#${anchor}` : ""}`, flash);
}

export async function overviewAction(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  rawId: string | undefined,
) {
  const plan = await loadPlan(client, context, request, rawId, "carePlans.edit");
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");

  if (intent === "move-goal") {
    const parsed = z.object({ goalId: idField, direction }).safeParse(Object.fromEntries(formData));
    if (!parsed.success) return back(context, plan, { kind: "error", key: "carePlans:flash.moveFailed" });
    const goal = goalOf(context, plan, parsed.data.goalId);
    const order = moveId(
      plan.goals.map((g) => g.id),
      goal.id,
      parsed.data.direction,
    );
    const bodies = goalBodies(plan);
    const result = await saveGoals(
      client,
      plan,
      order.map((id) => bodies.find((b) => b.id === id)!),
    );
    return back(
      context,
      plan,
      actionFlash(result, { success: "carePlans:flash.goalMoved", failure: "carePlans:flash.moveFailed" }),
      `goal-${goal.id}`,
    );
  }

  if (intent === "move-task") {
    const parsed = z.object({ taskId: idField, direction }).safeParse(Object.fromEntries(formData));
    if (!parsed.success) return back(context, plan, { kind: "error", key: "carePlans:flash.moveFailed" });
    const { goal, task } = taskOf(context, plan, parsed.data.taskId);
    if (goalIsReadOnly(goal.goalStatus))
      return back(context, plan, { kind: "error", key: "carePlans:flash.goalReadOnly" });
    // Tasks move among the tasks of their own week: the week is what orders the plan.
    const sameWeek = goal.tasks.filter((t) => t.week === task.week).map((t) => t.id);
    const moved = moveId(sameWeek, task.id, parsed.data.direction);
    let next = 0;
    const taskIds = goal.tasks.map((t) => (t.week === task.week ? moved[next++]! : t.id));
    const goals = goalBodies(plan).map((g) => (g.id === goal.id ? { ...g, taskIds } : g));
    const result = await saveGoals(client, plan, goals);
    return back(
      context,
      plan,
      actionFlash(result, { success: "carePlans:flash.taskMoved", failure: "carePlans:flash.moveFailed" }),
      `task-${task.id}`,
    );
  }

  if (intent === "complete-task" || intent === "activate-task") {
    const parsed = z.object({ taskId: idField }).safeParse(Object.fromEntries(formData));
    if (!parsed.success) return back(context, plan, { kind: "error", key: "carePlans:flash.taskFailed" });
    const { task } = taskOf(context, plan, parsed.data.taskId);
    const result = await (intent === "complete-task" ? completeTask : activateTask)(client, task.id);
    return back(
      context,
      plan,
      actionFlash(result, {
        success:
          intent === "complete-task" ? "carePlans:flash.taskCompleted" : "carePlans:flash.taskActivated",
        failure: "carePlans:flash.taskFailed",
      }),
      `task-${task.id}`,
    );
  }

  if (intent === "set-status") {
    const parsed = z
      .object({ carePlanStatus: z.enum(CARE_PLAN_STATUS_NAMES as [string, ...string[]]) })
      .safeParse(Object.fromEntries(formData));
    if (!parsed.success || plan.isTemplate)
      return back(context, plan, { kind: "error", key: "carePlans:flash.statusFailed" });
    // A status the plan does not offer (a test result on a plan that tests nothing) is refused
    // here as the upstream would, before any change.
    const offered = planStatusChoices(plan, await planServiceName(client, plan, context.locale));
    if (!(offered as string[]).includes(parsed.data.carePlanStatus))
      return back(context, plan, { kind: "error", key: "carePlans:flash.statusNotFit" });
    const result = await setCarePlanStatus(client, plan.id, parsed.data.carePlanStatus);
    return back(
      context,
      plan,
      actionFlash(result, {
        success: "carePlans:flash.statusChanged",
        failure: "carePlans:flash.statusFailed",
      }),
    );
  }

  return back(context, plan, { kind: "error", key: "common:errors.generic" });
}
