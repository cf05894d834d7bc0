import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { setLogSink } from "~/observability/logger.server";
import { upstream } from "~/upstream/client.server";
import { resetRefreshMemo } from "~/upstream/refresh.server";
import { orThrow } from "~/http/outcome.server";
import { UPSTREAM } from "../mocks/accounts";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom, testConfig } from "../support/context";
import { signedInCookie } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { accounts } from "@contract/accounts";

beforeEach(() => resetRefreshMemo());

function recordRefreshes(newAccess = "at_new", opts: { fail?: boolean; waitMs?: number } = {}) {
  const calls: string[] = [];
  server.use(
    onCall(accounts.refreshToken, async ({ request }) => {
      const body = (await request.json()) as { refreshToken: string };
      calls.push(body.refreshToken);
      await delay(opts.waitMs ?? 30);
      if (opts.fail) return HttpResponse.json({ code: "INVALID_REFRESH_TOKEN" }, { status: 401 });
      return answerOf(accounts.refreshToken, { access_token: newAccess, refresh_token: "rt_new" });
    }),
    http.get(`${UPSTREAM}/api/things/:id`, ({ request, params }) =>
      request.headers.get("authorization") === `Bearer ${newAccess}`
        ? HttpResponse.json({ id: params.id })
        : HttpResponse.json({ code: "TOKEN_EXPIRED" }, { status: 401 }),
    ),
  );
  return calls;
}

const thing = z.object({ id: z.string() });

