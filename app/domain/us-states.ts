/** US states and territories with their abbreviations, plus Other (spec part 2 §9). Proper names: not translated. */
export const US_STATES: ReadonlyArray<{ code: string; name: string }> = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["PR", "Puerto Rico"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
  ["GU", "Guam"],
  ["VI", "U.S. Virgin Islands"],
].map(([code, name]) => ({ code: code!, name: name! }));

export const OTHER_STATE = "OTHER";

export function isStateCode(value: string): boolean {
  return value === OTHER_STATE || US_STATES.some((s) => s.code === value);
}

/**
 * A US ZIP code: five digits, or ZIP+4 (02108-1234). Every address form and the reference
 * upstream read this one rule where the address is in the United States (issue 38: "ABCDE" was
 * taken as a ZIP code).
 */
export function isUsZip(value: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(value.trim());
}

const UNITED_STATES = new Set(["us", "usa", "u s", "u s a", "united states", "united states of america"]);

/** Whether a country, as people type it, is the United States ("United States", "USA", "U.S."). */
export function isUnitedStates(country: string | null | undefined): boolean {
  const name = (country ?? "")
    .toLowerCase()
    .replace(/[.\s]+/g, " ")
    .trim();
  return UNITED_STATES.has(name);
}
