import { addDays, differenceInCalendarDays, isValid, lightFormat } from "date-fns";
import { dateTimeFormat, formatTime, zonedCalendarDate } from "@contract/date-formats";
import { KM_PER_MILE } from "@contract/distances";

// The kept date formatters and the dates both sides print are the contract's (contract/date-formats.ts).
export {
  dateTimeFormat,
  formatNumericDate,
  formatTime,
  zonedCalendarDate,
  zonedClockTime,
} from "@contract/date-formats";
export { KM_PER_MILE } from "@contract/distances";

/**
 * Formatting rules (spec part 1 §9, part 2 §9). Calendar arithmetic and the fixed numeric
 * formats go through date-fns (its light functions: `format` and `parse` would add 10 KB of
 * locale machinery to every page); names of days and months, times of day and numbers through
 * Intl, which knows all ten languages (date-fns has no Tagalog) and any IANA time zone.
 */

/** Number formatters are kept like the date formatters: one per locale and options. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    if (numberFormats.size > 2000) numberFormats.clear();
    numberFormats.set(key, format);
  }
  return format;
}

/** The display and wire format of dates: MM/dd/yyyy. */
export const DATE_FORMAT = "MM/dd/yyyy";

/** A calendar date as a local-midnight Date, or null when it is not a real date. */
function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  if (
    !isValid(date) ||
    date.getFullYear() !== year ||
    date.getMonth() !== month - 1 ||
    date.getDate() !== day
  )
    return null;
  return date;
}

function fromIsoDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** "2026-11-21" (a calendar date) → "11/21/2026". */
export function formatDisplayDate(isoDate: string): string {
  const date = fromIsoDate(isoDate);
  return date ? lightFormat(date, DATE_FORMAT) : isoDate;
}

/** Whole calendar days from one "yyyy-MM-dd" to another. */
export function daysBetween(from: string, to: string): number {
  const a = fromIsoDate(from);
  const b = fromIsoDate(to);
  return a && b ? differenceInCalendarDays(b, a) : 0;
}

/** A "yyyy-MM-dd" date moved by a number of days. */
export function addCalendarDays(isoDate: string, days: number): string {
  const date = fromIsoDate(isoDate);
  return date ? lightFormat(addDays(date, days), "yyyy-MM-dd") : isoDate;
}

/** An instant → "11/21/2026" as the calendar date in a time zone. */
export function formatInstantDate(instant: Date | string, timeZone: string): string {
  return formatDisplayDate(zonedCalendarDate(instant, timeZone));
}

/** "11/21/2026" → "2026-11-21", or null when it is not a real date. */
export function parseDisplayDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const date = match ? calendarDate(Number(match[3]), Number(match[1]), Number(match[2])) : null;
  return date ? lightFormat(date, "yyyy-MM-dd") : null;
}

/** An instant spelled out at the wall clock of a zone: "Saturday, November 21, 2026, 8:00 AM". */
export function formatInstant(instant: Date | string, timeZone: string, locale: string): string {
  return `${formatLongDate(zonedCalendarDate(instant, timeZone), locale)}, ${formatTime(instant, timeZone, locale)}`;
}

