import type { LoaderFunctionArgs } from "@remix-run/node";
import { pipePdf } from "~/upstream/downloads.server";
import { patientScope } from "./__patient-area.server";
import { downloadVaccinationCard } from "~/upstream/patients.server";

/** GET /curapatient/patient/vaccination-card: the PDF of whoever the patient acts for. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const name = scope.actingFor?.name ?? scope.session.account.displayName ?? "";
  return pipePdf(
    context,
    request,
    () => downloadVaccinationCard(scope.client, scope.targetId),
    `vaccination-card-${name}.pdf`,
    "/curapatient/patient/profile",
  );
}
