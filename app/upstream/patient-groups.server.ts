import type { z } from "zod";
import { patientGroups, type patientGroupSchema } from "@contract/patient-groups";
import type { UpstreamClient } from "./client.server";

/**
 * An organization's patient groups (spec part 2 §1, §3 type GROUP, §7; the contract is decision
 * 027): a group is an organization of type GROUP directly under the organization; its members are
 * read with `GET /api/organizations/{groupId}/patients` (app/upstream/members.server.ts).
 */

export type PatientGroup = z.output<typeof patientGroupSchema>;

/** A page of the organization's groups, by name. */
export function getPatientGroups(client: UpstreamClient, orgId: string, page: number, size: number) {
  return client.invoke(patientGroups.list, { params: { id: orgId }, query: { page, size } });
}

/** Each group's members and how many have an appointment ahead (the largest groups). */
export function getPatientGroupAnalytics(client: UpstreamClient, orgId: string) {
  return client.invoke(patientGroups.analytics, { params: { id: orgId } });
}

export function getServingClinics(client: UpstreamClient, groupId: string) {
  return client.invoke(patientGroups.servingClinics, { params: { id: groupId } });
}

/** The organization's clinics not serving the group yet, nearest first. */
export function getClinicSuggestions(client: UpstreamClient, groupId: string, limit: number) {
  return client.invoke(patientGroups.clinicSuggestions, { params: { id: groupId }, query: { limit } });
}

export function assignClinic(client: UpstreamClient, groupId: string, clinicId: string) {
  return client.invoke(patientGroups.assignClinic, { params: { id: groupId }, json: { clinicId } });
}

export function unassignClinic(client: UpstreamClient, groupId: string, clinicId: string) {
  return client.invoke(patientGroups.unassignClinic, { params: { id: groupId, clinicId } });
}

/** The lanes not yet over at the clinics serving the group, soonest first. */
export function getGroupClinicAppointments(client: UpstreamClient, groupId: string, size: number) {
  return client.invoke(patientGroups.clinicAppointments, { params: { id: groupId }, query: { size } });
}
