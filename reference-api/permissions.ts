import type { NextFunction, Request, Response } from "express";
import { can, isReadOnly, rootsGranting, scopeOf, type Capability } from "../app/domain/permissions";
import { isPatientAccount, privilegeLevel, type AccountLike } from "../app/domain/privileges";
import { privilegeOf } from "./auth";
import { mayChangeBillingRecord, ownerOfNewBillingRecord } from "../app/domain/billing-ownership";
import { fail, str } from "./http";
import { sessionView } from "./session-view";
import { descendants } from "./routes/organizations";
import { OPERATOR_ORGANIZATION_NAME } from "./seed";
import type { Store } from "./store";
import type { Account } from "./types";

/**
 * The reference upstream enforces the app's permission matrix itself (decision 015), as a real
 * backend would: the matrix is the app's own module, and this file says, once and as data, which
 * capability each call needs and where its organization is. One middleware (app.ts, after the
 * bearer check and before the areas) applies it. README "Permissions" has the rules.
 */

/** Where a call names an id: a path parameter, a query parameter or a body field. */
export type IdSource = { path: string } | { query: string } | { body: string };

/** Records whose organization a call's id stands for (`organizationsOfRecord`). */
export type RecordKind =
  | "carePlan"
  | "planTask"
  | "observationGoal"
  | "performer"
  | "entity"
  | "department"
  | "survey"
  | "surveyQuestion"
  | "surveyChoice"
  | "patientRequest"
  | "lane"
  | ProgramRecordKind
  | PatientRecordKind;

/** Records that belong to a program (decision 037): their organization is the program's. */
type ProgramRecordKind = "program" | "programPhase" | "programPhaseItem" | "product" | "productItem";

/** Records that belong to a patient: their organizations are the patient's. */
type PatientRecordKind = "patient" | "note" | "task" | "labOrder" | "patientFile" | "activity" | "invoice";

/** Where a call names the organization it is about; the account must be allowed there. */
export type OrganizationSource =
  | IdSource
  /**
   * The call names a record: its organization is looked up (a plan's, a task's plan's, a
   * patient's). An unknown id names none, and the route answers 404. A public template is
   * readable from every tree: a call with read capabilities only passes.
   */
  | { of: RecordKind; id: IdSource }
  /** The call has no organization and reads every tree: only an account whose scope is everywhere. */
  | "network";

export type Access =
  /** A staff call: the account's role needs one of the capabilities (and the scope); patients get 403. */
  | {
      kind: "staff";
      capabilities: readonly Capability[];
      organization?: OrganizationSource;
    }
  /**
   * A patient-area call: patient sessions are judged by the area's own rules (patient-area/access.ts).
   * With `planTask`, an id in the path that is a care plan's task is judged by that access instead
   * (`PUT /api/tasks/{id}/complete` serves appointments and plan tasks).
   */
  | {
      kind: "patientArea";
      capabilities: readonly Capability[];
      planTask?: { param: string; access: Access };
      /** Where the record is, for staff: a staff caller must be allowed there (patients: their rules). */
      staffOrganization?: OrganizationSource;
    }
  /** The signed-in account's own things (session, notifications, events, password): every account. */
  | { kind: "account" };

export interface CallRule {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Express-style: `:name` is one path segment. */
  path: string;
  access: Access;
}

type StaffOptions = Omit<Extract<Access, { kind: "staff" }>, "kind" | "capabilities">;
const staff = (capabilities: Capability | Capability[], options: StaffOptions = {}): Access => ({
  kind: "staff",
  capabilities: ([] as Capability[]).concat(capabilities),
  ...options,
});
/** A patient-area call; with `staffOrganization`, a staff caller must be allowed where the record is. */
const patientArea = (
  capabilities: Capability | Capability[],
  staffOrganization?: OrganizationSource,
): Extract<Access, { kind: "patientArea" }> => ({
  kind: "patientArea",
  capabilities: ([] as Capability[]).concat(capabilities),
  ...(staffOrganization ? { staffOrganization } : {}),
});
const ACCOUNT: Access = { kind: "account" };

/**
 * Setting an account's password without its current one (issue 37 §2.1) takes the account over:
 * only an account wholly inside the trees where the caller may edit organizations (every
 * organization it belongs to), with a lower privilege than the caller holds there
 * (`privilegeLevel`: higher is more powerful). Another tree's account answers as a missing id does,
 * so its existence is not told. An account whose scope is everywhere (the super admin) resets
 * anyone's; nobody resets their own here, which is the checked call's (it asks the current one).
 */
export const PASSWORD_RESET = {
  capability: "organizations.edit",
  outsideTrees: { status: 404, code: "NOT_FOUND", message: "Account not found" },
  notLower: {
    status: 403,
    code: "FORBIDDEN",
    message: "You may only reset the password of an account with a lower privilege than yours",
  },
  own: { status: 403, code: "FORBIDDEN", message: "Change your own password with your current password" },
} as const satisfies { capability: Capability; [refusal: string]: unknown };

const inPath: StaffOptions = { organization: { path: "id" } };
const record = (of: RecordKind, id: IdSource): StaffOptions => ({ organization: { of, id } });
const planInPath = record("carePlan", { path: "id" });
const taskInPath = record("task", { path: "id" });
/** A patient-area call's patient in the path: staff must be allowed in the patient's tree. */
const PATIENT_IN_PATH = record("patient", { path: "id" }).organization;
const surveyInPath = record("survey", { path: "id" });
const programInPath = record("program", { path: "id" });
const PROGRAMS_READ = (options: StaffOptions) => staff("programs.read", options);
const PROGRAMS_EDIT = (options: StaffOptions) => staff("programs.edit", options);
const CARE_READ = staff("carePlans.read");
/** Master data (decision 034): only those who may change it read it through these calls. */
const MASTER_DATA = staff("masterData.edit");
/** The service paths of the master-data types (app/domain/master-data.ts). */
const MASTER_DATA_SERVICES = [
  "/api/meta/observation",
  "/api/meta/privilege",
  "/api/meta/role",
  "/api/meta/service",
  "/api/specialties",
  "/api/meta/task",
  "/api/masterData",
  "/api/program-type",
  "/api/program-category",
  "/api/insurance-providers",
];
const READ_BY_CARE_PLANS = new Set(["/api/meta/task", "/api/meta/observation"]);
/**
 * Master-data lists other screens read: the provider profile offers the specialties (decision 038),
 * the program pages the program types and categories (decision 037), the vaccine record and the
 * clinic form the manufacturers (issue 38).
 */
const MASTER_DATA_READ: Record<string, Access> = {
  "/api/specialties": staff(["providers.read", "masterData.edit"]),
  // The vaccine given and a clinic's vaccine name a manufacturer (issue 38); the route keeps the
  // path's other types the editors'.
  "/api/masterData": staff(["masterData.edit", "appointments.edit", "organizations.edit"]),
  "/api/program-type": staff(["masterData.edit", "programs.read"]),
  "/api/program-category": staff(["masterData.edit", "programs.read"]),
};
/** Meta data (therapy types): care plan editors, and master data editors. */
const META_EDIT = staff(["carePlans.edit", "masterData.edit"]);

/**
 * Every call the reference upstream serves with a session, and what it needs. A call several
 * screens make names each screen's capability (any one suffices): the lanes page reads the
 * performers as hosts, so `providers.read` or `lanes.read`. Public calls (no token needed) are
 * listed in app.ts and areas.ts and are not repeated here unless a signed-in caller is judged
 * differently (the onboarding upload: anonymous only while the organization is new).
 */
