import { patientArea, record } from "./access";
import { defineCalls } from "./call";
import { id, instant, timeZone } from "./common";
import { patientSchema } from "./patients";
import { GENDERS, SUPPORTED_LANGUAGES } from "./vocabulary";
import { z } from "./zod";

/**
 * A patient's family (spec part 2 §7 "Patients and family"): the members, a new one, and a
 * member's details and vaccinations as the family pages show them. The spec names the calls, not
 * the bodies; the fields read here are the reference upstream's (its README), every one optional
 * but the id.
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
        dueDate: instant.nullish(),
        clinicName: z.string().nullish(),
        timeZone,
      })
      .passthrough()
      .nullish(),
    appointmentsToBook: z.number().int().nonnegative().nullish(),
    vaccinationCount: z.number().int().nonnegative().nullish(),
  })
  .passthrough();

export const vaccinationSchema = z
  .object({
    taskId: id,
    name: z.string().nullish(),
    administeredAt: instant.nullish(),
    manufacturer: z.string().nullish(),
    doseNumber: z.number().int().positive().nullish(),
    lotNumber: z.string().nullish(),
    clinicName: z.string().nullish(),
    timeZone,
  })
  .passthrough();

const PATIENTS_AND_FAMILY = { documented: "part 2 §7 Patients and family" } as const;
/** A patient-area call's patient in the path: staff must be allowed in the patient's tree. */
const PATIENT_IN_PATH = record("patient", { path: "id" }).organization;

export const family = defineCalls("family", {
  members: {
    method: "GET",
    path: "/api/patients/{id}/family-members",
    summary: "The patient's family members",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.read", PATIENT_IN_PATH),
    responses: { 200: { json: z.array(patientSchema) } },
  },
  // Staff name the primary patient the family member joins (`familyOf`).
  create: {
    method: "POST",
    path: "/api/patients",
    summary: "A family member of the signed-in patient (staff: of the patient `familyOf` names)",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.edit", record("patient", { body: "familyOf" }).organization),
    body: {
      json: z
        .object({
          firstName: z.string(),
          lastName: z.string(),
          /** MM/dd/yyyy. */
          dateOfBirth: z.string(),
          gender: z.enum(GENDERS),
          relationship: z.string(),
          language: z.enum(SUPPORTED_LANGUAGES).nullish(),
          familyOf: z.string().nullish(),
        })
        .passthrough(),
    },
    responses: { 201: { json: patientSchema } },
  },
  // A family member's details and vaccinations (family/routes.ts).
  details: {
    method: "GET",
    path: "/api/session/{id}/family-member-details",
    summary: "A family member's details with their next appointment and how many vaccinations they have",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.read", record("patient", { path: "id" }).organization),
    responses: { 200: { json: familyMemberDetailsSchema } },
  },
  vaccinations: {
    method: "GET",
    path: "/api/session/{id}/vaccinationInfo",
    summary: "The vaccinations a family member was given, oldest first",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.read", record("patient", { path: "id" }).organization),
    responses: { 200: { json: z.array(vaccinationSchema) } },
  },
});
