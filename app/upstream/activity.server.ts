import type { z } from "zod";
import { events, type activity, type notification } from "@contract/events";
import type { UpstreamClient } from "./client.server";
import { linkPath, logMissingLink } from "./links.server";

/** Activities and notifications (spec part 1 §7 "Activities and packages", part 2 §3 "Notification", "Activity"). */

/** What an ACTIVITY event carries (the live relay reads its events through it). */
export { activitySummary as activitySummarySchema } from "@contract/events";

export type Activity = z.output<typeof activity>;
export type Notification = z.output<typeof notification>;

/**
 * One activity's summary (`GET /api/activties/activity/{id}`): what happened, by whom, about which
 * patient and when; no clinical value or note text, so any reader of the feed may open it.
 */
export function getActivity(client: UpstreamClient, activityId: string) {
  return client.invoke(events.activity, { params: { id: activityId } });
}

/** The full record of an activity (the path's spelling is the documented one). */
export function getActivityFull(client: UpstreamClient, activityId: string) {
  return client.invoke(events.full, { params: { id: activityId } });
}

export function getOrganizationActivities(
  client: UpstreamClient,
  organizationId: string,
  page: number,
  size = 10,
) {
  return client.invoke(events.activities, { query: { organizationId, page, size } });
}

/** The signed-in user has looked at one of the patient's activities (the path's spelling is the documented one). */
export function markActivityViewed(client: UpstreamClient, patientId: string, activityId: string) {
  return client.invoke(events.view, { params: { patientId, id: activityId } });
}

/** A patient's activities, page size 10 (spec part 2 §9). */
export function getPatientActivities(client: UpstreamClient, patientId: string, page: number) {
  return client.invoke(events.patientActivities, { params: { id: patientId }, query: { page, size: 10 } });
}

export function getNotifications(client: UpstreamClient, page: number) {
  return client.invoke(events.notifications, { query: { page, size: 20 } });
}

/**
 * Accept or decline the appointment request of a notification, through its replyToRequest link
 * (`events.reply`, `PUT /api/notifications/{id}/reply` at the reference upstream); null (and
 * logged) when the notification has no such link the app may follow.
 */
export function replyToRequest(client: UpstreamClient, notification: Notification, accept: boolean) {
  const path = linkPath(notification.links, REPLY_REL, client.baseUrl, "/api/");
  if (!path) {
    logMissingLink(REPLY_REL);
    return null;
  }
  return client.call(path, { method: events.reply.method, json: { accept } });
}

export const REPLY_REL = "replyToRequest";
