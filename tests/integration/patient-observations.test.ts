import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import {
  action as dashboardAction,
  loader as dashboardLoader,
} from "~/routes/_patient+/curapatient.patient.dashboard";
import { server } from "../mocks/server";
import { patientGet, patientPost } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { patients } from "@contract/patients";
import { appointments } from "@contract/appointments";
import { accounts } from "@contract/accounts";
import { healthRecord } from "@contract/health-record";

/**
 * The patient's observations on their home (issue 23, decision 045): the mobile session's list
 * turned into what is to do (a new result to mark read, a home test to report), and the two calls
 * that do it. A refused report keeps the chosen result and says why under the choices.
 */

const HOME = "/curapatient/patient/dashboard";
const LIST = [
  {
    id: "obs-old",
    taskId: "t-1",
    name: "PCR test",
    stringValue: "0",
    dueDate: "2026-11-01T10:00:00Z",
    checked: true,
  },
  {
    id: "obs-new",
    taskId: "t-2",
    name: "PCR test",
    stringValue: "-1",
    dueDate: "2026-11-10T10:00:00Z",
    checked: false,
  },
  { id: "obs-lab", taskId: "t-3", name: "PCR test", stringValue: "2", dueDate: "2026-11-20T10:00:00Z" },
  {
    id: "obs-home",
    taskId: "t-4",
    name: "Rapid test",
    stringValue: "2",
    dueDate: "2026-11-25T10:00:00Z",
    selfReport: true,
  },
];

let sent: string[] = [];
let mobileReads = 0;
beforeEach(() => {
  sent = [];
  mobileReads = 0;
  server.use(
    onCall(patients.get, ({ params }) =>
      answerOf(patients.get, { id: String(params.id), profileCompleteness: 1, organizations: [] }),
    ),
    onCall(appointments.patientAppointments, () => answerOf(appointments.patientAppointments, [])),
    onCall(patients.carePlan, () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 })),
    onCall(accounts.sessionMobile, () => {
      mobileReads++;
      return answerOf(accounts.sessionMobile, { accountId: "acct-1", observationList: LIST });
    }),
    onCall(healthRecord.markChecked, ({ params }) => {
      sent.push(`checked ${String(params.id)} ${String(params.checked)}`);
      return HttpResponse.json({ id: params.id, checked: true });
    }),
    onCall(healthRecord.reportValue, ({ params }) => {
      sent.push(`value ${String(params.id)} ${String(params.value)}`);
      return HttpResponse.json({ id: params.id, stringValue: params.value });
    }),
  );
});

describe("the patient's observations on their home", () => {
  it("lists a new final result to read and a home test to report, newest first, and nothing else", async () => {
    const data = await dashboardLoader(patientGet(HOME));
    expect(data.todo).toEqual([
      {
        kind: "report",
        id: "obs-home",
        name: "Rapid test",
        result: "RESULT_AWAITED",
        dueDate: "2026-11-25T10:00:00Z",
      },
      { kind: "read", id: "obs-new", name: "PCR test", result: "INVALID", dueDate: "2026-11-10T10:00:00Z" },
    ]);
    expect(data.todoFailed).toBe(false);
    expect(mobileReads).toBe(1);
  });

  it("is the signed-in patient's own: not read while acting for a family member", async () => {
    const data = await dashboardLoader(
      patientGet(HOME, { actingFor: { patientId: "pat-2", name: "Leo Rivera" } }),
    );
    expect(data.todo).toEqual([]);
    expect(mobileReads).toBe(0);
  });

  it("says the list cannot be loaded when the upstream fails, and the rest of the home still shows", async () => {
    server.use(onCall(accounts.sessionMobile, () => HttpResponse.json({}, { status: 500 })));
    const data = await dashboardLoader(patientGet(HOME));
    expect(data.todoFailed).toBe(true);
    expect(data.todo).toEqual([]);
    expect(data.appointmentsFailed).toBe(false);
  });

  it("marks a new result read and says so", async () => {
    const args = patientPost(HOME, { intent: "observation-read", observation: "obs-new" });
    const response = (await dashboardAction(args)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(HOME);
    expect(sent).toEqual(["checked obs-new true"]);
    expect(args.context.jar.takeFlash()).toMatchObject({
      kind: "success",
      key: "patient:dashboard.todo.readDone",
      params: { name: "PCR test" },
    });
  });

  it("changes nothing for an id that is not one of the patient's to do, a lab's awaited result among them", async () => {
    for (const [intent, observation] of [
      ["observation-read", "obs-old"],
      ["observation-read", "someone-elses"],
      ["observation-report", "obs-lab"],
    ] as const) {
      const args = patientPost(HOME, { intent, observation, result: "NEGATIVE" });
      const response = (await dashboardAction(args)) as Response;
      expect(response.headers.get("location")).toBe(HOME);
      expect(args.context.jar.takeFlash()).toMatchObject({
        kind: "warn",
        key: "patient:dashboard.todo.gone",
      });
    }
    expect(sent).toEqual([]);
  });

  it("reports a home test's result as its value (positive 1)", async () => {
    const args = patientPost(HOME, {
      intent: "observation-report",
      observation: "obs-home",
      result: "POSITIVE",
    });
    const response = (await dashboardAction(args)) as Response;
    expect(response.status).toBe(303);
    expect(sent).toEqual(["value obs-home 1"]);
    expect(args.context.jar.takeFlash()).toMatchObject({
      kind: "success",
      key: "patient:dashboard.todo.reported",
    });
  });

  it("asks for a result when none is chosen, before any upstream call", async () => {
    const response = await dashboardAction(
      patientPost(HOME, { intent: "observation-report", observation: "obs-home" }),
    );
    expect(response).toMatchObject({
      init: { status: 400 },
      data: { observationId: "obs-home", result: null, errorKey: "patient:dashboard.todo.chooseResult" },
    });
    expect(mobileReads).toBe(0);
    expect(sent).toEqual([]);
  });

  it("keeps the chosen result and says why when the upstream refuses it (409) or fails (500)", async () => {
    for (const [status, errorKey, replyStatus] of [
      [409, "patient:dashboard.todo.reportRefused", 400],
      [500, "patient:dashboard.todo.reportFailed", 502],
    ] as const) {
      server.use(
        onCall(healthRecord.reportValue, () =>
          HttpResponse.json({ code: "NOT_SELF_REPORTED", message: "lab" }, { status }),
        ),
      );
      const response = await dashboardAction(
        patientPost(HOME, { intent: "observation-report", observation: "obs-home", result: "NEGATIVE" }),
      );
      expect(response).toMatchObject({
        init: { status: replyStatus },
        data: { observationId: "obs-home", result: "NEGATIVE", errorKey },
      });
    }
  });

  it("is refused while acting for a family member, before any upstream call", async () => {
    const args = patientPost(
      HOME,
      { intent: "observation-read", observation: "obs-new" },
      { actingFor: { patientId: "pat-2", name: "Leo Rivera" } },
    );
    await dashboardAction(args);
    expect(args.context.jar.takeFlash()).toMatchObject({
      kind: "warn",
      key: "patient:dashboard.todo.ownOnly",
    });
    expect(mobileReads).toBe(0);
    expect(sent).toEqual([]);
  });
});
