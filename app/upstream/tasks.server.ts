import { z } from "zod";
import type { CallOptions, UpstreamClient, UpstreamResult } from "./client.server";
import { addressSchema, pageOf } from "./organizations.server";
import { stringOrNumber, upstreamId as id, upstreamTimeZone } from "./schemas.server";

/** Tasks and appointments (spec part 2 §7 "Tasks and appointments"). */

export const taskSchema = z
  .object({
    id,
    patientId: id.nullish(),
    patientName: z.string().nullish(),
    name: z.string().nullish(),
    status: z.string().nullish(),
    currentStatus: z.string().nullish(),
    taskType: z.string().nullish(),
    taskTypeId: z.number().nullish(),
    goalName: z.string().nullish(),
    dueDate: z.string().nullish(),
    location: z
      .object({
        id,
        name: z.string().nullish(),
        address: addressSchema.nullish(),
        timeZoneId: upstreamTimeZone,
      })
      .passthrough()
      .nullish(),
    clinicAppointmentId: id.nullish(),
    clinicAppointmentResource: z.object({ id }).passthrough().nullish(),
    additionalLaneId: id.nullish(),
    inventoryName: z.string().nullish(),
    serviceTypeId: id.nullish(),
    testResult: stringOrNumber.nullish(),
    /** The lab's order for a test sent to it, and whether staff have called about its result (decision 024). */
    elisOrderId: id.nullish(),
    isContacted: z.boolean().nullish(),
    assessmentId: id.nullish(),
    invoiceId: id.nullish(),
    /** Staff's side (decision 025): who performs it, staff's notes, the vaccine given, a test's observation. */
    performerId: id.nullish(),
    performerName: z.string().nullish(),
    notes: z.string().nullish(),
    vaccineInfo: z
      .object({
        manufacturer: z.string(),
        lotNumber: z.string(),
        doseNumber: z.number().int(),
        injectionSite: z.string(),
        expiryDate: z.string(),
        administeredAt: z.string(),
      })
      .passthrough()
      .nullish(),
    observationStatus: z.string().nullish(),
    education: z
      .object({ title: z.string().nullish(), summary: z.string().nullish(), body: z.string().nullish() })
      .passthrough()
      .nullish(),
  })
  .passthrough();
export type Task = z.output<typeof taskSchema>;

/** Headers of the no-session booking variant (registration). */
export interface RegistrationPass {
  code: string;
  token: string;
}

export function passOptions(
  pass: RegistrationPass | undefined,
): Pick<CallOptions<undefined>, "anonymous" | "headers"> {
  if (!pass) return {};
  return {
    anonymous: true,
    headers: { "X-Registration-Code": pass.code, "X-Registration-Token": pass.token },
  };
}

export function getAppointments(client: UpstreamClient, patientId: string) {
  return client.call(`/api/tasks/${encodeURIComponent(patientId)}/appointments`, {
    schema: z.array(taskSchema),
  });
}

export function getFamilyAppointments(client: UpstreamClient, patientId: string) {
  return client.call(`/api/tasks/${encodeURIComponent(patientId)}/family-member-appointments`, {
    schema: z.array(taskSchema),
  });
}

/**
 * The patient's assessments still to answer, newest first: `GET /api/tasks/{id}/assessments`, a
 * call the specification does not name (its patient reads are appointments only), so that one
 * staff asked for again, which belongs to no care plan, reaches the patient too. `data: null`
 * when the backend has no such call (404): its plans' questionnaires are then all there is.
 */
export async function getAssessmentsToAnswer(
  client: UpstreamClient,
  patientId: string,
): Promise<UpstreamResult<Task[] | null>> {
  const result = await client.call(`/api/tasks/${encodeURIComponent(patientId)}/assessments`, {
    schema: z.array(taskSchema),
  });
  if (!result.ok && result.kind === "http" && result.status === 404)
    return { ok: true, status: 404, data: null };
  return result;
}

