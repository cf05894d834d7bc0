import type { z } from "zod";
import { appointments, type clinicLaneSchema } from "@contract/appointments";
import type { UpstreamClient } from "./client.server";

/** Public clinics with their lanes on a day, and the open days (spec part 2 §3, §7). */

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
  return client.invoke(appointments.publicClinicLanes, {
    params: { orgId: organizationId },
    query,
    anonymous: options.anonymous,
  });
}

/** Days with open slots, as MM/dd/yyyy. */
export function getOpenDays(
  client: UpstreamClient,
  organizationId: string,
  query: { targetPatientId?: string; taskId?: string; vaccineType?: string },
  options: { anonymous?: boolean } = {},
) {
  return client.invoke(appointments.openDays, {
    params: { id: organizationId },
    query,
    anonymous: options.anonymous,
  });
}
