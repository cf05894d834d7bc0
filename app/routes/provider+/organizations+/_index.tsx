import { SummaryFigures } from "~/components/summary-figures";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarChart } from "~/components/charts/bar-chart";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import { barChart } from "~/domain/charts";
import { formatNumber } from "~/domain/format";
import { customStatus, displayStatus, DISPLAY_STATUSES, matchesStatus } from "~/domain/organization-status";
import { APPROVAL_STATUSES, ORGANIZATION_TYPES, organizationPath, typeKey } from "~/domain/organizations";
import { rootsGranting, scopeOf } from "@contract/permissions";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { recentlyViewed } from "~/session/recent-organizations.server";
import {
  getOverviewCardAnalytics,
  getRootOrganizations,
  type DashboardRow,
} from "~/upstream/organization-admin.server";

export const handle = { i18n: ["organizations", "provider"], titleKey: "organizations:dashboard.title" };

const SUMMARY_KEYS = ["organizations", "patients", "providers", "vaccinations"] as const;
const STATUS_FILTERS: readonly string[] = [...DISPLAY_STATUSES, ...APPROVAL_STATUSES];

/**
 * GET /provider/organizations: the root organizations for a super admin, the user's organization
 * and its direct branches otherwise, each with its tree's figures and statuses (spec part 1 §4);
 * filters by type and status in the query string; the figures as charts with their tables;
 * recently viewed organizations per parent (decision 030).
 */
export const loader = guarded("organizations.read", async ({ request, context, session, client }) => {
  const url = new URL(request.url);
  const type = (ORGANIZATION_TYPES as readonly string[]).includes(url.searchParams.get("type") ?? "")
    ? url.searchParams.get("type")!
    : "";
  const status = STATUS_FILTERS.includes(url.searchParams.get("status") ?? "")
    ? url.searchParams.get("status")!
    : "";
  const t = await getT(context.locale, "organizations");
  let rows: DashboardRow[] = [];
  let top: DashboardRow[] = [];
  if (scopeOf(session.account, "organizations.read", context.config.mainOrganizationName) === "everywhere") {
    // The super admin and the platform operator: every network's top organization.
    rows = orThrow(await getRootOrganizations(client), context);
    top = rows;
  } else {
    // Each organization the account belongs to (with a privilege that reads organizations), and
    // its direct branches: an account of two networks sees both.
    const roots = rootsGranting(session.account, "organizations.read");
    const cards = await Promise.all(roots.map((id) => getOverviewCardAnalytics(client, id)));
    const seen = new Set<string>();
    for (const card of cards) {
      const { organization, children } = orThrow(card, context);
      if (!seen.has(organization.id)) top.push(organization);
      for (const row of [organization, ...children]) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        rows.push(row);
      }
    }
  }
  const shown = rows.filter(
    (r) => (!type || r.type === type) && matchesStatus(status, r.approvalStatus, r.appointmentCounts),
  );
  const sum = (pick: (r: DashboardRow) => number) => top.reduce((n, r) => n + pick(r), 0);
  const byDisplay = DISPLAY_STATUSES.map(
    (s) => rows.filter((r) => displayStatus(r.appointmentCounts) === s).length,
  );
  const types = ORGANIZATION_TYPES.filter((ty) => rows.some((r) => r.type === ty));
  return {
    filters: { type, status },
    rows: shown.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type ?? "",
      location: [r.city, r.state].filter(Boolean).join(", "),
      patients: r.patientCount,
      providers: r.providerCount,
      vaccinations: r.vaccinationCount,
      display: displayStatus(r.appointmentCounts),
      custom: customStatus(r.approvalStatus, r.appointmentCounts),
    })),
    total: rows.length,
    summary: {
      organizations: rows.length,
      patients: sum((r) => r.patientCount),
      providers: sum((r) => r.providerCount),
      vaccinations: sum((r) => r.vaccinationCount),
    },
    statusChart: barChart(
      DISPLAY_STATUSES.map((s) => ({ label: t(`display.${s}`) })),
      byDisplay,
    ),
    patientsChart: barChart(
      rows
        .slice(0, 20)
        .map((r) => ({ label: r.name.length > 14 ? `${r.name.slice(0, 13)}…` : r.name, fullLabel: r.name })),
      rows.slice(0, 20).map((r) => r.patientCount),
    ),
    types,
    recent: Object.entries(recentlyViewed(context)).reverse(),
    ownOrganizationId: session.account.organizationId ?? null,
  };
});

