import { z } from "zod";
import type { UpstreamClient, UpstreamResult } from "./client.server";
import { addressSchema } from "./organizations.server";
import { upstreamId as id, upstreamInstant, upstreamTimeZone } from "./schemas.server";

/**
 * A provider's iCalendar subscription (decision 026). Not in the documented contract: an upstream
 * without it answers 404 or 405, and the page says this server offers no subscriptions.
 */

export const calendarFeedSchema = z
  .object({
    active: z.boolean(),
    includePatientNames: z.boolean().nullish(),
    createdAt: z.string().nullish(),
    /** Only when made or rotated: the upstream keeps a hash and cannot answer it again. */
    secret: z.string().min(1).nullish(),
  })
  .passthrough();
export type CalendarFeed = z.output<typeof calendarFeedSchema>;

const feedPath = (performerId: string) => `/api/performers/${encodeURIComponent(performerId)}/calendar-feed`;

/** Whether an upstream failure means this backend has no calendar feeds at all. */
export function lacksCalendarFeeds(result: UpstreamResult<unknown>): boolean {
  return !result.ok && result.kind === "http" && (result.status === 404 || result.status === 405);
}

export function getCalendarFeed(client: UpstreamClient, performerId: string) {
  return client.call(feedPath(performerId), { schema: calendarFeedSchema });
}

/** Makes the feed or rotates its secret (the old URL stops answering); answers the new secret. */
export function putCalendarFeed(client: UpstreamClient, performerId: string, includePatientNames: boolean) {
  return client.call(feedPath(performerId), {
    method: "PUT",
    json: { includePatientNames },
    schema: calendarFeedSchema.extend({ secret: z.string().min(1) }),
  });
}

/** Lets patient names into the feed or keeps them out, keeping the secret. */
export function patchCalendarFeed(client: UpstreamClient, performerId: string, includePatientNames: boolean) {
  return client.call(feedPath(performerId), {
    method: "PATCH",
    json: { includePatientNames },
    schema: calendarFeedSchema,
  });
}

export function deleteCalendarFeed(client: UpstreamClient, performerId: string) {
  return client.call(feedPath(performerId), { method: "DELETE" });
}

export const feedAppointmentSchema = z
  .object({
    id,
    name: z.string().nullish(),
    status: z.string().nullish(),
    dueDate: upstreamInstant,
    endDate: upstreamInstant.nullish(),
    location: z
      .object({
        name: z.string().nullish(),
        address: addressSchema.nullish(),
        timeZoneId: upstreamTimeZone,
      })
      .passthrough()
      .nullish(),
    patientName: z.string().nullish(),
  })
  .passthrough();
export type FeedAppointment = z.output<typeof feedAppointmentSchema>;

export const feedSchema = z
  .object({
    performerName: z.string().nullish(),
    includePatientNames: z.boolean(),
    appointments: z.array(feedAppointmentSchema),
  })
  .passthrough();
export type Feed = z.output<typeof feedSchema>;

/** The feed as a calendar program reads it: no session, the secret is the credential. */
export function getFeedAppointments(client: UpstreamClient, secret: string) {
  return client.call(`/api/calendar-feeds/${encodeURIComponent(secret)}/appointments`, {
    anonymous: true,
    schema: feedSchema,
  });
}
