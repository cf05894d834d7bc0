import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { action as editAction, loader as editLoader } from "~/routes/provider+/appointments+/$taskId.edit";
import {
  action as observationAction,
  loader as observationLoader,
} from "~/routes/provider+/appointments+/$taskId.observation";
import {
  action as removePerformerAction,
  loader as removePerformerLoader,
} from "~/routes/provider+/appointments+/$taskId.remove-performer";
import {
  action as removeVaccineAction,
  loader as removeVaccineLoader,
} from "~/routes/provider+/appointments+/$taskId.remove-vaccine";
import {
  action as vaccineAction,
  loader as vaccineLoader,
} from "~/routes/provider+/appointments+/$taskId.vaccine";
import { recorder, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { thrownStatus } from "../support/context";
import { staffGet as get, staffPost as post } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { appointments } from "@contract/appointments";
import { organizations } from "@contract/organizations";
import { masterData } from "@contract/master-data";

/**
 * Staff's changes to one appointment (issue 16, decision 025): each page reads the appointment
 * (404 outside the user's tree, before any change), sends the documented call with the contract's
 * body, goes back where the user came from; a value refused by our check or by the upstream's 422
 * is said next to its field in our words with every value kept, and an upstream failure keeps the
 * values with a message. The staff account's tree is org-1.
 */

const VACCINE = {
  manufacturer: "Pfizer",
  lotNumber: "EK5730",
  doseNumber: 2,
  injectionSite: "LEFT_ARM",
  expiryDate: "12/31/2027",
  administeredAt: "2026-11-20T15:30:00.000Z",
};
const task = (overrides: Record<string, unknown> = {}) => ({
  id: "task-1",
  patientId: "pat-1",
  patientName: "Pat Rivera",
  name: "Flu vaccination",
  status: "SCHEDULED",
  dueDate: "2026-12-07T15:30:00Z",
  inventoryName: "Sanofi",
  performerId: "perf-1",
  performerName: "Dr. Lee",
  location: { id: "org-1", name: "North Clinic", timeZoneId: "America/New_York" },
  ...overrides,
});
const TASKS: Record<string, ReturnType<typeof task>> = {
  "task-1": task(),
  "task-2": task({ id: "task-2", name: "Second dose", vaccineInfo: VACCINE }),
  "task-test": task({ id: "task-test", name: "COVID-19 PCR test", goalName: "Testing", performerId: null }),
  "task-far": task({ id: "task-far", location: { id: "clinic-elsewhere", name: "Far" } }),
};

let calls: RecordedCall[] = [];
let answer: (request: Request) => Response | undefined;
beforeEach(() => {
  calls = [];
  answer = () => undefined;
  const record = recorder(calls);
  const write = async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    await record(request);
    return answer(request) ?? HttpResponse.json(TASKS[String(params.id)] ?? task());
  };
  server.use(
    onCall(appointments.get, ({ params }) => {
      const found = TASKS[String(params.id)];
      return found
        ? answerOf(appointments.get, found)
        : HttpResponse.json({ message: "Task not found" }, { status: 404 });
    }),
    onCall(appointments.patientAppointments, () =>
      answerOf(appointments.patientAppointments, Object.values(TASKS)),
    ),
    onCall(organizations.performers, () =>
      answerOf(organizations.performers, [
        { id: "perf-1", name: "Dr. Lee" },
        { id: "perf-2", name: "Nurse Kim" },
      ]),
    ),
    onCall(appointments.update, write),
    onCall(appointments.putVaccineInfo, write),
    onCall(appointments.removeVaccineInfo, write),
    onCall(appointments.observationStatus, write),
    onCall(appointments.removePerformer, write),
  );
});

const BACK = "/provider/members/pat-1/appointments";
const back = `?back=${encodeURIComponent(BACK)}`;
const refusedOn = (field: string) =>
  HttpResponse.json(
    { code: "VALIDATION_FAILED", fieldErrors: [{ field, message: "upstream words" }] },
    { status: 422 },
  );
