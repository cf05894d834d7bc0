import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { pageOf } from "./organizations.server";
import { upstreamId as id } from "./schemas.server";

/**
 * An organization's patient groups (spec part 2 §1, §3 type GROUP, §7; the contract is decision
 * 027): a group is an organization of type GROUP directly under the organization; its members are
 * read with `GET /api/organizations/{groupId}/patients` (app/upstream/members.server.ts).
 */

const clinicRefSchema = z.object({ id, name: z.string() }).passthrough();

export const patientGroupSchema = z
  .object({
    id,
    name: z.string(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    patientCount: z.number().int().nonnegative().nullish(),
    parentOrganizationId: id.nullish(),
    clinics: z.array(clinicRefSchema).nullish(),
  })
  .passthrough();
export type PatientGroup = z.output<typeof patientGroupSchema>;

const analyticsSchema = z
  .object({
    at: z.string().nullish(),
    groups: z.array(
      z
        .object({
          groupId: id,
          name: z.string(),
          patientCount: z.number().int().nonnegative(),
          scheduledCount: z.number().int().nonnegative(),
        })
        .passthrough(),
    ),
  })
  .passthrough();

export const servingClinicSchema = z
  .object({
    clinicId: id,
    name: z.string(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    zipcode: z.string().nullish(),
    assignedAt: z.string().nullish(),
  })
  .passthrough();

/** A clinic not serving the group yet, with its distance from the group's address. */
const suggestionSchema = servingClinicSchema
  .omit({ assignedAt: true })
  .extend({ distanceKm: z.number().nonnegative().nullish() });

const organizations = "/api/organizations";
const enc = encodeURIComponent;

/** A page of the organization's groups, by name. */
export function getPatientGroups(client: UpstreamClient, orgId: string, page: number, size: number) {
  return client.call(`${organizations}/organizationPatientGroups/${enc(orgId)}`, {
    query: { page, size },
    schema: pageOf(patientGroupSchema),
  });
}

/** Each group's members and how many have an appointment ahead (the largest groups). */
export function getPatientGroupAnalytics(client: UpstreamClient, orgId: string) {
  return client.call(`${organizations}/${enc(orgId)}/patientgroups-analytics`, { schema: analyticsSchema });
}

export function getServingClinics(client: UpstreamClient, groupId: string) {
  return client.call(`${organizations}/clinic-patient-groups/${enc(groupId)}`, {
    schema: z.array(servingClinicSchema),
  });
}

/** The organization's clinics not serving the group yet, nearest first. */
export function getClinicSuggestions(client: UpstreamClient, groupId: string, limit: number) {
  return client.call(`${organizations}/${enc(groupId)}/getClinicSuggestionsForPatientGroup`, {
    query: { limit },
    schema: z.array(suggestionSchema),
  });
}

export function assignClinic(client: UpstreamClient, groupId: string, clinicId: string) {
  return client.call(`${organizations}/clinic-patient-groups/${enc(groupId)}`, {
    method: "POST",
    json: { clinicId },
    schema: servingClinicSchema,
  });
}

export function unassignClinic(client: UpstreamClient, groupId: string, clinicId: string) {
  return client.call(`${organizations}/clinic-patient-groups/${enc(groupId)}/${enc(clinicId)}`, {
    method: "DELETE",
  });
}