describe("upstream client: refresh", () => {
  it("makes exactly one refresh call for three parallel loaders with an expired token, and all succeed", async () => {
    const calls = recordRefreshes();
    const cookie = signedInCookie({ accessToken: "at_expired", refreshToken: "rt_old" });
    const request = new Request("http://app.test/provider", { headers: { cookie } });
    const context = contextFor(request);
    const client = upstream(context, request);

    const results = await Promise.all(
      ["1", "2", "3"].map((id) => client.call(`/api/things/${id}`, { schema: thing })),
    );

    expect(calls).toEqual(["rt_old"]);
    expect(results.map((r) => r.ok && r.data.id)).toEqual(["1", "2", "3"]);
    // The new tokens reach the browser in the one commit of this response.
    const next = contextFor(
      new Request("http://app.test/", {
        headers: { cookie: cookieHeaderFrom(context.jar.commit(), cookie) },
      }),
    );
    expect(next.jar.getSession()?.accessToken).toBe("at_new");
    expect(next.jar.getSession()?.refreshToken).toBe("rt_new");
  });

  it("lets a second tab that still holds the old refresh token reuse the refresh instead of failing", async () => {
    const calls = recordRefreshes();
    const cookie = signedInCookie({ accessToken: "at_expired", refreshToken: "rt_old" });
    const tab = () => {
      const request = new Request("http://app.test/provider", { headers: { cookie } });
      return upstream(contextFor(request), request);
    };
    const first = await tab().call("/api/things/a", { schema: thing });
    const second = await tab().call("/api/things/b", { schema: thing });
    expect(first.ok && second.ok).toBe(true);
    expect(calls).toEqual(["rt_old"]);
  });

  it("ends the session and sends the user to sign in with the message when the refresh fails", async () => {
    const calls = recordRefreshes("at_new", { fail: true });
    const cookie = signedInCookie({ accessToken: "at_expired", refreshToken: "rt_revoked" });
    const request = new Request("http://app.test/provider/organizations?page=2", { headers: { cookie } });
    const context = contextFor(request);

    const thrown = await upstream(context, request)
      .call("/api/things/1", { schema: thing })
      .then(
        () => null,
        (error: unknown) => error,
      );

    expect(calls).toHaveLength(1);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/provider/organizations?page=2")}`,
    );
    const after = contextFor(
      new Request("http://app.test/login", {
        headers: { cookie: cookieHeaderFrom(context.jar.commit(), cookie) },
      }),
    );
    expect(after.jar.getSession()).toBeNull();
    expect(after.jar.takeFlash()).toEqual({ kind: "error", key: "common:errors.sessionExpired" });
  });

  it("answers session-expired, and leaves the session's end to the session layer", async () => {
    recordRefreshes("at_new", { fail: true });
    const cookie = signedInCookie({ accessToken: "at_expired", refreshToken: "rt_gone" });
    const request = new Request("http://app.test/provider", { headers: { cookie } });
    const context = contextFor(request);
    const ended: string[] = [];
    const client = upstream(
      { ...context, upstreamSession: { ...context.upstreamSession, expired: (r) => void ended.push(r.url) } },
      request,
    );
    expect(await client.call("/api/things/1", { schema: thing })).toEqual({
      ok: false,
      kind: "session-expired",
      status: 401,
    });
    expect(ended).toEqual(["http://app.test/provider"]);
    // The client itself ended nothing: that is the session layer's decision.
    expect(context.jar.getSession()?.refreshToken).toBe("rt_gone");
  });

  it("sends the bearer token, time zone, language, role and request id headers", async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${UPSTREAM}/api/echo`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({});
      }),
    );
    const cookie = `${signedInCookie({ accessToken: "at_live", refreshToken: "rt" })}; tz=Asia/Tokyo`;
    const request = new Request("http://app.test/provider", {
      headers: { cookie, "accept-language": "ja-JP" },
    });
    await upstream(contextFor(request), request).call("/api/echo");
    expect(seen?.get("authorization")).toBe("Bearer at_live");
    expect(seen?.get("timezone")).toBe("Asia/Tokyo");
    expect(seen?.get("accept-language")).toBe("ja-JP");
    expect(seen?.get("role")).toBe("doctor");
    expect(seen?.get("x-request-id")).toBe("test-request-0001");
  });
});

describe("upstream client: outcomes", () => {
  const request = () => {
    const r = new Request("http://app.test/provider", {
      headers: { cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }) },
    });
    return { request: r, context: contextFor(r) };
  };

  it("treats a 2xx with an empty or non-JSON body as a success when no body is needed", async () => {
    server.use(
      http.put(`${UPSTREAM}/api/empty`, () => new HttpResponse(null, { status: 200 })),
      http.put(`${UPSTREAM}/api/garbage`, () => new HttpResponse("<html>ok</html>", { status: 200 })),
    );
    const { request: r, context } = request();
    expect((await upstream(context, r).call("/api/empty", { method: "PUT" })).ok).toBe(true);
    expect((await upstream(context, r).call("/api/garbage", { method: "PUT" })).ok).toBe(true);
  });

  it("reports a missing required field as a contract error, never as data", async () => {
    server.use(http.get(`${UPSTREAM}/api/things/x`, () => HttpResponse.json({ name: "no id" })));
    const { request: r, context } = request();
    const result = await upstream(context, r).call("/api/things/x", { schema: thing });
    expect(result).toMatchObject({ ok: false, kind: "contract" });
  });

  it("lets unknown fields pass through", async () => {
    server.use(http.get(`${UPSTREAM}/api/things/y`, () => HttpResponse.json({ id: "y", extra: 1 })));
    const { request: r, context } = request();
    const result = await upstream(context, r).call("/api/things/y", { schema: thing.passthrough() });
    expect(result.ok && result.data).toEqual({ id: "y", extra: 1 });
  });

  it("returns 422 field errors, 409 as a conflict, and 500 or an HTML 502 as a plain failure", async () => {
    server.use(
      http.post(`${UPSTREAM}/api/v`, () =>
        HttpResponse.json({ fieldErrors: [{ field: "name", message: "Name is taken" }] }, { status: 422 }),
      ),
      http.post(`${UPSTREAM}/api/c`, () => HttpResponse.json({ message: "changed" }, { status: 409 })),
      http.post(`${UPSTREAM}/api/e`, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
      http.post(
        `${UPSTREAM}/api/h`,
        () =>
          new HttpResponse("<html>Bad gateway</html>", {
            status: 502,
            headers: { "content-type": "text/html" },
          }),
      ),
    );
    const { request: r, context } = request();
    const client = upstream(context, r);
    expect(await client.call("/api/v", { method: "POST", json: {} })).toEqual({
      ok: false,
      kind: "validation",
      status: 422,
      fieldErrors: [{ field: "name", message: "Name is taken" }],
      message: undefined,
    });
    expect(await client.call("/api/c", { method: "POST" })).toMatchObject({
      ok: false,
      kind: "conflict",
      status: 409,
    });
    expect(await client.call("/api/e", { method: "POST" })).toMatchObject({
      ok: false,
      kind: "http",
      status: 500,
    });
    expect(await client.call("/api/h", { method: "POST" })).toMatchObject({
      ok: false,
      kind: "http",
      status: 502,
    });
  });

  it("times out slow calls and turns them into the 503 'taking too long' page, never a 500", async () => {
    server.use(
      http.get(`${UPSTREAM}/api/slow`, async ({ request }) => {
        // Answers only once the caller gave up, however loaded the machine: a client without a
        // timeout hangs here instead of passing.
        await new Promise((resolve) => request.signal.addEventListener("abort", resolve, { once: true }));
        return HttpResponse.json({ id: "late" });
      }),
    );
    const r = new Request("http://app.test/provider", {
      headers: { cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }) },
    });
    const context = contextFor(r, testConfig({ UPSTREAM_TIMEOUT_MS: "100" }));
    const result = await upstream(context, r).call("/api/slow", { schema: thing });
    expect(result).toMatchObject({ ok: false, kind: "timeout", status: 504 });
    const thrown = (() => {
      try {
        orThrow(result, context);
      } catch (error) {
        return error as { init?: { status?: number }; data?: { messageKey?: string; requestId?: string } };
      }
    })();
    expect(thrown?.init?.status).toBe(503);
    expect(thrown?.data).toEqual({ messageKey: "common:tooSlow.body", requestId: "test-request-0001" });
  });

  it("turns a refused connection into a 503 outcome", async () => {
    server.use(http.get(`${UPSTREAM}/api/down`, () => HttpResponse.error()));
    const { request: r, context } = request();
    expect(await upstream(context, r).call("/api/down")).toMatchObject({
      ok: false,
      kind: "network",
      status: 503,
    });
  });

  it("aborts the upstream call when the browser goes away", async () => {
    let aborted = false;
    server.use(
      http.get(`${UPSTREAM}/api/long`, async ({ request }) => {
        request.signal.addEventListener("abort", () => (aborted = true));
        await delay(1000);
        return HttpResponse.json({ id: "x" });
      }),
    );
    const controller = new AbortController();
    const r = new Request("http://app.test/provider", {
      headers: { cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }) },
      signal: controller.signal,
    });
    const pending = upstream(contextFor(r), r).call("/api/long");
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toBeTruthy();
    await delay(20);
    expect(aborted).toBe(true);
  });
});

describe("upstream client: a write the browser abandons", () => {
  it("runs to its end and answers, so a second post of the same form gets the first one's answer", async () => {
    let aborted = false;
    server.use(
      http.post(`${UPSTREAM}/api/long`, async ({ request }) => {
        request.signal.addEventListener("abort", () => (aborted = true));
        await delay(200);
        return HttpResponse.json({ id: "saved" }, { status: 201 });
      }),
    );
    const controller = new AbortController();
    const r = new Request("http://app.test/provider", {
      method: "POST",
      headers: { cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }) },
      signal: controller.signal,
    });
    const pending = upstream(contextFor(r), r).call("/api/long", { method: "POST", json: {} });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).resolves.toMatchObject({ ok: true, data: { id: "saved" } });
    expect(aborted).toBe(false);
  });
});

describe("upstream client: the log of a failed call (spec part 2 §8)", () => {
  let lines: string[] = [];
  beforeEach(() => {
    lines = [];
    setLogSink((line) => lines.push(line));
    process.env.LOG_LEVEL = "info";
  });
  afterEach(() => {
    setLogSink(null);
    delete process.env.LOG_LEVEL;
  });

  it("says the operation, failed: and the upstream's message, or Server error when it gave none", async () => {
    server.use(
      http.get(`${UPSTREAM}/api/things/quiet`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${UPSTREAM}/api/things/loud`, () =>
        HttpResponse.json({ message: "Database is down" }, { status: 503 }),
      ),
    );
    const r = new Request("http://app.test/provider", {
      headers: { cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }) },
    });
    const client = upstream(contextFor(r), r);
    expect(await client.call("/api/things/quiet", { schema: thing })).toMatchObject({
      kind: "http",
      status: 500,
    });
    expect(await client.call("/api/things/loud", { schema: thing })).toMatchObject({
      kind: "http",
      status: 503,
      message: "Database is down",
    });
    const messages = lines.map((line) => JSON.parse(line) as { msg?: string; message?: string });
    const texts = messages.map((m) => m.msg ?? m.message ?? "");
    expect(texts).toContain("GET /api/things/quiet failed: Server error");
    expect(texts).toContain("GET /api/things/loud failed: Database is down");
  });
});
