import { IMAGE_WIDTH, ImageWithFallback } from "~/components/image-with-fallback";
import { SummaryFigures } from "~/components/summary-figures";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarChart } from "~/components/charts/bar-chart";
import { DonutChart } from "~/components/charts/donut-chart";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { useCanHere } from "~/components/use-can";
import { barChart, donutChart } from "~/domain/charts";
import { formatNumber, timeZoneName } from "~/domain/format";
import { isValidId } from "~/domain/ids";
import { approvalStatusLabelKey, organizationPictureSrc, typeLabelKey } from "~/domain/organizations";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { pageWithPanels } from "~/http/partial-page.server";
import { guarded } from "~/session/guards.server";
import {
  getOrganizationStats,
  getOverview,
  getStatusAggregation,
} from "~/upstream/organization-pages.server";
import { getBasicInfo, getSummaryCounts } from "~/upstream/organizations.server";
import { organizationTrailAndParent } from "./__crumbs.server";
import { organizationViewed } from "~/session/recent-organizations.server";
import { OrganizationTabs } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages", "organizations"], breadcrumb: crumbsFrom };

/** A chart label is short; the table beside it has the whole name. */
const shortLabel = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

/**
 * The organization's overview (decision 031): basicInfo and overview, the summary counts, the
 * approval statuses of its tree and its stats as charts with their tables. Each upstream call is
 * read once; a failing secondary call hides only its section.
 */
export const loader = guarded(
  "organizations.read",
  async ({ request, context, params, session, client }) => {
    const orgId = params.orgId ?? "";
    if (!isValidId(orgId)) throw notFound(context);
    const [info, overview, counts, statuses, stats, t] = await Promise.all([
      getBasicInfo(client, orgId),
      getOverview(client, orgId),
      getSummaryCounts(client, orgId),
      getStatusAggregation(client, orgId),
      getOrganizationStats(client, orgId),
      getT(context.locale, ["provider", "orgPages", "organizations"]),
    ]);
    const organization = orThrow(info, context);
    const o = overview.ok ? overview.data : null;
    const { crumbs, parent } = await organizationTrailAndParent(
      context,
      request,
      session,
      client,
      organization,
    );
    // Recently viewed, per parent (spec part 2 §9, decision 030); a parent the user's privilege
    // does not show is not named, so the visit is not recorded under a nameless group.
    if (parent !== undefined) organizationViewed(context, organization, parent);
    // Codes in words: "Confirmed", "Eastern Time", never "CONFIRMED" or "America/New_York".
    const statusWords = (status: string) => t(approvalStatusLabelKey(status), { defaultValue: status });
    return pageWithPanels(
      {
        pageTitle: t("provider:breadcrumbs.overview", { name: organization.name }),
        organization: {
          id: organization.id,
          name: organization.name,
          shortName: organization.shortName ?? "",
          type: organization.type ?? "",
          isRoot: !organization.parentOrganizationId,
          timeZone: organization.timeZone ? timeZoneName(organization.timeZone, context.locale) : "",
          approvalStatus: organization.approvalStatus ? statusWords(organization.approvalStatus) : "",
          picture: organizationPictureSrc(organization.id, organization.organizationImage),
          address: [
            organization.address?.address1,
            organization.address?.city,
            organization.address?.state,
            organization.address?.zipcode,
          ]
            .filter(Boolean)
            .join(", "),
        },
        overview: o && {
          description: o.description ?? "",
          isOpen: o.isOpen ?? null,
          isHeadquarter: o.isHeadquarter ?? null,
          employerId: o.employerId ?? "",
          businessLicenseNumber: o.businessLicenseNumber ?? "",
        },
        counts: counts.ok
          ? [
              { key: "patients", value: counts.data.patientCount },
              { key: "providers", value: counts.data.providerCount },
              { key: "clinics", value: counts.data.clinicCount },
              { key: "branches", value: counts.data.branchCount },
              { key: "upcoming", value: counts.data.upcomingAppointmentCount },
              { key: "departments", value: o?.departmentCount },
            ].flatMap(({ key, value }) => (typeof value === "number" ? [{ key, value }] : []))
          : null,
        statusChart: statuses.ok
          ? donutChart(statuses.data.map((s) => ({ label: statusWords(s.status), value: s.count })))
          : null,
        typeChart: stats.ok
          ? barChart(
              stats.data.organizationsByType.map((s) => {
                const label = t(typeLabelKey(s.type), { defaultValue: s.type });
                return { label: shortLabel(label), fullLabel: label };
              }),
              stats.data.organizationsByType.map((s) => s.count),
            )
          : null,
        staffChart: stats.ok
          ? barChart(
              stats.data.performersByClinic.map((c) => ({ label: shortLabel(c.name), fullLabel: c.name })),
              stats.data.performersByClinic.map((c) => c.count),
            )
          : null,
        crumbs,
      },
      [overview, counts, statuses, stats],
    );
  },
  { orgParam: "orgId" },
);

