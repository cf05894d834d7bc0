import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { QuestionTable } from "~/components/surveys/question-table";
import { SurveyForm } from "~/components/surveys/survey-form";
import { SurveyTabs } from "~/components/surveys/survey-tabs";
import { surveyFormSchema, moveSchema } from "~/domain/survey-schemas";
import { moved, questionBody, surveyPath } from "~/domain/surveys";
import { actionFlash, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { updateSurvey } from "~/upstream/surveys.server";
import { loadQuestions, loadSurvey, mayReadAnswers } from "./__surveys.server";
import { surveyCrumbs } from "./__survey-page.server";
import { saveSurvey } from "./__survey-form.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["surveys", "patient"], breadcrumb: crumbsFrom };

/** Writing a survey: its fields, its questions in order (moved one place at a time), its picture. */
export const loader = guarded("assessments.edit", async ({ request, context, params, session, client }) => {
  const survey = await loadSurvey(client, context, request, params.id, "assessments.edit");
  const [questions, answers, t] = await Promise.all([
    loadQuestions(client, context, survey.id),
    mayReadAnswers(context, request, session, survey),
    getT(context.locale, "surveys"),
  ]);
  return {
    constraints: formConstraints({ survey: surveyFormSchema }),
    survey,
    questions,
    answers,
    pageTitle: t("edit.title", { name: survey.name }),
    crumbs: await surveyCrumbs(context, survey, t("tabs.edit")),
  };
});

export const action = guarded("assessments.edit", async ({ request, context, params, client }) => {
  // Moving a question is a button: its outage stays the error page.
  const [survey, kept] = await readKeepingForm(
    request,
    () => loadSurvey(client, context, request, params.id, "assessments.edit"),
    { into: (result, form) => (form.get("intent") === "move" ? null : { result }) },
  );
  if (kept) return kept;
  const formData = await request.formData();
  if (formData.get("intent") !== "move") return saveSurvey(formData, context, client, { survey });
  const submission = parseWithZod(formData, { schema: moveSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const questions = await loadQuestions(client, context, survey.id);
  const index = questions.findIndex((q) => q.id === submission.value.itemId);
  const result =
    index < 0
      ? null
      : await updateSurvey(client, survey.id, {
          name: survey.name,
          description: survey.description ?? "",
          kind: survey.kind ?? "ASSESSMENT",
          questions: moved(questions, index, submission.value.direction).map(questionBody),
        });
  return redirectWithFlash(
    context,
    `${surveyPath(survey.id, "edit")}#questions`,
    actionFlash(result, { success: "surveys:flash.moved", failure: "surveys:flash.moveFailed" }),
  );
});

export default function EditSurvey() {
  const { t } = useTranslation("surveys");
  const { survey, questions, answers, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <>
      <PageHeading>{t("edit.heading", { name: survey.name })}</PageHeading>
      <SurveyTabs surveyId={survey.id} editable answers={answers} />
      <section aria-labelledby="survey-fields" className="mt-6">
        <h2 id="survey-fields" className="text-xl font-bold">
          {t("edit.fields")}
        </h2>
        <div className="mt-3">
          <SurveyForm
            constraint={constraints.survey}
            lastResult={result}
            defaultValue={{
              name: survey.name,
              description: survey.description ?? "",
              kind: survey.kind ?? "ASSESSMENT",
            }}
            submitLabel={t("form.save")}
            cancelHref={surveyPath(survey.id)}
          />
        </div>
      </section>
      <section aria-labelledby="questions" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="questions" className="text-xl font-bold" tabIndex={-1}>
            {t("edit.questions")}
          </h2>
          <Link to={surveyPath(survey.id, "questions/new")} className={buttonClass("primary")}>
            <Icon name="plus" />
            {t("edit.addQuestion")}
          </Link>
        </div>
        <QuestionTable surveyId={survey.id} questions={questions} />
      </section>
      <section aria-labelledby="survey-picture" className="mt-8">
        <h2 id="survey-picture" className="text-xl font-bold">
          {t("picture.heading")}
        </h2>
        <p className="mt-2">{survey.picture ? t("picture.has") : t("picture.none")}</p>
        <Link to={surveyPath(survey.id, "picture")} className={`${buttonClass("secondary")} mt-2`}>
          <Icon name="upload" />
          {t("picture.change")}
        </Link>
      </section>
    </>
  );
}