export const CALL_RULES: readonly CallRule[] = [
  // Accounts: the caller's own.
  { method: "POST", path: "/api/accounts/logout", access: ACCOUNT },
  // A provider's sign-in account, made by staff who may edit the provider (decision 038's addendum).
  { method: "GET", path: "/api/accounts/exist", access: staff("providers.edit") },
  {
    method: "POST",
    path: "/api/accounts",
    access: staff("providers.edit", record("performer", { body: "performerId" })),
  },
  { method: "POST", path: "/api/accounts/:accountId/password", access: ACCOUNT },
  // Whose password: the route asks `passwordResetRefusal` (another tree's account answers 404).
  {
    method: "POST",
    path: "/api/accounts/:accountId/password-without-check",
    access: staff(PASSWORD_RESET.capability),
  },
  { method: "GET", path: "/api/session/web", access: ACCOUNT },
  { method: "GET", path: "/api/session/mobile", access: ACCOUNT },
  { method: "POST", path: "/api/accounts/:id/picture", access: ACCOUNT },

  // Organizations.
  {
    method: "GET",
    path: "/api/organizations",
    access: staff("organizations.read", { organization: "network" }),
  },
  {
    method: "GET",
    path: "/api/organizations/:id/basicInfo",
    access: staff("organizations.read", inPath),
  },
  {
    method: "GET",
    path: "/api/organizations/:id/name",
    access: staff("organizations.read", inPath),
  },
  {
    method: "GET",
    path: "/api/organizations/:id/summary-counts",
    access: staff("organizations.read", inPath),
  },
  { method: "GET", path: "/api/organizations/:id/branches", access: staff("organizations.read", inPath) },
  {
    method: "GET",
    path: "/api/organizations/:id/getAllOrganizationClinic",
    access: staff("organizations.read", inPath),
  },
  {
    method: "GET",
    path: "/api/organizations/:id/performers",
    access: staff(["providers.read", "lanes.read"], inPath),
  },
  { method: "GET", path: "/api/organizations/:id/patients", access: staff("members.read", inPath) },
  {
    method: "GET",
    path: "/api/organizations/:id/patients/filters",
    access: staff("members.read", inPath),
  },
  // Patient groups (decision 027): the organization's, or the group's, in the path.
  {
    method: "GET",
    path: "/api/organizations/organizationPatientGroups/:id",
    access: staff("organizations.read", inPath),
  },
  {
    method: "GET",
    path: "/api/organizations/:id/patientgroups-analytics",
    access: staff("organizations.read", inPath),
  },
  {
    method: "GET",
    path: "/api/organizations/:id/getClinicSuggestionsForPatientGroup",
    access: staff("organizations.read", inPath),
  },
  {
    method: "GET",
    path: "/api/organizations/clinic-patient-groups/:id",
    access: staff("organizations.read", inPath),
  },
  {
    method: "POST",
    path: "/api/organizations/clinic-patient-groups/:id",
    access: staff("organizations.edit", inPath),
  },
  {
    method: "DELETE",
    path: "/api/organizations/clinic-patient-groups/:id/:clinicId",
    access: staff("organizations.edit", inPath),
  },

  // The organization page's tabs and branding (decision 031).
  ...[
    "overview",
    "status-aggregation",
    "organization-stats",
    "branches-brief",
    "organization-branches-count",
    "departments",
    "allStaff",
    "triage-events",
    "communitygroup-and-school-pending-events",
    "branding",
  ].map((call): CallRule => ({
    method: "GET",
    path: `/api/organizations/:id/${call}`,
    access: staff("organizations.read", inPath),
  })),
  {
    method: "GET",
    path: "/api/organizations/parent-events/:id",
    access: staff("organizations.read", inPath),
  },
  ...["extraSettings", "consent", "refresh-invitation-code", "change-organization"].map((call): CallRule => ({
    method: "PUT",
    path: `/api/organizations/:id/${call}`,
    access: staff("organizations.edit", inPath),
  })),
  { method: "PUT", path: "/api/organizations/:id/branding", access: staff("branding.edit", inPath) },
  {
    method: "PUT",
    path: "/api/organizations/:id/branding/images/:kind",
    access: staff("branding.edit", inPath),
  },
  {
    method: "GET",
    path: "/api/departments/options",
    access: staff("organizations.read", { organization: { query: "organizationId" } }),
  },
  {
    method: "POST",
    path: "/api/departments",
    access: staff("organizations.edit", { organization: { body: "organizationId" } }),
  },
  {
    method: "PUT",
    path: "/api/departments/:id",
    access: staff("organizations.edit", record("department", { path: "id" })),
  },
  {
    method: "DELETE",
    path: "/api/departments/:id",
    access: staff("organizations.edit", record("department", { path: "id" })),
  },
  { method: "POST", path: "/api/organizations/:id/picture", access: staff("branding.edit", inPath) },
  { method: "GET", path: "/api/organizations/:id/picture", access: staff("organizations.read", inPath) },

  // Organization edits (decision 030). A new organization is judged where its parent is; one
  // without a parent (a root) and the delete of a root also need organizations.manageRoots,
  // which the routes check (routes/organization-admin.ts).
  {
    method: "POST",
    path: "/api/organizations",
    access: staff(["organizations.edit", "organizations.manageRoots"], {
      organization: { body: "parentOrganizationId" },
    }),
  },
  { method: "PUT", path: "/api/organizations/:id", access: staff("organizations.edit", inPath) },
  {
    method: "DELETE",
    path: "/api/organizations/:id",
    access: staff(["organizations.edit", "organizations.manageRoots"], inPath),
  },
  {
    method: "PUT",
    path: "/api/organizations/:id/update-clinicId",
    access: staff("organizations.edit", inPath),
  },
  {
    method: "POST",
    path: "/api/organizations/:id/approvalStatus",
    access: staff("organizations.edit", inPath),
  },
  {
    method: "PUT",
    path: "/api/organizations/:id/change-status",
    access: staff("organizations.edit", inPath),
  },
  {
    method: "GET",
    path: "/api/organizations/rootOrganizations",
    access: staff("organizations.read", { organization: "network" }),
  },
  {
    method: "GET",
    path: "/api/organizations/:id/overview-card-analytics",
    access: staff("organizations.read", inPath),
  },
  {
    method: "GET",
    path: "/api/organizations/:id/approval-history",
    access: staff("organizations.read", inPath),
  },
  {
    method: "DELETE",
    path: "/api/organizations/:id/picture",
    access: staff(["organizations.edit", "branding.edit"], inPath),
  },
  { method: "POST", path: "/api/attachments/organization/:id", access: staff("organizations.edit", inPath) },
  { method: "GET", path: "/api/attachments/organization/:id", access: staff("organizations.read", inPath) },

  // Lanes (clinic appointments) of an organization and its branches.
  { method: "GET", path: "/api/organizations/:id/clinic-appointments", access: staff("lanes.read", inPath) },
  {
    method: "GET",
    path: "/api/organizations/:id/clinic-appointment-patient-count",
    access: staff("lanes.read", inPath),
  },
  {
    method: "PUT",
    path: "/api/organizations/:id/reschedule-clinic-appointments",
    access: staff("lanes.act", inPath),
  },
  {
    method: "PUT",
    path: "/api/organizations/:id/undo-reschedule-clinic-appointments/:batchId",
    access: staff("lanes.act", inPath),
  },
  {
    method: "PUT",
    path: "/api/organizations/:id/cancel-clinic-appointments",
    access: staff("lanes.act", inPath),
  },
  {
    method: "PUT",
    path: "/api/organizations/:id/undo-cancel-clinic-appointments",
    access: staff("lanes.act", inPath),
  },
  {
    method: "PUT",
    path: "/api/organizations/:id/notify-clinic-appointment-patients",
    access: staff("lanes.act", inPath),
  },
  { method: "GET", path: "/api/lanes/:id", access: staff("lanes.read", record("lane", { path: "id" })) },

  // Clinics analytics, scheduling counts and active clinics (decision 033): the organization whose
  // tree's clinics are counted.
  {
    method: "GET",
    path: "/api/organizations/:id/clinics-analytics",
    access: staff(["lanes.read", "organizations.read"], inPath),
  },
  ...(["/api/lanes/scheduling-counts", "/api/lanes/active-clinics"] as const).map((path) => ({
    method: "GET" as const,
    path,
    access: staff(["lanes.read", "organizations.read"], { organization: { query: "organizationId" } }),
  })),

  // A clinic's set-up (decision 032): the clinic in the path.
  ...(
    [
      ["GET", "/api/organizations/clinic-schedule/:id"],
      ["GET", "/api/organizations/:id/clinic-appointment/check-break"],
      ["GET", "/api/organizations/:id/clinic-appointment-audits"],
      ["GET", "/api/organizations/hourly-clinic-counts/:id/:date"],
      ["GET", "/api/organizations/:id/hourly-summary-chart-data"],
      ["GET", "/api/schedule/:id/hoursOfOperation"],
      ["GET", "/api/schedule/:id/hoursOfOperationParent"],
      ["GET", "/api/schedule/:id/regular"],
      ["GET", "/api/schedule/:id/special"],
    ] as const
  ).map(([method, path]) => ({ method, path, access: staff(["lanes.read", "organizations.read"], inPath) })),
  ...(
    [
      ["POST", "/api/organizations/:id/clinic-appointment"],
      ["PUT", "/api/organizations/:id/clinic-appointment"],
      ["DELETE", "/api/organizations/:id/clinic-appointment/:slot"],
      ["POST", "/api/organizations/:id/clinic-appointments/bulk-delete"],
      ["PUT", "/api/organizations/:id/clinic-vaccine-info/:laneId"],
      ["PUT", "/api/organizations/:id/clinic-day-sign-off"],
      ["POST", "/api/schedule/:id/regular"],
      ["POST", "/api/schedule/:id/special"],
    ] as const
  ).map(([method, path]) => ({ method, path, access: staff("clinicSetup.edit", inPath) })),

  // Events, activities, notifications.
  { method: "GET", path: "/api/events/stream", access: ACCOUNT },
  {
    method: "GET",
    path: "/api/activties",
    access: staff("activity.read", { organization: { query: "organizationId" } }),
  },
  // A patient's activities are judged by the patient's organizations (before: any staff, any id).
  {
    method: "GET",
    path: "/api/activties/activity/:id",
    access: staff("activity.read", record("activity", { path: "id" })),
  },
  {
    method: "GET",
    path: "/api/activties/:id/full",
    access: staff("activity.read", record("activity", { path: "id" })),
  },
  {
    method: "PUT",
    path: "/api/activties/patient/:patientId/:id/view",
    access: staff("activity.read", record("patient", { path: "patientId" })),
  },
  {
    method: "GET",
    path: "/api/patients/:id/activities",
    access: staff("activity.read", record("patient", { path: "id" })),
  },
  { method: "GET", path: "/api/notifications", access: ACCOUNT },
  { method: "PUT", path: "/api/notifications/:id/reply", access: ACCOUNT },
  { method: "PUT", path: "/api/notifications/:id/read", access: ACCOUNT },

  // Provider notes: the patient's organization (a note's, its patient's); authorship is the route's.
  {
    method: "GET",
    path: "/api/note/patient/:id",
    access: staff("notes.read", record("patient", { path: "id" })),
  },
  {
    method: "POST",
    path: "/api/note",
    access: staff("notes.write", record("patient", { body: "patientId" })),
  },
  { method: "PUT", path: "/api/note/:id", access: staff("notes.write", record("note", { path: "id" })) },
  { method: "DELETE", path: "/api/note/:id", access: staff("notes.write", record("note", { path: "id" })) },

  // Staff managing patients: adding to an organization, invitations, removal, delete and purge.
  {
    method: "POST",
    path: "/api/organizations/:id/patients/individual",
    access: staff("members.edit", inPath),
  },
  {
    method: "POST",
    path: "/api/patients/:id/patient-invite-code",
    access: staff("members.edit", { organization: { query: "organizationId" } }),
  },
  // A patient leaves one of their organizations (their own rules); staff remove a patient from one of theirs.
  {
    method: "POST",
    path: "/api/patients/:id/removeOrganization",
    access: patientArea("members.edit", { query: "organizationId" }),
  },
  {
    method: "PUT",
    path: "/api/patients/:id/organization/:code",
    access: patientArea("members.edit", record("patient", { path: "id" }).organization),
  },
  {
    method: "DELETE",
    path: "/api/patients/:id",
    access: staff("members.delete", record("patient", { path: "id" })),
  },
  {
    method: "DELETE",
    path: "/api/patients/purge/:id",
    access: staff("members.delete", record("patient", { path: "id" })),
  },

  // Patient area: patients by their own rules; staff by the record's capabilities, where the
  // record's patient is (a call naming no patient is the signed-in patient's own: staff would read
  // nothing, so only an account whose scope is everywhere passes).
  { method: "GET", path: "/api/patients/patient", access: patientArea("patientRecord.read", "network") },
  {
    method: "GET",
    path: "/api/patients/:id",
    access: patientArea("patientRecord.read", record("patient", { path: "id" }).organization),
  },
  {
    method: "GET",
    path: "/api/patients/:id/family-members",
    access: patientArea("patientRecord.read", PATIENT_IN_PATH),
  },
  // Staff name the primary patient the family member joins (`familyOf`).
  {
    method: "POST",
    path: "/api/patients",
    access: patientArea("patientRecord.edit", record("patient", { body: "familyOf" }).organization),
  },
  {
    method: "PUT",
    path: "/api/patients/profile/:id",
    access: patientArea("patientRecord.edit", PATIENT_IN_PATH),
  },
  {
    method: "PUT",
    path: "/api/patients/:id/rumecard/:value",
    access: patientArea("patientRecord.edit", record("patient", { path: "id" }).organization),
  },
  {
    method: "GET",
    path: "/api/patients/:id/carePlan",
    access: patientArea("carePlans.read", PATIENT_IN_PATH),
  },
  {
    method: "GET",
    path: "/api/patients/:id/carePlans",
    access: patientArea("carePlans.read", PATIENT_IN_PATH),
  },
  {
    method: "GET",
    path: "/api/meta/getServiceTypesWithCarePlans",
    access: patientArea("carePlans.read", record("patient", { query: "patientId" }).organization),
  },
  {
    method: "GET",
    path: "/api/patients/:id/vaccination-card/pdf/download",
    access: patientArea("patientRecord.read", PATIENT_IN_PATH),
  },
  // The payers a patient picks for their insurance: network-wide names, read by the patient area;
  // staff read payers through /api/payers.
  { method: "GET", path: "/api/insurance/payers", access: patientArea("patientRecord.read", "network") },
  // A family member's details and vaccinations (routes/family.ts).
  {
    method: "GET",
    path: "/api/session/:id/family-member-details",
    access: patientArea("patientRecord.read", record("patient", { path: "id" }).organization),
  },
  {
    method: "GET",
    path: "/api/session/:id/vaccinationInfo",
    access: patientArea("patientRecord.read", record("patient", { path: "id" }).organization),
  },
  {
    method: "GET",
    path: "/api/tasks/:id/appointments",
    access: patientArea("appointments.read", record("patient", { path: "id" }).organization),
  },
  {
    method: "GET",
    path: "/api/tasks/:id/assessments",
    access: patientArea("assessments.read", record("patient", { path: "id" }).organization),
  },
  {
    method: "GET",
    path: "/api/tasks/:id/appointments-in-active-goals",
    access: patientArea("appointments.read", record("patient", { path: "id" }).organization),
  },
  {
    method: "GET",
    path: "/api/tasks/:id/family-member-appointments",
    access: patientArea("appointments.read", PATIENT_IN_PATH),
  },
  {
    method: "GET",
    path: "/api/tasks/:id",
    access: patientArea("appointments.read", taskInPath.organization),
  },
  // Staff's appointment list and bulk cancel: the clinic (location) must be in the caller's tree.
  {
    method: "GET",
    path: "/api/tasks/:locationId/location",
    access: staff("appointments.read", { organization: { path: "locationId" } }),
  },
  {
    method: "PUT",
    path: "/api/tasks/bulk-cancel",
    access: staff("appointments.edit", { organization: { query: "locationId" } }),
  },
  // Calendars: a provider's (their organization), an organization's.
  // A performer's own patients: a provider's (their organization's), as the member list is read.
  {
    method: "GET",
    path: "/api/performers/patients-with-metrics",
    access: staff("members.read", record("performer", { query: "performerId" })),
  },
  {
    method: "GET",
    path: "/api/performers/:id/appointments",
    access: staff("appointments.read", record("performer", { path: "id" })),
  },
  {
    method: "GET",
    path: "/api/performers/organization/:orgId/appointments",
    access: staff("appointments.read", { organization: { path: "orgId" } }),
  },
  // Providers (decision 038): a list names its organization; a profile is its performer's organization's.
  {
    method: "GET",
    path: "/api/performers",
    access: staff("providers.read", { organization: { query: "organizationId" } }),
  },
  {
    method: "GET",
    path: "/api/performers/serviceProviders",
    access: staff("providers.read", { organization: { query: "organizationId" } }),
  },
  {
    method: "GET",
    path: "/api/performers/:id",
    access: staff("providers.read", record("performer", { path: "id" })),
  },
  {
    method: "POST",
    path: "/api/performers",
    access: staff("providers.edit", { organization: { body: "organizationId" } }),
  },
  {
    method: "PUT",
    path: "/api/performers/profile/:id",
    access: staff("providers.edit", record("performer", { path: "id" })),
  },
  {
    method: "DELETE",
    path: "/api/performers/:id",
    access: staff("providers.edit", record("performer", { path: "id" })),
  },
  ...(["POST", "DELETE"] as const).map((method) => ({
    method,
    path: "/api/performers/:id/picture",
    access: staff("providers.edit", record("performer", { path: "id" })),
  })),
  {
    method: "GET",
    path: "/api/performers/:id/picture",
    access: staff("providers.read", record("performer", { path: "id" })),
  },
  // A provider's calendar subscription (decision 026): the route also insists on the performer's own account.
  ...(["GET", "PUT", "PATCH", "DELETE"] as const).map((method) => ({
    method,
    path: "/api/performers/:id/calendar-feed",
    access: staff("calendar.subscribe", record("performer", { path: "id" })),
  })),
  {
    method: "PUT",
    path: "/api/tasks/:id/cancel",
    access: patientArea("appointments.edit", { of: "task", id: { path: "id" } }),
  },
  {
    method: "PUT",
    path: "/api/tasks/book-first-appointment-for-patient",
    access: patientArea("appointments.edit", record("patient", { body: "id" }).organization),
  },
  // Staff move a patient's appointment on their behalf only where the patient is (decision 028).
  {
    method: "PUT",
    path: "/api/tasks/bookAppointment/mini",
    access: patientArea("appointments.edit", { of: "task", id: { body: "id" } }),
  },
  {
    method: "PUT",
    path: "/api/tasks/bookAppointment/cancel",
    access: patientArea("appointments.edit", record("task", { query: "taskId" }).organization),
  },
  {
    method: "PUT",
    path: "/api/tasks/:id/complete",
    access: {
      ...patientArea("appointments.edit", { of: "task", id: { path: "id" } }),
      planTask: { param: "id", access: staff("carePlans.edit", record("planTask", { path: "id" })) },
    },
  },
  // Staff's changes to one appointment (decision 025): the patient must be in the caller's tree.
  { method: "PUT", path: "/api/tasks/:id", access: staff("appointments.edit", taskInPath) },
  { method: "PUT", path: "/api/tasks/:id/vaccineInfo", access: staff("appointments.edit", taskInPath) },
  { method: "DELETE", path: "/api/tasks/:id/vaccineInfo", access: staff("appointments.edit", taskInPath) },
  {
    method: "PUT",
    path: "/api/tasks/:id/observationStatus",
    access: staff("appointments.edit", taskInPath),
  },
  { method: "DELETE", path: "/api/tasks/:id/performer", access: staff("appointments.edit", taskInPath) },
  {
    method: "PUT",
    path: "/api/tasks/:id/activate",
    access: staff("carePlans.edit", record("planTask", { path: "id" })),
  },
  {
    method: "GET",
    path: "/api/elis/test-result/:taskId/pdf",
    access: patientArea("patientRecord.read", { of: "task", id: { path: "taskId" } }),
  },
  // The health record's lab orders and the patient's files (decision 024).
  {
    method: "GET",
    path: "/api/elis/order-result/:id/pdf",
    access: patientArea("patientRecord.read", { of: "labOrder", id: { path: "id" } }),
  },
  // A patient's observations: their tests' results, checked or reported from home (decision 045).
  {
    method: "PATCH",
    path: "/api/observations/:id/:checked/update-checked-status",
    access: patientArea("patientRecord.edit", { of: "task", id: { path: "id" } }),
  },
  {
    method: "POST",
    path: "/api/observations/:id/updateValue/:value",
    access: patientArea("patientRecord.edit", { of: "task", id: { path: "id" } }),
  },
  {
    method: "PUT",
    path: "/api/elis/updateIsContacted/:id",
    access: staff("patientRecord.edit", record("labOrder", { path: "id" })),
  },
  {
    method: "GET",
    path: "/api/file-uploads/patient/:id",
    access: patientArea("patientRecord.read", record("patient", { path: "id" }).organization),
  },
  {
    method: "GET",
    path: "/api/file-uploads/:id/download",
    access: patientArea("patientRecord.read", { of: "patientFile", id: { path: "id" } }),
  },
  {
    method: "GET",
    path: "/api/paymentCart/download/invoice/:id",
    access: patientArea("billing.read", record("invoice", { path: "id" }).organization),
  },
  {
    method: "GET",
    path: "/api/surveys/patient/:id/assessment-reports",
    access: patientArea("assessments.read", record("patient", { path: "id" }).organization),
  },
  {
    method: "GET",
    path: "/api/surveys/patient/:id/daily-assessment-reports",
    access: patientArea("assessments.read", record("patient", { path: "id" }).organization),
  },
  {
    method: "POST",
    path: "/api/surveys/patient/:id/requestRedoAssessment",
    access: staff("patientRecord.edit", record("patient", { path: "id" })),
  },
  {
    method: "POST",
    path: "/api/surveys/assessment-report",
    access: patientArea("patientRecord.edit", record("patient", { body: "patientId" }).organization),
  },
  // Surveys as staff write and read them (decision 033). A survey of no organization is the
  // network's: readable by everyone when public, changed only by an account whose scope is everywhere.
  {
    method: "GET",
    path: "/api/surveys/organization/:orgId",
    access: staff("assessments.read", { organization: { path: "orgId" } }),
  },
  {
    method: "GET",
    path: "/api/surveys/organization/:orgId/filters",
    access: staff("assessments.read", { organization: { path: "orgId" } }),
  },
  // Anonymous callers (the public screening) read the public ones; staff the whole network's.
  { method: "GET", path: "/api/surveys/public-brief", access: patientArea("assessments.read", "network") },
  {
    method: "GET",
    path: "/api/surveys/public-filters",
    access: staff("assessments.read", { organization: "network" }),
  },
  {
    method: "POST",
    path: "/api/surveys",
    access: staff("assessments.edit", { organization: { body: "organizationId" } }),
  },
  {
    method: "GET",
    path: "/api/surveys/:id",
    access: patientArea("assessments.read", surveyInPath.organization),
  },
  {
    method: "GET",
    path: "/api/surveys/:id/questions",
    access: patientArea("assessments.read", surveyInPath.organization),
  },
  { method: "PUT", path: "/api/surveys/:id", access: staff("assessments.edit", surveyInPath) },
  { method: "POST", path: "/api/surveys/:id/picture", access: staff("assessments.edit", surveyInPath) },
  { method: "DELETE", path: "/api/surveys/:id/picture", access: staff("assessments.edit", surveyInPath) },
  { method: "GET", path: "/api/surveys/:id/answer-stats", access: staff("assessments.read", surveyInPath) },
  {
    method: "GET",
    path: "/api/surveys/:id/answer-breakdown",
    access: staff("assessments.read", surveyInPath),
  },
  {
    method: "POST",
    path: "/api/surveys/questions/:id/choices",
    access: staff("assessments.edit", record("surveyQuestion", { path: "id" })),
  },
  {
    method: "GET",
    path: "/api/surveys/questions/:id/answers/patients",
    access: staff("assessments.read", record("surveyQuestion", { path: "id" })),
  },
  {
    method: "PUT",
    path: "/api/surveys/choices/:id",
    access: staff("assessments.edit", record("surveyChoice", { path: "id" })),
  },
  {
    method: "DELETE",
    path: "/api/surveys/choices/:id",
    access: staff("assessments.edit", record("surveyChoice", { path: "id" })),
  },

  // Programs (decision 037): the organization's in the path or body, or the program's record.
  {
    method: "GET",
    path: "/api/programs/organization/:orgId",
    access: PROGRAMS_READ({ organization: { path: "orgId" } }),
  },
  {
    method: "GET",
    path: "/api/programs/organization/:orgId/counts",
    access: PROGRAMS_READ({ organization: { path: "orgId" } }),
  },
  {
    method: "GET",
    path: "/api/programs/organization/:orgId/analytics",
    access: PROGRAMS_READ({ organization: { path: "orgId" } }),
  },
  // The whole network's programs: only an account whose scope is everywhere.
  { method: "GET", path: "/api/programs", access: PROGRAMS_READ({ organization: "network" }) },
  { method: "GET", path: "/api/programs/counts", access: PROGRAMS_READ({ organization: "network" }) },
  { method: "GET", path: "/api/programs/analytics", access: PROGRAMS_READ({ organization: "network" }) },
  {
    method: "GET",
    path: "/api/programs/name",
    access: PROGRAMS_READ({ organization: { query: "organizationId" } }),
  },
  {
    method: "GET",
    path: "/api/programs/care-plan/:planId",
    access: PROGRAMS_READ({ organization: { query: "organizationId" } }),
  },
  { method: "GET", path: "/api/programs/clinic/:id", access: PROGRAMS_READ(inPath) },
  { method: "GET", path: "/api/organizations/productItems/clinic/:id", access: PROGRAMS_READ(inPath) },
  {
    method: "GET",
    path: "/api/programs/templates-mini",
    access: PROGRAMS_READ({ organization: { query: "organizationId" } }),
  },
  { method: "GET", path: "/api/programs/service-types", access: staff("programs.read") },
  {
    method: "POST",
    path: "/api/programs/create-program",
    access: PROGRAMS_EDIT({ organization: { body: "organizationId" } }),
  },
  {
    method: "POST",
    path: "/api/programs/enroll-program",
    access: PROGRAMS_EDIT(record("program", { body: "programId" })),
  },
  { method: "GET", path: "/api/programs/:id", access: PROGRAMS_READ(programInPath) },
  { method: "PUT", path: "/api/programs/:id", access: PROGRAMS_EDIT(programInPath) },
  { method: "DELETE", path: "/api/programs/:id", access: PROGRAMS_EDIT(programInPath) },
  { method: "POST", path: "/api/programs/:id/picture", access: PROGRAMS_EDIT(programInPath) },
  { method: "DELETE", path: "/api/programs/:id/picture", access: PROGRAMS_EDIT(programInPath) },
  { method: "GET", path: "/api/programs/:id/image", access: PROGRAMS_READ(programInPath) },
  { method: "GET", path: "/api/programs/:id/qualification", access: PROGRAMS_READ(programInPath) },
  { method: "POST", path: "/api/programs/:id/qualification", access: PROGRAMS_EDIT(programInPath) },
  { method: "PUT", path: "/api/programs/:id/qualification/:rank", access: PROGRAMS_EDIT(programInPath) },
  { method: "DELETE", path: "/api/programs/:id/qualification/:rank", access: PROGRAMS_EDIT(programInPath) },
  { method: "GET", path: "/api/programs/:id/enrollment-steps", access: PROGRAMS_READ(programInPath) },
  { method: "POST", path: "/api/programs/:id/enrollment-steps", access: PROGRAMS_EDIT(programInPath) },
  { method: "PUT", path: "/api/programs/:id/enrollment-steps", access: PROGRAMS_EDIT(programInPath) },
  {
    method: "PUT",
    path: "/api/programs/:id/enrollment-steps/:stepId",
    access: PROGRAMS_EDIT(programInPath),
  },
  {
    method: "DELETE",
    path: "/api/programs/:id/enrollment-steps/:stepId",
    access: PROGRAMS_EDIT(programInPath),
  },
  { method: "GET", path: "/api/programs/:id/patients", access: PROGRAMS_READ(programInPath) },
  { method: "POST", path: "/api/programs/:id/eligible-not-enrolled", access: PROGRAMS_READ(programInPath) },
  { method: "POST", path: "/api/programs/:id/invite-patients", access: PROGRAMS_EDIT(programInPath) },
  {
    method: "GET",
    path: "/api/program-phase",
    access: PROGRAMS_READ(record("program", { query: "programId" })),
  },
  {
    method: "POST",
    path: "/api/program-phase",
    access: PROGRAMS_EDIT(record("program", { body: "programId" })),
  },
  {
    method: "PUT",
    path: "/api/program-phase/:id",
    access: PROGRAMS_EDIT(record("programPhase", { path: "id" })),
  },
  {
    method: "DELETE",
    path: "/api/program-phase/:id",
    access: PROGRAMS_EDIT(record("programPhase", { path: "id" })),
  },
  {
    method: "POST",
    path: "/api/program-phase-item",
    access: PROGRAMS_EDIT(record("programPhase", { body: "phaseId" })),
  },
  {
    method: "PUT",
    path: "/api/program-phase-item/:id",
    access: PROGRAMS_EDIT(record("programPhaseItem", { path: "id" })),
  },
  {
    method: "DELETE",
    path: "/api/program-phase-item/:id",
    access: PROGRAMS_EDIT(record("programPhaseItem", { path: "id" })),
  },
  { method: "GET", path: "/api/products", access: PROGRAMS_READ(record("program", { query: "programId" })) },
  { method: "POST", path: "/api/products", access: PROGRAMS_EDIT(record("program", { body: "programId" })) },
  { method: "DELETE", path: "/api/products/:id", access: PROGRAMS_EDIT(record("product", { path: "id" })) },
  {
    method: "DELETE",
    path: "/api/productItems/:id",
    access: PROGRAMS_EDIT(record("productItem", { path: "id" })),
  },
  {
    method: "GET",
    path: "/api/productItems",
    access: PROGRAMS_READ(record("program", { query: "programId" })),
  },
  {
    method: "POST",
    path: "/api/productItems",
    access: PROGRAMS_EDIT(record("product", { body: "productId" })),
  },
  { method: "GET", path: "/api/productItems/clinic/:id", access: PROGRAMS_READ(inPath) },

  // Billing set-up: fee schedules, their plans and entries, imports.
  { method: "GET", path: "/api/fee-schedules", access: staff("billing.read") },
  { method: "GET", path: "/api/fee-schedules/schedule-with-plans", access: staff("billing.read") },
  { method: "POST", path: "/api/fee-schedules/create-fee-schedules", access: staff("billing.edit") },
  { method: "GET", path: "/api/fee-schedules/:id", access: staff("billing.read") },
  { method: "GET", path: "/api/fee-schedules/:id/overview", access: staff("billing.read") },
  { method: "GET", path: "/api/fee-schedules/:id/name", access: staff("billing.read") },
  { method: "GET", path: "/api/fee-schedules/:id/entries", access: staff("billing.read") },
  { method: "GET", path: "/api/fee-schedules/:id/dependencies", access: staff("billing.read") },
  { method: "GET", path: "/api/fee-schedules/:id/plans", access: staff("billing.read") },
  { method: "PUT", path: "/api/fee-schedules/:id", access: staff("billing.edit") },
  { method: "DELETE", path: "/api/fee-schedules/:id", access: staff("billing.edit") },
  { method: "POST", path: "/api/fee-schedules/create-fee-schedule-plan", access: staff("billing.edit") },
  { method: "GET", path: "/api/fee-schedules/plan/:id/entries", access: staff("billing.read") },
  { method: "GET", path: "/api/fee-schedules/plan/:id/entry", access: staff("billing.read") },
  { method: "GET", path: "/api/fee-schedules/plan/:id/dependencies", access: staff("billing.read") },
  { method: "PUT", path: "/api/fee-schedules/plan/:id", access: staff("billing.edit") },
  { method: "DELETE", path: "/api/fee-schedules/plan/:id", access: staff("billing.edit") },
  { method: "POST", path: "/api/fee-schedules/create-fee-schedule-entry", access: staff("billing.edit") },
  { method: "GET", path: "/api/fee-schedules/entry/:id/dependencies", access: staff("billing.read") },
  { method: "PUT", path: "/api/fee-schedules/entry/:id", access: staff("billing.edit") },
  { method: "DELETE", path: "/api/fee-schedules/entry/:id", access: staff("billing.edit") },
  { method: "POST", path: "/api/fee-schedules/:id/upload/csv", access: staff("billing.edit") },
  // Fee schedule imports (billing) and, with kind=CLAIMS, claim imports (decision 043).
  { method: "GET", path: "/api/logs/import", access: staff(["billing.read", "claims.read"]) },

  // Billing codes and payers (the app's billing screens; claims read them too).
  { method: "GET", path: "/api/procedure-codes/overview", access: staff(["billing.read", "claims.read"]) },
  {
    method: "GET",
    path: "/api/procedure-codes/grouped-codes",
    access: staff(["billing.read", "claims.read"]),
  },
  { method: "GET", path: "/api/procedure-codes", access: staff(["billing.read", "claims.read"]) },
  { method: "POST", path: "/api/procedure-codes", access: staff("billing.edit") },
  { method: "PUT", path: "/api/procedure-codes/:id", access: staff("billing.edit") },
  { method: "DELETE", path: "/api/procedure-codes/overview/:id", access: staff("billing.edit") },
  { method: "DELETE", path: "/api/procedure-codes/:id", access: staff("billing.edit") },
  { method: "GET", path: "/api/claims-modifiers", access: staff(["billing.read", "claims.read"]) },
  { method: "POST", path: "/api/claims-modifiers", access: staff("billing.edit") },
  { method: "PUT", path: "/api/claims-modifiers/:id", access: staff("billing.edit") },
  { method: "DELETE", path: "/api/claims-modifiers/:id", access: staff("billing.edit") },
  { method: "GET", path: "/api/reason-codes", access: staff(["billing.read", "claims.read"]) },
  { method: "GET", path: "/api/reason-codes/overview", access: staff(["billing.read", "claims.read"]) },
  { method: "POST", path: "/api/reason-codes", access: staff("billing.edit") },
  { method: "DELETE", path: "/api/reason-codes/overview/:id", access: staff("billing.edit") },
  { method: "DELETE", path: "/api/reason-codes/:id", access: staff("billing.edit") },
  // Claims, dispute packages and payer analytics (decision 039): the routes filter to the
  // caller's tree. Before the payers' `:id` rules, whose pattern their literal paths match.
  { method: "GET", path: "/api/claims", access: staff("claims.read") },
  { method: "GET", path: "/api/claims/claims-total-stats", access: staff("claims.read") },
  { method: "GET", path: "/api/claims/claims-ranges-stats", access: staff("claims.read") },
  { method: "GET", path: "/api/claims/states", access: staff("claims.read") },
  { method: "GET", path: "/api/claims/zip-codes", access: staff("claims.read") },
  { method: "GET", path: "/api/claims/providers", access: staff("claims.read") },
  { method: "POST", path: "/api/claims/import", access: staff("claims.edit") },
  { method: "GET", path: "/api/payers/payer-group-numbers", access: staff(["billing.read", "claims.read"]) },
  { method: "GET", path: "/api/payers/claims-stats-per-organization", access: staff("claims.read") },
  { method: "GET", path: "/api/payers/payers-covid-stats", access: staff("claims.read") },
  { method: "GET", path: "/api/payers/get-top-three-reason-codes", access: staff("claims.read") },
  { method: "GET", path: "/api/payers/payers-covid-apl-summary-download", access: staff("claims.read") },
  { method: "GET", path: "/api/payers/:id/claims/by_month", access: staff("claims.read") },
  { method: "GET", path: "/api/payers", access: staff(["billing.read", "claims.read"]) },
  { method: "POST", path: "/api/payers", access: staff("billing.edit") },
  { method: "GET", path: "/api/payers/:id", access: staff(["billing.read", "claims.read"]) },
  { method: "GET", path: "/api/payers/:id/name", access: staff(["billing.read", "claims.read"]) },
  { method: "GET", path: "/api/payers/:id/procedure_codes", access: staff(["billing.read", "claims.read"]) },
  { method: "GET", path: "/api/payers/:id/reason_codes", access: staff(["billing.read", "claims.read"]) },
  { method: "GET", path: "/api/claims/:id", access: staff("claims.read") },
  { method: "GET", path: "/api/dispute-packages", access: staff("claims.read") },
  { method: "GET", path: "/api/dispute-packages/:id", access: staff("claims.read") },

  // Care plans and templates: the plan's (or template's) organization; public templates are read anywhere.
  { method: "GET", path: "/api/carePlans/carePlanTypes", access: CARE_READ },
  {
    method: "GET",
    path: "/api/carePlans/templates",
    access: staff("carePlans.read", { organization: { query: "organizationId" } }),
  },
  { method: "GET", path: "/api/carePlans/public-templates", access: CARE_READ },
  {
    method: "GET",
    path: "/api/carePlans/organization/:orgId",
    access: staff("carePlans.read", { organization: { path: "orgId" } }),
  },
  {
    method: "POST",
    path: "/api/carePlans",
    access: staff("carePlans.edit", { organization: { body: "organizationId" } }),
  },
  { method: "GET", path: "/api/carePlans/:id", access: staff("carePlans.read", planInPath) },
  { method: "PUT", path: "/api/carePlans/:id", access: staff("carePlans.edit", planInPath) },
  { method: "DELETE", path: "/api/carePlans/:id", access: staff("carePlans.edit", planInPath) },
  {
    method: "POST",
    path: "/api/carePlans/task",
    access: staff("carePlans.edit", record("carePlan", { body: "carePlanId" })),
  },
  {
    method: "PUT",
    path: "/api/carePlans/task/:id",
    access: staff("carePlans.edit", record("planTask", { path: "id" })),
  },
  {
    method: "DELETE",
    path: "/api/carePlans/:planId/task/:taskId",
    access: staff("carePlans.edit", record("carePlan", { path: "planId" })),
  },
  {
    method: "POST",
    path: "/api/carePlans/task/observation-goal",
    access: staff("carePlans.edit", record("planTask", { body: "taskId" })),
  },
  {
    method: "DELETE",
    path: "/api/carePlans/task/observation-goal/:id",
    access: staff("carePlans.edit", record("observationGoal", { path: "id" })),
  },
  {
    method: "POST",
    path: "/api/carePlans/:id/care-plan-status",
    access: staff("carePlans.edit", planInPath),
  },
  { method: "GET", path: "/api/carePlans/:id/serviceId", access: staff("carePlans.read", planInPath) },
  {
    method: "POST",
    path: "/api/carePlans/patient-care-plan-from-template",
    access: staff("carePlans.edit", record("patient", { body: "patientId" })),
  },
  {
    method: "POST",
    path: "/api/carePlans/addCarePlanToPatient",
    access: staff("carePlans.edit", record("patient", { body: "patientId" })),
  },
  {
    method: "POST",
    path: "/api/carePlans/:id/save-as-template",
    access: staff("carePlans.edit", planInPath),
  },
  {
    method: "GET",
    path: "/api/carePlans/:id/patients-on-plan-stats",
    access: staff("carePlans.read", planInPath),
  },
  { method: "GET", path: "/api/carePlans/:id/patients-stats", access: staff("carePlans.read", planInPath) },
  {
    method: "GET",
    path: "/api/performers/:id/care-plans",
    access: staff("carePlans.read", record("performer", { path: "id" })),
  },
  {
    method: "POST",
    path: "/api/observations",
    access: staff("carePlans.edit", record("planTask", { body: "taskId" })),
  },
  {
    method: "GET",
    path: "/api/observations",
    access: staff("carePlans.read", record("planTask", { query: "taskId" })),
  },

  // Care plan meta data: not organization data, read by care plan readers.
  { method: "GET", path: "/api/meta/task", access: CARE_READ },
  { method: "GET", path: "/api/meta/observation", access: CARE_READ },
  { method: "GET", path: "/api/meta/sub-type", access: CARE_READ },
  { method: "GET", path: "/api/meta/therapy", access: CARE_READ },
  // A therapy type is changed where its owner is (README "Care plans"): an organization's inside
  // that organization's tree, a network-wide one only by an account whose scope is everywhere.
  // The owner a body names (POST, PUT) and the type an upload names are the routes' to check.
  { method: "POST", path: "/api/meta/therapy", access: META_EDIT },
  {
    method: "PUT",
    path: "/api/meta/therapy/:id",
    access: staff(["carePlans.edit", "masterData.edit"], record("entity", { path: "id" })),
  },
  {
    method: "DELETE",
    path: "/api/meta/therapy/:id",
    access: staff(["carePlans.edit", "masterData.edit"], record("entity", { path: "id" })),
  },
  {
    method: "DELETE",
    path: "/api/meta/therapy/entity/:entityId",
    access: staff(["carePlans.edit", "masterData.edit"], record("entity", { path: "entityId" })),
  },
  {
    method: "DELETE",
    path: "/api/meta/therapy/:id/image",
    access: staff(["carePlans.edit", "masterData.edit"], record("entity", { path: "id" })),
  },
  { method: "POST", path: "/api/attachments/therapy-type", access: META_EDIT },
  { method: "GET", path: "/api/attachments/therapy-type/:id/:fileName", access: CARE_READ },
  {
    method: "GET",
    path: "/api/payers/:id/reason_codes/:code",
    access: staff(["billing.read", "claims.read"]),
  },

  // Master data (decision 034): the super admin's. GET /api/meta/task and /api/meta/observation
  // keep the care plans' rule above (care plan readers list them too).
  ...MASTER_DATA_SERVICES.flatMap((path): CallRule[] => [
    ...(READ_BY_CARE_PLANS.has(path)
      ? []
      : [{ method: "GET" as const, path, access: MASTER_DATA_READ[path] ?? MASTER_DATA }]),
    { method: "POST", path, access: MASTER_DATA },
    { method: "PUT", path: `${path}/:id`, access: MASTER_DATA },
    { method: "DELETE", path: `${path}/:id`, access: MASTER_DATA },
  ]),
  { method: "POST", path: "/api/insurance-providers/search", access: MASTER_DATA },
  // Master data's read-only lists (decision 034's addendum); every program's products is the
  // products call's own rule above, and its route asks for masterData.edit.
  { method: "GET", path: "/api/meta/device", access: MASTER_DATA },
  { method: "GET", path: "/api/masterData/inventories", access: MASTER_DATA },
  { method: "GET", path: "/api/masterData/payer", access: MASTER_DATA },
  { method: "POST", path: "/api/masterData/:id/image", access: MASTER_DATA },
  { method: "GET", path: "/api/masterData/:id/image", access: MASTER_DATA },

  // The organization exports (decision 040).
  ...[
    "patients/csv",
    "homebound/csv",
    "vaccinations/excel",
    "appointments/excel",
    "completed-tests/excel",
    "billing/excel",
    "incentive/csv",
  ].map((file): CallRule => ({
    method: "GET",
    path: `/api/organizations/:id/${file}/download`,
    access: staff("exports.run", inPath),
  })),

  // Patient requests (decision 040): the organization in the path, or the request's.
  ...["", "/grouped-stats", "/csv/download", "/csv/download/enrollments"].map((tail): CallRule => ({
    method: "GET",
    path: `/api/patient-requests/organization/:id${tail}`,
    access: staff("patientRequests.read", inPath),
  })),
  {
    method: "GET",
    path: "/api/patient-requests/patient/:id",
    access: staff("patientRequests.read", record("patient", { path: "id" })),
  },
  {
    method: "GET",
    path: "/api/patient-requests/lite/patient/:id",
    access: staff("patientRequests.read", record("patient", { path: "id" })),
  },
  {
    method: "GET",
    path: "/api/patient-requests/:id",
    access: staff("patientRequests.read", record("patientRequest", { path: "id" })),
  },
  ...(
    ["PUT /:id/status", "PUT /:id", "DELETE /:id", "POST /:id/homebound-request-status/send-email"] as const
  ).map((call): CallRule => {
    const [method, tail] = call.split(" ") as ["PUT" | "DELETE" | "POST", string];
    return {
      method,
      path: `/api/patient-requests${tail}`,
      access: staff("patientRequests.handle", record("patientRequest", { path: "id" })),
    };
  }),
];

