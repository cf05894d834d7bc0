/**
 * Staff's changes to one appointment (spec part 2 §7 `PUT /api/tasks/{id}`, `/vaccineInfo`,
 * `/observationStatus`, `DELETE /api/tasks/{id}/performer`; decision 025): what may be changed,
 * the vaccine's record, the test observation's status. Pure rules, shared by the app's forms and
 * the reference upstream; the forms' zod schemas are in appointment-schemas.ts.
 */
import { CARE_PLAN_STATUSES, taskStatusOf, type CarePlanStatus } from "./patient-results";
import { isOpenAppointment } from "./appointments";

export const APPOINTMENT_NAME_MAX = 100;
export const APPOINTMENT_NOTES_MAX = 1000;
/** The statuses an update may set: completing and cancelling have their own calls (a cancel refunds). */
export const EDITABLE_STATUSES = ["PENDING", "ACTIVE", "SCHEDULED", "READY", "MISSED"] as const;
export const INJECTION_SITES = ["LEFT_ARM", "RIGHT_ARM", "LEFT_THIGH", "RIGHT_THIGH"] as const;
export const MAX_DOSE_NUMBER = 5;
/** A lot number as printed on the vial: letters, digits and hyphens. */
export const LOT_NUMBER = /^[A-Za-z0-9-]{1,20}$/;
/** The test observation's statuses and their values (spec part 2 §3). */
export const OBSERVATION_STATUSES = Object.keys(CARE_PLAN_STATUSES) as CarePlanStatus[];

/** What the upstream answers of an appointment's vaccine (decision 025). */
export interface VaccineInfo {
  manufacturer: string;
  lotNumber: string;
  doseNumber: number;
  injectionSite: (typeof INJECTION_SITES)[number];
  /** MM/dd/yyyy, the lot's expiry. */
  expiryDate: string;
  /** ISO 8601 instant the dose was given. */
  administeredAt: string;
}

/** Completed or cancelled: its record is history, so it is no longer edited or reassigned. */
export function isClosedAppointment(status: string | null | undefined): boolean {
  const known = taskStatusOf(status);
  return known === "COMPLETED" || known === "CANCELLED";
}

/** A test (its observation has a status) rather than a vaccination. */
export function isTestAppointment(task: {
  goalName?: string | null;
  testResult?: number | string | null;
  elisOrderId?: string | null;
  observationStatus?: string | null;
}): boolean {
  return (
    task.goalName === "Testing" ||
    (task.testResult !== null && task.testResult !== undefined) ||
    Boolean(task.elisOrderId) ||
    Boolean(task.observationStatus)
  );
}

/** Which of an appointment's actions apply: the row shows only those (and the pages refuse the rest). */
export function appointmentActionsOf(task: {
  status?: string | null;
  performerId?: string | null;
  vaccineInfo?: unknown;
  goalName?: string | null;
  testResult?: number | string | null;
  elisOrderId?: string | null;
  observationStatus?: string | null;
}) {
  const open = isOpenAppointment(task.status);
  const closed = isClosedAppointment(task.status);
  const cancelled = taskStatusOf(task.status) === "CANCELLED";
  const test = isTestAppointment(task);
  return {
    complete: open,
    reschedule: open,
    cancel: open,
    edit: !closed,
    vaccine: !test && !cancelled,
    removeVaccine: Boolean(task.vaccineInfo),
    observation: test && !cancelled,
    removePerformer: !closed && Boolean(task.performerId),
  };
}
export type AppointmentActionSet = ReturnType<typeof appointmentActionsOf>;

/** A lot may not have expired before the day the dose was given (both yyyy-mm-dd). */
export function isExpiredLot(expiryDay: string, administeredDay: string): boolean {
  return expiryDay < administeredDay;
}
