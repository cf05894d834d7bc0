import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccessEvents } from "~/components/audit/access-events";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { ORGANIZATION_ACCESS_LIST, auditParams } from "~/domain/audit";
import { isValidId } from "~/domain/ids";
import { orThrow } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { listAuditEvents } from "~/upstream/audit.server";
import { getAllStaff } from "~/upstream/organization-pages.server";
import { accessRow } from "../members+/__access-history.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages", "audit"], breadcrumb: crumbsFrom };

const EMPTY_PAGE = { content: [], number: 0, size: 20, totalPages: 1, totalElements: 0 };

/**
 * Who opened or changed patients' data in the organization's tree (issue 43), filtered by account,
 * patient, days and action, paged by the upstream. The guard has checked the organization is in
 * the user's tree (404 before any call). The accounts to choose from are the tree's staff; without
 * them the account filter is a text box. A patient id that cannot be one, or one the upstream
 * does not show this reader, simply matches nothing.
 */
export const loader = guarded(
  "audit.read",
  async (args) => {
    const { context, request } = args;
    const query = readListQuery(context, request, ORGANIZATION_ACCESS_LIST);
    const tab = await loadOrganizationTab(args, "access-history");
    const orgId = tab.organization.id;
    const params = auditParams(query.filters);
    const patientUnknown = params.patientId !== undefined && !isValidId(params.patientId);
    const [result, staff] = await Promise.all([
      patientUnknown
        ? null
        : listAuditEvents(tab.client, { ...params, organizationId: orgId }, query.page, query.size),
      getAllStaff(tab.client, orgId),
    ]);
    const base = {
      pageTitle: tab.title,
      title: tab.title,
      crumbs: tab.crumbs,
      orgId,
      query,
      saved: showsSaved(context, ORGANIZATION_ACCESS_LIST, query),
      choices: {
        account: staff.ok
          ? staff.data.map((s) => ({
              value: s.accountId,
              label: [s.firstName, s.lastName].filter(Boolean).join(" ") || s.email || s.accountId,
            }))
          : [],
      },
    };
    if (result && !result.ok && result.kind === "not-offered")
      return { ...base, notOffered: true as const, list: null };
    if (!result || (!result.ok && result.kind === "http" && result.status === 404))
      return { ...base, notOffered: false as const, list: { ...EMPTY_PAGE, size: query.size } };
    const page = orThrow(result, context);
    return {
      ...base,
      notOffered: false as const,
      list: { ...page, content: page.content.map((event, i) => accessRow(event, i, context)) },
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "audit.read",
  async ({ request, context }) => saveListQuery(context, request, ORGANIZATION_ACCESS_LIST),
  { orgParam: "orgId" },
);

export default function OrganizationAccessHistory() {
  const { t } = useTranslation("audit");
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <OrganizationTabHeading title={data.title} orgId={data.orgId} />
      <AccessEvents
        intro={t("organization.intro")}
        spec={ORGANIZATION_ACCESS_LIST}
        query={data.query}
        list={data.list}
        saved={data.saved}
        choices={data.choices}
        caption={t("organization.caption")}
        withPatient
      />
    </>
  );
}
