import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { useAppForm } from "~/components/use-app-form";
import { templateNameSchema } from "~/domain/care-plan-schemas";
import { planPath } from "~/domain/care-plans";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { saveAsTemplate } from "~/upstream/care-plans.server";
import { loadPlan } from "./__care-plans.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = {
  i18n: ["carePlans"],
  titleKey: "carePlans:saveAsTemplate.title",
  breadcrumb: crumbsFrom,
};

/** A copy of a plan (a patient's, or another template) as a new template of its organization. */
export const loader = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const t = await getT(context.locale, "carePlans");
  return {
    constraints: formConstraints({ template: templateNameSchema }),
    planId: plan.id,
    suggested: t("saveAsTemplate.suggestedName", { name: plan.name }),
    crumbs: [
      { label: t("dashboard.title"), to: "/provider/care-plans" },
      { label: plan.name, to: planPath(plan.id) },
      { label: t("saveAsTemplate.title") },
    ],
  };
});

export const action = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const [plan, kept] = await readKeepingForm(request, () =>
    loadPlan(client, context, request, params.id, "carePlans.edit"),
  );
  if (kept) return kept;
  const submission = parseWithZod(await request.formData(), { schema: templateNameSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await saveAsTemplate(client, plan.id, submission.value.name);
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: ["name"] }) },
      { status: statusForFailure(result) },
    );
  return redirectWithFlash(context, planPath(result.data.id), {
    kind: "success",
    key: "carePlans:flash.savedAsTemplate",
  });
});

export default function SaveAsTemplate() {
  const { t } = useTranslation("carePlans");
  const { planId, suggested, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<typeof templateNameSchema>({
    id: "save-as-template",
    constraint: constraints.template,
    lastResult: actionData?.result,
    defaultValue: { name: suggested },
  });
  return (
    <>
      <PageHeading>{t("saveAsTemplate.title")}</PageHeading>
      <p className="mt-2 max-w-3xl text-slate-700">{t("saveAsTemplate.intro")}</p>
      <div className="mt-6 max-w-2xl">
        <ErrorSummary errors={summarize(form, [fields.name])} />
        <Form method="post" {...getFormProps(form)} noValidate>
          <Field meta={fields.name} label={t("plan.name")} autoComplete="off" />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SubmitButton>{t("saveAsTemplate.submit")}</SubmitButton>
            <Link to={planPath(planId)} className={buttonClass("link")}>
              {t("common:actions.cancel")}
            </Link>
          </div>
        </Form>
      </div>
    </>
  );
}
