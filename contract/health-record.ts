import { patientArea, record } from "./access";
import { defineCalls } from "./call";
import { id, pathId } from "./common";
import { z } from "./zod";

/**
 * A patient's health record (spec part 2 §7 "Patients and family"): the vaccination card, their
 * observations (their tests' results, checked off or reported from home, decision 045; the list
 * is the mobile session's, `accounts.sessionMobile`) and the files they uploaded from the app
 * (decision 024). The lab orders (`/api/elis/...`) are read with the tasks, not here.
 */

export const patientFileSchema = z
  .object({
    id,
    fileName: z.string(),
    contentType: z.string().nullish(),
    description: z.string().nullish(),
    uploadedAt: z.string().nullish(),
    size: z.number().int().nonnegative().nullish(),
  })
  .passthrough();

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** One file as the documented call answers it: its name, media type and bytes in base64. */
export const patientFileContentSchema = z
  .object({
    fileName: z.string().nullish(),
    contentType: z.string().nullish(),
    content: z
      .string()
      .refine((value) => value.length % 4 === 0 && BASE64.test(value), "not base64")
      .openapi({ type: "string", format: "byte" }),
  })
  .passthrough();

const PATIENTS_AND_FAMILY = { documented: "part 2 §7 Patients and family" } as const;

export const healthRecord = defineCalls("healthRecord", {
  vaccinationCard: {
    method: "GET",
    path: "/api/patients/{id}/vaccination-card/pdf/download",
    summary: "The patient's vaccination card",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.read", record("patient", { path: "id" }).organization),
    responses: { 200: { file: "application/pdf" } },
  },
  // A patient's observations: their tests' results, checked or reported from home (decision 045).
  markChecked: {
    method: "PATCH",
    path: "/api/observations/{id}/{checked}/update-checked-status",
    summary: "The patient has (true) or has not (false) checked a result",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.edit", { of: "task", id: { path: "id" } }),
    params: z.object({ id: pathId, checked: z.enum(["true", "false"]) }),
    responses: { 200: { empty: true } },
  },
  reportValue: {
    method: "POST",
    path: "/api/observations/{id}/updateValue/{value}",
    summary: "The patient's own reading of a home test: 0 negative, 1 positive, -1 invalid",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.edit", { of: "task", id: { path: "id" } }),
    params: z.object({ id: pathId, value: z.string().min(1) }),
    responses: { 200: { empty: true } },
  },
  files: {
    method: "GET",
    path: "/api/file-uploads/patient/{id}",
    summary: "The files the patient uploaded from the app",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.read", record("patient", { path: "id" }).organization),
    responses: { 200: { json: z.array(patientFileSchema) } },
  },
  fileContent: {
    method: "GET",
    path: "/api/file-uploads/{id}/download",
    summary: "One uploaded file as JSON: its name, media type and bytes in base64",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.read", { of: "patientFile", id: { path: "id" } }),
    responses: { 200: { json: patientFileContentSchema } },
  },
});
