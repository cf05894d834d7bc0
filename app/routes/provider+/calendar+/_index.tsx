import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { useCan } from "~/components/use-can";
import { useOffered } from "~/components/use-offered";
import { PageHeading } from "~/components/layout/page-heading";
import { appointmentPath } from "~/components/appointments/appointment-actions";
import { appointmentTime, appointmentZone, toWireDate } from "~/domain/appointments";
import { SUBSCRIPTION_PATH } from "~/domain/calendar-feed";
import {
  CALENDAR_SCOPES,
  CALENDAR_VIEWS,
  calendarHref,
  periodDays,
  readCalendarQuery,
  shiftPeriod,
  weekStartOf,
  weeksOf,
  type CalendarQuery,
} from "~/domain/calendar";
import {
  formatDateRange,
  formatLongDate,
  formatMonthYear,
  weekdayNames,
  zonedCalendarDate,
} from "~/domain/format";
import { providerPath } from "~/domain/providers";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getOrganizationAppointments, getPerformerAppointments } from "~/upstream/tasks.server";
import { loadProvider } from "../providers+/__provider.server";

export const handle = {
  i18n: ["appointments", "calendar", "providers"],
  titleKey: "appointments:calendar.title",
};

/** Between an appointment's facts: punctuation, not text. */
const SEPARATOR = " · ";
/** How many appointments a month's day shows before "more". */
const MONTH_CELL_ITEMS = 3;

/**
 * Month, week and day views of a provider's appointments or their organization's (spec part 2
 * §2, §7 `/api/performers/{id}/appointments`; decision 023): today is the user's, each appointment
 * sits on its clinic's day at its clinic's clock, as every other screen shows it. Every view
 * and period is its own URL, so it works and bookmarks without JS; today is marked.
 */
export const loader = guarded("appointments.read", async ({ request, context, session, client }) => {
  const { account } = session;
  const zone = context.timeZone;
  const today = zonedCalendarDate(new Date(), zone);
  const query = readCalendarQuery(
    new URL(request.url).searchParams,
    today,
    account.isPerformer ? "mine" : "organization",
  );
  // Only a provider has appointments of their own.
  if (!account.isPerformer) query.scope = "organization";
  const weekStart = weekStartOf(context.locale);
  const days = periodDays(query.view, query.date, weekStart);
  const from = toWireDate(days[0]!);
  const to = toWireDate(days.at(-1)!);
  // One provider's calendar, from their profile: read (through the provider cache) and scoped first.
  const provider = query.performer
    ? await loadProvider(client, context, request, query.performer, "providers.read")
    : null;
  const [result, t] = await Promise.all([
    provider
      ? getPerformerAppointments(client, provider.id, from, to)
      : query.scope === "mine"
        ? getPerformerAppointments(client, account.accountId, from, to)
        : account.organizationId
          ? getOrganizationAppointments(client, account.organizationId, from, to)
          : null,
    getT(context.locale, "appointments"),
  ]);
  const byDay: Record<string, Array<Record<string, string | null>>> = {};
  for (const task of result ? orThrow(result, context) : []) {
    if (!task.dueDate) continue;
    // The clinic's day and clock, as the appointments list and the clinic's day show it.
    const clinicZone = appointmentZone(task, zone);
    const day = zonedCalendarDate(task.dueDate, clinicZone);
    (byDay[day] ??= []).push({
      id: task.id,
      href: appointmentPath(task.id),
      time: appointmentTime(task.dueDate, clinicZone, context.locale),
      dueDate: task.dueDate,
      patientId: task.patientId ?? null,
      patientName: task.patientName ?? "",
      name: task.name ?? "",
      clinic: task.location?.name ?? "",
      status: task.status ?? null,
    });
  }
  const title =
    query.view === "month"
      ? formatMonthYear(query.date, context.locale)
      : query.view === "week"
        ? formatDateRange(days[0]!, days.at(-1)!, context.locale)
        : formatLongDate(query.date, context.locale);
  const at = (changes: Partial<CalendarQuery>) => calendarHref({ ...query, ...changes });
  return {
    pageTitle: `${t("calendar.title")}: ${title}`,
    query,
    today,
    title,
    canChooseScope: account.isPerformer && !provider,
    provider: provider && { name: provider.name, href: providerPath(provider.id, "appointments") },
    weekdays: weekdayNames(weekStart, context.locale, "long"),
    weeks: weeksOf(days),
    month: query.date.slice(0, 7),
    dayLabels: Object.fromEntries(days.map((day) => [day, formatLongDate(day, context.locale)])),
    byDay,
    links: {
      previous: at({ date: shiftPeriod(query.view, query.date, -1) }),
      next: at({ date: shiftPeriod(query.view, query.date, 1) }),
      today: at({ date: today }),
      views: Object.fromEntries(CALENDAR_VIEWS.map((view) => [view, at({ view })])),
      scopes: { mine: at({ scope: "mine" }), organization: at({ scope: "organization" }) },
    },
  };
});

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Item = Data["byDay"][string][number];

