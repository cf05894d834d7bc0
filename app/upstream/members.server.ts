import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { pageOf } from "./organizations.server";
import { upstreamId } from "./schemas.server";

export const memberSchema = z
  .object({
    id: upstreamId,
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    fullName: z.string().nullish(),
    dateOfBirth: z.string().nullish(),
    gender: z.string().nullish(),
    sex: z.string().nullish(),
    phoneNumber: z.string().nullish(),
    email: z.string().nullish(),
    language: z.string().nullish(),
    postalCode: z.string().nullish(),
    profileCompleteness: z.number().nullish(),
    carePlans: z
      .array(
        z
          .object({ id: upstreamId, name: z.string().nullish(), carePlanStatus: z.string().nullish() })
          .passthrough(),
      )
      .nullish(),
    lastActive: z.string().nullish(),
  })
  .passthrough();
export type Member = z.output<typeof memberSchema>;

/**
 * GET /api/organizations/{id}/patients (spec part 2 §7; default page size 100, -1 = all) with
 * every filter of decision 020; `params` come from `memberListParams`.
 */
export function getMembers(
  client: UpstreamClient,
  orgId: string,
  params: Record<string, string | number | boolean | undefined>,
) {
  return client.call(`/api/organizations/${encodeURIComponent(orgId)}/patients`, {
    query: params,
    schema: pageOf(memberSchema),
  });
}

export const myPatientSchema = memberSchema.extend({
  treatmentStatus: z.string().nullish(),
  organizations: z.array(upstreamId).nullish(),
});

/**
 * GET /api/performers/patients-with-metrics: the signed-in provider's own patients (a care plan
 * they own, an appointment with them); `params` come from `myPatientsParams`.
 */
export function getMyPatients(
  client: UpstreamClient,
  params: Record<string, string | number | boolean | undefined>,
) {
  return client.call("/api/performers/patients-with-metrics", {
    query: params,
    schema: pageOf(myPatientSchema),
  });
}

/**
 * GET /api/organizations/{id}/patients/filters: the values the list's exact filters take in the
 * organization's tree (decision 029). Not in the documented contract: a backend without it answers
 * 404, and the list offers text boxes instead.
 */
export function getMemberFilterValues(client: UpstreamClient, orgId: string) {
  return client.call(`/api/organizations/${encodeURIComponent(orgId)}/patients/filters`, {
    schema: z.record(z.array(z.string().max(200)).max(500)),
  });
}
