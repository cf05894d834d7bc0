import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { downloadResponse } from "~/http/download.server";
import { openDownload } from "~/upstream/downloads.server";
import { patientScope } from "~/upstream/patient-area.server";
import { downloadTestResult } from "~/upstream/tasks.server";

/** GET /curapatient/patient/test-result/:taskId: the test-result PDF of one test, as the upstream names it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const taskId = params.taskId ?? "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(taskId)) throw data(null, { status: 404 });
  const result = await openDownload(() => downloadTestResult(scope.client, taskId), ["application/pdf"]);
  return downloadResponse(context, request, result, {
    fallbackFileName: `test-result-${taskId}.pdf`,
    fallbackPath: "/curapatient/patient/dashboard",
  });
}
