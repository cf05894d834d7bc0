import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PlanForm } from "~/components/care-plans/plan-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { getT } from "~/i18n/i18n.server";
import { readKeepingForm } from "~/http/form-kept.server";
import { planPath } from "~/domain/care-plans";
import { guarded } from "~/session/guards.server";
import { loadPlan } from "./__care-plans.server";
import { planDefaults, planFormOptions, savePlan } from "./__plan-form.server";
import { formConstraints } from "~/http/form-constraints.server";
import { planSchema } from "~/domain/care-plan-schemas";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:plan.editTitle", breadcrumb: crumbsFrom };

export const loader = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const [options, t] = await Promise.all([
    planFormOptions(client, context),
    getT(context.locale, "carePlans"),
  ]);
  const heading = t("plan.editNamedTitle", { name: plan.name });
  return {
    constraints: formConstraints({ plan: planSchema }),
    planId: plan.id,
    heading,
    pageTitle: heading,
    defaults: planDefaults(plan),
    options,
    crumbs: [
      { label: t("dashboard.title"), to: "/provider/care-plans" },
      { label: plan.name, to: planPath(plan.id) },
      { label: t("plan.editTitle") },
    ],
  };
});

export const action = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const [plan, kept] = await readKeepingForm(request, () =>
    loadPlan(client, context, request, params.id, "carePlans.edit"),
  );
  if (kept) return kept;
  return savePlan(request, context, client, { plan });
});

export default function EditPlan() {
  const { t } = useTranslation("carePlans");
  const { planId, heading, defaults, options, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6">
        <PlanForm
          constraint={constraints.plan}
          lastResult={actionData?.result}
          defaultValue={defaults}
          options={options}
          submitLabel={t("plan.save")}
          cancelHref={planPath(planId)}
        />
      </div>
    </>
  );
}
