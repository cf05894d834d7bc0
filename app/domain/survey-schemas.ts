import { z } from "zod";
import { msg } from "./messages";
import { minimumChoices } from "@contract/question-types";
import { choiceLines, QUESTION_TYPES, SURVEY_KINDS, takesChoices } from "./surveys";

/**
 * The survey forms' schemas (issue 18), for the actions (parseWithZod) and the constraint
 * attributes their loaders send (decision 046). Messages are i18n keys of the surveys namespace.
 */

const tooLong = (max: number) => msg("validation:tooLong", { max });
const required = (key: string, max: number) =>
  z
    .string({ required_error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, tooLong(max));
const optionalNumber = z.coerce
  .number({ invalid_type_error: msg("validation:invalidNumber") })
  .min(-1_000_000, msg("validation:invalidNumber"))
  .max(1_000_000, msg("validation:invalidNumber"))
  .optional();

export const SURVEY_NAME_MAX = 120;
export const QUESTION_TEXT_MAX = 500;
export const CHOICE_TEXT_MAX = 200;

export const surveyFormSchema = z.object({
  name: required("surveys:errors.nameRequired", SURVEY_NAME_MAX),
  description: z.string().trim().max(1000, tooLong(1000)).optional(),
  kind: z.enum(SURVEY_KINDS, { errorMap: () => ({ message: msg("surveys:errors.kindRequired") }) }),
});

const questionFields = {
  text: required("surveys:errors.textRequired", QUESTION_TEXT_MAX),
  type: z.enum(QUESTION_TYPES, { errorMap: () => ({ message: msg("surveys:errors.typeRequired") }) }),
  required: z.boolean().default(false),
  minValue: optionalNumber,
  maxValue: optionalNumber,
  maxLength: z.coerce
    .number({ invalid_type_error: msg("surveys:errors.maxLength") })
    .int(msg("surveys:errors.maxLength"))
    .min(1, msg("surveys:errors.maxLength"))
    .max(5000, msg("surveys:errors.maxLength"))
    .optional(),
};

function checkBounds(value: { minValue?: number; maxValue?: number }, ctx: z.RefinementCtx) {
  if (value.minValue !== undefined && value.maxValue !== undefined && value.minValue > value.maxValue)
    ctx.addIssue({ code: "custom", path: ["maxValue"], message: msg("surveys:errors.bounds") });
}

/**
 * The choices a question ends with (those it has and the lines typed) against its type's minimum,
 * said under the Choices box.
 */
function checkChoices(value: { type: string; choices?: string }, ctx: z.RefinementCtx, choicesNow: number) {
  const lines = choiceLines(value.choices);
  const needed = minimumChoices(value.type);
  if (choicesNow + lines.length < needed)
    ctx.addIssue({
      code: "custom",
      path: ["choices"],
      message: needed > 1 ? msg("surveys:errors.twoChoices") : msg("surveys:errors.choicesRequired"),
    });
  if (lines.some((line) => line.length > CHOICE_TEXT_MAX))
    ctx.addIssue({ code: "custom", path: ["choices"], message: tooLong(CHOICE_TEXT_MAX) });
}

const choicesBox = z.string().max(4000, tooLong(4000)).optional();

/** A new question: a choice question brings its first choices, one per line. */
export const newQuestionSchema = z
  .object({ ...questionFields, choices: choicesBox })
  .superRefine((value, ctx) => {
    checkBounds(value, ctx);
    checkChoices(value, ctx, 0);
  });

/**
 * An existing question with `choicesNow` choices: the Choices box adds more, one per line, after
 * them (each is then changed, moved or deleted on its own below the form). A question that takes
 * no choices ignores the box.
 */
export function questionSchema(choicesNow: number) {
  return z.object({ ...questionFields, choices: choicesBox }).superRefine((value, ctx) => {
    checkBounds(value, ctx);
    if (takesChoices(value.type)) checkChoices(value, ctx, choicesNow);
  });
}

export const choiceSchema = z.object({
  text: required("surveys:errors.choiceRequired", CHOICE_TEXT_MAX),
  score: z.coerce
    .number({ invalid_type_error: msg("validation:invalidNumber") })
    .min(-1000, msg("validation:invalidNumber"))
    .max(1000, msg("validation:invalidNumber"))
    .default(0),
});

/** A move button's form: which item, which way. */
export const moveSchema = z.object({
  itemId: z.string().min(1).max(64),
  direction: z.enum(["up", "down"]),
});
