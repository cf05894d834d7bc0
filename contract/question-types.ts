/**
 * An assessment question's types (spec part 2 §3), one list for the patient's form, the survey
 * editor and the reference upstream. Its own module: the survey editor's chunk takes the list
 * without the patient form's rules (and zod).
 */
export const QUESTION_TYPES = [
  "SINGLE_CHOICE",
  "MULTIPLE_CHOICE",
  "YES_NO",
  "TEXT",
  "NUMBER",
  "DATE",
  "SCALE",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The types whose answer is one of the question's choices. */
export const CHOICE_QUESTION_TYPES = [
  "SINGLE_CHOICE",
  "MULTIPLE_CHOICE",
  "YES_NO",
] as const satisfies readonly QuestionType[];

/**
 * How many choices a question of this type needs: one choice among one option is no choice, so a
 * single-choice question needs two (issue 38); the app's forms and the reference upstream read
 * the same rule.
 */
export function minimumChoices(type: string): number {
  if (type === "SINGLE_CHOICE") return 2;
  return (CHOICE_QUESTION_TYPES as readonly string[]).includes(type) ? 1 : 0;
}
