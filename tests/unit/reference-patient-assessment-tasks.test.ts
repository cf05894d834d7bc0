import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Survey } from "../../reference-api/patient-area/types";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's read of a patient's assessments still to answer (issue 38): a care
 * plan's and one staff asked for again (which belongs to no plan) alike, newest first; answered,
 * it leaves the list and staff's record counts the answer. Read as the reports are.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const PATIENT = "patient@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = (who: string, method: string, url: string, json?: unknown) =>
  api.call(who, method, url, json) as Promise<{ status: number; body: Json }>;

beforeAll(async () => {
  api = await startReferenceApi("reference-assessment-tasks");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const demoPatient = () => store.patients.all().find((p) => p.email === PATIENT)!;

/** An answer to every required question that the survey accepts. */
const answersTo = (survey: Survey) =>
  survey.questions
    .filter((q) => q.required)
    .map((q) =>
      q.choices?.length
        ? { questionId: q.id, choiceIds: [q.choices[0]!.id] }
        : q.type === "DATE"
          ? { questionId: q.id, value: "01/02/2026" }
          : q.type === "TEXT"
            ? { questionId: q.id, value: "Fine" }
            : { questionId: q.id, value: String(q.minValue ?? 1) },
    );

const toAnswer = async (patientId: string) =>
  (await call(PATIENT, "GET", `/api/tasks/${patientId}/assessments`)) as {
    status: number;
    body: Array<{ id: string; assessmentId: string; status: string; taskType: string }>;
  };

describe("GET /api/tasks/{patientId}/assessments", () => {
  it("lists a plan's questionnaire and one asked for again, newest first, each leaving once answered", async () => {
    const patient = demoPatient();
    const plan = store.carePlans
      .ofPatient(patient.id)
      .find((p) => p.name === "Vaccination and testing plan")!;
    const planned = plan.taskIds
      .map((id) => store.tasks.byId(id))
      .find((t) => t?.taskType === "ASSESSMENT" && t.status !== "COMPLETED")!;
    expect(planned).toBeDefined();
    const survey = store.patientArea.survey(planned.assessmentId)!;

    const first = await toAnswer(patient.id);
    expect(first.status).toBe(200);
    expect(first.body.map((t) => t.id)).toEqual([planned.id]);
    expect(first.body[0]).toMatchObject({ taskType: "ASSESSMENT", assessmentId: survey.id });

    // The plan's questionnaire answered: it leaves the list, and staff may ask for it again.
    const answered = await call(PATIENT, "POST", "/api/surveys/assessment-report", {
      assessmentId: survey.id,
      patientId: patient.id,
      taskId: planned.id,
      answers: answersTo(survey),
    });
    expect(answered.status).toBe(201);
    expect((await toAnswer(patient.id)).body).toEqual([]);
    const reportsBefore = (
      await call(ADMIN, "GET", `/api/surveys/patient/${patient.id}/assessment-reports`)
    ).body.filter((r: Json) => r.assessmentId === survey.id).length;

    const asked = await call(
      ADMIN,
      "POST",
      `/api/surveys/patient/${patient.id}/requestRedoAssessment?assessmentId=${survey.id}`,
    );
    expect(asked.status).toBe(201);
    expect(store.carePlans.ofPatient(patient.id).some((p) => p.taskIds.includes(asked.body.id))).toBe(false);
    // A newer one beside it (a plan's, say): the newest comes first.
    const newer = { ...store.tasks.byId(asked.body.id)!, id: store.nextId("task") };
    store.tasks.insert(newer);
    expect((await toAnswer(patient.id)).body.map((t) => t.id)).toEqual([newer.id, asked.body.id]);
    store.tasks.update({ ...store.tasks.byId(newer.id)!, status: "CANCELLED" });

    const again = await call(PATIENT, "POST", "/api/surveys/assessment-report", {
      assessmentId: survey.id,
      patientId: patient.id,
      taskId: asked.body.id,
      answers: answersTo(survey),
    });
    expect(again.status).toBe(201);
    expect((await toAnswer(patient.id)).body).toEqual([]);
    const reportsAfter = (
      await call(ADMIN, "GET", `/api/surveys/patient/${patient.id}/assessment-reports`)
    ).body.filter((r: Json) => r.assessmentId === survey.id).length;
    expect(reportsAfter).toBe(reportsBefore + 1);
  });

  it("is staff's where the patient is, and refused to staff of another tree", async () => {
    const patient = demoPatient();
    expect((await call(ADMIN, "GET", `/api/tasks/${patient.id}/assessments`)).status).toBe(200);
    const outside = await call("orgadmin@harbor.test", "GET", `/api/tasks/${patient.id}/assessments`);
    expect(outside.status).toBe(403);
  });
});
