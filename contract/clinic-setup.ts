import { inPath, staff } from "./access";
import { defineCalls } from "./call";
import { id, instant, pageOf, pathId, stringOrNumber } from "./common";
import { clinicLane } from "./lanes";
import { z } from "./zod";

/**
 * A clinic's set-up (spec part 2 §7 "Clinic setup and lanes", part 1 §7 "Schedules"; the contract
 * where the spec names only the call is decision 032): one lane added, changed or deleted, bulk
 * delete, check-break, vaccine info, day sign-off, the lane audit, hourly counts and the hours of
 * operation. Dates on the wire are MM/dd/yyyy, times "HH:mm" at the clinic's wall clock; the clinic
 * (or, for the schedule, the organization) is the `{id}` of every call.
 */

export const clinicDay = z
  .object({
    date: z.string(),
    closed: z.boolean(),
    open: z.string().nullish(),
    close: z.string().nullish(),
    signedOff: z.object({ by: z.string(), at: z.string() }).passthrough().nullish(),
  })
  .passthrough();

/** A lane's POST and PUT body (the PUT adds the lane's `id`). */
const laneInput = z
  .object({
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    hostId: stringOrNumber,
    capacity: z.coerce.number(),
    slotMinutes: z.coerce.number(),
  })
  .passthrough();

export const deleted = z.object({ deleted: z.number(), patientCount: z.number() }).passthrough();

export const checkBreak = z
  .object({ needsBreak: z.boolean(), continuousMinutes: z.number().nullish() })
  .passthrough();

export const laneAudit = z
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

export const hourlyCounts = z.array(
  z
    .object({ hour: z.number().int(), lanes: z.number(), capacity: z.number(), booked: z.number() })
    .passthrough(),
);

export const hourlySummary = z
  .object({ labels: z.array(z.string()), booked: z.array(z.number()), available: z.array(z.number()) })
  .passthrough();

const weekdayHours = z
  .object({
    weekday: z.number().int().min(0).max(6),
    open: z.string().nullish(),
    close: z.string().nullish(),
  })
  .passthrough();

export const hoursOfOperation = z
  .object({
    inherited: z.boolean().default(false),
    inheritedFrom: id.nullish(),
    defaultHours: z.object({ open: z.string(), close: z.string() }).nullish(),
    days: z.array(weekdayHours),
  })
  .passthrough();

/**
 * The 409 CLOSES_BOOKED_LANES body of a week that would close or shorten a day with booked lanes
 * (the first lanes, with their booked patients, and the totals).
 */
export const closingLanes = z
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

export const specialDate = z
  .object({
    date: z.string(),
    closed: z.boolean(),
    open: z.string().nullish(),
    close: z.string().nullish(),
    note: z.string().nullish(),
  })
  .passthrough();

/**
 * One line of the set-up activity log: who changed which setting (`action`: HOURS_SET,
 * SPECIAL_DATE_SET, DAY_SIGNED_OFF, or another a backend adds), when, and to what (`details`).
 */
export const setupActivity = z
  .object({
    id,
    action: z.string(),
    actor: z.string(),
    at: instant,
    details: z.record(z.unknown()).nullish(),
  })
  .passthrough();

// A clinic's set-up (decision 032): the clinic in the path.
const SETUP_READ = staff(["lanes.read", "organizations.read"], inPath);
const SETUP_EDIT = staff("clinicSetup.edit", inPath);

