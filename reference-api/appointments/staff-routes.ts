import { appointments } from "@contract/appointments";
import { providers } from "@contract/providers";
import { Router } from "express";
import type { Request, Response } from "express";
import type { ReferenceApiOptions } from "../area";
import { LOCATION_TASK_ORDERS, type LocationTaskFilter, type LocationTaskOrder } from "./repo";
import { pageWindow, springPage } from "../db/paging";
import { notFound, str, type FieldError, serve, found, invalid } from "../http";
import { taskView } from "../patient-area/task-view";
import type { Store } from "../store";
import { addDays, fromWireDate, zonedToUtc } from "../time";
import type { Task } from "../types";
import { clinicsOf, memberView } from "../organizations/routes";
import { cancelTask } from "./routes";
import { TASK_STATUSES } from "@contract/vocabulary";

/**
 * Staff's side of tasks and appointments (spec part 2 §7 "Tasks and appointments"): a clinic's
 * tasks with every documented filter, and the bulk cancel of a date range. The permission
 * middleware has checked the clinic is in the caller's tree. Contract: decision 022.
 */

/** The statuses of part 2 §4, and CANCELLED: the app's own list. */
const STATUSES: readonly string[] = TASK_STATUSES;
const TASK_TYPES: Record<string, Task["taskType"]> = {
  appointment: "APPOINTMENT",
  assessment: "ASSESSMENT",
  education: "EDUCATION",
};
/** Statuses a cancel can still change. */
const CANCELLABLE = new Set<Task["status"]>(["PENDING", "ACTIVE", "SCHEDULED", "READY"]);
/** A bulk cancel covers at most this many days: a typo must not empty a clinic's year. */
export const BULK_CANCEL_MAX_DAYS = 31;
const LIST_PAGE_SIZE = 20;
/** A calendar reads at most six weeks at once (a month grid). */
export const CALENDAR_MAX_DAYS = 42;

