import { record, staff, inPath } from "./access";
import { defineCalls } from "./call";
import { id, instantOrMs, stringOrNumber, timeZone } from "./common";
import { z } from "./zod";

/**
 * Clinic lanes (clinic appointments) of an organization and its branches, and their mass actions
 * (spec part 1 §3 and §7 "Clinic lanes, per organization", part 2 §7 "Clinic setup and lanes").
 * Dates on the wire are MM/dd/yyyy; a reschedule, a cancel and a notification may carry an
 * `Idempotency-Key` header (the same key answers the first result again and changes nothing).
 */

/** A lane as the lanes page shows it. */
export const lane = z
  .object({
    id,
    clinicId: id.nullish(),
    clinicName: z.string().nullish(),
    timeZone,
    host: z.object({ id, name: z.string() }).passthrough().nullish(),
    startDate: instantOrMs,
    endDate: instantOrMs,
    status: z.string().nullish(),
    patientCount: z.number().nullish(),
  })
  .passthrough();

/** A lane as the clinic's day pages show it: the lanes page's lane with its capacity and vaccine. */
export const clinicLane = lane.extend({
  capacity: z.number().int().nullish(),
  slotMinutes: z.number().int().nullish(),
  inventoryType: z.string().nullish(),
  manufacturer: z.string().nullish(),
});

/** The lanes chosen for a mass action: a list of ids (or, as some backends take it, one comma-separated string). */
const laneIds = z.union([z.array(stringOrNumber), z.string()]);

const batch = z.object({ batchId: id }).passthrough();

/**
 * One undo item (spec part 1 §3): where a lane was before the reschedule (milliseconds), its
 * host then, and the days it was moved.
 */
const undoItem = z
  .object({
    clinicAppointmentId: stringOrNumber,
    startDate: z.number(),
    endDate: z.number(),
    host: z.union([z.object({ id: stringOrNumber }).passthrough(), z.string()]).nullish(),
    // Whole days; the reference names a fraction next to the item, with the item's other faults.
    diff: z.number(),
  })
  .passthrough();

const LANES_READ = staff("lanes.read", inPath);
const LANES_ACT = staff("lanes.act", inPath);

export const lanes = defineCalls("lanes", {
  // Lanes (clinic appointments) of an organization and its branches.
  list: {
    method: "GET",
    path: "/api/organizations/{id}/clinic-appointments",
    summary: "The lanes of an organization and its branches from one day to another (MM/dd/yyyy)",
    source: { documented: "part 2 §7 Organizations (clinic-appointments)" },
    access: LANES_READ,
    query: z.object({
      startDate: z.string(),
      endDate: z.string().optional(),
      status: z.string().optional(),
      inventoryName: z.string().optional(),
    }),
    responses: { 200: { json: z.array(clinicLane) } },
  },
  patientCount: {
    method: "GET",
    path: "/api/organizations/{id}/clinic-appointment-patient-count",
    summary: "How many patients are booked into the chosen lanes",
    source: { documented: "part 1 §7 Clinic lanes, per organization (patient count)" },
    access: LANES_READ,
    query: z.object({ clinicAppointmentIds: z.string().optional() }),
    responses: {
      200: {
        json: z.union([
          z.object({ count: z.number() }).passthrough(),
          z.number().transform((count) => ({ count })),
        ]),
      },
    },
  },
  reschedule: {
    method: "PUT",
    path: "/api/organizations/{id}/reschedule-clinic-appointments",
    summary: "Moves the chosen lanes to another day or host; answers the batch to undo",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: LANES_ACT,
    body: {
      json: z
        .object({
          clinicAppointmentIds: laneIds,
          host: stringOrNumber.nullish(),
          dateString: z.string().nullish(),
          diff: z.number().nullish(),
        })
        .passthrough(),
    },
    responses: { 200: { json: batch } },
  },
  undoReschedule: {
    method: "PUT",
    path: "/api/organizations/{id}/undo-reschedule-clinic-appointments/{batchId}",
    summary: "Undoes a reschedule; the undo items, when sent, let a backend that forgot the batch undo it",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: LANES_ACT,
    body: { json: z.array(undoItem).optional() },
    responses: { 200: { empty: true } },
  },
  cancel: {
    method: "PUT",
    path: "/api/organizations/{id}/cancel-clinic-appointments",
    summary: "Cancels the chosen lanes with a reason",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: LANES_ACT,
    body: {
      json: z.object({ clinicAppointmentIds: laneIds, cancellationReason: z.string() }).passthrough(),
    },
    responses: { 200: { empty: true } },
  },
  undoCancel: {
    method: "PUT",
    path: "/api/organizations/{id}/undo-cancel-clinic-appointments",
    summary:
      "Restores the chosen lanes from their latest cancellation (any 2xx is success, even without a body)",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: LANES_ACT,
    body: { json: z.object({ clinicAppointmentIds: laneIds.optional() }).passthrough() },
    responses: { 200: { empty: true } },
  },
  notify: {
    method: "PUT",
    path: "/api/organizations/{id}/notify-clinic-appointment-patients",
    summary: "Sends a message to the patients booked into the chosen lanes",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: LANES_ACT,
    body: { json: z.object({ clinicAppointmentIds: laneIds, message: z.string() }).passthrough() },
    responses: { 200: { empty: true } },
  },
  get: {
    method: "GET",
    path: "/api/lanes/{id}",
    summary: "One lane with its capacity and vaccine",
    source: { documented: "part 2 §7 Clinic setup and lanes" },
    access: staff("lanes.read", record("lane", { path: "id" })),
    responses: { 200: { json: clinicLane } },
  },
});
