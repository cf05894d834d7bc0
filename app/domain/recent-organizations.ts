/**
 * Recently viewed organizations, per parent (spec part 2 §9: kept per parent, names cut at 20
 * characters). Kept in the preference cookie, so the lists are small: a few parents, a few each.
 */

export interface RecentOrganization {
  id: string;
  name: string;
}
/** Per parent id: the parent's name (cut) and its organizations viewed, newest first. */
export type RecentByParent = Record<string, { parent: string; items: RecentOrganization[] }>;

export const RECENT_NAME_CHARS = 20;
export const RECENT_PER_PARENT = 5;
export const RECENT_PARENTS = 3;
/** The key of top-level organizations, which have no parent. */
export const NO_PARENT = "-";

/** A name as the list shows it: at most 20 characters, an ellipsis where it was cut. */
export function cutName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > RECENT_NAME_CHARS ? `${trimmed.slice(0, RECENT_NAME_CHARS - 1)}…` : trimmed;
}

/**
 * The lists after viewing `organization` under `parent` (null for a top-level one): it moves to
 * the front of its parent's list, and that list becomes the newest.
 */
export function rememberViewed(
  recent: RecentByParent | undefined,
  parent: RecentOrganization | null,
  organization: RecentOrganization,
): RecentByParent {
  const key = parent?.id || NO_PARENT;
  const entries = Object.entries(recent ?? {}).filter(([k]) => k !== key);
  const list = (recent?.[key]?.items ?? []).filter((o) => o.id !== organization.id);
  const items = [{ id: organization.id, name: cutName(organization.name) }, ...list].slice(
    0,
    RECENT_PER_PARENT,
  );
  const updated = { parent: parent ? cutName(parent.name) : "", items };
  return Object.fromEntries([...entries, [key, updated] as const].slice(-RECENT_PARENTS));
}
