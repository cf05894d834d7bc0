import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GoalForm } from "~/components/care-plans/goal-form";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { EDITABLE_GOAL_STATUSES, goalIsReadOnly, planPath } from "~/domain/care-plans";
import { notFound } from "~/http/not-found.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { goalOf, loadPlan } from "./__care-plans.server";
import { saveGoal } from "./__goals.server";
import { formConstraints } from "~/http/form-constraints.server";
import { goalSchema } from "~/domain/care-plan-schemas";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:goal.editTitle", breadcrumb: crumbsFrom };

/** A goal's name and status. A read-only goal (spec part 1 §4) has no edit page. */
export const loader = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const goal = goalOf(context, plan, params.goalId);
  if (goalIsReadOnly(goal.goalStatus)) throw notFound(context, { messageKey: "carePlans:goalReadOnly" });
  const t = await getT(context.locale, "carePlans");
  const heading = t("goal.editNamedTitle", { name: goal.name });
  return {
    constraints: formConstraints({ goal: goalSchema }),
    planId: plan.id,
    goalId: goal.id,
    heading,
    pageTitle: heading,
    defaults: { name: goal.name, goalStatus: goal.goalStatus ?? EDITABLE_GOAL_STATUSES[0] },
    crumbs: [
      { label: t("dashboard.title"), to: "/provider/care-plans" },
      { label: plan.name, to: planPath(plan.id) },
      { label: t("goal.editTitle") },
    ],
  };
});

export const action = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const [plan, kept] = await readKeepingForm(request, () =>
    loadPlan(client, context, request, params.id, "carePlans.edit"),
  );
  if (kept) return kept;
  const goal = goalOf(context, plan, params.goalId);
  if (goalIsReadOnly(goal.goalStatus)) throw notFound(context, { messageKey: "carePlans:goalReadOnly" });
  return saveGoal(request, context, client, plan, goal.id);
});

export default function EditGoal() {
  const { t } = useTranslation("carePlans");
  const { planId, goalId, heading, defaults, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const path = planPath(planId);
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6 max-w-2xl">
        <GoalForm
          constraint={constraints.goal}
          lastResult={actionData?.result}
          defaultValue={defaults}
          submitLabel={t("goal.save")}
          cancelHref={`${path}#goal-${encodeURIComponent(goalId)}`}
        />
        <h2 className="mt-10 text-xl font-bold">{t("goal.deleteHeading")}</h2>
        <p className="mt-1">{t("goal.deleteHint")}</p>
        <Link
          to={`${path}/goals/${encodeURIComponent(goalId)}/delete`}
          className={`${buttonClass("secondary")} mt-2 text-red-800`}
        >
          <Icon name="trash" />
          {t("goal.delete")}
        </Link>
      </div>
    </>
  );
}
