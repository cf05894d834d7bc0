import { downloadResponse } from "~/http/download.server";
import { notFound } from "~/http/not-found.server";
import { patientPath } from "~/components/members/patient-record";
import { guarded } from "~/session/guards.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadLabOrder } from "~/upstream/tasks.server";
import { loadPatientTask } from "./__health-record.server";
import { loadPatient } from "./__patient.server";

/**
 * One test's lab order (PDF: the requisition with its status) from the patient's health record.
 * The URL names the test, not the lab's order id, so only this patient's tests are reachable.
 */
export const loader = guarded("patientRecord.read", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "patientRecord.read");
  const task = await loadPatientTask(client, context, patient, params.taskId);
  if (!task.elisOrderId) throw notFound(context);
  const orderId = task.elisOrderId;
  const result = await openDownload(() => downloadLabOrder(client, orderId), ["application/pdf"]);
  return downloadResponse(context, request, result, {
    fallbackFileName: `lab-order-${task.id}.pdf`,
    fallbackPath: `${patientPath(patient.id)}/health-record`,
  });
});
