import { inPath, PUBLIC, staff } from "./access";
import { defineCalls } from "./call";
import { id, instant, pageOf, paging, timeZone } from "./common";
import { z } from "./zod";

/**
 * Organizations, branches, clinics and performers (spec part 2 §7 "Organizations"), and their
 * creation, changes, approval and picture (decision 030).
 */

export const addressSchema = z
  .object({
    address1: z.string().nullish(),
    address2: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    zipcode: z.string().nullish(),
    country: z.string().nullish(),
    gpsLatitude: z.number().nullish(),
    gpsLongitude: z.number().nullish(),
  })
  .passthrough();

export const organizationSchema = z
  .object({
    id,
    name: z.string(),
    type: z.string().nullish(),
    parentOrganizationId: id.nullish(),
    timeZone,
    address: addressSchema.nullish(),
    approvalStatus: z.string().nullish(),
    shortName: z.string().nullish(),
    /** Present when the organization has a picture (decision 030); its bytes are read apart. */
    organizationImage: z.object({ uploadedAt: z.string().nullish() }).passthrough().nullish(),
  })
  .passthrough();

/** What the edit page reads beyond basicInfo's common fields. */
export const editableOrganizationSchema = organizationSchema.extend({
  employerId: z.string().nullish(),
  businessLicenseNumber: z.string().nullish(),
  isHeadquarter: z.boolean().nullish(),
  isOpen: z.boolean().nullish(),
  departments: z.array(z.object({ id, name: z.string() }).passthrough()).nullish(),
  vaccine: z.string().nullish(),
  inventoryType: z.string().nullish(),
  clinicId: z.string().nullish(),
  organizationImage: z
    .object({ contentType: z.string().nullish(), uploadedAt: z.string().nullish() })
    .passthrough()
    .nullish(),
});

/**
 * basicInfo as the app reads it: the organization's common fields, what the edit page reads, and
 * the fields the settings tab reads (the upstream keeps them on the organization).
 */
export const basicInfoSchema = editableOrganizationSchema.extend({
  invitationCode: z.string().nullish(),
  canRegisterIndividuals: z.boolean().nullish(),
  extraSettings: z
    .object({ allowFamilyMembers: z.boolean().nullish(), reminderDays: z.number().int().nullish() })
    .passthrough()
    .nullish(),
  consent: z
    .object({ consentText: z.string().nullish(), consentRequired: z.boolean().nullish() })
    .passthrough()
    .nullish(),
});

export const summaryCountsSchema = z
  .object({
    patientCount: z.number().nullish(),
    providerCount: z.number().nullish(),
    clinicCount: z.number().nullish(),
    branchCount: z.number().nullish(),
    upcomingAppointmentCount: z.number().nullish(),
  })
  .passthrough();

export const performerSchema = z.object({ id, name: z.string() }).passthrough();

export const approvalHistorySchema = z
  .object({
    approvalStatus: z.string(),
    allowed: z.array(z.string()).default([]),
    changes: z
      .array(
        z
          .object({
            fromStatus: z.string(),
            toStatus: z.string(),
            reason: z.string().nullish(),
            accountId: z.string().nullish(),
            changedAt: z.string(),
          })
          .passthrough(),
      )
      .default([]),
  })
  .passthrough();

/** A dashboard row (decision 030): the organization and its tree's figures. */
export const dashboardRowSchema = z
  .object({
    id,
    name: z.string(),
    type: z.string().nullish(),
    parentOrganizationId: id.nullish(),
    approvalStatus: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    patientCount: z.number().int().nonnegative().default(0),
    providerCount: z.number().int().nonnegative().default(0),
    vaccinationCount: z.number().int().nonnegative().default(0),
    appointmentCounts: z
      .object({
        total: z.number().int().nonnegative().default(0),
        scheduled: z.number().int().nonnegative().default(0),
        completed: z.number().int().nonnegative().default(0),
      })
      .default({}),
  })
  .passthrough();

/** A place as a Nominatim-compatible search answers it: `lat` and `lon` are strings there. */
export const geocoderPlaceSchema = z
  .object({
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
    display_name: z.string().max(500).optional(),
  })
  .passthrough();

