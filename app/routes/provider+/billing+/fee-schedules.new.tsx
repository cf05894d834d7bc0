import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/billing/crumbs";
import { FeeScheduleForm } from "~/components/billing/fee-schedule-form";
import { PageHeading } from "~/components/layout/page-heading";
import { feeScheduleSchema } from "~/domain/billing-schemas";
import { msg } from "~/domain/messages";
import { getT } from "~/i18n/i18n.server";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { createFeeSchedule, findScheduleByName, payerOptions } from "~/upstream/fee-schedules.server";
import { replyWithFailure, statusForFailure } from "~/upstream/outcome.server";

export const handle = {
  i18n: ["billing"],
  titleKey: "billing:feeSchedules.createTitle",
  breadcrumb: crumbsFrom,
};

export const SCHEDULE_FIELDS = ["name", "category", "description", "effectiveDate", "payerId"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const t = await getT(context.locale, "billing");
  const payers = await payerOptions(upstream(context, request));
  return {
    payers,
    crumbs: [
      { label: t("feeSchedules.title"), to: "/provider/billing/fee-schedules" },
      { label: t("feeSchedules.createTitle") },
    ],
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireStaff(context, request);
  const submission = parseWithZod(await request.formData(), { schema: feeScheduleSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const client = upstream(context, request);
  const v = submission.value;
  const twin = await findScheduleByName(client, v.name);
  if (twin) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { name: [msg("billing:errors.duplicateSchedule", { name: twin.name })] },
        }),
      },
      { status: 400 },
    );
  }
  const result = await createFeeSchedule(client, {
    name: v.name,
    category: v.category,
    description: v.description ?? "",
    effectiveDate: v.effectiveDate,
    payerId: v.payerId || null,
  });
  if (!result.ok) {
    return data(
      {
        result: replyWithFailure(submission, result, {
          fields: SCHEDULE_FIELDS,
          genericKey: "billing:flash.createFailed",
        }),
      },
      { status: statusForFailure(result) },
    );
  }
  context.jar.setFlash({ kind: "success", key: "billing:flash.feeScheduleCreated" });
  return redirect(`/provider/billing/fee-schedules/${encodeURIComponent(result.data.id)}`, 303);
}

export default function NewFeeSchedule() {
  const { t } = useTranslation("billing");
  const { payers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("feeSchedules.createTitle")}</PageHeading>
      <div className="mt-6">
        <FeeScheduleForm
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
