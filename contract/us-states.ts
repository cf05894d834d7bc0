/**
 * US addresses (spec part 2 §9): the states with their one "Other", the ZIP code and the country
 * rules every address form and the reference upstream read. The list is the vocabulary's.
 */
import { OTHER_STATE, US_STATES } from "./vocabulary";

export { OTHER_STATE, US_STATES } from "./vocabulary";

export function isStateCode(value: string): boolean {
  return value === OTHER_STATE || US_STATES.some((s) => s.code === value);
}

/**
 * A saved state as the forms' select knows it: the patient profile sent "Other" before the one
 * list (issue 39), so an address saved then still opens with "Other" chosen.
 */
export function stateCodeOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return value.trim().toUpperCase() === OTHER_STATE ? OTHER_STATE : value;
}

/**
 * A US ZIP code: five digits, or ZIP+4 (02108-1234). Every address form and the reference
 * upstream read this one rule where the address is in the United States (issue 38: "ABCDE" was
 * taken as a ZIP code).
 */
export function isUsZip(value: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(value.trim());
}

/** How a new address names its country: `isUnitedStates` knows it, so the US rules apply to it. */
export const UNITED_STATES_NAME = "United States";

const UNITED_STATES = new Set(["us", "usa", "u s", "u s a", "united states", "united states of america"]);

/** Whether a country, as people type it, is the United States ("United States", "USA", "U.S."). */
export function isUnitedStates(country: string | null | undefined): boolean {
  const name = (country ?? "")
    .toLowerCase()
    .replace(/[.\s]+/g, " ")
    .trim();
  return UNITED_STATES.has(name);
}
