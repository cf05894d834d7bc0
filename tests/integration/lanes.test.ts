import { HttpResponse } from "msw";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { loader as rootLoader } from "~/root";
import { action } from "~/routes/provider+/organizations+/$orgId.lanes";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom, formRequest } from "../support/context";
import { signedInCookie } from "../support/session";
import { answerOf, onCall, onCalls } from "../mocks/contract";
import { lanes } from "@contract/lanes";
import { organizations } from "@contract/organizations";

const ORG = "org-1";
const DAY = "2031-05-20";

/** An upstream with two lanes on DAY, five patients, and a counter of mutating calls. */
function fakeLanesUpstream(mutation: (request: Request) => Response | Promise<Response>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  server.use(
    onCall(lanes.list, () =>
      answerOf(lanes.list, [
        {
          id: "lane-a",
          clinicId: "clinic-1",
          timeZone: "America/New_York",
          host: { id: "perf-1", name: "Dr. A" },
          startDate: `${DAY}T13:00:00Z`,
          endDate: `${DAY}T17:00:00Z`,
          status: "ACTIVE",
        },
        {
          id: "lane-b",
          clinicId: "clinic-1",
          timeZone: "America/New_York",
          host: { id: "perf-2", name: "Dr. B" },
          startDate: `${DAY}T18:00:00Z`,
          endDate: `${DAY}T21:00:00Z`,
          status: "ACTIVE",
        },
      ]),
    ),
    onCall(organizations.clinics, () =>
      answerOf(organizations.clinics, [{ id: "clinic-1", name: "Clinic", timeZone: "America/New_York" }]),
    ),
    onCall(lanes.patientCount, () => answerOf(lanes.patientCount, { count: 5 })),
    onCall(organizations.performers, () =>
      answerOf(organizations.performers, [{ id: "perf-9", name: "Dr. Nine" }]),
    ),
    ...onCalls(
      (entry) => entry.method === "PUT" && entry.path.startsWith("/api/organizations/{id}/"),
      async ({ request }) => {
        const text = await request.clone().text();
        calls.push({
          method: request.method,
          path: new URL(request.url).pathname,
          body: text ? JSON.parse(text) : null,
        });
        return mutation(request);
      },
    ),
  );
  return calls;
}

interface ActionData {
  data?: {
    view?: string;
    result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  };
  init?: { status?: number };
}

function post(
  fields: Record<string, string | string[]>,
  cookie = signedInCookie({ accessToken: "at", refreshToken: "rt" }),
) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
  const request = formRequest(`/provider/organizations/${ORG}/lanes?date=${DAY}`, {}, { cookie });
  const real = new Request(request.url, { method: "POST", headers: request.headers, body });
  const context = contextFor(real);
  return { run: () => action({ request: real, context, params: { orgId: ORG } }), context, cookie };
}

const update = { intent: "update", day: DAY, lane: ["lane-a", "lane-b"], host: "perf-9", accept: "on" };

