import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Table, Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import { clinicsAnalyticsPath } from "~/domain/clinic-analytics";
import { clinicDayPath, clinicPagePath } from "~/domain/clinic-day";
import { formatDisplayDate, formatTime, timeZoneName, zonedCalendarDate } from "~/domain/format";
import { organizationPath } from "~/domain/organizations";
import { FIRST_TIME_ZONES } from "@contract/time-zones";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { pageWithPanels } from "~/http/partial-page.server";
import { guarded } from "~/session/guards.server";
import {
  getActiveClinics,
  getClinicAppointmentCounts,
  getMobileVaccineClinics,
  type ActiveClinic,
} from "~/upstream/clinic-analytics.server";
import { getClinics } from "~/upstream/organizations.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

/** What a clinic does today: "3 lanes, 8:00 AM–4:00 PM, 12 of 40 places booked", or no lanes. */
function todayText(
  active: ActiveClinic | undefined,
  timeZone: string,
  locale: string,
  t: Awaited<ReturnType<typeof getT>>,
): string {
  if (!active) return t("clinics.noLanesToday");
  const hours =
    active.firstStart && active.lastEnd
      ? `${formatTime(active.firstStart, timeZone, locale)}–${formatTime(active.lastEnd, timeZone, locale)}`
      : "";
  return t("clinics.lanesToday", {
    lanes: active.lanes,
    times: hours,
    booked: active.booked,
    capacity: active.capacity,
  });
}

/**
 * The clinics of the organization's tree (getAllOrganizationClinic), each with what it does today
 * (`/api/lanes/active-clinics`), what is booked from now on (clinic-appointment-counts) and its
 * day, hours and schedule. Today is the organization's;
 * a failed read of today's lanes leaves that column saying so. Above them, the tree's clinics
 * that are mobile vaccine services (clinics/pod-type/mobile-vaccine-service, issue 40 item 2);
 * a failed read of those says so in their place.
 */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const tab = await loadOrganizationTab(args, "clinics");
    const locale = args.context.locale;
    const today = zonedCalendarDate(new Date(), tab.organization.timeZone ?? FIRST_TIME_ZONES[0]);
    const [clinics, active, counts, mobile, t] = await Promise.all([
      getClinics(tab.client, tab.organization.id),
      getActiveClinics(tab.client, tab.organization.id, formatDisplayDate(today)),
      getClinicAppointmentCounts(tab.client, tab.organization.id),
      getMobileVaccineClinics(tab.client, tab.organization.id),
      getT(locale, "orgPages"),
    ]);
    const activeById = active.ok ? new Map(active.data.map((a) => [a.clinicId, a])) : null;
    const countsById = counts.ok ? new Map(counts.data.map((c) => [c.clinicId, c])) : null;
    const upcomingText = (clinicId: string) => {
      if (!countsById) return t("unavailable");
      const row = countsById.get(clinicId);
      return t("clinics.upcomingCounts", {
        appointments: row?.upcomingAppointments ?? 0,
        lanes: row?.upcomingLanes ?? 0,
      });
    };
    // The clinics are the page; today's lanes, the counts ahead and the mobile services are panels.
    return pageWithPanels(
      {
        pageTitle: tab.title,
        title: tab.title,
        crumbs: tab.crumbs,
        orgId: tab.organization.id,
        mobile: mobile.ok
          ? mobile.data.map((c) => ({
              id: c.id,
              name: c.name,
              location: [c.address?.city, c.address?.state].filter(Boolean).join(", "),
            }))
          : null,
        clinics: orThrow(clinics, args.context).map((c) => ({
          id: c.id,
          name: c.name,
          location: [c.address?.city, c.address?.state].filter(Boolean).join(", "),
          timeZone: c.timeZone ? timeZoneName(c.timeZone, locale) : "",
          today: activeById
            ? todayText(activeById.get(c.id), c.timeZone ?? FIRST_TIME_ZONES[0], locale, t)
            : t("unavailable"),
          upcoming: upcomingText(c.id),
        })),
      },
      [active, counts, mobile],
    );
  },
  { orgParam: "orgId" },
);

/** A clinic's own pages, linked from its row. */
function clinicPages(orgId: string, clinicId: string) {
  return [
    ["day", clinicDayPath(orgId, clinicId)],
    ["hours", clinicPagePath(orgId, clinicId, "hours")],
    ["schedule", clinicPagePath(orgId, clinicId, "schedule")],
  ] as const;
}

export default function Clinics() {
  const { t } = useTranslation("orgPages");
  const { title, orgId, clinics, mobile } = useLoaderData<typeof loader>();
  const mayReadLanes = useCan("lanes.read");
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      {mayReadLanes ? (
        <p className="mt-4">
          <Link to={clinicsAnalyticsPath(orgId)} className={buttonClass("secondary")}>
            {t("clinics.analytics")}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="mobile-clinics" className="mt-6">
        <h2 id="mobile-clinics" className="text-xl font-bold">
          {t("clinics.mobile.title")}
        </h2>
        {mobile === null ? (
          <p className="mt-2">{t("clinics.mobile.unavailable")}</p>
        ) : mobile.length === 0 ? (
          <p className="mt-2">{t("clinics.mobile.none")}</p>
        ) : (
          <ul className="mt-2 list-disc pl-6">
            {mobile.map((c) => (
              <li key={c.id}>
                <Link to={clinicDayPath(orgId, c.id)} className="font-semibold underline">
                  {c.name}
                </Link>
                {c.location ? ` (${c.location})` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
      {clinics.length === 0 ? (
        <p className="mt-4">{t("clinics.none")}</p>
      ) : (
        <Table caption={title}>
          <thead>
            <tr>
              <Th>{t("clinics.name")}</Th>
              <Th>{t("clinics.location")}</Th>
              <Th>{t("clinics.timeZone")}</Th>
              <Th>{t("clinics.today")}</Th>
              <Th>{t("clinics.upcoming")}</Th>
              <Th>{t("clinics.pages")}</Th>
            </tr>
          </thead>
          <tbody>
            {clinics.map((c) => (
              <tr key={c.id}>
                <Td>
                  <Link to={organizationPath(c.id)} className="font-semibold underline">
                    {c.name}
                  </Link>
                </Td>
                <Td>{c.location}</Td>
                <Td>{c.timeZone}</Td>
                <Td>{c.today}</Td>
                <Td>{c.upcoming}</Td>
                <Td>
                  <span className="flex flex-wrap gap-3">
                    {clinicPages(orgId, c.id).map(([page, to]) => (
                      <Link
                        key={page}
                        to={to}
                        className="underline"
                        aria-label={t(`clinics.${page}Of`, { name: c.name })}
                      >
                        {t(`clinics.${page}`)}
                      </Link>
                    ))}
                  </span>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
