import type { Capability } from "@contract/permissions";

/**
 * Which capabilities read or change patient-level data (issue 43 item 1), in one table so a new
 * capability cannot be added without deciding: the record is typed over every capability.
 *
 * - `always`: every use touches patients (their record, notes, claims with names, requests,
 *   exports of patients, the members list).
 * - `withPatient`: a patient's data only when the route names one (`$patientId`, or the route
 *   reports one through `scope.audit.patient`): a care plan template is not a patient's, a care
 *   plan made for a patient is.
 * - `never`: organization, catalogue and configuration data.
 */
export const PATIENT_LEVEL: Readonly<Record<Capability, "always" | "withPatient" | "never">> = {
  "organizations.read": "never",
  "organizations.edit": "never",
  "organizations.manageRoots": "never",
  "accounts.resetPassword": "never",
  // Reading the trail is itself not a patient read: the history shows who, not the record.
  "audit.read": "never",
  "branding.edit": "never",
  "clinicSetup.edit": "never",
  "lanes.read": "withPatient",
  "lanes.act": "withPatient",
  "appointments.read": "withPatient",
  "appointments.edit": "withPatient",
  "calendar.subscribe": "never",
  "members.read": "always",
  "members.edit": "always",
  "members.delete": "always",
  "patientRecord.read": "always",
  "patientRecord.edit": "always",
  "notes.read": "always",
  "notes.write": "always",
  "carePlans.read": "withPatient",
  "carePlans.edit": "withPatient",
  "assessments.read": "withPatient",
  "assessments.edit": "withPatient",
  "programs.read": "withPatient",
  "programs.edit": "withPatient",
  "providers.read": "never",
  "providers.edit": "never",
  "billing.read": "never",
  "billing.edit": "never",
  "claims.read": "always",
  "claims.edit": "always",
  "patientRequests.read": "always",
  "patientRequests.handle": "always",
  "exports.run": "always",
  "masterData.edit": "never",
  "activity.read": "withPatient",
};

/** Route params that name a patient: their values are the event's patient ids. */
export const PATIENT_PARAMS: readonly string[] = ["patientId"];

export function isPatientLevel(capability: string, namesPatient: boolean): boolean {
  const kind = PATIENT_LEVEL[capability as Capability];
  return kind === "always" || (kind === "withPatient" && namesPatient);
}
