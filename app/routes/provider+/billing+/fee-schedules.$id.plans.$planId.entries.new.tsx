import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, planPath, schedulePath } from "~/components/billing/crumbs";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { EntryForm } from "~/components/billing/entry-form";
import { PageHeading } from "~/components/layout/page-heading";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { entryFormOptions } from "~/upstream/fee-schedules.server";
import { readKeepingForm } from "~/http/form-kept.server";
import { loadChangeable, saveEntry } from "./__fee-schedules.server";
import { formConstraints } from "~/http/form-constraints.server";
import { entrySchema } from "~/domain/billing-schemas";

export const handle = { i18n: ["billing"], titleKey: "billing:entries.createTitle", breadcrumb: crumbsFrom };

export const loader = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const [{ schedule, plan }, options] = await Promise.all([
    loadChangeable(client, context, request, session, { scheduleId: params.id!, planId: params.planId! }),
    entryFormOptions(client, params.planId!),
  ]);
  const t = await getT(context.locale, "billing");
  return {
    constraints: formConstraints({ entry: entrySchema }),
    schedule: { id: schedule.id, name: schedule.name },
    plan: { id: plan.id, name: plan.name },
    ...options,
    pageTitle: t("entries.createPageTitle", { name: plan.name }),
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: schedulePath(schedule.id) },
      { label: plan.name, to: planPath(schedule.id, plan.id) },
      { label: t("entries.createTitle") },
    ],
  };
});

export const action = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const target = { scheduleId: params.id!, planId: params.planId! };
  const [, kept] = await readKeepingForm(request, () =>
    loadChangeable(client, context, request, session, target),
  );
  return kept ?? saveEntry(request, context, client, { ...target, entryId: null });
});

export default function NewEntry() {
  const { t } = useTranslation("billing");
  const { schedule, plan, modifiers, plans, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("entries.createHeading", { name: plan.name })}</PageHeading>
      <div className="mt-6">
        <EntryForm
          constraint={constraints.entry}
          lastResult={actionData?.result}
          modifiers={modifiers}
          plans={plans}
          submitLabel={t("entries.createSubmit")}
          cancelHref={planPath(schedule.id, plan.id)}
        />
      </div>
    </>
  );
}
