import { Form, Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DayGrid } from "~/components/clinic-setup/day-grid";
import { ClinicLinks, DayNavigation } from "~/components/clinic-setup/clinic-nav";
import { buttonClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import {
  clinicDayPath,
  clinicPagePath,
  fromMinutes,
  gridHours,
  gridTimes,
  laneCells,
  lanePath,
  laneTimes,
  timeOptions,
  toMinutes,
  type LaneTimes,
} from "~/domain/clinic-day";
import {
  addCalendarDays,
  formatDisplayDate,
  formatLongDate,
  formatTime,
  timeZoneName,
  zonedInstant,
} from "~/domain/format";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getClinicDay, getDayLanes } from "~/upstream/clinic-setup.server";
import { clinicCrumbs, clinicInView, dayOf } from "./__clinic-setup.server";

export const handle = { i18n: ["clinicSetup", "provider"], breadcrumb: crumbsFrom };

/**
 * A clinic's day (decision 032): the lanes on the 8:00–16:30 grid at the clinic's wall clock,
 * each with its host, times and booked patients; add, edit, delete and bulk delete for staff who
 * may set the clinic up, until the day is signed off.
 */
export const loader = guarded(
  "lanes.read",
  async (args) => {
    const scope = await clinicInView(args, "lanes.read");
    const { clinic } = scope;
    const day = dayOf(args.request, scope);
    const wire = formatDisplayDate(day);
    const locale = args.context.locale;
    const [lanes, clinicDay, t] = await Promise.all([
      getDayLanes(scope.client, clinic.id, wire),
      getClinicDay(scope.client, clinic.id, wire),
      getT(locale, "clinicSetup"),
    ]);
    const schedule = orThrow(clinicDay, args.context);
    const at = (time: string) =>
      formatTime(zonedInstant(day, time, clinic.timeZone), clinic.timeZone, locale);
    const signedOff = schedule.signedOff ?? null;
    const editable = scope.mayEdit && !signedOff;
    const newLane = clinicPagePath(scope.orgId, clinic.id, "lanes/new", day);
    return {
      pageTitle: t("day.title", { clinic: clinic.name, date: formatLongDate(day, locale) }),
      crumbs: await clinicCrumbs(args, scope, day),
      orgId: scope.orgId,
      clinic,
      day,
      longDate: formatLongDate(day, locale),
      previous: addCalendarDays(day, -1),
      next: addCalendarDays(day, 1),
      hours:
        schedule.closed || !schedule.open || !schedule.close
          ? null
          : { open: at(schedule.open), close: at(schedule.close) },
      signedOff: signedOff
        ? { by: signedOff.by, at: formatTime(signedOff.at, clinic.timeZone, locale) }
        : null,
      mayEdit: scope.mayEdit,
      editable,
      gridHours: gridHours().map((h) => ({ label: at(h.time), span: h.span })),
      slots: gridTimes().map((time) => ({
        time,
        label: at(time),
        href: `${newLane}&start=${time}&end=${fromMinutes(toMinutes(time) + 60)}`,
      })),
      times: timeOptions().map((time) => ({ value: time, label: at(time) })),
      rows: orThrow(lanes, args.context).map((lane) => {
        const times = laneTimes(
          { startDate: String(lane.startDate), endDate: String(lane.endDate) },
          day,
          clinic.timeZone,
        );
        return {
          id: lane.id,
          host: lane.host?.name ?? "",
          times: `${formatTime(new Date(lane.startDate), clinic.timeZone, locale)}–${formatTime(new Date(lane.endDate), clinic.timeZone, locale)}`,
          patients: lane.patientCount ?? 0,
          capacity: lane.capacity ?? null,
          vaccine: [lane.inventoryType, lane.manufacturer].filter(Boolean).join(" · "),
          cells: laneCells(times),
          editHref: lanePath(scope.orgId, clinic.id, lane.id, "edit"),
          deleteHref: lanePath(scope.orgId, clinic.id, lane.id, "delete"),
        };
      }),
    };
  },
  { orgParam: "orgId" },
);

export default function ClinicDay() {
  const { t, i18n } = useTranslation("clinicSetup");
  const data = useLoaderData<typeof loader>();
  const { orgId, clinic, day } = data;
  const [range, setRange] = useState<LaneTimes>({ startTime: "08:00", endTime: "09:00" });
  return (
    <>
      <PageHeading>{data.pageTitle}</PageHeading>
      <p className="mt-2 text-slate-700">
        {t("day.zone", { zone: timeZoneName(clinic.timeZone, i18n.language) })}{" "}
        {data.hours ? t("day.hours", { open: data.hours.open, close: data.hours.close }) : t("day.closed")}
      </p>
      <ClinicLinks orgId={orgId} clinicId={clinic.id} day={day} />
      <DayNavigation
        path={clinicDayPath(orgId, clinic.id)}
        day={day}
        previous={data.previous}
        next={data.next}
      />
      {data.signedOff ? (
        <div role="status" className="mt-4 rounded border-2 border-slate-700 bg-slate-100 p-4">
          <p className="font-bold">{t("signOff.banner")}</p>
          <p>{t("signOff.bannerBy", { name: data.signedOff.by, time: data.signedOff.at })}</p>
        </div>
      ) : data.mayEdit ? (
        <p className="mt-4">
          <Link to={clinicPagePath(orgId, clinic.id, "sign-off", day)} className={buttonClass("secondary")}>
            {t("signOff.link")}
          </Link>
        </p>
      ) : null}
      {data.rows.length === 0 ? <p className="mt-4">{t("day.none")}</p> : null}
      <Form method="get" action={clinicPagePath(orgId, clinic.id, "bulk-delete")}>
        <input type="hidden" name="date" value={day} />
        <DayGrid
          caption={t("day.caption", { date: data.longDate })}
          hours={data.gridHours}
          slots={data.slots}
          rows={data.rows}
          editable={data.editable}
          onPick={setRange}
        />
        {data.editable && data.rows.length > 0 ? (
          <button type="submit" className={`${buttonClass("danger")} mt-4`}>
            {t("bulk.submit")}
          </button>
        ) : null}
      </Form>
      {data.editable ? (
        <Form
          method="get"
          action={clinicPagePath(orgId, clinic.id, "lanes/new")}
          className="mt-8 flex flex-wrap items-end gap-4"
          aria-labelledby="add-lane-heading"
        >
          <h2 id="add-lane-heading" className="w-full text-xl font-bold">
            {t("day.addHeading")}
          </h2>
          <input type="hidden" name="date" value={day} />
          <TimeSelect
            name="start"
            label={t("lane.startTime")}
            value={range.startTime}
            options={data.times}
            onChange={(startTime) => setRange((r) => ({ ...r, startTime }))}
          />
          <TimeSelect
            name="end"
            label={t("lane.endTime")}
            value={range.endTime}
            options={data.times}
            onChange={(endTime) => setRange((r) => ({ ...r, endTime }))}
          />
          <button type="submit" className={buttonClass("primary")}>
            {t("day.add")}
          </button>
        </Form>
      ) : null}
    </>
  );
}

function TimeSelect({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={`add-${name}`} className="block font-semibold">
        {label}
      </label>
      <select
        id={`add-${name}`}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 min-h-touch rounded border-2 border-slate-700 px-3"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
