import ical, { ICalEventStatus } from "ical-generator";
import type { Feed, FeedAppointment } from "~/upstream/calendar-feeds.server";

/**
 * A provider's appointments as an iCalendar document (RFC 5545; decision 026), written by
 * ical-generator (line folding, escaping, CRLF). Server-only: the library never reaches a
 * browser bundle. Times are UTC; each event's UID is the appointment's id, so a calendar program
 * updates an event in place when it moves or is cancelled.
 */

/** How long a calendar program should wait between reads (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;
/** An appointment's length when the upstream does not say. */
const DEFAULT_MINUTES = 30;
/** Between the appointment's name and the patient's: punctuation, not text. */
const SEPARATOR = " – ";

const validDate = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The clinic's name and address on one line, as calendar programs show LOCATION. */
export function locationOf(appointment: FeedAppointment): string {
  const place = appointment.location;
  if (!place) return "";
  const address = place.address;
  const cityLine = [address?.city, [address?.state, address?.zipcode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [place.name, address?.address1, address?.address2, cityLine]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
}

/**
 * The document. `host` makes each UID globally unique (`<task id>@<host>`); patient names appear
 * only when the feed says the provider opted in, whatever else the upstream sent.
 */
export function renderCalendarFeed(feed: Feed, host: string): string {
  const calendar = ical({
    name: feed.performerName ?? undefined,
    prodId: { company: "care-delivery-web", product: "appointments" },
    ttl: REFRESH_SECONDS,
  });
  for (const appointment of feed.appointments) {
    const start = validDate(appointment.dueDate);
    if (!start) continue;
    const given = validDate(appointment.endDate);
    const end = given && given > start ? given : new Date(start.getTime() + DEFAULT_MINUTES * 60_000);
    const patient = feed.includePatientNames ? appointment.patientName?.trim() : undefined;
    calendar.createEvent({
      id: `${appointment.id}@${host}`,
      start,
      end,
      summary: [appointment.name?.trim(), patient].filter(Boolean).join(SEPARATOR),
      location: locationOf(appointment) || null,
      status: appointment.status === "CANCELLED" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves it off.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