const broken = () => HttpResponse.json({ message: "boom" }, { status: 500 });

interface Reply {
  data: { result: { initialValue: Record<string, unknown>; error: Record<string, string[] | null> } };
  init: { status: number };
}
const run = async (
  action: (args: never) => unknown,
  url: string,
  fields: Record<string, string>,
  taskId = "task-1",
) => {
  const { request, context } = post(url, fields);
  return (await action({ request, context, params: { taskId } } as never)) as unknown;
};

const VACCINE_FORM = {
  manufacturer: "Pfizer",
  lotNumber: "ek5730",
  doseNumber: "2",
  injectionSite: "LEFT_ARM",
  expiryDate: "2027-12-31",
  administeredDate: "2026-11-20",
  administeredTime: "10:30",
};

describe("recording the vaccine given", () => {
  it("offers the form with the lane's manufacturer and the time in the clinic's zone", async () => {
    // The lane's manufacturer is suggested when master data has it (issue 38).
    server.use(
      onCall(masterData.list, () =>
        answerOf(masterData.list, {
          content: [
            { id: "md-1", name: "Pfizer" },
            { id: "md-2", name: "Sanofi" },
          ],
          totalElements: 2,
          totalPages: 1,
          number: 0,
          size: 1000,
        }),
      ),
    );
    const { request, context } = get("/provider/appointments/task-1/vaccine");
    const page = (await vaccineLoader({ request, context, params: { taskId: "task-1" } })) as {
      defaults: Record<string, string>;
      facts: { performerName: string };
      recorded: boolean;
    };
    expect(page.defaults).toMatchObject({ manufacturer: "Sanofi", doseNumber: "1", lotNumber: "" });
    expect(page.defaults.administeredTime).toMatch(/^\d{2}:\d{2}$/);
    expect(page.facts.performerName).toBe("Dr. Lee");
    expect(page.recorded).toBe(false);
  });

  it("sends the contract's body (expiry as MM/dd/yyyy, the clinic's time as an instant) and goes back", async () => {
    const response = (await run(
      vaccineAction,
      `/provider/appointments/task-1/vaccine${back}`,
      VACCINE_FORM,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(BACK);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["PUT /api/tasks/task-1/vaccineInfo"]);
    expect(calls[0]!.body).toEqual({ ...VACCINE, lotNumber: "ek5730" });
  });

  it("refuses an expired lot next to its field without a call, keeping every value", async () => {
    const reply = (await run(vaccineAction, "/provider/appointments/task-1/vaccine", {
      ...VACCINE_FORM,
      expiryDate: "2026-11-01",
    })) as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({ expiryDate: ["appointments:actions.errors.expired"] });
    expect(reply.data.result.initialValue).toMatchObject({ ...VACCINE_FORM, expiryDate: "2026-11-01" });
    expect(calls).toEqual([]);
  });

  it("puts the upstream's 422 next to the field in our words, keeping every value", async () => {
    answer = () => refusedOn("administeredAt");
    const reply = (await run(vaccineAction, "/provider/appointments/task-1/vaccine", VACCINE_FORM)) as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({
      administeredDate: ["appointments:actions.errors.refusedField"],
    });
    expect(reply.data.result.initialValue).toMatchObject(VACCINE_FORM);
  });

  it("keeps every value with a message when the upstream fails", async () => {
    answer = broken;
    const reply = (await run(vaccineAction, "/provider/appointments/task-1/vaccine", VACCINE_FORM)) as Reply;
    expect(reply.data.result.error).toMatchObject({ "": ["common:errors.generic"] });
    expect(reply.data.result.initialValue).toMatchObject(VACCINE_FORM);
  });

  it("is not offered for a test", async () => {
    const { request, context } = get("/provider/appointments/task-test/vaccine");
    expect(await thrownStatus(vaccineLoader({ request, context, params: { taskId: "task-test" } }))).toBe(
      404,
    );
  });
});

describe("editing an appointment", () => {
  const FORM = { name: "Flu shot", notes: "Bring the card", status: "MISSED", performerId: "perf-2" };

  it("offers the organization's performers and the appointment's values", async () => {
    const { request, context } = get("/provider/appointments/task-1/edit");
    const page = (await editLoader({ request, context, params: { taskId: "task-1" } })) as {
      performers: Array<{ value: string }>;
      defaults: Record<string, string>;
    };
    expect(page.performers.map((p) => p.value)).toEqual(["perf-1", "perf-2"]);
    expect(page.defaults).toEqual({
      name: "Flu vaccination",
      notes: "",
      status: "SCHEDULED",
      performerId: "perf-1",
    });
  });

  it("sends the fields and goes back", async () => {
    const response = (await run(editAction, `/provider/appointments/task-1/edit${back}`, FORM)) as Response;
    expect(response.headers.get("location")).toBe(BACK);
    expect(calls[0]).toMatchObject({ method: "PUT", path: "/api/tasks/task-1", body: FORM });
  });

  it("refuses an empty name without a call; the upstream's 422 lands on its field; both keep the values", async () => {
    const empty = (await run(editAction, "/provider/appointments/task-1/edit", {
      ...FORM,
      name: " ",
    })) as Reply;
    expect(empty.data.result.error).toMatchObject({ name: ["appointments:actions.errors.nameRequired"] });
    expect(calls).toEqual([]);
    answer = () => refusedOn("performerId");
    const refused = (await run(editAction, "/provider/appointments/task-1/edit", FORM)) as Reply;
    expect(refused.data.result.error).toMatchObject({
      performerId: ["appointments:actions.errors.refusedField"],
    });
    expect(refused.data.result.initialValue).toMatchObject(FORM);
  });

  it("checks in without resending the performer the appointment already has (issue 38)", async () => {
    const response = (await run(editAction, `/provider/appointments/task-1/edit${back}`, {
      ...FORM,
      status: "ACTIVE",
      performerId: "perf-1",
    })) as Response;
    expect(response.headers.get("location")).toBe(BACK);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ name: "Flu shot", notes: "Bring the card", status: "ACTIVE" });
  });

  it("keeps the values when the upstream fails", async () => {
    answer = broken;
    const reply = (await run(editAction, "/provider/appointments/task-1/edit", FORM)) as Reply;
    expect(reply.data.result.error).toMatchObject({ "": ["common:errors.generic"] });
    expect(reply.data.result.initialValue).toMatchObject(FORM);
  });
});

