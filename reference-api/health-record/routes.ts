import { appointments } from "@contract/appointments";
import { healthRecord } from "@contract/health-record";
import { Router } from "express";
import type { Request } from "express";
import type { ReferenceApiOptions } from "../area";
import { serve, found, missing, invalid, refuse } from "../http";
import { accessPatient } from "../patient-area/access";
import { isSelfReported, observationOf, SELF_REPORTED_VALUES } from "../patient-area/observations";
import { pdfDate, renderPdf } from "../pdf";
import type { Store } from "../store";
import { zonedDate, zonedTime } from "../time";
import { RESULT_WORDS } from "../appointments/routes";

/**
 * The health record's lab side and the patient's files (spec part 2 §7 "Patients and family",
 * decision 024): a test's lab order as a PDF, whether staff have contacted the patient about its
 * result, and the files a patient uploaded from the app. The permission middleware has checked a
 * staff caller's capability and the patient's organization; patients see their own.
 */
export function healthRecordRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  serve(router, appointments, {
    labOrderPdf: (req, res) => {
      const task = found(store.tasks.byElisOrder(req.params.id), "Lab order");
      const patient = accessPatient(store, req, task.patientId);
      const clinic = store.organizations.byId(task.locationId);
      const zone = clinic?.timeZone ?? "UTC";
      const language = req.get("accept-language");
      const collected = task.dueDate
        ? `${pdfDate(zonedDate(new Date(task.dueDate), zone), language)} ${zonedTime(new Date(task.dueDate), zone)}`
        : "";
      const word = RESULT_WORDS[String(task.testResult)];
      const pdf = renderPdf(`Lab order ${task.elisOrderId}`, [
        { text: `Patient: ${patient.firstName} ${patient.lastName}`, gap: 8 },
        { text: `Date of birth: ${pdfDate(patient.dateOfBirth, language)}` },
        { text: `Test: ${task.name}`, gap: 10 },
        { text: `Collected: ${collected} at ${clinic?.name ?? ""}` },
        { text: `Status: ${word ? `resulted (${word})` : "result awaited"}`, size: 14, gap: 12 },
        { text: `Patient contacted: ${task.isContacted ? "yes" : "no"}` },
      ]);
      res
        .type("application/pdf")
        .setHeader("Content-Disposition", `attachment; filename="lab-order-${task.elisOrderId}.pdf"`);
      res.send(pdf);
    },
  });

  /** A test with a result, or awaiting one, as an observation the caller may act on; else 404. */
  const observationTask = (req: Request) => {
    const task = store.tasks.byId(req.params.id);
    if (!task || task.testResult === undefined || task.testResult === null) missing("Observation");
    accessPatient(store, req, task.patientId);
    return task;
  };

  serve(router, healthRecord, {
    /** The patient has (`true`) or has not (`false`) checked the result (decision 045). */
    markChecked: (req, res) => {
      const task = observationTask(req);
      task.resultChecked = req.params.checked === "true";
      store.tasks.update(task);
      res.json(observationOf(task));
    },
    /**
     * The patient reports a home test's result: 0 negative, 1 positive, -1 invalid. The test's
     * observation status follows as staff's would (TestedNegative, TestedPositive); the patient has
     * seen what they reported, so it is checked. A lab's result cannot be reported (409).
     */
    reportValue: (req, res) => {
      const task = observationTask(req);
      const value = req.params.value;
      if (!SELF_REPORTED_VALUES.has(value))
        invalid([{ field: "value", message: "value must be 0 (negative), 1 (positive) or -1 (invalid)" }]);
      if (!isSelfReported(task))
        refuse(409, "NOT_SELF_REPORTED", "This test's result comes from the lab, not the patient");
      task.testResult = Number(value);
      if (value === "1") task.observationStatus = "TestedPositive";
      if (value === "0") task.observationStatus = "TestedNegative";
      task.resultChecked = true;
      store.tasks.update(task);
      res.json(observationOf(task));
    },
  });

  serve(router, appointments, {
    updateIsContacted: (req, res) => {
      const task = found(store.tasks.byElisOrder(req.params.id), "Lab order");
      task.isContacted = req.query.isContacted === "true";
      store.tasks.update(task);
      res.json({ elisOrderId: task.elisOrderId, taskId: task.id, isContacted: task.isContacted });
    },
  });

  serve(router, healthRecord, {
    files: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      res.json(store.patientFiles.ofPatient(patient.id));
    },
    /** The file as JSON (the documented client parses it): its name, media type and bytes in base64. */
    fileContent: (req, res) => {
      const file = found(store.patientFiles.brief(req.params.id), "File");
      accessPatient(store, req, file.patientId);
      const content = store.patientFiles.content(file.id);
      if (!content) refuse(410, "GONE", "The file's content is no longer kept");
      res.json({
        fileName: file.fileName,
        contentType: file.contentType,
        content: content.toString("base64"),
      });
    },
  });

  return router;
}
