import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StackedBarChart } from "~/components/charts/stacked-bar-chart";
import { SummaryFigures } from "~/components/summary-figures";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { FilterForm } from "~/components/list/filter-form";
import { useListState } from "~/components/list/list-view";
import { Table, Td, Th } from "~/components/table";
import {
  ANALYTICS_RANGE_SPEC,
  analyticsRange,
  clinicVaccinationTotals,
  totalsOf,
  utilization,
  VACCINATION_STATUSES,
  vaccinationsByType,
  wireRange,
} from "~/domain/clinic-analytics";
import { clinicDayPath } from "~/domain/clinic-day";
import { stackedBarChart } from "~/domain/charts";
import {
  formatDateRange,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatShortDate,
  parseDisplayDate,
  zonedCalendarDate,
} from "~/domain/format";
import { parseListQuery } from "~/domain/list-query";
import { FIRST_TIME_ZONES } from "@contract/time-zones";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { scopeOf } from "@contract/permissions";
import {
  getAggregatedStats,
  getAllClinicsAggregatedStats,
  getClinicsAnalytics,
  getSchedulingCounts,
  getVaccinationStatus,
  type LaneStats,
} from "~/upstream/clinic-analytics.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

const SUMMARY = ["activeClinics", "lanes", "capacity", "taken", "cancelled", "missed"] as const;
const STATUSES = ["scheduled", "completed", "cancelled", "missed"] as const;

/**
 * How the tree's clinics are used over a range of days (decision 033): the totals, places taken
 * and left per clinic and bookings by status per day, each chart with its table, and a row per
 * clinic linking to its day. A refused range keeps what was typed and reads nothing; a failed
 * read hides only its own part.
 */
