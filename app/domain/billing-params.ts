import { FEE_SCHEDULE_CATEGORIES } from "@contract/vocabulary";
import type { ListSpec } from "./list-query";

/**
 * Billing rules without zod: list parameters, categories, dates, the upload checks. Pages that
 * only list import this, so zod stays out of their JavaScript.
 */

export { FEE_SCHEDULE_CATEGORIES, type FeeScheduleCategory } from "@contract/vocabulary";

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

/** Billing lists page by 20 (spec part 2 §9), with larger pages on request. */
export const BILLING_PAGE_SIZES = [20, 50, 100] as const;

/**
 * The fee schedules list: the upstream filters by name and category and sorts by three columns;
 * people choose which columns show and in what order (the name, with the row's link, always shows).
 */
export const FEE_SCHEDULE_LIST: ListSpec = {
  id: "feeSchedules",
  filters: [
    { kind: "text", name: "name", max: 100, label: "billing:feeSchedules.searchName" },
    {
      kind: "select",
      name: "category",
      options: FEE_SCHEDULE_CATEGORIES,
      optionLabel: "billing:categories.",
      any: "billing:feeSchedules.anyCategory",
      label: "billing:feeSchedules.category",
    },
  ],
  sort: { fields: ["name", "category", "effectiveDate"], initial: { field: "name", direction: "asc" } },
  pageSizes: BILLING_PAGE_SIZES,
  columns: [
    { id: "name", label: "billing:feeSchedules.name", hideable: false },
    { id: "category", label: "billing:feeSchedules.category" },
    { id: "effectiveDate", label: "billing:feeSchedules.effectiveDate" },
    { id: "payer", label: "billing:feeSchedules.payer" },
    { id: "plans", label: "billing:feeSchedules.plans" },
    { id: "entries", label: "billing:feeSchedules.entries" },
  ],
};

/**
 * A schedule's plans, searched by name on the schedule's page (which pages its plans and entries
 * by their own parameters, so only the filter comes from here).
 */
export const SCHEDULE_PLANS_LIST: ListSpec = {
  id: "schedulePlans",
  filters: [{ kind: "text", name: "planName", max: 100, label: "billing:plans.searchName" }],
  pageSizes: [20],
};

/** Multipart framing around the file: a body may exceed the file limit by this much. */
export const UPLOAD_OVERHEAD_BYTES = 16 * 1024;

export function megabytes(bytes: number) {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/** "99213-25", or "99213" for an entry without a modifier. */
export function entryLabel(entry: { procedureCode: string; modifier?: string | null }) {
  return `${entry.procedureCode}${entry.modifier ? `-${entry.modifier}` : ""}`;
}
