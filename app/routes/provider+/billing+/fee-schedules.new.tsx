import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { FeeScheduleForm } from "~/components/billing/fee-schedule-form";
import { PageHeading } from "~/components/layout/page-heading";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { payerOptions } from "~/upstream/fee-schedules.server";
import { saveSchedule } from "./__fee-schedules.server";
import { formConstraints } from "~/http/form-constraints.server";
import { feeScheduleSchema } from "~/domain/billing-schemas";

export const handle = {
  i18n: ["billing"],
  titleKey: "billing:feeSchedules.createTitle",
  breadcrumb: crumbsFrom,
};

export const loader = guarded("billing.edit", async ({ context, client }) => {
  const t = await getT(context.locale, "billing");
  const payers = await payerOptions(client);
  return {
    constraints: formConstraints({ schedule: feeScheduleSchema }),
    payers,
    crumbs: [
      { label: t("feeSchedules.title"), to: "/provider/billing/fee-schedules" },
      { label: t("feeSchedules.createTitle") },
    ],
  };
});

export const action = guarded("billing.edit", async ({ request, context, client }) => {
  return saveSchedule(request, context, client, null);
});

export default function NewFeeSchedule() {
  const { t } = useTranslation("billing");
  const { payers, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("feeSchedules.createTitle")}</PageHeading>
      <div className="mt-6">
        <FeeScheduleForm
          constraint={constraints.schedule}
          id="fee-schedule"
          lastResult={actionData?.result}
          payers={payers}
          submitLabel={t("feeSchedules.createSubmit")}
          cancelHref="/provider/billing/fee-schedules"
        />
      </div>
    </>
  );
}
