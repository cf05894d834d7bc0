import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { action as answerAction } from "~/routes/_patient+/curapatient.patient.appointment.assessment.$assessmentId";
import { loader as dashboardLoader } from "~/routes/_patient+/curapatient.patient.dashboard";
import {
  action as recordAction,
  loader as recordLoader,
} from "~/routes/provider+/members+/$patientId.assessments";
import { staffPatientHandler } from "../mocks/patients";
import { server } from "../mocks/server";
import { patientGet, patientPost, staffGet, staffPost } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { appointments } from "@contract/appointments";
import { patients } from "@contract/patients";
import { surveys } from "@contract/surveys";

/**
 * Issue 38: a questionnaire staff ask the patient to answer again is a task of no care plan. The
 * patient's home offers every questionnaire the patient is asked to answer, a plan's or not,
 * newest first, each linking to the page that takes the answers; answered, it leaves the home and
 * the record counts the answer.
 */

interface FakeTask {
  id: string;
  patientId: string;
  taskType: string;
  status: string;
  name: string;
  assessmentId: string;
}
type FakeReport = {
  id: string;
  assessmentId: string;
  assessmentName: string;
  score: number;
  dateCreated: string;
  taskId: string | null;
};

const SURVEY = { id: "s-pre", name: "Pre-visit health questionnaire", kind: "ASSESSMENT" };
const planned: FakeTask = {
  id: "t-plan",
  patientId: "pat-1",
  taskType: "ASSESSMENT",
  status: "PENDING",
  name: "Sleep diary",
  assessmentId: "s-sleep",
};

/** The upstream's state: the patient's tasks, their reports, and the order calls arrived in. */
let tasks: FakeTask[] = [];
let reports: FakeReport[] = [];
let arrivals: string[] = [];
let assessmentsRead: () => Response = () => HttpResponse.json(tasks.filter(open).reverse());
const open = (task: FakeTask) => task.status === "PENDING" || task.status === "ACTIVE";