describe("lanes action", () => {
  it("sends the reschedule request of the spec and keeps the result for the page", async () => {
    const calls = fakeLanesUpstream(() => HttpResponse.json({ batchId: "batch-1" }));
    const { run, context, cookie } = post({ ...update, date: "2031-05-23", idempotencyKey: "key-00000001" });
    const response = (await run()) as Response;
    expect(response.status).toBe(303);
    expect(calls).toEqual([
      {
        method: "PUT",
        path: `/api/organizations/${ORG}/reschedule-clinic-appointments`,
        body: {
          clinicAppointmentIds: ["lane-a", "lane-b"],
          host: "perf-9",
          dateString: "05/23/2031",
          diff: 3,
        },
      },
    ]);
    const next = contextFor(
      new Request("http://app.test/", {
        headers: { cookie: cookieHeaderFrom(context.jar.commit(), cookie) },
      }),
    );
    expect(next.jar.takeOutcome(`lanes:${ORG}`)).toEqual({
      kind: "update",
      lanes: 2,
      patients: 5,
      hostName: "Dr. Nine",
      newDate: "2031-05-23",
      batchId: "batch-1",
    });
  });

  it("puts the upstream's 422 under the date field and keeps what was typed", async () => {
    fakeLanesUpstream(() =>
      HttpResponse.json(
        { fieldErrors: [{ field: "dateString", message: "Date '05/23/2031' is a holiday" }] },
        { status: 422 },
      ),
    );
    const result = (await post({ ...update, date: "2031-05-23" }).run()) as ActionData;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.date).toEqual(["Date '05/23/2031' is a holiday"]);
    expect(result.data?.result?.initialValue).toMatchObject({
      host: "perf-9",
      date: "2031-05-23",
      accept: "on",
    });
  });

  it("says 'Lanes could not update.' on a 500 and keeps every value", async () => {
    fakeLanesUpstream(
      () =>
        new HttpResponse("<html>Internal Server Error</html>", {
          status: 500,
          headers: { "content-type": "text/html" },
        }),
    );
    const result = (await post(update).run()) as ActionData;
    expect(result.data?.result?.error?.[""]).toEqual(["lanes:flash.updateFailed"]);
    expect(result.data?.result?.initialValue).toMatchObject({ host: "perf-9", lane: ["lane-a", "lane-b"] });
  });

  it("refuses a past date without calling the upstream, whatever the browser sent", async () => {
    const calls = fakeLanesUpstream(() => HttpResponse.json({ batchId: "x" }));
    const result = (await post({ ...update, host: "", date: "2020-01-01" }).run()) as ActionData;
    expect(result.data?.result?.error?.date).toEqual(["lanes:rules.notBeforeToday"]);
    expect(calls).toEqual([]);
  });

  it("refuses lanes that are not on the page's day", async () => {
    const calls = fakeLanesUpstream(() => HttpResponse.json({ batchId: "x" }));
    const result = (await post({ ...update, lane: ["lane-a", "lane-zzz"] }).run()) as ActionData;
    expect(result.data?.result?.error?.[""]).toEqual(["lanes:rules.staleSelection"]);
    expect(calls).toEqual([]);
  });

  it("acts once for a repeated idempotency key even when the backend ignores the key", async () => {
    const calls = fakeLanesUpstream(() => HttpResponse.json({ batchId: `batch-${Date.now()}` }));
    const fields = { ...update, idempotencyKey: "key-twice-000002" };
    const cookie = signedInCookie({ accessToken: "at", refreshToken: "rt" });
    const [a, b] = await Promise.all([post(fields, cookie).run(), post(fields, cookie).run()]);
    const c = await post(fields, cookie).run();
    expect([a, b, c].map((r) => (r as Response).status)).toEqual([303, 303, 303]);
    expect(calls.filter((call) => call.path.endsWith("reschedule-clinic-appointments"))).toHaveLength(1);
  });

  it("sends Other as 'Other - <text>'", async () => {
    const calls = fakeLanesUpstream(() => HttpResponse.json({}));
    await post({
      intent: "cancel",
      day: DAY,
      lane: ["lane-b"],
      reason: "other",
      otherReason: "Power cut",
      accept: "on",
    }).run();
    expect(calls[0]).toMatchObject({
      path: `/api/organizations/${ORG}/cancel-clinic-appointments`,
      body: { clinicAppointmentIds: ["lane-b"], cancellationReason: "Other - Power cut" },
    });
  });

  it("counts an undo-cancel answered with an empty body as restored", async () => {
    fakeLanesUpstream(() => new HttpResponse(null, { status: 200 }));
    const { run, context } = post({ intent: "undo-cancel", day: DAY, lane: ["lane-a"] });
    expect(((await run()) as Response).status).toBe(303);
    expect(context.jar.takeFlash()).toEqual({ kind: "success", key: "lanes:flash.undoCancelled" });
  });

  it("carries an upstream 422's field errors to the next page's invalid-data dialog", async () => {
    fakeLanesUpstream(() =>
      HttpResponse.json(
        {
          fieldErrors: [
            { field: "clinicAppointmentIds", message: "Lane 'lane-a' starts before today" },
            { field: "x".repeat(500), message: "y".repeat(1000) },
          ],
        },
        { status: 422 },
      ),
    );
    const { run, context, cookie } = post({ intent: "undo-cancel", day: DAY, lane: ["lane-a"] });
    expect(((await run()) as Response).status).toBe(303);
    const next = contextFor(
      new Request(`http://app.test/provider/organizations/${ORG}/lanes`, {
        headers: { cookie: cookieHeaderFrom(context.jar.commit(), cookie) },
      }),
    );
    const page = await rootLoader({ request: new Request("http://app.test/"), context: next, params: {} });
    // The dialog names what was wrong instead of a toast; a long answer is cut to fit the cookie.
    expect(page.flash).toBeNull();
    expect(page.invalidData?.errors).toEqual([
      { field: "clinicAppointmentIds", message: "Lane 'lane-a' starts before today" },
      { field: "x".repeat(100), message: "y".repeat(300) },
    ]);
  });

  it("counts an undo-cancel whose answer was lost as restored only when the lanes are back", async () => {
    // The network fails after the call: lane-a is among the day's active lanes, lane-z is not.
    fakeLanesUpstream(() => HttpResponse.error());
    const back = post({ intent: "undo-cancel", day: DAY, lane: ["lane-a"] });
    await back.run();
    expect(back.context.jar.takeFlash()).toEqual({ kind: "success", key: "lanes:flash.undoCancelled" });
    const gone = post({ intent: "undo-cancel", day: DAY, lane: ["lane-a", "lane-z"] });
    await gone.run();
    expect(gone.context.jar.takeFlash()).toEqual({ kind: "error", key: "lanes:flash.undoCancelFailed" });
  });

  it("says a signed-off day in our words above the panel, keeping the selection and what was typed", async () => {
    const signedOff = (field: string) =>
      HttpResponse.json(
        { fieldErrors: [{ field, message: "The day 05/20/2031 is signed off: its lanes cannot change" }] },
        { status: 422 },
      );
    fakeLanesUpstream(() => signedOff("clinicAppointmentIds"));
    for (const fields of [
      update,
      { intent: "cancel", day: DAY, lane: ["lane-a", "lane-b"], reason: "badWeather", accept: "on" },
      { intent: "message", day: DAY, lane: ["lane-a", "lane-b"], message: "See you soon" },
    ]) {
      const intent = String(fields.intent);
      const result = (await post(fields as Record<string, string | string[]>).run()) as ActionData;
      expect(result.init?.status, intent).toBe(400);
      expect(result.data?.result?.error?.[""], intent).toEqual(["lanes:rules.signedOff"]);
      expect(result.data?.result?.initialValue, intent).toMatchObject({ lane: ["lane-a", "lane-b"] });
    }

    // A new date that is signed off: said next to the date.
    fakeLanesUpstream(() => signedOff("dateString"));
    const moved = (await post({ ...update, date: "2031-05-23" }).run()) as ActionData;
    expect(moved.data?.result?.error?.date).toEqual(["lanes:rules.targetSignedOff"]);
    expect(moved.data?.result?.initialValue).toMatchObject({ date: "2031-05-23", host: "perf-9" });
  });

  it("says an undo refused for a signed-off day in our words", async () => {
    fakeLanesUpstream(() =>
      HttpResponse.json(
        {
          fieldErrors: [
            { field: "items", message: "The day 05/20/2031 is signed off: its lanes cannot change" },
          ],
        },
        { status: 422 },
      ),
    );
    const reschedule = post({ intent: "undo-reschedule", day: DAY, batchId: "batch-1" });
    await reschedule.run();
    expect(reschedule.context.jar.takeFlash()).toEqual({ kind: "error", key: "lanes:flash.undoSignedOff" });
    const cancel = post({ intent: "undo-cancel", day: DAY, lane: ["lane-a"] });
    await cancel.run();
    expect(cancel.context.jar.takeFlash()).toEqual({ kind: "error", key: "lanes:flash.undoSignedOff" });
  });

  it("says 'Could not undo cancelled lanes.' when the undo fails", async () => {
    fakeLanesUpstream(() => HttpResponse.json({ message: "no" }, { status: 500 }));
    const { run, context } = post({ intent: "undo-cancel", day: DAY, lane: ["lane-a"] });
    await run();
    expect(context.jar.takeFlash()).toEqual({ kind: "error", key: "lanes:flash.undoCancelFailed" });
  });
});

