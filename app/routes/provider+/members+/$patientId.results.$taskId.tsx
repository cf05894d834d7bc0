import { downloadResponse } from "~/http/download.server";
import { notFound, requireValidId } from "~/http/not-found.server";
import { patientPath } from "~/components/members/patient-record";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadTestResult, getTask } from "~/upstream/tasks.server";
import { loadPatient } from "./__patient.server";

/**
 * One test's lab report (PDF) from the patient's health record. The test must be this patient's:
 * a task id of someone else answers 404, as a missing one does, so reports cannot be probed.
 */
export const loader = guarded("patientRecord.read", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const patient = await loadPatient(client, context, request, params.patientId, "patientRecord.read");
  const taskId = requireValidId(context, params.taskId);
  const task = await getTask(client, taskId);
  if (!task.ok || task.data.patientId !== patient.id) throw notFound(context);
  const result = await openDownload(() => downloadTestResult(client, taskId), ["application/pdf"]);
  return downloadResponse(context, request, result, {
    fallbackFileName: `test-result-${taskId}.pdf`,
    fallbackPath: `${patientPath(patient.id)}/health-record`,
  });
});
