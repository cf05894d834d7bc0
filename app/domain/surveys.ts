import type { ListSpec } from "./list-query";
import type { AssessmentQuestion } from "./patient-assessment";
import { CHOICE_QUESTION_TYPES, QUESTION_TYPES, type QuestionType } from "@contract/question-types";

/**
 * Surveys (assessments) as staff write and read them (issue 18, decision 033): the dashboard's
 * list, the paths of a survey's pages, the question list the documented PUT carries, moving a
 * question or a choice, and the statistics' date range. Pure: no I/O, no React.
 */

/** Spec part 1 §9: surveys are listed 50 a page. */
export const SURVEY_PAGE_SIZES = [50, 20, 100] as const;
export const SURVEY_QUESTION_PAGE = { page: 0, size: 100 } as const;
export const ANSWERS_PAGE_SIZE = 20;
/** The statistics' default range: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;
/** A range longer than this is refused: a chart of more days than this is unreadable. */
export const STATS_MAX_DAYS = 366;

export const SURVEY_KINDS = ["ASSESSMENT", "SCREENING"] as const;
/** The question types are the patient form's (contract/question-types.ts). */
export { CHOICE_QUESTION_TYPES, QUESTION_TYPES };
export type SurveyQuestionType = QuestionType;

export function takesChoices(type: string): boolean {
  return (CHOICE_QUESTION_TYPES as readonly string[]).includes(type);
}

export const SURVEY_LIST: ListSpec = {
  id: "surveys",
  filters: [
    { kind: "text", name: "name", max: 100, label: "surveys:list.searchName" },
    { kind: "choice", name: "ownerId", label: "surveys:list.owner", any: "surveys:list.anyOwner" },
  ],
  sort: { fields: ["name", "dateCreated", "numOfQuestions"], initial: { field: "name", direction: "asc" } },
  pageSizes: SURVEY_PAGE_SIZES,
};

export const SURVEYS_PATH = "/provider/assessments";

export function surveyPath(surveyId: string, page = ""): string {
  return `${SURVEYS_PATH}/${encodeURIComponent(surveyId)}${page ? `/${page}` : ""}`;
}

export function questionPath(surveyId: string, questionId: string, page: "edit" | "delete"): string {
  return surveyPath(surveyId, `questions/${encodeURIComponent(questionId)}/${page}`);
}

export function choicePath(surveyId: string, questionId: string, choiceId: string, page: "edit" | "delete") {
  return surveyPath(
    surveyId,
    `questions/${encodeURIComponent(questionId)}/choices/${encodeURIComponent(choiceId)}/${page}`,
  );
}

/** A question as PUT /api/surveys/{id} takes it: an existing one by id keeps its choices. */
export interface QuestionBody {
  id?: string;
  text: string;
  type: string;
  required: boolean;
  minValue?: number;
  maxValue?: number;
  maxLength?: number;
  choices?: Array<{ text: string; score: number }>;
}

/** An existing question as it is, for a PUT that changes another one or the order. */
export function questionBody(question: AssessmentQuestion): QuestionBody {
  return {
    id: question.id,
    text: question.text,
    type: question.type,
    required: question.required,
    ...(question.minValue != null ? { minValue: question.minValue } : {}),
    ...(question.maxValue != null ? { maxValue: question.maxValue } : {}),
    ...(question.maxLength != null ? { maxLength: question.maxLength } : {}),
  };
}

export type Direction = "up" | "down";

/** The list with the item at `index` moved one place; the same list when it cannot move. */
export function moved<T>(items: readonly T[], index: number, direction: Direction): T[] {
  const to = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const out = [...items];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/** The new place of an item moved one place, or null when it is already first or last. */
export function movedPosition(index: number, length: number, direction: Direction): number | null {
  const to = direction === "up" ? index - 1 : index + 1;
  return index < 0 || index >= length || to < 0 || to >= length ? null : to;
}

/** The choice texts of a new question: one per line, blank lines dropped. */
export function choiceLines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The upstream's field names for the question at `index` of the PUT's list, onto the question
 * form's fields: its 422 lands under the field that caused it.
 */
export function questionFieldMap(index: number): Record<string, string> {
  const map: Record<string, string> = {};
  for (const field of ["text", "type", "choices", "minValue", "maxValue", "maxLength"])
    map[`questions[${index}].${field}`] = field;
  return map;
}

export type RangeProblem = "from" | "to" | "order" | "tooLong";

/** A yyyy-mm-dd day that exists, or null. */
export function isoDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

export function addIsoDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The statistics' range from the query (`from`, `to`): the last 30 days by default; what was
 * typed comes back with a problem when it cannot be used, and the default range is read instead.
 */
export function statsRange(
  params: URLSearchParams,
  today: string,
): { from: string; to: string; typed: { from: string; to: string }; problem: RangeProblem | null } {
  const typed = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const fallback = { from: addIsoDays(today, -(STATS_DEFAULT_DAYS - 1)), to: today };
  const to = typed.to ? isoDay(typed.to) : fallback.to;
  const from = typed.from ? isoDay(typed.from) : to ? addIsoDays(to, -(STATS_DEFAULT_DAYS - 1)) : null;
  const problem: RangeProblem | null =
    typed.from && !isoDay(typed.from)
      ? "from"
      : !to
        ? "to"
        : !from
          ? "from"
          : from > to
            ? "order"
            : Date.parse(to) - Date.parse(from) > STATS_MAX_DAYS * 86_400_000
              ? "tooLong"
              : null;
  if (problem || !from || !to) return { ...fallback, typed, problem };
  return { from, to, typed, problem: null };
}

/** Every day of a range, for a chart with a bar on the days nobody answered too. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= STATS_MAX_DAYS; day = addIsoDays(day, 1)) days.push(day);
  return days;
}
