/**
 * Staff's changes to one appointment (spec part 2 §7 `PUT /api/tasks/{id}`, `/vaccineInfo`,
 * `/observationStatus`, `DELETE /api/tasks/{id}/performer`; decision 025): what may be changed,
 * the vaccine's record, the test observation's status. The app's forms and the reference upstream
 * check changes with these same rules.
 */
import { CARE_PLAN_STATUSES, taskStatusOf, type CarePlanStatus } from "./vocabulary";

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

/** A lot may not have expired before the day the dose was given (both yyyy-mm-dd). */
export function isExpiredLot(expiryDay: string, administeredDay: string): boolean {
  return expiryDay < administeredDay;
}