/** An appointment task of a care plan, in one of its ACTIVE goals (spec part 2 §7). */
export const goalAppointmentSchema = z
  .object({
    id,
    name: z.string().nullish(),
    status: z.string().nullish(),
    week: z.number().int().nullish(),
    /** yyyy-mm-dd, the plan's start and the task's week. */
    dueDate: z.string().nullish(),
    goalName: z.string().nullish(),
    carePlanId: id.nullish(),
    carePlanName: z.string().nullish(),
    location: z.object({ id, name: z.string().nullish() }).passthrough().nullish(),
  })
  .passthrough();

/** The appointments of the patient's care plans that sit in an ACTIVE goal. */
export function getAppointmentsInActiveGoals(client: UpstreamClient, patientId: string) {
  return client.call(`/api/tasks/${encodeURIComponent(patientId)}/appointments-in-active-goals`, {
    schema: z.array(goalAppointmentSchema),
  });
}

export function getTask(client: UpstreamClient, taskId: string, pass?: RegistrationPass) {
  return client.call(`/api/tasks/${encodeURIComponent(taskId)}`, {
    schema: taskSchema,
    ...passOptions(pass),
  });
}

export interface SlotBooking {
  locationId: string;
  /** ISO 8601 instant of the slot. */
  dueDate: string;
  clinicAppointmentId: string;
}

export function checkSlotOpen(client: UpstreamClient, booking: SlotBooking, pass?: RegistrationPass) {
  return client.call("/api/tasks/check-for-slot-open", {
    method: "POST",
    json: booking,
    schema: z.object({ open: z.boolean() }).passthrough(),
    ...passOptions(pass),
  });
}

/** A first appointment: a new appointment task for the patient (`id` is the patient). */
export function bookFirstAppointment(
  client: UpstreamClient,
  booking: SlotBooking & { id: string; performerId?: string; serviceTypeId?: string },
  pass?: RegistrationPass,
) {
  return client.call("/api/tasks/book-first-appointment-for-patient", {
    method: "PUT",
    json: booking,
    schema: taskSchema,
    ...passOptions(pass),
  });
}

/** Books or moves an existing appointment task (`id` is the task). */
export function bookAppointment(
  client: UpstreamClient,
  booking: SlotBooking & { id: string; patientId: string; additionalLaneId?: string },
  pass?: RegistrationPass,
) {
  return client.call("/api/tasks/bookAppointment/mini", {
    method: "PUT",
    json: booking,
    schema: taskSchema,
    ...passOptions(pass),
  });
}

export function cancelAppointment(client: UpstreamClient, patientId: string, taskId: string) {
  return client.call("/api/tasks/bookAppointment/cancel", { method: "PUT", query: { patientId, taskId } });
}

export function completeTask(client: UpstreamClient, taskId: string) {
  return client.call(`/api/tasks/${encodeURIComponent(taskId)}/complete`, { method: "PUT" });
}

export function downloadTestResult(client: UpstreamClient, taskId: string) {
  return client.fetch(`/api/elis/test-result/${encodeURIComponent(taskId)}/pdf`, {
    headers: { Accept: "application/pdf" },
  });
}

/** A test's lab order (the requisition with its status), by the lab's order id. */
export function downloadLabOrder(client: UpstreamClient, elisOrderId: string) {
  return client.fetch(`/api/elis/order-result/${encodeURIComponent(elisOrderId)}/pdf`, {
    headers: { Accept: "application/pdf" },
  });
}

/** Records whether staff have contacted the patient about a lab order's result. */
export function updateIsContacted(client: UpstreamClient, elisOrderId: string, isContacted: boolean) {
  return client.call(`/api/elis/updateIsContacted/${encodeURIComponent(elisOrderId)}`, {
    method: "PUT",
    query: { isContacted },
  });
}