export const loader = guarded(
  "lanes.read",
  async (args) => {
    const t = await getT(args.context.locale, "orgPages");
    const tab = await loadOrganizationTab(args, "clinics", () => [{ label: t("analytics.crumb") }]);
    const locale = args.context.locale;
    const query = parseListQuery(ANALYTICS_RANGE_SPEC, new URL(args.request.url).searchParams);
    const today = zonedCalendarDate(new Date(), tab.organization.timeZone ?? FIRST_TIME_ZONES[0]);
    const refused = Object.keys(query.problems).length > 0;
    const range = analyticsRange(query, today);
    const base = {
      pageTitle: t("analytics.title", { name: tab.organization.name }),
      title: tab.title,
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      query: refused ? query : { ...query, filters: { dayFrom: range.from, dayTo: range.to } },
      rangeLabel: formatDateRange(range.from, range.to, locale),
      refused,
    };
    if (refused)
      return { ...base, figures: null, byClinic: null, byDay: null, clinics: null, operations: null };

    const { startDate, endDate } = wireRange(range);
    // Every clinic of the network is a super admin's (a scope everywhere) to count; the upstream
    // refuses anyone else, so the call is not made for them.
    const everywhere =
      scopeOf(args.session.account, "lanes.read", args.context.config.mainOrganizationName) === "everywhere";
    const [clinics, days, vaccinations, stats, allStats] = await Promise.all([
      getClinicsAnalytics(tab.client, tab.organization.id, startDate, endDate),
      getSchedulingCounts(tab.client, tab.organization.id, startDate, endDate),
      getVaccinationStatus(tab.client, tab.organization.id, startDate, endDate),
      getAggregatedStats(tab.client, tab.organization.id, startDate, endDate),
      everywhere ? getAllClinicsAggregatedStats(tab.client, startDate, endDate) : null,
    ]);
    const vaccinationRows = vaccinations.ok ? vaccinations.data : null;
    const vaccineTypes = vaccinationRows ? vaccinationsByType(vaccinationRows) : null;
    const compared: Array<{ key: string; label: string; stats: LaneStats }> = [];
    if (stats.ok) compared.push({ key: "organization", label: tab.organization.name, stats: stats.data });
    if (stats.ok && allStats?.ok) {
      compared.push({ key: "all", label: t("operations.allClinics"), stats: allStats.data });
    }
    const operations = {
      byClinic: vaccinationRows
        ? stackedBarChart(
            vaccinationRows.map((r) => ({ label: r.name, fullLabel: r.name })),
            VACCINATION_STATUSES.map((key) => ({
              label: t(`operations.status.${key}`),
              values: vaccinationRows.map((r) => clinicVaccinationTotals(r)[key]),
            })),
          )
        : null,
      byVaccine: vaccineTypes
        ? stackedBarChart(
            vaccineTypes.map((v) => ({ label: v.vaccineType, fullLabel: v.vaccineType })),
            VACCINATION_STATUSES.map((key) => ({
              label: t(`operations.status.${key}`),
              values: vaccineTypes.map((v) => v[key]),
            })),
          )
        : null,
      stats: stats.ok
        ? stackedBarChart(
            compared.map((c) => ({ label: c.label, fullLabel: c.label })),
            STATUSES.map((key) => ({
              label: t(`analytics.status.${key}`),
              values: compared.map((c) => c.stats[key]),
            })),
          )
        : null,
      statsRows: stats.ok
        ? compared.map((c) => ({
            key: c.key,
            label: c.label,
            activeClinics: t("analytics.ofClinics", {
              active: formatNumber(c.stats.activeClinics, locale),
              total: formatNumber(c.stats.clinics, locale),
            }),
            lanes: formatNumber(c.stats.lanes, locale),
            capacity: formatNumber(c.stats.capacity, locale),
            utilization: utilization(c.stats),
          }))
        : null,
      // Only said when the call was made: an account without the scope is not told of a failure.
      allUnavailable: allStats !== null && !allStats.ok,
    };
    const rows = clinics.ok ? clinics.data : null;
    const totals = rows ? totalsOf(rows) : null;
    const dayRows = days.ok
      ? days.data.flatMap((d) => {
          const iso = parseDisplayDate(d.date);
          return iso ? [{ ...d, iso }] : [];
        })
      : null;
    return {
      ...base,
      operations,
      figures:
        totals &&
        ({
          activeClinics: t("analytics.ofClinics", {
            active: formatNumber(totals.activeClinics, locale),
            total: formatNumber(rows!.length, locale),
          }),
          lanes: formatNumber(totals.lanes, locale),
          capacity: formatNumber(totals.capacity, locale),
          taken: formatNumber(totals.scheduled + totals.completed, locale),
          cancelled: formatNumber(totals.cancelled, locale),
          missed: formatNumber(totals.missed, locale),
          utilization: utilization(totals),
        } satisfies Record<(typeof SUMMARY)[number], string> & { utilization: number | null }),
      byClinic: rows
        ? stackedBarChart(
            rows.map((r) => ({ label: r.name, fullLabel: r.name })),
            [
              { label: t("analytics.status.scheduled"), values: rows.map((r) => r.scheduled) },
              { label: t("analytics.status.completed"), values: rows.map((r) => r.completed) },
              {
                label: t("analytics.free"),
                values: rows.map((r) => Math.max(0, r.capacity - r.scheduled - r.completed)),
              },
            ],
          )
        : null,
      byDay: dayRows
        ? stackedBarChart(
            dayRows.map((d) => ({
              label: formatShortDate(d.iso, locale),
              fullLabel: formatLongDate(d.iso, locale),
            })),
            STATUSES.map((key) => ({
              label: t(`analytics.status.${key}`),
              values: dayRows.map((d) => d[key]),
            })),
          )
        : null,
      clinics:
        rows?.map((r) => ({
          id: r.clinicId,
          name: r.name,
          lanes: formatNumber(r.lanes, locale),
          capacity: formatNumber(r.capacity, locale),
          scheduled: formatNumber(r.scheduled, locale),
          completed: formatNumber(r.completed, locale),
          cancelled: formatNumber(r.cancelled, locale),
          missed: formatNumber(r.missed, locale),
          utilization: utilization(r),
          // The clinic's day at the start of the range: where its lanes can be seen and changed.
          dayPath: clinicDayPath(tab.organization.id, r.clinicId, range.from),
        })) ?? null,
    };
  },
  { orgParam: "orgId" },
);

