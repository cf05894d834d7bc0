/**
 * Fixed-window counters for sign-in attempts, per client address and per username. An attempt
 * is counted before the upstream is asked, so fifty parallel attempts cannot slip through
 * together. A successful sign-in clears the username's counter.
 * In-process; with several instances, share it through REDIS_URL (docs/deploy.md).
 */
interface Window {
  count: number;
  resetAt: number;
}

const windows = new Map<string, Window>();

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export function consume(keys: string[], limit: number, windowMs: number, now = Date.now()): RateLimitDecision {
  if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  let allowed = true;
  let retryAfter = 0;
  for (const key of keys) {
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      allowed = false;
      retryAfter = Math.max(retryAfter, Math.ceil((window.resetAt - now) / 1000));
    }
  }
  return { allowed, retryAfterSeconds: retryAfter };
}

export function clear(key: string) {
  windows.delete(key);
}

export function resetRateLimitsForTests() {
  windows.clear();
}
