import { dateOfBirthFromParts } from "./patient-profile";
import { QUESTION_TYPES, type QuestionType } from "@contract/question-types";

/**
 * An assessment (survey) as one form: one field per question (the schema the action checks is in
 * patient-assessment-schema.ts), turned into the answers of an assessment report. Question texts are the upstream's; the rules are ours.
 */

export { QUESTION_TYPES, type QuestionType };

export interface AssessmentQuestion {
  id: string;
  text: string;
  type: string;
  required: boolean;
  choices: Array<{ id: string; text: string; score?: number | null }>;
  minValue?: number | null;
  maxValue?: number | null;
  maxLength?: number | null;
}

export const TEXT_MAX_DEFAULT = 1000;

/** A form field name for a question: letters, digits, "_" and "-" only (conform reads "." and "["). */
export function questionField(question: Pick<AssessmentQuestion, "id">): string {
  return `q_${question.id.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

export function dateParts(name: string) {
  return { day: `${name}_day`, month: `${name}_month`, year: `${name}_year` };
}

/** The kind of control a question gets; unknown types are answered as text. */
export function controlOf(question: AssessmentQuestion): QuestionType {
  return (QUESTION_TYPES as readonly string[]).includes(question.type)
    ? (question.type as QuestionType)
    : "TEXT";
}

/** SCALE questions are answered by choosing one of min..max (1..5 by default). */
export function scaleValues(question: AssessmentQuestion): number[] {
  const min = Number.isInteger(question.minValue) ? (question.minValue as number) : 1;
  const max = Number.isInteger(question.maxValue) ? (question.maxValue as number) : 5;
  if (max < min || max - min > 20) return [1, 2, 3, 4, 5];
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

export interface ReportAnswer {
  questionId: string;
  value?: string;
  choiceIds?: string[];
}

/** The parsed form values → the answers of POST /api/surveys/assessment-report. */
export function answersOf(
  questions: readonly AssessmentQuestion[],
  values: Record<string, unknown>,
): ReportAnswer[] {
  const answers: ReportAnswer[] = [];
  for (const question of questions) {
    const name = questionField(question);
    switch (controlOf(question)) {
      case "SINGLE_CHOICE":
      case "YES_NO":
      case "MULTIPLE_CHOICE": {
        const raw = values[name];
        const list = Array.isArray(raw) ? raw.map(String) : typeof raw === "string" ? [raw] : [];
        if (list.length) answers.push({ questionId: question.id, choiceIds: list });
        break;
      }
      case "DATE": {
        const parts = dateParts(name);
        const result = dateOfBirthFromParts(
          values[parts.day] as string,
          values[parts.month] as string,
          values[parts.year] as string,
        );
        if (result.ok) answers.push({ questionId: question.id, value: result.value });
        break;
      }
      default: {
        const raw = values[name];
        if (raw !== undefined && raw !== null && String(raw) !== "")
          answers.push({ questionId: question.id, value: String(raw) });
      }
    }
  }
  return answers;
}

/** The sum of the scores of the chosen answers (screening: any positive score needs attention). */
export function scoreOf(questions: readonly AssessmentQuestion[], answers: readonly ReportAnswer[]): number {
  let score = 0;
  for (const answer of answers) {
    const question = questions.find((q) => q.id === answer.questionId);
    for (const id of answer.choiceIds ?? []) score += question?.choices.find((c) => c.id === id)?.score ?? 0;
  }
  return score;
}

/** An upstream field error names a question id; this finds the form field it belongs to. */
export function fieldMapOf(questions: readonly AssessmentQuestion[]): Record<string, string> {
  return Object.fromEntries(questions.map((q) => [q.id, questionField(q)]));
}
