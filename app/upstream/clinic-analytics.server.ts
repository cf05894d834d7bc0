import type { z } from "zod";
import {
  clinicAnalytics,
  type activeClinic,
  type clinicAppointmentCounts,
  type clinicVaccinations,
  type laneStats,
  type mobileClinic,
  type clinicFigures,
  type dayCounts,
} from "@contract/clinic-analytics";
import type { UpstreamClient } from "./client.server";

/**
 * Counts over the lanes of an organization's clinics (spec part 2 §7: `clinics-analytics`,
 * `/api/lanes/scheduling-counts`, `/api/lanes/active-clinics`; the answers' shape is decision
 * 033). Dates on the wire are MM/dd/yyyy, each counted at its clinic's wall clock.
 */

export type ClinicFigures = z.output<typeof clinicFigures>;

/** Per clinic of the tree: lanes, places and bookings by status over [startDate, endDate]. */
export function getClinicsAnalytics(
  client: UpstreamClient,
  orgId: string,
  startDate: string,
  endDate: string,
) {
  return client.invoke(clinicAnalytics.clinics, { params: { id: orgId }, query: { startDate, endDate } });
}

export type DayCounts = z.output<typeof dayCounts>;

/** Bookings by status per day that has any, over the tree's clinics. */
export function getSchedulingCounts(
  client: UpstreamClient,
  orgId: string,
  startDate: string,
  endDate: string,
) {
  return client.invoke(clinicAnalytics.schedulingCounts, {
    query: { organizationId: orgId, startDate, endDate },
  });
}

export type ActiveClinic = z.output<typeof activeClinic>;

/** The tree's clinics with an active lane on the day, with their first start and last end. */
export function getActiveClinics(client: UpstreamClient, orgId: string, date: string) {
  return client.invoke(clinicAnalytics.activeClinics, { query: { organizationId: orgId, date } });
}

export type ClinicVaccinations = z.output<typeof clinicVaccinations>;

/** Per clinic of the tree: vaccination appointments by vaccine type and status over the range. */
export function getVaccinationStatus(
  client: UpstreamClient,
  orgId: string,
  startDate: string,
  endDate: string,
) {
  return client.invoke(clinicAnalytics.vaccinationStatus, {
    params: { id: orgId },
    query: { startDate, endDate },
  });
}

export type LaneStats = z.output<typeof laneStats>;

/** The tree's lanes, places and bookings by status, added up over the range. */
export function getAggregatedStats(
  client: UpstreamClient,
  orgId: string,
  startDate: string,
  endDate: string,
) {
  return client.invoke(clinicAnalytics.aggregatedStats, {
    query: { organizationId: orgId, startDate, endDate },
  });
}

/** Every clinic's lanes, places and bookings by status over the range (a scope everywhere only). */
export function getAllClinicsAggregatedStats(client: UpstreamClient, startDate: string, endDate: string) {
  return client.invoke(clinicAnalytics.allClinicsAggregatedStats, { query: { startDate, endDate } });
}

export type ClinicAppointmentCounts = z.output<typeof clinicAppointmentCounts>;

/** Per clinic of the tree: active lanes and booked appointments from now on. */
export function getClinicAppointmentCounts(client: UpstreamClient, orgId: string) {
  return client.invoke(clinicAnalytics.appointmentCounts, { params: { id: orgId } });
}

export type MobileClinic = z.output<typeof mobileClinic>;

/** The tree's clinics whose pod type is mobile vaccine service, by name. */
export function getMobileVaccineClinics(client: UpstreamClient, orgId: string) {
  return client.invoke(clinicAnalytics.mobileVaccineClinics, { query: { organizationId: orgId } });
}
