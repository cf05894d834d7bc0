import type { UndoItem } from "~/domain/lanes";
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { upstreamId as id, upstreamInstantOrMs, upstreamTimeZone } from "./schemas.server";

/** Clinic lanes and their mass actions (spec part 1 §3, part 2 §7 "Clinic setup and lanes"). */

export const laneSchema = z
  .object({
    id,
    clinicId: id.nullish(),
    clinicName: z.string().nullish(),
    timeZone: upstreamTimeZone,
    host: z.object({ id, name: z.string() }).passthrough().nullish(),
    startDate: upstreamInstantOrMs,
    endDate: upstreamInstantOrMs,
    status: z.string().nullish(),
    patientCount: z.number().nullish(),
  })
  .passthrough();
export type Lane = z.output<typeof laneSchema>;

const base = (orgId: string) => `/api/organizations/${encodeURIComponent(orgId)}`;

/** Lanes of one day; dates on the wire are MM/dd/yyyy. */
export function getLanes(client: UpstreamClient, orgId: string, wireDate: string) {
  return getLanesBetween(client, orgId, wireDate, wireDate);
}

/** Active lanes from one day to another, both included (MM/dd/yyyy). */
export function getLanesBetween(client: UpstreamClient, orgId: string, startDate: string, endDate: string) {
  return client.call(`${base(orgId)}/clinic-appointments`, {
    query: { startDate, endDate, status: "ACTIVE" },
    schema: z.array(laneSchema),
  });
}

export function getPatientCount(client: UpstreamClient, orgId: string, laneIds: readonly string[]) {
  return client.call(`${base(orgId)}/clinic-appointment-patient-count`, {
    query: { clinicAppointmentIds: laneIds.join(",") },
    schema: z.union([
      z.object({ count: z.number() }).passthrough(),
      z.number().transform((count) => ({ count })),
    ]),
  });
}

const batchSchema = z.object({ batchId: id }).passthrough();

function idempotency(key: string | undefined) {
  return key ? { "Idempotency-Key": key } : undefined;
}

export function reschedule(
  client: UpstreamClient,
  orgId: string,
  input: { clinicAppointmentIds: string[]; host: string | null; dateString: string | null; diff: number },
  key?: string,
) {
  return client.call(`${base(orgId)}/reschedule-clinic-appointments`, {
    method: "PUT",
    json: input,
    schema: batchSchema,
    headers: idempotency(key),
  });
}

/**
 * Undoes a reschedule. The batch is in the path; the undo items (spec part 1 §3), when the app
 * still has them, are the body, so a backend that does not remember the batch can undo it.
 */
export function undoReschedule(client: UpstreamClient, orgId: string, batchId: string, items?: UndoItem[]) {
  return client.call(`${base(orgId)}/undo-reschedule-clinic-appointments/${encodeURIComponent(batchId)}`, {
    method: "PUT",
    ...(items?.length ? { json: items } : {}),
  });
}

export function cancelLanes(
  client: UpstreamClient,
  orgId: string,
  input: { clinicAppointmentIds: string[]; cancellationReason: string },
  key?: string,
) {
  return client.call(`${base(orgId)}/cancel-clinic-appointments`, {
    method: "PUT",
    json: input,
    headers: idempotency(key),
  });
}

/** Any 2xx is success, even with an empty or unreadable body (spec part 1 §8). */
export function undoCancel(client: UpstreamClient, orgId: string, clinicAppointmentIds: string[]) {
  return client.call(`${base(orgId)}/undo-cancel-clinic-appointments`, {
    method: "PUT",
    json: { clinicAppointmentIds },
  });
}

export function notifyPatients(
  client: UpstreamClient,
  orgId: string,
  input: { clinicAppointmentIds: string[]; message: string },
  key?: string,
) {
  return client.call(`${base(orgId)}/notify-clinic-appointment-patients`, {
    method: "PUT",
    json: input,
    headers: idempotency(key),
  });
}
