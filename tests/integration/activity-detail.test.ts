import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader } from "~/routes/provider+/members+/$patientId.activity.$activityId";
import { PRIVILEGE } from "@contract/privileges";
import { staffPatientHandler } from "../mocks/patients";
import { recorder, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { thrownStatus } from "../support/context";
import { staffGet as get } from "../support/session";
import { onCall } from "../mocks/contract";
import { events } from "@contract/events";

/**
 * One of a patient's activities in full (issue 16): opening it marks it viewed for the reader,
 * once; an activity of another patient, or a patient outside the tree, is a 404 (the latter
 * before any activity is read); a mark that fails leaves the page readable and says so.
 */

const activity = (overrides: Record<string, unknown> = {}) => ({
  id: "act-1",
  patientId: "pat-1",
  entityType: "ASSESSMENT_REPORT",
  entityName: "PHQ-9",
  actorAccountRole: "PATIENT",
  createdAt: "2026-11-20T14:05:00Z",
  assessmentReportResource: { assessmentName: "PHQ-9", score: 7, dateCreated: "2026-11-20T14:04:00Z" },
  viewed: false,
  ...overrides,
});

let calls: RecordedCall[] = [];
let full: () => Response;
let mark: () => Response;
beforeEach(() => {
  calls = [];
  full = () => HttpResponse.json(activity());
  mark = () => HttpResponse.json({ ...activity(), viewed: true });
  const record = recorder(calls);
  server.use(
    staffPatientHandler(),
    onCall(events.full, async ({ request }) => {
      await record(request);
      return full();
    }),
    onCall(events.view, async ({ request }) => {
      await record(request);
      return mark();
    }),
  );
});

const open = (patientId: string, activityId: string) =>
  loader({
    ...get(`/provider/members/${patientId}/activity/${activityId}`),
    params: { patientId, activityId },
  });

describe("an activity in full", () => {
  it("shows the report as people read it and marks it viewed through the documented call", async () => {
    const data = (await open("pat-1", "act-1")) as {
      activity: { stream: string; assessment: { name: string; score: string }; at: string };
      markFailed: boolean;
    };
    expect(data.activity.stream).toBe("assessment");
    expect(data.activity.assessment).toMatchObject({ name: "PHQ-9", score: "7" });
    expect(data.activity.at).toBe("Friday, November 20, 2026, 9:05 AM");
    expect(data.markFailed).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/activties/act-1/full",
      "PUT /api/activties/patient/pat-1/act-1/view",
    ]);
  });

  it("does not mark again what the reader has already opened", async () => {
    full = () => HttpResponse.json(activity({ viewed: true }));
    await open("pat-1", "act-1");
    expect(calls.map((c) => c.method)).toEqual(["GET"]);
  });

  it("answers 404 for another patient's activity, an unknown one, or a patient outside the tree", async () => {
    full = () => HttpResponse.json(activity({ patientId: "pat-2" }));
    expect(await thrownStatus(open("pat-1", "act-1"))).toBe(404);
    full = () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    expect(await thrownStatus(open("pat-1", "act-1"))).toBe(404);
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
    calls = [];
    expect(await thrownStatus(open("pat-9", "act-1"))).toBe(404);
    expect(await thrownStatus(open("pat-1", "../x"))).toBe(404);
    expect(calls).toEqual([]);
  });

  it("still shows the activity when the mark fails, and says it may still look new", async () => {
    mark = () => HttpResponse.json({ message: "boom" }, { status: 500 });
    const data = (await open("pat-1", "act-1")) as { markFailed: boolean; activity: { entityName: string } };
    expect(data.markFailed).toBe(true);
    expect(data.activity.entityName).toBe("PHQ-9");
  });
});

describe("an activity a reader may not read in full", () => {
  it("shows a scheduler what happened without the score, and an admin the score", async () => {
    full = () => HttpResponse.json(activity({ organizationId: "org-1", viewed: true }));
    const asScheduler = (await loader({
      ...get("/provider/members/pat-1/activity/act-1", PRIVILEGE.SCHEDULER),
      params: { patientId: "pat-1", activityId: "act-1" },
    })) as { activity: { assessment: { name: string; score: string | null } } };
    expect(asScheduler.activity.assessment).toMatchObject({ name: "PHQ-9", score: null });
    const asAdmin = (await open("pat-1", "act-1")) as { activity: { assessment: { score: string | null } } };
    expect(asAdmin.activity.assessment.score).toBe("7");
  });
});
