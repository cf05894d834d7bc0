import { z } from "zod";
import { MONEY_MESSAGES, parseMoney } from "./billing-money";
import { msg } from "./messages";

/**
 * The rules billing's form fields are made of, for the fee-schedule schemas (billing-schemas.ts)
 * and the code lists' (code-list-schemas.ts). Messages are i18n keys. Codes are trimmed and
 * upper-cased; amounts stay decimal strings ("125.50") from the form to the upstream.
 */

const tooLong = (max: number) => msg("validation:tooLong", { max });

export function requiredText(requiredKey: string, max: number) {
  return z
    .string({ required_error: msg(requiredKey) })
    .trim()
    .min(1, msg(requiredKey))
    .max(max, tooLong(max));
}

export const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

export function code(requiredKey: string, pattern: RegExp, invalidKey: string) {
  return z
    .string({ required_error: msg(requiredKey) })
    .trim()
    .toUpperCase()
    .min(1, msg(requiredKey))
    .regex(pattern, msg(invalidKey));
}

/** An optional code: trimmed, upper-cased, at most `max` characters or matching `pattern`. */
export function optionalCode(rule: { max: number } | { pattern: RegExp; invalidKey: string }) {
  const text = z.string().trim().toUpperCase();
  return (
    "max" in rule ? text.max(rule.max, tooLong(rule.max)) : text.regex(rule.pattern, msg(rule.invalidKey))
  ).optional();
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