export function downloadInvoice(client: UpstreamClient, invoiceId: string) {
  return client.fetch(`/api/paymentCart/download/invoice/${encodeURIComponent(invoiceId)}`, {
    headers: { Accept: "application/pdf" },
  });
}

/** A clinic's tasks for staff, filtered, sorted and paged by the upstream (decision 022). */
export function listLocationTasks(
  client: UpstreamClient,
  locationId: string,
  params: Record<string, string | number | boolean | undefined>,
) {
  return client.call(`/api/tasks/${encodeURIComponent(locationId)}/location`, {
    query: params,
    schema: pageOf(taskSchema.extend({ patientDateOfBirth: z.string().nullish() })),
  });
}

/** Staff cancel an appointment; the upstream refunds a paid one (spec part 2 §4). */
export function cancelTask(client: UpstreamClient, taskId: string) {
  return client.call(`/api/tasks/${encodeURIComponent(taskId)}/cancel`, { method: "PUT" });
}

/** Cancels a clinic's open appointments due in the range (MM/dd/yyyy, both ends included). */
export function bulkCancel(
  client: UpstreamClient,
  locationId: string,
  dueDateFrom: string,
  dueDateTo: string,
) {
  return client.call("/api/tasks/bulk-cancel", {
    method: "PUT",
    query: { locationId, dueDateFrom, dueDateTo },
    schema: z.object({ cancelled: z.number().int(), patients: z.number().int() }).passthrough(),
  });
}

/** A provider's appointments over days of the user's zone (MM/dd/yyyy, both included; decision 023). */
export function getPerformerAppointments(
  client: UpstreamClient,
  performerId: string,
  dateFrom: string,
  dateTo: string,
) {
  return client.call(`/api/performers/${encodeURIComponent(performerId)}/appointments`, {
    query: { dateFrom, dateTo },
    schema: z.array(taskSchema),
  });
}

/** An organization's appointments (its clinics') over days of the user's zone. */
export function getOrganizationAppointments(
  client: UpstreamClient,
  orgId: string,
  dateFrom: string,
  dateTo: string,
) {
  return client.call(`/api/performers/organization/${encodeURIComponent(orgId)}/appointments`, {
    query: { dateFrom, dateTo },
    schema: z.array(taskSchema),
  });
}

const taskPath = (taskId: string, tail = "") => `/api/tasks/${encodeURIComponent(taskId)}${tail}`;

/** Changes the fields sent: name, notes, status (not COMPLETED or CANCELLED), performerId (decision 025). */
export function updateTask(
  client: UpstreamClient,
  taskId: string,
  change: { name?: string; notes?: string | null; status?: string; performerId?: string },
) {
  return client.call(taskPath(taskId), { method: "PUT", json: change, schema: taskSchema });
}

/** Records the vaccine given: expiryDate MM/dd/yyyy, administeredAt an ISO instant. */
export function putVaccineInfo(
  client: UpstreamClient,
  taskId: string,
  info: {
    manufacturer: string;
    lotNumber: string;
    doseNumber: number;
    injectionSite: string;
    expiryDate: string;
    administeredAt: string;
  },
) {
  return client.call(taskPath(taskId, "/vaccineInfo"), { method: "PUT", json: info, schema: taskSchema });
}

/** Removes the vaccine's record, and the second dose's (`task2`) with it. */
export function deleteVaccineInfo(client: UpstreamClient, taskId: string, task2?: string) {
  return client.call(taskPath(taskId, "/vaccineInfo"), { method: "DELETE", query: { task2 } });
}

/** A test's observation status (spec part 2 §3 care plan statuses). */
export function putObservationStatus(client: UpstreamClient, taskId: string, status: string) {
  return client.call(taskPath(taskId, "/observationStatus"), {
    method: "PUT",
    json: { status },
    schema: taskSchema,
  });
}

/** Takes the performer off an open appointment. */
export function removePerformer(client: UpstreamClient, taskId: string) {
  return client.call(taskPath(taskId, "/performer"), { method: "DELETE" });
}