beforeEach(() => {
  tasks = [{ ...planned }];
  reports = [
    {
      id: "r-1",
      assessmentId: SURVEY.id,
      assessmentName: SURVEY.name,
      score: 3,
      dateCreated: "2026-11-01T15:00:00Z",
      taskId: null,
    },
  ];
  arrivals = [];
  assessmentsRead = () => HttpResponse.json(tasks.filter(open).reverse());
  server.use(
    staffPatientHandler(),
    onCall(appointments.patientAppointments, async () => {
      arrivals.push("appointments");
      // Answered only once the questionnaires were asked for too: a loader that reads them after
      // its other reads, not beside them, is seen here.
      for (let i = 0; i < 50 && !arrivals.includes("assessments"); i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      arrivals.push("appointments answered");
      return answerOf(appointments.patientAppointments, []);
    }),
    onCall(patients.carePlans, () =>
      answerOf(patients.carePlans, [
        {
          id: "cp-1",
          name: "Better sleep",
          patientId: "pat-1",
          carePlanStatus: "AwaitingTesting",
          tasks: [{ ...planned }],
        },
      ]),
    ),
    onCall(appointments.assessmentsToAnswer, ({ params }) => {
      arrivals.push("assessments");
      expect(params.id).toBe("pat-1");
      return assessmentsRead();
    }),
    onCall(surveys.requestRedo, ({ request, params }) => {
      const assessmentId = new URL(request.url).searchParams.get("assessmentId")!;
      const task = {
        id: `t-${tasks.length + 1}`,
        patientId: String(params.id),
        taskType: "ASSESSMENT",
        status: "ACTIVE",
        name: SURVEY.name,
        assessmentId,
      };
      tasks.push(task);
      return HttpResponse.json(task, { status: 201 });
    }),
    onCall(surveys.questions, () =>
      answerOf(surveys.questions, {
        content: [
          { id: "q-1", text: "Temperature?", type: "NUMBER", required: true, minValue: 90, maxValue: 110 },
        ],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 100,
      }),
    ),
    onCall(surveys.submitReport, async ({ request }) => {
      const body = (await request.json()) as { assessmentId: string; taskId?: string };
      const task = tasks.find((t) => t.id === body.taskId);
      if (task) task.status = "COMPLETED";
      const report = {
        id: `r-${reports.length + 1}`,
        assessmentId: body.assessmentId,
        assessmentName: SURVEY.name,
        score: 0,
        dateCreated: "2026-11-28T15:00:00Z",
        taskId: body.taskId ?? null,
      };
      reports.push(report);
      return answerOf(surveys.submitReport, report);
    }),
    onCall(surveys.reports, () => answerOf(surveys.reports, reports)),
    onCall(surveys.dailyReports, () => answerOf(surveys.dailyReports, [])),
  );
});

const home = () => dashboardLoader(patientGet("/curapatient/patient/dashboard"));
const answeredOnRecord = async () => {
  const data = (await recordLoader({
    ...staffGet("/provider/members/pat-1/assessments"),
    params: { patientId: "pat-1" },
  })) as { assessments: Array<{ name: string; count: number }> };
  return data.assessments.find((a) => a.name === SURVEY.name)?.count;
};

describe("the patient's home: questionnaires to answer", () => {
  it("offers one staff asked for again (no care plan's) beside the plan's, newest first, until it is answered", async () => {
    expect((await home()).questionnaires).toEqual([
      { taskId: "t-plan", assessmentId: "s-sleep", name: "Sleep diary", plan: "Better sleep" },
    ]);

    // Staff ask for the questionnaire again, from the record.
    const asked = (await recordAction({
      ...staffPost("/provider/members/pat-1/assessments", {
        assessmentId: SURVEY.id,
        assessmentName: SURVEY.name,
      }),
      params: { patientId: "pat-1" },
    })) as Response;
    expect(asked.status).toBe(303);
    expect(await answeredOnRecord()).toBe(1);

    const before = await home();
    expect(before.questionnaires).toEqual([
      { taskId: "t-2", assessmentId: SURVEY.id, name: SURVEY.name, plan: null },
      { taskId: "t-plan", assessmentId: "s-sleep", name: "Sleep diary", plan: "Better sleep" },
    ]);
    expect(before.questionnairesFailed).toBe(false);

    // The patient answers it on the page the home links to, with its task.
    const sent = (await answerAction({
      ...patientPost(`/curapatient/patient/appointment/assessment/${SURVEY.id}?patientId=pat-1&taskId=t-2`, {
        "q_q-1": "98",
      }),
      params: { assessmentId: SURVEY.id },
    })) as Response;
    expect(sent.headers.get("location")).toBe("/curapatient/patient/dashboard");

    expect((await home()).questionnaires.map((q) => q.taskId)).toEqual(["t-plan"]);
    expect(await answeredOnRecord()).toBe(2);
  });

  it("reads them in the same round as the appointments, not after", async () => {
    await home();
    expect(arrivals.slice(0, arrivals.indexOf("appointments answered"))).toContain("assessments");
  });

  it("does not offer one the upstream still sends as answered or cancelled", async () => {
    assessmentsRead = () =>
      HttpResponse.json([
        { ...planned, id: "t-done", status: "COMPLETED" },
        { ...planned, id: "t-off", status: "CANCELLED" },
        { ...planned },
      ]);
    expect((await home()).questionnaires.map((q) => q.taskId)).toEqual(["t-plan"]);
  });

  it("offers the plans' questionnaires from a backend without the read", async () => {
    assessmentsRead = () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    const data = await home();
    expect(data.questionnaires.map((q) => q.taskId)).toEqual(["t-plan"]);
    expect(data.questionnairesFailed).toBe(false);
  });

  it("says a failed read, still offering the plans' questionnaires", async () => {
    assessmentsRead = () => HttpResponse.json({ message: "boom" }, { status: 500 });
    const data = await home();
    expect(data.questionnairesFailed).toBe(true);
    expect(data.questionnaires.map((q) => q.taskId)).toEqual(["t-plan"]);
  });
});
