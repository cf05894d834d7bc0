import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { addRetryAfter } from "~/http/retry-after.server";
import { orThrow } from "~/http/outcome.server";
import { breakerState, hear } from "~/upstream/breaker.server";
import { upstream } from "~/upstream/client.server";
import { UPSTREAM } from "../mocks/accounts";
import { server } from "../mocks/server";
import { contextFor, testConfig } from "../support/context";
import { signedInCookie } from "../support/session";

/**
 * A hung or dead upstream (issue 42): a page's calls share a deadline, and after repeated outages
 * the breaker answers at once without calling the upstream, until a probe succeeds.
 */

const thing = z.object({ id: z.string() });

afterEach(() => {
  vi.useRealTimers();
});

function signedIn(env: Record<string, string> = {}) {
  const request = new Request("http://app.test/provider", {
    headers: { cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }) },
  });
  // A per-call limit far beyond the test's own timeout: only the page's deadline can end a call.
  const context = contextFor(request, testConfig({ UPSTREAM_TIMEOUT_MS: "600000", ...env }));
  return { request, context, client: upstream(context, request) };
}

/** An upstream that never answers: each call waits until the caller gives up. */
function hangs(path: string) {
  const seen: string[] = [];
  server.use(
    http.get(`${UPSTREAM}${path}`, async ({ request }) => {
      seen.push(new URL(request.url).pathname);
      await new Promise((resolve) => request.signal.addEventListener("abort", resolve, { once: true }));
      return HttpResponse.json({ id: "late" });
    }),
  );
  return seen;
}

function counts(path: string, answer: () => Response) {
  const seen: number[] = [];
  server.use(
    http.get(`${UPSTREAM}${path}`, () => {
      seen.push(1);
      return answer();
    }),
  );
  return seen;
}

describe("a page's deadline", () => {
  it("ends a hung read at the deadline, and the next read of the same page at once, as 'taking too long'", async () => {
    const seen = hangs("/api/hung/:id");
    const { client, context } = signedIn({ PAGE_DEADLINE_MS: "150", UPSTREAM_BREAKER_FAILURES: "50" });
    const first = await client.call("/api/hung/1", { schema: thing });
    const second = await client.call("/api/hung/2", { schema: thing });
    expect(first).toMatchObject({ ok: false, kind: "timeout" });
    expect(second).toMatchObject({ ok: false, kind: "timeout" });
    expect(seen.length).toBeGreaterThanOrEqual(1);
    const thrown = (() => {
      try {
        orThrow(first, context);
      } catch (error) {
        return error as { init?: { status?: number }; data?: { messageKey?: string } };
      }
    })();
    expect(thrown?.init?.status).toBe(503);
    expect(thrown?.data?.messageKey).toBe("common:tooSlow.body");
  });

  it("does not bound a download: a file slower than the deadline still arrives", async () => {
    server.use(
      http.get(`${UPSTREAM}/api/files/:id`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return new HttpResponse("a,b\n1,2\n", { headers: { "Content-Type": "text/csv" } });
      }),
    );
    const { client } = signedIn({ PAGE_DEADLINE_MS: "50" });
    const response = await client.fetch("/api/files/1");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("a,b\n1,2\n");
  });

  it("says when to come back on every 503, and leaves other statuses and a 503 that says alone", () => {
    const { context } = signedIn();
    const outage = new Headers();
    addRetryAfter(503, outage, context);
    expect(Number(outage.get("Retry-After"))).toBeGreaterThan(0);
    const fine = new Headers();
    addRetryAfter(200, fine, context);
    expect(fine.has("Retry-After")).toBe(false);
    const own = new Headers({ "Retry-After": "120" });
    addRetryAfter(503, own, context);
    expect(own.get("Retry-After")).toBe("120");
  });
});

