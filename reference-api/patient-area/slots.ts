import type { Lane, LaneLookup, Task, TaskLookup } from "../types";

/**
 * Appointment slots of a lane: every `slotMinutes` from the lane's start while the slot ends by the
 * lane's end. Each slot holds `capacity` appointments; booked tasks (SCHEDULED, ACTIVE, READY) use
 * them up, cancelled ones give them back.
 */

export const BOOKED_STATUSES: ReadonlyArray<Task["status"]> = ["SCHEDULED", "ACTIVE", "READY"];

export function slotStarts(lane: Lane): string[] {
  const step = Math.max(1, lane.slotMinutes) * 60_000;
  const start = new Date(lane.startDate).getTime();
  const end = new Date(lane.endDate).getTime();
  const out: string[] = [];
  for (let t = start; t + step <= end; t += step) out.push(new Date(t).toISOString());
  return out;
}

export function bookings(tasks: TaskLookup, lane: Lane, exceptTaskId?: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const task of tasks.ofLanes([lane.id])) {
    if (!task.dueDate || task.id === exceptTaskId) continue;
    if (!BOOKED_STATUSES.includes(task.status)) continue;
    const key = new Date(task.dueDate).toISOString();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function openSlots(tasks: TaskLookup, lane: Lane, now = Date.now()): string[] {
  const counts = bookings(tasks, lane);
  return slotStarts(lane).filter((s) => new Date(s).getTime() > now && (counts.get(s) ?? 0) < lane.capacity);
}

export type SlotCheck =
  | { ok: true; lane: Lane; dueDate: string; remaining: number }
  | { ok: false; status: number; code: string; message: string; field?: string };

/** Whether a task may be booked into this lane at this instant (the task itself excepted). */
export function checkSlot(
  lanes: LaneLookup,
  tasks: TaskLookup,
  input: { laneId: unknown; locationId: unknown; dueDate: unknown; exceptTaskId?: string },
  now = Date.now(),
): SlotCheck {
  const lane = typeof input.laneId === "string" ? lanes.byId(input.laneId) : undefined;
  if (!lane)
    return {
      ok: false,
      status: 422,
      code: "VALIDATION_FAILED",
      message: "Unknown clinic appointment",
      field: "clinicAppointmentId",
    };
  if (lane.status !== "ACTIVE")
    return {
      ok: false,
      status: 409,
      code: "LANE_NOT_ACTIVE",
      message: "This clinic appointment is no longer available",
    };
  if (lane.clinicId !== input.locationId)
    return {
      ok: false,
      status: 422,
      code: "VALIDATION_FAILED",
      message: "The location does not hold this clinic appointment",
      field: "locationId",
    };
  const due = typeof input.dueDate === "string" ? new Date(input.dueDate) : new Date(NaN);
  if (Number.isNaN(due.getTime()))
    return {
      ok: false,
      status: 422,
      code: "VALIDATION_FAILED",
      message: "dueDate must be an ISO 8601 instant",
      field: "dueDate",
    };
  const dueDate = due.toISOString();
  if (!slotStarts(lane).includes(dueDate))
    return {
      ok: false,
      status: 422,
      code: "VALIDATION_FAILED",
      message: "dueDate is not a slot of this clinic appointment",
      field: "dueDate",
    };
  if (due.getTime() <= now)
    return {
      ok: false,
      status: 422,
      code: "VALIDATION_FAILED",
      message: "This time has already passed",
      field: "dueDate",
    };
  const used = bookings(tasks, lane, input.exceptTaskId).get(dueDate) ?? 0;
  if (used >= lane.capacity)
    return { ok: false, status: 409, code: "SLOT_FULL", message: "This time is fully booked" };
  return { ok: true, lane, dueDate, remaining: lane.capacity - used };
}
