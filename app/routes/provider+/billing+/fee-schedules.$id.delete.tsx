import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SCHEDULES_PATH, crumbsFrom, schedulePath } from "~/components/billing/crumbs";
import {
  DeleteConfirmationPage,
  confirmationShouldRevalidate,
} from "~/components/billing/delete-confirmation";
import { getT } from "~/i18n/i18n.server";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import {
  confirmationFrom,
  deleteFailure,
  deleteFeeSchedule,
  getFeeSchedule,
  getScheduleDependencies,
} from "~/upstream/fee-schedules.server";
import { orThrow } from "~/upstream/outcome.server";

export const handle = {
  i18n: ["billing"],
  titleKey: "billing:delete.title.feeSchedule",
  breadcrumb: crumbsFrom,
};

export const shouldRevalidate = confirmationShouldRevalidate;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const client = upstream(context, request);
  const scheduleId = params.id!;
  const [scheduleResult, deps] = await Promise.all([
    getFeeSchedule(client, scheduleId),
    getScheduleDependencies(client, scheduleId),
  ]);
  const schedule = orThrow(scheduleResult, context);
  const t = await getT(context.locale, "billing");
  const here = schedulePath(schedule.id);
  return {
    ...confirmationFrom(
      { kind: "feeSchedule", name: schedule.name, backHref: here, actionHref: `${here}/delete` },
      deps,
    ),
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: here },
      { label: t("delete.crumb") },
    ],
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireStaff(context, request);
  const result = await deleteFeeSchedule(upstream(context, request), params.id!);
  if (!result.ok) {
    const failure = deleteFailure(result);
    return data(failure.body, { status: failure.status });
  }
  context.jar.setFlash({ kind: "success", key: "billing:flash.deleted" });
  return redirect(SCHEDULES_PATH, 303);
}

export default function DeleteFeeSchedule() {
  return (
    <DeleteConfirmationPage data={useLoaderData<typeof loader>()} failure={useActionData<typeof action>()} />
  );
}
