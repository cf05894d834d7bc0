import type { LoaderFunctionArgs } from "@remix-run/node";
import { pipePdf } from "~/upstream/downloads.server";
import { patientScope } from "./__patient-area.server";
import { downloadInvoice } from "~/upstream/tasks.server";
import { requireValidId } from "~/http/not-found.server";

/** GET /curapatient/patient/invoice/:invoiceId: the invoice of a paid service. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const invoiceId = requireValidId(context, params.invoiceId);
  return pipePdf(
    context,
    request,
    () => downloadInvoice(scope.client, invoiceId),
    `invoice-${invoiceId}.pdf`,
    "/curapatient/patient/appointments",
  );
}
