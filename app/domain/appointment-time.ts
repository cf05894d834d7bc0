/**
 * When an appointment is, as every screen says it (issue 38: the calendar, the staff list, the
 * patient record, the patient's pages, the booking's confirmation). Its own module, with only
 * the formatting rules under it, so the patient's pages can use it without the list's rules.
 */
import { formatLongDate, formatTime, zoneAbbreviation, zonedCalendarDate } from "./format";

/**
 * The one zone an appointment is read in, on every screen (issue 38): its clinic's, because the
 * clinic's staff and its patients work by the clinic's clock; the reader's own only when the
 * upstream names no clinic zone. Said with its abbreviation wherever a time is shown, so a
 * reader in another zone is not misled.
 */
export function appointmentZone(
  task: { location?: { timeZoneId?: string | null } | null },
  fallback: string,
): string {
  return task.location?.timeZoneId ?? fallback;
}

/** The time of day of an appointment with its zone: "1:00 PM MST". */
export function appointmentTime(dueDate: string, timeZone: string, locale: string): string {
  return `${formatTime(dueDate, timeZone, locale)} ${zoneAbbreviation(dueDate, timeZone, locale)}`;
}

/** An appointment spelled out: "Saturday, November 21, 2026, 1:00 PM MST". */
export function appointmentWhen(dueDate: string, timeZone: string, locale: string): string {
  return `${formatLongDate(zonedCalendarDate(dueDate, timeZone), locale)}, ${appointmentTime(dueDate, timeZone, locale)}`;
}
