import { downloadResponse } from "~/http/download.server";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { patientPath } from "~/components/members/patient-record";
import { guarded } from "~/session/guards.server";
import { downloadPatientFile, getPatientFiles } from "~/upstream/patient-files.server";
import { loadPatient } from "./__patient.server";

/**
 * A file the patient uploaded, from the health record. It must be among this patient's files: an
 * id of someone else's answers 404 before the file is fetched.
 */
export const loader = guarded("patientRecord.read", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "patientRecord.read");
  const fileId = requireValidId(context, params.fileId);
  const files = orThrow(await getPatientFiles(client, patient.id), context);
  const file = files.find((f) => f.id === fileId);
  if (!file) throw notFound(context);
  const result = await downloadPatientFile(client, file.id);
  return downloadResponse(context, request, result, {
    fileName: file.fileName,
    fallbackFileName: `file-${file.id}`,
    fallbackPath: `${patientPath(patient.id)}/health-record`,
  });
});
