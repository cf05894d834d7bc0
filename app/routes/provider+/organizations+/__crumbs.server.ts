import type { Crumb } from "~/components/layout/breadcrumbs";
import { organizationCrumbs, type OrganizationLink } from "~/domain/breadcrumbs";
import { mayActOn, scopeOf } from "@contract/permissions";
import { showsParentOrganizations } from "@contract/privileges";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { organizationTree } from "~/session/organization-tree.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getBasicInfo } from "~/upstream/organizations.server";

/** Networks are a few levels deep; the walk stops here whatever the data says. */
const MAX_DEPTH = 5;

interface Viewed extends OrganizationLink {
  parentOrganizationId?: string | null;
}

/**
 * An organization page's breadcrumb trail (spec part 2 §2, rules in `~/domain/breadcrumbs`):
 * "<name>'s Overview" for the organization and, for the privileges that see them, its parents,
 * then `after` (the sub-page, for pages below the overview). Parents are walked up only while the
 * user may read them, so no crumb leads to a page that answers "not found", and a parent outside
 * the user's scope is not even asked for.
 */
export async function organizationTrail(
  context: RequestContext,
  request: Request,
  session: SessionData,
  client: UpstreamClient,
  organization: Viewed,
  after: Crumb[] = [],
): Promise<Crumb[]> {
  return (await organizationTrailAndParent(context, request, session, client, organization, after)).crumbs;
}

/**
 * The trail, and the organization's parent when the trail shows it (null for a top-level
 * organization, undefined when the user's privilege does not see parents): the overview records
 * a recently viewed organization under it without reading the parent a second time.
 */
export async function organizationTrailAndParent(
  context: RequestContext,
  request: Request,
  session: SessionData,
  client: UpstreamClient,
  organization: Viewed,
  after: Crumb[] = [],
): Promise<{ crumbs: Crumb[]; parent: OrganizationLink | null | undefined }> {
  const account = session.account;
  const chain: OrganizationLink[] = [{ id: organization.id, name: organization.name }];
  if (showsParentOrganizations(account)) {
    const everywhere =
      scopeOf(account, "organizations.read", context.config.mainOrganizationName) === "everywhere";
    const tree = everywhere ? null : await organizationTree(context, request, session);
    const mayRead = (id: string) =>
      everywhere ||
      (tree?.ok === true &&
        mayActOn(account, "organizations.read", id, tree.data, context.config.mainOrganizationName));
    for (let parentId = organization.parentOrganizationId; parentId && chain.length < MAX_DEPTH;) {
      if (!mayRead(parentId)) break;
      const parent = await getBasicInfo(client, parentId);
      if (!parent.ok) break;
      chain.unshift({ id: parent.data.id, name: parent.data.name });
      parentId = parent.data.parentOrganizationId;
    }
  }
  const t = await getT(context.locale, "provider");
  const crumbs: Crumb[] = organizationCrumbs(account, chain).map((crumb) =>
    crumb.kind === "all"
      ? { label: t("organizations.title"), to: "/provider/organizations" }
      : {
          label: t("breadcrumbs.overview", { name: crumb.name }),
          to: `/provider/organizations/${encodeURIComponent(crumb.id ?? "")}`,
        },
  );
  const parent = !organization.parentOrganizationId
    ? null
    : chain.length > 1 && chain.at(-2)!.id === organization.parentOrganizationId
      ? chain.at(-2)!
      : undefined;
  return { crumbs: [...crumbs, ...after], parent };
}
