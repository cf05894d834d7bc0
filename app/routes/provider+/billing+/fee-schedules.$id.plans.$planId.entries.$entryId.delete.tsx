import { confirmationFrom } from "~/code-lists/records.server";
import { SCHEDULES_PATH, planPath, schedulePath } from "~/components/billing/crumbs";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { DeletePage, confirmationShouldRevalidate } from "~/components/billing/delete-confirmation";
import { entryLabel } from "~/domain/billing-params";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteEntry, getEntryDependencies } from "~/upstream/fee-schedules.server";
import { deleteIfChangeable, loadChangeable, loadEntry } from "./__fee-schedules.server";

export const handle = { i18n: ["billing"], titleKey: "billing:delete.title.entry", breadcrumb: crumbsFrom };

export const shouldRevalidate = confirmationShouldRevalidate;

export const loader = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const [{ schedule, plan }, entry, deps] = await Promise.all([
    loadChangeable(client, context, request, session, { scheduleId: params.id!, planId: params.planId! }),
    loadEntry(client, context, request, params.planId!, params.entryId!),
    getEntryDependencies(client, params.entryId!),
  ]);
  const t = await getT(context.locale, "billing");
  const back = planPath(schedule.id, plan.id);
  const query = new URLSearchParams(
    entry.modifier
      ? { procedureCode: entry.procedureCode, modifier: entry.modifier }
      : { procedureCode: entry.procedureCode },
  );
  return {
    ...confirmationFrom(
      {
        kind: "entry",
        title: t("delete.title.entry"),
        name: `${entryLabel(entry)} (${plan.name})`,
        backHref: back,
        actionHref: `${back}/entries/${encodeURIComponent(entry.id)}/delete?${query}`,
      },
      deps,
    ),
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: schedulePath(schedule.id) },
      { label: plan.name, to: back },
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
    (client) => deleteEntry(client, params.entryId!),
    planPath(params.id!, params.planId!),
  );
});

export default DeletePage;