/** The body of POST /api/organizations and PUT /api/organizations/{id} (the fields the upstream reads). */
const organizationBody = z
  .object({
    name: z.string(),
    shortName: z.string().nullish(),
    type: z.string(),
    parentOrganizationId: id.nullish(),
    employerId: z.string(),
    businessLicenseNumber: z.string(),
    departments: z.array(z.object({ id: z.string(), name: z.string().nullish() }).passthrough()).nullish(),
    address: z
      .object({
        address1: z.string(),
        address2: z.string().nullish(),
        city: z.string(),
        state: z.string(),
        zipcode: z.string(),
        country: z.string(),
        gpsLatitude: z.number().nullish(),
        gpsLongitude: z.number().nullish(),
      })
      .passthrough(),
    isHeadquarter: z.boolean().nullish(),
    isOpen: z.boolean().nullish(),
    timeZone: z.string(),
    vaccine: z.string().nullish(),
    inventoryType: z.string().nullish(),
  })
  .passthrough();

/**
 * The public clinic finder (issue 40 item 5; spec part 2 §7 "publicClinics web and web/next",
 * whose shapes the spec does not give, so these are ours): the search, a ZIP code or a place, a
 * service, a distance limit and the page size; `web` answers the first page, `web/next` a later one.
 */
const queryNumber = z.preprocess((value) => (Array.isArray(value) ? value.at(-1) : value), z.coerce.number());
const publicClinicSearch = {
  /** Five digits; where distances are from, placed by the upstream. */
  zip: z.string().max(10).optional(),
  /** A place instead of a ZIP code (both given: the place wins). */
  lat: queryNumber.optional(),
  lng: queryNumber.optional(),
  /** Only clinics with an open slot of this public service type (`getAllPublicServiceType`). */
  serviceTypeId: z.string().max(64).optional(),
  /** Only clinics at most this many miles away. */
  miles: queryNumber.optional(),
  size: paging.size,
};

/** One weekday's hours at the clinic's wall clock ("HH:mm"); both null when closed that day. */
const publicWeekdayHours = z
  .object({
    weekday: z.number().int().min(0).max(6),
    open: z.string().nullish(),
    close: z.string().nullish(),
  })
  .passthrough();

/** A clinic as the public finder lists it: nearest first. */
export const publicClinicSchema = z
  .object({
    id,
    name: z.string(),
    timeZone,
    address: addressSchema.nullish(),
    /** Miles from the search's origin; null when the clinic's place is not known. */
    distanceMiles: z.number().nonnegative().nullish(),
    /** The clinic's hours today (yyyy-mm-dd at its clock); `hoursToday` null: closed today. */
    today: z.string().nullish(),
    hoursToday: z.object({ open: z.string(), close: z.string() }).passthrough().nullish(),
    /** The weekly hours (0 Sunday … 6 Saturday). */
    hoursOfOperation: z.array(publicWeekdayHours).nullish(),
    /** The first slot still open (of the service searched for), or null within the next 28 days. */
    nextOpenSlot: instant.nullish(),
    /** The public services the clinic has lanes for. */
    services: z.array(z.object({ id, name: z.string() }).passthrough()).nullish(),
  })
  .passthrough();

const reason = z.string().nullish();

const image = z.object({}).passthrough();

