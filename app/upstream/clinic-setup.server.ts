import type { z } from "zod";
import {
  clinicSetup,
  closingLanes,
  type clinicDay,
  type hoursOfOperation,
  type laneAudit,
  type setupActivity,
} from "@contract/clinic-setup";
import { lanes, type clinicLane } from "@contract/lanes";
import type { UpstreamClient, UpstreamFailure } from "./client.server";

/**
 * A clinic's set-up (spec part 2 §7 "Clinic setup and lanes", part 1 §7 "Schedules"; the contract
 * where the spec names only the call is decision 032). Dates on the wire are MM/dd/yyyy, times
 * "HH:mm" at the clinic's wall clock; the clinic is the `{id}` of every call.
 */

/** A lane as the day's pages show it: the lanes page's lane with its capacity and vaccine. */
export type ClinicLane = z.output<typeof clinicLane>;

/** The clinic's active lanes of one day (MM/dd/yyyy), by start. */
export function getDayLanes(client: UpstreamClient, clinicId: string, wireDate: string) {
  return client.invoke(lanes.list, {
    params: { id: clinicId },
    query: { startDate: wireDate, endDate: wireDate, status: "ACTIVE" },
  });
}

/** One lane (`GET /api/lanes/{id}`). */
export function getLane(client: UpstreamClient, laneId: string) {
  return client.invoke(lanes.get, { params: { id: laneId } });
}

export type ClinicDay = z.output<typeof clinicDay>;

/** The day's hours and whether it is signed off (`GET /api/organizations/clinic-schedule/{id}`). */
export function getClinicDay(client: UpstreamClient, clinicId: string, wireDate: string) {
  return client.invoke(clinicSetup.day, { params: { id: clinicId }, query: { date: wireDate } });
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
  return client.invoke(clinicSetup.addLane, { params: { id: clinicId }, json: input });
}

export function updateLane(client: UpstreamClient, clinicId: string, laneId: string, input: LaneInput) {
  return client.invoke(clinicSetup.updateLane, { params: { id: clinicId }, json: { id: laneId, ...input } });
}

export function setVaccineInfo(
  client: UpstreamClient,
  clinicId: string,
  laneId: string,
  info: { inventoryType: string | null; manufacturer: string | null },
) {
  return client.invoke(clinicSetup.vaccineInfo, { params: { id: clinicId, laneId }, json: info });
}

export function deleteLane(client: UpstreamClient, clinicId: string, laneId: string) {
  return client.invoke(clinicSetup.removeLane, { params: { id: clinicId, slot: laneId } });
}

export function bulkDeleteLanes(client: UpstreamClient, clinicId: string, laneIds: readonly string[]) {
  return client.invoke(clinicSetup.bulkDelete, { params: { id: clinicId }, json: { uuidList: laneIds } });
}

export function signDayOff(client: UpstreamClient, clinicId: string, wireDate: string) {
  return client.invoke(clinicSetup.signOff, { params: { id: clinicId }, json: { date: wireDate } });
}

export function checkBreak(
  client: UpstreamClient,
  clinicId: string,
  input: { hostId: string; date: string; startTime: string; endTime: string; laneId?: string },
) {
  return client.invoke(clinicSetup.checkBreak, { params: { id: clinicId }, query: input });
}

export type LaneAudit = z.output<typeof laneAudit>;

export function getLaneAudits(client: UpstreamClient, clinicId: string, wireDate?: string) {
  return client.invoke(clinicSetup.audits, {
    params: { id: clinicId },
    query: wireDate ? { date: wireDate } : {},
  });
}

/** Per hour of the day (isoDate "yyyy-MM-dd" in the path, where slashes cannot go). */
export function getHourlyCounts(client: UpstreamClient, clinicId: string, isoDate: string) {
  return client.invoke(clinicSetup.hourlyCounts, { params: { id: clinicId, date: isoDate } });
}

export function getHourlySummary(client: UpstreamClient, clinicId: string, wireDate: string) {
  return client.invoke(clinicSetup.hourlySummary, { params: { id: clinicId }, query: { date: wireDate } });
}

export type HoursOfOperation = z.output<typeof hoursOfOperation>;

export function getHoursOfOperation(client: UpstreamClient, orgId: string) {
  return client.invoke(clinicSetup.hours, { params: { id: orgId } });
}

export function getParentHours(client: UpstreamClient, orgId: string) {
  return client.invoke(clinicSetup.parentHours, { params: { id: orgId } });
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
  return client.invoke(clinicSetup.setRegular, {
    params: { id: orgId },
    json: confirmClosing ? { days, confirmClosing: true } : { days },
  });
}

export type ClosingLanes = z.output<typeof closingLanes>;

/** The booked lanes a refused week would close, or null when the failure is another. */
export function closingLanesOf(failure: UpstreamFailure): ClosingLanes | null {
  if (failure.kind !== "conflict" || failure.code !== "CLOSES_BOOKED_LANES") return null;
  const parsed = closingLanes.safeParse(failure.body);
  return parsed.success ? parsed.data : null;
}

export function getSpecialDates(client: UpstreamClient, orgId: string) {
  return client.invoke(clinicSetup.specials, { params: { id: orgId } });
}

export function addSpecialDate(
  client: UpstreamClient,
  orgId: string,
  input: { date: string; closed: boolean; open: string | null; close: string | null; note: string | null },
) {
  return client.invoke(clinicSetup.addSpecial, { params: { id: orgId }, json: input });
}

export type SetupActivity = z.output<typeof setupActivity>;

/** One page of the set-up activity log, newest first (`GET /api/organizations/{id}/clinic-setup/activities`). */
export function getSetupActivities(client: UpstreamClient, orgId: string, page: number, size: number) {
  return client.invoke(clinicSetup.activities, { params: { id: orgId }, query: { page, size } });
}
