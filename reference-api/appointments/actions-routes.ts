import { appointments } from "@contract/appointments";
import { Router } from "express";
import type { Request, Response } from "express";
import type { ReferenceApiOptions } from "../area";
import { fail, str, type FieldError, serve, invalid, refuse, missing } from "../http";
import { taskView } from "../patient-area/task-view";
import type { Store } from "../store";
import { fromWireDate, zonedDate } from "../time";
import type { Task } from "../types";
import {
  APPOINTMENT_NAME_MAX,
  APPOINTMENT_NOTES_MAX,
  EDITABLE_STATUSES,
  INJECTION_SITES,
  LOT_NUMBER,
  MAX_DOSE_NUMBER,
  OBSERVATION_STATUSES,
  isClosedAppointment,
  isExpiredLot,
  type VaccineInfo,
} from "@contract/appointment-changes";
import { CARE_PLAN_STATUSES, type CarePlanStatus } from "@contract/vocabulary";
import { servesAtClinic } from "@contract/clinic-performers";

/**
 * Staff's changes to one appointment (spec part 2 §7; decision 025): update its name, notes,
 * performer and status; record or remove the vaccine given (with a second dose's record); set a
 * test's observation status; take its performer off. Staff only: the permission middleware has
 * checked the role and that the patient is in the caller's tree.
 */

/** Master data's manufacturers (decision 034): the vaccine given names one of them. */
const MANUFACTURE = { service: "/api/masterData", type: "MANUFACTURE" };
/** A dose may be recorded a few minutes ahead of the server's clock, not later. */
const CLOCK_SLACK_MS = 5 * 60_000;
/** The result a test's observation status sets (spec part 2 §3, §4); PatientClosedOut keeps it. */
const RESULT_OF: Partial<Record<CarePlanStatus, number | null>> = {
  AwaitingTesting: null,
  AwaitingTestResults: CARE_PLAN_STATUSES.AwaitingTestResults,
  TestedPositive: CARE_PLAN_STATUSES.TestedPositive,
  TestedNegative: CARE_PLAN_STATUSES.TestedNegative,
};

export function appointmentActionRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  /** The appointment named by the path, or the 404. */
  const appointmentOf = (id: string | undefined) => {
    const task = store.tasks.byId(id);
    if (!task || task.taskType !== "APPOINTMENT") missing("Appointment");
    return task;
  };

  const closed = (res: Response, task: Task) => {
    if (!isClosedAppointment(task.status)) return false;
    fail(res, 409, "TASK_CLOSED", `A ${task.status.toLowerCase()} appointment cannot be changed`);
    return true;
  };

  const parentOf = (id: string) => store.organizations.byId(id)?.parentOrganizationId;

  const answer = (res: Response, task: Task) => {
    store.tasks.update(task);
    res.json(taskView(store, store.lanes, task));
  };

  /**
   * A new performer: one who may perform at the clinic, the rule lanes' hosts follow too (issue
   * 38), so the lane's host that booking made the performer is always one a save accepts.
   */
  const performerFor = (task: Task, performerId: string) => {
    const performer = store.performers.byId(performerId);
    if (!performer) return undefined;
    return servesAtClinic(performer.organizationId, task.locationId, parentOf) ? performer : undefined;
  };

  serve(router, appointments, {
    /** Body fields present change; absent ones stay. `performerId` is taken off by its own call. */
    update: (req, res) => {
      const task = appointmentOf(req.params.id);
      if (!task || closed(res, task)) return;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const errors: FieldError[] = [];
      const name = body.name === undefined ? undefined : str(body.name)?.trim();
      if (name !== undefined && (name.length === 0 || name.length > APPOINTMENT_NAME_MAX))
        errors.push({ field: "name", message: `name must be 1 to ${APPOINTMENT_NAME_MAX} characters` });
      if (body.name !== undefined && name === undefined)
        errors.push({ field: "name", message: "name must be text" });
      const notes = body.notes === undefined || body.notes === null ? body.notes : str(body.notes)?.trim();
      if (typeof notes === "string" && notes.length > APPOINTMENT_NOTES_MAX)
        errors.push({ field: "notes", message: `notes must be at most ${APPOINTMENT_NOTES_MAX} characters` });
      const status = body.status === undefined ? undefined : str(body.status);
      if (body.status !== undefined && !(EDITABLE_STATUSES as readonly unknown[]).includes(status))
        errors.push({
          field: "status",
          message: `status must be one of ${EDITABLE_STATUSES.join(", ")} (complete and cancel have their own calls)`,
        });
      // The appointment's own performer, sent back unchanged, is no change: it never fails a save.
      const performerId = str(body.performerId);
      const changesPerformer = Boolean(performerId) && performerId !== task.performerId;
      const performer = changesPerformer ? performerFor(task, performerId!) : undefined;
      if (changesPerformer && !performer)
        errors.push({ field: "performerId", message: "No such performer at this clinic" });
      if (errors.length > 0) invalid(errors);
      if (name !== undefined) task.name = name;
      if (notes !== undefined) task.notes = notes || undefined;
      if (status !== undefined) task.status = status as Task["status"];
      if (performer) task.performerId = performer.id;
      answer(res, task);
    },
    /** Records (or corrects) the vaccine given; an appointment not cancelled, completed or not. */
    putVaccineInfo: (req, res) => {
      const task = appointmentOf(req.params.id);
      if (task.status === "CANCELLED")
        refuse(409, "TASK_CANCELLED", "A cancelled appointment has no vaccine to record");
      const info = readVaccineInfo(req, store, task);
      task.vaccineInfo = info;
      answer(res, task);
    },
    /** Removes the vaccine's record, and the second dose's (`task2`, the same patient's) with it. */
    removeVaccineInfo: (req, res) => {
      const task = appointmentOf(req.params.id);
      const secondId = str(req.query.task2);
      const second = secondId ? store.tasks.byId(secondId) : undefined;
      if (secondId && (!second || second.id === task.id || second.patientId !== task.patientId))
        invalid([{ field: "task2", message: "task2 must be another appointment of the same patient" }]);
      delete task.vaccineInfo;
      store.db.transaction(() => {
        if (second) {
          delete second.vaccineInfo;
          store.tasks.update(second);
        }
        answer(res, task);
      });
    },
    /** A test's observation status; the result follows it (PatientClosedOut keeps the result). */
    observationStatus: (req, res) => {
      const task = appointmentOf(req.params.id);
      if (task.status === "CANCELLED")
        refuse(409, "TASK_CANCELLED", "A cancelled appointment has no observation");
      const status = str((req.body as Record<string, unknown> | undefined)?.status) as CarePlanStatus;
      if (!OBSERVATION_STATUSES.includes(status))
        invalid([{ field: "status", message: `status must be one of ${OBSERVATION_STATUSES.join(", ")}` }]);
      task.observationStatus = status;
      if (Object.hasOwn(RESULT_OF, status)) task.testResult = RESULT_OF[status] ?? undefined;
      answer(res, task);
    },
    /** Takes the performer off an open appointment (idempotent); a closed one keeps its history. */
    removePerformer: (req, res) => {
      const task = appointmentOf(req.params.id);
      if (!task || closed(res, task)) return;
      delete task.performerId;
      answer(res, task);
    },
  });

  return router;
}

