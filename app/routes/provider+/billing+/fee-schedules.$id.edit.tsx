import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, schedulePath } from "~/components/billing/crumbs";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { FeeScheduleForm } from "~/components/billing/fee-schedule-form";
import { PageHeading } from "~/components/layout/page-heading";
import { splitDate } from "~/domain/billing-params";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { payerOptions } from "~/upstream/fee-schedules.server";
import { readKeepingForm } from "~/http/form-kept.server";
import { loadChangeable, saveSchedule } from "./__fee-schedules.server";
import { formConstraints } from "~/http/form-constraints.server";
import { feeScheduleSchema } from "~/domain/billing-schemas";

export const handle = {
  i18n: ["billing"],
  titleKey: "billing:feeSchedules.editTitle",
  breadcrumb: crumbsFrom,
};

export const loader = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const [{ schedule }, payers] = await Promise.all([
    loadChangeable(client, context, request, session, { scheduleId: params.id! }),
    payerOptions(client),
  ]);
  const t = await getT(context.locale, "billing");
  return {
    constraints: formConstraints({ schedule: feeScheduleSchema }),
    schedule,
    payers,
    defaults: {
      name: schedule.name,
      category: schedule.category ?? "",
      description: schedule.description ?? "",
      payerId: schedule.payerId ?? "",
      ...splitDate(schedule.effectiveDate),
    },
    pageTitle: t("feeSchedules.editPageTitle", { name: schedule.name }),
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: schedulePath(schedule.id) },
      { label: t("feeSchedules.editTitle") },
    ],
  };
});

export const action = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const [, kept] = await readKeepingForm(request, () =>
    loadChangeable(client, context, request, session, { scheduleId: params.id! }),
  );
  return kept ?? saveSchedule(request, context, client, params.id!);
});

export default function EditFeeSchedule() {
  const { t } = useTranslation("billing");
  const { schedule, payers, defaults, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("feeSchedules.editHeading", { name: schedule.name })}</PageHeading>
      <div className="mt-6">
        <FeeScheduleForm
          constraint={constraints.schedule}
          id="fee-schedule"
          lastResult={actionData?.result}
          defaultValue={defaults}
          payers={payers}
          submitLabel={t("feeSchedules.saveSubmit")}
          cancelHref={schedulePath(schedule.id)}
        />
      </div>
    </>
  );
}
