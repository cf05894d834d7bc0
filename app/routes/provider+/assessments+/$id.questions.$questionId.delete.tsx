import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { QuestionDeleteSummary } from "~/components/surveys/delete-summaries";
import { questionBody, questionPath, surveyPath } from "~/domain/surveys";
import { deleteFailure } from "~/http/delete-failure.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { saveQuestions } from "./__questions.server";
import { loadQuestions, loadSurvey, questionOf } from "./__surveys.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["surveys"], titleKey: "surveys:deleteQuestion.title" };

export const loader = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const survey = await loadSurvey(client, context, request, params.id, "assessments.edit");
  const { question } = questionOf(
    context,
    await loadQuestions(client, context, survey.id),
    params.questionId,
  );
  const t = await getT(context.locale, "surveys");
  return {
    title: t("deleteQuestion.title"),
    pageTitle: t("deleteQuestion.title"),
    canDelete: true,
    backHref: `${surveyPath(survey.id, "edit")}#questions`,
    actionHref: questionPath(survey.id, question.id, "delete"),
    text: question.text,
  };
});

/** The survey's question list goes out without it (PUT /api/surveys/{id}); answers given stay in their reports. */
export const action = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const survey = await loadSurvey(client, context, request, params.id, "assessments.edit");
  const questions = await loadQuestions(client, context, survey.id);
  const { question } = questionOf(context, questions, params.questionId);
  const result = await saveQuestions(
    client,
    survey,
    questions.filter((q) => q.id !== question.id).map(questionBody),
  );
  if (!result.ok) return deleteFailure(result, "surveys:delete");
  return redirectWithFlash(context, `${surveyPath(survey.id, "edit")}#questions`, {
    kind: "success",
    key: "surveys:flash.questionDeleted",
  });
});

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(QuestionDeleteSummary);
