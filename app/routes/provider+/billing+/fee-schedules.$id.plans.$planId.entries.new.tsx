import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, crumbsFrom, planPath, schedulePath } from "~/components/billing/crumbs";
import { EntryForm } from "~/components/billing/entry-form";
import { PageHeading } from "~/components/layout/page-heading";
import { entryLabel, entrySchema } from "~/domain/billing-schemas";
import { formatMoney } from "~/domain/format";
import { msg } from "~/domain/messages";
import { getT } from "~/i18n/i18n.server";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { createEntry, entryFormOptions, findDuplicateEntry, loadPlan } from "~/upstream/fee-schedules.server";
import { replyWithFailure, statusForFailure } from "~/upstream/outcome.server";

export const handle = { i18n: ["billing"], titleKey: "billing:entries.createTitle", breadcrumb: crumbsFrom };

export const ENTRY_FIELDS = ["procedureCode", "modifier", "amount", "referencedFeeSchedulePlanId"];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const client = upstream(context, request);
  const [{ schedule, plan }, options] = await Promise.all([
    loadPlan(client, context, params.id!, params.planId!),
    entryFormOptions(client, params.planId!),
  ]);
  const t = await getT(context.locale, "billing");
  return {
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
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireStaff(context, request);
  const submission = parseWithZod(await request.formData(), { schema: entrySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const client = upstream(context, request);
  const v = submission.value;
  const planId = params.planId!;
  const twin = await findDuplicateEntry(client, planId, v.procedureCode, v.modifier ?? null);
  if (twin) {
    return data(
      {
        result: submission.reply({
          fieldErrors: {
            procedureCode: [
              msg("billing:errors.duplicateEntry", {
                code: entryLabel(twin),
                amount: formatMoney(twin.amount, context.locale),
              }),
            ],
          },
        }),
      },
      { status: 400 },
    );
  }
  const result = await createEntry(client, {
    planId,
    procedureCode: v.procedureCode,
    modifier: v.modifier ?? null,
    amount: v.amount,
    referencedFeeSchedulePlanId: v.referencedFeeSchedulePlanId || null,
  });
  if (!result.ok) {
    return data(
      {
        result: replyWithFailure(submission, result, {
          fields: ENTRY_FIELDS,
          genericKey: "billing:flash.createFailed",
        }),
      },
      { status: statusForFailure(result) },
    );
  }
  context.jar.setFlash({ kind: "success", key: "billing:flash.entryCreated" });
  return redirect(
    `${planPath(params.id!, planId)}?procedureCode=${encodeURIComponent(v.procedureCode)}`,
    303,
  );
}

export default function NewEntry() {
  const { t } = useTranslation("billing");
  const { schedule, plan, modifiers, plans } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("entries.createHeading", { name: plan.name })}</PageHeading>
      <div className="mt-6">
        <EntryForm
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
