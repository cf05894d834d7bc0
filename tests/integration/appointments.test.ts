import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as listLoader } from "~/routes/provider+/appointments+/_index";
import { loader as tabLoader } from "~/routes/provider+/members+/$patientId.appointments";
import { staffPatientHandler } from "../mocks/patients";
import { action as cancelAction } from "~/routes/provider+/appointments+/$taskId.cancel";
import { action as completeAction } from "~/routes/provider+/appointments+/$taskId.complete";
import { action as rangeAction, loader as rangeLoader } from "~/routes/provider+/appointments+/cancel-range";
import { recorder, springPage, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { contextFor, thrownStatus } from "../support/context";
import { signedInCookie, staffAccount, staffGet as get, staffPost as post } from "../support/session";
import { answerOf, onCall, onCalls } from "../mocks/contract";
import { organizations } from "@contract/organizations";
import { appointments } from "@contract/appointments";

/**
 * Staff appointments (issue 16, decision 022): the list sends every filter under the upstream's
 * names; completing and cancelling check the appointment's clinic against the user's tree and say
 * why the upstream refused; the bulk cancel counts before it offers, refuses a bad range without
 * a call, and reports what it changed. The staff account's tree is its own organization, org-1.
 */

const task = (overrides: Record<string, unknown> = {}) => ({
  id: "task-1",
  patientId: "pat-1",
  patientName: "Pat Rivera",
  patientDateOfBirth: "04/12/1985",
  name: "Flu vaccination",
  status: "SCHEDULED",
  dueDate: "2026-12-07T15:30:00Z",
  location: { id: "org-1", name: "North Clinic", timeZoneId: "America/New_York" },
  ...overrides,
});

let calls: RecordedCall[] = [];
let answer: (request: Request) => Response | undefined;
beforeEach(() => {
  calls = [];
  answer = () => undefined;
  const record = recorder(calls);
  server.use(
    onCall(organizations.clinics, () =>
      answerOf(organizations.clinics, [{ id: "org-1", name: "North Clinic" }]),
    ),
    onCall(organizations.basicInfo, () =>
      answerOf(organizations.basicInfo, { id: "org-1", name: "North Clinic" }),
    ),
    onCall(appointments.atLocation, async ({ request }) => {
      await record(request);
      return answerOf(
        appointments.atLocation,
        springPage([
          task(),
          task({ id: "task-2", patientId: "pat-2", invoiceId: "inv-1" }),
          task({ id: "task-3", patientId: "pat-1" }),
          task({ id: "task-4", status: "COMPLETED" }),
        ]),
      );
    }),
    onCall(appointments.get, async ({ request, params }) => {
      await record(request);
      if (params.id === "task-far")
        return answerOf(
          appointments.get,
          task({ id: "task-far", location: { id: "clinic-elsewhere", name: "Far" } }),
        );
      return answerOf(appointments.get, task({ id: String(params.id) }));
    }),
    ...onCalls(
      (entry) => entry.method === "PUT" && entry.path.startsWith("/api/tasks/"),
      async ({ request }) => {
        await record(request);
        return answer(request) ?? HttpResponse.json({ cancelled: 3, patients: 2 });
      },
    ),
  );
});

const writes = () => calls.filter((c) => c.method === "PUT").map((c) => c.path);

describe("the appointment list", () => {
  it("sends every filter under the upstream's names, dates as MM/dd/yyyy, and shows the clinic's time", async () => {
    const { request, context } = get(
      "/provider/appointments?location=org-1&dueFrom=2026-12-07&dueTo=2026-12-08&status=SCHEDULED&patient=riv&vaccine=Flu&taskName=flu&time=09:30&bornFrom=1980-01-01&sort=patientName,desc",
    );
    const data = (await listLoader({ request, context, params: {} })) as {
      list: { content: Array<{ due: string; dateOfBirth: string; patientName: string }> };
    };
    const sent = new URL(`http://x${calls[0]!.path}`).searchParams;
    expect(calls[0]!.path.startsWith("/api/tasks/org-1/location?")).toBe(true);
    expect(Object.fromEntries(sent)).toEqual({
      taskType: "appointment",
      page: "0",
      size: "20",
      orderType: "patientName",
      asc: "false",
      dueDateFrom: "12/07/2026",
      dueDateTo: "12/08/2026",
      status: "SCHEDULED",
      name: "riv",
      vaccineType: "Flu",
      taskName: "flu",
      time: "09:30",
      dobFrom: "01/01/1980",
    });
    expect(data.list.content[0]).toMatchObject({ patientName: "Pat Rivera", dateOfBirth: "04/12/1985" });
    expect(data.list.content[0]!.due).toMatch(/^12\/07\/2026 10:30 AM EST$/);
  });

  it("does not send a time that is not HH:mm, and lists the first clinic when none is named", async () => {
    const { request, context } = get("/provider/appointments?time=9am");
    await listLoader({ request, context, params: {} });
    expect(calls[0]!.path).toBe(
      "/api/tasks/org-1/location?taskType=appointment&page=0&size=20&orderType=dueDate&asc=true",
    );
  });

  it("answers a clinic outside the tree of a branch's staff with 404 before any call", async () => {
    // The demo network's own staff read every tree (decision 015); a branch's staff read theirs.
    const branch = { ...staffAccount, organizationId: "org-2", organizationName: "North Branch" };
    const cookie = signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" }, branch);
    const request = new Request("http://app.test/provider/appointments?location=org-1", {
      headers: { cookie },
    });
    expect(await thrownStatus(listLoader({ request, context: contextFor(request), params: {} }))).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("completing and cancelling one appointment", () => {
  it("completes through the documented call and goes back to the list it came from, never elsewhere", async () => {
    const back = encodeURIComponent("/provider/appointments?location=org-1&dueFrom=2026-12-07");
    const { request, context } = post(`/provider/appointments/task-1/complete?back=${back}`, {});
    const response = (await completeAction({ request, context, params: { taskId: "task-1" } })) as Response;
    expect(writes()).toEqual(["/api/tasks/task-1/complete"]);
    expect(response.headers.get("location")).toBe("/provider/appointments?location=org-1&dueFrom=2026-12-07");

    const away = post(
      `/provider/appointments/task-1/complete?back=${encodeURIComponent("https://evil.test/")}`,
      {},
    );
    const safe = (await completeAction({ ...away, params: { taskId: "task-1" } })) as Response;
    expect(safe.headers.get("location")).toBe("/provider/appointments");
  });

  it("answers an appointment at a clinic outside the tree with 404, changing nothing", async () => {
    const { request, context } = post("/provider/appointments/task-far/cancel", {});
    expect(await thrownStatus(cancelAction({ request, context, params: { taskId: "task-far" } }))).toBe(404);
    const hostile = post("/provider/appointments/x/cancel", {});
    expect(await thrownStatus(cancelAction({ ...hostile, params: { taskId: "../x" } }))).toBe(404);
    expect(writes()).toEqual([]);
  });

  it("says why the upstream refused, or that it failed", async () => {
    answer = () =>
      HttpResponse.json(
        { code: "TASK_COMPLETED", message: "A completed appointment cannot be cancelled" },
        { status: 409 },
      );
    const refused = post("/provider/appointments/task-1/cancel", {});
    const result = (await cancelAction({ ...refused, params: { taskId: "task-1" } })) as {
      data: { failure: string };
      init: { status: number };
    };
    expect(result.init.status).toBe(409);
    expect(result.data.failure).toBe(
      'appointments:errors.refused::{"reason":"A completed appointment cannot be cancelled"}',
    );
    answer = () => HttpResponse.json({ message: "boom" }, { status: 500 });
    const failed = post("/provider/appointments/task-1/cancel", {});
    const broken = (await cancelAction({ ...failed, params: { taskId: "task-1" } })) as typeof result;
    expect(broken.data.failure).toBe("common:errors.generic");
  });
});

describe("cancelling a range", () => {
  it("counts the open appointments, their patients and the paid ones before offering", async () => {
    const { request, context } = get(
      "/provider/appointments/cancel-range?location=org-1&from=2026-12-07&to=2026-12-07",
    );
    const data = (await rangeLoader({ request, context, params: {} })) as {
      checked: { appointments: number; patients: number; paid: number };
      errors: Record<string, string>;
    };
    expect(calls[0]!.path).toBe(
      "/api/tasks/org-1/location?taskType=appointment&dueDateFrom=12%2F07%2F2026&dueDateTo=12%2F07%2F2026&size=-1",
    );
    expect(data.errors).toEqual({});
    expect(data.checked).toMatchObject({ appointments: 3, patients: 2, paid: 1 });
  });

  it("refuses a range that is backwards or too long next to its field, keeping both dates, without a call", async () => {
    const { request, context } = get(
      "/provider/appointments/cancel-range?location=org-1&from=2026-12-07&to=2027-02-01",
    );
    const data = (await rangeLoader({ request, context, params: {} })) as {
      checked: unknown;
      errors: Record<string, string>;
      raw: { from: string; to: string };
    };
    expect(data.errors).toEqual({ to: 'appointments:bulk.errors.tooLong::{"max":31}' });
    expect(data.raw).toEqual({ from: "2026-12-07", to: "2027-02-01" });
    expect(data.checked).toBeNull();
    expect(calls).toEqual([]);
    const post1 = post(
      "/provider/appointments/cancel-range?location=org-1&from=2026-12-08&to=2026-12-07",
      {},
    );
    expect(await thrownStatus(rangeAction({ ...post1, params: {} }))).toBe(404);
    expect(writes()).toEqual([]);
  });

  it("cancels through bulk-cancel and reports what the upstream changed; a refusal is said on the page", async () => {
    const { request, context } = post(
      "/provider/appointments/cancel-range?location=org-1&from=2026-12-07&to=2026-12-08",
      {},
    );
    const response = (await rangeAction({ request, context, params: {} })) as Response;
    expect(writes()).toEqual([
      "/api/tasks/bulk-cancel?locationId=org-1&dueDateFrom=12%2F07%2F2026&dueDateTo=12%2F08%2F2026",
    ]);
    expect(response.headers.get("location")).toBe(
      "/provider/appointments?location=org-1&dueFrom=2026-12-07&dueTo=2026-12-08",
    );
    expect(context.jar.commit().join()).toContain("cd_flash");

    answer = () => HttpResponse.json({ message: "boom" }, { status: 503 });
    const again = post(
      "/provider/appointments/cancel-range?location=org-1&from=2026-12-07&to=2026-12-08",
      {},
    );
    const failed = (await rangeAction({ ...again, params: {} })) as { data: { failure: string } };
    expect(failed.data.failure).toBe("common:errors.generic");
  });

  it("refuses a clinic outside the tree before any call", async () => {
    const { request, context } = post(
      "/provider/appointments/cancel-range?location=clinic-elsewhere&from=2026-12-07&to=2026-12-07",
      {},
    );
    expect(await thrownStatus(rangeAction({ request, context, params: {} }))).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("the patient record's appointments tab", () => {
  beforeEach(() => {
    server.use(
      staffPatientHandler(),
      onCall(appointments.patientAppointments, () =>
        answerOf(appointments.patientAppointments, [
          task(),
          task({ id: "task-5", dueDate: "2027-01-04T15:00:00Z", status: "COMPLETED" }),
        ]),
      ),
      onCall(appointments.familyAppointments, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
      onCall(appointments.appointmentsInActiveGoals, () =>
        answerOf(appointments.appointmentsInActiveGoals, [
          {
            id: "cpt-1",
            name: "Cardiology follow-up",
            status: "PENDING",
            week: 3,
            dueDate: "2026-12-14",
            goalName: "Blood pressure under control",
            carePlanId: "cp-1",
            carePlanName: "Hypertension follow-up",
            location: null,
          },
        ]),
      ),
    );
  });

  it("lists the appointments the patient's care plans hold in active goals, and hides only them when they fail", async () => {
    const tab = () =>
      tabLoader({ ...get("/provider/members/pat-1/appointments"), params: { patientId: "pat-1" } });
    const data = (await tab()) as { inGoals: Array<Record<string, unknown>> };
    expect(data.inGoals).toEqual([
      {
        id: "cpt-1",
        name: "Cardiology follow-up",
        goalName: "Blood pressure under control",
        carePlanName: "Hypertension follow-up",
        week: 3,
        dueDate: "2026-12-14",
        due: "12/14/2026",
        clinic: "",
        status: "PENDING",
      },
    ]);
    server.use(
      onCall(appointments.appointmentsInActiveGoals, () =>
        HttpResponse.json({ message: "boom" }, { status: 500 }),
      ),
    );
    const failed = (await tab()) as { inGoals: unknown; own: unknown[] };
    expect(failed.inGoals).toBeNull();
    expect(failed.own).toHaveLength(2);
  });

  it("lists the patient's appointments newest first, and still shows them when the family's fail", async () => {
    const { request, context } = get("/provider/members/pat-1/appointments");
    const data = (await tabLoader({ request, context, params: { patientId: "pat-1" } })) as {
      own: Array<{ id: string; due: string }>;
      family: unknown;
    };
    expect(data.own.map((r) => r.id)).toEqual(["task-5", "task-1"]);
    expect(data.own[1]!.due).toBe("12/07/2026 10:30 AM EST");
    expect(data.family).toBeNull();
  });

  it("answers a patient outside the tree of a branch's staff with 404, and goes back to the tab after a change", async () => {
    const branch = { ...staffAccount, organizationId: "org-2", organizationName: "North Branch" };
    const cookie = signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" }, branch);
    const request = new Request("http://app.test/provider/members/pat-9/appointments", {
      headers: { cookie },
    });
    expect(
      await thrownStatus(
        tabLoader({ request, context: contextFor(request), params: { patientId: "pat-9" } }),
      ),
    ).toBe(404);

    const back = encodeURIComponent("/provider/members/pat-1/appointments");
    const done = post(`/provider/appointments/task-1/complete?back=${back}`, {});
    const response = (await completeAction({ ...done, params: { taskId: "task-1" } })) as Response;
    expect(response.headers.get("location")).toBe("/provider/members/pat-1/appointments");
  });
});
