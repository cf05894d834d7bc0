import { clinicSetup } from "@contract/clinic-setup";
import type { Request, Response } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { clampInt, type FieldError, str, serve, found, invalid } from "../http";
import type { Store } from "../store";
import { fromWireDate, toWireDate, zonedDate, zonedTime, zonedToUtc } from "../time";
import type { Lane, Organization } from "../types";
import { hoursOn, minutes, signedOffRefusal as signedOffDay, TIME } from "./schedule-routes";
import { servesAtClinic } from "@contract/clinic-performers";

/**
 * A clinic's set-up (issue 15, decision 032): one lane added, changed or deleted, bulk delete,
 * check-break, vaccine info, day sign-off, the lane audit and hourly counts (the hours are
 * clinic-schedule.ts). The permission middleware has checked the clinic in the
 * path. Behaviour we chose is in the README ("Clinic set-up").
 */

const SLOT_MINUTES = [5, 10, 15, 20, 30, 60];
/** A host working longer than this without a break of BREAK_MINUTES gets a check-break warning. */
const CONTINUOUS_LIMIT_MINUTES = 5 * 60;
const BREAK_MINUTES = 30;

interface LaneBody {
  day: string;
  startTime: string;
  endTime: string;
  host: { id: string; name: string };
  capacity: number;
  slotMinutes: number;
}

