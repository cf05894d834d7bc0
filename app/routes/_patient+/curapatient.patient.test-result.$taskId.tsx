import type { LoaderFunctionArgs } from "@remix-run/node";
import { pipePdf } from "~/upstream/downloads.server";
import { patientScope } from "./__patient-area.server";
import { downloadTestResult } from "~/upstream/tasks.server";
import { requireValidId } from "~/http/not-found.server";

/** GET /curapatient/patient/test-result/:taskId: the test-result PDF of one test. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const taskId = requireValidId(context, params.taskId);
  return pipePdf(
    context,
    request,
    () => downloadTestResult(scope.client, taskId),
    `test-result-${taskId}.pdf`,
    "/curapatient/patient/dashboard",
  );
}
