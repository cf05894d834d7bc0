import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, schedulePath } from "~/components/billing/crumbs";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PlanForm } from "~/components/billing/plan-form";
import { PageHeading } from "~/components/layout/page-heading";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { readKeepingForm } from "~/http/form-kept.server";
import { loadChangeable, savePlan } from "./__fee-schedules.server";
import { formConstraints } from "~/http/form-constraints.server";
import { planSchema } from "~/domain/billing-schemas";

export const handle = { i18n: ["billing"], titleKey: "billing:plans.createTitle", breadcrumb: crumbsFrom };

export const loader = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const { schedule } = await loadChangeable(client, context, request, session, {
    scheduleId: params.id!,
  });
  const t = await getT(context.locale, "billing");
  return {
    constraints: formConstraints({ plan: planSchema }),
    schedule: { id: schedule.id, name: schedule.name },
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: schedulePath(schedule.id) },
      { label: t("plans.createTitle") },
    ],
  };
});

export const action = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const [, kept] = await readKeepingForm(request, () =>
    loadChangeable(client, context, request, session, { scheduleId: params.id! }),
  );
  return kept ?? savePlan(request, context, client, params.id!, null);
});

export default function NewPlan() {
  const { t } = useTranslation("billing");
  const { schedule, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("plans.createHeading", { name: schedule.name })}</PageHeading>
      <div className="mt-6">
        <PlanForm
          constraint={constraints.plan}
          lastResult={actionData?.result}
          submitLabel={t("plans.createSubmit")}
          cancelHref={schedulePath(schedule.id)}
        />
      </div>
    </>
  );
}
