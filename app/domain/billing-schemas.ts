import { z } from "zod";
import { MONEY_MESSAGES, parseMoney } from "./billing-money";
import { FEE_SCHEDULE_CATEGORIES, composeDate, csvFileProblem, megabytes } from "./billing-params";
import { msg } from "./messages";

export * from "./billing-params";

/**
 * The billing forms' schemas, shared by the actions (parseWithZod) and conform in the browser.
 * Messages are i18n keys (billing namespace). Codes are trimmed and upper-cased; amounts stay
 * decimal strings ("125.50") from the form to the upstream.
 */

export const PROCEDURE_CODE_PATTERN = /^[A-Z0-9]{4,7}$/;
export const MODIFIER_PATTERN = /^[A-Z0-9]{2}$/;
export const REASON_CODE_PATTERN = /^[A-Z0-9]{1,4}(-[A-Z0-9]{1,5})?$/;

const tooLong = (max: number) => msg("validation:tooLong", { max });

function requiredText(requiredKey: string, max: number) {
  return z
    .string({ required_error: msg(requiredKey) })
    .trim()
    .min(1, msg(requiredKey))
    .max(max, tooLong(max));
}

const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

function code(requiredKey: string, pattern: RegExp, invalidKey: string) {
  return z
    .string({ required_error: msg(requiredKey) })
    .trim()
    .toUpperCase()
    .min(1, msg(requiredKey))
    .regex(pattern, msg(invalidKey));
}

/** A required amount: a decimal string with two decimals, or a message naming the problem. */
export function moneyField() {
  return z.string({ required_error: msg(MONEY_MESSAGES.required) }).transform((value, ctx) => {
    const result = parseMoney(value);
    if (!result.ok) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: msg(MONEY_MESSAGES[result.problem]) });
      return z.NEVER;
    }
    return result.value;
  });
}

const DISPLAY_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * The effective date is typed into three inputs (GOV.UK date input) and checked as one value. It
 * is composed before the object is parsed, so its message shows together with every other one.
 */
export const feeScheduleSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object") return raw;
    const v = raw as Record<string, unknown>;
    const parts = [v.effectiveMonth, v.effectiveDay, v.effectiveYear].map((x) =>
      typeof x === "string" ? x.trim() : "",
    );
    const empty = parts.every((p) => p === "");
    return {
      ...v,
      effectiveDate: empty ? undefined : (composeDate(parts[0], parts[1], parts[2]) ?? "invalid"),
    };
  },
  z.object({
    name: requiredText("billing:errors.nameRequired", 100),
    category: z.enum(FEE_SCHEDULE_CATEGORIES, {
      errorMap: () => ({ message: msg("billing:errors.categoryRequired") }),
    }),
    description: optionalText(500),
    effectiveMonth: z.string().trim().optional(),
    effectiveDay: z.string().trim().optional(),
    effectiveYear: z.string().trim().optional(),
    effectiveDate: z
      .string({ required_error: msg("billing:errors.dateRequired") })
      .regex(DISPLAY_DATE, msg("billing:errors.dateInvalid")),
    payerId: z.string().trim().max(64).optional(),
  }),
);
export type FeeScheduleInput = z.output<typeof feeScheduleSchema>;

export const planSchema = z.object({
  name: requiredText("billing:errors.nameRequired", 100),
  description: optionalText(500),
});

export const entrySchema = z.object({
  procedureCode: code(
    "billing:errors.procedureCodeRequired",
    PROCEDURE_CODE_PATTERN,
    "billing:errors.procedureCodeInvalid",
  ),
  modifier: z
    .string()
    .trim()
    .toUpperCase()
    .regex(MODIFIER_PATTERN, msg("billing:errors.modifierInvalid"))
    .optional(),
  amount: moneyField(),
  referencedFeeSchedulePlanId: z.string().trim().max(64).optional(),
});
export type EntryInput = z.output<typeof entrySchema>;

export const procedureCodeSchema = z.object({
  code: code("billing:errors.codeRequired", PROCEDURE_CODE_PATTERN, "billing:errors.procedureCodeInvalid"),
  description: requiredText("billing:errors.descriptionRequired", 200),
  group: requiredText("billing:errors.groupRequired", 60),
  defaultAmount: moneyField(),
});

export const modifierSchema = z.object({
  code: code("billing:errors.codeRequired", MODIFIER_PATTERN, "billing:errors.modifierInvalid"),
  description: requiredText("billing:errors.descriptionRequired", 200),
});

export const reasonCodeSchema = z.object({
  code: code("billing:errors.codeRequired", REASON_CODE_PATTERN, "billing:errors.reasonCodeInvalid"),
  description: requiredText("billing:errors.descriptionRequired", 200),
});

export const payerSchema = z.object({
  payerName: requiredText("billing:errors.payerNameRequired", 100),
  payerGroupNumber: z.string().trim().toUpperCase().max(20, tooLong(20)).optional(),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, msg("billing:errors.stateInvalid"))
    .optional(),
});

interface FileLike {
  name: string;
  size: number;
  type: string;
}

const isFileLike = (v: unknown): v is FileLike =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as FileLike).name === "string" &&
  typeof (v as FileLike).size === "number";

/**
 * The upload form's check in the browser (with JS), before anything is sent. The server makes
 * the same checks on the stream (billing-multipart.ts); this only saves a round trip.
 */
export function csvUploadSchema(limitBytes: number) {
  return z.object({
    file: z
      .custom<FileLike>((v) => isFileLike(v) && v.name !== "", msg("billing:import.errors.missing"))
      .superRefine((file, ctx) => {
        const problem = csvFileProblem(file.name, file.type || "application/octet-stream");
        if (problem === "notCsv")
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: msg("billing:import.errors.notCsv", { name: file.name }),
          });
        else if (file.size > limitBytes)
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: msg("billing:import.errors.tooLarge", { mb: megabytes(limitBytes) }),
          });
      }),
  });
}
