import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { upstreamId as id } from "./schemas.server";

/** Public service types (spec part 2 §7 "Patients and family"). */

export const serviceTypeSchema = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullish(),
    price: z.union([z.string(), z.number()]).nullish(),
    free: z.boolean().nullish(),
    attributes: z
      .object({ free: z.union([z.boolean(), z.string()]).nullish(), vaccineType: z.string().nullish() })
      .passthrough()
      .nullish(),
  })
  .passthrough();
export type ServiceType = z.output<typeof serviceTypeSchema>;

/** GET /api/meta/getAllPublicServiceType with the page language as Content-Language. */
export function getPublicServiceTypes(
  client: UpstreamClient,
  options: { language: string; targetId?: string; anonymous?: boolean },
) {
  return client.call("/api/meta/getAllPublicServiceType", {
    query: { targetId: options.targetId, fetchCarePlan: false },
    headers: { "Content-Language": options.language },
    schema: z.array(serviceTypeSchema),
    anonymous: options.anonymous,
  });
}
