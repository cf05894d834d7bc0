import { HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLogSink } from "~/observability/logger.server";
import { loader as feedLoader } from "~/routes/_shell+/calendar-feed.$file";
import { action, loader } from "~/routes/provider+/calendar+/subscription._index";
import { action as revokeAction } from "~/routes/provider+/calendar+/subscription.revoke";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { recorder, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { contextFor, formRequest, thrownStatus } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { providers } from "@contract/providers";

/**
 * The calendar subscription (decision 026): the provider's page makes, rotates, changes and stops
 * the feed through the upstream's extension and says so honestly when a backend lacks it; the
 * public `/calendar-feed/<secret>.ics` reads the feed without a session, answers 404 for an
 * unknown or revoked secret and 503 with Retry-After when the upstream fails, never puts patient
 * names in unless opted in, and never writes the secret to a log.
 */

const provider: SessionAccount = {
  ...staffAccount,
  accountId: "acct-7",
  isPerformer: true,
  privilegeId: 4,
  privilegeName: "USER",
};
const SECRET = "Zm9vYmFyYmF6cXV4c2VjcmV0c2VjcmV0c2VjcmV0eA";
const CREATED = "2026-11-20T15:00:00Z";

let calls: RecordedCall[] = [];
let feed: { active: boolean; includePatientNames: boolean; createdAt: string | null };
beforeEach(() => {
  calls = [];
  feed = { active: true, includePatientNames: false, createdAt: CREATED };
  const record = recorder(calls);
  server.use(
    onCall(providers.calendarFeed, async ({ request }) => {
      await record(request);
      return answerOf(providers.calendarFeed, feed);
    }),
    onCall(providers.makeCalendarFeed, async ({ request }) => {
      const body = (await request.clone().json()) as { includePatientNames: boolean };
      await record(request);
      return answerOf(providers.makeCalendarFeed, { ...feed, active: true, ...body, secret: SECRET });
    }),
    onCall(providers.changeCalendarFeed, async ({ request }) => {
      const body = (await request.clone().json()) as { includePatientNames: boolean };
      await record(request);
      return answerOf(providers.changeCalendarFeed, { ...feed, ...body });
    }),
    onCall(providers.revokeCalendarFeed, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

const cookieOf = (account: SessionAccount) =>
  signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" }, account);
const get = (account = provider) => {
  const request = new Request("http://app.test/provider/calendar/subscription", {
    headers: { cookie: cookieOf(account) },
  });
  return { request, context: contextFor(request), params: {} };
};
const post = (
  fields: Record<string, string>,
  account = provider,
  path = "/provider/calendar/subscription",
) => {
  const request = formRequest(path, fields, { cookie: cookieOf(account) });
  return { request, context: contextFor(request), params: {} };
};
type Answer = {
  data: { intent: string | null; address?: string; error?: string; includePatientNames: boolean };
  init: { status?: number } | null;
};

describe("the subscription page", () => {
  it("shows an active feed with its date and choice, and offers to make one when there is none", async () => {
    expect(await loader(get())).toEqual({
      state: "active",
      includePatientNames: false,
      since: "Friday, November 20, 2026",
    });
    feed = { active: false, includePatientNames: false, createdAt: null };
    expect(await loader(get())).toEqual({ state: "none" });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/performers/acct-7/calendar-feed",
      "GET /api/performers/acct-7/calendar-feed",
    ]);
  });

  it("says this server offers no subscriptions when the backend lacks the calls (404 or 405)", async () => {
    for (const status of [404, 405]) {
      server.use(
        onCall(providers.calendarFeed, () => HttpResponse.json({ message: "No handler" }, { status })),
      );
      expect(await loader(get())).toEqual({ state: "unsupported" });
    }
    server.use(
      onCall(providers.makeCalendarFeed, () => HttpResponse.json({ message: "No handler" }, { status: 404 })),
    );
    const answer = (await action(post({ intent: "create" }))) as unknown as Answer;
    expect(answer.data.error).toBe("calendar:subscription.unsupported");
  });

  it("answers the translated unavailable page, not a 500, when the upstream is down", async () => {
    server.use(onCall(providers.calendarFeed, () => HttpResponse.error()));
    expect(await thrownStatus(loader(get()))).toBe(503);
  });

  it("refuses anyone but a provider before calling the upstream", async () => {
    expect(await thrownStatus(loader(get(staffAccount)))).toBe(403);
    expect(await thrownStatus(action(post({ intent: "create" }, staffAccount)))).toBe(403);
    expect(await thrownStatus(revokeAction(post({ intent: "delete" }, staffAccount)))).toBe(403);
    // The super admin holds every capability but has no appointments of their own.
    const superAdmin = { ...staffAccount, privilegeId: 1, privilegeName: "SUPER_ADMIN" };
    expect(await loader(get(superAdmin))).toEqual({ state: "notPerformer" });
    expect(((await action(post({ intent: "create" }, superAdmin))) as unknown as Answer).init?.status).toBe(
      400,
    );
    expect(calls).toEqual([]);
  });

  it("makes the feed and shows its address once, patient names only when ticked", async () => {
    const plain = (await action(post({ intent: "create" }))) as unknown as Answer;
    expect(plain.data).toEqual({
      intent: "create",
      includePatientNames: false,
      address: `http://app.test/calendar-feed/${SECRET}.ics`,
    });
    const named = (await action(post({ intent: "create", includePatientNames: "on" }))) as unknown as Answer;
    expect(named.data.includePatientNames).toBe(true);
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ["PUT", { includePatientNames: false }],
      ["PUT", { includePatientNames: true }],
    ]);
  });

  it("makes a new address keeping the feed's choice about names", async () => {
    feed.includePatientNames = true;
    const answer = (await action(post({ intent: "rotate" }))) as unknown as Answer;
    expect(answer.data.address).toContain(SECRET);
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ["GET", undefined],
      ["PUT", { includePatientNames: true }],
    ]);
  });

  it("changes the choice about names without a new secret, with a flash", async () => {
    const { request, context, params } = post({ intent: "names", includePatientNames: "on" });
    const answer = (await action({ request, context, params })) as unknown as Answer;
    expect(answer.data).toEqual({ intent: "names", includePatientNames: true });
    expect(calls.map((c) => [c.method, c.body])).toEqual([["PATCH", { includePatientNames: true }]]);
    expect(context.jar.takeFlash()).toEqual({ kind: "success", key: "calendar:subscription.flash.namesOn" });
  });

  it("keeps what was sent and says what failed when the upstream fails", async () => {
    server.use(onCall(providers.makeCalendarFeed, () => HttpResponse.error()));
    const down = (await action(post({ intent: "create", includePatientNames: "on" }))) as unknown as Answer;
    expect(down.init?.status).toBe(503);
    expect(down.data).toEqual({
      intent: "create",
      includePatientNames: true,
      error: "calendar:subscription.errors.unavailable",
    });
    server.use(
      onCall(providers.changeCalendarFeed, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
    );
    const refused = (await action(post({ intent: "names", includePatientNames: "on" }))) as unknown as Answer;
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      includePatientNames: true,
      error: "calendar:subscription.errors.failed",
    });
    const unknown = (await action(post({ intent: "destroy" }))) as unknown as Answer;
    expect(unknown.init?.status).toBe(400);
  });

  it("stops the feed after the confirmation, or says why not", async () => {
    const { request, context, params } = post(
      { intent: "delete" },
      provider,
      "/provider/calendar/subscription/revoke",
    );
    const done = (await revokeAction({ request, context, params })) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/provider/calendar/subscription");
    expect(context.jar.takeFlash()).toEqual({ kind: "success", key: "calendar:subscription.flash.revoked" });
    server.use(onCall(providers.revokeCalendarFeed, () => HttpResponse.error()));
    const failed = (await revokeAction(
      post({ intent: "delete" }, provider, "/provider/calendar/subscription/revoke"),
    )) as unknown as { data: { message: string } };
    expect(failed.data.message).toBe("calendar:subscription.revokeFailure.failedUnavailable");
  });
});

