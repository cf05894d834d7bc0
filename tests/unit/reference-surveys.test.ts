import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's surveys for staff (decision 033): the organization's list paged and
 * filtered in SQL, the super admin's network list, writing a survey, its questions and choices
 * with their 422s, and the answers' statistics.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const SUPER = "superadmin@demo.test";
const HARBOR = "orgadmin@harbor.test";
const COORDINATOR = "coordinator@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = (who: string, method: string, url: string, json?: unknown) =>
  api.call(who, method, url, json) as Promise<{ status: number; body: Json }>;

beforeAll(async () => {
  api = await startReferenceApi("reference-surveys");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const mainId = () => store.organizations.all().find((o) => o.parentOrganizationId === null)!.id;
const sleepSurvey = () => store.patientArea.surveys().find((s) => s.name === "Sleep and energy check-in")!;

describe("survey lists", () => {
  it("lists the organization tree's surveys with filters, sort and paging, and refuses another tree", async () => {
    const org = mainId();
    const all = await call(ADMIN, "GET", `/api/surveys/organization/${org}?page=0&size=50`);
    expect(all.status).toBe(200);
    expect(all.body.content.map((s: Json) => s.name)).toEqual([
      "Home safety screening",
      "Sleep and energy check-in",
    ]);
    expect(all.body.content[1]).toMatchObject({ numOfQuestions: 5, answers: 60, ownerName: "Oscar Owens" });
    const desc = await call(ADMIN, "GET", `/api/surveys/organization/${org}?orderType=name&asc=false`);
    expect(desc.body.content[0].name).toBe("Sleep and energy check-in");
    const named = await call(ADMIN, "GET", `/api/surveys/organization/${org}?name=SLEEP`);
    expect(named.body.totalElements).toBe(1);
    const filters = await call(ADMIN, "GET", `/api/surveys/organization/${org}/filters`);
    const owner = filters.body.owners.find((o: Json) => o.name === "Mia Manning");
    const byOwner = await call(ADMIN, "GET", `/api/surveys/organization/${org}?ownerId=${owner.id}`);
    expect(byOwner.body.content.map((s: Json) => s.name)).toEqual(["Home safety screening"]);
    const paged = await call(ADMIN, "GET", `/api/surveys/organization/${org}?page=1&size=1`);
    expect(paged.body).toMatchObject({ number: 1, totalElements: 2, totalPages: 2 });
    expect((await call(HARBOR, "GET", `/api/surveys/organization/${org}`)).status).toBe(403);
  });

  it("gives a super admin the network's list with page, and the public array without", async () => {
    const page = await call(SUPER, "GET", "/api/surveys/public-brief?page=0&size=50&name=dockside");
    expect(page.body.content.map((s: Json) => s.name)).toEqual(["Dockside wellbeing survey"]);
    expect(
      (await call(SUPER, "GET", "/api/surveys/public-filters")).body.owners.length,
    ).toBeGreaterThanOrEqual(3);
    expect((await call(HARBOR, "GET", "/api/surveys/public-filters")).status).toBe(403);
    const anonymous = await fetch(`${api.base}/api/surveys/public-brief`);
    expect(Array.isArray(await anonymous.json())).toBe(true);
  });
});

describe("writing a survey", () => {
  it("creates, edits questions and choices, and refuses what is invalid", async () => {
    const org = mainId();
    expect(
      (await call(ADMIN, "POST", "/api/surveys", { name: " ", organizationId: org })).body.fieldErrors,
    ).toEqual([{ field: "name", message: "Name is required" }]);
    expect((await call(COORDINATOR, "POST", "/api/surveys", { name: "X", organizationId: org })).status).toBe(
      403,
    );
    const created = await call(ADMIN, "POST", "/api/surveys", { name: "Mood check", organizationId: org });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const base = { name: "Mood check", description: "", kind: "ASSESSMENT" };
    const invalid = await call(ADMIN, "PUT", `/api/surveys/${id}`, {
      ...base,
      questions: [
        { text: "", type: "TEXT" },
        { text: "Pick", type: "SINGLE_CHOICE" },
      ],
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.fieldErrors.map((e: Json) => e.field)).toEqual([
      "questions[0].text",
      "questions[1].choices",
    ]);
    const saved = await call(ADMIN, "PUT", `/api/surveys/${id}`, {
      ...base,
      questions: [
        {
          text: "How is your mood?",
          type: "SINGLE_CHOICE",
          required: true,
          choices: [{ text: "Good" }, { text: "Low", score: 2 }],
        },
        { text: "Notes", type: "TEXT" },
      ],
    });
    expect(saved.status).toBe(200);
    const [mood, notes] = saved.body.questions;
    // Reordered by sending the list in the new order; existing questions keep their choices.
    const reordered = await call(ADMIN, "PUT", `/api/surveys/${id}`, {
      ...base,
      questions: [
        { id: notes.id, text: "Notes", type: "TEXT" },
        { id: mood.id, text: mood.text, type: mood.type },
      ],
    });
    expect(reordered.body.questions.map((q: Json) => q.id)).toEqual([notes.id, mood.id]);
    expect(reordered.body.questions[1].choices).toHaveLength(2);

    const added = await call(ADMIN, "POST", `/api/surveys/questions/${mood.id}/choices`, {
      text: "Mixed",
      score: 1,
    });
    expect(added.status).toBe(201);
    expect(
      (await call(ADMIN, "POST", `/api/surveys/questions/${notes.id}/choices`, { text: "No" })).status,
    ).toBe(422);
    const moved = await call(ADMIN, "PUT", `/api/surveys/choices/${added.body.id}`, {
      text: "Mixed",
      score: 1,
      position: 0,
    });
    expect(moved.status).toBe(200);
    const questions = (await call(ADMIN, "GET", `/api/surveys/${id}/questions?page=0&size=100`)).body.content;
    expect(questions[1].choices.map((c: Json) => c.text)).toEqual(["Mixed", "Good", "Low"]);
    expect((await call(ADMIN, "DELETE", `/api/surveys/choices/${questions[1].choices[1].id}`)).status).toBe(
      204,
    );
    // A single-choice question keeps two choices (issue 38).
    const last = await call(ADMIN, "DELETE", `/api/surveys/choices/${added.body.id}`);
    expect(last.status).toBe(422);
    expect(last.body.fieldErrors).toEqual([
      { field: "choices", message: "A single-choice question needs at least 2 choices" },
    ]);
    expect((await call(HARBOR, "PUT", `/api/surveys/choices/${added.body.id}`, { text: "Y" })).status).toBe(
      403,
    );
  });
});

describe("a single-choice question's choices (issue 38)", () => {
  it("refuses one choice where the call sets the choices or the type, and leaves older questions be", async () => {
    const created = await call(ADMIN, "POST", "/api/surveys", {
      name: "One of one",
      organizationId: mainId(),
    });
    const id = created.body.id;
    const base = { name: "One of one", description: "", kind: "ASSESSMENT" };
    const put = (questions: unknown[]) => call(ADMIN, "PUT", `/api/surveys/${id}`, { ...base, questions });
    const one = await put([{ text: "Pick", type: "SINGLE_CHOICE", choices: [{ text: "Only" }] }]);
    expect(one.status).toBe(422);
    expect(one.body.fieldErrors).toEqual([
      { field: "questions[0].choices", message: "A single-choice question needs at least 2 choices" },
    ]);
    // Several choices, or yes or no, may offer one.
    const several = await put([{ text: "Tick", type: "MULTIPLE_CHOICE", choices: [{ text: "Only" }] }]);
    expect(several.status).toBe(200);
    const tick = several.body.questions[0];
    // Turning it into a single-choice question with its one choice is refused too.
    const turned = await put([{ id: tick.id, text: "Tick", type: "SINGLE_CHOICE" }]);
    expect(turned.status).toBe(422);
    expect(turned.body.fieldErrors[0].field).toBe("questions[0].choices");
    // Its choices sent again with one more: accepted, the first keeps its id.
    const grown = await put([
      { id: tick.id, text: "Tick", type: "SINGLE_CHOICE", choices: [{ text: "Only" }, { text: "Other" }] },
    ]);
    expect(grown.status).toBe(200);
    expect(grown.body.questions[0].choices.map((c: Json) => c.text)).toEqual(["Only", "Other"]);
    expect(grown.body.questions[0].choices[0].id).toBe(tick.choices[0].id);
    // A question written before the rule, sent back as it was, does not block the survey's other changes.
    store.surveys.setChoices(tick.id, [tick.choices[0]]);
    const other = await put([
      { id: tick.id, text: "Tick", type: "SINGLE_CHOICE" },
      { text: "Notes", type: "TEXT" },
    ]);
    expect(other.status).toBe(200);
  });
});

describe("answers", () => {
  it("computes statistics over a date range, the breakdown and who answered a question", async () => {
    const survey = sleepSurvey();
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const stats = await call(
      ADMIN,
      "GET",
      `/api/surveys/${survey.id}/answer-stats?dateFrom=${from}&dateTo=${today}`,
    );
    expect(stats.status).toBe(200);
    expect(stats.body.reports).toBe(60);
    const first = stats.body.questions[0];
    expect(first.choices.reduce((sum: number, c: Json) => sum + c.count, 0)).toBe(60);
    const reversed = await call(
      ADMIN,
      "GET",
      `/api/surveys/${survey.id}/answer-stats?dateFrom=${today}&dateTo=${from}`,
    );
    expect(reversed.status).toBe(422);
    expect(reversed.body.fieldErrors[0].field).toBe("dateFrom");
    const breakdown = await call(ADMIN, "GET", `/api/surveys/${survey.id}/answer-breakdown`);
    expect(breakdown.body).toMatchObject({ reports: 60, patients: 30 });
    const answers = await call(
      ADMIN,
      "GET",
      `/api/surveys/questions/${survey.questions[0]!.id}/answers/patients?page=0&size=10`,
    );
    expect(answers.body.totalElements).toBe(60);
    expect(answers.body.content[0]).toHaveProperty("patientName");
    expect((await call(HARBOR, "GET", `/api/surveys/${survey.id}/answer-breakdown`)).status).toBe(403);
  });
});

describe("answer statistics by the reader's days", () => {
  it("counts a report on its calendar day in the asked time zone, UTC without one", async () => {
    // A report of 03:30 UTC is the evening before in New York and the morning of in Kolkata: the
    // day boundary that staff west of Greenwich cross every evening.
    const survey = store.patientArea.surveys().find((s) => s.name === "Home safety screening")!;
    const patientId = store.patientArea.reports().find((r) => r.assessmentId === survey.id)!.patientId;
    const report = (id: string, dateCreated: string, score: number) =>
      store.patientArea.insertReport({
        id,
        assessmentId: survey.id,
        assessmentName: survey.name,
        patientId,
        taskId: null,
        score,
        answers: [],
        dateCreated,
        accountId: null,
      });
    report("zone-late", "2025-03-10T03:30:00.000Z", 2);
    report("zone-noon", "2025-03-10T12:00:00.000Z", 4);
    const stats = (query: string) =>
      call(ADMIN, "GET", `/api/surveys/${survey.id}/answer-stats?${query}`).then((r) => r.body);

    const newYork = await stats("dateFrom=2025-03-09&dateTo=2025-03-10&timeZone=America/New_York");
    expect(newYork.byDay).toEqual([
      { date: "2025-03-09", count: 1, averageScore: 2 },
      { date: "2025-03-10", count: 1, averageScore: 4 },
    ]);
    expect((await stats("dateFrom=2025-03-10&dateTo=2025-03-10&timeZone=America/New_York")).reports).toBe(1);
    const utc = await stats("dateFrom=2025-03-09&dateTo=2025-03-10");
    expect(utc.byDay).toEqual([{ date: "2025-03-10", count: 2, averageScore: 3 }]);
    const kolkata = await stats("dateFrom=2025-03-09&dateTo=2025-03-09&timeZone=Asia/Kolkata");
    expect(kolkata.reports).toBe(0);

    const unknown = await call(
      ADMIN,
      "GET",
      `/api/surveys/${survey.id}/answer-stats?dateFrom=2025-03-09&dateTo=2025-03-10&timeZone=Mars/Olympus`,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.fieldErrors[0].field).toBe("timeZone");
  });
});
