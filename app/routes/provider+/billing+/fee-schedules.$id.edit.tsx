import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, crumbsFrom, schedulePath } from "~/components/billing/crumbs";
import { FeeScheduleForm } from "~/components/billing/fee-schedule-form";
import { PageHeading } from "~/components/layout/page-heading";
import { feeScheduleSchema, splitDate } from "~/domain/billing-schemas";
import { msg } from "~/domain/messages";
import { getT } from "~/i18n/i18n.server";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import {
  findScheduleByName,
  getFeeSchedule,
  payerOptions,
  updateFeeSchedule,
} from "~/upstream/fee-schedules.server";
import { orThrow, replyWithFailure, statusForFailure } from "~/upstream/outcome.server";

export const handle = {
  i18n: ["billing"],
  titleKey: "billing:feeSchedules.editTitle",
  breadcrumb: crumbsFrom,
};

const FIELDS = ["name", "category", "description", "effectiveDate", "payerId"];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const client = upstream(context, request);
  const [scheduleResult, payers] = await Promise.all([
    getFeeSchedule(client, params.id!),
    payerOptions(client),
  ]);
  const schedule = orThrow(scheduleResult, context);
  const t = await getT(context.locale, "billing");
  return {
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
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireStaff(context, request);
  const scheduleId = params.id!;
  const submission = parseWithZod(await request.formData(), { schema: feeScheduleSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const client = upstream(context, request);
  const v = submission.value;
  const twin = await findScheduleByName(client, v.name, scheduleId);
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
  const result = await updateFeeSchedule(client, scheduleId, {
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
          fields: FIELDS,
          genericKey: "billing:flash.updateFailed",
        }),
      },
      { status: statusForFailure(result) },
    );
  }
  context.jar.setFlash({ kind: "success", key: "billing:flash.feeScheduleUpdated" });
  return redirect(schedulePath(scheduleId), 303);
}

export default function EditFeeSchedule() {
  const { t } = useTranslation("billing");
  const { schedule, payers, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("feeSchedules.editHeading", { name: schedule.name })}</PageHeading>
      <div className="mt-6">
        <FeeScheduleForm
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
