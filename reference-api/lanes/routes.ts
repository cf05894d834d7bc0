import { lanes as lanesCalls } from "@contract/lanes";
import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { type FieldError, str, unprocessable, serve, found, invalid, missing, refuse } from "../http";
import type { Store } from "../store";
import { addDays, fromWireDate, toWireDate, zonedDate, zonedTime, zonedToUtc } from "../time";
import { emitEvent } from "../events/bus";
import type { Lane, LaneBatch, Organization, Task } from "../types";
import { servesAtClinic } from "@contract/clinic-performers";
import { laneDay, signedOffLanes } from "../clinic-setup/schedule-routes";
import { clinicsOf, descendants } from "../organizations/routes";

/**
 * Clinic lanes (clinic appointments) and their mass actions (spec part 1 §3, part 2 §7 "Clinic
 * setup and lanes"). Behaviour we chose is written in the README ("Lanes").
 */

export const CANCEL_REASONS = ["Bad Weather", "Staffing issues", "Insufficient supplies", "Logistic reason"];

function ids(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value === "string")
    return value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
  return [];
}

/** An instant moved `diff` days, keeping its wall-clock time in the zone. */
function shiftDays(iso: string, zone: string, diff: number): string {
  return zonedToUtc(
    addDays(zonedDate(new Date(iso), zone), diff),
    zonedTime(new Date(iso), zone),
    zone,
  ).toISOString();
}

interface UndoItem {
  clinicAppointmentId: string;
  startDate: number;
  endDate: number;
  hostId: string | null;
  diff: number;
}

/**
 * The undo items of an undo-reschedule body (spec part 1 §3): an array of {startDate, endDate
 * (ms), clinicAppointmentId, host, diff}. An empty or absent body is no items; a malformed item is
 * a 422 naming it.
 */
function parseUndoItems(body: unknown): { items: UndoItem[] } | { errors: FieldError[] } {
  if (!Array.isArray(body)) return { items: [] };
  const items: UndoItem[] = [];
  const errors: FieldError[] = [];
  body.forEach((raw: Record<string, unknown>, i) => {
    const field = (name: string) => `items[${i}].${name}`;
    const id = str(raw?.clinicAppointmentId);
    const start = Number(raw?.startDate);
    const end = Number(raw?.endDate);
    const diff = Number(raw?.diff);
    const host = raw?.host as { id?: unknown } | string | null | undefined;
    const hostId = typeof host === "string" ? host : host && host.id !== undefined ? String(host.id) : null;
    if (!id) errors.push({ field: field("clinicAppointmentId"), message: "is required" });
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start)
      errors.push({ field: field("endDate"), message: "must be milliseconds after startDate" });
    if (!Number.isInteger(diff))
      errors.push({ field: field("diff"), message: "must be a whole number of days" });
    items.push({ clinicAppointmentId: id ?? "", startDate: start, endDate: end, hostId, diff });
  });
  return errors.length ? { errors } : { items };
}

