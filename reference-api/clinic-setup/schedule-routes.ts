import { clinicSetup } from "@contract/clinic-setup";
import type { Request, Response } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import type { WeekdayHours } from "./repo";
import { clampInt, fail, type FieldError, str, serve, found, invalid, missing } from "../http";
import { sqlPage } from "../db/paging";
import type { Store } from "../store";
import { fromWireDate, toWireDate, zonedDate, zonedTime } from "../time";
import type { Lane } from "../types";

/**
 * A clinic's hours of operation, regular weekly schedule and special dates (issue 15, decision
 * 032; spec part 1 §7 "Schedules"), and the rule of which hours apply on a day, which the lanes'
 * calls check. README "Clinic set-up".
 */

/** Hours a clinic has when neither it nor any organization above it has set any. */
export const DEFAULT_HOURS = { open: "07:00", close: "19:00" } as const;
export const TIME = /^([01]\d|2[0-3]):(00|15|30|45)$/;
export const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A week not yet saved: what the hours would be if `orgId` had it (the closing check). */
interface ProposedWeek {
  orgId: string;
  week: readonly WeekdayHours[];
}

/** The weekly hours that apply to an organization: its own, else the nearest ancestor's. */
export function effectiveWeek(
  store: Store,
  orgId: string,
  proposed?: ProposedWeek,
): { week: WeekdayHours[]; from: string | null } {
  for (let org = store.organizations.byId(orgId); org;) {
    const week = proposed?.orgId === org.id ? [...proposed.week] : store.clinicSetup.hours(org.id);
    if (week.length > 0) return { week, from: org.id };
    org = org.parentOrganizationId ? store.organizations.byId(org.parentOrganizationId) : undefined;
  }
  return { week: [], from: null };
}

/** The hours of one day: a special date first, then the weekly hours, then the default. */
export function hoursOn(
  store: Store,
  clinicId: string,
  day: string,
  proposed?: ProposedWeek,
): { open: string; close: string } | null {
  const special = store.clinicSetup.special(clinicId, day);
  if (special)
    return special.closed || !special.open || !special.close
      ? null
      : { open: special.open, close: special.close };
  const { week, from } = effectiveWeek(store, clinicId, proposed);
  if (!from) return DEFAULT_HOURS;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const hours = week.find((d) => d.weekday === weekday);
  return hours?.open && hours.close ? { open: hours.open, close: hours.close } : null;
}

/**
 * The one rule of a signed-off day (decision 032): no lane of it is added, changed, moved in or
 * out, cancelled, restored or messaged, whichever call asks (the clinic's set-up calls and the
 * lanes page's mass actions and undos alike). `field` names what the caller sent.
 */
export function signedOffRefusal(
  store: Store,
  clinicId: string,
  day: string,
  field = "date",
): FieldError | null {
  return store.clinicSetup.signOff(clinicId, day)
    ? { field, message: `The day ${toWireDate(day)} is signed off: its lanes cannot change` }
    : null;
}

/** A lane's calendar day at its clinic's clock. */
export function laneDay(store: Store, lane: Lane): string {
  return zonedDate(
    new Date(lane.startDate),
    store.organizations.byId(lane.clinicId)?.timeZone ?? "America/New_York",
  );
}

/**
 * The refusal for the first lane whose day is signed off at its clinic: by default the day the
 * lane is on; `dayOf` names another (the day a reschedule or an undo would put it on).
 */
export function signedOffLanes(
  store: Store,
  lanes: readonly Lane[],
  field: string,
  dayOf: (lane: Lane) => string = (lane) => laneDay(store, lane),
): FieldError | null {
  const checked = new Set<string>();
  for (const lane of lanes) {
    const day = dayOf(lane);
    const key = `${lane.clinicId}:${day}`;
    if (checked.has(key)) continue;
    checked.add(key);
    const refusal = signedOffRefusal(store, lane.clinicId, day, field);
    if (refusal) return refusal;
  }
  return null;
}

/** How many booked lanes a closing warning names; the counts cover them all. */
const CLOSING_LANES_SHOWN = 50;

/**
 * The booked lanes, from today on, that a week about to be saved for `orgId` would leave outside
 * the hours: lanes of the organization's clinics (itself or below it) that fit their day's hours
 * now and would not with the new week, because it closes the day (`closed`) or shortens it (a
 * special date still decides its own day). By day and time.
 */
