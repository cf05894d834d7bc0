import { useTranslation } from "react-i18next";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { goalIsReadOnly, planPath } from "~/domain/care-plans";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { deleteFailure } from "~/http/delete-failure.server";
import { notFound } from "~/http/not-found.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { goalBodies, goalOf, loadPlan, saveGoals } from "./__care-plans.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:deleteGoal.title" };

export const loader = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const goal = goalOf(context, plan, params.goalId);
  if (goalIsReadOnly(goal.goalStatus)) throw notFound(context, { messageKey: "carePlans:goalReadOnly" });
  const t = await getT(context.locale, "carePlans");
  const path = planPath(plan.id);
  return {
    title: t("deleteGoal.title"),
    pageTitle: t("deleteGoal.title"),
    canDelete: true,
    backHref: `${path}#goal-${encodeURIComponent(goal.id)}`,
    actionHref: `${path}/goals/${encodeURIComponent(goal.id)}/delete`,
    goalName: goal.name,
    tasks: goal.tasks.length,
  };
});

/** The goal goes out in `deletedGoalIds` (spec part 1 §3), its tasks with it. */
export const action = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const goal = goalOf(context, plan, params.goalId);
  if (goalIsReadOnly(goal.goalStatus)) throw notFound(context, { messageKey: "carePlans:goalReadOnly" });
  const result = await saveGoals(
    client,
    plan,
    goalBodies(plan).filter((g) => g.id !== goal.id),
    { goalIds: [goal.id], taskIds: goal.tasks.map((task) => task.id) },
  );
  if (!result.ok) return deleteFailure(result, "carePlans:delete");
  return redirectWithFlash(context, planPath(plan.id), {
    kind: "success",
    key: "carePlans:flash.goalDeleted",
  });
});

function GoalDeleteSummary({ data }: { data: DeleteConfirmationBase & { goalName: string; tasks: number } }) {
  const { t } = useTranslation("carePlans");
  return (
    <>
      <p className="text-lg">{t("deleteGoal.question", { name: data.goalName })}</p>
      {data.tasks > 0 ? <p className="mt-2">{t("deleteGoal.tasks", { count: data.tasks })}</p> : null}
    </>
  );
}

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(GoalDeleteSummary);
