import { z } from "zod";
import { msg } from "./messages";
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

/** A new question: a choice question brings its first choices, one per line. */
export const newQuestionSchema = z
  .object({ ...questionFields, choices: z.string().max(4000, tooLong(4000)).optional() })
  .superRefine((value, ctx) => {
    checkBounds(value, ctx);
    if (takesChoices(value.type) && choiceLines(value.choices).length === 0)
      ctx.addIssue({ code: "custom", path: ["choices"], message: msg("surveys:errors.choicesRequired") });
    if (choiceLines(value.choices).some((line) => line.length > CHOICE_TEXT_MAX))
      ctx.addIssue({ code: "custom", path: ["choices"], message: tooLong(CHOICE_TEXT_MAX) });
  });

/** An existing question: its choices are changed one by one on the same page. */
export const questionSchema = z.object(questionFields).superRefine(checkBounds);

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
