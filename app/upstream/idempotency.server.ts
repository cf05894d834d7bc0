import { createHash } from "node:crypto";
import type { Coordinator } from "~/coordination/coordinator.server";

/**
 * Idempotency for form posts that must not happen twice (a no-JS user double-clicking, a
 * browser resubmitting). The form carries a key; the first request with it does the work, any
 * later or concurrent one gets the same result without calling the upstream again, on this
 * instance or (through the coordinator) any other. Results must be JSON; kept ten minutes.
 */
const TTL_MS = 10 * 60_000;
const PENDING = "\u0000pending";
const local = new Map<string, Promise<unknown>>();

function idOf(scope: string, key: string) {
  return `idem:${createHash("sha256").update(`${scope}\u0000${key}`).digest("base64url")}`;
}

async function waitForResult<T>(coordinator: Coordinator, id: string): Promise<T | undefined> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const value = await coordinator.get(id);
    if (value === null) return undefined;
    if (value !== PENDING) return (JSON.parse(value) as { value: T }).value;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

export async function once<T>(
  coordinator: Coordinator,
  scope: string,
  key: string | undefined,
  work: () => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  if (!key) return { value: await work(), replayed: false };
  const id = idOf(scope, key);
  const running = local.get(id);
  if (running) return { value: (await running) as T, replayed: true };
  if (!(await coordinator.setIfAbsent(id, PENDING, TTL_MS))) {
    const earlier = await waitForResult<T>(coordinator, id);
    if (earlier !== undefined) return { value: earlier, replayed: true };
  }
  const promise = work();
  local.set(id, promise);
  try {
    const value = await promise;
    await coordinator.set(id, JSON.stringify({ value }), TTL_MS);
    return { value, replayed: false };
  } catch (error) {
    await coordinator.delete(id);
    throw error;
  } finally {
    local.delete(id);
  }
}

/** The result of an earlier request with this key, if there was one. */
export async function recall<T>(
  coordinator: Coordinator,
  scope: string,
  key: string | undefined,
): Promise<T | undefined> {
  if (!key) return undefined;
  const id = idOf(scope, key);
  const running = local.get(id);
  if (running) return (await running) as T;
  return waitForResult<T>(coordinator, id);
}

/** A failed attempt should be retryable with the same key. */
export async function forget(coordinator: Coordinator, scope: string, key: string | undefined) {
  if (key) await coordinator.delete(idOf(scope, key));
}