interface CompiledRule extends CallRule {
  pattern: RegExp;
  params: string[];
}

const COMPILED: CompiledRule[] = CALL_RULES.map((rule) => {
  const params: string[] = [];
  const source = rule.path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      params.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { ...rule, pattern: new RegExp(`^${source}/?$`), params };
});

/** The rule for a call; of several that match, the one with fewest parameters (literals win). */
export function ruleFor(
  method: string,
  path: string,
): { rule: CallRule; params: Record<string, string> } | null {
  let best: { rule: CompiledRule; params: Record<string, string> } | null = null;
  for (const rule of COMPILED) {
    if (rule.method !== method) continue;
    const match = rule.pattern.exec(path);
    if (!match) continue;
    if (best && best.rule.params.length <= rule.params.length) continue;
    const params: Record<string, string> = {};
    rule.params.forEach((name, i) => (params[name] = decoded(match[i + 1]!)));
    best = { rule, params };
  }
  return best;
}

/** A malformed escape is kept as sent: it names no organization, so a scoped call is refused. */
function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether the account's role has the capability (its scope is the call rule's business). */
export function accountCan(store: Store, account: Account, capability: Capability): boolean {
  return can(accountLike(store, account), capability);
}

/** What an account may do with billing set-up records (decision 054, routes/billing-ownership.ts). */
export interface BillingScope {
  /** The owners whose records it reads besides the network's: its whole trees; null, every record. */
  owners: string[] | null;
  reads(owner: string | null | undefined): boolean;
  changes(owner: string | null | undefined): boolean;
  /** The owner of a record it creates: null, the network's. */
  ownerOfNew: string | null;
}

