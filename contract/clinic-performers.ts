/**
 * Who may host a clinic's lane or perform its appointments (issue 38): a performer of the clinic's
 * own network, i.e. whose organization has the same root as the clinic. A network staffs its
 * clinics from any of its organizations (a host working at a sibling clinic covers a day), so the
 * lane form offers the organization's whole tree; booking makes the lane's host the appointment's
 * performer, and a task update must accept that same performer, so all three read this one rule.
 * The reference upstream applies it to lanes and task updates.
 */

/** The parent of an organization, or null/undefined at a root or for one not known. */
export type ParentOf = (organizationId: string) => string | null | undefined;

/** The root of an organization's tree; a cycle in the data stops at the first repeat. */
export function rootOrganizationOf(organizationId: string, parentOf: ParentOf): string {
  const seen = new Set<string>();
  let current = organizationId;
  while (!seen.has(current)) {
    seen.add(current);
    const parent = parentOf(current);
    if (!parent) return current;
    current = parent;
  }
  return current;
}

/** Whether a performer of `performerOrganizationId` may host or perform at `clinicId`. */
export function servesAtClinic(
  performerOrganizationId: string | null | undefined,
  clinicId: string | null | undefined,
  parentOf: ParentOf,
): boolean {
  if (!performerOrganizationId || !clinicId) return false;
  return rootOrganizationOf(performerOrganizationId, parentOf) === rootOrganizationOf(clinicId, parentOf);
}
