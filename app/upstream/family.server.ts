import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { patientSchema } from "./patients.server";
import { upstreamId as id, upstreamInstant, upstreamTimeZone } from "./schemas.server";

/**
 * A family member as the family pages show them (spec part 2 §7 "Patients and family"): their
 * details and their vaccinations. The spec names the calls, not the bodies; the fields read here
 * are the reference upstream's (its README), every one optional but the id.
 */

export const familyMemberDetailsSchema = patientSchema
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    dateOfBirth: true,
    gender: true,
    relationship: true,
    language: true,
  })
  .extend({
    nextAppointment: z
      .object({
        taskId: id,
        name: z.string().nullish(),
        dueDate: upstreamInstant.nullish(),
        clinicName: z.string().nullish(),
        timeZone: upstreamTimeZone,
      })
      .passthrough()
      .nullish(),
    appointmentsToBook: z.number().int().nonnegative().nullish(),
    vaccinationCount: z.number().int().nonnegative().nullish(),
  })
  .passthrough();
export type FamilyMemberDetails = z.output<typeof familyMemberDetailsSchema>;

export const vaccinationSchema = z
  .object({
    taskId: id,
    name: z.string().nullish(),
    administeredAt: upstreamInstant.nullish(),
    manufacturer: z.string().nullish(),
    doseNumber: z.number().int().positive().nullish(),
    lotNumber: z.string().nullish(),
    clinicName: z.string().nullish(),
    timeZone: upstreamTimeZone,
  })
  .passthrough();
export type Vaccination = z.output<typeof vaccinationSchema>;

const session = (patientId: string) => `/api/session/${encodeURIComponent(patientId)}`;

/** GET /api/session/{id}/family-member-details. */
export function getFamilyMemberDetails(client: UpstreamClient, patientId: string) {
  return client.call(`${session(patientId)}/family-member-details`, { schema: familyMemberDetailsSchema });
}

/** GET /api/session/{id}/vaccinationInfo: the vaccinations given, oldest first. */
export function getVaccinationInfo(client: UpstreamClient, patientId: string) {
  return client.call(`${session(patientId)}/vaccinationInfo`, { schema: z.array(vaccinationSchema) });
}
