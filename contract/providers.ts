import { PUBLIC, record, staff } from "./access";
import { taskSchema } from "./appointments";
import { defineCalls } from "./call";
import { id, instant, listOf, pageOf, paging, timeZone } from "./common";
import { addressSchema } from "./organizations";
import { memberSchema } from "./patients";
import { z } from "./zod";

/**
 * Providers (spec part 2 §7 "Providers", decision 038): the performers' list and profiles, a
 * provider's and an organization's appointments (decision 023), a provider's own patients, and a
 * provider's iCalendar subscription (decision 026).
 */

export const providerSchema = z
  .object({
    id,
    name: z.string(),
    organizationId: id,
    organizationName: z.string().nullish(),
    specialties: z
      .array(z.string())
      .nullish()
      .transform((value) => value ?? []),
    licenceType: z.string().nullish(),
    npi: z.string().nullish(),
    isAccount: z.boolean().nullish(),
    photo: z.object({ uploadedAt: instant }).passthrough().nullish(),
  })
  .passthrough();

/** One of a performer's patients, with the metrics the "My patients" list shows. */
export const myPatientSchema = memberSchema.extend({
  treatmentStatus: z.string().nullish(),
  organizations: z.array(id).nullish(),
});

export const calendarFeedSchema = z
  .object({
    active: z.boolean(),
    includePatientNames: z.boolean().nullish(),
    createdAt: z.string().nullish(),
    /** Only when made or rotated: the upstream keeps a hash and cannot answer it again. */
    secret: z.string().min(1).nullish(),
  })
  .passthrough();

export const feedAppointmentSchema = z
  .object({
    id,
    name: z.string().nullish(),
    status: z.string().nullish(),
    dueDate: instant,
    endDate: instant.nullish(),
    location: z
      .object({
        name: z.string().nullish(),
        address: addressSchema.nullish(),
        timeZoneId: timeZone,
      })
      .passthrough()
      .nullish(),
    patientName: z.string().nullish(),
  })
  .passthrough();

export const feedSchema = z
  .object({
    performerName: z.string().nullish(),
    includePatientNames: z.boolean(),
    appointments: z.array(feedAppointmentSchema),
  })
  .passthrough();

const PROVIDERS = "part 2 §7 Providers";

/** A provider's search (decision 038); `organizationId` names the tree searched. */
const search = {
  organizationId: z.string(),
  name: z.string().optional(),
  specialty: z.string().optional(),
  ...paging,
};

/** A profile's fields (decision 038): specialties are master data's names. */
const profileBody = z
  .object({
    name: z.string(),
    licenceType: z.string(),
    npi: z.string().nullish(),
    specialties: z.array(z.string()).optional(),
  })
  .passthrough();

/** MM/dd/yyyy days of the caller's zone (the Timezone header), both included, at most 42. */
const calendarRange = z.object({ dateFrom: z.string(), dateTo: z.string() });

const optIn = { json: z.object({ includePatientNames: z.boolean() }).passthrough() };

const CALENDAR_FEED = {
  extension:
    "A provider's iCalendar subscription (decision 026): a calendar program reads a provider's appointments with a revocable secret, and only the upstream can issue and check it.",
};

/** Who manages a provider's calendar feed: the provider (the route insists on the performer's own account). */
const feedAccess = staff("calendar.subscribe", record("performer", { path: "id" }));

