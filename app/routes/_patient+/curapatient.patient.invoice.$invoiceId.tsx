import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { pipePdf } from "~/upstream/downloads.server";
import { patientScope } from "~/upstream/patient-area.server";
import { downloadInvoice } from "~/upstream/tasks.server";

/** GET /curapatient/patient/invoice/:invoiceId: the invoice of a paid service. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const invoiceId = params.invoiceId ?? "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(invoiceId)) throw data(null, { status: 404 });
  return pipePdf(
    context,
    request,
    () => downloadInvoice(scope.client, invoiceId),
    `invoice-${invoiceId}.pdf`,
    "/curapatient/patient/appointments",
  );
}
