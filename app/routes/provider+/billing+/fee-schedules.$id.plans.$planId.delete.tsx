import { confirmationFrom } from "~/code-lists/records.server";
import { SCHEDULES_PATH, planPath, schedulePath } from "~/components/billing/crumbs";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { DeletePage, confirmationShouldRevalidate } from "~/components/billing/delete-confirmation";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deletePlan, getPlanDependencies } from "~/upstream/fee-schedules.server";
import { deleteIfChangeable, loadChangeable } from "./__fee-schedules.server";

export const handle = { i18n: ["billing"], titleKey: "billing:delete.title.plan", breadcrumb: crumbsFrom };

export const shouldRevalidate = confirmationShouldRevalidate;

export const loader = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const [{ schedule, plan }, deps] = await Promise.all([
    loadChangeable(client, context, request, session, { scheduleId: params.id!, planId: params.planId! }),
    getPlanDependencies(client, params.planId!),
  ]);
  const t = await getT(context.locale, "billing");
  const here = planPath(schedule.id, plan.id);
  return {
    ...confirmationFrom(
      {
        kind: "plan",
        title: t("delete.title.plan"),
        name: plan.name,
        backHref: here,
        actionHref: `${here}/delete`,
      },
      deps,
    ),
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: schedulePath(schedule.id) },
      { label: plan.name, to: here },
      { label: t("delete.crumb") },
    ],
  };
});

export const action = guarded("billing.edit", async ({ request, context, params, session }) => {
  return deleteIfChangeable(
    context,
    request,
    session,
    { scheduleId: params.id!, planId: params.planId! },
    (client) => deletePlan(client, params.planId!),
    schedulePath(params.id!),
  );
});

export default DeletePage;
