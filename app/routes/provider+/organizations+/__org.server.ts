import type { Crumb } from "~/components/layout/breadcrumbs";
import { isValidId } from "~/domain/ids";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getBasicInfo, type Organization } from "~/upstream/organizations.server";
import { organizationTrail } from "./__crumbs.server";

export interface OrganizationTab {
  client: UpstreamClient;
  organization: Organization;
  crumbs: Crumb[];
  /** The tab's title: "<tab> of <organization>". */
  title: string;
}

/**
 * What every tab of an organization's page reads first: the organization (basicInfo, once) and
 * its breadcrumbs ending in the tab. The guard has checked the id is in the user's tree.
 */
export async function loadOrganizationTab(
  args: {
    request: Request;
    context: RequestContext;
    params: { orgId?: string };
    session: SessionData;
    client: UpstreamClient;
  },
  tabKey: string,
  after: (base: string) => Crumb[] = () => [],
): Promise<OrganizationTab> {
  const { request, context, params, session, client } = args;
  const orgId = params.orgId;
  if (!isValidId(orgId)) throw notFound(context);
  const organization = orThrow(await getBasicInfo(client, orgId), context);
  const t = await getT(context.locale, "orgPages");
  const base = `/provider/organizations/${encodeURIComponent(organization.id)}`;
  const tab = t(`tabs.${tabKey}`);
  const rest = after(base);
  const crumbs = await organizationTrail(context, request, session, client, organization, [
    rest.length ? { label: tab, to: `${base}/${tabKey}` } : { label: tab },
    ...rest,
  ]);
  return { client, organization, crumbs, title: t("titleOf", { tab, name: organization.name }) };
}
