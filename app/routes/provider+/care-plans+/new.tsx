import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PlanForm } from "~/components/care-plans/plan-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { notFound } from "~/http/not-found.server";
import { getT } from "~/i18n/i18n.server";
import { ORGANIZATION_PARAM } from "~/domain/care-plans";
import { guarded } from "~/session/guards.server";
import { organizationInView } from "./__care-plans.server";
import { planFormOptions, savePlan } from "./__plan-form.server";
import { formConstraints } from "~/http/form-constraints.server";
import { planSchema } from "~/domain/care-plan-schemas";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:plan.createTitle", breadcrumb: crumbsFrom };

/** A new template of the organization in view (the user's own, or one a link names: the guard checks it). */
export const loader = guarded(
  "carePlans.edit",
  async ({ request, context, session, client }) => {
    if (!organizationInView(request, session)) throw notFound(context);
    const [options, t] = await Promise.all([
      planFormOptions(client, context),
      getT(context.locale, "carePlans"),
    ]);
    return {
      constraints: formConstraints({ plan: planSchema }),
      options,
      crumbs: [{ label: t("dashboard.title"), to: "/provider/care-plans" }, { label: t("plan.createTitle") }],
    };
  },
  { orgSearchParam: ORGANIZATION_PARAM },
);

export const action = guarded(
  "carePlans.edit",
  async ({ request, context, session, client }) => {
    const organizationId = organizationInView(request, session);
    if (!organizationId) throw notFound(context);
    return savePlan(request, context, client, { organizationId });
  },
  { orgSearchParam: ORGANIZATION_PARAM },
);

export default function NewTemplate() {
  const { t } = useTranslation("carePlans");
  const { options, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("plan.createTitle")}</PageHeading>
      <p className="mt-2 max-w-3xl text-slate-700">{t("plan.createIntro")}</p>
      <div className="mt-6">
        <PlanForm
          constraint={constraints.plan}
          lastResult={actionData?.result}
          defaultValue={{ durationWeeks: "4", durationDays: "0" }}
          options={options}
          submitLabel={t("plan.create")}
          cancelHref="/provider/care-plans"
        />
      </div>
    </>
  );
}
