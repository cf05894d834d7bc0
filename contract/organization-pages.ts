import { inPath, PUBLIC, record, staff } from "./access";
import { defineCalls } from "./call";
import { id } from "./common";
import { EVENT_SERVICES } from "./vocabulary";
import { z } from "./zod";

/**
 * The organization page's tabs and branding (issue 15; spec part 2 §7 "Organizations",
 * "Departments and locations"; the shapes where the spec names only the call are decision 031).
 */

const counted = z.object({ status: z.string(), count: z.number().int().nonnegative() }).passthrough();
const typed = z.object({ type: z.string(), count: z.number().int().nonnegative() }).passthrough();

export const overviewSchema = z
  .object({
    description: z.string().nullish(),
    isOpen: z.boolean().nullish(),
    isHeadquarter: z.boolean().nullish(),
    employerId: z.string().nullish(),
    businessLicenseNumber: z.string().nullish(),
    departmentCount: z.number().int().nonnegative().nullish(),
  })
  .passthrough();

export const statsSchema = z
  .object({
    organizationsByType: z.array(typed),
    performersByClinic: z.array(
      z.object({ clinicId: id, name: z.string(), count: z.number().int().nonnegative() }).passthrough(),
    ),
  })
  .passthrough();

export const branchBriefSchema = z
  .object({
    id,
    name: z.string(),
    type: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    approvalStatus: z.string().nullish(),
  })
  .passthrough();

export const departmentSchema = z.object({ id, name: z.string() }).passthrough();

/**
 * How two organizations are associated (issue 40 item 4; the spec names `org-association` without
 * a shape): the stored relations read the same from either side; the patient-group assignments
 * say which side serves. The app names a relation it does not know by its code.
 */
export const ORGANIZATION_RELATIONS = [
  "PARTNER",
  "SERVICE_AGREEMENT",
  "REFERRAL",
  "SERVES_PATIENT_GROUP",
  "SERVED_BY_CLINIC",
] as const;

export const noSchoolDistrictSchema = z
  .object({
    id,
    name: z.string(),
    type: z.string().nullish(),
    parentOrganizationId: id.nullish(),
    parentName: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
  })
  .passthrough();

export const associationSchema = z
  .object({
    organization: z.object({ id, name: z.string(), type: z.string().nullish() }).passthrough(),
    relation: z.string(),
    since: z.string().nullish(),
  })
  .passthrough();

export const departmentPatientsSchema = z
  .object({ departmentId: id, name: z.string(), patientCount: z.number().int().nonnegative() })
  .passthrough();

export const staffSchema = z
  .object({
    accountId: id,
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    email: z.string().nullish(),
    privilegeName: z.string().nullish(),
    organizationName: z.string().nullish(),
    /** What the password reset's offer is judged by; without them the app offers no reset. */
    privilegeId: z.number().int().nullish(),
    organizationId: id.nullish(),
  })
  .passthrough();

/** One password reset an admin made (issue 40 item 6): who, whose, when; never the password. */
export const passwordResetSchema = z
  .object({
    id,
    accountId: id,
    accountName: z.string().nullish(),
    actorAccountId: id,
    actorName: z.string().nullish(),
    resetAt: z.string(),
  })
  .passthrough();

export const eventSchema = z
  .object({
    id,
    /** The organization that holds it (the one in the writes' path). */
    organizationId: id.nullish(),
    name: z.string(),
    status: z.string(),
    eventDate: z.string().nullish(),
    /** Wall-clock times (HH:mm) in the organization's time zone. */
    startTime: z.string().nullish(),
    endTime: z.string().nullish(),
    expectedParticipants: z.number().int().nullish(),
    location: z.string().nullish(),
    services: z.array(z.string()).nullish(),
    note: z.string().nullish(),
    requesterName: z.string().nullish(),
    requesterType: z.string().nullish(),
  })
  .passthrough();

/**
 * What an event is made or changed with (spec part 2 §7 `/{id}/appointment`; the spec shows no
 * body, so these are the fields an event shows). The day is yyyy-mm-dd like the reads' `eventDate`;
 * the rules beyond the types (a day ahead, the end after the start, text present) are the
 * upstream's and come back as 422 field errors.
 */