describe("a test's observation status", () => {
  it("sends the status and goes back; a 422 and a failure keep the choice", async () => {
    const response = (await run(
      observationAction,
      `/provider/appointments/task-test/observation${back}`,
      { status: "TestedNegative" },
      "task-test",
    )) as Response;
    expect(response.headers.get("location")).toBe(BACK);
    expect(calls[0]).toMatchObject({
      path: "/api/tasks/task-test/observationStatus",
      body: { status: "TestedNegative" },
    });

    const none = (await run(
      observationAction,
      "/provider/appointments/task-test/observation",
      {},
      "task-test",
    )) as Reply;
    expect(none.data.result.error).toMatchObject({
      status: ["appointments:actions.errors.observationRequired"],
    });
    answer = () => refusedOn("status");
    const refused = (await run(
      observationAction,
      "/provider/appointments/task-test/observation",
      { status: "TestedPositive" },
      "task-test",
    )) as Reply;
    expect(refused.data.result.error).toMatchObject({ status: ["appointments:actions.errors.refusedField"] });
    expect(refused.data.result.initialValue).toEqual({ status: "TestedPositive" });
    answer = broken;
    const failed = (await run(
      observationAction,
      "/provider/appointments/task-test/observation",
      { status: "TestedPositive" },
      "task-test",
    )) as Reply;
    expect(failed.data.result.initialValue).toEqual({ status: "TestedPositive" });
    expect(failed.data.result.error).toMatchObject({ "": ["common:errors.generic"] });
  });

  it("is not offered for a vaccination", async () => {
    const { request, context } = get("/provider/appointments/task-1/observation");
    expect(await thrownStatus(observationLoader({ request, context, params: { taskId: "task-1" } }))).toBe(
      404,
    );
  });
});