/**
 * Billing records are read by every organization of the tree they belong to (from its top-level
 * organization down), and changed by `billing.edit` holders whose tree holds the owner; the
 * network's by the operator (`mayChangeBillingRecord`). Readers are those whose privilege in an
 * organization grants a billing or claims capability there (claims read the codes and payers).
 */
export function billingScope(store: Store, account: Account): BillingScope {
  const who = accountLike(store, account);
  const editRoots = rootsGranting(who, "billing.edit");
  const changes = (owner: string | null | undefined) =>
    mayChangeBillingRecord(who, owner ?? null, {
      operatorName: OPERATOR_ORGANIZATION_NAME,
      editsIn: (organizationId) => editRoots.some((root) => isInScope(store, root, organizationId)),
    });
  const ownerOfNew = ownerOfNewBillingRecord(who, OPERATOR_ORGANIZATION_NAME) ?? null;
  if (scopeOf(who, "billing.read", OPERATOR_ORGANIZATION_NAME) === "everywhere")
    return { owners: null, reads: () => true, changes, ownerOfNew };
  const tops = new Set<string>();
  for (const capability of ["billing.read", "billing.edit", "claims.read"] as const)
    for (const root of rootsGranting(who, capability)) tops.add(topOf(store, root));
  const owners = [...tops].flatMap((top) => [top, ...descendants(store, top).map((o) => o.id)]);
  const readable = new Set(owners);
  return {
    owners,
    reads: (owner) => owner === null || owner === undefined || readable.has(owner),
    changes,
    ownerOfNew,
  };
}

