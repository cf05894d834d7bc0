import { afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "~/config.server";
import { createMemoryCoordinator } from "~/coordination/coordinator.server";
import {
  ATTEMPT_LIMITS,
  beginAttempt,
  tooManyAttempts,
  type AttemptLimit,
} from "~/session/rate-limit.server";

/**
 * The attempt limits of decision 053: failures per username (few) and per address (many), a
 * success free for the address, codes sent counted whether or not they were wanted.
 */

const config = parseConfig({});
const signIn: AttemptLimit = {
  name: "login",
  perIdentity: config.loginFailures.perUsername,
  perAddress: config.loginFailures.perAddress,
  windowMs: config.loginFailures.windowMs,
};
const CLINIC = "203.0.113.7";

afterEach(() => vi.useRealTimers());

async function failOnce(
  coordinator = createMemoryCoordinator(),
  limit = signIn,
  identity = "x",
  address = CLINIC,
) {
  const ticket = await beginAttempt(coordinator, limit, { address, identity });
  // A failure needs no call: it stays counted.
  return ticket;
}

describe("sign-in limits", () => {
  it("default to 5 failures per username and 100 per address in 15 minutes", () => {
    expect(config.loginFailures).toEqual({ perUsername: 5, perAddress: 100, windowMs: 15 * 60_000 });
  });

  it("let twelve staff behind one clinic address sign in at 8:00", async () => {
    const coordinator = createMemoryCoordinator();
    for (let i = 1; i <= 12; i++) {
      const ticket = await beginAttempt(coordinator, signIn, {
        address: CLINIC,
        identity: `staff${i}@clinic.test`,
      });
      expect(ticket.allowed, `staff ${i}`).toBe(true);
      if (ticket.allowed) await ticket.succeeded();
    }
  });

  it("refuse the sixth wrong password for one username, saying how long to wait", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T08:00:00Z") });
    const coordinator = createMemoryCoordinator();
    for (let i = 1; i <= 5; i++) {
      expect((await failOnce(coordinator, signIn, "nurse@clinic.test")).allowed, `failure ${i}`).toBe(true);
      vi.advanceTimersByTime(30_000);
    }
    const sixth = await failOnce(coordinator, signIn, "NURSE@clinic.test ");
    expect(sixth.allowed).toBe(false);
    // The window started with the first failure, two and a half minutes ago.
    expect(sixth.allowed ? 0 : sixth.retryAfterSeconds).toBe(15 * 60 - 150);
    expect(tooManyAttempts(15 * 60 - 150)).toBe('auth:limits.tooMany::{"minutes":13}');
    // Another person at the same address is not held back.
    expect((await failOnce(coordinator, signIn, "doctor@clinic.test")).allowed).toBe(true);
    // Once the window has passed, the username may try again.
    vi.advanceTimersByTime(15 * 60_000);
    expect((await failOnce(coordinator, signIn, "nurse@clinic.test")).allowed).toBe(true);
  });

  it("do not count a success against the address, and a success clears the username's failures", async () => {
    const coordinator = createMemoryCoordinator();
    const small: AttemptLimit = { name: "login", perIdentity: 3, perAddress: 4, windowMs: 60_000 };
    for (let i = 0; i < 20; i++) {
      const ticket = await beginAttempt(coordinator, small, { address: CLINIC, identity: `staff${i}` });
      expect(ticket.allowed, `staff ${i}`).toBe(true);
      if (ticket.allowed) await ticket.succeeded();
    }
    expect((await failOnce(coordinator, small, "a")).allowed).toBe(true);
    expect((await failOnce(coordinator, small, "a")).allowed).toBe(true);
    const success = await beginAttempt(coordinator, small, { address: CLINIC, identity: "a" });
    expect(success.allowed).toBe(true);
    if (success.allowed) await success.succeeded();
    // "a" starts again from nothing; the address has its two failures.
    expect((await failOnce(coordinator, small, "a")).allowed).toBe(true);
    expect((await failOnce(coordinator, small, "a")).allowed).toBe(true);
    expect((await failOnce(coordinator, small, "b")).allowed).toBe(false);
  });

  it("refuse every username at an address past its failures, without counting the refusals", async () => {
    const coordinator = createMemoryCoordinator();
    const small: AttemptLimit = { name: "login", perIdentity: 5, perAddress: 3, windowMs: 60_000 };
    for (const name of ["a", "b", "c"]) expect((await failOnce(coordinator, small, name)).allowed).toBe(true);
    expect((await failOnce(coordinator, small, "d")).allowed).toBe(false);
    // Elsewhere, "d" has its own allowance: the refusal above cost it nothing.
    for (let i = 0; i < 5; i++)
      expect((await failOnce(coordinator, small, "d", `198.51.100.${i}`)).allowed).toBe(true);
    expect((await failOnce(coordinator, small, "d", "198.51.100.9")).allowed).toBe(false);
  });

  it("give back an attempt that got no verdict, and hold under fifty parallel attempts", async () => {
    const coordinator = createMemoryCoordinator();
    for (let i = 0; i < 10; i++) {
      const ticket = await failOnce(coordinator, signIn, "outage");
      expect(ticket.allowed).toBe(true);
      if (ticket.allowed) await ticket.uncounted();
    }
    const burst = await Promise.all(Array.from({ length: 50 }, () => failOnce(coordinator, signIn, "burst")));
    expect(burst.filter((t) => t.allowed)).toHaveLength(5);
  });
});

describe("limits on codes sent and checked", () => {
  it("count a resent SMS code even when it was sent, and refuse the fourth in 15 minutes", async () => {
    const coordinator = createMemoryCoordinator();
    for (let i = 0; i < 3; i++) {
      const ticket = await failOnce(coordinator, ATTEMPT_LIMITS.mfaResend, "mfa@clinic.test");
      expect(ticket.allowed).toBe(true);
      if (ticket.allowed) await ticket.succeeded();
    }
    const fourth = await failOnce(coordinator, ATTEMPT_LIMITS.mfaResend, "mfa@clinic.test");
    expect(fourth).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });

  it("keep each kind of attempt apart: wrong reset codes do not lock sign-in", async () => {
    const coordinator = createMemoryCoordinator();
    for (let i = 0; i < 5; i++)
      await failOnce(coordinator, ATTEMPT_LIMITS.passwordResetConfirm, "a@clinic.test");
    expect((await failOnce(coordinator, ATTEMPT_LIMITS.passwordResetConfirm, "a@clinic.test")).allowed).toBe(
      false,
    );
    expect((await failOnce(coordinator, signIn, "a@clinic.test")).allowed).toBe(true);
  });

  it("say a minute, not '1 minutes', when less than one is left", () => {
    expect(tooManyAttempts(1)).toBe("auth:limits.tooManyOneMinute");
    expect(tooManyAttempts(60)).toBe("auth:limits.tooManyOneMinute");
    expect(tooManyAttempts(61)).toBe('auth:limits.tooMany::{"minutes":2}');
  });
});
