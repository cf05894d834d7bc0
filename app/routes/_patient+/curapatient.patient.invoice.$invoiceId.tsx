import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadResponse } from "~/http/download.server";
import { requireValidId } from "~/http/not-found.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadInvoice } from "~/upstream/tasks.server";
import { patientScope } from "./__patient-area.server";

/** GET /curapatient/patient/invoice/:invoiceId: the invoice of a paid service. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const invoiceId = requireValidId(context, params.invoiceId);
  const result = await openDownload(() => downloadInvoice(scope.client, invoiceId), ["application/pdf"]);
  // The id the patient's appointment list shows, so the saved file matches what they clicked.
  return downloadResponse(context, request, result, {
    fileName: `invoice-${invoiceId}.pdf`,
    fallbackFileName: "invoice.pdf",
    fallbackPath: "/curapatient/patient/appointments",
  });
}