describe("the feed", () => {
  const appointments = [
    {
      id: "t-1",
      name: "Flu vaccination",
      status: "SCHEDULED",
      dueDate: "2026-11-25T15:30:00Z",
      endDate: "2026-11-25T15:45:00Z",
      location: { name: "Riverside Clinic", address: { address1: "12 Main St", city: "Springfield" } },
      // A backend that sends names anyway: they stay out unless the feed says the provider opted in.
      patientName: "Pat Rivera",
    },
    { id: "t-2", name: "COVID booster", status: "CANCELLED", dueDate: "2026-11-26T09:00:00Z" },
  ];
  let authorization: string | null | undefined;
  let lines: string[] = [];
  beforeEach(() => {
    authorization = undefined;
    lines = [];
    setLogSink((line) => lines.push(line));
    process.env.LOG_LEVEL = "debug";
    server.use(
      onCall(providers.feed, ({ request, params }) => {
        authorization = request.headers.get("authorization");
        if (params.secret !== SECRET)
          return HttpResponse.json({ message: "Calendar feed not found" }, { status: 404 });
        return answerOf(providers.feed, {
          performerName: "Maya Patel",
          includePatientNames: false,
          appointments,
        });
      }),
    );
  });
  afterEach(() => {
    setLogSink(null);
    delete process.env.LOG_LEVEL;
  });

  const read = (file: string) => {
    const request = new Request(`http://app.test/calendar-feed/${file}`, {
      headers: { "accept-language": "es-MX" },
    });
    return feedLoader({ request, context: contextFor(request), params: { file } });
  };

  it("serves the appointments as text/calendar, without a token and without patient names", async () => {
    const response = await read(`${SECRET}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    expect(text).toContain("UID:t-1@app.test");
    expect(text).toContain("SUMMARY:Flu vaccination\r\n");
    expect(text).toContain("STATUS:CANCELLED");
    expect(text).not.toContain("Pat Rivera");
    expect(authorization).toBeNull();
  });

  it("puts patient names in when the provider opted in", async () => {
    server.use(
      onCall(providers.feed, () =>
        answerOf(providers.feed, { performerName: "Maya Patel", includePatientNames: true, appointments }),
      ),
    );
    expect(await (await read(`${SECRET}.ics`)).text()).toContain("SUMMARY:Flu vaccination – Pat Rivera");
  });

  it("answers 404, in the reader's language, for a revoked or unknown secret and for anything not a feed", async () => {
    const revoked = await read("UnknownSecretUnknownSecret0000.ics");
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await revoked.text()).toContain("suscripción");
    const before = lines.length;
    for (const file of [SECRET, "short.ics", `${SECRET}.json`]) expect((await read(file)).status).toBe(404);
    // None of those reached the upstream.
    expect(lines.slice(before).filter((l) => l.includes("upstream call"))).toEqual([]);
  });

  it("answers 503 with Retry-After, never a stack trace, when the upstream fails", async () => {
    server.use(onCall(providers.feed, () => HttpResponse.error()));
    const down = await read(`${SECRET}.ics`);
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("300");
    expect(await down.text()).not.toMatch(/Error|at /);
    server.use(onCall(providers.feed, () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    expect((await read(`${SECRET}.ics`)).status).toBe(503);
  });

  it("never writes the secret to a log line", async () => {
    await read(`${SECRET}.ics`);
    server.use(onCall(providers.feed, () => HttpResponse.error()));
    await read(`${SECRET}.ics`);
    expect(lines.some((l) => l.includes("/api/calendar-feeds/[redacted]/appointments"))).toBe(true);
    expect(lines.join("\n")).not.toContain(SECRET);
  });
});
