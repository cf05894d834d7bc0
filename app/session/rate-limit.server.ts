import type { Coordinator } from "~/coordination/coordinator.server";

/**
 * Fixed-window counters for sign-in attempts, per client address and per username. An attempt
 * is counted before the upstream is asked, so fifty parallel attempts cannot slip through
 * together. A successful sign-in clears the username's counter. Shared by every instance through
 * the coordinator (memory for one process, Redis for several).
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
  return { allowed, retryAfterSeconds: retryAfter };
}

export async function clear(coordinator: Coordinator, key: string) {
  await coordinator.delete(`rate:${key}`);
}