/** A calendar date spelled out in the user's language: "Saturday, November 21, 2026". */
export function formatLongDate(isoDate: string, locale: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  return dateTimeFormat(locale, {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A calendar date as a table shows it, in the user's language: "Mar 31, 2027", "31 mar 2027". */
export function formatMediumDate(isoDate: string, locale: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  return dateTimeFormat(locale, { timeZone: "UTC", dateStyle: "medium" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** A calendar date as briefly as the language writes it: "11/24", "24/11", "11月24日". */
export function formatShortDate(isoDate: string, locale: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  return dateTimeFormat(locale, { timeZone: "UTC", month: "numeric", day: "numeric" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/**
 * A time zone in words, in the reader's language and whatever the season ("Eastern Time",
 * "hora oriental"; Phoenix, on standard time all year, "Mountain Standard Time"). A zone Intl
 * does not know, or has no name for, is shown as it came.
 */
export function timeZoneName(zone: string, locale: string): string {
  let name: string | undefined;
  try {
    name = dateTimeFormat(locale, { timeZone: zone, timeZoneName: "longGeneric" })
      .formatToParts(Date.UTC(2026, 0, 15))
      .find((part) => part.type === "timeZoneName")?.value;
  } catch {
    return zone;
  }
  if (!name || /^GMT[+-]/.test(name)) return zone;
  return name;
}

/** The short name of the zone at that instant: "EST", "CST", "GMT+9". */
export function zoneAbbreviation(instant: Date | string, timeZone: string, locale = "en-US"): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(date)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

export type RelativeTime =
  | { key: "time.justNow" }
  | { key: "time.minuteAgo" }
  | { key: "time.minutesAgo"; count: number }
  | { key: "time.hourAgo" }
  | { key: "time.hoursAgo"; count: number }
  | { key: "time.dayAgo" }
  | { key: "time.daysAgo"; count: number };

/**
 * Relative time as an i18n key and count: "just now", "a minute ago", "N minutes ago", "an hour
 * ago", "N hours ago", "a day ago", "N days ago". The words live in the translations, so every
 * language says it naturally; the counted keys are plural keys, given the count as `count`.
 */
export function relativeTime(then: Date | string, now: Date = new Date()): RelativeTime {
  const date = typeof then === "string" ? new Date(then) : then;
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 45) return { key: "time.justNow" };
  const minutes = Math.round(seconds / 60);
  if (minutes < 2) return { key: "time.minuteAgo" };
  if (minutes < 45) return { key: "time.minutesAgo", count: minutes };
  const hours = Math.round(minutes / 60);
  if (hours < 2) return { key: "time.hourAgo" };
  if (hours < 24) return { key: "time.hoursAgo", count: hours };
  const days = Math.round(hours / 24);
  if (days < 2) return { key: "time.dayAgo" };
  return { key: "time.daysAgo", count: days };
}

/** 999 → "999", 1234 → "1.2K", 1500000 → "1.5M", with the language's decimal mark. */
export function formatCompactNumber(value: number, locale: string): string {
  const abs = Math.abs(value);
  const oneDecimal = numberFormat(locale, { maximumFractionDigits: 1 });
  if (abs >= 1e6) return `${oneDecimal.format(value / 1e6)}M`;
  if (abs >= 1e3) return `${oneDecimal.format(value / 1e3)}K`;
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A whole count in full, with the language's grouping: 12,345 / 12.345 / 12 345. */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** A fraction (0.25) as a percentage in the user's language: "25%", "25 %". */
export function formatPercent(fraction: number, locale: string): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(fraction);
}

/** A distance given in miles, shown in miles or kilometres: "3.2 mi", "5,1 km". */
export function formatDistance(miles: number, unit: "mile" | "kilometer", locale: string): string {
  const value = unit === "mile" ? miles : miles * KM_PER_MILE;
  return numberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A file's size in the user's language: "840 kB", "3,2 MB" (decimal units, as file managers show). */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1e6 ? [bytes / 1e6, "megabyte"] : bytes >= 1e3 ? [bytes / 1e3, "kilobyte"] : [bytes, "byte"];
  return numberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(
    value,
  );
}

/** Money from a decimal string ("125.50"), in the user's language. */
export function formatMoney(amount: string | number, locale: string, currency = "USD"): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return numberFormat(locale, { style: "currency", currency }).format(value);
}

/** Care plan duration in days → weeks plus leftover days (spec part 1 §3). */
export function weeksAndDays(totalDays: number): { weeks: number; days: number } {
  const days = Math.max(0, Math.floor(totalDays));
  return { weeks: Math.floor(days / 7), days: days % 7 };
}

/** "November 2026" in the user's language: a month calendar's title. */
export function formatMonthYear(isoDate: string, locale: string): string {
  const [y, m] = isoDate.split("-").map(Number);
  if (!y || !m) return isoDate;
  return dateTimeFormat(locale, { timeZone: "UTC", year: "numeric", month: "long" }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/** "Nov 22 – 28, 2026" in the user's language: a week calendar's title. */
export function formatDateRange(fromIso: string, toIso: string, locale: string): string {
  const format = dateTimeFormat(locale, { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
  return format.formatRange(new Date(`${fromIso}T00:00:00Z`), new Date(`${toIso}T00:00:00Z`));
}

/** The short names of the seven weekdays from `weekStart` (0 Sunday), in the user's language. */
export function weekdayNames(weekStart: 0 | 1, locale: string, width: "short" | "long" = "short"): string[] {
  const format = dateTimeFormat(locale, { timeZone: "UTC", weekday: width });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) =>
    format.format(new Date(Date.UTC(2023, 0, 1 + weekStart + index))),
  );
}

/** The UTC offset ("+05:30", "-04:00") of a time zone at an instant. */
function offsetAt(instant: Date, timeZone: string): string {
  const name =
    dateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  return /GMT([+-]\d{2}:\d{2})/.exec(name)?.[1] ?? "+00:00";
}

/** The instants a yyyy-mm-dd day starts and ends at in a time zone (the end exclusive). */
export function zonedDayBounds(day: string, timeZone: string): { start: string; end: string } {
  // The offset at noon first, then at the midnight it gives: a day that changes clocks early in
  // the morning starts in the offset before the change.
  const at = (d: string) => {
    const guess = new Date(`${d}T00:00:00${offsetAt(new Date(`${d}T12:00:00Z`), timeZone)}`);
    return new Date(`${d}T00:00:00${offsetAt(guess, timeZone)}`).toISOString();
  };
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { start: at(day), end: at(next.toISOString().slice(0, 10)) };
}

/** The instant of a yyyy-mm-dd day and an "HH:mm" wall-clock time in a zone. */
export function zonedInstant(day: string, time: string, timeZone: string): string {
  const guess = new Date(`${day}T${time}:00${offsetAt(new Date(`${day}T12:00:00Z`), timeZone)}`);
  return new Date(`${day}T${time}:00${offsetAt(guess, timeZone)}`).toISOString();
}

/**
 * A wall-clock time ("14:30", no zone: an event's hours are the holder's local time) in the
 * language's way ("2:30 PM", "14:30"); anything else is shown as it came.
 */
export function formatWallTime(hhmm: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return dateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(at);
}
