import { patients } from "@contract/patients";
import type { UpstreamClient } from "./client.server";
import { changingPatient } from "./patients.server";

/**
 * Managing a patient's organizations and record (spec part 2 §7 "Patients and family"): staff add
 * one to an organization, send an invitation code, remove one from an organization, delete and
 * purge; a patient joins an organization with its code and leaves one.
 */

export interface NewPatient {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  email?: string;
  phoneNumber?: string;
  language: string;
  address?: { zipcode: string; country: string };
}

/** POST /api/organizations/{id}/patients/individual with the session, and an optional template. */
export function addPatient(
  client: UpstreamClient,
  organizationId: string,
  patient: NewPatient,
  carePlanId?: string,
) {
  return client.invoke(patients.addIndividual, {
    params: { id: organizationId },
    json: patient,
    query: { carePlanId },
  });
}

/** POST /api/patients/{id}/patient-invite-code?organizationId: the upstream sends the code. */
export function sendInviteCode(client: UpstreamClient, patientId: string, organizationId: string) {
  return client.invoke(patients.inviteCode, { params: { id: patientId }, query: { organizationId } });
}

/** PUT /api/patients/{id}/organization/{code}: the patient joins the organization the code belongs to. */
export function joinOrganization(client: UpstreamClient, patientId: string, code: string) {
  return changingPatient(
    patientId,
    client.invoke(patients.joinOrganization, { params: { id: patientId, code } }),
  );
}

/** POST /api/patients/{id}/removeOrganization?organizationId. */
export function removeFromOrganization(client: UpstreamClient, patientId: string, organizationId: string) {
  return changingPatient(
    patientId,
    client.invoke(patients.removeOrganization, { params: { id: patientId }, query: { organizationId } }),
  );
}

/** DELETE /api/patients/{id}: the patient goes; what was recorded about them is kept. */
export function deletePatient(client: UpstreamClient, patientId: string) {
  return changingPatient(patientId, client.invoke(patients.remove, { params: { id: patientId } }));
}

/** DELETE /api/patients/purge/{id}: the patient and everything about them are erased. */
export function purgePatient(client: UpstreamClient, patientId: string) {
  return changingPatient(patientId, client.invoke(patients.purge, { params: { id: patientId } }));
}