export const eventBodySchema = z
  .object({
    name: z.string(),
    eventDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    expectedParticipants: z.number().int(),
    location: z.string(),
    services: z.array(z.enum(EVENT_SERVICES)),
    note: z.string().nullish(),
  })
  .passthrough();

export const brandingSchema = z
  .object({
    primaryColor: z.string().nullish(),
    accentColor: z.string().nullish(),
    font: z.string().nullish(),
    emailSubject: z.string().nullish(),
    emailBody: z.string().nullish(),
    updatedAt: z.string().nullish(),
    /** The stored images by kind, each with its version (when it was stored). */
    images: z.record(z.string()).default({}),
  })
  .passthrough();

const brandingText = z.string().nullish();

export const organizationPages = defineCalls("organizationPages", {
  // The organization page's tabs and branding (decision 031).
  overview: {
    method: "GET",
    path: "/api/organizations/{id}/overview",
    summary: "An organization's overview: description, open, headquarter, ids and departments",
    source: { documented: "part 2 §7 Organizations (GET /{id}/overview)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: overviewSchema } },
  },
  statusAggregation: {
    method: "GET",
    path: "/api/organizations/{id}/status-aggregation",
    summary: "The approval statuses of an organization's tree, counted",
    source: { documented: "part 2 §7 Organizations (further reads: status-aggregation)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(counted) } },
  },
  organizationStats: {
    method: "GET",
    path: "/api/organizations/{id}/organization-stats",
    summary: "An organization's tree by type, and the performers of each clinic",
    source: { documented: "part 2 §7 Organizations (further reads: organization-stats)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: statsSchema } },
  },
  branchesBrief: {
    method: "GET",
    path: "/api/organizations/{id}/branches-brief",
    summary: "An organization's direct branches, briefly, of one type or all",
    source: { documented: "part 2 §7 Organizations (GET /{id}/branches-brief, query type)" },
    access: staff("organizations.read", inPath),
    query: z.object({ type: z.string().nullish() }),
    responses: { 200: { json: z.array(branchBriefSchema) } },
  },
  branchesCount: {
    method: "GET",
    path: "/api/organizations/{id}/organization-branches-count",
    summary: "How many direct branches an organization has, by type",
    source: { documented: "part 2 §7 Organizations (further reads: organization-branches-count)" },
    access: staff("organizations.read", inPath),
    responses: {
      200: {
        json: z.object({ count: z.number().int().nonnegative(), byType: z.array(typed) }).passthrough(),
      },
    },
  },
  departments: {
    method: "GET",
    path: "/api/organizations/{id}/departments",
    summary: "An organization's departments",
    source: { documented: "part 2 §7 Organizations (GET /{id}/departments)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(departmentSchema) } },
  },
  // A school district's views (issue 40 item 4): the organization's tree, read in SQL.
  noSchoolDistricts: {
    method: "GET",
    path: "/api/organizations/{id}/get-noschool-districts",
    summary:
      "The districts (JURISDICTION) of an organization's tree, itself included, with no school below them",
    source: { documented: "part 2 §7 Organizations (further reads: get-noschool-districts)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(noSchoolDistrictSchema) } },
  },
  orgAssociations: {
    method: "GET",
    path: "/api/organizations/{id}/org-association",
    summary: "The organizations an organization is associated with, and how, by name",
    source: { documented: "part 2 §7 Organizations (further reads: org-association)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(associationSchema) } },
  },
  patientsByDepartment: {
    method: "GET",
    path: "/api/organizations/{id}/patients-departments",
    summary:
      "An organization's departments, each with the patients of the tree's organizations that carry it, counted once",
    source: { documented: "part 2 §7 Organizations (further reads: patients-departments)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(departmentPatientsSchema) } },
  },
  allStaff: {
    method: "GET",
    path: "/api/organizations/{id}/allStaff",
    summary: "The staff accounts of an organization's tree",
    source: { documented: "part 2 §7 Organizations (GET /{id}/allStaff)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(staffSchema) } },
  },
  passwordResets: {
    method: "GET",
    path: "/api/organizations/{id}/password-resets",
    summary: "The password resets admins made of the accounts of an organization's tree, newest first (50)",
    source: {
      extension:
        "An audit of who set whose password without the current one (issue 40 item 6); the documented reset call leaves no trace an admin can read.",
    },
    access: staff("accounts.resetPassword", inPath),
    responses: { 200: { json: z.array(passwordResetSchema) } },
  },
  triageEvents: {
    method: "GET",
    path: "/api/organizations/{id}/triage-events",
    summary: "The events in triage in an organization's tree",
    source: { documented: "part 2 §7 Organizations (further reads: triage-events)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(eventSchema) } },
  },
  pendingEvents: {
    method: "GET",
    path: "/api/organizations/{id}/communitygroup-and-school-pending-events",
    summary: "The pending events community groups and schools asked for in an organization's tree",
    source: {
      documented: "part 2 §7 Organizations (further reads: communitygroup-and-school-pending-events)",
    },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(eventSchema) } },
  },
  branding: {
    method: "GET",
    path: "/api/organizations/{id}/branding",
    summary: "An organization's branding: colors, font, e-mail text and the stored images",
    source: {
      extension:
        "The branding tab edits the sign-in page's look and the invitation e-mail (issue 15, decision 031).",
    },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: brandingSchema } },
  },
  parentEvents: {
    method: "GET",
    path: "/api/organizations/parent-events/{id}",
    summary: "The events an organization's parents hold",
    source: { documented: "part 2 §7 Organizations (further reads: /parent-events/{id})" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(eventSchema) } },
  },
  // An organization's events (issue 40): made, changed and cancelled on the organization that
  // holds them; the event in `{clinicId}` must be in the tree of `{id}` (404 otherwise).
  createEvent: {
    method: "POST",
    path: "/api/organizations/{id}/appointment",
    summary:
      "Makes an event the organization holds; a school's or community group's waits in PENDING, any other's in TRIAGE",
    source: { documented: "part 2 §7 Organizations (POST /{id}/appointment)" },
    access: staff("organizations.edit", inPath),
    body: { json: eventBodySchema },
    responses: { 201: { json: eventSchema } },
  },
  updateEvent: {
    method: "PUT",
    path: "/api/organizations/{id}/appointment/{clinicId}",
    summary: "Changes an event of the organization's tree (its status stays)",
    source: { documented: "part 2 §7 Organizations (PUT /{id}/appointment/{clinicId})" },
    access: staff("organizations.edit", inPath),
    body: { json: eventBodySchema },
    responses: { 200: { json: eventSchema } },
  },
  cancelEvent: {
    method: "DELETE",
    path: "/api/organizations/{id}/appointment/{clinicId}",
    summary: "Cancels an event of the organization's tree: it leaves every schedule",
    source: { documented: "part 2 §7 Organizations (DELETE /{id}/appointment/{clinicId})" },
    access: staff("organizations.edit", inPath),
    responses: { 204: { empty: true } },
  },
  extraSettings: {
    method: "PUT",
    path: "/api/organizations/{id}/extraSettings",
    summary: "Sets individual registration, family members and reminder days",
    source: { documented: "part 2 §7 Organizations (PUT extraSettings)" },
    access: staff("organizations.edit", inPath),
    body: {
      json: z
        .object({
          canRegisterIndividuals: z.boolean().optional(),
          allowFamilyMembers: z.boolean().optional(),
          reminderDays: z.number().int(),
        })
        .passthrough(),
    },
    responses: { 200: { empty: true } },
  },
  consent: {
    method: "PUT",
    path: "/api/organizations/{id}/consent",
    summary: "Sets the consent text patients see and whether they must accept it",
    source: { documented: "part 2 §7 Organizations (PUT consent)" },
    access: staff("organizations.edit", inPath),
    body: {
      json: z
        .object({ consentText: z.string().nullish(), consentRequired: z.boolean().optional() })
        .passthrough(),
    },
    responses: { 200: { empty: true } },
  },
  refreshInvitationCode: {
    method: "PUT",
    path: "/api/organizations/{id}/refresh-invitation-code",
    summary: "Replaces an organization's invitation code",
    source: { documented: "part 2 §7 Organizations (PUT refresh-invitation-code)" },
    access: staff("organizations.edit", inPath),
    responses: { 200: { json: z.object({ invitationCode: z.string() }).passthrough() } },
  },
  changeOrganization: {
    method: "PUT",
    path: "/api/organizations/{id}/change-organization",
    summary: "Moves an organization under another parent of its network",
    source: { documented: "part 2 §7 Organizations (PUT change-organization)" },
    access: staff("organizations.edit", inPath),
    body: { json: z.object({ parentOrganizationId: z.string() }).passthrough() },
    responses: { 200: { empty: true } },
  },
  putBranding: {
    method: "PUT",
    path: "/api/organizations/{id}/branding",
    summary: "Sets an organization's branding colors, font and e-mail text",
    source: {
      extension:
        "The branding tab edits the sign-in page's look and the invitation e-mail (issue 15, decision 031).",
    },
    access: staff("branding.edit", inPath),
    body: {
      json: z
        .object({
          primaryColor: brandingText,
          accentColor: brandingText,
          font: brandingText,
          emailSubject: brandingText,
          emailBody: brandingText,
        })
        .passthrough(),
    },
    responses: { 200: { json: brandingSchema } },
  },
  putBrandingImage: {
    method: "PUT",
    path: "/api/organizations/{id}/branding/images/{kind}",
    summary: "Stores one branding image of a kind (a multipart file part of the kind's exact size)",
    source: {
      extension: "The sign-in page shows the organization's logo and images (issue 15, decision 031).",
    },
    access: staff("branding.edit", inPath),
    body: { multipart: z.object({}).passthrough(), files: ["file"] },
    responses: { 200: { empty: true } },
  },
  brandingImage: {
    method: "GET",
    path: "/api/organizations/{id}/branding/images/{kind}",
    summary: "One branding image's bytes (public: the sign-in page shows it before anyone signs in)",
    source: {
      extension: "The sign-in page shows the organization's logo and images (issue 15, decision 031).",
    },
    access: PUBLIC,
    anonymous: "always",
    responses: { 200: { file: "image/*" } },
  },

  // Departments (spec part 2 §7 "Departments and locations").
  departmentOptions: {
    method: "GET",
    path: "/api/departments/options",
    summary: "An organization's departments as select options",
    source: { documented: "part 2 §7 Departments and locations (GET /api/departments/options)" },
    access: staff("organizations.read", { organization: { query: "organizationId" } }),
    query: z.object({ organizationId: z.string() }),
    responses: { 200: { json: z.array(z.object({ value: id, label: z.string() }).passthrough()) } },
  },
  createDepartment: {
    method: "POST",
    path: "/api/departments",
    summary: "Adds a department to an organization",
    source: { documented: "part 2 §7 Departments and locations (POST /api/departments)" },
    access: staff("organizations.edit", { organization: { body: "organizationId" } }),
    body: { json: z.object({ organizationId: z.string(), name: z.string() }).passthrough() },
    responses: { 201: { json: departmentSchema } },
  },
  renameDepartment: {
    method: "PUT",
    path: "/api/departments/{id}",
    summary: "Renames a department",
    source: { documented: "part 2 §7 Departments and locations (PUT /api/departments/{id})" },
    access: staff("organizations.edit", record("department", { path: "id" })),
    body: { json: z.object({ name: z.string() }).passthrough() },
    responses: { 200: { json: departmentSchema } },
  },
  deleteDepartment: {
    method: "DELETE",
    path: "/api/departments/{id}",
    summary: "Deletes a department",
    source: { documented: "part 2 §7 Departments and locations (DELETE /api/departments/{id})" },
    access: staff("organizations.edit", record("department", { path: "id" })),
    responses: { 204: { empty: true } },
  },
});
