import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadResponse } from "~/http/download.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadVaccinationCard } from "~/upstream/patients.server";
import { patientScope } from "./__patient-area.server";

/** GET /curapatient/patient/vaccination-card: the PDF of whoever the patient acts for. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const name = scope.actingFor?.name ?? scope.session.account.displayName ?? "";
  const result = await openDownload(
    () => downloadVaccinationCard(scope.client, scope.targetId),
    ["application/pdf"],
  );
  // Named after the person rather than the upstream's record id: it is what they save it as.
  return downloadResponse(context, request, result, {
    fileName: `vaccination-card-${name}.pdf`,
    fallbackFileName: "vaccination-card.pdf",
    fallbackPath: "/curapatient/patient/profile",
  });
}
