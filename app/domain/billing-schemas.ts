import { z } from "zod";
import {
  FEE_SCHEDULE_CATEGORIES,
  MODIFIER_PATTERN,
  PROCEDURE_CODE_PATTERN,
  composeDate,
} from "./billing-params";
import { code, moneyField, optionalCode, optionalText, requiredText } from "./billing-rules";
import { msg } from "./messages";

export * from "./billing-params";

/**
 * The fee-schedule forms' schemas, for the actions (parseWithZod) and the constraint attributes
 * their loaders send (decision 046). Messages are i18n keys (billing namespace).
 */

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
  modifier: optionalCode({ pattern: MODIFIER_PATTERN, invalidKey: "billing:errors.modifierInvalid" }),
  amount: moneyField(),
  referencedFeeSchedulePlanId: z.string().trim().max(64).optional(),
});
export type EntryInput = z.output<typeof entrySchema>;
