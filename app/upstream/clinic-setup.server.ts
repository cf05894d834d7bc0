import { z } from "zod";
import type { UpstreamClient, UpstreamFailure } from "./client.server";
import { laneSchema } from "./lanes.server";
import { upstreamId as id } from "./schemas.server";

/**
 * A clinic's set-up (spec part 2 §7 "Clinic setup and lanes", part 1 §7 "Schedules"; the contract
 * where the spec names only the call is decision 032). Dates on the wire are MM/dd/yyyy, times
 * "HH:mm" at the clinic's wall clock; the clinic is the `{id}` of every call.
 */

const base = (clinicId: string) => `/api/organizations/${encodeURIComponent(clinicId)}`;
const schedule = (orgId: string) => `/api/schedule/${encodeURIComponent(orgId)}`;

/** A lane as the day's pages show it: the lanes page's lane with its capacity and vaccine. */
export const clinicLaneSchema = laneSchema.extend({
  capacity: z.number().int().nullish(),
  slotMinutes: z.number().int().nullish(),
  inventoryType: z.string().nullish(),
  manufacturer: z.string().nullish(),
});
export type ClinicLane = z.output<typeof clinicLaneSchema>;

/** The clinic's active lanes of one day (MM/dd/yyyy), by start. */
export function getDayLanes(client: UpstreamClient, clinicId: string, wireDate: string) {
  return client.call(`${base(clinicId)}/clinic-appointments`, {
    query: { startDate: wireDate, endDate: wireDate, status: "ACTIVE" },
    schema: z.array(clinicLaneSchema),
  });
}

/** One lane (`GET /api/lanes/{id}`). */
export function getLane(client: UpstreamClient, laneId: string) {
  return client.call(`/api/lanes/${encodeURIComponent(laneId)}`, { schema: clinicLaneSchema });
}

const clinicDaySchema = z
  .object({
    date: z.string(),
    closed: z.boolean(),
    open: z.string().nullish(),
    close: z.string().nullish(),
    signedOff: z.object({ by: z.string(), at: z.string() }).passthrough().nullish(),
  })
  .passthrough();
export type ClinicDay = z.output<typeof clinicDaySchema>;

/** The day's hours and whether it is signed off (`GET /api/organizations/clinic-schedule/{id}`). */
export function getClinicDay(client: UpstreamClient, clinicId: string, wireDate: string) {
  return client.call(`/api/organizations/clinic-schedule/${encodeURIComponent(clinicId)}`, {
    query: { date: wireDate },
    schema: clinicDaySchema,
  });
}

export interface LaneInput {
  date: string;
  startTime: string;
  endTime: string;
  hostId: string;
  capacity: number;
  slotMinutes: number;
}

export function addLane(client: UpstreamClient, clinicId: string, input: LaneInput) {
  return client.call(`${base(clinicId)}/clinic-appointment`, {
    method: "POST",
    json: input,
    schema: clinicLaneSchema,
  });
}

export function updateLane(client: UpstreamClient, clinicId: string, laneId: string, input: LaneInput) {
  return client.call(`${base(clinicId)}/clinic-appointment`, {
    method: "PUT",
    json: { id: laneId, ...input },
    schema: clinicLaneSchema,
  });
}

export function setVaccineInfo(
  client: UpstreamClient,
  clinicId: string,
  laneId: string,
  info: { inventoryType: string | null; manufacturer: string | null },
) {
  return client.call(`${base(clinicId)}/clinic-vaccine-info/${encodeURIComponent(laneId)}`, {
    method: "PUT",
    json: info,
  });
}

const deletedSchema = z.object({ deleted: z.number(), patientCount: z.number() }).passthrough();

export function deleteLane(client: UpstreamClient, clinicId: string, laneId: string) {
  return client.call(`${base(clinicId)}/clinic-appointment/${encodeURIComponent(laneId)}`, {
    method: "DELETE",
    schema: deletedSchema,
  });
}

export function bulkDeleteLanes(client: UpstreamClient, clinicId: string, laneIds: readonly string[]) {
  return client.call(`${base(clinicId)}/clinic-appointments/bulk-delete`, {
    method: "POST",
    json: { uuidList: laneIds },
    schema: deletedSchema,
  });
}

export function signDayOff(client: UpstreamClient, clinicId: string, wireDate: string) {
  return client.call(`${base(clinicId)}/clinic-day-sign-off`, { method: "PUT", json: { date: wireDate } });
}

const checkBreakSchema = z
  .object({ needsBreak: z.boolean(), continuousMinutes: z.number().nullish() })
  .passthrough();

export function checkBreak(
  client: UpstreamClient,
  clinicId: string,
  input: { hostId: string; date: string; startTime: string; endTime: string; laneId?: string },
) {
  return client.call(`${base(clinicId)}/clinic-appointment/check-break`, {
    query: input,
    schema: checkBreakSchema,
  });
}

