/**
 * Staff's changes to one appointment (spec part 2 §7 `PUT /api/tasks/{id}`, `/vaccineInfo`,
 * `/observationStatus`, `DELETE /api/tasks/{id}/performer`; decision 025): what may be changed,
 * the vaccine's record, the test observation's status. Pure rules: the limits and checks shared
 * with the reference upstream are the contract's (contract/appointment-changes.ts), which actions
 * a row offers the app's; the forms' zod schemas are in appointment-schemas.ts.
 */
import { isClosedAppointment } from "@contract/appointment-changes";
import { taskStatusOf } from "@contract/vocabulary";
import { isOpenAppointment } from "./appointments";

export {
  APPOINTMENT_NAME_MAX,
  APPOINTMENT_NOTES_MAX,
  EDITABLE_STATUSES,
  INJECTION_SITES,
  LOT_NUMBER,
  MAX_DOSE_NUMBER,
  OBSERVATION_STATUSES,
  isClosedAppointment,
  isExpiredLot,
  type VaccineInfo,
} from "@contract/appointment-changes";

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
