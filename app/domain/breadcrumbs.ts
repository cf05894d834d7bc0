import type { AccountLike } from "@contract/privileges";
import { breadcrumbStartIndex, showsParentOrganizations } from "@contract/privileges";

export interface OrganizationLink {
  id: string;
  name: string;
}

export interface OrganizationCrumb {
  kind: "all" | "organization";
  id?: string;
  name?: string;
}

/**
 * Organization breadcrumbs (spec part 2 §2). `chain` runs from the top parent down to the
 * organization being viewed. Each organization reads "<name>'s Overview". Parent organizations
 * show only for privileges other than coordinator, clinic administrator, organization manager and
 * testing coordinator. For a super admin the organization crumbs start at index 1, after the list
 * of all organizations; for everyone else at 0.
 */
export function organizationCrumbs(account: AccountLike, chain: OrganizationLink[]): OrganizationCrumb[] {
  if (chain.length === 0) return [];
  const organizations = showsParentOrganizations(account) ? chain : chain.slice(-1);
  const crumbs: OrganizationCrumb[] = organizations.map((o) => ({
    kind: "organization",
    id: o.id,
    name: o.name,
  }));
  return breadcrumbStartIndex(account) === 1 ? [{ kind: "all" }, ...crumbs] : crumbs;
}
