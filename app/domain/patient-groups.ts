/**
 * Patient groups (spec part 2 §1, §2 "patient group view", §3 type GROUP; decision 027): a group
 * is an organization of type GROUP directly under the organization that runs it.
 */

export const PATIENT_GROUP_TYPE = "GROUP";

/** Groups per page of an organization's list. */
export const GROUPS_PAGE_SIZE = 20;
/** Members per page of a group's view (the upstream's default page of patients, spec §9). */
export const GROUP_MEMBERS_PAGE_SIZE = 100;
/** How many nearest clinics a group's view suggests. */
export const CLINIC_SUGGESTIONS = 5;
/** How many of the lanes ahead at its clinics a group's view lists, soonest first. */
export const GROUP_LANES_SHOWN = 10;

/** The spec's route names the group with this query parameter. */
export const SPEC_GROUP_PARAM = "id";

export function patientGroupsPath(orgId: string): string {
  return `/provider/organizations/${encodeURIComponent(orgId)}/patient-groups`;
}

export function patientGroupPath(orgId: string, groupId: string): string {
  return `${patientGroupsPath(orgId)}/${encodeURIComponent(groupId)}`;
}

/** Whether an organization is a group of the organization in the URL. */
export function isGroupOf(
  group: { type?: string | null; parentOrganizationId?: string | null },
  orgId: string,
): boolean {
  return group.type === PATIENT_GROUP_TYPE && group.parentOrganizationId === orgId;
}

/** A 0-based page from the query string; anything else is the first page. */
export function pageFrom(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 0;
  return Number(value);
}

/**
 * Distances in the unit of the user's region: miles where the language's region measures in
 * miles (the United States, Liberia, Myanmar), kilometres elsewhere.
 */
export function distanceUnitFor(locale: string): "mile" | "kilometer" {
  const region = locale.split("-")[1]?.toUpperCase();
  return region === "US" || region === "LR" || region === "MM" ? "mile" : "kilometer";
}
