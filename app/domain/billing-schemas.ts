import { z } from "zod";
import { MONEY_MESSAGES, parseMoney } from "./billing-money";
import { msg } from "./messages";

/**
 * The billing forms' schemas, shared by the actions (parseWithZod) and conform in the browser.
 * Messages are i18n keys (billing namespace). Codes are trimmed and upper-cased; amounts stay
 * decimal strings ("125.50") from the form to the upstream.
 */

export const FEE_SCHEDULE_CATEGORIES = ["MEDICARE", "MEDICAID", "COMMERCIAL", "WORKERS_COMPENSATION", "SELF_PAY", "OTHER"] as const;
export type FeeScheduleCategory = (typeof FEE_SCHEDULE_CATEGORIES)[number];

export const PROCEDURE_CODE_PATTERN = /^[A-Z0-9]{4,7}$/;
export const MODIFIER_PATTERN = /^[A-Z0-9]{2}$/;
export const REASON_CODE_PATTERN = /^[A-Z0-9]{1,4}(-[A-Z0-9]{1,5})?$/;

const tooLong = (max: number) => msg("validation:tooLong", { max });

function requiredText(requiredKey: string, max: number) {
  return z
    .string({ required_error: msg(requiredKey) })
    .trim()
    .min(1, msg(requiredKey))
    .max(max, tooLong(max));
}

const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

function code(requiredKey: string, pattern: RegExp, invalidKey: string) {
  return z
    .string({ required_error: msg(requiredKey) })
    .trim()
    .toUpperCase()
    .min(1, msg(requiredKey))
    .regex(pattern, msg(invalidKey));
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

/** MM/dd/yyyy from three inputs, or null when it is not a real date. */
export function composeDate(month?: string, day?: string, year?: string): string | null {
  const m = Number(month);
  const d = Number(day);
  const y = Number(year);
  if (!Number.isInteger(m) || !Number.isInteger(d) || !Number.isInteger(y) || !/^\d{4}$/.test(String(year ?? "").trim())) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}/${y}`;
}

/** "01/31/2026" → { month: "01", day: "31", year: "2026" } (for a form's initial values). */
export function splitDate(value: string | null | undefined): { effectiveMonth?: string; effectiveDay?: string; effectiveYear?: string } {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value ?? "");
  return match ? { effectiveMonth: match[1], effectiveDay: match[2], effectiveYear: match[3] } : {};
}

const DISPLAY_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * The effective date is typed into three inputs (GOV.UK date input) and checked as one value. It
 * is composed before the object is parsed, so its message shows together with every other one.
 */
export const feeScheduleSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object") return raw;
    const v = raw as Record<string, unknown>;
    const parts = [v.effectiveMonth, v.effectiveDay, v.effectiveYear].map((x) => (typeof x === "string" ? x.trim() : ""));
    const empty = parts.every((p) => p === "");
    return { ...v, effectiveDate: empty ? undefined : (composeDate(parts[0], parts[1], parts[2]) ?? "invalid") };
  },
  z.object({
    name: requiredText("billing:errors.nameRequired", 100),
    category: z.enum(FEE_SCHEDULE_CATEGORIES, { errorMap: () => ({ message: msg("billing:errors.categoryRequired") }) }),
    description: optionalText(500),
    effectiveMonth: z.string().trim().optional(),
    effectiveDay: z.string().trim().optional(),
    effectiveYear: z.string().trim().optional(),
    effectiveDate: z.string({ required_error: msg("billing:errors.dateRequired") }).regex(DISPLAY_DATE, msg("billing:errors.dateInvalid")),
    payerId: z.string().trim().max(64).optional(),
  }),
);
export type FeeScheduleInput = z.output<typeof feeScheduleSchema>;

export const planSchema = z.object({
  name: requiredText("billing:errors.nameRequired", 100),
  description: optionalText(500),
});

export const entrySchema = z.object({
  procedureCode: code("billing:errors.procedureCodeRequired", PROCEDURE_CODE_PATTERN, "billing:errors.procedureCodeInvalid"),
  modifier: z.string().trim().toUpperCase().regex(MODIFIER_PATTERN, msg("billing:errors.modifierInvalid")).optional(),
  amount: moneyField(),
  referencedFeeSchedulePlanId: z.string().trim().max(64).optional(),
});
export type EntryInput = z.output<typeof entrySchema>;

export const procedureCodeSchema = z.object({
  code: code("billing:errors.codeRequired", PROCEDURE_CODE_PATTERN, "billing:errors.procedureCodeInvalid"),
  description: requiredText("billing:errors.descriptionRequired", 200),
  group: requiredText("billing:errors.groupRequired", 60),
  defaultAmount: moneyField(),
});

export const modifierSchema = z.object({
  code: code("billing:errors.codeRequired", MODIFIER_PATTERN, "billing:errors.modifierInvalid"),
  description: requiredText("billing:errors.descriptionRequired", 200),
});

export const reasonCodeSchema = z.object({
  code: code("billing:errors.codeRequired", REASON_CODE_PATTERN, "billing:errors.reasonCodeInvalid"),
  description: requiredText("billing:errors.descriptionRequired", 200),
});

export const payerSchema = z.object({
  payerName: requiredText("billing:errors.payerNameRequired", 100),
  payerGroupNumber: z.string().trim().toUpperCase().max(20, tooLong(20)).optional(),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, msg("billing:errors.stateInvalid"))
    .optional(),
});

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

export function sortParam(value: string | null): { field: (typeof SORTABLE_SCHEDULE_FIELDS)[number]; direction: "asc" | "desc" } {
  const [field, direction] = (value ?? "").split(",");
  const known = (SORTABLE_SCHEDULE_FIELDS as readonly string[]).includes(field ?? "") ? (field as (typeof SORTABLE_SCHEDULE_FIELDS)[number]) : "name";
  return { field: known, direction: direction === "desc" ? "desc" : "asc" };
}

/** Multipart framing around the file: a body may exceed the file limit by this much. */
export const UPLOAD_OVERHEAD_BYTES = 16 * 1024;

export function megabytes(bytes: number) {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

interface FileLike {
  name: string;
  size: number;
  type: string;
}

const isFileLike = (v: unknown): v is FileLike =>
  typeof v === "object" && v !== null && typeof (v as FileLike).name === "string" && typeof (v as FileLike).size === "number";

/**
 * The upload form's check in the browser (with JS), before anything is sent. The server makes
 * the same checks on the stream (billing-multipart.ts); this only saves a round trip.
 */
export function csvUploadSchema(limitBytes: number) {
  return z.object({
    file: z
      .custom<FileLike>((v) => isFileLike(v) && v.name !== "", msg("billing:import.errors.missing"))
      .superRefine((file, ctx) => {
        const problem = csvFileProblem(file.name, file.type || "application/octet-stream");
        if (problem === "notCsv") ctx.addIssue({ code: z.ZodIssueCode.custom, message: msg("billing:import.errors.notCsv", { name: file.name }) });
        else if (file.size > limitBytes) ctx.addIssue({ code: z.ZodIssueCode.custom, message: msg("billing:import.errors.tooLarge", { mb: megabytes(limitBytes) }) });
      }),
  });
}

/** "99213-25", or "99213" for an entry without a modifier. */
export function entryLabel(entry: { procedureCode: string; modifier?: string | null }) {
  return `${entry.procedureCode}${entry.modifier ? `-${entry.modifier}` : ""}`;
}
