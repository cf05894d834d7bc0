import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Coordinator } from "~/coordination/coordinator.server";

/**
 * Two app instances sharing a real Redis (REDIS_URL, started by scripts/scale-out.sh). Each
 * "instance" is a separate copy of the modules, as two processes would have.
 */
const url = process.env.REDIS_URL;
if (!url) throw new Error("REDIS_URL is required: run this through scripts/scale-out.sh");
const SECRETS = ["redis-test-secret-that-is-long-enough-0000001"];

async function instance() {
  vi.resetModules();
  const coordination = await import("~/coordination/coordinator.server");
  const coordinator: Coordinator = coordination.createRedisCoordinator(url!);
  const refresh = await import("~/upstream/refresh.server");
  const revocations = await import("~/session/revocations.server");
  const overrides = await import("~/session/token-overrides.server");
  const rate = await import("~/session/rate-limit.server");
  const idempotency = await import("~/upstream/idempotency.server");
  const { refreshSharing } = await import("~/session/upstream-session.server");
  const sharing = refreshSharing(coordinator, SECRETS);
  await revocations.shareRevocations(coordinator);
  await overrides.shareTokenOverrides(coordinator, SECRETS);
  return { coordinator, sharing, refresh, revocations, overrides, rate, idempotency };
}

let a: Awaited<ReturnType<typeof instance>>;
let b: Awaited<ReturnType<typeof instance>>;

beforeAll(async () => {
  a = await instance();
  b = await instance();
});

afterAll(async () => {
  vi.resetModules();
});

const eventually = async (check: () => boolean, ms = 2000) => {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20)))
    if (check()) return true;
  return check();
};

describe("instances coordinated through Redis", () => {
  it("refresh the same token once between them, and both get the new pair", async () => {
    let calls = 0;
    const perform = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 200));
      return { accessToken: "at_new", refreshToken: "rt_new" };
    };
    const token = `rt_${crypto.randomUUID()}`;
    const [one, two] = await Promise.all([
      a.refresh.refreshOnce(token, perform, a.sharing),
      b.refresh.refreshOnce(token, perform, b.sharing),
    ]);
    expect(calls).toBe(1);
    expect(one).toEqual({ accessToken: "at_new", refreshToken: "rt_new" });
    expect(two).toEqual(one);
    // A third instance arriving later with the old token gets the remembered pair.
    const c = await instance();
    expect(await c.refresh.refreshOnce(token, perform, c.sharing)).toEqual(one);
    expect(calls).toBe(1);
  });

  it("keep refresh results sealed in Redis", async () => {
    const token = `rt_${crypto.randomUUID()}`;
    await a.refresh.refreshOnce(
      token,
      async () => ({ accessToken: "at_SEALEDCHECK", refreshToken: "rt_SEALEDCHECK" }),
      a.sharing,
    );
    const stored = await a.coordinator.scan("refresh:memo:");
    expect(stored.length).toBeGreaterThan(0);
    for (const [, value] of stored) expect(value).not.toContain("SEALEDCHECK");
  });

  it("hear each other's sign-outs, and a starting instance loads them", async () => {
    const sid = crypto.randomUUID();
    a.revocations.revoke(sid, Date.now() + 60_000);
    expect(await eventually(() => b.revocations.isRevoked(sid))).toBe(true);
    const late = await instance();
    expect(late.revocations.isRevoked(sid)).toBe(true);
  });

  it("hand refreshed tokens to each other for the next request of that session", async () => {
    const sid = crypto.randomUUID();
    a.overrides.recordTokens(sid, { accessToken: "at_x", refreshToken: "rt_x" }, Date.now() + 60_000);
    expect(await eventually(() => b.overrides.latestTokens(sid)?.refreshToken === "rt_x")).toBe(true);
  });

  it("share sign-in rate limits", async () => {
    const key = `user:${crypto.randomUUID()}`;
    const decisions = [];
    for (let i = 0; i < 6; i++)
      decisions.push(await (i % 2 ? a : b).rate.consume((i % 2 ? a : b).coordinator, [key], 4, 60_000));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, false, false]);
  });

  it("share attempt limits, and give back an attempt that did not count", async () => {
    const limit = { name: `test-${crypto.randomUUID()}`, perIdentity: 2, perAddress: 100, windowMs: 60_000 };
    const who = { address: "203.0.113.9", identity: "nurse@clinic.test" };
    const first = await a.rate.beginAttempt(a.coordinator, limit, who);
    const outage = await b.rate.beginAttempt(b.coordinator, limit, who);
    if (outage.allowed) await outage.uncounted();
    const second = await b.rate.beginAttempt(b.coordinator, limit, who);
    const third = await a.rate.beginAttempt(a.coordinator, limit, who);
    expect([first.allowed, outage.allowed, second.allowed, third.allowed]).toEqual([true, true, true, false]);
    expect(third.allowed ? 0 : third.retryAfterSeconds).toBeGreaterThan(50);
    // The refusal was given back too: after a success the username starts again, on either instance.
    const success = await b.rate.beginAttempt(b.coordinator, { ...limit, perIdentity: 3 }, who);
    if (success.allowed) await success.succeeded();
    expect((await a.rate.beginAttempt(a.coordinator, limit, who)).allowed).toBe(true);
  });

  it("act once for a repeated idempotency key across instances", async () => {
    let work = 0;
    const act = async () => {
      work += 1;
      await new Promise((r) => setTimeout(r, 150));
      return { batchId: "b1" };
    };
    const key = crypto.randomUUID();
    const [x, y] = await Promise.all([
      a.idempotency.once(a.coordinator, "scope", key, act),
      b.idempotency.once(b.coordinator, "scope", key, act),
    ]);
    expect(work).toBe(1);
    expect(x.value).toEqual({ batchId: "b1" });
    expect(y.value).toEqual({ batchId: "b1" });
  });
});
