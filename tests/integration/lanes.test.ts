import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/provider+/organizations+/$orgId.lanes";
import { UPSTREAM } from "../mocks/accounts";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom, formRequest } from "../support/context";
import { signedInCookie } from "../support/session";

const ORG = "org-1";
const DAY = "2031-05-20";

/** An upstream with two lanes on DAY, five patients, and a counter of mutating calls. */
function fakeLanesUpstream(mutation: (request: Request) => Response | Promise<Response>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  server.use(
    http.get(`${UPSTREAM}/api/organizations/${ORG}/clinic-appointments`, () =>
      HttpResponse.json([
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
    http.get(`${UPSTREAM}/api/organizations/${ORG}/getAllOrganizationClinic`, () =>
      HttpResponse.json([{ id: "clinic-1", name: "Clinic", timeZone: "America/New_York" }]),
    ),
    http.get(`${UPSTREAM}/api/organizations/${ORG}/clinic-appointment-patient-count`, () =>
      HttpResponse.json({ count: 5 }),
    ),
    http.get(`${UPSTREAM}/api/organizations/${ORG}/performers`, () =>
      HttpResponse.json([{ id: "perf-9", name: "Dr. Nine" }]),
    ),
    http.put(`${UPSTREAM}/api/organizations/${ORG}/*`, async ({ request }) => {
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : null,
      });
      return mutation(request);
    }),
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

  it("says 'Could not undo cancelled lanes.' when the undo fails", async () => {
    fakeLanesUpstream(() => HttpResponse.json({ message: "no" }, { status: 500 }));
    const { run, context } = post({ intent: "undo-cancel", day: DAY, lane: ["lane-a"] });
    await run();
    expect(context.jar.takeFlash()).toEqual({ kind: "error", key: "lanes:flash.undoCancelFailed" });
  });
});