/** The top-level organization above an organization (itself at the top). */
function topOf(store: Store, organizationId: string): string {
  let id = organizationId;
  for (let seen = 0; seen < 100; seen++) {
    const parent = store.organizations.byId(id)?.parentOrganizationId;
    if (!parent) return id;
    id = parent;
  }
  return id;
}

/** The account as the app's matrix sees it (the same fields the app reads from the session). */
function accountLike(store: Store, account: Account): AccountLike {
  const view = sessionView(store, account);
  return {
    privilegeId: view.privilege.id,
    privilegeName: view.privilege.name,
    isPerformer: view.isPerformer,
    organizationId: view.organizationId,
    organizationName: view.organizationName,
    parentOrganizationId: view.parentOrganizationId,
    accountOrganizations: view.accountOrganizations.map((o) => ({
      organizationId: o.organizationId,
      parentOrganizationId: o.parentOrganizationId,
      privilegeId: o.privilege.id,
    })),
  };
}

function idOf(req: Request, source: IdSource, params: Record<string, string>) {
  if ("path" in source) return params[source.path];
  if ("query" in source) return str(req.query[source.query]);
  const value = (req.body as Record<string, unknown> | undefined)?.[source.body];
  return typeof value === "number" ? String(value) : str(value);
}

/** The organizations a call is about (any one in scope suffices), or undefined when it names none. */
function organizationsOf(
  store: Store,
  req: Request,
  source: Exclude<OrganizationSource, "network">,
  params: Record<string, string>,
): { ids: string[]; publicTemplate?: boolean } | undefined {
  if (!("of" in source)) {
    const id = idOf(req, source, params);
    return id === undefined ? undefined : { ids: [id] };
  }
  const id = idOf(req, source.id, params);
  if (id === undefined) return undefined;
  return organizationsOfRecord(store, source.of, id);
}

