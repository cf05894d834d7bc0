/**
 * The organization exports (spec part 2 §7 "Exports"; decision 040): seven files, each over a
 * range of days and, for two, a status. The upstream's paths, formats and filters are here once,
 * for the exports tab's forms and the download route (the forms' schema is in export-schemas.ts).
 */
import { TASK_STATUSES } from "./patient-results";
import { REQUEST_STATUSES } from "./patient-requests";

export interface ExportSpec {
  key: string;
  /** Under /api/organizations/{id}/, before `/download`. */
  path: string;
  format: "csv" | "xlsx";
  /** The statuses it can be narrowed to, and the i18n prefix of their labels. */
  statuses?: { values: readonly string[]; label: string };
}

export const EXPORTS: readonly ExportSpec[] = [
  { key: "patients", path: "patients/csv", format: "csv" },
  {
    key: "homebound",
    path: "homebound/csv",
    format: "csv",
    statuses: { values: REQUEST_STATUSES, label: "patientRequests:statuses." },
  },
  { key: "vaccinations", path: "vaccinations/excel", format: "xlsx" },
  {
    key: "appointments",
    path: "appointments/excel",
    format: "xlsx",
    statuses: { values: TASK_STATUSES, label: "exports:taskStatuses." },
  },
  { key: "completedTests", path: "completed-tests/excel", format: "xlsx" },
  { key: "billing", path: "billing/excel", format: "xlsx" },
  { key: "incentive", path: "incentive/csv", format: "csv" },
];

/** The longest range one file covers, both ends counted (the upstream's limit too). */
export const EXPORT_MAX_DAYS = 731;

export const EXPORT_MEDIA_TYPES = {
  csv: ["text/csv"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
} as const;

export function exportSpec(key: string | null | undefined): ExportSpec | undefined {
  return EXPORTS.find((e) => e.key === key);
}

/** The default range: the last 30 days up to today. */
export function defaultExportRange(today: string): { from: string; to: string } {
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 29);
  return { from: from.toISOString().slice(0, 10), to: today };
}