/** Every request the fake upstream receives in this test, as "METHOD /path", in order. */
function recordUpstream() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    // The guard's read of a new session's organization tree (guards.test.ts), not the action's.
    if (path.endsWith("/branches")) return;
    seen.push(`${request.method} ${path}`);
  };
  server.events.on("request:start", listener);
  onTestFinished(() => server.events.removeListener("request:start", listener));
  return seen;
}

const api = `/api/organizations/${ORG}`;
const READ_LANES = `GET ${api}/clinic-appointments`;
const READ_CLINICS = `GET ${api}/getAllOrganizationClinic`;
const COUNT_PATIENTS = `GET ${api}/clinic-appointment-patient-count`;
const READ_HOSTS = `GET ${api}/performers`;

/**
 * The upstream calls of each intent, exactly: each read at most once per request, and only the
 * reads the intent needs. A change that adds a call fails here.
 */
describe("lanes action upstream calls", () => {
  it("update with a new host and date: the day's lanes, the count, the reschedule, the host's name", async () => {
    fakeLanesUpstream(() => HttpResponse.json({ batchId: "batch-1" }));
    const seen = recordUpstream();
    const response = (await post({ ...update, date: "2031-05-23" }).run()) as Response;
    expect(response.status).toBe(303);
    expect(seen).toEqual([
      READ_LANES,
      COUNT_PATIENTS,
      `PUT ${api}/reschedule-clinic-appointments`,
      READ_HOSTS,
    ]);
  });

  it("update with a new date only: no host to name", async () => {
    fakeLanesUpstream(() => HttpResponse.json({ batchId: "batch-1" }));
    const seen = recordUpstream();
    await post({ ...update, host: "", date: "2031-05-23" }).run();
    expect(seen).toEqual([READ_LANES, COUNT_PATIENTS, `PUT ${api}/reschedule-clinic-appointments`]);
  });

  it("reads the clinics once when a lane does not carry its zone, and uses the clinic's zone", async () => {
    const calls = fakeLanesUpstream(() => HttpResponse.json({ batchId: "batch-1" }));
    server.use(
      onCall(lanes.list, () =>
        answerOf(lanes.list, [
          { id: "lane-a", clinicId: "clinic-1", startDate: `${DAY}T13:00:00Z`, endDate: `${DAY}T17:00:00Z` },
          { id: "lane-b", clinicId: "clinic-2", startDate: `${DAY}T18:00:00Z`, endDate: `${DAY}T21:00:00Z` },
        ]),
      ),
      onCall(organizations.clinics, () =>
        // clinic-2 has no zone: the request's zone stands in for it.
        answerOf(organizations.clinics, [
          { id: "clinic-1", name: "Clinic", timeZone: "Pacific/Kiritimati" },
          { id: "clinic-2", name: "Other clinic" },
        ]),
      ),
    );
    // Noon UTC on DAY: already the next day in Kiritimati (UTC+14), so DAY is in the past there.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${DAY}T12:00:00Z`));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const seen = recordUpstream();
    const result = (await post({ ...update, host: "", date: DAY }).run()) as ActionData;
    expect(result.data?.result?.error?.date).toEqual(["lanes:rules.notBeforeToday"]);
    expect(calls).toEqual([]);
    expect(seen).toEqual([READ_LANES, READ_CLINICS]);
  });

  it("cancel: the day's lanes, the count for the result panel, the cancellation", async () => {
    fakeLanesUpstream(() => HttpResponse.json({}));
    const seen = recordUpstream();
    await post({ intent: "cancel", day: DAY, lane: ["lane-a"], reason: "staffing", accept: "on" }).run();
    expect(seen).toEqual([READ_LANES, COUNT_PATIENTS, `PUT ${api}/cancel-clinic-appointments`]);
  });

  it("message: the day's lanes, the count, the message", async () => {
    fakeLanesUpstream(() => HttpResponse.json({}));
    const seen = recordUpstream();
    await post({ intent: "message", day: DAY, lane: ["lane-a", "lane-b"], message: "Hello" }).run();
    expect(seen).toEqual([READ_LANES, COUNT_PATIENTS, `PUT ${api}/notify-clinic-appointment-patients`]);
  });

  it("message to lanes without patients stops after the count", async () => {
    fakeLanesUpstream(() => HttpResponse.json({}));
    server.use(onCall(lanes.patientCount, () => answerOf(lanes.patientCount, 0)));
    const seen = recordUpstream();
    const result = (await post({
      intent: "message",
      day: DAY,
      lane: ["lane-a"],
      message: "Hi",
    }).run()) as ActionData;
    expect(result.data?.result?.error?.[""]).toEqual(["lanes:rules.noPatients"]);
    expect(seen).toEqual([READ_LANES, COUNT_PATIENTS]);
  });

  it("a form that fails its rules reads only the day's lanes", async () => {
    fakeLanesUpstream(() => HttpResponse.json({ batchId: "x" }));
    const seen = recordUpstream();
    const result = (await post({ ...update, accept: "" }).run()) as ActionData;
    expect(result.data?.result?.error?.accept).toEqual(["lanes:rules.accept"]);
    expect(seen).toEqual([READ_LANES]);
  });

  it("undoes a reschedule with the lanes' undo items of the spec, for the session that made it", async () => {
    const calls = fakeLanesUpstream((request) =>
      HttpResponse.json(
        new URL(request.url).pathname.endsWith("reschedule-clinic-appointments")
          ? { batchId: "batch-7" }
          : {},
      ),
    );
    const { cookie } = post({});
    await post({ ...update, date: "2031-05-23", idempotencyKey: "key-undo-items-01" }, cookie).run();
    // Another session does not get them: its undo names the batch alone.
    await post({ intent: "undo-reschedule", day: DAY, batchId: "batch-7" }).run();
    await post({ intent: "undo-reschedule", day: DAY, batchId: "batch-7" }, cookie).run();
    const undos = calls.filter((c) => c.path.includes("undo-reschedule"));
    expect(undos.map((c) => c.body)).toEqual([
      null,
      [
        {
          clinicAppointmentId: "lane-a",
          startDate: Date.parse(`${DAY}T13:00:00Z`),
          endDate: Date.parse(`${DAY}T17:00:00Z`),
          host: { id: "perf-1", name: "Dr. A" },
          diff: 3,
        },
        {
          clinicAppointmentId: "lane-b",
          startDate: Date.parse(`${DAY}T18:00:00Z`),
          endDate: Date.parse(`${DAY}T21:00:00Z`),
          host: { id: "perf-2", name: "Dr. B" },
          diff: 3,
        },
      ],
    ]);
    // Used once: a second undo of the same batch names the batch alone.
    await post({ intent: "undo-reschedule", day: DAY, batchId: "batch-7" }, cookie).run();
    expect(calls.at(-1)?.body).toBeNull();
  });

  it("undo-reschedule and undo-cancel: one call each", async () => {
    fakeLanesUpstream(() => HttpResponse.json({}));
    const seen = recordUpstream();
    await post({ intent: "undo-reschedule", day: DAY, batchId: "batch-1" }).run();
    await post({ intent: "undo-cancel", day: DAY, lane: ["lane-a", "lane-b"] }).run();
    expect(seen).toEqual([
      `PUT ${api}/undo-reschedule-clinic-appointments/batch-1`,
      `PUT ${api}/undo-cancel-clinic-appointments`,
    ]);
  });

  it("a form posted again with its key calls nothing", async () => {
    fakeLanesUpstream(() => HttpResponse.json({ batchId: "batch-1" }));
    const fields = { ...update, idempotencyKey: "key-replayed-0003" };
    const cookie = signedInCookie({ accessToken: "at", refreshToken: "rt" });
    await post(fields, cookie).run();
    const seen = recordUpstream();
    const again = (await post(fields, cookie).run()) as Response;
    expect(again.status).toBe(303);
    expect(seen).toEqual([]);
  });

  it("an unknown intent or a bad undo calls nothing", async () => {
    fakeLanesUpstream(() => HttpResponse.json({}));
    const seen = recordUpstream();
    const unknown = (await post({ intent: "delete", day: DAY, lane: ["lane-a"] }).run()) as ActionData;
    expect(unknown.init?.status).toBe(400);
    const { run, context } = post({ intent: "undo-reschedule", day: DAY, batchId: "../x" });
    await run();
    expect(context.jar.takeFlash()).toEqual({ kind: "error", key: "lanes:flash.undoRescheduleFailed" });
    expect(seen).toEqual([]);
  });
});

describe("lanes action replies", () => {
  it("answers a 409 with its message at the top of the form, values kept", async () => {
    fakeLanesUpstream(() => HttpResponse.json({ message: "Lanes are being changed" }, { status: 409 }));
    const result = (await post({ ...update, date: "2031-05-23" }).run()) as ActionData;
    expect(result.init?.status).toBe(400);
    expect(result.data?.view).toBe("update");
    expect(result.data?.result?.error?.[""]).toEqual(["Lanes are being changed"]);
    expect(result.data?.result?.initialValue).toMatchObject({ host: "perf-9", date: "2031-05-23" });
  });
});
