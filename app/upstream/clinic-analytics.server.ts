import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { upstreamId as id, upstreamTimeZone } from "./schemas.server";

/**
 * Counts over the lanes of an organization's clinics (spec part 2 §7: `clinics-analytics`,
 * `/api/lanes/scheduling-counts`, `/api/lanes/active-clinics`; the answers' shape is decision
 * 033). Dates on the wire are MM/dd/yyyy, each counted at its clinic's wall clock.
 */

const count = z.number().int().nonnegative();

const clinicFiguresSchema = z
  .object({
    clinicId: id,
    name: z.string(),
    timeZone: upstreamTimeZone,
    lanes: count,
    capacity: count,
    scheduled: count,
    completed: count,
    cancelled: count,
    missed: count,
  })
  .passthrough();
export type ClinicFigures = z.output<typeof clinicFiguresSchema>;

/** Per clinic of the tree: lanes, places and bookings by status over [startDate, endDate]. */
export function getClinicsAnalytics(
  client: UpstreamClient,
  orgId: string,
  startDate: string,
  endDate: string,
) {
  return client.call(`/api/organizations/${encodeURIComponent(orgId)}/clinics-analytics`, {
    query: { startDate, endDate },
    schema: z.array(clinicFiguresSchema),
  });
}

const dayCountsSchema = z
  .object({ date: z.string(), scheduled: count, completed: count, cancelled: count, missed: count })
  .passthrough();
export type DayCounts = z.output<typeof dayCountsSchema>;

/** Bookings by status per day that has any, over the tree's clinics. */
export function getSchedulingCounts(
  client: UpstreamClient,
  orgId: string,
  startDate: string,
  endDate: string,
) {
  return client.call("/api/lanes/scheduling-counts", {
    query: { organizationId: orgId, startDate, endDate },
    schema: z.array(dayCountsSchema),
  });
}

const activeClinicSchema = z
  .object({
    clinicId: id,
    lanes: count,
    capacity: count,
    booked: count,
    firstStart: z.string().nullish(),
    lastEnd: z.string().nullish(),
  })
  .passthrough();
export type ActiveClinic = z.output<typeof activeClinicSchema>;

/** The tree's clinics with an active lane on the day, with their first start and last end. */
export function getActiveClinics(client: UpstreamClient, orgId: string, date: string) {
  return client.call("/api/lanes/active-clinics", {
    query: { organizationId: orgId, date },
    schema: z.array(activeClinicSchema),
  });
}