export default function ClinicsAnalytics() {
  const { t, i18n } = useTranslation("orgPages");
  const data = useLoaderData<typeof loader>();
  const state = useListState(ANALYTICS_RANGE_SPEC, data.query);
  const percent = (value: number | null) =>
    value === null ? t("analytics.noPlaces") : formatPercent(value, i18n.language);
  return (
    <>
      <OrganizationTabHeading title={data.title} orgId={data.orgId} />
      <h2 className="mt-6 text-2xl font-bold">{t("analytics.heading")}</h2>
      <p>{t("analytics.intro", { range: data.rangeLabel })}</p>
      <FilterForm state={state} label={t("analytics.rangeForm")} />

      {data.figures ? (
        <SummaryFigures
          id="analytics-summary"
          heading={t("analytics.summary")}
          headingLevel={3}
          figures={[
            ...SUMMARY.map((key) => ({
              key,
              label: t(`analytics.figures.${key}`),
              value: data.figures![key],
            })),
            {
              key: "utilization",
              label: t("analytics.figures.utilization"),
              value: percent(data.figures.utilization),
            },
          ]}
        />
      ) : data.refused ? null : (
        <p className="mt-6" role="status">
          {t("unavailable")}
        </p>
      )}

      {data.refused ? null : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <StackedBarChart
            chart={data.byClinic}
            title={t("analytics.byClinic")}
            description={t("analytics.byClinicHelp")}
            categoryHeader={t("clinics.name")}
            headingLevel={3}
          />
          <StackedBarChart
            chart={data.byDay}
            title={t("analytics.byDay")}
            description={t("analytics.byDayHelp")}
            categoryHeader={t("analytics.day")}
            headingLevel={3}
          />
        </div>
      )}

      {data.clinics ? (
        data.clinics.length === 0 ? (
          <p className="mt-6">{t("clinics.none")}</p>
        ) : (
          <Table caption={t("analytics.perClinic")}>
            <thead>
              <tr>
                <Th>{t("clinics.name")}</Th>
                <Th>{t("analytics.figures.lanes")}</Th>
                <Th>{t("analytics.figures.capacity")}</Th>
                <Th>{t("analytics.status.scheduled")}</Th>
                <Th>{t("analytics.status.completed")}</Th>
                <Th>{t("analytics.status.cancelled")}</Th>
                <Th>{t("analytics.status.missed")}</Th>
                <Th>{t("analytics.figures.utilization")}</Th>
              </tr>
            </thead>
            <tbody>
              {data.clinics.map((c) => (
                <tr key={c.id}>
                  <Td>
                    <Link to={c.dayPath} className="font-semibold underline">
                      {c.name}
                    </Link>
                  </Td>
                  <Td>{c.lanes}</Td>
                  <Td>{c.capacity}</Td>
                  <Td>{c.scheduled}</Td>
                  <Td>{c.completed}</Td>
                  <Td>{c.cancelled}</Td>
                  <Td>{c.missed}</Td>
                  <Td>{percent(c.utilization)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )
      ) : null}

      {data.operations ? <ClinicOperations operations={data.operations} percent={percent} /> : null}
    </>
  );
}

/**
 * Vaccinations per clinic and per vaccine, and the tree's lanes beside every clinic's, over the
 * page's range: each chart with its table, each saying on its own when its read failed.
 */
function ClinicOperations({
  operations,
  percent,
}: {
  operations: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["operations"]>;
  percent: (value: number | null) => string;
}) {
  const { t } = useTranslation("orgPages");
  return (
    <section aria-labelledby="clinic-operations" className="mt-10">
      <h2 id="clinic-operations" className="text-2xl font-bold">
        {t("operations.heading")}
      </h2>
      <p>{t("operations.intro")}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <StackedBarChart
          chart={operations.byClinic}
          title={t("operations.byClinic")}
          description={t("operations.byClinicHelp")}
          categoryHeader={t("clinics.name")}
          headingLevel={3}
        />
        <StackedBarChart
          chart={operations.byVaccine}
          title={t("operations.byVaccine")}
          description={t("operations.byVaccineHelp")}
          categoryHeader={t("operations.vaccine")}
          headingLevel={3}
        />
        <StackedBarChart
          chart={operations.stats}
          title={t("operations.stats")}
          description={t("operations.statsHelp")}
          categoryHeader={t("operations.scope")}
          headingLevel={3}
        />
      </div>
      {operations.allUnavailable ? (
        <p className="mt-4" role="status">
          {t("operations.allUnavailable")}
        </p>
      ) : null}
      {operations.statsRows ? (
        <Table caption={t("operations.statsTable")}>
          <thead>
            <tr>
              <Th>{t("operations.scope")}</Th>
              <Th>{t("analytics.figures.activeClinics")}</Th>
              <Th>{t("analytics.figures.lanes")}</Th>
              <Th>{t("analytics.figures.capacity")}</Th>
              <Th>{t("analytics.figures.utilization")}</Th>
            </tr>
          </thead>
          <tbody>
            {operations.statsRows.map((row) => (
              <tr key={row.key}>
                <Td>{row.label}</Td>
                <Td>{row.activeClinics}</Td>
                <Td>{row.lanes}</Td>
                <Td>{row.capacity}</Td>
                <Td>{percent(row.utilization)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </section>
  );
}
