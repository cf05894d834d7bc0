import { patientPath } from "~/components/members/patient-record";
import { downloadResponse } from "~/http/download.server";
import { guarded } from "~/session/guards.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadVaccinationCard } from "~/upstream/patients.server";
import { loadPatient, patientName } from "./__patient.server";

/** The patient's vaccination card (PDF), named after the patient, from the health record. */
export const loader = guarded("patientRecord.read", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "patientRecord.read");
  const result = await openDownload(() => downloadVaccinationCard(client, patient.id), ["application/pdf"]);
  return downloadResponse(context, request, result, {
    fileName: `vaccination-card-${patientName(patient)}.pdf`,
    fallbackFileName: "vaccination-card.pdf",
    fallbackPath: `${patientPath(patient.id)}/health-record`,
  });
});
