import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadResponse } from "~/http/download.server";
import { requireValidId } from "~/http/not-found.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadTestResult } from "~/upstream/tasks.server";
import { patientScope } from "./__patient-area.server";

/** GET /curapatient/patient/test-result/:taskId: the test-result PDF of one test, as the upstream names it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const taskId = requireValidId(context, params.taskId);
  const result = await openDownload(() => downloadTestResult(scope.client, taskId), ["application/pdf"]);
  return downloadResponse(context, request, result, {
    fallbackFileName: `test-result-${taskId}.pdf`,
    fallbackPath: "/curapatient/patient/dashboard",
  });
}
