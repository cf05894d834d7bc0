/**
 * Idempotency for form posts that must not happen twice (a no-JS user double-clicking, a
 * browser resubmitting). The form carries a key; the first request with it does the work, any
 * later or concurrent one gets the same result without calling the upstream again.
 * In-process with a ten-minute memory; several instances need a shared store (docs/deploy.md).
 */
const TTL_MS = 10 * 60_000;
const entries = new Map<string, { at: number; promise: Promise<unknown> }>();

export async function once<T>(scope: string, key: string | undefined, work: () => Promise<T>): Promise<{ value: T; replayed: boolean }> {
  if (!key) return { value: await work(), replayed: false };
  const now = Date.now();
  if (entries.size > 5000) for (const [k, v] of entries) if (now - v.at > TTL_MS) entries.delete(k);
  const id = `${scope}\u0000${key}`;
  const hit = entries.get(id);
  if (hit && now - hit.at <= TTL_MS) return { value: (await hit.promise) as T, replayed: true };
  const promise = work();
  entries.set(id, { at: now, promise });
  try {
    return { value: await promise, replayed: false };
  } catch (error) {
    entries.delete(id);
    throw error;
  }
}

/** The result of an earlier request with this key, if there was one. */
export function recall<T>(scope: string, key: string | undefined): Promise<T> | undefined {
  if (!key) return undefined;
  const hit = entries.get(`${scope}\u0000${key}`);
  return hit && Date.now() - hit.at <= TTL_MS ? (hit.promise as Promise<T>) : undefined;
}

/** A failed attempt should be retryable with the same key. */
export function forget(scope: string, key: string | undefined) {
  if (key) entries.delete(`${scope}\u0000${key}`);
}
