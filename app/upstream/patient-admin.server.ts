import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { upstreamId } from "./schemas.server";

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

const addedSchema = z
  .object({
    id: upstreamId,
    patientId: upstreamId.nullish(),
    carePlanId: upstreamId.nullish(),
  })
  .passthrough();

/** POST /api/organizations/{id}/patients/individual with the session, and an optional template. */
export function addPatient(
  client: UpstreamClient,
  organizationId: string,
  patient: NewPatient,
  carePlanId?: string,
) {
  return client.call(`/api/organizations/${encodeURIComponent(organizationId)}/patients/individual`, {
    method: "POST",
    json: patient,
    query: { carePlanId },
    schema: addedSchema,
  });
}

const inviteSchema = z
  .object({
    code: z.string().min(1).max(40),
    sentTo: z.string().nullish(),
    channel: z.string().nullish(),
  })
  .passthrough();

/** POST /api/patients/{id}/patient-invite-code?organizationId: the upstream sends the code. */
export function sendInviteCode(client: UpstreamClient, patientId: string, organizationId: string) {
  return client.call(`/api/patients/${encodeURIComponent(patientId)}/patient-invite-code`, {
    method: "POST",
    query: { organizationId },
    schema: inviteSchema,
  });
}

/** PUT /api/patients/{id}/organization/{code}: the patient joins the organization the code belongs to. */
export function joinOrganization(client: UpstreamClient, patientId: string, code: string) {
  return client.call(
    `/api/patients/${encodeURIComponent(patientId)}/organization/${encodeURIComponent(code)}`,
    {
      method: "PUT",
      schema: z.object({ organizationId: upstreamId, organizationName: z.string().nullish() }).passthrough(),
    },
  );
}

/** POST /api/patients/{id}/removeOrganization?organizationId. */
export function removeFromOrganization(client: UpstreamClient, patientId: string, organizationId: string) {
  return client.call(`/api/patients/${encodeURIComponent(patientId)}/removeOrganization`, {
    method: "POST",
    query: { organizationId },
  });
}

/** DELETE /api/patients/{id}: the patient goes; what was recorded about them is kept. */
export function deletePatient(client: UpstreamClient, patientId: string) {
  return client.call(`/api/patients/${encodeURIComponent(patientId)}`, { method: "DELETE" });
}

/** DELETE /api/patients/purge/{id}: the patient and everything about them are erased. */
export function purgePatient(client: UpstreamClient, patientId: string) {
  return client.call(`/api/patients/purge/${encodeURIComponent(patientId)}`, { method: "DELETE" });
}