export function lanesClosedBy(store: Store, orgId: string, week: readonly WeekdayHours[]) {
  const clinics = store.organizations
    .scopeIds(orgId)
    .map((id) => store.organizations.byId(id))
    .filter((org): org is NonNullable<typeof org> => org?.type === "CLINIC");
  if (clinics.length === 0) return [];
  // The same hours every weekday as now change no day.
  const current = effectiveWeek(store, orgId).week;
  const same = (weekday: number) => {
    const a = current.find((d) => d.weekday === weekday);
    const b = week.find((d) => d.weekday === weekday);
    return (a?.open ?? null) === (b?.open ?? null) && (a?.close ?? null) === (b?.close ?? null);
  };
  if (current.length > 0 && week.length > 0 && [0, 1, 2, 3, 4, 5, 6].every(same)) return [];
  const now = new Date().toISOString();
  const lanes = store.lanes
    .ofClinics(
      clinics.map((c) => c.id),
      now,
      "9999-12-31T00:00:00.000Z",
    )
    .filter((lane) => lane.status === "ACTIVE");
  const booked = store.tasks.bookedPerLane(lanes.map((l) => l.id));
  const zones = new Map(clinics.map((c) => [c.id, c]));
  const proposed = { orgId, week };
  // One look-up of each clinic's day, before and after: a busy clinic has many lanes a day.
  const days = new Map<string, { before: ReturnType<typeof hoursOn>; after: ReturnType<typeof hoursOn> }>();
  const hoursOf = (clinicId: string, day: string) => {
    const key = `${clinicId}:${day}`;
    let hours = days.get(key);
    if (!hours) {
      hours = { before: hoursOn(store, clinicId, day), after: hoursOn(store, clinicId, day, proposed) };
      days.set(key, hours);
    }
    return hours;
  };
  const fits = (hours: ReturnType<typeof hoursOn>, start: string, end: string) =>
    hours !== null && minutes(start) >= minutes(hours.open) && minutes(end) <= minutes(hours.close);
  return lanes
    .filter((lane) => (booked.get(lane.id) ?? 0) > 0)
    .flatMap((lane) => {
      const clinic = zones.get(lane.clinicId)!;
      const day = zonedDate(new Date(lane.startDate), clinic.timeZone);
      const start = zonedTime(new Date(lane.startDate), clinic.timeZone);
      // A lane ending at midnight or later ends at the day's close at the latest.
      const endDay = zonedDate(new Date(lane.endDate), clinic.timeZone);
      const end = endDay === day ? zonedTime(new Date(lane.endDate), clinic.timeZone) : "24:00";
      const { before, after } = hoursOf(lane.clinicId, day);
      // A lane already outside today's hours is not this week's doing.
      if (!fits(before, start, end) || fits(after, start, end)) return [];
      return [{ lane, clinic, day, closed: after === null }];
    })
    .sort((a, b) => a.lane.startDate.localeCompare(b.lane.startDate));
}

/** Who a set-up activity names: the signed-in account's name, else its username. */
export function actorOf(req: Request): string {
  const account = req.account!;
  return `${account.firstName} ${account.lastName}`.trim() || account.username;
}

