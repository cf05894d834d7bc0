/**
 * Money as people type it, kept as a decimal string from the form to the upstream: never a
 * float, so "0.10" + nothing is still exactly "0.10" when it arrives (no parseFloat-and-multiply).
 *
 * Accepted: "125", "125.5", "125.50", "1,234.56" (comma thousands groups with a dot decimal),
 * "12,5" (a comma as the decimal mark when it is the only separator and one or two digits follow),
 * an optional leading "$" and spaces. Refused: negatives, more than two decimals, anything else.
 */

export const MAX_WHOLE_DIGITS = 10;

export type MoneyProblem = "required" | "negative" | "tooManyDecimals" | "tooLarge" | "invalid";

export type MoneyResult = { ok: true; value: string } | { ok: false; problem: MoneyProblem };

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^\d+(\.\d+)?$/;
const COMMA_DECIMAL = /^\d+,\d{1,2}$/;

/** "0012.5" → "12.50": no leading zeros, exactly two decimals. Digits only in, digits only out. */
function canonical(whole: string, fraction: string): string {
  const w = whole.replace(/^0+(?=\d)/, "");
  return `${w}.${fraction.padEnd(2, "0")}`;
}

export function parseMoney(input: string | null | undefined): MoneyResult {
  const raw = (input ?? "").replace(/\s+/g, "");
  if (raw === "") return { ok: false, problem: "required" };
  let text = raw;
  if (text.startsWith("-") || text.startsWith("−") || text.startsWith("-$") || /^\$-/.test(text))
    return { ok: false, problem: "negative" };
  if (text.startsWith("+")) text = text.slice(1);
  if (text.startsWith("$")) text = text.slice(1);
  if (text === "") return { ok: false, problem: "invalid" };

  let whole: string;
  let fraction: string;
  if (GROUPED.test(text)) {
    const [w, f = ""] = text.split(".");
    whole = w!.replace(/,/g, "");
    fraction = f;
  } else if (PLAIN.test(text)) {
    const [w, f = ""] = text.split(".");
    whole = w!;
    fraction = f;
  } else if (COMMA_DECIMAL.test(text)) {
    const [w, f] = text.split(",");
    whole = w!;
    fraction = f!;
  } else if (/^\d+,\d{3,}$/.test(text) || /^\d+[.,]\d{3,}$/.test(text)) {
    return { ok: false, problem: "tooManyDecimals" };
  } else {
    return { ok: false, problem: "invalid" };
  }
  if (fraction.length > 2) return { ok: false, problem: "tooManyDecimals" };
  const result = canonical(whole, fraction);
  if (result.split(".")[0]!.length > MAX_WHOLE_DIGITS) return { ok: false, problem: "tooLarge" };
  return { ok: true, value: result };
}

/** The i18n key for each problem (billing namespace). */
export const MONEY_MESSAGES: Record<MoneyProblem, string> = {
  required: "billing:errors.amountRequired",
  negative: "billing:errors.amountNegative",
  tooManyDecimals: "billing:errors.amountDecimals",
  tooLarge: "billing:errors.amountTooLarge",
  invalid: "billing:errors.amountInvalid",
};
