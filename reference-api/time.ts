/** Wall-clock time in an IANA zone ↔ UTC instants, with Intl only (no zone database package). */

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a lane list
// formats once per lane: one formatter per kind and zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions & { timeZone: string }) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = formatter("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** "2026-11-21" + "08:30" in America/Chicago → the UTC instant. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  let instant = new Date(guess - offsetMinutes(new Date(guess), timeZone) * 60_000);
  // A second pass settles days when the offset changes (daylight saving).
  instant = new Date(guess - offsetMinutes(instant, timeZone) * 60_000);
  return instant;
}

/** The calendar date ("yyyy-MM-dd") of an instant in a zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  return formatter("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** The wall-clock time ("HH:mm") of an instant in a zone. */
export function zonedTime(instant: Date, timeZone: string): string {
  return formatter("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10);
}

/** "yyyy-MM-dd" ↔ "MM/dd/yyyy" (the documented wire format). */
export function toWireDate(date: string): string {
  const [y, m, d] = date.split("-");
  return `${m}/${d}/${y}`;
}

export function fromWireDate(wire: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(wire);
  if (!match) return null;
  const [, m, d, y] = match;
  const iso = `${y}-${m}-${d}`;
  const check = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== iso ? null : iso;
}