export function laneRoutes(store: Store, options: ReferenceApiOptions) {
  const router = Router();
  const org = (id: string) => store.organizations.byId(id);
  /** A lane's clinic; a list passes the organizations it has read already (`known`). */
  const clinicOf = (lane: Lane, known?: ReadonlyMap<string, Organization>) =>
    known?.get(lane.clinicId) ?? store.organizations.byId(lane.clinicId);
  const zoneOf = (lane: Lane, known?: ReadonlyMap<string, Organization>) =>
    clinicOf(lane, known)?.timeZone ?? "America/New_York";

  /** The organization and those below it: their lanes are its lanes. */
  const scopeOf = (orgId: string) => store.organizations.scopeIds(orgId);

  /** Booked patients per lane, counted in one query for a whole list. */
  const patientsByLane = (lanes: Lane[]) => store.tasks.bookedPerLane(lanes.map((l) => l.id));

  function view(
    lane: Lane,
    index: Map<string, number> = patientsByLane([lane]),
    known?: ReadonlyMap<string, Organization>,
  ) {
    const clinic = clinicOf(lane, known);
    return {
      id: lane.id,
      clinicId: lane.clinicId,
      clinicName: clinic?.name ?? null,
      timeZone: clinic?.timeZone ?? null,
      host: lane.host,
      startDate: lane.startDate,
      endDate: lane.endDate,
      status: lane.status,
      cancellationReason: lane.cancellationReason ?? null,
      inventoryType: lane.inventoryType ?? null,
      manufacturer: lane.manufacturer ?? null,
      capacity: lane.capacity,
      slotMinutes: lane.slotMinutes,
      patientCount: index.get(lane.id) ?? 0,
    };
  }

  function bookedPatients(laneIds: string[]) {
    return new Set(store.tasks.bookedPatients(laneIds));
  }

  /** The selected lanes, all of this organization, or a 422 naming the field. */
  function selected(req: Request): Lane[] {
    const body = req.body as Record<string, unknown>;
    const list = ids(body.clinicAppointmentIds);
    if (list.length === 0) invalid([{ field: "clinicAppointmentIds", message: "Select at least one lane" }]);
    const own = new Map(store.lanes.byIdsInScope(list, scopeOf(req.params.id!)).map((l) => [l.id, l]));
    const lanes = list.map((id) => own.get(id));
    if (lanes.some((l) => !l))
      invalid([
        { field: "clinicAppointmentIds", message: "Lane 'unknown' does not belong to this organization" },
      ]);
    return lanes as Lane[];
  }

  /** Idempotency-Key: the same key answers the first result again and changes nothing. */
  function replayed(req: Request, res: Response): boolean {
    const key = req.get("idempotency-key");
    if (!key) return false;
    const hit = store.idempotency.get(`${req.params.id}:${req.path}:${key}`);
    if (!hit) return false;
    res.status(hit.status).json(hit.body);
    return true;
  }

  function remember(req: Request, status: number, body: unknown) {
    const key = req.get("idempotency-key");
    if (!key) return;
    store.idempotency.remember(
      `${req.params.id}:${req.path}:${key}`,
      { at: Date.now(), status, body },
      24 * 3600_000,
    );
  }

  function notifyPatients(lanes: Lane[], message: string, organization: Organization | undefined) {
    const patients = bookedPatients(lanes.map((l) => l.id));
    const at = new Date().toISOString();
    for (const lane of lanes) {
      for (const task of store.tasks.ofLanes([lane.id], "SCHEDULED")) {
        store.lanes.insertMessage({
          id: randomUUID(),
          laneId: lane.id,
          patientId: task.patientId,
          message,
          at,
        });
      }
    }
    for (const patientId of patients) {
      const account = store.accounts.ofPatient(patientId);
      if (!account) continue;
      const notification = {
        id: randomUUID(),
        accountId: account.accountId,
        content: message,
        createdAt: at,
        read: false,
      };
      store.notifications.insert(notification);
      emitEvent(store, {
        accountId: account.accountId,
        organizationId: organization?.id,
        type: "NOTIFICATION",
        data: notification,
      });
    }
    return patients.size;
  }

  /**
   * An undo may not take a lane off a signed-off day nor put one back on it: each lane's day now
   * and the day it goes back to are checked.
   */
  function undoLocked(items: Array<{ laneId: string; wasAt: string }>): FieldError | null {
    const back = new Map(items.map((i) => [i.laneId, i.wasAt]));
    const lanes = items
      .map((i) => store.lanes.byId(i.laneId))
      .filter((lane): lane is Lane => lane !== undefined);
    return (
      signedOffLanes(store, lanes, "items") ??
      signedOffLanes(store, lanes, "items", (lane) =>
        laneDay(store, { ...lane, startDate: back.get(lane.id)! }),
      )
    );
  }

  function sameItems(batch: LaneBatch, items: UndoItem[]) {
    if (batch.items.length !== items.length) return false;
    const byLane = new Map(items.map((item) => [item.clinicAppointmentId, item]));
    return batch.items.every((kept) => {
      const sent = byLane.get(kept.clinicAppointmentId);
      return (
        sent !== undefined &&
        sent.startDate === Date.parse(kept.startDate) &&
        sent.endDate === Date.parse(kept.endDate) &&
        (sent.hostId === null || sent.hostId === kept.host.id) &&
        sent.diff === kept.diff
      );
    });
  }

  /**
   * An undo from the items alone (the batch is not remembered): each lane must be of the
   * organization and still where the reschedule put it (its start is the item's moved by diff),
   * so an undo cannot be replayed nor move a lane changed since. Its appointments move back too.
   */
  function restoreFromItems(res: Response, orgId: string, items: UndoItem[]) {
    const lanes = new Map(
      store.lanes
        .byIdsInScope(
          items.map((item) => item.clinicAppointmentId),
          scopeOf(orgId),
        )
        .map((lane) => [lane.id, lane]),
    );
    const errors: FieldError[] = [];
    const changes: Array<{ lane: Lane; item: UndoItem; zone: string }> = [];
    items.forEach((item, i) => {
      const lane = lanes.get(item.clinicAppointmentId);
      if (!lane) {
        errors.push({
          field: `items[${i}].clinicAppointmentId`,
          message: `Lane '${item.clinicAppointmentId}' is not of this organization`,
        });
        return;
      }
      const zone = zoneOf(lane);
      const wasAt = new Date(item.startDate).toISOString();
      if (Date.parse(lane.startDate) !== Date.parse(shiftDays(wasAt, zone, item.diff))) {
        errors.push({
          field: `items[${i}].startDate`,
          message: `Lane '${lane.id}' is no longer where the reschedule put it`,
        });
        return;
      }
      if (item.hostId && !store.performers.byId(item.hostId)) {
        errors.push({ field: `items[${i}].host`, message: `Host '${item.hostId}' does not exist` });
        return;
      }
      changes.push({ lane, item, zone });
    });
    if (errors.length) return unprocessable(res, errors);
    const locked = undoLocked(
      changes.map(({ lane, item }) => ({ laneId: lane.id, wasAt: new Date(item.startDate).toISOString() })),
    );
    if (locked) return unprocessable(res, [locked]);
    store.db.transaction(() => {
      for (const { lane, item, zone } of changes) {
        if (item.diff !== 0)
          for (const task of store.tasks.ofLanes([lane.id])) {
            if (!task.dueDate) continue;
            task.dueDate = shiftDays(task.dueDate, zone, -item.diff);
            store.tasks.update(task);
          }
        lane.startDate = new Date(item.startDate).toISOString();
        lane.endDate = new Date(item.endDate).toISOString();
        const host = item.hostId ? store.performers.byId(item.hostId) : undefined;
        if (host) lane.host = { id: host.id, name: host.name };
        store.lanes.update(lane);
      }
    });
    res.json({ restored: changes.length });
  }

  serve(router, lanesCalls, {
    list: (req, res) => {
      const owner = found(org(req.params.id), "Organization");
      const start = fromWireDate(str(req.query.startDate) ?? "");
      const end = fromWireDate(str(req.query.endDate) ?? "") ?? start;
      if (!start || !end) invalid([{ field: "startDate", message: "Dates must be sent as 'MM/dd/yyyy'" }]);
      const status = str(req.query.status);
      // SQL narrows to the days' UTC span widened by a day each side (any zone's day is within
      // it) and sorts; the clinic's own calendar day then decides.
      const from = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString();
      const to = new Date(Date.parse(`${end}T00:00:00Z`) + 2 * 86_400_000).toISOString();
      // The organization's tree, read once for every lane's clinic name and zone.
      const tree = new Map([owner, ...descendants(store, owner.id)].map((o) => [o.id, o]));
      const list = store.lanes.inScope([...tree.keys()], from, to, status).filter((l) => {
        const day = zonedDate(new Date(l.startDate), zoneOf(l, tree));
        return day >= start && day <= end;
      });
      const index = patientsByLane(list);
      res.json(list.map((lane) => view(lane, index, tree)));
    },
    patientCount: (req, res) => {
      if (!org(req.params.id)) missing("Organization");
      const list = ids(req.query.clinicAppointmentIds);
      const own = store.lanes.byIdsInScope(list, scopeOf(req.params.id)).map((l) => l.id);
      res.json({ count: bookedPatients(own).size });
    },
    reschedule: (req, res) => {
      if (!org(req.params.id)) missing("Organization");
      if (replayed(req, res)) return;
      const lanes = selected(req);
      const body = req.body as Record<string, unknown>;
      const hostId = str(body.host) || undefined;
      const dateString = str(body.dateString) || undefined;
      const host = hostId ? store.performers.byId(hostId) : undefined;
      if (hostId && !host) invalid([{ field: "host", message: `Host '${hostId}' does not exist` }]);
      const newDate = dateString ? fromWireDate(dateString) : null;
      if (dateString && !newDate)
        invalid([{ field: "dateString", message: `Date '${dateString}' is not a valid 'MM/dd/yyyy' date` }]);
      if (!host && !newDate) invalid([{ field: "host", message: "Choose a new host or a new date" }]);
      // The host of every lane chosen, as the lane form and a task update hold it (issue 38).
      const parentOf = (id: string) => store.organizations.byId(id)?.parentOrganizationId;
      if (host && lanes.some((lane) => !servesAtClinic(host.organizationId, lane.clinicId, parentOf)))
        invalid([{ field: "host", message: "The host does not work in this clinic's network" }]);
      // A signed-off day keeps its lanes: none leaves it, none is changed on it, none moves into it.
      const locked =
        signedOffLanes(store, lanes, "clinicAppointmentIds") ??
        (newDate ? signedOffLanes(store, lanes, "dateString", () => newDate) : null);
      if (locked) invalid([locked]);
      if (newDate) {
        const late = lanes.find((l) => newDate < zonedDate(new Date(), zoneOf(l)));
        if (late)
          invalid([
            {
              field: "dateString",
              message: `Date '${dateString}' is before today at ${clinicOf(late)?.name ?? "the clinic"}`,
            },
          ]);
      }
      const batch: LaneBatch = {
        batchId: randomUUID(),
        organizationId: req.params.id,
        kind: "RESCHEDULE",
        createdAt: new Date().toISOString(),
        undone: false,
        items: [],
        tasks: [],
      };
      const moved: Task[] = [];
      for (const lane of lanes) {
        const zone = zoneOf(lane);
        const oldDay = zonedDate(new Date(lane.startDate), zone);
        const diff = newDate
          ? Math.round((Date.parse(`${newDate}T00:00:00Z`) - Date.parse(`${oldDay}T00:00:00Z`)) / 86_400_000)
          : 0;
        batch.items.push({
          clinicAppointmentId: lane.id,
          startDate: lane.startDate,
          endDate: lane.endDate,
          host: { ...lane.host },
          diff,
          status: lane.status,
        });
        if (newDate && diff !== 0) {
          // The lane keeps its wall-clock times in the clinic's zone on the new day.
          const move = (iso: string) => shiftDays(iso, zone, diff);
          for (const task of store.tasks.ofLanes([lane.id])) {
            if (!task.dueDate) continue;
            batch.tasks.push({ taskId: task.id, dueDate: task.dueDate });
            task.dueDate = move(task.dueDate);
            moved.push(task);
          }
          lane.startDate = move(lane.startDate);
          lane.endDate = move(lane.endDate);
        }
        if (host) lane.host = { id: host.id, name: host.name };
      }
      store.db.transaction(() => {
        for (const lane of lanes) store.lanes.update(lane);
        for (const task of moved) store.tasks.update(task);
        // Without batch memory (a backend that relies on the undo items) nothing is kept.
        if (options.laneBatchMemory !== false) store.lanes.insertBatch(batch);
      });
      const answer = {
        batchId: batch.batchId,
        updated: lanes.length,
        patientCount: bookedPatients(lanes.map((l) => l.id)).size,
      };
      remember(req, 200, answer);
      res.json(answer);
    },
    undoReschedule: (req, res) => {
      const orgId = req.params.id;
      if (!org(orgId)) missing("Organization");
      const parsed = parseUndoItems(req.body);
      if ("errors" in parsed) invalid(parsed.errors);
      const { items } = parsed;
      const remembered = store.lanes.batch(req.params.batchId, orgId, "RESCHEDULE");
      if (remembered) {
        const { seq, batch } = remembered;
        if (batch.undone) refuse(409, "ALREADY_UNDONE", "This change was already undone");
        // Items sent with a remembered batch must be that batch's: they are checked, not trusted.
        const mismatch = items.length > 0 && !sameItems(batch, items);
        if (mismatch) invalid([{ field: "items", message: "The undo items are not those of this batch" }]);
        const locked = undoLocked(
          batch.items.map((item) => ({ laneId: item.clinicAppointmentId, wasAt: item.startDate })),
        );
        if (locked) invalid([locked]);
        store.db.transaction(() => {
          for (const item of batch.items) {
            const lane = store.lanes.byId(item.clinicAppointmentId);
            if (!lane) continue;
            lane.startDate = item.startDate;
            lane.endDate = item.endDate;
            lane.host = { ...item.host };
            store.lanes.update(lane);
          }
          for (const saved of batch.tasks) {
            const task = store.tasks.byId(saved.taskId);
            if (!task) continue;
            task.dueDate = saved.dueDate;
            store.tasks.update(task);
          }
          store.lanes.markUndone(seq);
        });
        return res.json({ restored: batch.items.length });
      }
      if (!items.length) missing("Batch");
      restoreFromItems(res, orgId, items);
    },
    cancel: (req, res) => {
      if (!org(req.params.id)) missing("Organization");
      if (replayed(req, res)) return;
      const lanes = selected(req);
      const locked = signedOffLanes(store, lanes, "clinicAppointmentIds");
      if (locked) invalid([locked]);
      const reason = str((req.body as Record<string, unknown>).cancellationReason)?.trim() ?? "";
      const valid = CANCEL_REASONS.includes(reason) || /^Other - \S/.test(reason);
      if (!valid)
        invalid([
          {
            field: "cancellationReason",
            message: `Reason '${reason.slice(0, 40)}' is not a cancellation reason`,
          },
        ]);
      const batch: LaneBatch = {
        batchId: randomUUID(),
        organizationId: req.params.id,
        kind: "CANCEL",
        createdAt: new Date().toISOString(),
        undone: false,
        items: [],
        tasks: [],
      };
      for (const lane of lanes) {
        batch.items.push({
          clinicAppointmentId: lane.id,
          startDate: lane.startDate,
          endDate: lane.endDate,
          host: { ...lane.host },
          diff: 0,
          status: lane.status,
          cancellationReason: lane.cancellationReason,
        });
        lane.status = "CANCELLED";
        lane.cancellationReason = reason;
      }
      store.db.transaction(() => {
        for (const lane of lanes) store.lanes.update(lane);
        store.lanes.insertBatch(batch);
      });
      const answer = {
        batchId: batch.batchId,
        cancelled: lanes.length,
        patientCount: bookedPatients(lanes.map((l) => l.id)).size,
      };
      remember(req, 200, answer);
      res.json(answer);
    },
    /** Restores the given lanes from their latest cancellation (or the latest cancel batch). */
    undoCancel: (req, res) => {
      const wanted = new Set(ids((req.body as Record<string, unknown>)?.clinicAppointmentIds));
      const cancel = found(store.lanes.latestCancel(req.params.id, [...wanted]), "Cancelled lanes");
      const restored = cancel.batch.items
        .filter((item) => !wanted.size || wanted.has(item.clinicAppointmentId))
        .map((item) => store.lanes.byId(item.clinicAppointmentId))
        .filter((lane): lane is Lane => lane !== undefined);
      const locked = signedOffLanes(store, restored, "clinicAppointmentIds");
      if (locked) invalid([locked]);
      store.db.transaction(() => {
        for (const item of cancel.batch.items) {
          if (wanted.size && !wanted.has(item.clinicAppointmentId)) continue;
          const lane = store.lanes.byId(item.clinicAppointmentId);
          if (!lane) continue;
          lane.status = item.status;
          lane.cancellationReason = item.cancellationReason;
          store.lanes.update(lane);
        }
        store.lanes.markUndone(cancel.seq);
      });
      // Answers an empty body, as the original backend did (the app must treat any 2xx as success).
      res.status(200).end();
    },
    notify: (req, res) => {
      const organization = found(org(req.params.id), "Organization");
      if (replayed(req, res)) return;
      const lanes = selected(req);
      const locked = signedOffLanes(store, lanes, "clinicAppointmentIds");
      if (locked) invalid([locked]);
      const message = str((req.body as Record<string, unknown>).message)?.trim() ?? "";
      if (!message) invalid([{ field: "message", message: "Enter a message" }]);
      if (message.length > 1000)
        invalid([{ field: "message", message: "The message is longer than '1000' characters" }]);
      // Messages, notifications and their events are written together or not at all.
      const notified = store.db.transaction(() => notifyPatients(lanes, message, organization));
      const answer = { notified };
      remember(req, 200, answer);
      res.json(answer);
    },
    get: (req, res) => {
      const lane = found(store.lanes.byId(req.params.id), "Lane");
      res.json(view(lane));
    },
  });

  return router;
}

