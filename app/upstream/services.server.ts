import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { stringOrNumber, upstreamId as id } from "./schemas.server";

/** Public service types (spec part 2 §7 "Patients and family"). */

export const serviceTypeSchema = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullish(),
    price: stringOrNumber.nullish(),
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

const serviceWithCarePlansSchema = z
  .object({
    id,
    carePlans: z
      .array(z.object({ id, name: z.string(), durationDays: z.number().nullish() }).passthrough())
      .nullish()
      .transform((plans) => plans ?? []),
  })
  .passthrough();

/**
 * GET /api/meta/getServiceTypesWithCarePlans: the service types that come with a care plan for
 * this patient, each with the plans it brings (decision 045).
 */
export function getServiceTypesWithCarePlans(
  client: UpstreamClient,
  options: { patientId: string; language: string },
) {
  return client.call("/api/meta/getServiceTypesWithCarePlans", {
    query: { patientId: options.patientId },
    headers: { "Content-Language": options.language },
    schema: z.array(serviceWithCarePlansSchema),
  });
}
