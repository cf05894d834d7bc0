import { describe, expect, it } from "vitest";
import {
  isJohnsonAndJohnson,
  isTestingType,
  laneMatches,
  laneVaccineType,
  lanesForTestingType,
  manufacturersFor,
  testingTypesFor,
  vaccineTypeOf,
} from "~/domain/vaccine-lanes";

const flu = { id: "flu", inventoryType: "Flu", manufacturer: "Sanofi" };
const covid = { id: "covid", inventoryType: "COVID", manufacturer: "Pfizer" };
const untyped = { id: "untyped", inventoryType: null, manufacturer: "Moderna" };
const emptyType = { id: "empty", inventoryType: "  ", manufacturer: "Novavax" };
const jj = { id: "jj", inventoryType: "COVID", manufacturer: "Johnson&Johnson" };
const jjUntyped = { id: "jj-untyped", inventoryType: undefined, manufacturer: "Johnson & Johnson" };
const other = { id: "other", inventoryType: "Measles", manufacturer: "Merck" };
const lanes = [flu, covid, untyped, emptyType, jj, jjUntyped, other];
const ids = (list: Array<{ id: string }>) => list.map((l) => l.id);

describe("vaccine lane rules (spec part 2 §5)", () => {
  it("a Flu service shows flu lanes only", () => {
    expect(ids(lanesForTestingType(lanes, "Flu"))).toEqual(["flu"]);
  });

  it("round 1 shows COVID lanes, lanes with no inventory type, and Johnson&Johnson", () => {
    expect(ids(lanesForTestingType(lanes, "1"))).toEqual(["covid", "untyped", "empty", "jj", "jj-untyped"]);
  });

  it("a Booster shows the same lanes as round 1, Johnson&Johnson included", () => {
    expect(ids(lanesForTestingType(lanes, "Booster"))).toEqual(ids(lanesForTestingType(lanes, "1")));
  });

  it.each(["2", "3"] as const)(
    "round %s shows COVID lanes but excludes Johnson&Johnson, typed or not",
    (round) => {
      expect(ids(lanesForTestingType(lanes, round))).toEqual(["covid", "untyped", "empty"]);
    },
  );

  it("a lane of another inventory type matches no testing type", () => {
    for (const type of ["Flu", "1", "2", "3", "Booster"] as const)
      expect(laneMatches(other, type)).toBe(false);
  });

  it("counts a lane with no inventory type as COVID and reads types case-insensitively", () => {
    expect(laneVaccineType({ inventoryType: null })).toBe("COVID");
    expect(laneVaccineType({})).toBe("COVID");
    expect(laneVaccineType({ inventoryType: "covid-19" })).toBe("COVID");
    expect(laneVaccineType({ inventoryType: "FLU" })).toBe("Flu");
    expect(laneVaccineType({ inventoryType: "Measles" })).toBeNull();
  });

  it("recognises Johnson&Johnson however it is written", () => {
    for (const name of ["Johnson&Johnson", "Johnson & Johnson", "johnson and johnson", "J&J", "Janssen"])
      expect(isJohnsonAndJohnson(name)).toBe(true);
    for (const name of ["Pfizer", "Moderna", "", null, undefined, "Johnson"])
      expect(isJohnsonAndJohnson(name)).toBe(false);
  });

  it("offers the rounds of a service's vaccine type", () => {
    expect(testingTypesFor("Flu")).toEqual(["Flu"]);
    expect(testingTypesFor("COVID")).toEqual(["1", "2", "3", "Booster"]);
    expect(testingTypesFor(null)).toEqual(["Flu", "1", "2", "3", "Booster"]);
    expect(vaccineTypeOf("Flu")).toBe("Flu");
    expect(vaccineTypeOf("Booster")).toBe("COVID");
    expect(isTestingType("Booster")).toBe(true);
    expect(isTestingType("4")).toBe(false);
  });

  it("offers manufacturers by testing type, without Johnson&Johnson for rounds 2 and 3", () => {
    expect(manufacturersFor("Flu")).toEqual(["Sanofi", "Seqirus", "GSK"]);
    expect(manufacturersFor("1")).toContain("Johnson&Johnson");
    expect(manufacturersFor("Booster")).toContain("Johnson&Johnson");
    expect(manufacturersFor("2")).not.toContain("Johnson&Johnson");
    expect(manufacturersFor("3")).toEqual(["Pfizer", "Moderna", "Novavax"]);
    expect(manufacturersFor(null)).toHaveLength(7);
  });
});