export const organizations = defineCalls("organizations", {
  // Organizations.
  list: {
    method: "GET",
    path: "/api/organizations",
    summary: "A page of the organizations, of one type or all",
    source: { documented: "part 2 §7 Organizations (GET /api/organizations, query type)" },
    access: staff("organizations.read", { organization: "network" }),
    query: z.object({ type: z.string().optional(), ...paging }),
    responses: { 200: { json: pageOf(organizationSchema) } },
  },
  basicInfo: {
    method: "GET",
    path: "/api/organizations/{id}/basicInfo",
    summary: "An organization's record",
    source: { documented: "part 2 §7 Organizations (GET /{id}/basicInfo)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: basicInfoSchema } },
  },
  name: {
    method: "GET",
    path: "/api/organizations/{id}/name",
    summary: "An organization's name, as text",
    source: { documented: "part 2 §7 Organizations (GET /{id}/name, text)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { text: true } },
  },
  summaryCounts: {
    method: "GET",
    path: "/api/organizations/{id}/summary-counts",
    summary: "The patients, providers, clinics, branches and upcoming appointments of an organization's tree",
    source: { documented: "part 2 §7 Organizations (GET /{id}/summary-counts)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: summaryCountsSchema } },
  },
  branches: {
    method: "GET",
    path: "/api/organizations/{id}/branches",
    summary: "A page of an organization's direct branches",
    source: { documented: "part 2 §7 Organizations (further reads: /{id}/branches)" },
    access: staff("organizations.read", inPath),
    query: z.object({ ...paging }),
    responses: { 200: { json: pageOf(organizationSchema) } },
  },
  clinics: {
    method: "GET",
    path: "/api/organizations/{id}/getAllOrganizationClinic",
    summary: "The clinics of an organization's tree (itself included when it is one)",
    source: { documented: "part 2 §7 Organizations (GET /{id}/getAllOrganizationClinic)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(organizationSchema) } },
  },
  performers: {
    method: "GET",
    path: "/api/organizations/{id}/performers",
    summary: "The performers (providers) of an organization's tree",
    source: { documented: "part 2 §7 Organizations (GET /{id}/performers)" },
    access: staff(["providers.read", "lanes.read"], inPath),
    responses: { 200: { json: z.array(performerSchema) } },
  },
  uploadPicture: {
    method: "POST",
    path: "/api/organizations/{id}/picture",
    summary: "Stores an organization's picture (one image file part)",
    source: { documented: "part 2 §7 Organizations (POST /api/{resource}/{id}/picture)" },
    access: staff("branding.edit", inPath),
    body: { multipart: image, files: ["file"] },
    responses: { 200: { empty: true } },
  },
  picture: {
    method: "GET",
    path: "/api/organizations/{id}/picture",
    summary: "An organization's picture, its bytes",
    source: { extension: "The organization page shows the picture it stored (decision 030)." },
    access: staff("organizations.read", inPath),
    responses: { 200: { file: "image/*" } },
  },

  // Organization edits (decision 030). A new organization is judged where its parent is; one
  // without a parent (a root) and the delete of a root also need organizations.manageRoots,
  // which the routes check (organizations/admin-routes.ts).
  create: {
    method: "POST",
    path: "/api/organizations",
    summary: "Creates an organization (a root without a parent)",
    source: { documented: "part 2 §7 Organizations (POST /)" },
    access: staff(["organizations.edit", "organizations.manageRoots"], {
      organization: { body: "parentOrganizationId" },
    }),
    body: { json: organizationBody },
    responses: { 201: { json: z.object({ id }).passthrough() } },
  },
  update: {
    method: "PUT",
    path: "/api/organizations/{id}",
    summary: "Changes an organization's record (not its parent)",
    source: { documented: "part 2 §7 Organizations (PUT /{id})" },
    access: staff("organizations.edit", inPath),
    body: { json: organizationBody },
    responses: { 200: { empty: true } },
  },
  remove: {
    method: "DELETE",
    path: "/api/organizations/{id}",
    summary: "Deletes an organization that holds nothing any more",
    source: { documented: "part 2 §7 Organizations (DELETE /{id})" },
    access: staff(["organizations.edit", "organizations.manageRoots"], inPath),
    responses: { 204: { empty: true } },
  },
  updateClinicId: {
    method: "PUT",
    path: "/api/organizations/{id}/update-clinicId",
    summary: "Sets a clinic's clinic id",
    source: { documented: "part 2 §7 Clinic setup and lanes (PUT /{id}/update-clinicId)" },
    access: staff("organizations.edit", inPath),
    body: { json: z.object({ clinicId: z.string() }).passthrough() },
    responses: { 200: { empty: true } },
  },
  approvalStatus: {
    method: "POST",
    path: "/api/organizations/{id}/approvalStatus",
    summary: "Changes an organization's approval status (a denial with its reason)",
    source: { documented: "part 2 §7 Organizations (Status: POST /{id}/approvalStatus)" },
    access: staff("organizations.edit", inPath),
    body: { json: z.object({ approvalStatus: z.string(), reason }).passthrough() },
    responses: { 200: { empty: true } },
  },
  changeStatus: {
    method: "PUT",
    path: "/api/organizations/{id}/change-status",
    summary: "Changes an organization's approval status (the documented second form)",
    source: { documented: "part 2 §7 Organizations (Status: PUT /{id}/change-status)" },
    access: staff("organizations.edit", inPath),
    body: { json: z.object({ status: z.string(), reason }).passthrough() },
    responses: { 200: { json: organizationSchema } },
  },
  rootOrganizations: {
    method: "GET",
    path: "/api/organizations/rootOrganizations",
    summary: "The top-level organizations with their trees' figures (a super admin's dashboard)",
    source: { documented: "part 2 §7 Organizations (GET /rootOrganizations)" },
    access: staff("organizations.read", { organization: "network" }),
    responses: { 200: { json: z.array(dashboardRowSchema) } },
  },
  overviewCardAnalytics: {
    method: "GET",
    path: "/api/organizations/{id}/overview-card-analytics",
    summary: "An organization's figures and its direct children's",
    source: { documented: "part 2 §7 Organizations (further reads: overview-card-analytics)" },
    access: staff("organizations.read", inPath),
    responses: {
      200: {
        json: z
          .object({ organization: dashboardRowSchema, children: z.array(dashboardRowSchema).default([]) })
          .passthrough(),
      },
    },
  },
  approvalHistory: {
    method: "GET",
    path: "/api/organizations/{id}/approval-history",
    summary: "An organization's approval status, where it may go, and how it got here",
    source: {
      extension:
        "The approval page shows who changed the status and why, and offers only the allowed moves (decision 030).",
    },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: approvalHistorySchema } },
  },
  deletePicture: {
    method: "DELETE",
    path: "/api/organizations/{id}/picture",
    summary: "Deletes an organization's picture",
    source: { documented: "part 2 §7 Organizations (DELETE /api/organizations/{id}/picture)" },
    access: staff(["organizations.edit", "branding.edit"], inPath),
    responses: { 204: { empty: true } },
  },
  geocode: {
    method: "GET",
    path: "/api/geocoder/search",
    summary: "Places matching an address (a Nominatim-compatible search)",
    source: {
      extension:
        "The organization form places an address on the map from the server (spec part 2 §5 map search); a backend serves the search or GEOCODER_URL names another.",
    },
    access: PUBLIC,
    anonymous: "always",
    query: z.object({
      q: z.string(),
      format: z.string().optional(),
      limit: z.coerce.number().int().optional(),
    }),
    responses: { 200: { json: z.array(geocoderPlaceSchema) } },
  },

  // The public clinic finder (no session): literal paths, before nothing of theirs has an id.
  publicClinics: {
    method: "GET",
    path: "/api/organizations/publicClinics/web",
    summary:
      "The first page of the public, open clinics nearest a ZIP code or place (our shape: the spec gives none)",
    source: { documented: "part 2 §7 Organizations (publicClinics web)" },
    access: PUBLIC,
    anonymous: "always",
    query: z.object(publicClinicSearch).passthrough(),
    responses: { 200: { json: pageOf(publicClinicSchema) } },
  },
  publicClinicsNext: {
    method: "GET",
    path: "/api/organizations/publicClinics/web/next",
    summary: "A following page (1-based beyond the first) of the same public clinic search",
    source: { documented: "part 2 §7 Organizations (publicClinics web/next)" },
    access: PUBLIC,
    anonymous: "always",
    query: z
      .object({
        ...publicClinicSearch,
        page: z.preprocess(
          (value) => (Array.isArray(value) ? value.at(-1) : value),
          z.coerce.number().int().min(1),
        ),
      })
      .passthrough(),
    responses: { 200: { json: pageOf(publicClinicSchema) } },
  },
});