export const providers = defineCalls("providers", {
  // Providers (decision 038): a list names its organization; a profile is its performer's organization's.
  list: {
    method: "GET",
    path: "/api/performers",
    summary: "The organization tree's providers matching a search, a page at a time",
    source: {
      extension:
        "The providers page searches and pages an organization tree's providers (decision 038); the spec names only the reads by id and by service type.",
    },
    access: staff("providers.read", { organization: { query: "organizationId" } }),
    query: z.object({ ...search, serviceTypeId: z.string().optional() }).passthrough(),
    responses: { 200: { json: pageOf(providerSchema) } },
  },
  serviceProviders: {
    method: "GET",
    path: "/api/performers/serviceProviders",
    summary: "The providers of a service type (a page with `page`, else the plain array)",
    source: { documented: PROVIDERS },
    access: staff("providers.read", { organization: { query: "organizationId" } }),
    query: z.object({ ...search, serviceTypeId: z.string() }).passthrough(),
    responses: { 200: { json: listOf(providerSchema) } },
  },
  get: {
    method: "GET",
    path: "/api/performers/{id}",
    summary: "A provider's profile",
    source: { documented: PROVIDERS },
    access: staff("providers.read", record("performer", { path: "id" })),
    responses: { 200: { json: providerSchema } },
  },
  create: {
    method: "POST",
    path: "/api/performers",
    summary: "Adds a provider to an organization",
    source: { documented: PROVIDERS },
    access: staff("providers.edit", { organization: { body: "organizationId" } }),
    body: { json: profileBody.extend({ organizationId: z.string() }) },
    responses: { 201: { json: providerSchema } },
  },
  updateProfile: {
    method: "PUT",
    path: "/api/performers/profile/{id}",
    summary: "Changes a provider's profile",
    source: { documented: PROVIDERS },
    access: staff("providers.edit", record("performer", { path: "id" })),
    body: { json: profileBody },
    responses: { 200: { json: providerSchema } },
  },
  remove: {
    method: "DELETE",
    path: "/api/performers/{id}",
    summary: "Deletes a provider (refused while an account, appointments or lanes point at them)",
    source: { documented: PROVIDERS },
    access: staff("providers.edit", record("performer", { path: "id" })),
    responses: { 204: { empty: true } },
  },
  uploadPicture: {
    method: "POST",
    path: "/api/performers/{id}/picture",
    summary: "A provider's photo: one PNG, JPEG or WebP image as the multipart `file` part",
    source: { documented: "part 2 §7 Organizations (POST /api/{resource}/{id}/picture)" },
    access: staff("providers.edit", record("performer", { path: "id" })),
    body: { multipart: z.object({}), files: ["file"] },
    responses: { 200: { empty: true } },
  },
  removePicture: {
    method: "DELETE",
    path: "/api/performers/{id}/picture",
    summary: "Deletes a provider's photo",
    source: {
      extension: "A provider's photo can be taken off again (decision 038); the spec names only the upload.",
    },
    access: staff("providers.edit", record("performer", { path: "id" })),
    responses: { 204: { empty: true } },
  },
  picture: {
    method: "GET",
    path: "/api/performers/{id}/picture",
    summary: "A provider's photo (PNG, JPEG or WebP)",
    source: {
      extension:
        "The app streams a provider's photo to staff who may read the provider (decision 038); the spec names no read of it.",
    },
    access: staff("providers.read", record("performer", { path: "id" })),
    responses: { 200: { file: "image/*" } },
  },

  // Master-data lists other screens read: the provider profile offers the specialties (decision 038).
  specialties: {
    method: "GET",
    path: "/api/specialties",
    summary: "Master data's specialties, by name: what a provider's profile chooses from",
    source: {
      extension:
        "A provider's specialties are master data's names (decisions 034, 038); the spec's list of calls names only the type path's delete.",
    },
    access: staff(["providers.read", "masterData.edit"]),
    query: z.object({ name: z.string().optional(), ...paging }).passthrough(),
    responses: { 200: { json: pageOf(z.object({ id, name: z.string() }).passthrough()) } },
  },

  // Calendars: a provider's (their organization), an organization's.
  appointments: {
    method: "GET",
    path: "/api/performers/{id}/appointments",
    summary:
      "A provider's appointments over days of the caller's zone (`id`: the performer or their account)",
    source: { documented: PROVIDERS },
    access: staff("appointments.read", record("performer", { path: "id" })),
    query: calendarRange,
    responses: { 200: { json: z.array(taskSchema) } },
  },
  organizationAppointments: {
    method: "GET",
    path: "/api/performers/organization/{orgId}/appointments",
    summary: "An organization's appointments (its clinics') over days of the caller's zone",
    source: { documented: PROVIDERS },
    access: staff("appointments.read", { organization: { path: "orgId" } }),
    query: calendarRange,
    responses: { 200: { json: z.array(taskSchema) } },
  },
  // A performer's own patients: a provider's (their organization's), as the member list is read.
  patientsWithMetrics: {
    method: "GET",
    path: "/api/performers/patients-with-metrics",
    summary:
      "A provider's own patients with their metrics (the caller's own performer without `performerId`)",
    source: { documented: PROVIDERS },
    access: staff("members.read", record("performer", { query: "performerId" })),
    query: z
      .object({
        performerId: z.string().optional(),
        ...paging,
        /** name or lastActive */
        orderType: z.string().optional(),
        asc: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
        name: z.string().optional(),
        treatmentStatus: z.string().optional(),
        carePlans: z.string().optional(),
        carePlanStatus: z.string().optional(),
        /** ISO 8601 instants. */
        lastActiveTimeFrom: z.string().optional(),
        lastActiveTimeTo: z.string().optional(),
      })
      .passthrough(),
    responses: { 200: { json: pageOf(myPatientSchema) } },
  },

  // A provider's calendar subscription (decision 026): the route also insists on the performer's own account.
  calendarFeed: {
    method: "GET",
    path: "/api/performers/{id}/calendar-feed",
    summary: "Whether the provider's calendar feed is on, and whether it names patients",
    source: CALENDAR_FEED,
    access: feedAccess,
    responses: { 200: { json: calendarFeedSchema } },
  },
  makeCalendarFeed: {
    method: "PUT",
    path: "/api/performers/{id}/calendar-feed",
    summary: "Makes the feed or rotates its secret (the old URL stops answering); answers the new secret",
    source: CALENDAR_FEED,
    access: feedAccess,
    body: optIn,
    responses: { 200: { json: calendarFeedSchema.extend({ secret: z.string().min(1) }) } },
  },
  changeCalendarFeed: {
    method: "PATCH",
    path: "/api/performers/{id}/calendar-feed",
    summary: "Lets patient names into the feed or keeps them out, keeping the secret",
    source: CALENDAR_FEED,
    access: feedAccess,
    body: optIn,
    responses: { 200: { json: calendarFeedSchema } },
  },
  revokeCalendarFeed: {
    method: "DELETE",
    path: "/api/performers/{id}/calendar-feed",
    summary: "Revokes the provider's calendar feed (also when there is none)",
    source: CALENDAR_FEED,
    access: feedAccess,
    responses: { 204: { empty: true } },
  },
  feed: {
    method: "GET",
    path: "/api/calendar-feeds/{secret}/appointments",
    summary: "A calendar feed's appointments, read with its secret alone (30 days back to 180 ahead)",
    source: CALENDAR_FEED,
    access: PUBLIC,
    anonymous: "always",
    params: z.object({ secret: z.string().min(1) }),
    responses: { 200: { json: feedSchema } },
  },
});
