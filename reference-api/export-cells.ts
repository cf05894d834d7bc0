import { readFileSync } from "node:fs";
import path from "node:path";
import { formatNumericDate, formatTime, zonedCalendarDate, zonedClockTime } from "@contract/date-formats";
import { testResultOf } from "@contract/test-results";
import { formatPhone, languageName } from "@contract/people";
import { isTimeZone } from "@contract/time-zones";
import { DEFAULT_LANGUAGE, matchAcceptLanguage } from "@contract/languages";

/**
 * The cells of the organization exports as a person reads them in a spreadsheet (issue 38 §3,
 * decision 055): codes as labels in the reader's language (the Accept-Language the app sends),
 * phone numbers for the reader's country, and dates at the wall clock of the organization's time
 * zone, as real dates in a workbook and as the language's date text in a CSV.
 */

export type CellKind =
  | "text"
  | "gender"
  | "language"
  | "phone"
  | "taskStatus"
  | "requestStatus"
  | "requestType"
  | "observationStatus"
  | "testResult"
  | "yesNo"
  /** A calendar date (MM/dd/yyyy or yyyy-mm-dd): no time zone of its own. */
  | "day"
  /** An instant, shown at the organization's wall clock. */
  | "instant"
  | "count"
  | "amount";

export interface ExportColumn {
  /** Its header's key under `exports:columns`. */
  label: string;
  /** The row's field. */
  field: string;
  kind: CellKind;
}

export type Cell = string | number | Date | null;

/** Where each kind of code finds its words: the app's own translations, one place for both. */
const LABELS: Partial<Record<CellKind, string>> = {
  gender: "members:genders.",
  taskStatus: "exports:taskStatuses.",
  requestStatus: "patientRequests:statuses.",
  observationStatus: "carePlans:statuses.",
  testResult: "patient:results.",
};
const NAMESPACES = ["exports", "members", "patientRequests", "carePlans", "patient"] as const;

type Lookup = (key: string) => string | undefined;
const lookups = new Map<string, Lookup>();

function localesDirectory() {
  return process.env.LOCALES_DIR ?? path.resolve(process.cwd(), "public", "locales");
}

function readNamespace(locale: string, ns: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(path.join(localesDirectory(), locale, `${ns}.json`), "utf8")) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}

/** `ns:a.b` in one language's files, read once. */
function lookupIn(locale: string): Lookup {
  let lookup = lookups.get(locale);
  if (!lookup) {
    const files = Object.fromEntries(NAMESPACES.map((ns) => [ns, readNamespace(locale, ns)]));
    lookup = (key) => {
      const [ns = "", rest = ""] = key.split(":", 2);
      let node: unknown = files[ns];
      for (const part of rest.split(".")) {
        if (!node || typeof node !== "object") return undefined;
        node = (node as Record<string, unknown>)[part];
      }
      return typeof node === "string" ? node : undefined;
    };
    lookups.set(locale, lookup);
  }
  return lookup;
}

/** One language's words for the exports, en-US where a word is missing, the code where both are. */
export function exportLabels(locale: string): (key: string) => string | undefined {
  const own = lookupIn(locale);
  const fallback = lookupIn(DEFAULT_LANGUAGE);
  return (key) => own(key) ?? fallback(key);
}

export interface CellContext {
  locale: string;
  timeZone: string;
  format: "csv" | "xlsx";
  label: (key: string) => string | undefined;
}

/** The reader's language from the request's Accept-Language, and the organization's zone (UTC if it has none the runtime knows). */
export function cellContext(
  acceptLanguage: string | undefined,
  timeZone: string | null | undefined,
  format: "csv" | "xlsx",
): CellContext {
  const locale = matchAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
  return {
    locale,
    timeZone: timeZone && isTimeZone(timeZone) ? timeZone : "UTC",
    format,
    label: exportLabels(locale),
  };
}

/** yyyy-mm-dd of a calendar date sent as MM/dd/yyyy or yyyy-mm-dd (an instant's first ten characters), or null. */
function isoDay(value: string): string | null {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) ? iso : null;
}

/**
 * A spreadsheet date holds no zone: it is the wall-clock reading. So the instant's day and time at
 * the organization's clock become the UTC fields of the Date a workbook writes.
 */
