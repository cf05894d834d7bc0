/**
 * The members list (spec part 2 §2 "Members list with filters", §3 gender values and sex codes,
 * §7 `GET /api/organizations/{id}/patients`, §9 page size and age buckets; decision 020).
 */
import { CARE_PLAN_STATUS_NAMES } from "./care-plans";
import type { ListQuery, ListSpec } from "./list-query";
import { GENDERS } from "./patient-profile";

export const AGE_GROUPS = [
  "0-9",
  "10-19",
  "20-29",
  "30-39",
  "40-49",
  "50-59",
  "60-69",
  "70-79",
  "80+",
] as const;

export const PROFILE_STATES = ["complete", "incomplete"] as const;

/** The URL parameter that names the organization whose members are listed (else the user's own). */
export const MEMBERS_ORGANIZATION_PARAM = "organizationId";

/** The members list of an organization (the user's own without one). */
export function membersPath(organizationId?: string | null): string {
  return organizationId
    ? `/provider/members?${new URLSearchParams({ [MEMBERS_ORGANIZATION_PARAM]: organizationId })}`
    : "/provider/members";
}

/** Adding a patient to an organization (the user's own without one). */
export function addPatientPath(organizationId?: string | null): string {
  return organizationId
    ? `/provider/members/new?${new URLSearchParams({ [MEMBERS_ORGANIZATION_PARAM]: organizationId })}`
    : "/provider/members/new";
}

/** The "all" option of a filter whose values the upstream offers (decision 029). */
const OFFERED_ANY = "members:filters.anyValue";

/** Which of the upstream's offered value lists feeds which filter (decision 029). */
const OFFERED_FILTERS: Readonly<Record<string, string>> = {
  patientType: "patientType",
  occupation: "occupation",
  priority: "priority",
  ethnicity: "ethnicity",
  races: "race",
  diagnosis: "diagnosis",
  cancerType: "cancerType",
  stage: "stage",
  treatmentStatus: "treatmentStatus",
};

/** Filters both member lists offer: a care plan's status, and a care plan (or its template). */
const CARE_PLAN_STATUS_FILTER = {
  kind: "select",
  name: "carePlanStatus",
  options: CARE_PLAN_STATUS_NAMES,
  optionLabel: "carePlans:statuses.",
  any: "members:filters.anyStatus",
  label: "members:filters.carePlanStatus",
} as const;
const CARE_PLAN_FILTER = {
  kind: "choice",
  name: "carePlan",
  any: "members:filters.anyCarePlan",
  label: "members:filters.carePlan",
} as const;

export const MEMBER_LIST: ListSpec = {
  id: "members",
  filters: [
    { kind: "text", name: "q", max: 100, label: "members:filters.search" },
    {
      kind: "select",
      name: "gender",
      options: GENDERS,
      optionLabel: "members:genders.",
      any: "members:filters.anyGender",
      label: "members:filters.gender",
    },
    {
      kind: "select",
      name: "ageGroup",
      options: AGE_GROUPS,
      optionLabel: "members:ageGroups.",
      any: "members:filters.anyAge",
      label: "members:filters.ageGroup",
    },
    CARE_PLAN_STATUS_FILTER,
    {
      kind: "select",
      name: "profile",
      options: PROFILE_STATES,
      optionLabel: "members:profile.",
      any: "members:filters.anyProfile",
      label: "members:filters.profile",
    },
    { ...CARE_PLAN_FILTER, more: true },
    { kind: "text", name: "email", max: 100, label: "members:filters.email", more: true },
    { kind: "text", name: "phone", max: 30, label: "members:filters.phone", more: true },
    { kind: "text", name: "memberId", max: 64, label: "members:filters.memberId", more: true },
    { kind: "text", name: "postalCode", max: 10, label: "members:filters.postalCode", more: true },
    {
      kind: "text",
      name: "patientType",
      max: 40,
      label: "members:filters.patientType",
      any: OFFERED_ANY,
      more: true,
    },
    {
      kind: "text",
      name: "occupation",
      max: 60,
      label: "members:filters.occupation",
      any: OFFERED_ANY,
      more: true,
    },
    {
      kind: "text",
      name: "priority",
      max: 40,
      label: "members:filters.priority",
      any: OFFERED_ANY,
      more: true,
    },
    {
      kind: "text",
      name: "ethnicity",
      max: 60,
      label: "members:filters.ethnicity",
      any: OFFERED_ANY,
      more: true,
    },
    { kind: "text", name: "race", max: 60, label: "members:filters.race", any: OFFERED_ANY, more: true },
    { kind: "text", name: "customId", max: 60, label: "members:filters.customId", more: true },
    {
      kind: "text",
      name: "diagnosis",
      max: 60,
      label: "members:filters.diagnosis",
      any: OFFERED_ANY,
      more: true,
    },
    {
      kind: "text",
      name: "cancerType",
      max: 60,
      label: "members:filters.cancerType",
      any: OFFERED_ANY,
      more: true,
    },
    { kind: "text", name: "stage", max: 20, label: "members:filters.stage", any: OFFERED_ANY, more: true },
    {
      kind: "text",
      name: "treatmentStatus",
      max: 40,
      label: "members:filters.treatmentStatus",
      any: OFFERED_ANY,
      more: true,
    },
  ],
  sort: {
    fields: ["fullName", "dateOfBirth", "dateCreated", "lastActive"],
    initial: { field: "fullName", direction: "asc" },
  },
  pageSizes: [100, 50, 25],
  keep: [MEMBERS_ORGANIZATION_PARAM],
  columns: [
    { id: "fullName", label: "members:columns.name", hideable: false },
    { id: "dateOfBirth", label: "members:columns.dateOfBirth" },
    { id: "gender", label: "members:columns.gender" },
    { id: "sex", label: "members:columns.sex" },
    { id: "phone", label: "members:columns.phone" },
    { id: "email", label: "members:columns.email" },
    { id: "language", label: "members:columns.language" },
    { id: "postalCode", label: "members:columns.postalCode" },
    { id: "carePlanStatus", label: "members:columns.carePlanStatus" },
    { id: "profile", label: "members:columns.profile" },
    { id: "lastActive", label: "members:columns.lastActive" },
  ],
};

