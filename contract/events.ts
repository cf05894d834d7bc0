import { ACCOUNT, record, staff } from "./access";
import { defineCalls } from "./call";
import { id, link, pageOf, paging, stringOrNumber } from "./common";
import { z } from "./zod";

/**
 * The live event stream, activities and notifications (spec part 1 §7 "Activities and packages",
 * part 2 §3 "Notification", "Activity", §7 "Live events"). The activity paths keep the documented
 * spelling (`activties`).
 */

/** An activity as an ACTIVITY event and `GET /api/activties/activity/{id}` carry it. */
export const activitySummary = z
  .object({
    id,
    entityType: z.string(),
    entityName: z.string().nullish(),
    actorAccountRole: z.string().nullish(),
    /** The patient it is about and when it happened: the activity page links to the record by them. */
    patientId: id.nullish(),
    createdAt: z.string().nullish(),
  })
  .passthrough();

/** The full record of an activity, with its patient's name and what the caller may read of its content. */
export const activity = activitySummary
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

export const notification = z
  .object({
    id,
    content: z.string(),
    createdAt: z.string().nullish(),
    read: z.boolean().nullish(),
    replyToRequest: z.object({ taskId: id.nullish(), state: z.string() }).passthrough().nullish(),
    links: z.array(link).nullish(),
  })
  .passthrough();

export const notificationPage = pageOf(notification).extend({ unread: z.number().nullish() });

const ACTIVITY_IN_PATH = staff("activity.read", record("activity", { path: "id" }));

// Events, activities, notifications.
export const events = defineCalls("events", {
  stream: {
    method: "GET",
    path: "/api/events/stream",
    summary:
      "The signed-in account's server-sent events (ACTIVITY, ACTIVITY_REMOVED, NOTIFICATION, import progress), resumed after Last-Event-ID",
    source: { documented: "part 2 §7 Live events" },
    access: ACCOUNT,
    query: z.object({ lastEventId: z.coerce.number().optional() }),
    responses: { 200: { events: true } },
  },
  activities: {
    method: "GET",
    path: "/api/activties",
    summary: "The activity of an organization and its branches, newest first",
    source: { documented: "part 1 §7 Activities and packages" },
    access: staff("activity.read", { organization: { query: "organizationId" } }),
    query: z.object({ organizationId: z.string().optional(), type: z.string().optional(), ...paging }),
    responses: { 200: { json: pageOf(activity) } },
  },
  // A patient's activities are judged by the patient's organizations (before: any staff, any id).
  activity: {
    method: "GET",
    path: "/api/activties/activity/{id}",
    summary: "One activity's summary: what, by whom, about which patient and when",
    source: { documented: "part 1 §7 Activities and packages" },
    access: ACTIVITY_IN_PATH,
    responses: { 200: { json: activitySummary } },
  },
  full: {
    method: "GET",
    path: "/api/activties/{id}/full",
    summary: "The full record of an activity",
    source: { documented: "part 2 §7 Patients and family" },
    access: ACTIVITY_IN_PATH,
    responses: { 200: { json: activity } },
  },
  view: {
    method: "PUT",
    path: "/api/activties/patient/{patientId}/{id}/view",
    summary: "The signed-in user has looked at one of the patient's activities",
    source: { documented: "part 2 §7 Patients and family" },
    access: staff("activity.read", record("patient", { path: "patientId" })),
    responses: { 200: { empty: true } },
  },
  patientActivities: {
    method: "GET",
    path: "/api/patients/{id}/activities",
    summary: "A patient's activities, newest first (page size 10)",
    source: { documented: "part 2 §7 Patients and family" },
    access: staff("activity.read", record("patient", { path: "id" })),
    query: z.object(paging),
    responses: { 200: { json: pageOf(activity) } },
  },
  notifications: {
    method: "GET",
    path: "/api/notifications",
    summary: "The signed-in account's notifications, newest first, with the unread count",
    source: {
      extension:
        "The notifications page lists what the live NOTIFICATION events announced (spec part 2 §3 Notification); a page opened later needs to read them back.",
    },
    access: ACCOUNT,
    query: z.object(paging),
    responses: { 200: { json: notificationPage } },
  },
  reply: {
    method: "PUT",
    path: "/api/notifications/{id}/reply",
    summary: "Accepts or declines the appointment request a notification carries (its replyToRequest link)",
    source: {
      extension:
        "A notification's replyToRequest link (spec part 2 §3 Notification) has to lead somewhere: accepting or declining the request it carries.",
    },
    access: ACCOUNT,
    body: { json: z.object({ accept: z.boolean() }).passthrough() },
    responses: { 200: { empty: true } },
  },
  read: {
    method: "PUT",
    path: "/api/notifications/{id}/read",
    summary: "Marks one of the account's notifications read",
    source: {
      extension: "Notifications carry a read flag and an unread count; a backend needs a way to clear one.",
    },
    access: ACCOUNT,
    responses: { 200: { json: z.object({ read: z.boolean() }).passthrough() } },
  },
});
