import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import type { WeekdayHours } from "../db/clinic-setup";
import { clampInt, type FieldError, handler, notFound, str, unprocessable } from "../http";
import type { Store } from "../store";
import { fromWireDate, toWireDate, zonedDate } from "../time";

/**
 * A clinic's hours of operation, regular weekly schedule and special dates (issue 15, decision
 * 032; spec part 1 §7 "Schedules"), and the rule of which hours apply on a day, which the lanes'
 * calls check. README "Clinic set-up".
 */

/** Hours a clinic has when neither it nor any organization above it has set any. */
export const DEFAULT_HOURS = { open: "07:00", close: "19:00" } as const;
export const TIME = /^([01]\d|2[0-3]):(00|15|30|45)$/;
export const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The weekly hours that apply to an organization: its own, else the nearest ancestor's. */
export function effectiveWeek(store: Store, orgId: string): { week: WeekdayHours[]; from: string | null } {
  for (let org = store.organizations.byId(orgId); org;) {
    const week = store.clinicSetup.hours(org.id);
    if (week.length > 0) return { week, from: org.id };
    org = org.parentOrganizationId ? store.organizations.byId(org.parentOrganizationId) : undefined;
  }
  return { week: [], from: null };
}

/** The hours of one day: a special date first, then the weekly hours, then the default. */
export function hoursOn(store: Store, clinicId: string, day: string): { open: string; close: string } | null {
  const special = store.clinicSetup.special(clinicId, day);
  if (special)
    return special.closed || !special.open || !special.close
      ? null
      : { open: special.open, close: special.close };
  const { week, from } = effectiveWeek(store, clinicId);
  if (!from) return DEFAULT_HOURS;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const hours = week.find((d) => d.weekday === weekday);
  return hours?.open && hours.close ? { open: hours.open, close: hours.close } : null;
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

  router.get(
    "/api/schedule/:id/hoursOfOperation",
    handler((req, res) => {
      if (!store.organizations.byId(req.params.id!)) return notFound(res, "Organization");
      res.json(weekView(req.params.id!));
    }),
  );

  router.get(
    "/api/schedule/:id/hoursOfOperationParent",
    handler((req, res) => {
      const org = store.organizations.byId(req.params.id!);
      if (!org) return notFound(res, "Organization");
      if (!org.parentOrganizationId) return res.json(null);
      res.json(weekView(org.parentOrganizationId));
    }),
  );

  router.get(
    "/api/schedule/:id/regular",
    handler((req, res) => {
      if (!store.organizations.byId(req.params.id!)) return notFound(res, "Organization");
      res.json({ days: store.clinicSetup.hours(req.params.id!) });
    }),
  );

  router.post(
    "/api/schedule/:id/regular",
    handler((req, res) => {
      if (!store.organizations.byId(req.params.id!)) return notFound(res, "Organization");
      const days = (req.body as Record<string, unknown>).days;
      if (!Array.isArray(days))
        return unprocessable(res, [{ field: "days", message: "Send the week's days" }]);
      const errors: FieldError[] = [];
      const week: WeekdayHours[] = [];
      for (const raw of days as Array<Record<string, unknown>>) {
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
      if (errors.length > 0) return unprocessable(res, errors);
      store.clinicSetup.setHours(req.params.id!, week);
      store.changed();
      res.json({ days: store.clinicSetup.hours(req.params.id!) });
    }),
  );

  router.get(
    "/api/schedule/:id/special",
    handler((req, res) => {
      if (!store.organizations.byId(req.params.id!)) return notFound(res, "Organization");
      res.json(
        store.clinicSetup
          .specials(req.params.id!)
          .map((d) => ({ ...d, date: toWireDate(d.day), day: undefined })),
      );
    }),
  );

  router.post(
    "/api/schedule/:id/special",
    handler((req, res) => {
      const org = store.organizations.byId(req.params.id!);
      if (!org) return notFound(res, "Organization");
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
      if (errors.length > 0) return unprocessable(res, errors);
      const note = str(body.note)?.trim().slice(0, 200) || null;
      store.clinicSetup.putSpecial(org.id, { day: day!, closed, open, close, note });
      store.changed();
      res.status(201).json({ date: toWireDate(day!), closed, open, close, note });
    }),
  );

  return router;
}
