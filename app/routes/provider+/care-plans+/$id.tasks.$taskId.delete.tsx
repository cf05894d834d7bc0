import { TaskDeleteSummary } from "~/components/care-plans/goal-list";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { goalIsReadOnly, planPath } from "~/domain/care-plans";
import { deleteFailure } from "~/http/delete-failure.server";
import { notFound } from "~/http/not-found.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteTask } from "~/upstream/care-plans.server";
import { loadPlan, taskOf } from "./__care-plans.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:deleteTask.title" };

/** "Are you sure you want to delete this task" (spec part 2 §5): a page without JS, a dialog with it. */
export const loader = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const { goal, task } = taskOf(context, plan, params.taskId);
  if (goalIsReadOnly(goal.goalStatus)) throw notFound(context, { messageKey: "carePlans:goalReadOnly" });
  const t = await getT(context.locale, "carePlans");
  const path = planPath(plan.id);
  return {
    title: t("deleteTask.title"),
    pageTitle: t("deleteTask.title"),
    canDelete: true,
    backHref: `${path}#task-${encodeURIComponent(task.id)}`,
    actionHref: `${path}/tasks/${encodeURIComponent(task.id)}/delete`,
    taskName: task.name,
    subtasks: goal.tasks.filter((other) => other.parentTaskId === task.id).length,
  };
});

export const action = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const { goal, task } = taskOf(context, plan, params.taskId);
  if (goalIsReadOnly(goal.goalStatus)) throw notFound(context, { messageKey: "carePlans:goalReadOnly" });
  const result = await deleteTask(client, plan.id, task.id);
  if (!result.ok) return deleteFailure(result, "carePlans:delete");
  return redirectWithFlash(context, planPath(plan.id), {
    kind: "success",
    key: "carePlans:flash.taskDeleted",
  });
});

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(TaskDeleteSummary);
