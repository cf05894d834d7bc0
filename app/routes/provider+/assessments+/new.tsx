import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { SurveyForm } from "~/components/surveys/survey-form";
import { SURVEYS_PATH } from "~/domain/surveys";
import { notFound } from "~/http/not-found.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { saveSurvey } from "./__survey-form.server";
import { formConstraints } from "~/http/form-constraints.server";
import { surveyFormSchema } from "~/domain/survey-schemas";

export const handle = { i18n: ["surveys"], titleKey: "surveys:form.createTitle", breadcrumb: crumbsFrom };

/** A new survey of the user's own organization; its questions come next, on its edit page. */
export const loader = guarded("assessments.edit", async ({ context }) => {
  const t = await getT(context.locale, "surveys");
  return {
    constraints: formConstraints({ survey: surveyFormSchema }),
    crumbs: [{ label: t("dashboard.title"), to: SURVEYS_PATH }, { label: t("form.createTitle") }],
  };
});

export const action = guarded("assessments.edit", async ({ request, context, session, client }) => {
  const organizationId = session.account.organizationId;
  if (!organizationId) throw notFound(context);
  return saveSurvey(await request.formData(), context, client, { organizationId });
});

export default function NewSurvey() {
  const { t } = useTranslation("surveys");
  const { constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("form.createTitle")}</PageHeading>
      <p className="mt-2 max-w-3xl text-slate-700">{t("form.createIntro")}</p>
      <div className="mt-6">
        <SurveyForm
          constraint={constraints.survey}
          lastResult={actionData?.result}
          defaultValue={{ kind: "ASSESSMENT" }}
          submitLabel={t("form.create")}
          cancelHref={SURVEYS_PATH}
        />
      </div>
    </>
  );
}