/** How each record that belongs to a patient names the patient. */
const PATIENT_OF_RECORD: Record<PatientRecordKind, (store: Store, id: string) => string | undefined> = {
  patient: (_store, id) => id,
  note: (store, id) => store.notes.byId(id)?.patientId,
  task: (store, id) => store.tasks.byId(id)?.patientId,
  labOrder: (store, id) => store.tasks.byElisOrder(id)?.patientId,
  patientFile: (store, id) => store.patientFiles.brief(id)?.patientId,
  activity: (store, id) => store.activities.byId(id)?.patientId,
  invoice: (store, id) => store.patientArea.invoice(id)?.patientId,
};

const isPatientRecord = (kind: RecordKind): kind is PatientRecordKind =>
  Object.hasOwn(PATIENT_OF_RECORD, kind);

/** A record's organizations: a plan's own, a patient's, a performer's. Undefined for an unknown id. */
function organizationsOfRecord(store: Store, kind: RecordKind, id: string) {
  if (isPatientRecord(kind)) {
    const patientId = PATIENT_OF_RECORD[kind](store, id);
    const patient = store.patients.byId(patientId);
    return patient && { ids: patient.organizations };
  }
  // A therapy type's owner, named by the type's id or by the owner's (DELETE …/entity/{id}): an
  // organization's type ("only for our organization") is that organization's. A network-wide type,
  // or an owner that is no organization, is in no tree: only an account whose scope is everywhere
  // changes it. An id that is neither a type nor an owner names none (the route answers).
  if (kind === "entity") {
    const therapy = store.therapy.byId(id);
    const owner = therapy ? (therapy.entityType === "ORGANIZATION" ? therapy.entityId : null) : id;
    if (owner && store.organizations.byId(owner)) return { ids: [owner] };
    return therapy || store.therapy.idsOfEntity(id).length > 0 ? { ids: [] } : undefined;
  }
  if (kind === "patientRequest") {
    const request = store.patientRequests.byId(id);
    return request && { ids: [request.organizationId] };
  }
  // A lane is its clinic's.
  if (kind === "lane") {
    const lane = store.lanes.byId(id);
    return lane && { ids: [lane.clinicId] };
  }
  if (kind === "department") {
    const department = store.organizationPages.department(id);
    return department && { ids: [department.organizationId] };
  }
  if (kind === "performer") {
    const performer = store.performers.byId(id) ?? store.performers.byAccount(id);
    return performer && { ids: [performer.organizationId] };
  }
  if (
    kind === "program" ||
    kind === "programPhase" ||
    kind === "programPhaseItem" ||
    kind === "product" ||
    kind === "productItem"
  ) {
    const programId =
      kind === "program"
        ? id
        : kind === "programPhase"
          ? store.programs.phase(id)?.programId
          : kind === "product"
            ? store.programs.product(id)?.programId
            : kind === "productItem"
              ? store.programs.product(store.programs.productItem(id)?.productId)?.programId
              : store.programs.phase(store.programs.item(id)?.phaseId)?.programId;
    const found = store.programs.byId(programId);
    return found && { ids: [found.organizationId] };
  }
  if (kind === "survey" || kind === "surveyQuestion" || kind === "surveyChoice") {
    const questionId = kind === "surveyChoice" ? store.surveys.questionOfChoice(id) : id;
    const surveyId =
      kind === "survey"
        ? id
        : questionId === undefined
          ? undefined
          : store.surveys.surveyOfQuestion(questionId);
    const survey = surveyId === undefined ? undefined : store.surveys.scopeOfSurvey(surveyId);
    // The network's own surveys (no organization) are in no tree: public ones read as a public template.
    return (
      survey && { ids: survey.organizationId ? [survey.organizationId] : [], publicTemplate: survey.isPublic }
    );
  }
  const scope = store.carePlans.scopeOf(kind, id);
  return scope && { ids: [scope.organizationId], publicTemplate: scope.isPublicTemplate };
}

