import { inPath, staff } from "./access";
import { defineCalls } from "./call";
import { id, instant, pageOf, paging } from "./common";
import { z } from "./zod";

/**
 * An organization's patient groups (spec part 2 §1, §3 type GROUP, §7; the contract is decision
 * 027): a group is an organization of type GROUP directly under the organization; its members are
 * read with `GET /api/organizations/{groupId}/patients` (the patients area).
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

export const patientGroupAnalyticsSchema = z
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
export const clinicSuggestionSchema = servingClinicSchema
  .omit({ assignedAt: true })
  .extend({ distanceKm: z.number().nonnegative().nullish() });

/** A lane ahead at a clinic serving the group: when, where, and how full. */
export const groupLaneSchema = z
  .object({
    id,
    clinicId: id,
    clinicName: z.string(),
    timeZone: z.string().nullish(),
    startDate: instant,
    endDate: instant,
    capacity: z.number().int().nonnegative().nullish(),
    booked: z.number().int().nonnegative().nullish(),
  })
  .passthrough();

const SERVING = "Staff choose the clinics that serve a patient group (decision 027).";

export const patientGroups = defineCalls("patientGroups", {
  // Patient groups (decision 027): the organization's, or the group's, in the path.
  list: {
    method: "GET",
    path: "/api/organizations/organizationPatientGroups/{id}",
    summary: "A page of an organization's patient groups, by name",
    source: { documented: "part 2 §7 Organizations (GET /organizationPatientGroups/{id})" },
    access: staff("organizations.read", inPath),
    query: z.object({ name: z.string().optional(), ...paging }),
    responses: { 200: { json: pageOf(patientGroupSchema) } },
  },
  analytics: {
    method: "GET",
    path: "/api/organizations/{id}/patientgroups-analytics",
    summary: "Each group's members and how many have an appointment ahead (the largest groups)",
    source: { documented: "part 2 §7 Organizations (further reads: patientgroups-analytics)" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: patientGroupAnalyticsSchema } },
  },
  clinicSuggestions: {
    method: "GET",
    path: "/api/organizations/{id}/getClinicSuggestionsForPatientGroup",
    summary: "The clinics of the group's organization not serving it yet, nearest first",
    source: { documented: "part 2 §7 Organizations (GET /{id}/getClinicSuggestionsForPatientGroup)" },
    access: staff("organizations.read", inPath),
    query: z.object({ limit: z.coerce.number().int().optional() }),
    responses: { 200: { json: z.array(clinicSuggestionSchema) } },
  },
  servingClinics: {
    method: "GET",
    path: "/api/organizations/clinic-patient-groups/{id}",
    summary: "The clinics serving a patient group",
    source: { documented: "part 2 §7 Organizations (further reads: /clinic-patient-groups/{id})" },
    access: staff("organizations.read", inPath),
    responses: { 200: { json: z.array(servingClinicSchema) } },
  },
  clinicAppointments: {
    method: "GET",
    path: "/api/organizations/clinic-patient-groups/{id}/clinic-appointment",
    summary: "The lanes not yet over at the clinics serving a patient group, soonest first",
    source: {
      documented:
        "part 2 §7 Organizations (further reads: /clinic-patient-groups/{id} with /clinic-appointment)",
    },
    access: staff("organizations.read", inPath),
    query: z.object({ size: z.coerce.number().int().optional() }),
    responses: { 200: { json: z.array(groupLaneSchema) } },
  },
  assignClinic: {
    method: "POST",
    path: "/api/organizations/clinic-patient-groups/{id}",
    summary: "Assigns a clinic of the group's organization to serve it (twice changes nothing)",
    source: { extension: SERVING },
    access: staff("organizations.edit", inPath),
    body: { json: z.object({ clinicId: z.string() }).passthrough() },
    responses: { 200: { json: servingClinicSchema }, 201: { json: servingClinicSchema } },
  },
  unassignClinic: {
    method: "DELETE",
    path: "/api/organizations/clinic-patient-groups/{id}/{clinicId}",
    summary: "Stops a clinic serving a patient group",
    source: { extension: SERVING },
    access: staff("organizations.edit", inPath),
    responses: { 204: { empty: true } },
  },
});