export function clinicScheduleRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  // ---- hours of operation, regular schedule, special dates --------------------------------

  const weekView = (orgId: string) => {
    const { week, from } = effectiveWeek(store, orgId);
    return {
      organizationId: orgId,
      inherited: from !== null && from !== orgId,
      inheritedFrom: from !== orgId ? from : null,
      defaultHours: from === null ? DEFAULT_HOURS : null,
      days: week.map((d) => ({ weekday: d.weekday, open: d.open, close: d.close })),
    };
  };

  /** 409 CLOSES_BOOKED_LANES with the lanes (the first 50), their booked patients and the totals. */
  function closingRefusal(res: Response, closed: ReturnType<typeof lanesClosedBy>) {
    const shown = closed.slice(0, CLOSING_LANES_SHOWN);
    const tasks = store.tasks.ofLanes(
      shown.map((c) => c.lane.id),
      "SCHEDULED",
    );
    const names = new Map<string, string>();
    for (const task of tasks) {
      if (names.has(task.patientId)) continue;
      const patient = store.patients.byId(task.patientId);
      names.set(task.patientId, patient ? `${patient.firstName} ${patient.lastName}`.trim() : task.patientId);
    }
    const allPatients = store.tasks.bookedPatients(closed.map((c) => c.lane.id));
    fail(
      res,
      409,
      "CLOSES_BOOKED_LANES",
      "The new hours close or shorten days that already have booked lanes",
      {
        laneCount: closed.length,
        patientCount: allPatients.length,
        lanes: shown.map(({ lane, clinic, day, closed }) => {
          const patientIds = [
            ...new Set(tasks.filter((t) => t.clinicAppointmentId === lane.id).map((t) => t.patientId)),
          ];
          return {
            id: lane.id,
            clinicId: clinic.id,
            clinicName: clinic.name,
            date: toWireDate(day),
            startTime: zonedTime(new Date(lane.startDate), clinic.timeZone),
            endTime: zonedTime(new Date(lane.endDate), clinic.timeZone),
            host: lane.host,
            closed,
            patients: patientIds.map((id) => ({ id, name: names.get(id) ?? id })),
          };
        }),
      },
    );
  }

  serve(router, clinicSetup, {
    hours: (req, res) => {
      if (!store.organizations.byId(req.params.id)) missing("Organization");
      res.json(weekView(req.params.id));
    },
    parentHours: (req, res) => {
      const org = found(store.organizations.byId(req.params.id), "Organization");
      if (!org.parentOrganizationId) return res.json(null);
      res.json(weekView(org.parentOrganizationId));
    },
    regular: (req, res) => {
      if (!store.organizations.byId(req.params.id)) missing("Organization");
      res.json({ days: store.clinicSetup.hours(req.params.id) });
    },
    setRegular: (req, res) => {
      if (!store.organizations.byId(req.params.id)) missing("Organization");
      const days = (req.body as { days: Array<Record<string, unknown>> }).days;
      const errors: FieldError[] = [];
      const week: WeekdayHours[] = [];
      for (const raw of days) {
        const weekday = clampInt(raw.weekday, -1, -1, 7);
        const open = str(raw.open) || null;
        const close = str(raw.close) || null;
        if (weekday < 0 || weekday > 6 || week.some((d) => d.weekday === weekday)) {
          errors.push({ field: "days", message: "Each weekday 0 to 6 at most once" });
          continue;
        }
        if ((open === null) !== (close === null))
          errors.push({
            field: `days[${weekday}].close`,
            message: "Give both times, or neither for a closed day",
          });
        else if (open && close && (!TIME.test(open) || !TIME.test(close)))
          errors.push({ field: `days[${weekday}].open`, message: "Times must be 'HH:mm' on a quarter hour" });
        else if (open && close && minutes(close) <= minutes(open))
          errors.push({ field: `days[${weekday}].close`, message: "The clinic must open before it closes" });
        week.push({ weekday, open, close });
      }
      if (errors.length > 0) invalid(errors);
      // Closing a day that already has booked lanes is said before it is saved (README "Clinic
      // set-up"): the caller sends the week again with confirmClosing once the person has agreed.
      const body = req.body as Record<string, unknown>;
      if (body.confirmClosing !== true) {
        const closed = lanesClosedBy(store, req.params.id, week);
        if (closed.length > 0) return closingRefusal(res, closed);
      }
      store.db.transaction(() => {
        store.clinicSetup.setHours(req.params.id, week);
        store.clinicSetup.recordActivity({
          organizationId: req.params.id,
          action: "HOURS_SET",
          actor: actorOf(req),
          at: new Date().toISOString(),
          details: { days: [...week].sort((a, b) => a.weekday - b.weekday) },
        });
      });
      res.json({ days: store.clinicSetup.hours(req.params.id) });
    },
    activities: (req, res) => {
      if (!store.organizations.byId(req.params.id)) missing("Organization");
      const orgId = req.params.id;
      res.json(
        sqlPage(
          req.query.page,
          req.query.size,
          20,
          () => store.clinicSetup.activityCount(orgId),
          (limit, offset) =>
            store.clinicSetup.activities(orgId, limit, offset).map((a) => ({
              id: String(a.seq),
              organizationId: a.organizationId,
              action: a.action,
              actor: a.actor,
              at: a.at,
              details: a.details,
            })),
        ),
      );
    },
    specials: (req, res) => {
      if (!store.organizations.byId(req.params.id)) missing("Organization");
      res.json(
        store.clinicSetup
          .specials(req.params.id)
          .map((d) => ({ ...d, date: toWireDate(d.day), day: undefined })),
      );
    },
    addSpecial: (req, res) => {
      const org = found(store.organizations.byId(req.params.id), "Organization");
      const body = req.body as Record<string, unknown>;
      const day = fromWireDate(str(body.date) ?? "");
      const closed = body.closed === true || body.closed === "true";
      const open = closed ? null : str(body.open) || null;
      const close = closed ? null : str(body.close) || null;
      const errors: FieldError[] = [];
      const today = zonedDate(new Date(), org.timeZone ?? "America/New_York");
      if (!day) errors.push({ field: "date", message: "Dates must be sent as 'MM/dd/yyyy'" });
      else if (day <= today) errors.push({ field: "date", message: "A special date must be in the future" });
      if (!closed) {
        if (!open || !TIME.test(open))
          errors.push({ field: "open", message: "Times must be 'HH:mm' on a quarter hour" });
        if (!close || !TIME.test(close))
          errors.push({ field: "close", message: "Times must be 'HH:mm' on a quarter hour" });
        else if (open && TIME.test(open) && minutes(close) <= minutes(open))
          errors.push({ field: "close", message: "The clinic must open before it closes" });
      }
      if (errors.length > 0) invalid(errors);
      const note = str(body.note)?.trim().slice(0, 200) || null;
      store.db.transaction(() => {
        store.clinicSetup.putSpecial(org.id, { day: day!, closed, open, close, note });
        store.clinicSetup.recordActivity({
          organizationId: org.id,
          action: "SPECIAL_DATE_SET",
          actor: actorOf(req),
          at: new Date().toISOString(),
          details: { date: toWireDate(day!), closed, open, close, note },
        });
      });
      res.status(201).json({ date: toWireDate(day!), closed, open, close, note });
    },
  });

  return router;
}
