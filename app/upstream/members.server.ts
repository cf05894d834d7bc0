import type { z } from "zod";
import { type memberSchema, patients } from "@contract/patients";
import { providers } from "@contract/providers";
import type { UpstreamClient } from "./client.server";

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
  return client.invoke(patients.members, { params: { id: orgId }, query: params });
}

/**
 * GET /api/performers/patients-with-metrics: the signed-in provider's own patients (a care plan
 * they own, an appointment with them); `params` come from `myPatientsParams`.
 */
export function getMyPatients(
  client: UpstreamClient,
  params: Record<string, string | number | boolean | undefined>,
) {
  return client.invoke(providers.patientsWithMetrics, { query: params });
}

/**
 * GET /api/organizations/{id}/patients/filters: the values the list's exact filters take in the
 * organization's tree (decision 029). Not in the documented contract: a backend without it answers
 * 404, and the list offers text boxes instead.
 */
export function getMemberFilterValues(client: UpstreamClient, orgId: string) {
  return client.invoke(patients.memberFilters, { params: { id: orgId } });
}
