/**
 * The organization exports (spec part 2 §7 "Exports"; decision 040): seven files, each over a
 * range of days and, for two, a status. The upstream's paths, formats and filters are here once,
 * for the exports tab's forms, their schema and the download route.
 */
import { z } from "zod";
import { isIsoDate } from "./lanes";
import { msg } from "./messages";
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

/** One export's form: which file, its days, and a status where it takes one. */
export const exportFormSchema = z
  .object({
    export: z.string(),
    from: z
      .string({ required_error: msg("exports:errors.fromRequired") })
      .refine(isIsoDate, msg("exports:errors.date")),
    to: z
      .string({ required_error: msg("exports:errors.toRequired") })
      .refine(isIsoDate, msg("exports:errors.date")),
    status: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    const spec = exportSpec(value.export);
    if (!spec) ctx.addIssue({ code: "custom", path: ["export"], message: msg("exports:errors.export") });
    if (value.status !== undefined && !spec?.statuses?.values.includes(value.status))
      ctx.addIssue({ code: "custom", path: ["status"], message: msg("exports:errors.status") });
    if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: msg("exports:errors.backwards") });
    else if (days > EXPORT_MAX_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: msg("exports:errors.tooLong", { max: EXPORT_MAX_DAYS }),
      });
  });
export type ExportForm = z.output<typeof exportFormSchema>;

/** The default range: the last 30 days up to today. */
export function defaultExportRange(today: string): { from: string; to: string } {
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 29);
  return { from: from.toISOString().slice(0, 10), to: today };
}
