import type { z } from "zod";
import { carePlans, type serviceType } from "@contract/care-plans";
import type { UpstreamClient } from "./client.server";

/** Public service types (spec part 2 §7 "Patients and family"; contract/care-plans.ts). */

export type ServiceType = z.output<typeof serviceType>;

/** GET /api/meta/getAllPublicServiceType with the page language as Content-Language. */
export function getPublicServiceTypes(
  client: UpstreamClient,
  options: { language: string; targetId?: string; anonymous?: boolean },
) {
  return client.invoke(carePlans.publicServiceTypes, {
    query: { targetId: options.targetId, fetchCarePlan: false },
    headers: { "Content-Language": options.language },
    anonymous: options.anonymous,
  });
}

/**
 * GET /api/meta/getServiceTypesWithCarePlans: the service types that come with a care plan for
 * this patient, each with the plans it brings (decision 045).
 */
export function getServiceTypesWithCarePlans(
  client: UpstreamClient,
  options: { patientId: string; language: string },
) {
  return client.invoke(carePlans.serviceTypesWithCarePlans, {
    query: { patientId: options.patientId },
    headers: { "Content-Language": options.language },
  });
}
