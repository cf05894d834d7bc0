import { Router } from "express";
import type { Request, Response } from "express";
import type { ReferenceApiOptions } from "../area";
import { fail, handler, notFound, unprocessable } from "../http";
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

  router.get(
    "/api/elis/order-result/:id/pdf",
    handler((req, res) => {
      const task = store.tasks.byElisOrder(req.params.id);
      if (!task) return notFound(res, "Lab order");
      const patient = accessPatient(store, req, res, task.patientId);
      if (!patient) return;
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
    }),
  );

  /** A test with a result, or awaiting one, as an observation the caller may act on; else 404. */
  const observationTask = (req: Request, res: Response) => {
    const task = store.tasks.byId(req.params.id);
    if (!task || task.testResult === undefined || task.testResult === null) {
      notFound(res, "Observation");
      return undefined;
    }
    return accessPatient(store, req, res, task.patientId) ? task : undefined;
  };

  /** The patient has (`true`) or has not (`false`) checked the result (decision 045). */
  router.patch(
    "/api/observations/:id/:checked/update-checked-status",
    handler((req, res) => {
      const task = observationTask(req, res);
      if (!task) return;
      task.resultChecked = req.params.checked === "true";
      store.tasks.update(task);
      res.json(observationOf(task));
    }),
  );

  /**
   * The patient reports a home test's result: 0 negative, 1 positive, -1 invalid. The test's
   * observation status follows as staff's would (TestedNegative, TestedPositive); the patient has
   * seen what they reported, so it is checked. A lab's result cannot be reported (409).
   */
  router.post(
    "/api/observations/:id/updateValue/:value",
    handler((req, res) => {
      const task = observationTask(req, res);
      if (!task) return;
      const value = req.params.value!;
      if (!SELF_REPORTED_VALUES.has(value))
        return unprocessable(res, [
          { field: "value", message: "value must be 0 (negative), 1 (positive) or -1 (invalid)" },
        ]);
      if (!isSelfReported(task))
        return fail(res, 409, "NOT_SELF_REPORTED", "This test's result comes from the lab, not the patient");
      task.testResult = Number(value);
      if (value === "1") task.observationStatus = "TestedPositive";
      if (value === "0") task.observationStatus = "TestedNegative";
      task.resultChecked = true;
      store.tasks.update(task);
      res.json(observationOf(task));
    }),
  );

  router.put(
    "/api/elis/updateIsContacted/:id",
    handler((req, res) => {
      const task = store.tasks.byElisOrder(req.params.id);
      if (!task) return notFound(res, "Lab order");
      task.isContacted = req.query.isContacted === "true";
      store.tasks.update(task);
      res.json({ elisOrderId: task.elisOrderId, taskId: task.id, isContacted: task.isContacted });
    }),
  );

  router.get(
    "/api/file-uploads/patient/:id",
    handler((req, res) => {
      const patient = accessPatient(store, req, res, req.params.id);
      if (!patient) return;
      res.json(store.patientFiles.ofPatient(patient.id));
    }),
  );

  /** The file as JSON (the documented client parses it): its name, media type and bytes in base64. */
  router.get(
    "/api/file-uploads/:id/download",
    handler((req, res) => {
      const file = store.patientFiles.brief(req.params.id);
      if (!file) return notFound(res, "File");
      if (!accessPatient(store, req, res, file.patientId)) return;
      const content = store.patientFiles.content(file.id);
      if (!content) return fail(res, 410, "GONE", "The file's content is no longer kept");
      res.json({
        fileName: file.fileName,
        contentType: file.contentType,
        content: content.toString("base64"),
      });
    }),
  );

  return router;
}