/** Test fixture: a day of lanes far in the future, for one test alone. */
export function createLaneFixture(
  store: Store,
  input: { count?: number; withPatients?: boolean; dayOffset?: number; clinicId?: string },
) {
  const main = store.organizations.firstRoot()!;
  // One clinic's day (the clinic day page's benchmark), or the day of every clinic.
  const all = clinicsOf(store, main.id);
  const clinics = all.filter((c) => c.id === input.clinicId).length
    ? all.filter((c) => c.id === input.clinicId)
    : all;
  const offset = input.dayOffset ?? 40 + Math.floor(Math.random() * 3000);
  const lanes: Lane[] = [];
  const count = Math.max(1, Math.min(200, input.count ?? 3));
  // The fixture books patients in turn; it never needs more than two per lane.
  const patients = store.patients.primaries(count * 2);
  const performers = store.performers.all();
  // One calendar day for every clinic, so all the fixture's lanes are on the page for that day.
  const day = addDays(zonedDate(new Date(), clinics[0]!.timeZone), offset);
  for (let i = 0; i < count; i++) {
    const clinic = clinics[i % clinics.length]!;
    const startMinutes = 8 * 60 + (Math.floor(i / clinics.length) % 16) * 30;
    const hh = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    const host = performers[i % performers.length]!;
    const lane: Lane = {
      id: store.nextId("lane"),
      organizationId: main.id,
      clinicId: clinic.id,
      host: { id: host.id, name: host.name },
      startDate: zonedToUtc(day, hh(startMinutes), clinic.timeZone).toISOString(),
      endDate: zonedToUtc(day, hh(startMinutes + 120), clinic.timeZone).toISOString(),
      status: "ACTIVE",
      inventoryType: "COVID",
      manufacturer: "Pfizer",
      capacity: 12,
      slotMinutes: 15,
      serviceTypeId: 1,
    };
    store.lanes.insert(lane);
    lanes.push(lane);
    if (input.withPatients !== false) {
      for (let b = 0; b < 2; b++) {
        store.tasks.insert({
          id: store.nextId("task"),
          patientId: patients[(i * 2 + b) % patients.length]!.id,
          taskType: "APPOINTMENT",
          taskTypeId: 1,
          status: "SCHEDULED",
          name: "COVID-19 vaccination",
          dueDate: new Date(new Date(lane.startDate).getTime() + b * 15 * 60_000).toISOString(),
          locationId: clinic.id,
          clinicAppointmentId: lane.id,
          inventoryName: "Pfizer",
          serviceTypeId: 1,
          createdAt: new Date().toISOString(),
        });
      }
    }
  }
  return {
    organizationId: main.id,
    clinicId: clinics[0]!.id,
    date: day,
    wireDate: toWireDate(day),
    laneIds: lanes.map((l) => l.id),
  };
}
