import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's staff side of assessments: a patient's daily reports (a name with
 * "Daily"), and asking a patient to answer an assessment again: a task, an activity and a
 * notification; refused while one is still open, for a non-assessment, and outside the tree.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const PROVIDER = "provider@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = (who: string, method: string, url: string, json?: unknown) =>
  api.call(who, method, url, json) as Promise<{ status: number; body: Json }>;

beforeAll(async () => {
  api = await startReferenceApi("reference-redo");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const demoPatient = () => store.patients.all().find((p) => p.email === "patient@demo.test")!;
const assessment = () => store.patientArea.firstSurveyOfKind("ASSESSMENT")!;

describe("daily assessment reports", () => {
  it("answers only the reports of assessments named Daily", async () => {
    const patient = demoPatient();
    const daily = await call(ADMIN, "GET", `/api/surveys/patient/${patient.id}/daily-assessment-reports`);
    expect(daily.status).toBe(200);
    for (const r of daily.body) expect(r.assessmentName).toContain("Daily");
    const all = await call(ADMIN, "GET", `/api/surveys/patient/${patient.id}/assessment-reports`);
    expect(all.body.length).toBeGreaterThanOrEqual(daily.body.length);
    expect(
      (await call(PROVIDER, "GET", `/api/surveys/patient/${patient.id}/assessment-reports`)).status,
    ).toBe(403);
  });
});

describe("asking to answer again", () => {
  it("makes an open assessment task, an activity and a notification, and refuses a second while open", async () => {
    const patient = demoPatient();
    const survey = assessment();
    const open = store.tasks.openAssessment(patient.id, survey.id);
    if (open) store.tasks.update({ ...open, status: "COMPLETED" });
    const activitiesBefore = store.activities.ofPatient(patient.id, {
      limit: 1000,
      offset: 0,
      number: 0,
      size: 1000,
    }).total;

    const asked = await call(
      ADMIN,
      "POST",
      `/api/surveys/patient/${patient.id}/requestRedoAssessment?assessmentId=${survey.id}`,
    );
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ taskType: "ASSESSMENT", status: "ACTIVE", assessmentId: survey.id });
    expect(store.tasks.openAssessment(patient.id, survey.id)?.id).toBe(asked.body.id);
    expect(
      store.activities.ofPatient(patient.id, { limit: 1000, offset: 0, number: 0, size: 1000 }).total,
    ).toBe(activitiesBefore + 1);
    const account = store.accounts.ofPatient(patient.id)!;
    const notes = await call("patient@demo.test", "GET", "/api/notifications");
    expect(JSON.stringify(notes.body)).toContain(`answer \\"${survey.name}\\" again`);
    expect(account).toBeDefined();

    const again = await call(
      ADMIN,
      "POST",
      `/api/surveys/patient/${patient.id}/requestRedoAssessment?assessmentId=${survey.id}`,
    );
    expect(again.status).toBe(409);
  });

  it("refuses a survey that is not an assessment, a foreign parent activity, and a caller outside the tree", async () => {
    const patient = demoPatient();
    const screening = store.patientArea.firstSurveyOfKind("SCREENING")!;
    const refused = await call(
      ADMIN,
      "POST",
      `/api/surveys/patient/${patient.id}/requestRedoAssessment?assessmentId=${screening.id}`,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors[0].field).toBe("assessmentId");
    const foreign = await call(
      ADMIN,
      "POST",
      `/api/surveys/patient/${patient.id}/requestRedoAssessment?assessmentId=${assessment().id}&parentActivityId=nope`,
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.fieldErrors[0].field).toBe("parentActivityId");
    const outside = await call(
      PROVIDER,
      "POST",
      `/api/surveys/patient/${patient.id}/requestRedoAssessment?assessmentId=${assessment().id}`,
    );
    expect(outside.status).toBe(403);
  });
});
