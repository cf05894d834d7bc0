/**
 * The kept Intl date formatters and the dates and times both sides print from them (spec part 1
 * §9, part 2 §9): the app's pages (through app/domain/format.ts) and the reference upstream's
 * documents (exports, PDFs) write a calendar date, a wall-clock time and a zone's day alike.
 */

/**
 * Creating an Intl formatter costs about a millisecond; a page of 60 lanes formats 180 times.
 * Formatters are immutable, so one per locale and options is kept.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The one way to a date formatter: the kept one for this locale and these options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (dateFormats.size > 2000) dateFormats.clear();
    dateFormats.set(key, format);
  }
  return format;
}

/** The calendar date ("yyyy-MM-dd") of an instant in a zone. */
export function zonedCalendarDate(instant: Date | string, timeZone: string): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    date,
  );
}

/** The wall-clock time ("HH:mm", 24-hour) of an instant in a zone: a time input's value. */
export function zonedClockTime(instant: Date | string, timeZone: string): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  const parts = dateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.hour}:${parts.minute}`;
}

/** "8:00 AM" / "08:00" in the user's language, at the wall-clock time of the zone. */
export function formatTime(instant: Date | string, timeZone: string, locale: string): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return dateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" }).format(date);
}

/**
 * A calendar date in the language's all-digit form: "12/01/2026", "01/12/2026", "2026/12/01".
 * What a date box shows and takes in that language, so it is the example a date field's hint
 * gives; and it stays within Latin-1, so a PDF's standard fonts can print it.
 */
export function formatNumericDate(isoDate: string, locale: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  return dateTimeFormat(locale, {
    timeZone: "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
