import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GoalForm } from "~/components/care-plans/goal-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { EDITABLE_GOAL_STATUSES, planPath } from "~/domain/care-plans";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { loadPlan } from "./__care-plans.server";
import { saveGoal } from "./__goals.server";
import { formConstraints } from "~/http/form-constraints.server";
import { goalSchema } from "~/domain/care-plan-schemas";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:goal.addTitle", breadcrumb: crumbsFrom };

export const loader = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const t = await getT(context.locale, "carePlans");
  const heading = t("goal.addNamedTitle", { name: plan.name });
  return {
    constraints: formConstraints({ goal: goalSchema }),
    planId: plan.id,
    heading,
    pageTitle: heading,
    crumbs: [
      { label: t("dashboard.title"), to: "/provider/care-plans" },
      { label: plan.name, to: planPath(plan.id) },
      { label: t("goal.addTitle") },
    ],
  };
});

export const action = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const [plan, kept] = await readKeepingForm(request, () =>
    loadPlan(client, context, request, params.id, "carePlans.edit"),
  );
  if (kept) return kept;
  return saveGoal(request, context, client, plan, null);
});

export default function NewGoal() {
  const { t } = useTranslation("carePlans");
  const { planId, heading, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6 max-w-2xl">
        <GoalForm
          constraint={constraints.goal}
          lastResult={actionData?.result}
          defaultValue={{ goalStatus: EDITABLE_GOAL_STATUSES[0] }}
          submitLabel={t("goal.add")}
          cancelHref={planPath(planId)}
        />
      </div>
    </>
  );
}
