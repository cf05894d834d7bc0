import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StackedBarChart } from "~/components/charts/stacked-bar-chart";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { Pagination } from "~/components/pagination";
import { Table, Td, Th } from "~/components/table";
import { stackedBarChart } from "~/domain/charts";
import { formatNumber } from "~/domain/format";
import { isValidId } from "~/domain/ids";
import { GROUPS_PAGE_SIZE, pageFrom, patientGroupPath } from "~/domain/patient-groups";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getBasicInfo } from "~/upstream/organizations.server";
import { getPatientGroupAnalytics, getPatientGroups } from "~/upstream/patient-groups.server";
import { organizationTrail } from "./__crumbs.server";
import { OrganizationTabs } from "./__tabs";

export const handle = { i18n: ["patientGroups", "provider", "orgPages"], breadcrumb: crumbsFrom };

/** A chart label is short; the table beside it has the whole name. */
const shortLabel = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

/**
 * The organization's patient groups (decision 027), paged in the upstream, each with its member
 * count and the clinics serving it, and the analytics as a chart with its table.
 */
export const loader = guarded(
  "organizations.read",
  async ({ request, context, params, session, client }) => {
    const orgId = params.orgId;
    if (!isValidId(orgId)) throw notFound(context);
    const page = pageFrom(new URL(request.url).searchParams.get("page"));
    const [info, groups, analytics, t] = await Promise.all([
      getBasicInfo(client, orgId),
      getPatientGroups(client, orgId, page, GROUPS_PAGE_SIZE),
      getPatientGroupAnalytics(client, orgId),
      getT(context.locale, "patientGroups"),
    ]);
    const organization = orThrow(info, context);
    const list = orThrow(groups, context);
    const figures = analytics.ok ? analytics.data.groups : null;
    return {
      pageTitle: t("titleFor", { name: organization.name }),
      organization: { id: organization.id, name: organization.name },
      crumbs: await organizationTrail(context, request, session, client, organization, [
        { label: t("title") },
      ]),
      groups: list.content.map((g) => ({
        id: g.id,
        name: g.name,
        location: [g.city, g.state].filter(Boolean).join(", "),
        patientCount: g.patientCount ?? null,
        clinics: (g.clinics ?? []).map((c) => ({ id: c.id, name: c.name })),
      })),
      page: { number: list.number, totalPages: list.totalPages, totalElements: list.totalElements },
      chart: figures
        ? stackedBarChart(
            figures.map((g) => ({ label: shortLabel(g.name), fullLabel: g.name })),
            [
              { label: t("chart.scheduled"), values: figures.map((g) => g.scheduledCount) },
              {
                label: t("chart.notScheduled"),
                values: figures.map((g) => Math.max(0, g.patientCount - g.scheduledCount)),
              },
            ],
          )
        : null,
    };
  },
  { orgParam: "orgId" },
);

export default function PatientGroups() {
  const { t, i18n } = useTranslation("patientGroups");
  const { organization, groups, page, chart } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("titleFor", { name: organization.name })}</PageHeading>
      <OrganizationTabs orgId={organization.id} />
      <p className="mt-4 max-w-prose">{t("intro")}</p>
      {groups.length === 0 ? (
        <p className="mt-4">{t("none")}</p>
      ) : (
        <Table caption={t("caption", { name: organization.name })}>
          <thead>
            <tr>
              <Th>{t("name")}</Th>
              <Th>{t("location")}</Th>
              <Th className="text-right">{t("members")}</Th>
              <Th>{t("clinics")}</Th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.id}>
                <Td>
                  <Link to={patientGroupPath(organization.id, g.id)} className="font-semibold underline">
                    {g.name}
                  </Link>
                </Td>
                <Td>{g.location}</Td>
                <Td className="text-right tabular-nums">
                  {g.patientCount === null ? "" : formatNumber(g.patientCount, i18n.language)}
                </Td>
                <Td>{g.clinics.length ? g.clinics.map((c) => c.name).join(", ") : t("noClinics")}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination page={page.number} totalPages={page.totalPages} totalElements={page.totalElements} />
      <div className="mt-8">
        <StackedBarChart
          title={t("chart.title")}
          description={t("chart.description")}
          chart={chart}
          categoryHeader={t("chart.group")}
          headingLevel={2}
        />
      </div>
    </>
  );
}
