import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routeActivity } from "~/domain/activity";
import {
  CARE_PLAN_STATUS_NAMES,
  carePlanStatusChoices,
  carePlanStatusKey,
  namesATest,
  observedNames,
} from "~/domain/care-plans";
import { SUPPORTED_LANGUAGES } from "@contract/languages";

/**
 * Issue 38 §1: one wording of a care plan's status for the record, the patient's home and the
 * members list (`carePlanStatusKey`), and the assignment of a plan as an activity of its own.
 */
describe("a care plan status's words", () => {
  it("is one key per status, by name or by observation value", () => {
    expect(carePlanStatusKey("AwaitingTestResults")).toBe("carePlans:statuses.AwaitingTestResults");
    expect(carePlanStatusKey("patientclosedout")).toBe("carePlans:statuses.PatientClosedOut");
    expect(carePlanStatusKey(-1)).toBe("carePlans:statuses.AwaitingTesting");
    expect(carePlanStatusKey("3")).toBe("carePlans:statuses.PatientClosedOut");
  });

  it("is no key without a status, and words (never the code) for a status outside the five", () => {
    expect(carePlanStatusKey(null)).toBeNull();
    expect(carePlanStatusKey(" ")).toBeNull();
    expect(carePlanStatusKey("COVID19LAB")).toBe("carePlans:statuses.unknown");
    expect(carePlanStatusKey(42)).toBe("carePlans:statuses.unknown");
  });

  it("has words in every language for every key it gives", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const { statuses } = JSON.parse(readFileSync(`public/locales/${language}/carePlans.json`, "utf8")) as {
        statuses: Record<string, string>;
      };
      for (const status of [...CARE_PLAN_STATUS_NAMES, "unknown"])
        expect(statuses[status], `${language} ${status}`).toBeTruthy();
    }
  });
});

describe("the statuses a care plan offers (issue 38: they fit the plan)", () => {
  const goals = (...types: string[]) => [
    { tasks: [{ observationGoals: types.map((name) => ({ observationType: { name } })) }] },
  ];

  it("offers a walking plan no test's progress or result, only open and closed out", () => {
    const walking = observedNames(goals("Steps", "Heart rate"), "Counselling");
    expect(carePlanStatusChoices(walking, "AwaitingTesting")).toEqual([
      "AwaitingTesting",
      "PatientClosedOut",
    ]);
    expect(carePlanStatusChoices([], null)).toEqual(["AwaitingTesting", "PatientClosedOut"]);
  });

  it("offers all five on a plan that observes a test or is given with a testing service", () => {
    expect(carePlanStatusChoices(observedNames(goals("Steps", "COVID-19 lab test")), null)).toEqual(
      CARE_PLAN_STATUS_NAMES,
    );
    expect(carePlanStatusChoices(observedNames(goals(), "Testing"), null)).toEqual(CARE_PLAN_STATUS_NAMES);
  });

  it("keeps a plan's current status among the choices, in the spec's order", () => {
    expect(carePlanStatusChoices(["Steps"], "TestedPositive")).toEqual([
      "AwaitingTesting",
      "TestedPositive",
      "PatientClosedOut",
    ]);
  });

  it("reads a test in whole words only", () => {
    expect(["PCR tests", "Tested at home", "Rapid testing", "COVID-19 lab test"].every(namesATest)).toBe(
      true,
    );
    expect(["Testosterone", "Contest", "Steps", "", null, undefined].some(namesATest)).toBe(false);
  });
});

describe("a care plan assigned, in the activity feeds", () => {
  it("goes to its own stream, not to the unnamed others", () => {
    expect(routeActivity({ entityType: "CARE_PLAN", entityName: "Rehab", actorAccountRole: "DOCTOR" })).toBe(
      "care-plan",
    );
  });
});
