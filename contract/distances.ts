/**
 * Distances between places (spec part 2 §5, §9): great-circle (haversine) distances on a sphere
 * of the one earth radius the specification gives, 6378137 m, converted with 1 mile = 1.609344
 * km, and shown rounded up to whole miles. The app's clinic search and the reference upstream's
 * slot and patient-group searches measure alike.
 */

export const EARTH_RADIUS_M = 6378137;
export const KM_PER_MILE = 1.609344;

export interface LatLng {
  lat: number;
  lng: number;
}

export function isLatLng(value: { lat?: unknown; lng?: unknown } | null | undefined): value is LatLng {
  return (
    !!value &&
    typeof value.lat === "number" &&
    typeof value.lng === "number" &&
    Number.isFinite(value.lat) &&
    Number.isFinite(value.lng) &&
    Math.abs(value.lat) <= 90 &&
    Math.abs(value.lng) <= 180
  );
}

const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))) / 1000;
}

export function distanceMiles(a: LatLng, b: LatLng): number {
  return distanceKm(a, b) / KM_PER_MILE;
}

/** Whole miles, rounded up: 0.2 → 1, 3 → 3, 3.01 → 4. */
export function roundedUpMiles(miles: number): number {
  return Math.max(0, Math.ceil(miles - 1e-9));
}
