import { GENDERS as VOCABULARY_GENDERS, SUPPORTED_LANGUAGES } from "@contract/vocabulary";
import type { Address, Patient } from "../types";

/** What a patient's profile must hold, shared by the profile, family and registration routes. */

/** Letters (any script) with single hyphen, apostrophe or space separators, 1 to 40 characters. */
export const NAME_RULE = /^[\p{L}\p{M}]+(?:[-' ][\p{L}\p{M}]+)*$/u;
/** The vocabulary's genders and interface languages, as the checks' lists of strings. */
export const GENDERS: readonly string[] = VOCABULARY_GENDERS;
export const LANGUAGES: readonly string[] = SUPPORTED_LANGUAGES;

/** The ten fields whose presence makes up the profile completeness (each counts 0.1). */
export function profileCompleteness(p: Patient): number {
  const filled = [
    p.firstName,
    p.lastName,
    p.dateOfBirth,
    p.gender,
    p.email,
    p.phoneNumber,
    p.address?.address1,
    p.address?.city,
    p.address?.state,
    p.address?.zipcode,
  ].filter((v) => typeof v === "string" && v.trim() !== "").length;
  return Math.round((filled / 10) * 100) / 100;
}

/** "MM/dd/yyyy" of a real date in the past (or today), else null. */
export function validPastDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, m, d, y] = match;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}`) return null;
  if (date.getTime() > Date.now() || Number(y) < 1900) return null;
  return value;
}

/** Coordinates of the zip codes the reference upstream knows (its "geocoder"). */
export const ZIP_CENTRES: Record<string, [number, number]> = {
  "02108": [42.3572, -71.0655],
  "02114": [42.3611, -71.0677],
  "02115": [42.3429, -71.0921],
  "02116": [42.3496, -71.0764],
  "02139": [42.3647, -71.1042],
  "02446": [42.3436, -71.1217],
  "02169": [42.2495, -71.0027],
  "01852": [42.6334, -71.3046],
  "01608": [42.2626, -71.8023],
  "02903": [41.8193, -71.4091],
  "60611": [41.8925, -87.6142],
  "85004": [33.4519, -112.0686],
  "75201": [32.7876, -96.7994],
};

export function geocode(address: Address): Address {
  // ZIP+4 is placed by its first five digits.
  const zipcode = address.zipcode?.trim().slice(0, 5) ?? "";
  const centre = Object.hasOwn(ZIP_CENTRES, zipcode) ? ZIP_CENTRES[zipcode] : undefined;
  const next: Address = { ...address };
  if (centre) {
    next.gpsLatitude = centre[0];
    next.gpsLongitude = centre[1];
  } else {
    delete next.gpsLatitude;
    delete next.gpsLongitude;
  }
  return next;
}