export const clinicSetup = defineCalls("clinicSetup", {
  day: {
    method: "GET",
    path: "/api/organizations/clinic-schedule/{id}",
    summary: "A clinic's hours on a day and whether the day is signed off",
    source: { documented: "part 2 §7 Organizations (/clinic-schedule/{id})" },
    access: SETUP_READ,
    query: z.object({ date: z.string().optional() }),
    responses: { 200: { json: clinicDay } },
  },
  addLane: {
    method: "POST",
    path: "/api/organizations/{id}/clinic-appointment",
    summary: "Adds a lane to a clinic's day",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: SETUP_EDIT,
    body: { json: laneInput },
    responses: { 201: { json: clinicLane } },
  },
  updateLane: {
    method: "PUT",
    path: "/api/organizations/{id}/clinic-appointment",
    summary: "Changes a lane of the clinic (its id in the body)",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: SETUP_EDIT,
    body: { json: laneInput.extend({ id: stringOrNumber }) },
    responses: { 200: { json: clinicLane } },
  },
  removeLane: {
    method: "DELETE",
    path: "/api/organizations/{id}/clinic-appointment/{slot}",
    summary: "Deletes a lane; its booked appointments are cancelled",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: SETUP_EDIT,
    responses: { 200: { json: deleted } },
  },
  bulkDelete: {
    method: "POST",
    path: "/api/organizations/{id}/clinic-appointments/bulk-delete",
    summary: "Deletes the chosen lanes of the clinic",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: SETUP_EDIT,
    body: { json: z.object({ uuidList: z.array(stringOrNumber) }).passthrough() },
    responses: { 200: { json: deleted } },
  },
  vaccineInfo: {
    method: "PUT",
    path: "/api/organizations/{id}/clinic-vaccine-info/{laneId}",
    summary: "Sets the vaccine (inventory type and manufacturer) a lane gives",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: SETUP_EDIT,
    body: {
      json: z
        .object({ inventoryType: z.string().nullish(), manufacturer: z.string().nullish() })
        .passthrough(),
    },
    responses: { 200: { empty: true } },
  },
  signOff: {
    method: "PUT",
    path: "/api/organizations/{id}/clinic-day-sign-off",
    summary: "Signs a clinic's day off: its lanes cannot change any more",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: SETUP_EDIT,
    body: { json: z.object({ date: z.string() }).passthrough() },
    responses: { 200: { empty: true } },
  },
  checkBreak: {
    method: "GET",
    path: "/api/organizations/{id}/clinic-appointment/check-break",
    summary: "Whether a host would work too long without a break with this lane",
    source: { documented: "part 2 §7 Organizations (clinic-appointment/check-break)" },
    access: SETUP_READ,
    query: z.object({
      hostId: z.string().optional(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      laneId: z.string().optional(),
    }),
    responses: { 200: { json: checkBreak } },
  },
  audits: {
    method: "GET",
    path: "/api/organizations/{id}/clinic-appointment-audits",
    summary: "The clinic's lane audit (who added, changed or deleted which lane), of a day or the latest",
    source: { documented: "part 2 §7 Organizations (clinic-appointment-audits)" },
    access: SETUP_READ,
    query: z.object({ date: z.string().optional(), size: z.coerce.number().int().optional() }),
    responses: { 200: { json: z.array(laneAudit) } },
  },
  hourlyCounts: {
    method: "GET",
    path: "/api/organizations/hourly-clinic-counts/{id}/{date}",
    summary: "Per hour of a clinic's day (yyyy-MM-dd): lanes open, places and bookings",
    source: { documented: "part 2 §7 Organizations (hourly-clinic-counts/{a}/{b})" },
    access: SETUP_READ,
    params: z.object({ id: pathId, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Not a yyyy-MM-dd date") }),
    responses: { 200: { json: hourlyCounts } },
  },
  hourlySummary: {
    method: "GET",
    path: "/api/organizations/{id}/hourly-summary-chart-data",
    summary: "Booked against available places per hour of a clinic's day, as a chart's series",
    source: { documented: "part 2 §7 Organizations (hourly-summary-chart-data)" },
    access: SETUP_READ,
    query: z.object({ date: z.string() }),
    responses: { 200: { json: hourlySummary } },
  },
  hours: {
    method: "GET",
    path: "/api/schedule/{id}/hoursOfOperation",
    summary: "The weekly hours that apply to an organization (its own or inherited)",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: SETUP_READ,
    responses: { 200: { json: hoursOfOperation } },
  },
  parentHours: {
    method: "GET",
    path: "/api/schedule/{id}/hoursOfOperationParent",
    summary: "The weekly hours of the organization's parent, or null at a root",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: SETUP_READ,
    responses: { 200: { json: hoursOfOperation.nullable() } },
  },
  regular: {
    method: "GET",
    path: "/api/schedule/{id}/regular",
    summary: "The organization's own regular weekly schedule",
    source: { documented: "part 1 §7 Schedules" },
    access: SETUP_READ,
    responses: { 200: { json: z.object({ days: z.array(weekdayHours) }).passthrough() } },
  },
  setRegular: {
    method: "POST",
    path: "/api/schedule/{id}/regular",
    summary:
      "Saves the regular weekly schedule; a week closing days with booked lanes answers 409 CLOSES_BOOKED_LANES unless confirmClosing",
    source: { documented: "part 1 §7 Schedules" },
    access: SETUP_EDIT,
    body: {
      json: z
        .object({
          days: z.array(
            z
              .object({
                weekday: z.coerce.number(),
                open: z.string().nullish(),
                close: z.string().nullish(),
              })
              .passthrough(),
          ),
          confirmClosing: z.boolean().optional(),
        })
        .passthrough(),
    },
    responses: { 200: { empty: true } },
  },
  specials: {
    method: "GET",
    path: "/api/schedule/{id}/special",
    summary: "The organization's special dates (closed, or other hours)",
    source: { documented: "part 1 §7 Schedules" },
    access: SETUP_READ,
    responses: { 200: { json: z.array(specialDate) } },
  },
  addSpecial: {
    method: "POST",
    path: "/api/schedule/{id}/special",
    summary: "Adds (or replaces) a special date in the future",
    source: { documented: "part 1 §7 Schedules" },
    access: SETUP_EDIT,
    body: {
      json: z
        .object({
          date: z.string(),
          closed: z.union([z.boolean(), z.string()]).optional(),
          open: z.string().nullish(),
          close: z.string().nullish(),
          note: z.string().nullish(),
        })
        .passthrough(),
    },
    responses: { 201: { json: specialDate } },
  },
  activities: {
    method: "GET",
    path: "/api/organizations/{id}/clinic-setup/activities",
    summary:
      "The organization's clinic set-up activity log (hours, special dates, days signed off), newest first, paged",
    source: { documented: "part 2 §7 Organizations (clinic-setup/activities)" },
    access: SETUP_READ,
    query: z.object({
      page: z.coerce.number().int().nonnegative().optional(),
      size: z.coerce.number().int().optional(),
    }),
    responses: { 200: { json: pageOf(setupActivity) } },
  },
});
