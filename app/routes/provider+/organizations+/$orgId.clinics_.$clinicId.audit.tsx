import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StackedBarChart } from "~/components/charts/stacked-bar-chart";
import { ClinicLinks, DayNavigation } from "~/components/clinic-setup/clinic-nav";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { clinicPagePath, clockLabel, fromMinutes } from "~/domain/clinic-day";
import { stackedBarChart } from "~/domain/charts";
import { addCalendarDays, formatDisplayDate, formatInstant, formatLongDate } from "~/domain/format";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getHourlyCounts, getHourlySummary, getLaneAudits } from "~/upstream/clinic-setup.server";
import { clinicCrumbs, clinicInView, dayOf } from "./__clinic-setup.server";

export const handle = { i18n: ["clinicSetup", "provider"], breadcrumb: crumbsFrom };

const AUDIT_ACTIONS = ["CREATED", "UPDATED", "DELETED", "VACCINE_INFO", "SIGNED_OFF"];

/** What changed a detail of an audit row into: "host: Dr A → Dr B" style, or the value. */
function detailText(details: Record<string, unknown> | null | undefined): string {
  if (!details) return "";
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join("; ");
}

/**
 * A clinic's day in numbers and its history (decision 032): every lane change with who made it
 * and when, the hourly counts, and booked against available places per hour as a chart with
 * its table. A failed read of the figures hides only them.
 */
export const loader = guarded(
  "lanes.read",
  async (args) => {
    const scope = await clinicInView(args, "lanes.read");
    const day = dayOf(args.request, scope);
    const wire = formatDisplayDate(day);
    const locale = args.context.locale;
    const [audits, counts, summary, t] = await Promise.all([
      getLaneAudits(scope.client, scope.clinic.id, wire),
      getHourlyCounts(scope.client, scope.clinic.id, day),
      getHourlySummary(scope.client, scope.clinic.id, wire),
      getT(locale, "clinicSetup"),
    ]);
    const hourLabel = (hour: number) => clockLabel(fromMinutes(hour * 60), locale);
    return {
      pageTitle: t("audit.title", { clinic: scope.clinic.name }),
      crumbs: await clinicCrumbs(args, scope, day, t("audit.crumb")),
      orgId: scope.orgId,
      clinic: scope.clinic,
      day,
      longDate: formatLongDate(day, locale),
      previous: addCalendarDays(day, -1),
      next: addCalendarDays(day, 1),
      audits: orThrow(audits, args.context).map((a) => ({
        id: a.id,
        at: formatInstant(a.at, scope.clinic.timeZone, locale),
        actor: a.actor,
        action: AUDIT_ACTIONS.includes(a.action) ? t(`audit.actions.${a.action}`) : a.action,
        details: detailText(a.details),
      })),
      counts: counts.ok
        ? counts.data.map((c) => ({
            hour: hourLabel(c.hour),
            lanes: c.lanes,
            capacity: c.capacity,
            booked: c.booked,
          }))
        : null,
      chart:
        summary.ok && summary.data.labels.length
          ? stackedBarChart(
              summary.data.labels.map((label) => ({
                label: clockLabel(label, locale),
                fullLabel: clockLabel(label, locale),
              })),
              [
                { label: t("audit.booked"), values: summary.data.booked },
                { label: t("audit.available"), values: summary.data.available },
              ],
            )
          : null,
    };
  },
  { orgParam: "orgId" },
);

export default function ClinicAudit() {
  const { t } = useTranslation("clinicSetup");
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{page.pageTitle}</PageHeading>
      <ClinicLinks orgId={page.orgId} clinicId={page.clinic.id} day={page.day} />
      <DayNavigation
        path={clinicPagePath(page.orgId, page.clinic.id, "audit")}
        day={page.day}
        previous={page.previous}
        next={page.next}
      />
      <div className="mt-6">
        <StackedBarChart
          title={t("audit.chartTitle")}
          description={t("audit.chartDescription")}
          chart={page.chart}
          categoryHeader={t("audit.hour")}
          headingLevel={2}
        />
      </div>
      {page.counts && page.counts.length > 0 ? (
        <Table caption={t("audit.countsCaption")}>
          <thead>
            <tr>
              <Th>{t("audit.hour")}</Th>
              <Th className="text-right">{t("audit.lanes")}</Th>
              <Th className="text-right">{t("audit.capacity")}</Th>
              <Th className="text-right">{t("audit.booked")}</Th>
            </tr>
          </thead>
          <tbody>
            {page.counts.map((c) => (
              <tr key={c.hour}>
                <Td>{c.hour}</Td>
                <Td className="text-right tabular-nums">{c.lanes}</Td>
                <Td className="text-right tabular-nums">{c.capacity}</Td>
                <Td className="text-right tabular-nums">{c.booked}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {page.audits.length === 0 ? (
        <p className="mt-6">{t("audit.none")}</p>
      ) : (
        <Table caption={t("audit.caption", { date: page.longDate })}>
          <thead>
            <tr>
              <Th>{t("audit.when")}</Th>
              <Th>{t("audit.who")}</Th>
              <Th>{t("audit.what")}</Th>
              <Th>{t("audit.details")}</Th>
            </tr>
          </thead>
          <tbody>
            {page.audits.map((a) => (
              <tr key={a.id}>
                <Td className="whitespace-nowrap">{a.at}</Td>
                <Td>{a.actor}</Td>
                <Td>{a.action}</Td>
                <Td>{a.details}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
