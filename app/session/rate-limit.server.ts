import { createHash } from "node:crypto";
import type { HeadersFunction } from "@remix-run/node";
import type { Coordinator } from "~/coordination/coordinator.server";
import { msg } from "~/domain/messages";
import { recordRateLimitHit } from "~/observability/metrics.server";

/**
 * Fixed-window counters shared by every instance through the coordinator (memory for one
 * process, Redis for several). `consume` counts every request (the calendar feed); `beginAttempt`
 * counts what decision 053 says abuse looks like: refused sign-ins, wrong codes, and the codes
 * sent by SMS or e-mail.
 */
export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export async function consume(
  coordinator: Coordinator,
  keys: string[],
  limit: number,
  windowMs: number,
): Promise<RateLimitDecision> {
  let allowed = true;
  let retryAfter = 0;
  // Both counters of one attempt move together, so parallel attempts cannot interleave between them.
  const counters = await coordinator.incrementMany(
    keys.map((key) => `rate:${key}`),
    windowMs,
  );
  for (const { count, ttlMs } of counters) {
    if (count > limit) {
      allowed = false;
      retryAfter = Math.max(retryAfter, Math.ceil(Math.max(0, ttlMs) / 1000));
    }
  }
  // The limiter is named by its keys' prefix (`feed:<address>` is the calendar feed's).
  if (!allowed) recordRateLimitHit(keys[0]?.split(":")[0] || "unnamed");
  return { allowed, retryAfterSeconds: retryAfter };
}

/**
 * A limit on one kind of attempt (decision 053): a low one per person (username, e-mail or
 * phone, as typed) and a high one per client address, which a clinic's staff share behind one NAT.
 */
export interface AttemptLimit {
  /** Names the counters. */
  name: string;
  perIdentity: number;
  perAddress: number;
  windowMs: number;
  /**
   * Every attempt counts, a success too: each one sends a code by SMS or e-mail. Otherwise only
   * failures count, and a success clears the person's failures and costs the address nothing.
   */
  countSuccesses?: boolean;
}

const MINUTE = 60_000;

/** The limits that are not configured: attempts that send a code, or check one. Decision 053. */
export const ATTEMPT_LIMITS = {
  passwordResetRequest: {
    name: "reset-request",
    perIdentity: 5,
    perAddress: 30,
    windowMs: 15 * MINUTE,
    countSuccesses: true,
  },
  passwordResetConfirm: { name: "reset-confirm", perIdentity: 5, perAddress: 30, windowMs: 15 * MINUTE },
  mfaResend: {
    name: "mfa-resend",
    perIdentity: 3,
    perAddress: 30,
    windowMs: 15 * MINUTE,
    countSuccesses: true,
  },
  registration: { name: "registration", perIdentity: 5, perAddress: 30, windowMs: 15 * MINUTE },
  /**
   * Each application that reaches the upstream counts, a success too: it makes an organization and
   * an admin account that the operator's staff must review, and tests an organization's name.
   */
  onboarding: {
    name: "onboarding",
    perIdentity: 3,
    perAddress: 20,
    windowMs: 60 * MINUTE,
    countSuccesses: true,
  },
} satisfies Record<string, AttemptLimit>;

export type AttemptTicket =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** The attempt succeeded (a failure needs no call: it stays counted). */
      succeeded(): Promise<void>;
      /** No verdict (the upstream failed or was unreachable): the attempt does not count. */
      uncounted(): Promise<void>;
    };

/**
 * People type the same name in different cases; the counters hold a digest, so no username or
 * e-mail address sits in Redis.
 */
function identityKey(identity: string) {
  return createHash("sha256").update(identity.trim().toLowerCase()).digest("base64url").slice(0, 24);
}

/**
 * Counts an attempt before the upstream is asked, so fifty parallel attempts cannot all pass a
 * check made before any of them failed; what turns out not to count is given back. A refused
 * attempt never reaches the upstream, so it costs nothing either: retrying a locked username
 * does not use up the address's allowance.
 */
export async function beginAttempt(
  coordinator: Coordinator,
  limit: AttemptLimit,
  who: { address: string; identity: string },
): Promise<AttemptTicket> {
  const identity = `rate:${limit.name}:id:${identityKey(who.identity)}`;
  const address = `rate:${limit.name}:ip:${who.address}`;
  // Both counters of one attempt move together, so parallel attempts cannot interleave between them.
  const [byIdentity, byAddress] = await coordinator.incrementMany([identity, address], limit.windowMs);
  const over = [
    byIdentity!.count > limit.perIdentity ? byIdentity! : null,
    byAddress!.count > limit.perAddress ? byAddress! : null,
  ].filter((counter) => counter !== null);
  if (over.length > 0) {
    await coordinator.decrementMany([identity, address]);
    recordRateLimitHit(limit.name);
    const waitMs = Math.max(...over.map((counter) => counter.ttlMs));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  return {
    allowed: true,
    async succeeded() {
      if (limit.countSuccesses) return;
      await coordinator.delete(identity);
      await coordinator.decrementMany([address]);
    },
    async uncounted() {
      await coordinator.decrementMany([identity, address]);
    },
  };
}

/** The refusal's message: the wait in whole minutes, rounded up. */
export function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? msg("auth:limits.tooManyOneMinute") : msg("auth:limits.tooMany", { minutes });
}

/** The refusal's status and `Retry-After` (seconds), for `data(…, tooManyAttemptsInit(…))`. */
export function tooManyAttemptsInit(retryAfterSeconds: number) {
  return { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } };
}

/**
 * A route that may refuse exports this as its `headers`: without JavaScript the refusal is a
 * document, whose headers come from here, not from the action's `data()`.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
