/**
 * Booking rules of the patient area. Pure; no I/O.
 */

export interface SlotChoice {
  laneId: string;
  clinicId: string;
  /** ISO instant of the slot start. */
  start: string;
}

const SEPARATOR = "|";

/** One radio value holds the lane, the clinic and the time. */
export function encodeSlot(slot: SlotChoice): string {
  return [slot.laneId, slot.clinicId, slot.start].join(SEPARATOR);
}

export function decodeSlot(value: string | null | undefined): SlotChoice | null {
  if (!value) return null;
  const parts = value.split(SEPARATOR);
  if (parts.length !== 3) return null;
  const [laneId, clinicId, start] = parts as [string, string, string];
  const date = new Date(start);
  if (!laneId || !clinicId || Number.isNaN(date.getTime())) return null;
  return { laneId, clinicId, start: date.toISOString() };
}

export interface BookedTask {
  dueDate?: string | null;
  location?: { id?: string | null } | null;
  locationId?: string | null;
  clinicAppointmentId?: string | null;
  clinicAppointmentResource?: { id?: string | null } | null;
}

function sameInstant(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const x = new Date(a).getTime();
  const y = new Date(b).getTime();
  return Number.isFinite(x) && x === y;
}

/**
 * Booking is skipped when the task already has the same due date, location and clinic resource
 * (spec part 2 §4): nothing would change.
 */
export function isSameBooking(task: BookedTask, slot: SlotChoice): boolean {
  const location = task.location?.id ?? task.locationId ?? null;
  const resource = task.clinicAppointmentResource?.id ?? task.clinicAppointmentId ?? null;
  return sameInstant(task.dueDate, slot.start) && location === slot.clinicId && resource === slot.laneId;
}