export default function Organizations() {
  const { t, i18n } = useTranslation("organizations");
  const { filters, rows, total, summary, statusChart, patientsChart, types, recent, ownOrganizationId } =
    useLoaderData<typeof loader>();
  const mayCreateRoot = useCan("organizations.manageRoots");
  const mayEdit = useCan("organizations.edit");
  const number = (n: number) => formatNumber(n, i18n.language);
  const statusLabel = (s: { kind: string; status: string }) =>
    s.kind === "approval" ? t(`statuses.${typeKey(s.status)}`) : t(`display.${s.status}`);
  return (
    <>
      <PageHeading>{t("dashboard.title")}</PageHeading>
      <div className="mt-4 flex flex-wrap gap-3">
        {mayCreateRoot ? (
          <Link to="/provider/organizations/new" className={buttonClass("primary")}>
            <Icon name="plus" />
            {t("dashboard.newRoot")}
          </Link>
        ) : mayEdit && ownOrganizationId ? (
          <Link
            to={`/provider/organizations/new?parent=${encodeURIComponent(ownOrganizationId)}`}
            className={buttonClass("primary")}
          >
            <Icon name="plus" />
            {t("dashboard.newBranch")}
          </Link>
        ) : null}
      </div>

      <SummaryFigures
        id="summary-heading"
        heading={t("dashboard.summary")}
        figures={SUMMARY_KEYS.map((key) => ({
          key,
          label: t(`dashboard.counts.${key}`),
          value: number(summary[key]),
        }))}
      />

      {recent.length ? (
        <section aria-labelledby="recent-heading" className="mt-6">
          <h2 id="recent-heading" className="text-xl font-bold">
            {t("dashboard.recent")}
          </h2>
          {recent.map(([parentId, group]) => (
            <div key={parentId} className="mt-2">
              <h3 className="font-semibold">
                {group.parent ? t("dashboard.under", { parent: group.parent }) : t("dashboard.topLevel")}
              </h3>
              <ul className="flex flex-wrap gap-3">
                {group.items.map((o) => (
                  <li key={o.id}>
                    <Link to={organizationPath(o.id)} className="underline">
                      {o.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label={t("dashboard.filters")}>
        <div>
          <label htmlFor="filter-type" className="block font-semibold">
            {t("dashboard.type")}
          </label>
          <select
            id="filter-type"
            name="type"
            defaultValue={filters.type}
            className="mt-1 min-h-touch rounded border-2 border-slate-700 px-3"
          >
            <option value="">{t("dashboard.anyType")}</option>
            {types.map((ty) => (
              <option key={ty} value={ty}>
                {t(`types.${typeKey(ty)}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className="block font-semibold">
            {t("dashboard.status")}
          </label>
          <select
            id="filter-status"
            name="status"
            defaultValue={filters.status}
            className="mt-1 min-h-touch rounded border-2 border-slate-700 px-3"
          >
            <option value="">{t("dashboard.anyStatus")}</option>
            {DISPLAY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`display.${s}`)}
              </option>
            ))}
            {APPROVAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${typeKey(s)}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("dashboard.apply")}
        </button>
      </Form>

      {rows.length === 0 ? (
        <p className="mt-4">{total === 0 ? t("dashboard.none") : t("dashboard.noneMatch")}</p>
      ) : (
        <Table caption={t("dashboard.caption", { shown: rows.length, total })}>
          <thead>
            <tr>
              <Th>{t("dashboard.name")}</Th>
              <Th>{t("dashboard.type")}</Th>
              <Th>{t("dashboard.location")}</Th>
              <Th className="text-right">{t("dashboard.counts.patients")}</Th>
              <Th className="text-right">{t("dashboard.counts.providers")}</Th>
              <Th className="text-right">{t("dashboard.counts.vaccinations")}</Th>
              <Th>{t("dashboard.displayStatus")}</Th>
              <Th>{t("dashboard.customStatus")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id}>
                <Td>
                  <Link to={organizationPath(o.id)} className="font-semibold underline">
                    {o.name}
                  </Link>
                </Td>
                <Td>{o.type ? t(`types.${typeKey(o.type)}`, { defaultValue: o.type }) : ""}</Td>
                <Td>{o.location}</Td>
                <Td className="text-right">{number(o.patients)}</Td>
                <Td className="text-right">{number(o.providers)}</Td>
                <Td className="text-right">{number(o.vaccinations)}</Td>
                <Td>{t(`display.${o.display}`)}</Td>
                <Td>{statusLabel(o.custom)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <section aria-labelledby="analytics-heading" className="mt-8 grid gap-6 lg:grid-cols-2">
        <h2 id="analytics-heading" className="text-xl font-bold lg:col-span-2">
          {t("dashboard.analytics")}
        </h2>
        <BarChart
          headingLevel={3}
          title={t("dashboard.statusChart")}
          description={t("dashboard.statusChartDescription")}
          chart={statusChart}
          categoryHeader={t("dashboard.displayStatus")}
          valueHeader={t("dashboard.counts.organizations")}
        />
        <BarChart
          headingLevel={3}
          title={t("dashboard.patientsChart")}
          description={t("dashboard.patientsChartDescription")}
          chart={patientsChart}
          categoryHeader={t("dashboard.name")}
          valueHeader={t("dashboard.counts.patients")}
        />
      </section>
    </>
  );
}
