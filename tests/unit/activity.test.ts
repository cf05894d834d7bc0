import { describe, expect, it } from "vitest";
import {
  passesAuthorRule,
  reconnectDelay,
  routeActivity,
  shouldShowActivity,
  withheldFrom,
} from "~/domain/activity";

describe("activity filter", () => {
  it.each([
    ["ASSESSMENT_REPORT", "PATIENT", true],
    ["QUARANTINE_CONTACT", "PATIENT", true],
    ["LOCATION", "PATIENT", true],
    ["NOTE", "PATIENT", true],
    ["TASK", "PATIENT", false],
    ["MEDICATION_REPORT", "PATIENT", false],
    ["OBSERVATION", "PATIENT", false],
  ])("default types: %s by %s shown = %s", (entityType, actorAccountRole, shown) => {
    expect(shouldShowActivity({ entityType, actorAccountRole })).toBe(shown);
  });

  it("lets every patient-authored activity through the author rule", () => {
    for (const entityType of ["TASK", "LOCATION", "OBSERVATION", "ANYTHING"]) {
      expect(passesAuthorRule({ entityType, actorAccountRole: "PATIENT" })).toBe(true);
    }
  });

  it.each([
    ["TASK", undefined, true],
    ["MEDICATION_REPORT", undefined, true],
    ["NOTE", undefined, true],
    ["ASSESSMENT_REPORT", undefined, true],
    ["OBSERVATION", "COVID19LAB", true],
    ["OBSERVATION", "BLOOD_PRESSURE", false],
    ["LOCATION", undefined, false],
    ["QUARANTINE_CONTACT", undefined, false],
  ])("doctor-authored %s (%s) passes = %s", (entityType, entityName, passes) => {
    expect(passesAuthorRule({ entityType, entityName, actorAccountRole: "DOCTOR" })).toBe(passes);
  });

  it("drops activities with no known author", () => {
    expect(passesAuthorRule({ entityType: "NOTE", actorAccountRole: null })).toBe(false);
  });

  it("combines the type filter with the author rule", () => {
    expect(shouldShowActivity({ entityType: "LOCATION", actorAccountRole: "DOCTOR" })).toBe(false);
    expect(shouldShowActivity({ entityType: "NOTE", actorAccountRole: "DOCTOR" })).toBe(true);
    expect(shouldShowActivity({ entityType: "TASK", actorAccountRole: "DOCTOR" }, ["TASK"])).toBe(true);
    expect(
      shouldShowActivity(
        { entityType: "OBSERVATION", entityName: "COVID19LAB", actorAccountRole: "DOCTOR" },
        ["OBSERVATION"],
      ),
    ).toBe(true);
  });
});

describe("activity routing", () => {
  it("sends assessment reports named Daily to the daily stream, others to assessments", () => {
    expect(
      routeActivity({
        entityType: "ASSESSMENT_REPORT",
        assessmentReportResource: { assessmentName: "Daily Symptom Check" },
      }),
    ).toBe("daily-assessment");
    expect(
      routeActivity({
        entityType: "ASSESSMENT_REPORT",
        assessmentReportResource: { assessmentName: "Intake survey" },
      }),
    ).toBe("assessment");
    expect(
      routeActivity({
        entityType: "ASSESSMENT_REPORT",
        entityName: "Daily check",
        assessmentReportResource: null,
      }),
    ).toBe("daily-assessment");
    expect(routeActivity({ entityType: "ASSESSMENT_REPORT", entityName: "daily (lowercase)" })).toBe(
      "assessment",
    );
  });

  it.each([
    ["OBSERVATION", "observation"],
    ["MEDICATION_REPORT", "medication"],
    ["NOTE", "note"],
    ["LOCATION", "location"],
    ["QUARANTINE_CONTACT", "quarantine"],
    ["TASK", "task"],
    ["SOMETHING_NEW", "other"],
  ])("routes %s to %s", (entityType, stream) => {
    expect(routeActivity({ entityType })).toBe(stream);
  });
});

describe("reconnect backoff", () => {
  it("doubles from one second and never exceeds thirty (before jitter)", () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => reconnectDelay(n, mid))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it("stays within ±20% jitter", () => {
    expect(reconnectDelay(3, () => 0)).toBe(3200);
    expect(reconnectDelay(3, () => 0.999999)).toBe(4800);
  });
});

describe("withheldFrom", () => {
  const activity = {
    id: "a1",
    entityType: "ASSESSMENT_REPORT",
    note: "Private words",
    assessmentReportResource: { assessmentName: "PHQ-9", score: 17, extraValue: "severe" },
    observationResource: { name: "Weight", value: "81" },
    medicationReportResource: { name: "Metformin", taken: true },
    exerciseReportResource: { reps: 10 },
  };

  it("keeps everything for a reader of the record and the notes", () => {
    expect(withheldFrom(activity, { clinical: true, note: true })).toBe(activity);
  });

  it("keeps what happened and withholds the values and the note's text otherwise", () => {
    const seen = withheldFrom(activity, { clinical: false, note: false });
    expect(seen).toMatchObject({
      id: "a1",
      note: null,
      assessmentReportResource: { assessmentName: "PHQ-9", score: null, extraValue: null },
      observationResource: { name: "Weight", value: null },
      medicationReportResource: { name: "Metformin", taken: null },
      exerciseReportResource: null,
    });
    expect(activity.assessmentReportResource.score).toBe(17);
    expect(withheldFrom(activity, { clinical: true, note: false })).toMatchObject({
      note: null,
      assessmentReportResource: { score: 17 },
    });
  });
});