const forbidden = (res: Response, message: string) => fail(res, 403, "FORBIDDEN", message);

/**
 * The middleware. Requests without an account got past the bearer check only as public calls and
 * are the routes' business. With an account: a listed call is judged by its rule; a public call
 * not listed stays public; anything else is refused (deny by default).
 */
export function enforcePermissions(store: Store, isPublic: (req: Request) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const account = req.account;
    if (!account) return next();
    const found = ruleFor(req.method, req.baseUrl + req.path);
    if (!found) {
      if (isPublic(req)) return next();
      return forbidden(res, `${req.method} ${req.baseUrl + req.path} is not open to any role`);
    }
    const { rule, params } = found;
    let { access } = rule;
    if (access.kind === "patientArea" && access.planTask) {
      const id = params[access.planTask.param];
      if (id !== undefined && !store.tasks.byId(id) && store.carePlans.task(id))
        access = access.planTask.access;
    }
    if (access.kind === "account") return next();
    const who = accountLike(store, account);
    if (isPatientAccount(who)) {
      if (access.kind === "patientArea") return next();
      return forbidden(res, "Patients may not make staff calls");
    }
    const allowedByRole = access.capabilities.filter((c) => can(who, c));
    if (allowedByRole.length === 0)
      return forbidden(res, `Your role may not do this (needs ${access.capabilities.join(" or ")})`);
    const organization = access.kind === "staff" ? access.organization : access.staffOrganization;
    if (!organization) return next();

    const everywhere = allowedByRole.some(
      (c) => scopeOf(who, c, OPERATOR_ORGANIZATION_NAME) === "everywhere",
    );
    if (everywhere) return next();
    if (organization === "network")
      return forbidden(res, "This organization is outside your organization tree");
    const where = organizationsOf(store, req, organization, params);
    if (where === undefined) return next();
    if (where.publicTemplate && access.capabilities.every(isReadOnly)) return next();
    // Any capability the call accepts, in a tree where the account's privilege there grants it.
    const roots = new Set(allowedByRole.flatMap((c) => rootsGranting(who, c)));
    if (where.ids.some((id) => [...roots].some((root) => isInScope(store, root, id)))) return next();
    return forbidden(res, "This organization is outside your organization tree");
  };
}

