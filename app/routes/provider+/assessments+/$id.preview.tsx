import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { AssessmentForm } from "~/components/patient/assessment-form";
import { SurveyTabs } from "~/components/surveys/survey-tabs";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { surveyCrumbs } from "./__survey-page.server";
import { loadQuestions, loadSurvey, mayEdit, mayReadAnswers } from "./__surveys.server";
import { formConstraints } from "~/http/form-constraints.server";
import { assessmentSchema } from "~/domain/patient-assessment-schema";

export const handle = { i18n: ["surveys", "patient"], breadcrumb: crumbsFrom };

/** The survey as a patient sees it: the patient's own form, which here sends nothing. */
export const loader = guarded("assessments.read", async ({ request, context, params, session, client }) => {
  const survey = await loadSurvey(client, context, request, params.id, "assessments.read");
  const [questions, editable, answers, t] = await Promise.all([
    loadQuestions(client, context, survey.id),
    mayEdit(context, request, session, survey),
    mayReadAnswers(context, request, session, survey),
    getT(context.locale, "surveys"),
  ]);
  return {
    constraints: formConstraints({ assessment: assessmentSchema(questions) }),
    survey: { id: survey.id, name: survey.name, description: survey.description ?? "" },
    questions,
    editable,
    answers,
    pageTitle: t("preview.title", { name: survey.name }),
    crumbs: await surveyCrumbs(context, survey, t("tabs.preview")),
  };
});

export default function SurveyPreview() {
  const { t } = useTranslation("surveys");
  const { survey, questions, editable, answers, constraints } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("preview.heading", { name: survey.name })}</PageHeading>
      <SurveyTabs surveyId={survey.id} editable={editable} answers={answers} />
      <p className="mt-4 max-w-3xl border-l-4 border-brand-700 bg-slate-50 p-3" role="note">
        {t("preview.note")}
      </p>
      <div className="mx-auto mt-6 max-w-xl rounded border-2 border-slate-300 p-4">
        <h2 className="text-xl font-bold">{survey.name}</h2>
        {survey.description ? <p className="mt-2 text-slate-700">{survey.description}</p> : null}
        <p className="mb-6 mt-2">{t("patient:assessment.intro", { n: questions.length })}</p>
        <div>
          {questions.length ? (
            <AssessmentForm
              constraint={constraints.assessment}
              questions={questions}
              formId="preview"
              preview
              submitLabel={t("patient:assessment.submit")}
            />
          ) : (
            <p>{t("edit.noQuestions")}</p>
          )}
        </div>
      </div>
    </>
  );
}