function Appointment({ item, detailed }: { item: Item; detailed: boolean }) {
  const { t } = useTranslation("appointments");
  // Names only: a provider's appointments include patients whose record is outside their tree.
  const patient = <span className="font-semibold">{item.patientName}</span>;
  return (
    <li className={item.status === "CANCELLED" ? "text-slate-600 line-through" : undefined}>
      {/* The appointment's own page, where its clinic (in the user's tree) is checked. */}
      <Link to={item.href!} className="underline">
        <time dateTime={item.dueDate ?? undefined} className="tabular-nums">
          {item.time}
        </time>{" "}
        {patient}
      </Link>
      {detailed ? (
        <span className="block text-sm text-slate-700">
          {[
            item.name,
            item.clinic,
            item.status ? t(`statuses.${item.status}`, { defaultValue: item.status }) : "",
          ]
            .filter(Boolean)
            .join(SEPARATOR)}
        </span>
      ) : null}
      {item.status === "CANCELLED" ? <span className="sr-only"> ({t("statuses.CANCELLED")})</span> : null}
    </li>
  );
}

function DayCell({ day, data }: { day: string; data: Data }) {
  const { t } = useTranslation("appointments");
  const items = data.byDay[day] ?? [];
  const isToday = day === data.today;
  const outside = data.query.view === "month" && !day.startsWith(data.month);
  const shown = data.query.view === "month" ? items.slice(0, MONTH_CELL_ITEMS) : items;
  const dayHref = calendarHref({ ...data.query, view: "day", date: day });
  return (
    <td
      className={`h-28 min-w-[7rem] border border-slate-300 p-1 align-top ${isToday ? "bg-amber-50" : ""} ${outside ? "bg-slate-50 text-slate-600" : ""}`}
    >
      <Link
        to={dayHref}
        aria-current={isToday ? "date" : undefined}
        aria-label={`${data.dayLabels[day]}${items.length ? `, ${t("calendar.count", { count: items.length })}` : ""}`}
        className={`inline-flex min-h-touch min-w-touch items-center justify-center rounded font-semibold underline ${isToday ? "bg-brand-700 text-white" : ""}`}
      >
        {Number(day.slice(8))}
      </Link>
      {shown.length > 0 ? (
        <ul className="mt-1 space-y-1 text-sm">
          {shown.map((item) => (
            <Appointment key={item.id} item={item} detailed={false} />
          ))}
        </ul>
      ) : null}
      {items.length > shown.length ? (
        <Link to={dayHref} className="mt-1 inline-block text-sm underline">
          {t("calendar.more", { count: items.length - shown.length })}
        </Link>
      ) : null}
    </td>
  );
}

export default function Calendar() {
  const { t } = useTranslation("appointments");
  const data = useLoaderData<typeof loader>();
  // A provider's own appointments, in Outlook or Google Calendar (decision 026).
  const feedOffered = useOffered("providers.calendarFeed");
  const canSubscribe = useCan("calendar.subscribe") && data.canChooseScope && feedOffered;
  const { query, title, links, weeks, weekdays } = data;
  const dayItems = data.byDay[query.date] ?? [];
  return (
    <>
      <PageHeading>
        {data.provider ? t("providers:calendar.heading", { name: data.provider.name }) : t("calendar.title")}
      </PageHeading>
      {data.provider ? (
        <p className="mt-2">
          <Link to={data.provider.href} className="underline">
            {t("providers:calendar.back", { name: data.provider.name })}
          </Link>
        </p>
      ) : null}
      {canSubscribe ? (
        <p className="mt-2">
          <Link to={SUBSCRIPTION_PATH} className="underline">
            {t("calendar:subscription.link")}
          </Link>
        </p>
      ) : null}
      <nav aria-label={t("calendar.views")} className="mt-4 flex flex-wrap gap-2">
        {CALENDAR_VIEWS.map((view) => (
          <Link
            key={view}
            to={links.views[view]!}
            aria-current={view === query.view ? "page" : undefined}
            className={buttonClass(view === query.view ? "primary" : "secondary")}
          >
            {t(`calendar.view.${view}`)}
          </Link>
        ))}
        {data.canChooseScope ? (
          <>
            <span className="mx-2 self-center text-slate-500" aria-hidden="true">
              |
            </span>
            {CALENDAR_SCOPES.map((scope) => (
              <Link
                key={scope}
                to={links.scopes[scope]}
                aria-current={scope === query.scope ? "page" : undefined}
                className={buttonClass(scope === query.scope ? "primary" : "secondary")}
              >
                {t(`calendar.scope.${scope}`)}
              </Link>
            ))}
          </>
        ) : null}
      </nav>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl font-bold" id="calendar-period">
          {title}
        </h2>
        <nav aria-label={t("calendar.periods")} className="flex flex-wrap gap-2">
          <Link to={links.previous} className={buttonClass("secondary")}>
            {t(`calendar.previous.${query.view}`)}
          </Link>
          <Link to={links.today} className={buttonClass("secondary")}>
            {t("calendar.today")}
          </Link>
          <Link to={links.next} className={buttonClass("secondary")}>
            {t(`calendar.next.${query.view}`)}
          </Link>
        </nav>
      </div>
      {query.view === "day" ? (
        dayItems.length === 0 ? (
          <p className="mt-4">{t("calendar.emptyDay")}</p>
        ) : (
          <ol className="mt-4 max-w-3xl space-y-3" aria-labelledby="calendar-period">
            {dayItems.map((item) => (
              <Appointment key={item.id} item={item} detailed />
            ))}
          </ol>
        )
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full table-fixed border-collapse" aria-labelledby="calendar-period">
            <thead>
              <tr>
                {weekdays.map((name) => (
                  <th key={name} scope="col" className="border border-slate-300 bg-slate-100 p-1 text-left">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => (
                    <DayCell key={day} day={day} data={data} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
