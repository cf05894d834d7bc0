import { describe, expect, it } from "vitest";
import { dailyDiary, reportHistory, summarizeReports } from "~/domain/assessment-reports";

const report = (
  id: string,
  assessmentId: string,
  dateCreated: string | null,
  score: number | null = null,
) => ({
  id,
  assessmentId,
  assessmentName: assessmentId === "pre" ? "Pre-visit" : "Daily check",
  dateCreated,
  score,
});

const REPORTS = [
  report("r1", "pre", "2026-10-01T12:00:00Z", 3),
  report("r2", "daily", "2026-11-20T12:00:00Z", 1),
  report("r3", "pre", "2026-11-02T12:00:00Z", 5),
  report("r4", "daily", "2026-11-21T12:00:00Z", 2),
  report("r5", "daily", null),
];

describe("assessment reports as the records show them", () => {
  it("lists every report newest first, undated last, without changing the list it was given", () => {
    expect(reportHistory(REPORTS).map((r) => r.id)).toEqual(["r4", "r2", "r3", "r1", "r5"]);
    expect(REPORTS.map((r) => r.id)).toEqual(["r1", "r2", "r3", "r4", "r5"]);
  });

  it("keeps the newest daily reports up to the limit", () => {
    expect(dailyDiary(REPORTS, 2).map((r) => r.id)).toEqual(["r4", "r2"]);
  });

  it("summarizes each assessment once with its latest score and how often it was answered", () => {
    expect(summarizeReports(REPORTS)).toEqual([
      {
        assessmentId: "daily",
        name: "Daily check",
        latestAt: "2026-11-21T12:00:00Z",
        latestScore: 2,
        count: 3,
      },
      { assessmentId: "pre", name: "Pre-visit", latestAt: "2026-11-02T12:00:00Z", latestScore: 5, count: 2 },
    ]);
  });
});
