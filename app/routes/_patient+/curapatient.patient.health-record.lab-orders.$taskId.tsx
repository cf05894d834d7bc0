import type { LoaderFunctionArgs } from "@remix-run/node";
import { HEALTH_RECORD_PATH } from "~/components/patient/health-record-tabs";
import { downloadResponse } from "~/http/download.server";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadLabOrder, getAppointments } from "~/upstream/tasks.server";
import { patientScope } from "./__patient-area.server";

/**
 * The lab order of one of the patient's tests (GET /api/elis/order-result/{id}/pdf). Addressed by
 * the test, which must be among the tests of whoever the patient acts for: the lab's order id is
 * read from it, never taken from the address.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const taskId = requireValidId(context, params.taskId);
  const tasks = orThrow(await getAppointments(scope.client, scope.targetId), context);
  const orderId = tasks.find((task) => task.id === taskId)?.elisOrderId;
  if (!orderId) throw notFound(context);
  const result = await openDownload(() => downloadLabOrder(scope.client, orderId), ["application/pdf"]);
  return downloadResponse(context, request, result, {
    fallbackFileName: `lab-order-${taskId}.pdf`,
    fallbackPath: HEALTH_RECORD_PATH,
  });
}
