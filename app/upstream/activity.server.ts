import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { pageOf } from "./organizations.server";
import { linkPath, linkSchema, logMissingLink, stringOrNumber, upstreamId as id } from "./schemas.server";

/** Activities and notifications (spec part 1 §7 "Activities and packages", part 2 §3 "Notification", "Activity"). */

export const activitySummarySchema = z
  .object({
    id,
    entityType: z.string(),
    entityName: z.string().nullish(),
    actorAccountRole: z.string().nullish(),
  })
  .passthrough();

export const activitySchema = activitySummarySchema
  .extend({
    patientId: id.nullish(),
    patientName: z.string().nullish(),
    createdAt: z.string().nullish(),
    note: z.string().nullish(),
    /** Whether the signed-in user has looked at it (a patient's activities). */
    viewed: z.boolean().nullish(),
    assessmentReportResource: z
      .object({
        assessmentName: z.string().nullish(),
        score: z.number().nullish(),
        dateCreated: z.string().nullish(),
        extraValue: z.string().nullish(),
      })
      .passthrough()
      .nullish(),
    observationResource: z
      .object({ name: z.string().nullish(), value: stringOrNumber.nullish() })
      .passthrough()
      .nullish(),
    medicationReportResource: z
      .object({ name: z.string().nullish(), taken: z.boolean().nullish() })
      .passthrough()
      .nullish(),
  })
  .passthrough();
export type Activity = z.output<typeof activitySchema>;

export const notificationSchema = z
  .object({
    id,
    content: z.string(),
    createdAt: z.string().nullish(),
    read: z.boolean().nullish(),
    replyToRequest: z.object({ taskId: id.nullish(), state: z.string() }).passthrough().nullish(),
    links: z.array(linkSchema).nullish(),
  })
  .passthrough();
export type Notification = z.output<typeof notificationSchema>;

/** The full record of an activity (the path's spelling is the documented one). */
export function getActivityFull(client: UpstreamClient, activityId: string) {
  return client.call(`/api/activties/${encodeURIComponent(activityId)}/full`, { schema: activitySchema });
}

export function getOrganizationActivities(
  client: UpstreamClient,
  organizationId: string,
  page: number,
  size = 10,
) {
  return client.call("/api/activties", {
    query: { organizationId, page, size },
    schema: pageOf(activitySchema),
  });
}

/** The signed-in user has looked at one of the patient's activities (the path's spelling is the documented one). */
export function markActivityViewed(client: UpstreamClient, patientId: string, activityId: string) {
  return client.call(
    `/api/activties/patient/${encodeURIComponent(patientId)}/${encodeURIComponent(activityId)}/view`,
    { method: "PUT" },
  );
}

/** A patient's activities, page size 10 (spec part 2 §9). */
export function getPatientActivities(client: UpstreamClient, patientId: string, page: number) {
  return client.call(`/api/patients/${encodeURIComponent(patientId)}/activities`, {
    query: { page, size: 10 },
    schema: pageOf(activitySchema),
  });
}

export function getNotifications(client: UpstreamClient, page: number) {
  return client.call("/api/notifications", {
    query: { page, size: 20 },
    schema: pageOf(notificationSchema).extend({ unread: z.number().nullish() }),
  });
}

/**
 * Accept or decline the appointment request of a notification, through its replyToRequest link;
 * null (and logged) when the notification has no such link the app may follow.
 */
export function replyToRequest(client: UpstreamClient, notification: Notification, accept: boolean) {
  const path = linkPath(notification.links, REPLY_REL, client.baseUrl, "/api/");
  if (!path) {
    logMissingLink(REPLY_REL);
    return null;
  }
  return client.call(path, { method: "PUT", json: { accept } });
}

export const REPLY_REL = "replyToRequest";
