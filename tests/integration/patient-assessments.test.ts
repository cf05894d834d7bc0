import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/provider+/members+/$patientId.assessments";
import { staffPatientHandler } from "../mocks/patients";
import { recorder, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { thrownStatus } from "../support/context";
import { staffGet as get, staffPost as post } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { surveys } from "@contract/surveys";

/**
 * The record's Assessments tab (issue 16): each assessment once with its latest answer, the daily
 * ones as a diary, and "ask to answer again", which the upstream may refuse while a request is
 * still open. Roles that may not open records, and patients outside the tree, are refused first.
 */

const report = (id: string, assessmentId: string, name: string, score: number, day: string) => ({
  id,
  assessmentId,
  assessmentName: name,
  score,
  dateCreated: `${day}T15:00:00Z`,
});
const daily = [
  report("r-3", "s-daily", "Daily blood pressure diary", 2, "2026-11-20"),
  report("r-4", "s-daily", "Daily blood pressure diary", 1, "2026-11-21"),
];
const all = [
  report("r-1", "s-phq", "Depression screening (PHQ-9)", 7, "2026-10-01"),
  report("r-2", "s-phq", "Depression screening (PHQ-9)", 4, "2026-11-01"),
  report("r-5", "s-fall", "Fall risk", 3, "2026-09-15"),
  ...daily,
];

let calls: RecordedCall[] = [];
let answer: () => Response | undefined;
beforeEach(() => {
  calls = [];
  answer = () => undefined;
  const record = recorder(calls);
  server.use(
    staffPatientHandler(),
    onCall(surveys.reports, () => answerOf(surveys.reports, all)),
    onCall(surveys.dailyReports, () => answerOf(surveys.dailyReports, daily)),
    onCall(surveys.requestRedo, async ({ request }) => {
      await record(request);
      return answer() ?? HttpResponse.json({ id: "task-9" }, { status: 201 });
    }),
  );
});

describe("the assessments tab", () => {
  it("lists each assessment once with its latest answer, and the daily ones newest first", async () => {
    const data = (await loader({
      ...get("/provider/members/pat-1/assessments"),
      params: { patientId: "pat-1" },
    })) as {
      assessments: Array<{ name: string; count: number; score: string; latestAt: string }>;
      diary: Array<{ id: string }>;
      diaryTotal: number;
    };
    expect(data.assessments.map((a) => [a.name, a.count, a.score, a.latestAt])).toEqual([
      ["Depression screening (PHQ-9)", 2, "4", "2026-11-01T15:00:00Z"],
      ["Fall risk", 1, "3", "2026-09-15T15:00:00Z"],
    ]);
    expect(data.diary.map((r) => r.id)).toEqual(["r-4", "r-3"]);
    expect(data.diaryTotal).toBe(2);
  });

  it("refuses an analytics admin (no records), and a request for a patient outside the tree", async () => {
    const analytics = get("/provider/members/pat-1/assessments", 6);
    expect(await thrownStatus(loader({ ...analytics, params: { patientId: "pat-1" } }))).toBe(403);
    // The main organization's staff read every tree, but change only their own.
    const outside = post("/provider/members/pat-9/assessments", { assessmentId: "s-phq" });
    expect(await thrownStatus(action({ ...outside, params: { patientId: "pat-9" } }))).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("asking to answer again", () => {
  const ask = () =>
    post("/provider/members/pat-1/assessments", {
      assessmentId: "s-phq",
      assessmentName: "Depression screening (PHQ-9)",
    });

  it("sends the assessment and comes back to the tab with a flash", async () => {
    const { request, context } = ask();
    const response = (await action({ request, context, params: { patientId: "pat-1" } })) as Response;
    expect(response.headers.get("location")).toBe("/provider/members/pat-1/assessments");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/surveys/patient/pat-1/requestRedoAssessment?assessmentId=s-phq",
    ]);
    expect(context.jar.takeFlash()).toEqual({
      kind: "success",
      key: "members:assessments.redoRequested",
      params: { name: "Depression screening (PHQ-9)" },
    });
  });

  it("says a request is still open on 409, and that it failed otherwise", async () => {
    answer = () => HttpResponse.json({ code: "ALREADY_REQUESTED", message: "open" }, { status: 409 });
    const pending = ask();
    await action({ ...pending, params: { patientId: "pat-1" } });
    expect(pending.context.jar.takeFlash()).toMatchObject({
      kind: "error",
      key: "members:assessments.redoPending",
    });

    answer = () => HttpResponse.json({ message: "boom" }, { status: 500 });
    const failed = ask();
    await action({ ...failed, params: { patientId: "pat-1" } });
    expect(failed.context.jar.takeFlash()).toMatchObject({
      kind: "error",
      key: "members:assessments.redoFailed",
    });
  });

  it("refuses a role that may not edit the record before any call", async () => {
    const scheduler = post("/provider/members/pat-1/assessments", { assessmentId: "s-phq" }, 12);
    expect(await thrownStatus(action({ ...scheduler, params: { patientId: "pat-1" } }))).toBe(403);
    expect(calls).toEqual([]);
  });
});
