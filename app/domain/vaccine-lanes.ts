/**
 * Vaccine lane rules (spec part 2 §5): a Flu service shows flu lanes; rounds 1, 2, 3 or Booster
 * show COVID lanes; lanes with no inventory type count as COVID; Johnson&Johnson lanes are
 * excluded for rounds 2 and 3. Pure rules, no I/O.
 */

/** The testingType of the slot search: the flu shot, or a COVID-19 round. */
export const TESTING_TYPES = ["Flu", "1", "2", "3", "Booster"] as const;
export type TestingType = (typeof TESTING_TYPES)[number];

export type VaccineType = "Flu" | "COVID";

export function isTestingType(value: unknown): value is TestingType {
  return typeof value === "string" && (TESTING_TYPES as readonly string[]).includes(value);
}

/** The rounds a service of this vaccine type offers; an unknown type offers every testing type. */
export function testingTypesFor(vaccineType: string | null | undefined): TestingType[] {
  const type = normalize(vaccineType);
  if (type === "flu") return ["Flu"];
  if (type === "covid") return ["1", "2", "3", "Booster"];
  return [...TESTING_TYPES];
}

export function vaccineTypeOf(testingType: TestingType): VaccineType {
  return testingType === "Flu" ? "Flu" : "COVID";
}

const COVID_MANUFACTURERS = ["Pfizer", "Moderna", "Johnson&Johnson", "Novavax"];
const FLU_MANUFACTURERS = ["Sanofi", "Seqirus", "GSK"];
/** Every manufacturer the app knows: a vaccine's record names one of them (decision 025). */
export const VACCINE_MANUFACTURERS: readonly string[] = [...COVID_MANUFACTURERS, ...FLU_MANUFACTURERS];

/** Manufacturers worth offering for a testing type (Johnson&Johnson not for rounds 2 and 3). */
export function manufacturersFor(testingType: TestingType | null | undefined): string[] {
  if (testingType === "Flu") return [...FLU_MANUFACTURERS];
  if (testingType === "2" || testingType === "3")
    return COVID_MANUFACTURERS.filter((m) => !isJohnsonAndJohnson(m));
  if (testingType === "1" || testingType === "Booster") return [...COVID_MANUFACTURERS];
  return [...VACCINE_MANUFACTURERS];
}

function normalize(value: string | null | undefined): string {
  return (value ?? "").trim().toLowerCase();
}

/** "Johnson&Johnson", "Johnson & Johnson", "johnson and johnson", "J&J", "Janssen". */
export function isJohnsonAndJohnson(manufacturer: string | null | undefined): boolean {
  const compact = normalize(manufacturer)
    .replace(/\band\b/g, "")
    .replace(/[^a-z]/g, "");
  return compact === "johnsonjohnson" || compact === "jj" || compact === "janssen";
}

export interface LaneLike {
  inventoryType?: string | null;
  manufacturer?: string | null;
}

/** A lane with no inventory type counts as COVID. */
export function laneVaccineType(lane: LaneLike): VaccineType | null {
  const type = normalize(lane.inventoryType);
  if (type === "") return "COVID";
  if (type === "covid" || type === "covid-19" || type === "covid19") return "COVID";
  if (type === "flu") return "Flu";
  return null;
}

export function laneMatches(lane: LaneLike, testingType: TestingType): boolean {
  const type = laneVaccineType(lane);
  if (testingType === "Flu") return type === "Flu";
  if (type !== "COVID") return false;
  if ((testingType === "2" || testingType === "3") && isJohnsonAndJohnson(lane.manufacturer)) return false;
  return true;
}

export function lanesForTestingType<T extends LaneLike>(lanes: readonly T[], testingType: TestingType): T[] {
  return lanes.filter((lane) => laneMatches(lane, testingType));
}
