import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, planPath, schedulePath } from "~/components/billing/crumbs";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PlanForm } from "~/components/billing/plan-form";
import { PageHeading } from "~/components/layout/page-heading";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { readKeepingForm } from "~/http/form-kept.server";
import { loadChangeable, savePlan } from "./__fee-schedules.server";
import { formConstraints } from "~/http/form-constraints.server";
import { planSchema } from "~/domain/billing-schemas";

export const handle = { i18n: ["billing"], titleKey: "billing:plans.editTitle", breadcrumb: crumbsFrom };

export const loader = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const target = { scheduleId: params.id!, planId: params.planId! };
  const { schedule, plan } = await loadChangeable(client, context, request, session, target);
  const t = await getT(context.locale, "billing");
  return {
    constraints: formConstraints({ plan: planSchema }),
    schedule: { id: schedule.id, name: schedule.name },
    plan,
    pageTitle: t("plans.editPageTitle", { name: plan.name }),
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: schedulePath(schedule.id) },
      { label: plan.name, to: planPath(schedule.id, plan.id) },
      { label: t("plans.editTitle") },
    ],
  };
});

export const action = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const target = { scheduleId: params.id!, planId: params.planId! };
  const [, kept] = await readKeepingForm(request, () =>
    loadChangeable(client, context, request, session, target),
  );
  return kept ?? savePlan(request, context, client, params.id!, params.planId!);
});

export default function EditPlan() {
  const { t } = useTranslation("billing");
  const { schedule, plan, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("plans.editHeading", { name: plan.name })}</PageHeading>
      <div className="mt-6">
        <PlanForm
          constraint={constraints.plan}
          lastResult={actionData?.result}
          defaultValue={{ name: plan.name, description: plan.description ?? "" }}
          submitLabel={t("plans.saveSubmit")}
          cancelHref={planPath(schedule.id, plan.id)}
        />
      </div>
    </>
  );
}
