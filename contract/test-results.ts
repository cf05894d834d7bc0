/**
 * A test's result as its raw observation value says it (spec part 2 §3, §4): the app's pages and
 * the reference upstream's exports read the values alike.
 */

export type TestResult = "POSITIVE" | "NEGATIVE" | "INVALID" | "RESULT_AWAITED";

/** Raw values: 0 NEGATIVE, 1 POSITIVE, -1 INVALID, 2, 6, 7 and 8 SENT_TO_LAB (shown as RESULT AWAITED). */
export function testResultOf(raw: number | string | null | undefined): TestResult | null {
  if (raw === null || raw === undefined || raw === "") return null;
  const value = typeof raw === "number" ? raw : Number(String(raw).trim());
  if (!Number.isInteger(value)) return null;
  switch (value) {
    case 0:
      return "NEGATIVE";
    case 1:
      return "POSITIVE";
    case -1:
      return "INVALID";
    case 2:
    case 6:
    case 7:
    case 8:
      return "RESULT_AWAITED";
    default:
      return null;
  }
}
