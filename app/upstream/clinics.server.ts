import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { addressSchema } from "./organizations.server";
import { upstreamId as id, upstreamInstant, upstreamTimeZone } from "./schemas.server";

/** Public clinics with their lanes on a day, and the open days (spec part 2 §3, §7). */

export const clinicLaneSchema = z
  .object({
    id,
    clinicId: id,
    status: z.string().nullish(),
    startDate: upstreamInstant,
    endDate: upstreamInstant,
    inventoryType: z.string().nullish(),
    manufacturer: z.string().nullish(),
    slotMinutes: z.number().int().positive().nullish(),
    capacity: z.number().int().nonnegative().nullish(),
    host: z.object({ id, name: z.string().nullish() }).passthrough().nullish(),
    bookings: z
      .array(z.object({ dueDate: z.string(), count: z.number().int().nonnegative() }).passthrough())
      .nullish()
      .transform((v) => v ?? []),
    /** The clinics of every page, when the search was paged (`size`); absent from older answers. */
    clinicsTotal: z.number().int().nonnegative().nullish(),
    clinic: z
      .object({
        id,
        name: z.string(),
        timeZone: upstreamTimeZone,
        address: addressSchema.nullish(),
        /** Miles from the search's origin; absent (older answers) or null (no place known). */
        distanceMiles: z.number().nonnegative().nullish(),
      })
      .passthrough(),
  })
  .passthrough();
export type ClinicLane = z.output<typeof clinicLaneSchema>;

/**
 * GET /api/organizations/organizationublicClinics/{orgId}/allDateV2 (the documented path, spelled as
 * documented) with date MM/DD/YYYY, vaccine, manufacture and targetPatientId; and, added by the
 * reference upstream (issue 38 §5), where distances are from (`lat`/`lng` or `originZip`), the
 * `zip` and `miles` filters and a page of clinics nearest first (`page`, `size`).
 */
export function getClinicLanes(
  client: UpstreamClient,
  organizationId: string,
  query: {
    date: string;
    vaccine: string;
    manufacture: string;
    targetPatientId?: string;
    state?: string;
    lat?: number;
    lng?: number;
    originZip?: string;
    zip?: string;
    miles?: number;
    page?: number;
    size?: number;
  },
  options: { anonymous?: boolean } = {},
) {
  return client.call(
    `/api/organizations/organizationublicClinics/${encodeURIComponent(organizationId)}/allDateV2`,
    {
      query,
      schema: z.array(clinicLaneSchema),
      anonymous: options.anonymous,
    },
  );
}

/** Days with open slots, as MM/dd/yyyy. */
export function getOpenDays(
  client: UpstreamClient,
  organizationId: string,
  query: { targetPatientId?: string; taskId?: string; vaccineType?: string },
  options: { anonymous?: boolean } = {},
) {
  return client.call(
    `/api/organizations/${encodeURIComponent(organizationId)}/clinic-appointments/open-days`,
    {
      query,
      schema: z.array(z.string()),
      anonymous: options.anonymous,
    },
  );
}