describe("the upstream's circuit breaker", () => {
  const settings = { UPSTREAM_BREAKER_FAILURES: "3", UPSTREAM_BREAKER_PROBE_MS: "5000" };

  it("opens after repeated connection failures and then answers at once without calling the upstream", async () => {
    const seen = counts("/api/down/:id", () => HttpResponse.error());
    const { client } = signedIn(settings);
    for (const id of ["1", "2", "3"])
      expect(await client.call(`/api/down/${id}`, { schema: thing })).toMatchObject({ kind: "network" });
    expect(seen).toHaveLength(3);
    expect(breakerState(client.baseUrl)).toBe("open");
    const refused = await client.call("/api/down/4", { schema: thing });
    expect(refused).toMatchObject({ ok: false, kind: "network", status: 503 });
    expect(seen).toHaveLength(3);
  });

  it("counts timeouts as outages, but not an upstream that answers with an error", async () => {
    const errors = counts("/api/broken/:id", () => HttpResponse.json({ code: "BOOM" }, { status: 500 }));
    const { client } = signedIn({ ...settings, PAGE_DEADLINE_MS: "100" });
    for (const id of ["1", "2", "3", "4"]) await client.call(`/api/broken/${id}`);
    expect(errors).toHaveLength(4);
    expect(breakerState(client.baseUrl)).toBe("closed");
    hangs("/api/hung/:id");
    const ends: string[] = [];
    for (const id of ["1", "2", "3"]) {
      // Each request its own deadline, as three page loads are.
      const { client: page } = signedIn({ ...settings, PAGE_DEADLINE_MS: "100" });
      const result = await page.call(`/api/hung/${id}`);
      ends.push(result.ok ? "ok" : result.kind);
    }
    // The first two wait out their deadline; the third's hang opens the breaker, which ends it.
    expect(ends).toEqual(["timeout", "timeout", "network"]);
    expect(breakerState(client.baseUrl)).toBe("open");
  });

  it("counts a page's call with no answer in half the deadline at once, and its opening ends the calls in flight", async () => {
    const seen = hangs("/api/hung/:id");
    // Three page loads at once: each call hangs; at half its deadline each counts, the third opens
    // the breaker, and all three end then as "unreachable" instead of waiting for their deadline.
    const pages = ["1", "2", "3"].map(
      (id) => [id, signedIn({ ...settings, PAGE_DEADLINE_MS: "400" }).client] as const,
    );
    const results = await Promise.all(pages.map(([id, page]) => page.call(`/api/hung/${id}`)));
    expect(results).toEqual([
      { ok: false, kind: "network", status: 503 },
      { ok: false, kind: "network", status: 503 },
      { ok: false, kind: "network", status: 503 },
    ]);
    expect(seen).toHaveLength(3);
    expect(breakerState(pages[0]![1].baseUrl)).toBe("open");
  });

  it("still serves a call that answers after its hang time but within its deadline", async () => {
    server.use(
      http.get(`${UPSTREAM}/api/slow/:id`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return HttpResponse.json({ id: "slow" });
      }),
    );
    const { client } = signedIn({ ...settings, PAGE_DEADLINE_MS: "200" });
    expect(await client.call("/api/slow/1", { schema: thing })).toMatchObject({
      ok: true,
      data: { id: "slow" },
    });
    expect(breakerState(client.baseUrl)).toBe("closed");
  });

  it("lets one probe through after the probe time: its failure opens it again, its success closes it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let up = false;
    const seen = counts("/api/flaky/:id", () =>
      up ? HttpResponse.json({ id: "ok" }) : HttpResponse.error(),
    );
    const { client } = signedIn(settings);
    for (const id of ["1", "2", "3"]) await client.call(`/api/flaky/${id}`, { schema: thing });
    expect(breakerState(client.baseUrl)).toBe("open");

    vi.setSystemTime(Date.now() + 5001);
    expect(await client.call("/api/flaky/4", { schema: thing })).toMatchObject({ kind: "network" });
    expect(seen).toHaveLength(4);
    expect(breakerState(client.baseUrl)).toBe("open");
    await client.call("/api/flaky/5", { schema: thing });
    expect(seen).toHaveLength(4);

    up = true;
    vi.setSystemTime(Date.now() + 5001);
    expect(await client.call("/api/flaky/6", { schema: thing })).toMatchObject({
      ok: true,
      data: { id: "ok" },
    });
    expect(breakerState(client.baseUrl)).toBe("closed");
    expect(await client.call("/api/flaky/7", { schema: thing })).toMatchObject({ ok: true });
    expect(seen).toHaveLength(6);
  });

  it("holds open on another instance's word until its probe time, without calling the upstream", async () => {
    vi.useFakeTimers();
    const seen = counts("/api/shared/:id", () => HttpResponse.json({ id: "ok" }));
    const { client } = signedIn(settings);
    const breaker = { failures: 3, probeMs: 5000 };
    hear({ url: client.baseUrl, open: true, untilMs: Date.now() + 5000 }, breaker);
    expect(breakerState(client.baseUrl)).toBe("open");
    expect(await client.call("/api/shared/1", { schema: thing })).toMatchObject({
      kind: "network",
      status: 503,
    });
    expect(seen).toHaveLength(0);
    vi.advanceTimersByTime(5001);
    expect(breakerState(client.baseUrl)).toBe("closed");
    vi.useRealTimers();
    expect(await client.call("/api/shared/2", { schema: thing })).toMatchObject({ ok: true });
    expect(seen).toHaveLength(1);
  });

  it("lets go at once when the instance that opened it says it closed", () => {
    const { client } = signedIn(settings);
    const breaker = { failures: 3, probeMs: 5000 };
    hear({ url: client.baseUrl, open: true, untilMs: Date.now() + 60_000 }, breaker);
    expect(breakerState(client.baseUrl)).toBe("open");
    hear({ url: client.baseUrl, open: false, untilMs: 0 }, breaker);
    expect(breakerState(client.baseUrl)).toBe("closed");
  });
});
