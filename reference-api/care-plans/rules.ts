import type { FieldError } from "../http";
import { fromWireDate } from "../time";
import { EDITABLE_GOAL_STATUSES, type CarePlanGoal } from "./types";

/** The validation rules of the care plan calls (README "Care plans"); each answers field errors. */

export const NAME_MAX = 120;
export const DURATION_MAX = 730;
export const COUNT_MAX = 99;

/** An integer from a number or a numeric string; undefined when absent or blank, NaN when not one. */
export function integer(value: unknown): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : NaN;
  return Number.isInteger(n) ? n : NaN;
}

/** A string id from a string or a number; undefined when absent, null, or blank. */
export function idOf(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  return undefined;
}

export function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** Weeks a plan of this many days spans (a partial week counts). */
export function weeksOf(duration: number): number {
  return Math.ceil(duration / 7);
}

export function isReadOnly(goal: Pick<CarePlanGoal, "goalStatus">): boolean {
  return !(EDITABLE_GOAL_STATUSES as readonly string[]).includes(goal.goalStatus);
}

export const READ_ONLY = "Goal is read-only";

export function nameErrors(value: unknown, field = "name"): FieldError[] {
  const name = text(value).trim();
  if (!name) return [{ field, message: "Name is required" }];
  if (name.length > NAME_MAX) return [{ field, message: `Name must be at most ${NAME_MAX} characters` }];
  return [];
}

export function durationErrors(value: unknown): FieldError[] {
  const duration = integer(value);
  if (duration === undefined || Number.isNaN(duration) || duration < 1 || duration > DURATION_MAX)
    return [
      { field: "duration", message: `Duration must be a whole number of days from 1 to ${DURATION_MAX}` },
    ];
  return [];
}

/** yyyy-mm-dd (or the documented MM/dd/yyyy), a real day; null otherwise. */
export function dayOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const v = value.trim();
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(v)) return fromWireDate(v);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
  const check = new Date(`${v}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== v ? null : v;
}
