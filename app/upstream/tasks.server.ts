import type { z } from "zod";
import { pathOf } from "@contract/call";
import { appointments, goalAppointmentSchema, taskSchema } from "@contract/appointments";
import { providers } from "@contract/providers";
import type { CallOptions, UpstreamClient, UpstreamResult } from "./client.server";

/** Tasks and appointments (spec part 2 §7 "Tasks and appointments"). */

export { goalAppointmentSchema, taskSchema };
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
  return client.invoke(appointments.patientAppointments, { params: { id: patientId } });
}

export function getFamilyAppointments(client: UpstreamClient, patientId: string) {
  return client.invoke(appointments.familyAppointments, { params: { id: patientId } });
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
  const result = await client.invoke(appointments.assessmentsToAnswer, { params: { id: patientId } });
  if (!result.ok && result.kind === "http" && result.status === 404)
    return { ok: true, status: 404, data: null };
  return result;
}

/** The appointments of the patient's care plans that sit in an ACTIVE goal. */
export function getAppointmentsInActiveGoals(client: UpstreamClient, patientId: string) {
  return client.invoke(appointments.appointmentsInActiveGoals, { params: { id: patientId } });
}

export function getTask(client: UpstreamClient, taskId: string, pass?: RegistrationPass) {
  return client.invoke(appointments.get, { params: { id: taskId }, ...passOptions(pass) });
}

export interface SlotBooking {
  locationId: string;
  /** ISO 8601 instant of the slot. */
  dueDate: string;
  clinicAppointmentId: string;
}

export function checkSlotOpen(client: UpstreamClient, booking: SlotBooking, pass?: RegistrationPass) {
  return client.invoke(appointments.checkSlotOpen, { json: booking, ...passOptions(pass) });
}

/** A first appointment: a new appointment task for the patient (`id` is the patient). */
export function bookFirstAppointment(
  client: UpstreamClient,
  booking: SlotBooking & { id: string; performerId?: string; serviceTypeId?: string },
  pass?: RegistrationPass,
) {
  return client.invoke(appointments.bookFirst, { json: booking, ...passOptions(pass) });
}

/** Books or moves an existing appointment task (`id` is the task). */
export function bookAppointment(
  client: UpstreamClient,
  booking: SlotBooking & { id: string; patientId: string; additionalLaneId?: string },
  pass?: RegistrationPass,
) {
  return client.invoke(appointments.book, { json: booking, ...passOptions(pass) });
}

export function cancelAppointment(client: UpstreamClient, patientId: string, taskId: string) {
  return client.invoke(appointments.cancelBooking, { query: { patientId, taskId } });
}

export function completeTask(client: UpstreamClient, taskId: string) {
  return client.invoke(appointments.complete, { params: { id: taskId } });
}

export function downloadTestResult(client: UpstreamClient, taskId: string) {
  const entry = appointments.testResultPdf;
  return client.fetch(pathOf(entry, { taskId }), {
    method: entry.method,
    headers: { Accept: "application/pdf" },
  });
}

/** A test's lab order (the requisition with its status), by the lab's order id. */
export function downloadLabOrder(client: UpstreamClient, elisOrderId: string) {
  const entry = appointments.labOrderPdf;
  return client.fetch(pathOf(entry, { id: elisOrderId }), {
    method: entry.method,
    headers: { Accept: "application/pdf" },
  });
}

/** Records whether staff have contacted the patient about a lab order's result. */
export function updateIsContacted(client: UpstreamClient, elisOrderId: string, isContacted: boolean) {
  return client.invoke(appointments.updateIsContacted, {
    params: { id: elisOrderId },
    query: { isContacted },
  });
}

export function downloadInvoice(client: UpstreamClient, invoiceId: string) {
  const entry = appointments.invoicePdf;
  return client.fetch(pathOf(entry, { id: invoiceId }), {
    method: entry.method,
    headers: { Accept: "application/pdf" },
  });
}

/** A clinic's tasks for staff, filtered, sorted and paged by the upstream (decision 022). */
export function listLocationTasks(
  client: UpstreamClient,
  locationId: string,
  params: Record<string, string | number | boolean | undefined>,
) {
  return client.invoke(appointments.atLocation, { params: { locationId }, query: params });
}

/** Staff cancel an appointment; the upstream refunds a paid one (spec part 2 §4). */
export function cancelTask(client: UpstreamClient, taskId: string) {
  return client.invoke(appointments.cancel, { params: { id: taskId } });
}

/** Cancels a clinic's open appointments due in the range (MM/dd/yyyy, both ends included). */
export function bulkCancel(
  client: UpstreamClient,
  locationId: string,
  dueDateFrom: string,
  dueDateTo: string,
) {
  return client.invoke(appointments.bulkCancel, { query: { locationId, dueDateFrom, dueDateTo } });
}

/** A provider's appointments over days of the user's zone (MM/dd/yyyy, both included; decision 023). */
export function getPerformerAppointments(
  client: UpstreamClient,
  performerId: string,
  dateFrom: string,
  dateTo: string,
) {
  return client.invoke(providers.appointments, { params: { id: performerId }, query: { dateFrom, dateTo } });
}

/** An organization's appointments (its clinics') over days of the user's zone. */
export function getOrganizationAppointments(
  client: UpstreamClient,
  orgId: string,
  dateFrom: string,
  dateTo: string,
) {
  return client.invoke(providers.organizationAppointments, {
    params: { orgId },
    query: { dateFrom, dateTo },
  });
}

/** Changes the fields sent: name, notes, status (not COMPLETED or CANCELLED), performerId (decision 025). */
export function updateTask(
  client: UpstreamClient,
  taskId: string,
  change: { name?: string; notes?: string | null; status?: string; performerId?: string },
) {
  return client.invoke(appointments.update, { params: { id: taskId }, json: change });
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
  return client.invoke(appointments.putVaccineInfo, { params: { id: taskId }, json: info });
}

/** Removes the vaccine's record, and the second dose's (`task2`) with it. */
export function deleteVaccineInfo(client: UpstreamClient, taskId: string, task2?: string) {
  return client.invoke(appointments.removeVaccineInfo, { params: { id: taskId }, query: { task2 } });
}

/** A test's observation status (spec part 2 §3 care plan statuses). */
export function putObservationStatus(client: UpstreamClient, taskId: string, status: string) {
  return client.invoke(appointments.observationStatus, { params: { id: taskId }, json: { status } });
}

/** Takes the performer off an open appointment. */
export function removePerformer(client: UpstreamClient, taskId: string) {
  return client.invoke(appointments.removePerformer, { params: { id: taskId } });
}
