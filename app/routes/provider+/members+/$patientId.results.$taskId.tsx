import { downloadResponse } from "~/http/download.server";
import { patientPath } from "~/components/members/patient-record";
import { guarded } from "~/session/guards.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadTestResult } from "~/upstream/tasks.server";
import { loadPatientTask } from "./__health-record.server";
import { loadPatient } from "./__patient.server";

/** One test's lab report (PDF) from the patient's health record; the test must be this patient's. */
export const loader = guarded("patientRecord.read", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "patientRecord.read");
  const task = await loadPatientTask(client, context, patient, params.taskId);
  const result = await openDownload(() => downloadTestResult(client, task.id), ["application/pdf"]);
  return downloadResponse(context, request, result, {
    fallbackFileName: `test-result-${task.id}.pdf`,
    fallbackPath: `${patientPath(patient.id)}/health-record`,
  });
});
