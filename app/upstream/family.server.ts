import type { z } from "zod";
import { family, type familyMemberDetailsSchema, type vaccinationSchema } from "@contract/family";
import type { UpstreamClient } from "./client.server";

/**
 * A family member as the family pages show them (spec part 2 §7 "Patients and family"): their
 * details and their vaccinations (`@contract/family`).
 */

export type FamilyMemberDetails = z.output<typeof familyMemberDetailsSchema>;
export type Vaccination = z.output<typeof vaccinationSchema>;

/** GET /api/session/{id}/family-member-details. */
export function getFamilyMemberDetails(client: UpstreamClient, patientId: string) {
  return client.invoke(family.details, { params: { id: patientId } });
}

/** GET /api/session/{id}/vaccinationInfo: the vaccinations given, oldest first. */
export function getVaccinationInfo(client: UpstreamClient, patientId: string) {
  return client.invoke(family.vaccinations, { params: { id: patientId } });
}