export function staffTaskRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  /** The clinic named by the request, or undefined with the answer sent. */
  const clinicOf = (res: Response, id: string | undefined) => {
    const clinic = store.organizations.byId(id);
    if (!clinic) notFound(res, "Location");
    return clinic;
  };

  /** A MM/dd/yyyy query parameter as yyyy-mm-dd; a malformed one is a field error. */
  const wireDate = (req: Request, name: string, errors: FieldError[]) => {
    const raw = str(req.query[name]);
    if (!raw) return undefined;
    const iso = fromWireDate(raw);
    if (!iso) errors.push({ field: name, message: `${name} must be a date as MM/dd/yyyy` });
    return iso ?? undefined;
  };

  /** The list's filters from the query, or a 422 naming the bad ones. */
  const readFilter = (req: Request, locationId: string, timeZone: string) => {
    const errors: FieldError[] = [];
    const typeParam = (str(req.query.taskType) ?? "appointment").toLowerCase();
    const taskType = Object.hasOwn(TASK_TYPES, typeParam) ? TASK_TYPES[typeParam] : undefined;
    if (!taskType)
      errors.push({ field: "taskType", message: "taskType must be appointment, assessment or education" });
    const status = str(req.query.status)?.toUpperCase() as Task["status"] | undefined;
    if (status && !STATUSES.includes(status))
      errors.push({ field: "status", message: "Unknown task status" });
    const time = str(req.query.time);
    if (time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
      errors.push({ field: "time", message: "time must be HH:mm" });
    const dueFrom = wireDate(req, "dueDateFrom", errors);
    const dueTo = wireDate(req, "dueDateTo", errors);
    const filter: LocationTaskFilter = {
      locationId,
      taskType: taskType ?? "APPOINTMENT",
      timeZone,
      status: status || undefined,
      name: str(req.query.name)?.trim() || undefined,
      taskName: str(req.query.taskName)?.trim() || undefined,
      dobFrom: wireDate(req, "dobFrom", errors),
      dobTo: wireDate(req, "dobTo", errors),
      // Due dates are the clinic's calendar days.
      dueFrom: dueFrom ? zonedToUtc(dueFrom, "00:00", timeZone).toISOString() : undefined,
      dueBefore: dueTo ? zonedToUtc(addDays(dueTo, 1), "00:00", timeZone).toISOString() : undefined,
      vaccineType: str(req.query.vaccineType)?.trim() || undefined,
      time: time || undefined,
    };
    if (errors.length > 0) invalid(errors);
    return { filter, dueFrom, dueTo };
  };

  serve(router, appointments, {
    atLocation: (req, res) => {
      const clinic = clinicOf(res, req.params.locationId);
      if (!clinic) return;
      const read = readFilter(req, clinic.id, clinic.timeZone);
      const orderType = (str(req.query.orderType) ?? "dueDate") as LocationTaskOrder;
      if (!LOCATION_TASK_ORDERS.includes(orderType))
        invalid([
          { field: "orderType", message: `orderType must be one of ${LOCATION_TASK_ORDERS.join(", ")}` },
        ]);
      const asc = str(req.query.asc) !== "false";
      const window = pageWindow(req.query.page, req.query.size, LIST_PAGE_SIZE);
      const found = store.tasks.atLocation(read.filter, { field: orderType, asc }, window);
      res.json(
        springPage(
          found.content.map((task) => taskView(store, store.lanes, task)),
          found.total,
          window,
        ),
      );
    },
    /**
     * Cancels every open appointment of the clinic due in the date range (both ends included, the
     * clinic's days), each with its refund, all in one transaction. Answers how many appointments
     * and patients it changed.
     */
    bulkCancel: (req, res) => {
      const clinic = clinicOf(res, str(req.query.locationId));
      if (!clinic) return;
      const read = readFilter(req, clinic.id, clinic.timeZone);
      const errors: FieldError[] = [];
      if (!read.dueFrom) errors.push({ field: "dueDateFrom", message: "dueDateFrom is required" });
      if (!read.dueTo) errors.push({ field: "dueDateTo", message: "dueDateTo is required" });
      if (read.dueFrom && read.dueTo) {
        if (read.dueTo < read.dueFrom)
          errors.push({ field: "dueDateTo", message: "dueDateTo must not be before dueDateFrom" });
        else if (addDays(read.dueFrom, BULK_CANCEL_MAX_DAYS) <= read.dueTo)
          errors.push({
            field: "dueDateTo",
            message: `A bulk cancel covers at most ${BULK_CANCEL_MAX_DAYS} days`,
          });
      }
      if (errors.length > 0) invalid(errors);
      const all = store.tasks.atLocation(
        { ...read.filter, taskType: "APPOINTMENT" },
        { field: "dueDate", asc: true },
        pageWindow(0, -1),
      ).content;
      const open = all.filter((task) => CANCELLABLE.has(task.status));
      const at = new Date().toISOString();
      store.db.transaction(() => {
        for (const task of open) cancelTask(store, task, at);
      });
      res.json({ cancelled: open.length, patients: new Set(open.map((task) => task.patientId)).size });
    },
  });

  /**
   * A calendar's range: dateFrom and dateTo (MM/dd/yyyy, both included) as days of the caller's
   * zone (the Timezone header every call carries), at most 42 days (six weeks: a month grid).
   */
  const calendarRange = (req: Request) => {
    const errors: FieldError[] = [];
    const from = wireDate(req, "dateFrom", errors);
    const to = wireDate(req, "dateTo", errors);
    if (!from && !errors.some((e) => e.field === "dateFrom"))
      errors.push({ field: "dateFrom", message: "dateFrom is required" });
    if (!to && !errors.some((e) => e.field === "dateTo"))
      errors.push({ field: "dateTo", message: "dateTo is required" });
    if (from && to && (to < from || addDays(from, CALENDAR_MAX_DAYS) <= to))
      errors.push({
        field: "dateTo",
        message: `dateTo must be on or after dateFrom, at most ${CALENDAR_MAX_DAYS} days on`,
      });
    if (errors.length > 0 || !from || !to) invalid(errors);
    const zone = zoneOf(req.get("timezone"));
    return {
      from: zonedToUtc(from, "00:00", zone).toISOString(),
      before: zonedToUtc(addDays(to, 1), "00:00", zone).toISOString(),
    };
  };

  serve(router, providers, {
    organizationAppointments: (req, res) => {
      const organization = found(store.organizations.byId(req.params.orgId), "Organization");
      const range = calendarRange(req);
      const clinics = clinicsOf(store, organization.id).map((clinic) => clinic.id);
      const tasks = store.tasks.atLocations(clinics, range.from, range.before);
      res.json(tasks.map((task) => taskView(store, store.lanes, task)));
    },
    /**
     * A performer's patients with their metrics (spec part 2 §7): `performerId` (or the caller's own
     * performer), `name`, `treatmentStatus`, `carePlans` (a plan or template id), `carePlanStatus`,
     * `lastActiveTimeFrom` / `lastActiveTimeTo` (ISO instants), `orderType` name|lastActive, `asc`,
     * page (size 20).
     */
    patientsWithMetrics: (req, res) => {
      const q = req.query;
      const asked = str(q.performerId);
      const performer = found(
        asked
          ? (store.performers.byId(asked) ?? store.performers.byAccount(asked))
          : req.account && store.performers.byAccount(req.account.accountId),
        "Performer",
      );
      const instant = (value: unknown) => {
        const text = str(value);
        return text && !Number.isNaN(Date.parse(text)) ? new Date(text).toISOString() : undefined;
      };
      const window = pageWindow(q.page, q.size, 20);
      const { content, total } = store.patients.ofPerformer(
        performer.id,
        {
          name: str(q.name)?.trim() || undefined,
          treatmentStatus: str(q.treatmentStatus) || undefined,
          carePlanStatus: str(q.carePlanStatus) || undefined,
          carePlan: str(q.carePlans)?.split(",")[0] || undefined,
          lastActiveFrom: instant(q.lastActiveTimeFrom),
          lastActiveTo: instant(q.lastActiveTimeTo),
        },
        {
          field: str(q.orderType) === "lastActive" ? "lastActive" : "fullName",
          ascending: str(q.asc) !== "false",
        },
        window.size === -1 ? { limit: -1, offset: 0 } : window,
      );
      const plans = store.carePlans.plansOfPatients(content.map((p) => p.id));
      res.json(
        springPage(
          content.map((p) => memberView(p, plans)),
          total,
          window,
        ),
      );
    },
    appointments: (req, res) => {
      const performer = found(
        store.performers.byId(req.params.id) ?? store.performers.byAccount(req.params.id),
        "Performer",
      );
      const range = calendarRange(req);
      const tasks = store.tasks.ofPerformer(performer.id, range.from, range.before);
      res.json(tasks.map((task) => taskView(store, store.lanes, task)));
    },
  });

  return router;
}

/** A valid IANA zone, else UTC. */
function zoneOf(header: string | undefined): string {
  if (!header) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: header });
    return header;
  } catch {
    return "UTC";
  }
}
