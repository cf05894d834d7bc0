/**
 * Rules of the organization page's tabs (decision 031): organization types (spec part 2 §3) and
 * the query values the tabs accept.
 */

export const ORGANIZATION_TYPES = [
  "COMMUNITYGROUP",
  "JURISDICTION",
  "GROUP",
  "FACILITY",
  "openPod",
  "SCHOOL",
  "CLINIC",
  "PROVIDER COMPANY",
  "BILLING ENTITY",
  "PAYER",
  "PROVIDER",
  "VA",
  "ALIAS",
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** A `?type=` value when it is one of the types, otherwise null (no filter). */
export function organizationTypeFrom(value: string | null): OrganizationType | null {
  return (ORGANIZATION_TYPES as readonly string[]).includes(value ?? "") ? (value as OrganizationType) : null;
}

/** The path of an organization's page, or one of its tabs. */
export function organizationPath(orgId: string, ...rest: string[]): string {
  return [`/provider/organizations/${encodeURIComponent(orgId)}`, ...rest.map(encodeURIComponent)].join("/");
}

/** A clinic's pages (the day grid, its hours and its weekly schedule), under its organization. */
export function clinicPaths(orgId: string, clinicId: string) {
  const clinic = organizationPath(orgId, "clinics", clinicId);
  return { day: clinic, hours: `${clinic}/hours`, schedule: `${clinic}/schedule` };
}
