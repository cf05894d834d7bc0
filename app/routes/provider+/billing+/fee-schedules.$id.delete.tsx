import { confirmationFrom } from "~/code-lists/records.server";
import { SCHEDULES_PATH, schedulePath } from "~/components/billing/crumbs";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { DeletePage, confirmationShouldRevalidate } from "~/components/billing/delete-confirmation";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteFeeSchedule, getScheduleDependencies } from "~/upstream/fee-schedules.server";
import { deleteIfChangeable, loadChangeable } from "./__fee-schedules.server";

export const handle = {
  i18n: ["billing"],
  titleKey: "billing:delete.title.feeSchedule",
  breadcrumb: crumbsFrom,
};

export const shouldRevalidate = confirmationShouldRevalidate;

export const loader = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const scheduleId = params.id!;
  const [{ schedule }, deps] = await Promise.all([
    loadChangeable(client, context, request, session, { scheduleId }),
    getScheduleDependencies(client, scheduleId),
  ]);
  const t = await getT(context.locale, "billing");
  const here = schedulePath(schedule.id);
  return {
    ...confirmationFrom(
      {
        kind: "feeSchedule",
        title: t("delete.title.feeSchedule"),
        name: schedule.name,
        backHref: here,
        actionHref: `${here}/delete`,
      },
      deps,
    ),
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: here },
      { label: t("delete.crumb") },
    ],
  };
});

export const action = guarded("billing.edit", async ({ request, context, params, session }) => {
  return deleteIfChangeable(
    context,
    request,
    session,
    { scheduleId: params.id! },
    (client) => deleteFeeSchedule(client, params.id!),
    SCHEDULES_PATH,
  );
});

export default DeletePage;