const auditSchema = z
  .object({
    id,
    laneId: id.nullish(),
    date: z.string(),
    action: z.string(),
    actor: z.string(),
    at: z.string(),
    details: z.record(z.unknown()).nullish(),
  })
  .passthrough();
export type LaneAudit = z.output<typeof auditSchema>;

export function getLaneAudits(client: UpstreamClient, clinicId: string, wireDate?: string) {
  return client.call(`${base(clinicId)}/clinic-appointment-audits`, {
    query: wireDate ? { date: wireDate } : {},
    schema: z.array(auditSchema),
  });
}

const hourlySchema = z.array(
  z
    .object({ hour: z.number().int(), lanes: z.number(), capacity: z.number(), booked: z.number() })
    .passthrough(),
);

/** Per hour of the day (isoDate "yyyy-MM-dd" in the path, where slashes cannot go). */
export function getHourlyCounts(client: UpstreamClient, clinicId: string, isoDate: string) {
  return client.call(
    `/api/organizations/hourly-clinic-counts/${encodeURIComponent(clinicId)}/${encodeURIComponent(isoDate)}`,
    { schema: hourlySchema },
  );
}

const summaryChartSchema = z
  .object({ labels: z.array(z.string()), booked: z.array(z.number()), available: z.array(z.number()) })
  .passthrough();

export function getHourlySummary(client: UpstreamClient, clinicId: string, wireDate: string) {
  return client.call(`${base(clinicId)}/hourly-summary-chart-data`, {
    query: { date: wireDate },
    schema: summaryChartSchema,
  });
}

const weekdayHoursSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    open: z.string().nullish(),
    close: z.string().nullish(),
  })
  .passthrough();

const hoursSchema = z
  .object({
    inherited: z.boolean().default(false),
    inheritedFrom: id.nullish(),
    defaultHours: z.object({ open: z.string(), close: z.string() }).nullish(),
    days: z.array(weekdayHoursSchema),
  })
  .passthrough();
export type HoursOfOperation = z.output<typeof hoursSchema>;

export function getHoursOfOperation(client: UpstreamClient, orgId: string) {
  return client.call(`${schedule(orgId)}/hoursOfOperation`, { schema: hoursSchema });
}

export function getParentHours(client: UpstreamClient, orgId: string) {
  return client.call(`${schedule(orgId)}/hoursOfOperationParent`, { schema: hoursSchema.nullable() });
}

/**
 * Saves the week. Unless `confirmClosing`, a week that would close or shorten a day with booked lanes
 * (leaving them outside its hours) is not
 * saved: the upstream answers 409 CLOSES_BOOKED_LANES with those lanes (`closingLanesOf`).
 */
export function setRegularSchedule(
  client: UpstreamClient,
  orgId: string,
  days: ReadonlyArray<{ weekday: number; open: string | null; close: string | null }>,
  confirmClosing = false,
) {
  return client.call(`${schedule(orgId)}/regular`, {
    method: "POST",
    json: confirmClosing ? { days, confirmClosing: true } : { days },
  });
}

const closingSchema = z
  .object({
    code: z.literal("CLOSES_BOOKED_LANES"),
    laneCount: z.number().int().nonnegative(),
    lanes: z
      .array(
        z
          .object({
            id,
            clinicName: z.string().nullish(),
            date: z.string(),
            startTime: z.string(),
            endTime: z.string(),
            host: z.object({ id: id.nullish(), name: z.string().nullish() }).passthrough().nullish(),
            /** The day closes; else the lane falls outside the day's shorter hours. */
            closed: z.boolean().nullish(),
            patients: z.array(z.object({ id, name: z.string() }).passthrough()),
          })
          .passthrough(),
      )
      .max(500),
  })
  .passthrough();
export type ClosingLanes = z.output<typeof closingSchema>;

/** The booked lanes a refused week would close, or null when the failure is another. */
export function closingLanesOf(failure: UpstreamFailure): ClosingLanes | null {
  if (failure.kind !== "conflict" || failure.code !== "CLOSES_BOOKED_LANES") return null;
  const parsed = closingSchema.safeParse(failure.body);
  return parsed.success ? parsed.data : null;
}

const specialDateSchema = z
  .object({
    date: z.string(),
    closed: z.boolean(),
    open: z.string().nullish(),
    close: z.string().nullish(),
    note: z.string().nullish(),
  })
  .passthrough();

export function getSpecialDates(client: UpstreamClient, orgId: string) {
  return client.call(`${schedule(orgId)}/special`, { schema: z.array(specialDateSchema) });
}

export function addSpecialDate(
  client: UpstreamClient,
  orgId: string,
  input: { date: string; closed: boolean; open: string | null; close: string | null; note: string | null },
) {
  return client.call(`${schedule(orgId)}/special`, {
    method: "POST",
    json: input,
    schema: specialDateSchema,
  });
}
