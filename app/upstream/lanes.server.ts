import type { UndoItem } from "~/domain/lanes";
import type { z } from "zod";
import { lanes, type lane } from "@contract/lanes";
import type { UpstreamClient } from "./client.server";

/** Clinic lanes and their mass actions (spec part 1 §3, part 2 §7 "Clinic setup and lanes"). */

export type Lane = z.output<typeof lane>;

/** Lanes of one day; dates on the wire are MM/dd/yyyy. */
export function getLanes(client: UpstreamClient, orgId: string, wireDate: string) {
  return getLanesBetween(client, orgId, wireDate, wireDate);
}

/** Active lanes from one day to another, both included (MM/dd/yyyy). */
export function getLanesBetween(client: UpstreamClient, orgId: string, startDate: string, endDate: string) {
  return client.invoke(lanes.list, {
    params: { id: orgId },
    query: { startDate, endDate, status: "ACTIVE" },
  });
}

export function getPatientCount(client: UpstreamClient, orgId: string, laneIds: readonly string[]) {
  return client.invoke(lanes.patientCount, {
    params: { id: orgId },
    query: { clinicAppointmentIds: laneIds.join(",") },
  });
}

function idempotency(key: string | undefined) {
  return key ? { "Idempotency-Key": key } : undefined;
}

export function reschedule(
  client: UpstreamClient,
  orgId: string,
  input: { clinicAppointmentIds: string[]; host: string | null; dateString: string | null; diff: number },
  key?: string,
) {
  return client.invoke(lanes.reschedule, { params: { id: orgId }, json: input, headers: idempotency(key) });
}

/**
 * Undoes a reschedule. The batch is in the path; the undo items (spec part 1 §3), when the app
 * still has them, are the body, so a backend that does not remember the batch can undo it.
 */
export function undoReschedule(client: UpstreamClient, orgId: string, batchId: string, items?: UndoItem[]) {
  return client.invoke(lanes.undoReschedule, {
    params: { id: orgId, batchId },
    ...(items?.length ? { json: items } : {}),
  });
}

export function cancelLanes(
  client: UpstreamClient,
  orgId: string,
  input: { clinicAppointmentIds: string[]; cancellationReason: string },
  key?: string,
) {
  return client.invoke(lanes.cancel, { params: { id: orgId }, json: input, headers: idempotency(key) });
}

/** Any 2xx is success, even with an empty or unreadable body (spec part 1 §8). */
export function undoCancel(client: UpstreamClient, orgId: string, clinicAppointmentIds: string[]) {
  return client.invoke(lanes.undoCancel, { params: { id: orgId }, json: { clinicAppointmentIds } });
}

export function notifyPatients(
  client: UpstreamClient,
  orgId: string,
  input: { clinicAppointmentIds: string[]; message: string },
  key?: string,
) {
  return client.invoke(lanes.notify, { params: { id: orgId }, json: input, headers: idempotency(key) });
}
