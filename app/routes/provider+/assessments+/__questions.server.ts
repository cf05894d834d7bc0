import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import type { AssessmentQuestion } from "~/domain/patient-assessment";
import { newQuestionSchema, questionSchema } from "~/domain/survey-schemas";
import {
  choiceLines,
  questionBody,
  questionFieldMap,
  surveyPath,
  takesChoices,
  type QuestionBody,
} from "~/domain/surveys";
import { replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { updateSurvey, type StaffSurvey } from "~/upstream/surveys.server";

const FIELDS = ["text", "type", "choices", "required", "minValue", "maxValue", "maxLength"];

/** The survey's own fields as they are, for a PUT that changes only its questions. */
export function surveyFieldsOf(survey: StaffSurvey) {
  return { name: survey.name, description: survey.description ?? "", kind: survey.kind ?? "ASSESSMENT" };
}

/** PUT /api/surveys/{id} with this question list: the documented way questions change (decision 033). */
export function saveQuestions(client: UpstreamClient, survey: StaffSurvey, questions: QuestionBody[]) {
  return updateSurvey(client, survey.id, { ...surveyFieldsOf(survey), questions });
}

/**
 * The question form's action: a new question goes at the end with its first choices; an edited
 * one keeps its id (and so its choices) and its place, and the lines of its Choices box are added
 * after its choices. The upstream's 422 on the question's entry of the list lands under the form's
 * field; every typed value comes back.
 */
export async function saveQuestion(
  formData: FormData,
  context: RequestContext,
  client: UpstreamClient,
  survey: StaffSurvey,
  questions: readonly AssessmentQuestion[],
  target: { index: number } | "new",
) {
  const isNew = target === "new";
  const before = isNew ? null : questions[target.index]!;
  const submission = parseWithZod(formData, {
    schema: before ? questionSchema(before.choices.length) : newQuestionSchema,
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const added = takesChoices(v.type) ? choiceLines(v.choices).map((text) => ({ text, score: 0 })) : [];
  // An edited question's choices travel only when some are added: the whole list, its own first
  // (the upstream keeps each one's id by its place), then the new ones.
  const kept = before?.choices.map((c) => ({ text: c.text, score: c.score ?? 0 })) ?? [];
  const body: QuestionBody = {
    ...(isNew ? {} : { id: questions[target.index]!.id }),
    text: v.text,
    type: v.type,
    required: v.required,
    ...(v.minValue !== undefined ? { minValue: v.minValue } : {}),
    ...(v.maxValue !== undefined ? { maxValue: v.maxValue } : {}),
    ...(v.maxLength !== undefined ? { maxLength: v.maxLength } : {}),
    ...((isNew && takesChoices(v.type)) || added.length > 0 ? { choices: [...kept, ...added] } : {}),
  };
  const list = questions.map(questionBody);
  const index = isNew ? list.length : target.index;
  list.splice(index, isNew ? 0 : 1, body);
  const result = await saveQuestions(client, survey, list);
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: FIELDS, fieldMap: questionFieldMap(index) }) },
      { status: statusForFailure(result) },
    );
  context.jar.setFlash({
    kind: "success",
    key: isNew ? "surveys:flash.questionAdded" : "surveys:flash.questionSaved",
  });
  return redirect(`${surveyPath(survey.id, "edit")}#questions`, 303);
}