/** A root organization and its descendants (`descendants()` walks the organizations). */
function isInScope(store: Store, rootId: string, organizationId: string): boolean {
  return organizationId === rootId || descendants(store, rootId).some((o) => o.id === organizationId);
}

/**
 * The organizations whose records an account may read with a capability: null when its scope is
 * everywhere. For calls whose records carry their organization in a column (claims, decision 039):
 * the list is filtered to these, and a single record outside them answers 404.
 */
export function readableOrganizations(
  store: Store,
  account: Account,
  capability: Capability,
): string[] | null {
  const who = accountLike(store, account);
  if (scopeOf(who, capability, OPERATOR_ORGANIZATION_NAME) === "everywhere") return null;
  const ids = new Set<string>();
  for (const root of rootsGranting(who, capability)) {
    ids.add(root);
    for (const o of descendants(store, root)) ids.add(o.id);
  }
  return [...ids];
}

/** The organizations an account belongs to, each with the privilege it holds there. */
function membershipsOfAccount(account: Account): Array<{ organizationId: string; privilegeId: number }> {
  return [
    { organizationId: account.organizationId, privilegeId: account.privilegeId },
    ...(account.memberships ?? []),
  ];
}

/** Why the caller may not reset the target's password without its current one, or undefined. */
export function passwordResetRefusal(store: Store, caller: Account, target: Account) {
  if (target.accountId === caller.accountId) return PASSWORD_RESET.own;
  const trees = readableOrganizations(store, caller, PASSWORD_RESET.capability);
  if (trees === null) return undefined;
  const inTrees = new Set(trees);
  const targets = membershipsOfAccount(target);
  if (!targets.every((m) => inTrees.has(m.organizationId))) return PASSWORD_RESET.outsideTrees;
  // The caller's rank over each organization of the target: its highest privilege that grants the
  // capability in a tree holding it; the lowest of those must outrank every privilege the target holds.
  const granting = membershipsOfAccount(caller)
    .filter((m) => {
      const privilege = privilegeOf({ ...caller, privilegeId: m.privilegeId });
      return can(
        { privilegeId: m.privilegeId, privilegeName: privilege.name, isPerformer: caller.isPerformer },
        PASSWORD_RESET.capability,
      );
    })
    .map((m) => ({
      level: privilegeLevel(m.privilegeId),
      tree: new Set([m.organizationId, ...descendants(store, m.organizationId).map((o) => o.id)]),
    }));
  const callerLevel = Math.min(
    ...targets.map((t) =>
      Math.max(-1, ...granting.filter((g) => g.tree.has(t.organizationId)).map((g) => g.level)),
    ),
  );
  const targetLevel = Math.max(...targets.map((t) => privilegeLevel(t.privilegeId)));
  return targetLevel < callerLevel ? undefined : PASSWORD_RESET.notLower;
}
