import { inPath, staff } from "./access";
import { defineCalls } from "./call";
import { id, timeZone } from "./common";
import { z } from "./zod";

/**
 * Counts over the lanes of an organization's clinics (spec part 2 §7: `clinics-analytics`,
 * `/api/lanes/scheduling-counts`, `/api/lanes/active-clinics`; the answers' shape is decision
 * 033). Dates on the wire are MM/dd/yyyy, each counted at its clinic's wall clock; a range is at
 * most 92 days.
 */

const count = z.number().int().nonnegative();

export const clinicFigures = z
  .object({
    clinicId: id,
    name: z.string(),
    timeZone,
    lanes: count,
    capacity: count,
    scheduled: count,
    completed: count,
    cancelled: count,
    missed: count,
  })
  .passthrough();

export const dayCounts = z
  .object({ date: z.string(), scheduled: count, completed: count, cancelled: count, missed: count })
  .passthrough();

export const activeClinic = z
  .object({
    clinicId: id,
    lanes: count,
    capacity: count,
    booked: count,
    firstStart: z.string().nullish(),
    lastEnd: z.string().nullish(),
  })
  .passthrough();

/**
 * One clinic's vaccination appointments over a range, per vaccine type (the service type's
 * `vaccineType`): given (completed), still to give (scheduled), missed and cancelled.
 */
export const clinicVaccinations = z
  .object({
    clinicId: id,
    name: z.string(),
    timeZone,
    vaccines: z.array(
      z
        .object({
          vaccineType: z.string(),
          vaccinated: count,
          scheduled: count,
          missed: count,
          cancelled: count,
        })
        .passthrough(),
    ),
  })
  .passthrough();

/** Lanes, places and bookings by status added up over a set of clinics and a range of days. */
export const laneStats = z
  .object({
    clinics: count,
    activeClinics: count,
    lanes: count,
    capacity: count,
    scheduled: count,
    completed: count,
    cancelled: count,
    missed: count,
  })
  .passthrough();

/** A clinic's lanes and bookings from now on. */
export const clinicAppointmentCounts = z
  .object({ clinicId: id, upcomingLanes: count, upcomingAppointments: count })
  .passthrough();

/** A clinic of the tree whose pod type is mobile vaccine service. */
export const mobileClinic = z
  .object({
    id,
    name: z.string(),
    podType: z.string().nullish(),
    timeZone: z.string().nullish(),
    address: z.object({ city: z.string().nullish(), state: z.string().nullish() }).passthrough().nullish(),
  })
  .passthrough();

const range = { startDate: z.string(), endDate: z.string() };

// Clinics analytics, scheduling counts and active clinics (decision 033): the organization whose
// tree's clinics are counted.
const TREE_IN_QUERY = staff(["lanes.read", "organizations.read"], {
  organization: { query: "organizationId" },
});

export const clinicAnalytics = defineCalls("clinicAnalytics", {
  clinics: {
    method: "GET",
    path: "/api/organizations/{id}/clinics-analytics",
    summary: "Per clinic of the tree: lanes, places and bookings by status over a range of days",
    source: { documented: "part 2 §7 Organizations (clinics-analytics)" },
    access: staff(["lanes.read", "organizations.read"], inPath),
    query: z.object(range),
    responses: { 200: { json: z.array(clinicFigures) } },
  },
  schedulingCounts: {
    method: "GET",
    path: "/api/lanes/scheduling-counts",
    summary: "Bookings by status per day that has any, over the tree's clinics",
    source: { documented: "part 2 §7 Clinic setup and lanes (scheduling-counts)" },
    access: TREE_IN_QUERY,
    query: z.object({ organizationId: z.string(), ...range }),
    responses: { 200: { json: z.array(dayCounts) } },
  },
  activeClinics: {
    method: "GET",
    path: "/api/lanes/active-clinics",
    summary: "The tree's clinics with an active lane on a day, with their first start and last end",
    source: { documented: "part 2 §7 Clinic setup and lanes (active-clinics)" },
    access: TREE_IN_QUERY,
    query: z.object({ organizationId: z.string(), date: z.string() }),
    responses: { 200: { json: z.array(activeClinic) } },
  },
  vaccinationStatus: {
    method: "GET",
    path: "/api/organizations/clinics-vaccination-status/with-date-range/{id}",
    summary:
      "Per clinic of the tree: vaccination appointments by vaccine type and status over a range of days",
    source: { documented: "part 2 §7 Organizations (clinics-vaccination-status/with-date-range)" },
    access: staff(["lanes.read", "organizations.read"], inPath),
    query: z.object(range),
    responses: { 200: { json: z.array(clinicVaccinations) } },
  },
  aggregatedStats: {
    method: "GET",
    path: "/api/lanes/aggregated-stats",
    summary: "The tree's clinics' lanes, places and bookings by status, added up over a range of days",
    source: { documented: "part 2 §7 Clinic setup and lanes (aggregated-stats)" },
    access: TREE_IN_QUERY,
    query: z.object({ organizationId: z.string(), ...range }),
    responses: { 200: { json: laneStats } },
  },
  // "(and all-clinics variants)": every clinic of the network, so only an account whose scope is
  // everywhere may read it.
  allClinicsAggregatedStats: {
    method: "GET",
    path: "/api/lanes/all-clinics/aggregated-stats",
    summary: "Every clinic's lanes, places and bookings by status, added up over a range of days",
    source: { documented: "part 2 §7 Clinic setup and lanes (aggregated-stats, all-clinics variant)" },
    access: staff(["lanes.read", "organizations.read"], { organization: "network" }),
    query: z.object(range),
    responses: { 200: { json: laneStats } },
  },
  appointmentCounts: {
    method: "GET",
    path: "/api/organizations/{id}/clinic-appointment-counts",
    summary: "Per clinic of the tree: active lanes and booked appointments from now on",
    source: { documented: "part 2 §7 Organizations (clinic-appointment-counts)" },
    access: staff(["lanes.read", "organizations.read"], inPath),
    responses: { 200: { json: z.array(clinicAppointmentCounts) } },
  },
  // The spec's path names no organization; the tree is the query's, as the lanes calls' is.
  mobileVaccineClinics: {
    method: "GET",
    path: "/api/organizations/clinics/pod-type/mobile-vaccine-service",
    summary: "The tree's clinics whose pod type is mobile vaccine service, by name",
    source: { documented: "part 2 §7 Organizations (/clinics/pod-type/mobile-vaccine-service)" },
    access: TREE_IN_QUERY,
    query: z.object({ organizationId: z.string() }),
    responses: { 200: { json: z.array(mobileClinic) } },
  },
});