function wallClock(instant: Date, timeZone: string): Date {
  return new Date(`${zonedCalendarDate(instant, timeZone)}T${zonedClockTime(instant, timeZone)}:00Z`);
}

export function formatCell(value: unknown, kind: CellKind, ctx: CellContext): Cell {
  if (value === null || value === undefined || value === "") return null;
  const text = String(value);
  const prefix = LABELS[kind];
  switch (kind) {
    case "gender":
    case "taskStatus":
    case "requestStatus":
    case "observationStatus":
      return ctx.label(`${prefix}${text}`) ?? text;
    case "requestType":
      // The type's words are keyed without spaces ("Ride Request" → typeOptions.RideRequest).
      return ctx.label(`patientRequests:typeOptions.${text.replace(/\s+/g, "")}`) ?? text;
    case "testResult": {
      const result = testResultOf(value as string | number);
      return result ? (ctx.label(`${prefix}${result}`) ?? result) : text;
    }
    case "language":
      return languageName(text, ctx.locale);
    case "phone":
      return formatPhone(text, ctx.locale);
    case "yesNo": {
      const yes = value === true || value === 1 || text === "1" || text.toLowerCase() === "true";
      return ctx.label(yes ? "exports:yes" : "exports:no") ?? (yes ? "Yes" : "No");
    }
    case "day": {
      const day = isoDay(text);
      if (!day) return text;
      return ctx.format === "xlsx" ? new Date(`${day}T00:00:00Z`) : formatNumericDate(day, ctx.locale);
    }
    case "instant": {
      const instant = new Date(text);
      if (Number.isNaN(instant.getTime())) return text;
      if (ctx.format === "xlsx") return wallClock(instant, ctx.timeZone);
      const day = zonedCalendarDate(instant, ctx.timeZone);
      return `${formatNumericDate(day, ctx.locale)} ${formatTime(instant, ctx.timeZone, ctx.locale)}`;
    }
    case "count":
    case "amount": {
      // A workbook sums numbers; a CSV keeps the upstream's digits ("25.00"), which a spreadsheet reads as a number.
      const number = Number(text);
      return ctx.format === "xlsx" && Number.isFinite(number)
        ? number
        : typeof value === "number"
          ? value
          : text;
    }
    default:
      return text;
  }
}

/** One row's cells in the columns' order. */
export function formatRow(
  row: Record<string, unknown>,
  columns: readonly ExportColumn[],
  ctx: CellContext,
): Cell[] {
  return columns.map((column) => formatCell(row[column.field], column.kind, ctx));
}

/** The header row in the reader's language. */
export function headerRow(columns: readonly ExportColumn[], ctx: CellContext): string[] {
  return columns.map((column) => ctx.label(`exports:columns.${column.label}`) ?? column.label);
}

/**
 * An Excel number format that writes a date (with its time for an instant) the way the reader's
 * language does, taken from Intl's own pattern: "mm/dd/yyyy h:mm AM/PM" for en-US,
 * "dd/mm/yyyy hh:mm" for es-MX, "yyyy/mm/dd hh:mm" for ja-JP. Excel's built-in date formats follow
 * the computer's settings instead of the reader's language, and most have a two-digit year.
 */
export function excelDateFormat(locale: string, withTime: boolean): string {
  const sample = new Date(Date.UTC(2026, 10, 28, 15, 5));
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone: "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    ...(withTime ? { hour: "numeric", minute: "2-digit" } : {}),
  }).formatToParts(sample);
  const twelveHour = parts.some((p) => p.type === "dayPeriod");
  return parts
    .map((part) => {
      switch (part.type) {
        case "year":
          return "yyyy";
        case "month":
          return "mm";
        case "day":
          return "dd";
        case "hour":
          return twelveHour ? "h" : "hh";
        case "minute":
          return "mm";
        case "dayPeriod":
          return "AM/PM";
        default:
          // Literals quoted: a letter or a dot in them must not be read as a code. Intl's narrow
          // no-break space before "PM" becomes a plain one, as people type it.
          return part.value ? `"${part.value.replace(/"/g, "").replace(/[\u00A0\u202F]/g, " ")}"` : "";
      }
    })
    .join("");
}
