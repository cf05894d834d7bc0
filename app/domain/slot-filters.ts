import { distanceMiles, isLatLng, roundedUpMiles, type LatLng } from "@contract/distances";
import { dateTimeFormat } from "./format";

export {
  EARTH_RADIUS_M,
  distanceKm,
  distanceMiles,
  isLatLng,
  roundedUpMiles,
  type LatLng,
} from "@contract/distances";

/**
 * Slot search rules (spec part 2 §5, §9): clinics filtered by zip code (equality) and by distance
 * (at most the chosen miles), sorted by distance rounded up to whole miles; time slots aligned to
 * the step size. Distances are the contract's (contract/distances.ts).
 */

/** The distances offered in the search, in miles. */
export const DISTANCE_CHOICES = [5, 10, 25, 50, 100] as const;

export interface ClinicLike {
  name: string;
  zipcode?: string | null;
  location?: LatLng | null;
}

export type WithDistance<T> = T & { miles: number | null; roundedMiles: number | null };

/** Adds the distance from the origin; null when either side has no coordinates. */
export function withDistance<T extends ClinicLike>(
  clinics: readonly T[],
  origin: LatLng | null | undefined,
): Array<WithDistance<T>> {
  return clinics.map((clinic) => {
    if (!origin || !isLatLng(origin) || !clinic.location || !isLatLng(clinic.location))
      return { ...clinic, miles: null, roundedMiles: null };
    const miles = distanceMiles(origin, clinic.location);
    return { ...clinic, miles, roundedMiles: roundedUpMiles(miles) };
  });
}

/** Zip code equality; no zip code (blank) keeps every clinic. */
export function filterByZip<T extends ClinicLike>(
  clinics: readonly T[],
  zip: string | null | undefined,
): T[] {
  const wanted = (zip ?? "").trim();
  if (!wanted) return [...clinics];
  return clinics.filter((clinic) => (clinic.zipcode ?? "").trim() === wanted);
}

/**
 * Clinics at most `maxMiles` away. No limit keeps every clinic; with a limit, a clinic whose
 * distance is unknown is left out (it cannot be shown to be near).
 */
export function filterByDistance<T extends { miles: number | null }>(
  clinics: readonly T[],
  maxMiles: number | null | undefined,
): T[] {
  if (maxMiles === null || maxMiles === undefined) return [...clinics];
  return clinics.filter((clinic) => clinic.miles !== null && clinic.miles <= maxMiles);
}

/** Nearest first by whole miles rounded up, then by name; unknown distances last. */
export function sortByDistance<T extends { name: string; roundedMiles: number | null }>(
  clinics: readonly T[],
): T[] {
  return [...clinics].sort((a, b) => {
    if (a.roundedMiles === null && b.roundedMiles !== null) return 1;
    if (b.roundedMiles === null && a.roundedMiles !== null) return -1;
    if (a.roundedMiles !== null && b.roundedMiles !== null && a.roundedMiles !== b.roundedMiles)
      return a.roundedMiles - b.roundedMiles;
    return a.name.localeCompare(b.name);
  });
}

export interface ClinicSearch {
  origin?: LatLng | null;
  zip?: string | null;
  maxMiles?: number | null;
}

/** Zip filter, distance filter, then nearest first. */
export function searchClinics<T extends ClinicLike>(
  clinics: readonly T[],
  search: ClinicSearch,
): Array<WithDistance<T>> {
  return sortByDistance(
    filterByDistance(withDistance(filterByZip(clinics, search.zip), search.origin), search.maxMiles),
  );
}

// ---- time slots ------------------------------------------------------------------------------

/** Minutes since local midnight of an instant in a zone. */
export function localMinuteOfDay(instant: Date, timeZone: string): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === "minute")?.value ?? 0);
  return (hour % 24) * 60 + minute;
}

/**
 * Slot start times of a lane: the first wall-clock multiple of the step at or after the lane's
 * start (8:05 with a 15-minute step → 8:15), then every step while the slot ends by the lane's end.
 */
export function alignedSlots(
  startIso: string,
  endIso: string,
  stepMinutes: number,
  timeZone: string,
): string[] {
  const step = Math.max(1, Math.round(stepMinutes));
  const start = new Date(startIso);
  const end = new Date(endIso).getTime();
  if (Number.isNaN(start.getTime()) || Number.isNaN(end)) return [];
  const wholeMinute = Math.ceil(start.getTime() / 60_000) * 60_000;
  const minute = localMinuteOfDay(new Date(wholeMinute), timeZone);
  let t = wholeMinute + ((step - (minute % step)) % step) * 60_000;
  const out: string[] = [];
  for (; t + step * 60_000 <= end; t += step * 60_000) out.push(new Date(t).toISOString());
  return out;
}

export interface LaneSlots {
  startDate: string;
  endDate: string;
  slotMinutes?: number | null;
  capacity?: number | null;
  bookings?: ReadonlyArray<{ dueDate: string; count: number }> | null;
}

/** The default step when a lane names none (spec part 2 §9: a 15-minute clinic time grid). */
export const DEFAULT_STEP_MINUTES = 15;

/** Future, aligned slots of a lane that still have room, with the places left. */
export function openSlots(
  lane: LaneSlots,
  timeZone: string,
  now: Date,
): Array<{ start: string; remaining: number }> {
  const capacity = lane.capacity ?? 1;
  const booked = new Map<string, number>();
  for (const b of lane.bookings ?? []) {
    const key = new Date(b.dueDate).toISOString();
    booked.set(key, (booked.get(key) ?? 0) + b.count);
  }
  return alignedSlots(lane.startDate, lane.endDate, lane.slotMinutes ?? DEFAULT_STEP_MINUTES, timeZone)
    .filter((start) => new Date(start).getTime() > now.getTime())
    .map((start) => ({ start, remaining: capacity - (booked.get(start) ?? 0) }))
    .filter((slot) => slot.remaining > 0);
}