describe("removing the vaccine record and the performer", () => {
  it("offers the patient's other recorded doses and removes one with the other", async () => {
    const { request, context } = get("/provider/appointments/task-2/remove-vaccine");
    const page = (await removeVaccineLoader({ request, context, params: { taskId: "task-2" } })) as {
      otherDoses: unknown[];
      facts: { vaccine: { lotNumber: string; administered: string } };
    };
    expect(page.otherDoses).toEqual([]);
    expect(page.facts.vaccine).toMatchObject({ lotNumber: "EK5730", administered: "11/20/2026 10:30 AM" });

    const response = (await run(
      removeVaccineAction,
      `/provider/appointments/task-2/remove-vaccine${back}`,
      { task2: "task-1" },
      "task-2",
    )) as Response;
    expect(response.headers.get("location")).toBe(BACK);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "DELETE /api/tasks/task-2/vaccineInfo?task2=task-1",
    ]);
  });

  it("is not offered without a record", async () => {
    const { request, context } = get("/provider/appointments/task-1/remove-vaccine");
    expect(await thrownStatus(removeVaccineLoader({ request, context, params: { taskId: "task-1" } }))).toBe(
      404,
    );
  });

  it("asks, removes the performer, and says why the upstream refused or that it failed", async () => {
    const { request, context } = get("/provider/appointments/task-1/remove-performer");
    const page = (await removePerformerLoader({ request, context, params: { taskId: "task-1" } })) as {
      facts: { performerName: string };
    };
    expect(page.facts.performerName).toBe("Dr. Lee");
    const response = (await run(
      removePerformerAction,
      `/provider/appointments/task-1/remove-performer${back}`,
      {},
    )) as Response;
    expect(response.headers.get("location")).toBe(BACK);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["DELETE /api/tasks/task-1/performer"]);

    answer = () => HttpResponse.json({ code: "TASK_CLOSED", message: "closed" }, { status: 409 });
    const refused = (await run(
      removePerformerAction,
      "/provider/appointments/task-1/remove-performer",
      {},
    )) as {
      data: { failure: string };
      init: { status: number };
    };
    expect(refused.init.status).toBe(409);
    expect(refused.data.failure).toBe('appointments:errors.refused::{"reason":"closed"}');
    answer = broken;
    const failed = (await run(
      removePerformerAction,
      "/provider/appointments/task-1/remove-performer",
      {},
    )) as typeof refused;
    expect(failed.data.failure).toBe("common:errors.generic");
  });
});

describe("scope", () => {
  it("answers an appointment at a clinic outside the tree with 404 on every page, changing nothing", async () => {
    const pages: Array<
      [string, (args: never) => Promise<unknown>, (args: never) => Promise<unknown>, Record<string, string>]
    > = [
      ["edit", editLoader, editAction, { name: "x", status: "PENDING" }],
      ["vaccine", vaccineLoader, vaccineAction, VACCINE_FORM],
      ["observation", observationLoader, observationAction, { status: "TestedPositive" }],
      ["remove-vaccine", removeVaccineLoader, removeVaccineAction, {}],
      ["remove-performer", removePerformerLoader, removePerformerAction, {}],
    ];
    for (const [segment, loader, action, fields] of pages) {
      const url = `/provider/appointments/task-far/${segment}`;
      const read = get(url);
      expect(await thrownStatus(loader({ ...read, params: { taskId: "task-far" } } as never)), segment).toBe(
        404,
      );
      const sent = post(url, fields);
      expect(await thrownStatus(action({ ...sent, params: { taskId: "task-far" } } as never)), segment).toBe(
        404,
      );
      const hostile = post(`/provider/appointments/x/${segment}`, fields);
      expect(await thrownStatus(action({ ...hostile, params: { taskId: "../x" } } as never)), segment).toBe(
        404,
      );
    }
    expect(calls).toEqual([]);
  });
});
