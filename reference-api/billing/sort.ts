import type { Db } from "../db/db";

/**
 * Sort keys for billing names. The lists used to sort with `localeCompare(…, "en", {sensitivity:
 * "base", numeric: true})`; SQLite has no such collation, so each name is stored beside a key that
 * orders the same way as plain text for the names billing holds: accents and case dropped, digit
 * runs padded (so "Plan 9" < "Plan 10"), and punctuation ordered before digits and letters, as the
 * locale does.
 */
const DIGITS = /\d+/g;
const PAD = 20;

export function sortKey(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, " ")
    .replace(DIGITS, (run) => run.replace(/^0+(?=\d)/, "").padStart(PAD, "0"));
}

/**
 * The text matching of the billing lists, in SQL. `js_lower` is JavaScript's toLowerCase (SQLite's
 * lower() folds ASCII only), so a search matches exactly what it matched before the move.
 */
export function registerTextFunctions(db: Db) {
  db.sql.function("js_lower", { deterministic: true }, (value: unknown) =>
    typeof value === "string" ? value.toLowerCase() : value,
  );
}

/** Parameters of NEEDLE_CONTAINS and CODE_MATCHES for a search text; no text matches everything. */
export function needleParams(needle: string | undefined) {
  return {
    needle: needle ? needle : null,
    needle_lower: (needle ?? "").toLowerCase(),
    needle_trim_upper: (needle ?? "").trim().toUpperCase(),
    needle_trim_lower: (needle ?? "").trim().toLowerCase(),
  };
}

/** `contains(column, needle)` of http.ts: case-insensitive substring. */
export const needleContains = (column: string) =>
  `(@needle IS NULL OR instr(js_lower(${column}), @needle_lower) > 0)`;

/** A code matches a search by its upper-cased prefix or, case-insensitively, anywhere. */
export const codeMatches = (column: string) =>
  `(@needle IS NULL OR substr(${column}, 1, length(@needle_trim_upper)) = @needle_trim_upper OR instr(js_lower(${column}), @needle_trim_lower) > 0)`;
