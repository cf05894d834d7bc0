import { appointments } from "@contract/appointments";
import { carePlans } from "@contract/care-plans";
import { Router } from "express";
import type { Request, Response } from "express";
import type { ReferenceApiOptions } from "../area";
import { fail, str, serve, found, invalid, refuse } from "../http";
import { pdfDate, renderPdf } from "../pdf";
import type { Store } from "../store";
import { fromWireDate, toWireDate, zonedDate, zonedTime } from "../time";
import type { Lane, Task } from "../types";
import { setPlanTaskStatus } from "../care-plans/routes";
import { clinicsOf } from "../organizations/routes";
import { accessPatient, isPatientSession } from "../patient-area/access";
import { readableOrganizations } from "../permissions";
import { taskView } from "../patient-area/task-view";
import { bookings, checkSlot, openSlots } from "../patient-area/slots";
import { laneDay, signedOffRefusal } from "../clinic-setup/schedule-routes";
import { distanceMiles, isLatLng, roundedUpMiles } from "@contract/distances";
import { pageWindow } from "../db/paging";
import { placeOfZip } from "../gazetteer";

/** Tasks and appointments of the patient area (spec part 2 §7 "Tasks and appointments"). */

export const RESULT_WORDS: Record<string, string> = { "0": "NEGATIVE", "1": "POSITIVE", "-1": "INVALID" };

/** Cancelling refunds a paid service; one transaction, so neither happens alone. */
export function cancelTask(store: Store, task: Task, at = new Date().toISOString()) {
  task.status = "CANCELLED";
  task.cancelledAt = at;
  const invoice = store.patientArea.invoice(task.invoiceId);
  store.db.transaction(() => {
    if (invoice) store.patientArea.refund(invoice.id);
    store.tasks.update(task);
  });
}

