import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { pipePdf } from "~/upstream/downloads.server";
import { patientScope } from "~/upstream/patient-area.server";
import { downloadTestResult } from "~/upstream/tasks.server";

/** GET /curapatient/patient/test-result/:taskId: the test-result PDF of one test. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const taskId = params.taskId ?? "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(taskId)) throw data(null, { status: 404 });
  return pipePdf(
    context,
    request,
    () => downloadTestResult(scope.client, taskId),
    `test-result-${taskId}.pdf`,
    "/curapatient/patient/dashboard",
  );
}
