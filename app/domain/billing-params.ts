/**
 * Billing rules without zod: list parameters, categories, dates, the upload checks. Pages that
 * only list import this, so zod stays out of their JavaScript.
 */

export const FEE_SCHEDULE_CATEGORIES = [
  "MEDICARE",
  "MEDICAID",
  "COMMERCIAL",
  "WORKERS_COMPENSATION",
  "SELF_PAY",
  "OTHER",
] as const;
export type FeeScheduleCategory = (typeof FEE_SCHEDULE_CATEGORIES)[number];

export const PROCEDURE_CODE_PATTERN = /^[A-Z0-9]{4,7}$/;
export const MODIFIER_PATTERN = /^[A-Z0-9]{2}$/;
export const REASON_CODE_PATTERN = /^[A-Z0-9]{1,4}(-[A-Z0-9]{1,5})?$/;

/** MM/dd/yyyy from three inputs, or null when it is not a real date. */
export function composeDate(month?: string, day?: string, year?: string): string | null {
  const m = Number(month);
  const d = Number(day);
  const y = Number(year);
  if (
    !Number.isInteger(m) ||
    !Number.isInteger(d) ||
    !Number.isInteger(y) ||
    !/^\d{4}$/.test(String(year ?? "").trim())
  )
    return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}/${y}`;
}

/** "01/31/2026" → { month: "01", day: "31", year: "2026" } (for a form's initial values). */
export function splitDate(value: string | null | undefined): {
  effectiveMonth?: string;
  effectiveDay?: string;
  effectiveYear?: string;
} {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value ?? "");
  return match ? { effectiveMonth: match[1], effectiveDay: match[2], effectiveYear: match[3] } : {};
}

/** The upload form: validated by hand (files are streamed, never parsed by conform). */
export const CSV_CONTENT_TYPES = ["text/csv", "application/vnd.ms-excel", "text/plain"] as const;

export function csvFileProblem(fileName: string, contentType: string): "missing" | "notCsv" | null {
  if (!fileName) return "missing";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (!/\.csv$/i.test(fileName) || !(CSV_CONTENT_TYPES as readonly string[]).includes(type)) return "notCsv";
  return null;
}

/** List query parameters: page is 0-based in the URL too (?page=2 is the third page). */
export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < 100_000 ? n : 0;
}

export const SORTABLE_SCHEDULE_FIELDS = ["name", "category", "effectiveDate"] as const;

export function sortParam(value: string | null): {
  field: (typeof SORTABLE_SCHEDULE_FIELDS)[number];
  direction: "asc" | "desc";
} {
  const [field, direction] = (value ?? "").split(",");
  const known = (SORTABLE_SCHEDULE_FIELDS as readonly string[]).includes(field ?? "")
    ? (field as (typeof SORTABLE_SCHEDULE_FIELDS)[number])
    : "name";
  return { field: known, direction: direction === "desc" ? "desc" : "asc" };
}

/** Multipart framing around the file: a body may exceed the file limit by this much. */
export const UPLOAD_OVERHEAD_BYTES = 16 * 1024;

export function megabytes(bytes: number) {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/** "99213-25", or "99213" for an entry without a modifier. */
export function entryLabel(entry: { procedureCode: string; modifier?: string | null }) {
  return `${entry.procedureCode}${entry.modifier ? `-${entry.modifier}` : ""}`;
}