export function taskRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  /** The task, when the caller may see its patient; else the refusal. */
  const accessTask = (req: Request, taskId: string | undefined): Task => {
    const task = found(store.tasks.byId(taskId), "Task");
    accessPatient(store, req, task.patientId);
    return task;
  };

  /**
   * A signed-off day takes no booking in and lets none out (decision 032's one rule): the lane a
   * booking goes to, and the lane a moved appointment leaves, are on days still open to change.
   */
  const signedOffBooking = (target: Lane, leaving?: Task) => {
    const into = signedOffRefusal(store, target.clinicId, laneDay(store, target), "clinicAppointmentId");
    if (into) return into;
    const from = leaving?.clinicAppointmentId ? store.lanes.byId(leaving.clinicAppointmentId) : undefined;
    if (!from || from.id === target.id) return null;
    return signedOffRefusal(store, from.clinicId, laneDay(store, from), "id");
  };

  /** An invoice for a paid service; free services (attributes.free) cost nothing. */
  const invoiceFor = (task: Task) => {
    const service = store.patientArea.serviceType(task.serviceTypeId);
    if (!service || service.attributes.free || Number(service.price) <= 0) return;
    const invoice = {
      id: store.nextId("invoice"),
      number: `INV-${task.id.slice(-5).toUpperCase()}`,
      patientId: task.patientId,
      taskId: task.id,
      serviceTypeId: service.id,
      description: service.name,
      amount: service.price,
      createdAt: new Date().toISOString(),
      refunded: false,
    };
    store.patientArea.insertInvoice(invoice);
    task.invoiceId = invoice.id;
  };

  /**
   * Cancels the task with its refund and answers it, or answers why it cannot be cancelled. An
   * appointment a care plan holds is still the plan's to keep: cancelled, it goes back to be
   * booked (PENDING, no slot), so the patient's "still to book" offers it again (issue 38).
   */
  const cancelAnswer = (res: Response, task: Task) => {
    if (task.status === "CANCELLED")
      return fail(res, 409, "ALREADY_CANCELLED", "This appointment is already cancelled");
    if (task.status === "COMPLETED")
      return fail(res, 409, "TASK_COMPLETED", "A completed appointment cannot be cancelled");
    const planned = store.carePlans.ofPatient(task.patientId).some((plan) => plan.taskIds.includes(task.id));
    if (planned) unbook(task);
    else cancelTask(store, task);
    res.json(taskView(store, store.lanes, task));
  };

  /** A booked appointment back to unbooked: its slot freed, a paid service refunded (billed again when rebooked). */
  const unbook = (task: Task) => {
    const invoice = store.patientArea.invoice(task.invoiceId);
    task.status = "PENDING";
    task.currentStatus = "BOOK-APPOINTMENT";
    task.cancelledAt = new Date().toISOString();
    for (const field of [
      "dueDate",
      "locationId",
      "clinicAppointmentId",
      "additionalLaneId",
      "performerId",
      "invoiceId",
    ] as const)
      delete task[field];
    store.db.transaction(() => {
      if (invoice) store.patientArea.refund(invoice.id);
      store.tasks.update(task);
    });
  };

  serve(router, appointments, {
    patientAppointments: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      const list = store.tasks.appointmentsOf([patient.id]);
      res.json(list.map((t) => taskView(store, store.lanes, t)));
    },
    familyAppointments: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      const family = new Set(store.patients.familyOf(patient.id).map((p) => p.id));
      const list = store.tasks.appointmentsOf([...family]);
      res.json(list.map((t) => taskView(store, store.lanes, t)));
    },
    /**
     * The patient's assessments still to answer, newest first (not in the specification, whose
     * patient reads are appointments only): a care plan's and those staff asked for again
     * (`requestRedoAssessment`, which belong to no plan) alike, so the patient's home offers each.
     */
    assessmentsToAnswer: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      res.json(store.tasks.openAssessmentsOf(patient.id).map((t) => taskView(store, store.lanes, t)));
    },
    /** The appointments of the patient's care plans in ACTIVE goals (README "Patient area"). */
    appointmentsInActiveGoals: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      res.json(
        store.carePlans.appointmentsInActiveGoals(patient.id).map((task) => ({
          ...task,
          taskType: "APPOINTMENT",
          taskTypeId: 1,
          patientId: patient.id,
          location: task.locationId
            ? { id: task.locationId, name: store.organizations.byId(task.locationId)?.name ?? null }
            : null,
        })),
      );
    },
    checkSlotOpen: (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const check = checkSlot(store.lanes, store.tasks, {
        laneId: body.clinicAppointmentId,
        locationId: body.locationId,
        dueDate: body.dueDate,
        exceptTaskId: str(body.id),
      });
      const locked = check.ok ? signedOffBooking(check.lane) : null;
      if (locked) invalid([locked]);
      if (check.ok) return res.json({ open: true, remaining: check.remaining });
      if (check.status === 422) invalid([{ field: check.field ?? "", message: check.message }]);
      res.json({ open: false, remaining: 0, code: check.code, message: check.message });
    },
    /** A new appointment task for a patient (id = the patient), booked into the slot. */
    bookFirst: (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const patient = accessPatient(store, req, str(body.id));
      const check = checkSlot(store.lanes, store.tasks, {
        laneId: body.clinicAppointmentId,
        locationId: body.locationId,
        dueDate: body.dueDate,
      });
      if (!check.ok) {
        if (check.status === 422) invalid([{ field: check.field ?? "", message: check.message }]);
        refuse(check.status, check.code, check.message);
      }
      const locked = signedOffBooking(check.lane);
      if (locked) invalid([locked]);
      const serviceTypeId = Number(body.serviceTypeId ?? check.lane.serviceTypeId);
      const service = store.patientArea.serviceType(serviceTypeId);
      const task: Task = {
        id: store.nextId("task"),
        patientId: patient.id,
        taskType: "APPOINTMENT",
        taskTypeId: 1,
        status: "SCHEDULED",
        name: service ? service.name : laneName(check.lane),
        goalName: "Vaccination",
        dueDate: check.dueDate,
        locationId: check.lane.clinicId,
        clinicAppointmentId: check.lane.id,
        inventoryName: check.lane.manufacturer ?? undefined,
        serviceTypeId,
        performerId: str(body.performerId) ?? check.lane.host.id,
        createdAt: new Date().toISOString(),
      };
      store.db.transaction(() => {
        invoiceFor(task);
        store.tasks.insert(task);
      });
      res.json(taskView(store, store.lanes, task));
    },
    /** Books (or moves) an existing appointment task into a slot. */
    book: (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const task = accessTask(req, str(body.id));
      if (str(body.patientId) && str(body.patientId) !== task.patientId) {
        invalid([{ field: "patientId", message: "The task belongs to another patient" }]);
      }
      if (task.taskType !== "APPOINTMENT" || task.status === "COMPLETED" || task.status === "CANCELLED") {
        refuse(409, "TASK_NOT_BOOKABLE", "This appointment can no longer be booked");
      }
      // Staff move it only into a lane of a clinic of their tree (decision 028): the call's rule
      // judges the task's patient, not where it goes. Another tree's lane answers as an unknown one.
      const target = store.lanes.byId(str(body.clinicAppointmentId) ?? "");
      const staffCaller = req.account && !isPatientSession(req);
      const reachable = staffCaller ? readableOrganizations(store, req.account!, "appointments.edit") : null;
      if (target && reachable && !reachable.includes(target.clinicId))
        invalid([{ field: "clinicAppointmentId", message: "Unknown clinic appointment" }]);
      const check = checkSlot(store.lanes, store.tasks, {
        laneId: body.clinicAppointmentId,
        locationId: body.locationId,
        dueDate: body.dueDate,
        exceptTaskId: task.id,
      });
      if (!check.ok) {
        if (check.status === 422) invalid([{ field: check.field ?? "", message: check.message }]);
        refuse(check.status, check.code, check.message);
      }
      const locked = signedOffBooking(check.lane, task);
      if (locked) invalid([locked]);
      const firstBooking = task.status === "PENDING";
      task.dueDate = check.dueDate;
      task.locationId = check.lane.clinicId;
      task.clinicAppointmentId = check.lane.id;
      task.additionalLaneId = str(body.additionalLaneId);
      task.inventoryName = check.lane.manufacturer ?? task.inventoryName;
      task.performerId = check.lane.host.id;
      task.status = "SCHEDULED";
      delete task.currentStatus;
      store.db.transaction(() => {
        if (firstBooking && !task.invoiceId) invoiceFor(task);
        store.tasks.update(task);
      });
      res.json(taskView(store, store.lanes, task));
    },
    cancelBooking: (req, res) => {
      const task = accessTask(req, str(req.query.taskId));
      if (str(req.query.patientId) !== task.patientId) {
        invalid([{ field: "patientId", message: "The task belongs to another patient" }]);
      }
      cancelAnswer(res, task);
    },
    /** Staff cancel an appointment (spec part 2 §4: cancel also refunds). */
    cancel: (req, res) => {
      cancelAnswer(res, accessTask(req, req.params.id));
    },
    complete: (req, res) => {
      // A care plan's task (README "Care plans"); appointments and the patient area's tasks below.
      const planTask = store.tasks.byId(req.params.id) ? undefined : store.carePlans.task(req.params.id);
      if (planTask) return setPlanTaskStatus(store, res, planTask, "COMPLETED");
      const task = accessTask(req, req.params.id);
      if (task.status === "CANCELLED") refuse(409, "TASK_CANCELLED", "A cancelled task cannot be completed");
      task.status = "COMPLETED";
      task.completedAt = new Date().toISOString();
      store.tasks.update(task);
      res.json(taskView(store, store.lanes, task));
    },
  });

  serve(router, carePlans, {
    /** Plan tasks only (a team task is activated); the patient area's tasks have no such call. */
    activateTask: (req, res) => {
      const planTask = found(store.carePlans.task(req.params.id), "Task");
      setPlanTaskStatus(store, res, planTask, "ACTIVE");
    },
  });

  serve(router, appointments, {
    get: (req, res) => {
      res.json(taskView(store, store.lanes, accessTask(req, req.params.id)));
    },
    /**
     * The public clinics of an organization with their lanes on one day (date MM/DD/YYYY), with the
     * bookings of every slot. `manufacture` filters by manufacturer; `vaccine` and `state` are
     * accepted but not applied: the vaccine lane rules are the client's (spec part 2 §5).
     * Added, all optional, so the array answer keeps its shape: `lat`+`lng` (or `originZip`, placed by
     * the gazetteer) is where distances are from, and every lane's clinic says its `distanceMiles`;
     * `zip` keeps the clinics of that ZIP code, `miles` those at most that far. With `size`, clinics
     * are paged nearest first (whole miles rounded up, then name, then id: a stable order, so pages
     * never overlap), `page` 0-based, and every lane carries `clinicsTotal`, the clinics of all pages.
     */
    publicClinicLanes: (req, res) => {
      const org = found(store.organizations.byId(req.params.orgId), "Organization");
      const day = fromWireDate(str(req.query.date) ?? "");
      if (!day) invalid([{ field: "date", message: "date must be MM/DD/YYYY" }]);
      const manufacture = str(req.query.manufacture)?.trim().toLowerCase();
      const clinics = new Map(clinicsOf(store, org.id).map((c) => [c.id, c]));
      // A day's lanes start within a day and a half either side of its UTC midnight, whatever the zone.
      const midnight = Date.parse(`${day}T00:00:00Z`);
      const candidates = store.lanes.ofClinics(
        [...clinics.keys()],
        new Date(midnight - 86_400_000).toISOString(),
        new Date(midnight + 2 * 86_400_000).toISOString(),
      );
      const lanes = candidates.filter((lane) => {
        const clinic = clinics.get(lane.clinicId);
        if (!clinic || lane.status !== "ACTIVE") return false;
        if (zonedDate(new Date(lane.startDate), clinic.timeZone) !== day) return false;
        return !manufacture || (lane.manufacturer ?? "").toLowerCase() === manufacture;
      });
      const lat = Number(str(req.query.lat) ?? NaN);
      const lng = Number(str(req.query.lng) ?? NaN);
      const originZip = str(req.query.originZip)?.trim();
      const origin = isLatLng({ lat, lng }) ? { lat, lng } : originZip ? placeOfZip(originZip) : null;
      const milesOf = new Map<string, number | null>();
      for (const clinic of clinics.values()) {
        const at = { lat: clinic.address?.gpsLatitude, lng: clinic.address?.gpsLongitude };
        milesOf.set(clinic.id, origin && isLatLng(at) ? distanceMiles(origin, at) : null);
      }
      const zip = str(req.query.zip)?.trim();
      const maxMiles = Number(str(req.query.miles) ?? NaN);
      const shown = lanes.filter((lane) => {
        const miles = milesOf.get(lane.clinicId) ?? null;
        if (zip && (clinics.get(lane.clinicId)!.address?.zipcode ?? "").trim() !== zip) return false;
        // Without an origin a distance limit cannot be checked, so it does not apply.
        return !(Number.isFinite(maxMiles) && origin) || (miles !== null && miles <= maxMiles);
      });
      const paged = str(req.query.size) !== undefined;
      const rounded = (id: string) => {
        const miles = milesOf.get(id) ?? null;
        return miles === null ? Infinity : roundedUpMiles(miles);
      };
      const order = [...new Set(shown.map((lane) => lane.clinicId))].sort((a, b) => {
        const ca = clinics.get(a)!;
        const cb = clinics.get(b)!;
        return rounded(a) - rounded(b) || ca.name.localeCompare(cb.name) || a.localeCompare(b);
      });
      const window = pageWindow(req.query.page, req.query.size, 10);
      const onPage = new Set(
        paged && window.limit !== -1 ? order.slice(window.offset, window.offset + window.limit) : order,
      );
      const rank = new Map(order.map((id, index) => [id, index]));
      const answered = shown
        .filter((lane) => onPage.has(lane.clinicId))
        .sort((a, b) => (paged ? rank.get(a.clinicId)! - rank.get(b.clinicId)! : 0));
      res.json(
        answered.map((lane) => {
          const clinic = clinics.get(lane.clinicId)!;
          return {
            ...(paged ? { clinicsTotal: order.length } : {}),
            id: lane.id,
            clinicId: lane.clinicId,
            status: lane.status,
            startDate: lane.startDate,
            endDate: lane.endDate,
            inventoryType: lane.inventoryType ?? null,
            manufacturer: lane.manufacturer ?? null,
            slotMinutes: lane.slotMinutes,
            capacity: lane.capacity,
            host: lane.host,
            bookings: [...bookings(store.tasks, lane)].map(([dueDate, count]) => ({ dueDate, count })),
            clinic: {
              id: clinic.id,
              name: clinic.name,
              timeZone: clinic.timeZone,
              address: clinic.address,
              distanceMiles: milesOf.get(clinic.id) ?? null,
            },
          };
        }),
      );
    },
    /**
     * Days (MM/dd/yyyy, the next 28) on which a clinic of the organization has a future slot with room.
     * vaccineType Flu counts flu lanes only; any other value counts COVID lanes and lanes with no
     * inventory type.
     */
    openDays: (req, res) => {
      const org = found(store.organizations.byId(req.params.id), "Organization");
      const vaccineType = str(req.query.vaccineType)?.trim();
      const clinics = new Map(clinicsOf(store, org.id).map((c) => [c.id, c]));
      const now = Date.now();
      const horizon = now + 28 * 24 * 3600_000;
      const days = new Set<string>();
      // Lanes last hours, never a week: one ending after now started less than a week ago.
      const from = new Date(now - 7 * 86_400_000).toISOString();
      for (const lane of store.lanes.ofClinics(
        [...clinics.keys()],
        from,
        new Date(horizon + 1).toISOString(),
      )) {
        const clinic = clinics.get(lane.clinicId);
        if (!clinic || lane.status !== "ACTIVE") continue;
        const start = new Date(lane.startDate).getTime();
        if (new Date(lane.endDate).getTime() <= now || start > horizon) continue;
        if (vaccineType) {
          const flu = (lane.inventoryType ?? "").toLowerCase() === "flu";
          if ((vaccineType.toLowerCase() === "flu") !== flu) continue;
        }
        const day = zonedDate(new Date(lane.startDate), clinic.timeZone);
        if (days.has(day) || store.clinicSetup.signOff(lane.clinicId, day)) continue;
        if (openSlots(store.tasks, lane, now).length > 0) days.add(day);
      }
      res.json([...days].sort().map(toWireDate));
    },
    testResultPdf: (req, res) => {
      const task = accessTask(req, req.params.taskId);
      const word = RESULT_WORDS[String(task.testResult)];
      if (!word) refuse(404, "NO_RESULT", "There is no final result for this test yet");
      const patient = store.patients.byId(task.patientId)!;
      const clinic = store.organizations.byId(task.locationId);
      const language = req.get("accept-language");
      const when = task.dueDate
        ? `${pdfDate(zonedDate(new Date(task.dueDate), clinic?.timeZone ?? "UTC"), language)} ${zonedTime(new Date(task.dueDate), clinic?.timeZone ?? "UTC")}`
        : "";
      const pdf = renderPdf("Test result", [
        { text: `Name: ${patient.firstName} ${patient.lastName}`, gap: 8 },
        { text: `Date of birth: ${pdfDate(patient.dateOfBirth, language)}` },
        { text: `Test: ${task.name}`, gap: 10 },
        { text: `Collected: ${when} at ${clinic?.name ?? ""}` },
        { text: `Result: ${word}`, size: 16, gap: 12 },
      ]);
      res
        .type("application/pdf")
        .setHeader("Content-Disposition", `attachment; filename="test-result-${task.id}.pdf"`);
      res.send(pdf);
    },
    invoicePdf: (req, res) => {
      const invoice = found(store.patientArea.invoice(req.params.id), "Invoice");
      const patient = accessPatient(store, req, invoice.patientId);
      const pdf = renderPdf(`Invoice ${invoice.number}`, [
        { text: `Billed to: ${patient.firstName} ${patient.lastName}`, gap: 8 },
        { text: `Date: ${pdfDate(invoice.createdAt.slice(0, 10), req.get("accept-language"))}` },
        { text: `${invoice.description}: USD ${invoice.amount}`, gap: 10 },
        { text: invoice.refunded ? "Refunded" : "Paid", size: 14, gap: 8 },
      ]);
      res
        .type("application/pdf")
        .setHeader("Content-Disposition", `attachment; filename="invoice-${invoice.number}.pdf"`);
      res.send(pdf);
    },
  });

  return router;
}

function laneName(lane: Lane) {
  return (lane.inventoryType ?? "").toLowerCase() === "flu" ? "Flu vaccination" : "COVID-19 vaccination";
}