export function clinicSetupRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const clinicOf = (id: string): Organization | undefined => {
    const org = store.organizations.byId(id);
    return org?.type === "CLINIC" ? org : undefined;
  };
  const actor = (req: Request) => {
    const account = req.account!;
    return `${account.firstName} ${account.lastName}`.trim() || account.username;
  };
  const dayOf = (lane: Lane, clinic: Organization) => zonedDate(new Date(lane.startDate), clinic.timeZone);

  const parentOf = (id: string) => store.organizations.byId(id)?.parentOrganizationId;

  const signedOffRefusal = (clinicId: string, day: string) => signedOffDay(store, clinicId, day);

  /** The body of a lane's POST or PUT, or the field errors of what is wrong with it. */
  function laneBody(body: Record<string, unknown>, clinic: Organization): LaneBody | FieldError[] {
    const errors: FieldError[] = [];
    const day = fromWireDate(str(body.date) ?? "");
    if (!day) errors.push({ field: "date", message: "Dates must be sent as 'MM/dd/yyyy'" });
    const startTime = str(body.startTime) ?? "";
    const endTime = str(body.endTime) ?? "";
    if (!TIME.test(startTime))
      errors.push({ field: "startTime", message: "The start time must be 'HH:mm' on a quarter hour" });
    if (!TIME.test(endTime))
      errors.push({ field: "endTime", message: "The end time must be 'HH:mm' on a quarter hour" });
    if (TIME.test(startTime) && TIME.test(endTime) && minutes(endTime) <= minutes(startTime))
      errors.push({ field: "endTime", message: "The end time must be after the start time" });
    const hostId = String(body.hostId ?? "");
    const performer = hostId ? store.performers.byId(hostId) : undefined;
    if (!performer) errors.push({ field: "hostId", message: `Host '${hostId.slice(0, 40)}' does not exist` });
    // Booking makes the host the appointment's performer: the same rule a task update applies.
    else if (!servesAtClinic(performer.organizationId, clinic.id, parentOf))
      errors.push({ field: "hostId", message: "The host does not work in this clinic's network" });
    const capacity = clampInt(body.capacity, -1, -1, 10_000);
    if (capacity < 1 || capacity > 500)
      errors.push({ field: "capacity", message: "The capacity must be between 1 and 500" });
    const slotMinutes = clampInt(body.slotMinutes, -1, -1, 10_000);
    if (!SLOT_MINUTES.includes(slotMinutes))
      errors.push({
        field: "slotMinutes",
        message: `Slots must be one of ${SLOT_MINUTES.join(", ")} minutes`,
      });
    if (errors.length > 0) return errors;
    return {
      day: day!,
      startTime,
      endTime,
      host: { id: performer!.id, name: performer!.name },
      capacity,
      slotMinutes,
    };
  }

  /** The day's rules: not signed off, open, within the hours, no overlap for the host. */
  function dayRefusals(clinic: Organization, input: LaneBody, laneId: string | null): FieldError[] {
    const signedOff = signedOffRefusal(clinic.id, input.day);
    if (signedOff) return [signedOff];
    const hours = hoursOn(store, clinic.id, input.day);
    if (!hours) return [{ field: "date", message: `The clinic is closed on ${toWireDate(input.day)}` }];
    const errors: FieldError[] = [];
    if (minutes(input.startTime) < minutes(hours.open))
      errors.push({
        field: "startTime",
        message: `The lane starts before the clinic opens at ${hours.open}`,
      });
    if (minutes(input.endTime) > minutes(hours.close))
      errors.push({ field: "endTime", message: `The lane ends after the clinic closes at ${hours.close}` });
    const start = zonedToUtc(input.day, input.startTime, clinic.timeZone).toISOString();
    const end = zonedToUtc(input.day, input.endTime, clinic.timeZone).toISOString();
    const clash = sameDayLanes(clinic, input.day).find(
      (l) => l.id !== laneId && l.host.id === input.host.id && l.startDate < end && start < l.endDate,
    );
    if (clash)
      errors.push({
        field: "startTime",
        message: `The lane overlaps ${clash.host.name}'s lane from ${zonedTime(new Date(clash.startDate), clinic.timeZone)} to ${zonedTime(new Date(clash.endDate), clinic.timeZone)}`,
      });
    return errors;
  }

  function sameDayLanes(clinic: Organization, day: string): Lane[] {
    const from = zonedToUtc(day, "00:00", clinic.timeZone).toISOString();
    const to = new Date(Date.parse(from) + 26 * 3600_000).toISOString();
    return store.lanes
      .ofClinics([clinic.id], from, to)
      .filter((l) => l.status === "ACTIVE" && dayOf(l, clinic) === day);
  }

  function laneView(lane: Lane, clinic: Organization) {
    return {
      id: lane.id,
      clinicId: lane.clinicId,
      clinicName: clinic.name,
      timeZone: clinic.timeZone,
      host: lane.host,
      startDate: lane.startDate,
      endDate: lane.endDate,
      status: lane.status,
      inventoryType: lane.inventoryType ?? null,
      manufacturer: lane.manufacturer ?? null,
      capacity: lane.capacity,
      slotMinutes: lane.slotMinutes,
      patientCount: store.tasks.bookedPerLane([lane.id]).get(lane.id) ?? 0,
    };
  }

  /** The clinic's own active lane, or undefined. */
  function ownLane(clinic: Organization, laneId: string): Lane | undefined {
    const lane = store.lanes.byId(laneId);
    return lane && lane.clinicId === clinic.id && lane.status === "ACTIVE" ? lane : undefined;
  }

  function audit(
    req: Request,
    clinic: Organization,
    lane: Lane,
    action: "CREATED" | "UPDATED" | "DELETED" | "VACCINE_INFO",
    details: Record<string, unknown>,
  ) {
    store.clinicSetup.audit({
      clinicId: clinic.id,
      day: dayOf(lane, clinic),
      laneId: lane.id,
      action,
      actor: actor(req),
      at: new Date().toISOString(),
      details: { host: lane.host.name, ...details },
    });
  }

  const times = (lane: Lane, clinic: Organization) =>
    `${zonedTime(new Date(lane.startDate), clinic.timeZone)}–${zonedTime(new Date(lane.endDate), clinic.timeZone)}`;

  /**
   * A deleted lane keeps its row (batches, messages and appointments refer to it) as CANCELLED
   * with the reason "Deleted"; its booked appointments are cancelled. Answers the patients affected.
   */
  function deleteLanes(req: Request, clinic: Organization, lanes: Lane[]): number {
    const patients = store.tasks.bookedPatients(lanes.map((l) => l.id)).length;
    store.db.transaction(() => {
      for (const lane of lanes) {
        for (const task of store.tasks.ofLanes([lane.id], "SCHEDULED")) {
          task.status = "CANCELLED";
          store.tasks.update(task);
        }
        audit(req, clinic, lane, "DELETED", { times: times(lane, clinic) });
        lane.status = "CANCELLED";
        lane.cancellationReason = "Deleted";
        store.lanes.update(lane);
      }
    });
    return patients;
  }

  const withClinic =
    <Params extends { id: string }>(
      run: (req: Request<Params>, res: Response, clinic: Organization) => void,
    ) =>
    (req: Request<Params>, res: Response) => {
      const clinic = found(clinicOf(req.params.id), "Clinic");
      run(req, res, clinic);
    };

  /** Per hour of the clinic's day: lanes open, their capacity within the hour, and bookings. */
  function hourly(clinic: Organization, day: string) {
    const lanes = sameDayLanes(clinic, day);
    const tasks = store.tasks.ofLanes(
      lanes.map((l) => l.id),
      "SCHEDULED",
    );
    const hours: Array<{ hour: number; lanes: number; capacity: number; booked: number }> = [];
    for (let hour = 0; hour < 24; hour++) {
      const from = hour * 60;
      const to = from + 60;
      let open = 0;
      let capacity = 0;
      for (const lane of lanes) {
        const s = minutes(zonedTime(new Date(lane.startDate), clinic.timeZone));
        const e = minutes(zonedTime(new Date(lane.endDate), clinic.timeZone));
        const overlap = Math.min(e, to) - Math.max(s, from);
        if (overlap <= 0) continue;
        open++;
        capacity += Math.round((lane.capacity * overlap) / Math.max(1, e - s));
      }
      const booked = tasks.filter(
        (t) => t.dueDate && Number(zonedTime(new Date(t.dueDate), clinic.timeZone).slice(0, 2)) === hour,
      ).length;
      if (open > 0 || booked > 0) hours.push({ hour, lanes: open, capacity, booked });
    }
    return hours;
  }

  serve(router, clinicSetup, {
    day: withClinic((req, res, clinic) => {
      const day = fromWireDate(str(req.query.date) ?? "") ?? zonedDate(new Date(), clinic.timeZone);
      const hours = hoursOn(store, clinic.id, day);
      const signOff = store.clinicSetup.signOff(clinic.id, day);
      res.json({
        clinicId: clinic.id,
        date: toWireDate(day),
        timeZone: clinic.timeZone,
        closed: hours === null,
        open: hours?.open ?? null,
        close: hours?.close ?? null,
        signedOff: signOff ? { by: signOff.signedBy, at: signOff.signedAt } : null,
      });
    }),
    addLane: withClinic((req, res, clinic) => {
      const input = laneBody(req.body as Record<string, unknown>, clinic);
      if (Array.isArray(input)) invalid(input);
      const refusals = dayRefusals(clinic, input, null);
      if (refusals.length > 0) invalid(refusals);
      const lane: Lane = {
        id: store.nextId("lane"),
        organizationId: clinic.id,
        clinicId: clinic.id,
        host: input.host,
        startDate: zonedToUtc(input.day, input.startTime, clinic.timeZone).toISOString(),
        endDate: zonedToUtc(input.day, input.endTime, clinic.timeZone).toISOString(),
        status: "ACTIVE",
        inventoryType: null,
        manufacturer: null,
        capacity: input.capacity,
        slotMinutes: input.slotMinutes,
        serviceTypeId: 1,
      };
      store.db.transaction(() => {
        store.lanes.insert(lane);
        audit(req, clinic, lane, "CREATED", { times: times(lane, clinic), capacity: lane.capacity });
      });
      res.status(201).json(laneView(lane, clinic));
    }),
    updateLane: withClinic((req, res, clinic) => {
      const body = req.body as Record<string, unknown>;
      const lane = found(ownLane(clinic, String(body.id ?? "")), "Lane");
      const input = laneBody(body, clinic);
      if (Array.isArray(input)) invalid(input);
      const wasSignedOff = signedOffRefusal(clinic.id, dayOf(lane, clinic));
      if (wasSignedOff) invalid([wasSignedOff]);
      const refusals = dayRefusals(clinic, input, lane.id);
      if (refusals.length > 0) invalid(refusals);
      const before = { host: lane.host.name, times: times(lane, clinic), capacity: lane.capacity };
      lane.host = input.host;
      lane.startDate = zonedToUtc(input.day, input.startTime, clinic.timeZone).toISOString();
      lane.endDate = zonedToUtc(input.day, input.endTime, clinic.timeZone).toISOString();
      lane.capacity = input.capacity;
      lane.slotMinutes = input.slotMinutes;
      store.db.transaction(() => {
        store.lanes.update(lane);
        audit(req, clinic, lane, "UPDATED", {
          before,
          after: { host: lane.host.name, times: times(lane, clinic), capacity: lane.capacity },
        });
      });
      res.json(laneView(lane, clinic));
    }),
    vaccineInfo: withClinic((req, res, clinic) => {
      const lane = found(ownLane(clinic, req.params.laneId), "Lane");
      const signedOff = signedOffRefusal(clinic.id, dayOf(lane, clinic));
      if (signedOff) invalid([signedOff]);
      const body = req.body as Record<string, unknown>;
      const text = (value: unknown) => (str(value)?.trim() || null)?.slice(0, 80) ?? null;
      lane.inventoryType = text(body.inventoryType);
      lane.manufacturer = text(body.manufacturer);
      store.db.transaction(() => {
        store.lanes.update(lane);
        audit(req, clinic, lane, "VACCINE_INFO", {
          inventoryType: lane.inventoryType,
          manufacturer: lane.manufacturer,
        });
      });
      res.json(laneView(lane, clinic));
    }),
    removeLane: withClinic((req, res, clinic) => {
      const lane = found(ownLane(clinic, req.params.slot), "Lane");
      const signedOff = signedOffRefusal(clinic.id, dayOf(lane, clinic));
      if (signedOff) invalid([signedOff]);
      res.json({ deleted: 1, patientCount: deleteLanes(req, clinic, [lane]) });
    }),
    bulkDelete: withClinic((req, res, clinic) => {
      const list = (req.body as Record<string, unknown>).uuidList;
      const ids = Array.isArray(list) ? [...new Set(list.map(String))] : [];
      if (ids.length === 0) invalid([{ field: "uuidList", message: "Select at least one lane" }]);
      const lanes = ids.map((id) => ownLane(clinic, id));
      if (lanes.some((l) => !l))
        invalid([{ field: "uuidList", message: "A lane is not an active lane of this clinic" }]);
      const signedOff = (lanes as Lane[])
        .map((l) => signedOffRefusal(clinic.id, dayOf(l, clinic)))
        .find(Boolean);
      if (signedOff) invalid([signedOff]);
      res.json({ deleted: lanes.length, patientCount: deleteLanes(req, clinic, lanes as Lane[]) });
    }),
    signOff: withClinic((req, res, clinic) => {
      const day = fromWireDate(str((req.body as Record<string, unknown>).date) ?? "");
      if (!day) invalid([{ field: "date", message: "Dates must be sent as 'MM/dd/yyyy'" }]);
      const already = signedOffRefusal(clinic.id, day);
      if (already) invalid([already]);
      const at = new Date().toISOString();
      store.db.transaction(() => {
        store.clinicSetup.signDayOff(clinic.id, day, actor(req), at);
        store.clinicSetup.audit({
          clinicId: clinic.id,
          day,
          laneId: "",
          action: "SIGNED_OFF",
          actor: actor(req),
          at,
          details: { lanes: sameDayLanes(clinic, day).length },
        });
        store.clinicSetup.recordActivity({
          organizationId: clinic.id,
          action: "DAY_SIGNED_OFF",
          actor: actor(req),
          at,
          details: { date: toWireDate(day), lanes: sameDayLanes(clinic, day).length },
        });
      });
      res.json({ date: toWireDate(day), signedBy: actor(req), signedAt: at });
    }),
    checkBreak: withClinic((req, res, clinic) => {
      const day = fromWireDate(str(req.query.date) ?? "");
      const start = str(req.query.startTime) ?? "";
      const end = str(req.query.endTime) ?? "";
      const hostId = str(req.query.hostId) ?? "";
      if (!day || !TIME.test(start) || !TIME.test(end))
        invalid([{ field: "date", message: "Send date, startTime and endTime" }]);
      const spans = sameDayLanes(clinic, day)
        .filter((l) => l.host.id === hostId && l.id !== str(req.query.laneId))
        .map((l) => [
          minutes(zonedTime(new Date(l.startDate), clinic.timeZone)),
          minutes(zonedTime(new Date(l.endDate), clinic.timeZone)),
        ])
        .concat([[minutes(start), minutes(end)]])
        .sort((a, b) => a[0]! - b[0]!);
      // Lanes closer than a break apart are one stretch of work.
      let longest = 0;
      let from = spans[0]![0]!;
      let to = spans[0]![1]!;
      for (const [s, e] of spans.slice(1) as Array<[number, number]>) {
        if (s - to < BREAK_MINUTES) to = Math.max(to, e);
        else {
          longest = Math.max(longest, to - from);
          [from, to] = [s, e];
        }
      }
      longest = Math.max(longest, to - from);
      res.json({
        needsBreak: longest > CONTINUOUS_LIMIT_MINUTES,
        continuousMinutes: longest,
        limitMinutes: CONTINUOUS_LIMIT_MINUTES,
      });
    }),
    audits: withClinic((req, res, clinic) => {
      const day = fromWireDate(str(req.query.date) ?? "");
      res.json(
        store.clinicSetup.audits(clinic.id, day, clampInt(req.query.size, 100, 1, 500)).map((a) => ({
          id: String(a.seq),
          laneId: a.laneId || null,
          date: toWireDate(a.day),
          action: a.action,
          actor: a.actor,
          at: a.at,
          details: a.details,
        })),
      );
    }),
    hourlyCounts: withClinic((req, res, clinic) => {
      const day = /^\d{4}-\d{2}-\d{2}$/.test(req.params.date) ? req.params.date : null;
      if (!day) invalid([{ field: "date", message: "Dates must be sent as 'yyyy-MM-dd'" }]);
      res.json(hourly(clinic, day));
    }),
    hourlySummary: withClinic((req, res, clinic) => {
      const day = fromWireDate(str(req.query.date) ?? "");
      if (!day) invalid([{ field: "date", message: "Dates must be sent as 'MM/dd/yyyy'" }]);
      res.json({
        labels: hourly(clinic, day).map((h) => `${String(h.hour).padStart(2, "0")}:00`),
        booked: hourly(clinic, day).map((h) => h.booked),
        available: hourly(clinic, day).map((h) => Math.max(0, h.capacity - h.booked)),
      });
    }),
  });

  return router;
}

/** Test fixture: `count` patients booked into a lane, one per slot from its start. */
export function bookIntoLane(
  store: Store,
  laneId: string,
  count: number,
  patientIds?: readonly string[],
): number | null {
  const lane = store.lanes.byId(laneId);
  if (!lane) return null;
  // A test's own patients when it names them, so no demo patient gains an appointment.
  const patients = patientIds
    ? patientIds.flatMap((id) => store.patients.byId(id) ?? []).slice(0, count)
    : store.patients.primaries(count);
  patients.forEach((patient, i) =>
    store.tasks.insert({
      id: store.nextId("task"),
      patientId: patient.id,
      taskType: "APPOINTMENT",
      taskTypeId: 1,
      status: "SCHEDULED",
      name: "COVID-19 vaccination",
      dueDate: new Date(Date.parse(lane.startDate) + i * lane.slotMinutes * 60_000).toISOString(),
      locationId: lane.clinicId,
      clinicAppointmentId: lane.id,
      inventoryName: lane.manufacturer ?? "Pfizer",
      serviceTypeId: lane.serviceTypeId,
      createdAt: new Date().toISOString(),
    }),
  );
  return patients.length;
}
