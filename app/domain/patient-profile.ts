/**
 * Patient profile rules (spec part 2 §3, §5). Pure; no I/O.
 */

/**
 * Name pattern: 1 to 40 letters with single hyphen, apostrophe or space separators. "Letters" are
 * the letters of every script, so names in all ten interface languages pass.
 */
export const NAME_RULE = /^[\p{L}\p{M}]+(?:[-' ][\p{L}\p{M}]+)*$/u;
export const NAME_MAX = 40;

/**
 * The extended name pattern (spec part 2 §5): the name rule that also allows commas and periods,
 * for names such as "St. John" or "King, Jr.": a comma or period may be followed by one space, and
 * a name may end with a period.
 */
export const EXTENDED_NAME_RULE = /^[\p{L}\p{M}]+(?:(?:[-' ]|[.,] ?)[\p{L}\p{M}]+)*\.?$/u;

/**
 * Full-name pattern: names separated by single spaces. Each name follows the name rule, so
 * "Mary O'Brien-Smith" passes as well as the spec's letters-and-spaces.
 */
export const FULL_NAME_RULE =
  /^[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*(?: [\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*)*$/u;

/** The error a full name without both parts gets (spec part 2 §5), verbatim. */
export const FULL_NAME_PARTS_ERROR = "Incoming data without fields(firstName, lastName)";

/** "Ana Maria Lopez" → first "Ana", last "Maria Lopez"; null when a part is missing. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } | null {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return null;
  return { firstName: parts[0]!, lastName: parts.slice(1).join(" ") };
}

export function joinFullName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  return [firstName, lastName]
    .map((v) => (v ?? "").trim())
    .filter(Boolean)
    .join(" ");
}

/** Gender values (spec part 2 §3). */
export { GENDERS, type Gender } from "@contract/vocabulary";

export const RELATIONSHIPS = ["child", "spouse", "parent", "sibling", "grandparent", "other"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** The profile completeness below which the user is sent to edit the profile first. */
export const COMPLETENESS_THRESHOLD = 0.5;

export function needsProfileCompletion(completeness: number | null | undefined): boolean {
  return (
    typeof completeness === "number" && Number.isFinite(completeness) && completeness < COMPLETENESS_THRESHOLD
  );
}

export type DateProblem = "required" | "invalid" | "future";

/** Day, month and year inputs → "MM/dd/yyyy" of a real date not in the future, or why not. */
export function dateOfBirthFromParts(
  day: string | number | undefined,
  month: string | number | undefined,
  year: string | number | undefined,
  today: Date = new Date(),
): { ok: true; value: string } | { ok: false; problem: DateProblem } {
  const parts = [day, month, year].map((v) => (v === undefined ? "" : String(v).trim()));
  if (parts.every((p) => p === "")) return { ok: false, problem: "required" };
  if (parts.some((p) => !/^\d+$/.test(p))) return { ok: false, problem: "invalid" };
  const [d, m, y] = parts.map(Number) as [number, number, number];
  if (y < 1900 || y > 9999 || m < 1 || m > 12 || d < 1) return { ok: false, problem: "invalid" };
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCDate() !== d || date.getUTCMonth() !== m - 1) return { ok: false, problem: "invalid" };
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return { ok: false, problem: "future" };
  return {
    ok: true,
    value: `${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}/${String(y).padStart(4, "0")}`,
  };
}

/** "04/12/1985" → { day: "12", month: "4", year: "1985" } for the date inputs. */
export function partsOfDate(value: string | null | undefined): { day: string; month: string; year: string } {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value ?? "");
  if (!match) return { day: "", month: "", year: "" };
  return { month: String(Number(match[1])), day: String(Number(match[2])), year: match[3]! };
}

/** US states (with abbreviations) plus Other (spec part 2 §9): the one list every address form offers. */
export { OTHER_STATE, US_STATES } from "@contract/vocabulary";