/** The vaccine's record from the body, or a 422 naming each bad field. */
function readVaccineInfo(req: Request, store: Store, task: Task): VaccineInfo {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  // One of master data's manufacturers (issue 38), in its spelling; the one already recorded stays
  // acceptable after master data drops it, so a correction of the lot does not lose it.
  const named = str(body.manufacturer)?.trim() ?? "";
  const maker = named ? store.masterData.byName(MANUFACTURE, named) : undefined;
  const recorded = task.vaccineInfo?.manufacturer;
  const manufacturer =
    maker?.name ?? (recorded && named.toLowerCase() === recorded.toLowerCase() ? recorded : undefined);
  if (!manufacturer)
    errors.push({
      field: "manufacturer",
      message: "manufacturer must be one of master data's manufacturers",
    });
  const lotNumber = str(body.lotNumber)?.trim();
  if (!lotNumber || !LOT_NUMBER.test(lotNumber))
    errors.push({ field: "lotNumber", message: "lotNumber must be 1 to 20 letters, digits or hyphens" });
  // A whole number (its entry's); the range is ours.
  const doseNumber = body.doseNumber as number;
  if (doseNumber < 1 || doseNumber > MAX_DOSE_NUMBER)
    errors.push({
      field: "doseNumber",
      message: `doseNumber must be a whole number from 1 to ${MAX_DOSE_NUMBER}`,
    });
  const injectionSite = str(body.injectionSite) as VaccineInfo["injectionSite"];
  if (!INJECTION_SITES.includes(injectionSite))
    errors.push({
      field: "injectionSite",
      message: `injectionSite must be one of ${INJECTION_SITES.join(", ")}`,
    });
  const expiryRaw = str(body.expiryDate);
  const expiry = expiryRaw ? fromWireDate(expiryRaw) : null;
  if (!expiry) errors.push({ field: "expiryDate", message: "expiryDate must be a date as MM/dd/yyyy" });
  const administeredRaw = str(body.administeredAt);
  const administered =
    administeredRaw && !Number.isNaN(Date.parse(administeredRaw)) ? new Date(administeredRaw) : null;
  if (!administered)
    errors.push({ field: "administeredAt", message: "administeredAt must be an ISO 8601 instant" });
  else if (administered.getTime() > Date.now() + CLOCK_SLACK_MS)
    errors.push({ field: "administeredAt", message: "administeredAt must not be in the future" });
  const zone = store.organizations.byId(task.locationId)?.timeZone ?? "UTC";
  if (expiry && administered && isExpiredLot(expiry, zonedDate(administered, zone)))
    errors.push({ field: "expiryDate", message: "The lot had expired when the dose was given" });
  if (errors.length > 0) invalid(errors);
  return {
    manufacturer: manufacturer!,
    lotNumber: lotNumber!.toUpperCase(),
    doseNumber: doseNumber as number,
    injectionSite,
    expiryDate: expiryRaw!,
    administeredAt: administered!.toISOString(),
  };
}
