/**
 * A clinic's time zone (spec part 2 §9): Eastern (New York), Central (Chicago), Mountain
 * (Phoenix) and Pacific (Los Angeles) are offered first, in that order, then the other US zones.
 * Pure rule: the names people read come from Intl in their own language.
 */

/** The four offered first, in the spec's order. */
export const FIRST_TIME_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Phoenix",
  "America/Los_Angeles",
] as const;

/** The other zones of US states and territories, as IANA ids. */
export const OTHER_US_TIME_ZONES = [
  "America/Denver",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Detroit",
  "America/Indiana/Indianapolis",
  "America/Kentucky/Louisville",
  "America/Boise",
  "America/Juneau",
  "America/Adak",
  "America/Puerto_Rico",
  "America/St_Thomas",
  "Pacific/Guam",
  "Pacific/Saipan",
  "Pacific/Pago_Pago",
] as const;

export const US_TIME_ZONES: readonly string[] = [...FIRST_TIME_ZONES, ...OTHER_US_TIME_ZONES];

export function isUsTimeZone(zone: string): boolean {
  return US_TIME_ZONES.includes(zone);
}

/**
 * The zones in the order a clinic's form offers them: the four first (spec order), then the
 * others by their UTC offset in January, east to west, ties by id, so a list read top to bottom
 * moves steadily across the map. `offsetMinutes` is injected so the rule stays pure.
 */
export function orderTimeZones(zones: readonly string[], offsetMinutes: (zone: string) => number): string[] {
  const first = FIRST_TIME_ZONES.filter((zone) => zones.includes(zone));
  const rest = zones
    .filter((zone) => !(FIRST_TIME_ZONES as readonly string[]).includes(zone))
    .map((zone) => ({ zone, offset: offsetMinutes(zone) }))
    .sort((a, b) => b.offset - a.offset || a.zone.localeCompare(b.zone))
    .map((entry) => entry.zone);
  return [...first, ...rest];
}

/** The zone's city as its id spells it ("America/New_York" → "New York"). */
export function zoneCity(zone: string): string {
  return (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}

/**
 * Answers already given: every time an upstream record is read its zone is checked, and building
 * a formatter to check costs a tenth of a millisecond (4 ms of a 60-lane clinic day). Bounded,
 * since a hostile upstream could send endless made-up zones.
 */
const knownZones = new Map<string, boolean>();

/** Whether the runtime knows the zone (an IANA id such as "America/Chicago"). */
export function isTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size >= 1000) knownZones.clear();
    knownZones.set(zone, known);
  }
  return known;
}
