import type { z } from "zod";
import { calendarFeedSchema, feedAppointmentSchema, feedSchema, providers } from "@contract/providers";
import type { UpstreamClient, UpstreamResult } from "./client.server";

/**
 * A provider's iCalendar subscription (decision 026). Not in the documented contract: an upstream
 * without it answers 404 or 405, and the page says this server offers no subscriptions.
 */

export { calendarFeedSchema, feedAppointmentSchema, feedSchema };
export type CalendarFeed = z.output<typeof calendarFeedSchema>;

/** Whether an upstream failure means this backend has no calendar feeds at all. */
export function lacksCalendarFeeds(result: UpstreamResult<unknown>): boolean {
  return !result.ok && result.kind === "http" && (result.status === 404 || result.status === 405);
}

export function getCalendarFeed(client: UpstreamClient, performerId: string) {
  return client.invoke(providers.calendarFeed, { params: { id: performerId } });
}

/** Makes the feed or rotates its secret (the old URL stops answering); answers the new secret. */
export function putCalendarFeed(client: UpstreamClient, performerId: string, includePatientNames: boolean) {
  return client.invoke(providers.makeCalendarFeed, {
    params: { id: performerId },
    json: { includePatientNames },
  });
}

/** Lets patient names into the feed or keeps them out, keeping the secret. */
export function patchCalendarFeed(client: UpstreamClient, performerId: string, includePatientNames: boolean) {
  return client.invoke(providers.changeCalendarFeed, {
    params: { id: performerId },
    json: { includePatientNames },
  });
}

export function deleteCalendarFeed(client: UpstreamClient, performerId: string) {
  return client.invoke(providers.revokeCalendarFeed, { params: { id: performerId } });
}

export type FeedAppointment = z.output<typeof feedAppointmentSchema>;
export type Feed = z.output<typeof feedSchema>;

/** The feed as a calendar program reads it: no session, the secret is the credential. */
export function getFeedAppointments(client: UpstreamClient, secret: string) {
  return client.invoke(providers.feed, { params: { secret }, anonymous: true });
}