export default function OrganizationOverview() {
  const { t, i18n } = useTranslation(["orgPages", "provider"]);
  const { organization, overview, counts, statusChart, typeChart, staffChart } =
    useLoaderData<typeof loader>();
  const mayListMembers = useCanHere("members.read");
  const mayEdit = useCanHere("organizations.edit");
  // As on the edit page and the delete page's loader: a root needs organizations.manageRoots.
  const mayDelete = useCanHere(organization.isRoot ? "organizations.manageRoots" : "organizations.edit");
  const base = `/provider/organizations/${encodeURIComponent(organization.id)}`;
  const yesNo = (value: boolean | null) => (value === null ? "" : value ? t("yes") : t("no"));
  return (
    <>
      <PageHeading>{t("provider:breadcrumbs.overview", { name: organization.name })}</PageHeading>
      <OrganizationTabs orgId={organization.id} />
      {mayEdit || mayListMembers ? (
        <p className="mt-4 flex flex-wrap gap-3">
          {mayEdit ? (
            <>
              <Link to={`${base}/edit`} className={buttonClass("secondary")}>
                <Icon name="pencil" />
                {t("overview.edit")}
              </Link>
              <Link to={`${base}/approval`} className={buttonClass("secondary")}>
                {t("overview.approval")}
              </Link>
              {mayDelete ? (
                <Link to={`${base}/delete`} className={`${buttonClass("secondary")} text-red-800`}>
                  <Icon name="trash" />
                  {t("overview.delete")}
                </Link>
              ) : null}
            </>
          ) : null}
          {mayListMembers ? (
            <Link
              to={`/provider/members?${new URLSearchParams({ organizationId: organization.id })}`}
              className={buttonClass("secondary")}
            >
              <Icon name="users" />
              {t("provider:nav.members")}
            </Link>
          ) : null}
        </p>
      ) : null}
      <h2 className="mt-6 text-xl font-bold">{t("overview.basicInfo")}</h2>
      {organization.picture ? (
        <ImageWithFallback
          src={organization.picture}
          alt={t("overview.picture", { name: organization.name })}
          width={IMAGE_WIDTH.default}
          className="mt-2"
        />
      ) : null}
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("provider:organizations.type")}</dt>
        <dd>
          {organization.type ? t(typeLabelKey(organization.type), { defaultValue: organization.type }) : ""}
        </dd>
        <dt className="font-semibold">{t("overview.shortName")}</dt>
        <dd>{organization.shortName}</dd>
        <dt className="font-semibold">{t("provider:organizations.address")}</dt>
        <dd>{organization.address}</dd>
        <dt className="font-semibold">{t("provider:organizations.timeZone")}</dt>
        <dd>{organization.timeZone}</dd>
        <dt className="font-semibold">{t("provider:organizations.status")}</dt>
        <dd>{organization.approvalStatus}</dd>
        {overview ? (
          <>
            <dt className="font-semibold">{t("overview.description")}</dt>
            <dd>{overview.description}</dd>
            <dt className="font-semibold">{t("overview.open")}</dt>
            <dd>{yesNo(overview.isOpen)}</dd>
            <dt className="font-semibold">{t("overview.headquarter")}</dt>
            <dd>{yesNo(overview.isHeadquarter)}</dd>
            <dt className="font-semibold">{t("overview.employerId")}</dt>
            <dd>{overview.employerId}</dd>
            <dt className="font-semibold">{t("overview.businessLicense")}</dt>
            <dd>{overview.businessLicenseNumber}</dd>
          </>
        ) : null}
      </dl>
      {overview ? null : <p className="mt-2">{t("unavailable")}</p>}
      <SummaryFigures
        id="summary-counts"
        heading={t("overview.counts")}
        columns={3}
        className="mt-8"
        figures={
          counts?.map((c) => ({
            key: c.key,
            label: t(`overview.count.${c.key}`),
            value: formatNumber(c.value, i18n.language),
          })) ?? null
        }
      />
      {counts?.some((c) => c.key === "patients") ? (
        <p className="mt-2 text-sm text-slate-700">{t("provider:counts.patientsNote")}</p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <DonutChart
          title={t("overview.statusChart.title")}
          description={t("overview.statusChart.description")}
          chart={statusChart}
          categoryHeader={t("overview.statusChart.status")}
          valueHeader={t("overview.statusChart.count")}
          headingLevel={2}
        />
        <BarChart
          title={t("overview.typeChart.title")}
          description={t("overview.typeChart.description")}
          chart={typeChart}
          categoryHeader={t("overview.typeChart.type")}
          valueHeader={t("overview.typeChart.count")}
          headingLevel={2}
        />
        <BarChart
          title={t("overview.staffChart.title")}
          description={t("overview.staffChart.description")}
          chart={staffChart}
          categoryHeader={t("overview.staffChart.clinic")}
          valueHeader={t("overview.staffChart.count")}
          headingLevel={2}
        />
      </div>
    </>
  );
}