/** The list's state as the upstream's query parameters (decision 020). */
export function memberListParams(query: ListQuery): Record<string, string | number | boolean | undefined> {
  const f = query.filters;
  return {
    page: query.page,
    size: query.size,
    orderType: query.sort?.field,
    asc: query.sort ? query.sort.direction === "asc" : undefined,
    "global-search": f.q,
    gender: f.gender,
    ageGroups: f.ageGroup,
    carePlanStatus: f.carePlanStatus,
    profileCompleteness: f.profile,
    carePlan: f.carePlan,
    email: f.email,
    phoneNumber: f.phone?.replace(/\D+/g, "") || undefined,
    stringId: f.memberId,
    postal_code: f.postalCode,
    patientType: f.patientType,
    occupation: f.occupation,
    priority: f.priority,
    ethnicity: f.ethnicity,
    races: f.race,
    patientCustomIdentifiers: f.customId,
    diagnosis: f.diagnosis,
    cancerType: f.cancerType,
    stage: f.stage,
    treatmentStatus: f.treatmentStatus,
  };
}

/** A provider's own patients (spec part 2 §7 `patients-with-metrics`), 20 a page. */
export const MY_PATIENTS_LIST: ListSpec = {
  id: "myPatients",
  filters: [
    { kind: "text", name: "q", max: 100, label: "members:filters.name" },
    CARE_PLAN_STATUS_FILTER,
    CARE_PLAN_FILTER,
    { kind: "text", name: "treatmentStatus", max: 40, label: "members:filters.treatmentStatus" },
    { kind: "dateRange", name: "active", label: "members:filters.lastActive", more: true },
  ],
  sort: { fields: ["fullName", "lastActive"], initial: { field: "fullName", direction: "asc" } },
  pageSizes: [20, 50, 100],
};

/**
 * "My patients" as `GET /api/performers/patients-with-metrics` parameters; last-active days are
 * the user's, sent as the instants they begin and end at.
 */
export function myPatientsParams(
  query: ListQuery,
  bounds: (day: string) => { start: string; end: string },
): Record<string, string | number | boolean | undefined> {
  const f = query.filters;
  return {
    page: query.page,
    size: query.size,
    orderType: query.sort?.field === "lastActive" ? "lastActive" : "name",
    asc: query.sort ? query.sort.direction === "asc" : undefined,
    name: f.q,
    carePlanStatus: f.carePlanStatus,
    carePlans: f.carePlan,
    treatmentStatus: f.treatmentStatus,
    lastActiveTimeFrom: f.activeFrom ? bounds(f.activeFrom).start : undefined,
    lastActiveTimeTo: f.activeTo ? bounds(f.activeTo).end : undefined,
  };
}

/**
 * The upstream's offered values (decision 029) as the list's choices, by filter: a value is its
 * own label (they are the organization's data, not codes). A field with no values offers none, so
 * its filter stays a text box.
 */
export function offeredChoices(
  values: Readonly<Record<string, readonly string[]>>,
): Record<string, Array<{ value: string; label: string }>> {
  const choices: Record<string, Array<{ value: string; label: string }>> = {};
  for (const [field, filter] of Object.entries(OFFERED_FILTERS)) {
    const offered = values[field];
    if (offered?.length) choices[filter] = offered.map((value) => ({ value, label: value }));
  }
  return choices;
}
