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
    phoneNumber: z.string().nullish(),
    email: z.string().nullish(),
    language: z.string().nullish(),
  })
  .passthrough();

/** GET /api/organizations/{id}/patients (spec part 2 §7; default page size 100, -1 = all). */
export function getMembers(
  client: UpstreamClient,
  orgId: string,
  query: { page: number; size: number; fullName?: string; asc?: boolean },
) {
  return client.call(`/api/organizations/${encodeURIComponent(orgId)}/patients`, {
    query: { page: query.page, size: query.size, fullName: query.fullName, asc: query.asc },
    schema: pageOf(memberSchema),
  });
}
