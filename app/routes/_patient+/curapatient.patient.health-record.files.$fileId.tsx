import type { LoaderFunctionArgs } from "@remix-run/node";
import { HEALTH_RECORD_PATH } from "~/components/patient/health-record-tabs";
import { downloadResponse } from "~/http/download.server";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { downloadPatientFile, getPatientFiles } from "~/upstream/patient-files.server";
import { patientScope } from "./__patient-area.server";

/**
 * One of the patient's files. It must be among the files of whoever they act for: an id of
 * someone else's answers 404 before the file is fetched.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const fileId = requireValidId(context, params.fileId);
  const files = orThrow(await getPatientFiles(scope.client, scope.targetId), context);
  const file = files.find((f) => f.id === fileId);
  if (!file) throw notFound(context);
  return downloadResponse(context, request, await downloadPatientFile(scope.client, file.id), {
    fileName: file.fileName,
    fallbackFileName: `file-${file.id}`,
    fallbackPath: HEALTH_RECORD_PATH,
  });
}
