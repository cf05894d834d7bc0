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
import type { Intent } from "~/http/intents.server";
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

/** What the question forms work with: the survey, its questions, and where the question goes. */
export interface QuestionCtx {
  context: RequestContext;
  client: UpstreamClient;
  survey: StaffSurvey;
  questions: readonly AssessmentQuestion[];
  /** The question's place: the one edited, or the end for a new one. */
  index: number;
}

/**
 * The question form (an intent, issue 39 §4): a new question goes at the end with its first
 * choices; an edited one keeps its id (and so its choices) and its place, and the lines of its
 * Choices box are added after its choices. The upstream's 422 on the question's entry of the list
 * lands under the form's field; every typed value comes back.
 */
export function questionIntent(isNew: boolean): Intent<QuestionCtx, typeof newQuestionSchema> {
  return {
    schema: ({ questions, index }) =>
      isNew ? newQuestionSchema : questionSchema(questions[index]!.choices.length),
    run: async (v, { client, survey, questions, index }) => {
      const before = isNew ? null : questions[index]!;
      const added = takesChoices(v.type) ? choiceLines(v.choices).map((text) => ({ text, score: 0 })) : [];
      // An edited question's choices travel only when some are added: the whole list, its own first
      // (the upstream keeps each one's id by its place), then the new ones.
      const kept = before?.choices.map((c) => ({ text: c.text, score: c.score ?? 0 })) ?? [];
      const body: QuestionBody = {
        ...(before ? { id: before.id } : {}),
        text: v.text,
        type: v.type,
        required: v.required,
        ...(v.minValue !== undefined ? { minValue: v.minValue } : {}),
        ...(v.maxValue !== undefined ? { maxValue: v.maxValue } : {}),
        ...(v.maxLength !== undefined ? { maxLength: v.maxLength } : {}),
        ...((isNew && takesChoices(v.type)) || added.length > 0 ? { choices: [...kept, ...added] } : {}),
      };
      const list = questions.map(questionBody);
      list.splice(index, isNew ? 0 : 1, body);
      return saveQuestions(client, survey, list);
    },
    success: isNew ? "surveys:flash.questionAdded" : "surveys:flash.questionSaved",
    fields: FIELDS,
    fieldMap: ({ index }) => questionFieldMap(index),
    to: ({ survey }) => `${surveyPath(survey.id, "edit")}#questions`,
  };
}
