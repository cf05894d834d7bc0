import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { useProviderNav } from "~/components/layout/provider-layout";
import { useCapabilities } from "~/components/use-can";
import { BarChart } from "~/components/charts/bar-chart";
import { DonutChart } from "~/components/charts/donut-chart";
import { barChart, donutChart } from "~/domain/charts";
import { SummaryFigures } from "~/components/summary-figures";
import {
  addCalendarDays,
  formatDisplayDate,
  formatLongDate,
  formatNumber,
  formatShortDate,
  zonedCalendarDate,
} from "~/domain/format";
import { todayIn } from "~/domain/lanes";
import { SUMMARY_DAYS, summarizeLanes } from "~/domain/provider-home";
import { getT } from "~/i18n/i18n.server";
import { pageWithPanels } from "~/http/partial-page.server";
import { can } from "@contract/permissions";
import { ANY_STAFF, guarded } from "~/session/guards.server";
import { getLanesBetween } from "~/upstream/lanes.server";
import { getSummaryCounts } from "~/upstream/organizations.server";
import type { ProviderLoaderData } from "./_layout";

export const handle = { titleKey: "provider:home.title" };

export const loader = guarded(ANY_STAFF, async ({ context, session, client }) => {
  const orgId = session.account.organizationId;
  if (!orgId) return pageWithPanels({ counts: null, charts: null }, []);
  const firstDay = todayIn(context.timeZone);
  const lastDay = addCalendarDays(firstDay, SUMMARY_DAYS - 1);
  // The counts and the charts are a summary, not the page: each one that cannot be read says so
  // and the rest of the page still works.
  const [counts, lanes] = await Promise.all([
    getSummaryCounts(client, orgId),
    // Only for those who may read lanes; the others see the counts without the lane charts.
    can(session.account, "lanes.read")
      ? getLanesBetween(client, orgId, formatDisplayDate(firstDay), formatDisplayDate(lastDay))
      : null,
  ]);
  const summary = lanes?.ok
    ? summarizeLanes(
        lanes.data.map((lane) => ({
          day: zonedCalendarDate(new Date(lane.startDate), lane.timeZone ?? context.timeZone),
          clinicName: lane.clinicName,
          patientCount: lane.patientCount,
        })),
        firstDay,
      )
    : null;
  const t = await getT(context.locale, "provider");
  const locale = context.locale;
  // The geometry is computed here, on the server, so the page's JavaScript carries no d3.
  return pageWithPanels(
    {
      counts: counts.ok ? counts.data : null,
      charts: summary
        ? {
            patients: barChart(
              summary.days.map((day) => ({
                label: formatShortDate(day.date, locale),
                fullLabel: formatLongDate(day.date, locale),
              })),
              summary.days.map((day) => day.patients),
            ),
            clinics: donutChart(
              summary.clinics.map((clinic) => ({
                label: clinic.name ?? t("home.charts.otherClinics"),
                value: clinic.lanes,
              })),
            ),
          }
        : null,
    },
    [counts, lanes],
  );
});

export default function ProviderHome() {
  const { t } = useTranslation("provider");
  const data = useRouteLoaderData<ProviderLoaderData>("routes/provider+/_layout");
  const orgId = data?.account.organizationId;
  const { counts, charts } = useLoaderData<typeof loader>();
  const capabilities = useCapabilities();
  const nav = useProviderNav(capabilities);
  const readsLanes = capabilities.has("lanes.read");
  const { i18n } = useTranslation();
  const locale = i18n.language;
  // The organization overview's figures from the same call (summary-counts, the whole tree), each
  // in full: a person compares them with the member list's total, so never "5K" (issue 38).
  const figures = counts
    ? (
        [
          ["patients", counts.patientCount],
          ["providers", counts.providerCount],
          ["clinics", counts.clinicCount],
          ["appointments", counts.upcomingAppointmentCount],
        ] as const
      ).map(([key, value]) => ({
        key,
        label: t(`home.counts.${key}`),
        value: formatNumber(value ?? 0, locale),
      }))
    : null;
  return (
    <>
      <PageHeading>{t("home.title")}</PageHeading>
      <p className="mt-2 text-lg">{t("home.welcome", { name: data?.user.displayName ?? "" })}</p>
      {data?.account.organizationName ? (
        <p className="text-slate-700">{t("home.organization", { name: data.account.organizationName })}</p>
      ) : null}
      {orgId ? (
        <>
          <SummaryFigures id="home-counts" heading={t("home.counts.heading")} figures={figures} />
          {figures ? <p className="mt-2 text-sm text-slate-700">{t("counts.patientsNote")}</p> : null}
        </>
      ) : null}
      {orgId && readsLanes ? (
        <div className="grid gap-x-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <BarChart
              title={t("home.charts.patientsTitle")}
              description={t("home.charts.patientsDescription", { days: SUMMARY_DAYS })}
              chart={charts?.patients ?? null}
              categoryHeader={t("home.charts.day")}
              valueHeader={t("home.charts.patients")}
            />
          </div>
          <DonutChart
            title={t("home.charts.clinicsTitle")}
            description={t("home.charts.clinicsDescription", { days: SUMMARY_DAYS })}
            chart={charts?.clinics ?? null}
            categoryHeader={t("home.charts.clinic")}
            valueHeader={t("home.charts.lanes")}
          />
        </div>
      ) : null}
      <h2 className="mt-8 text-xl font-bold">{t("home.quickLinks")}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {orgId && readsLanes ? (
          <li>
            <Link
              to={`/provider/organizations/${encodeURIComponent(orgId)}/lanes`}
              className="flex min-h-touch items-center gap-3 rounded border-2 border-slate-300 p-4 font-semibold underline hover:border-brand-700"
            >
              <Icon name="clock" />
              {t("home.lanes")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link
            to="/provider/profile/picture"
            className="flex min-h-touch items-center gap-3 rounded border-2 border-slate-300 p-4 font-semibold underline hover:border-brand-700"
          >
            <Icon name="upload" />
            {t("picture.title")}
          </Link>
        </li>
        {nav
          .filter((item) => item.to !== "/provider")
          .map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="flex min-h-touch items-center gap-3 rounded border-2 border-slate-300 p-4 font-semibold underline hover:border-brand-700"
              >
                <Icon name={item.icon} />
                {t(item.key)}
              </Link>
            </li>
          ))}
      </ul>
    </>
  );
}
