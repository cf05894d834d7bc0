import { createHash } from "node:crypto";
import type { Coordinator } from "~/coordination/coordinator.server";

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * Single-flight token refresh, keyed by the refresh token being spent. Every caller holding the
 * same refresh token (parallel loaders of one page, another tab, the event relay) waits on the
 * same upstream call. The result is remembered for a minute: the upstream rotates refresh tokens,
 * so a tab that arrives late with the old one must get the pair that replaced it, not a second
 * (failing) refresh that would sign the user out.
 *
 * Across instances (REDIS_URL), one instance takes a lock and refreshes; the others wait for its
 * result, which is shared sealed (tokens never sit in Redis in the clear).
 */
const REMEMBER_MS = 60_000;
const LOCK_MS = 15_000;

interface Entry {
  promise: Promise<TokenPair | null>;
  settledAt?: number;
}

const inflight = new Map<string, Entry>();

function keyOf(refreshToken: string) {
  // Never keep the raw token as a map key.
  return createHash("sha256").update(refreshToken).digest("base64url");
}

function sweep(now: number) {
  for (const [key, entry] of inflight) {
    if (entry.settledAt !== undefined && now - entry.settledAt > REMEMBER_MS) inflight.delete(key);
  }
}

export interface Shared {
  coordinator: Coordinator;
  /**
   * Seals a pair for the shared store and opens one from it (tokens never sit in Redis in the
   * clear). The session layer supplies both: sealing is its business, not this folder's.
   */
  seal(tokens: TokenPair): string;
  unseal(sealed: string): TokenPair | null;
}

async function acrossInstances(
  key: string,
  refreshToken: string,
  perform: (rt: string) => Promise<TokenPair | null>,
  shared: Shared,
) {
  const { coordinator } = shared;
  const memoKey = `refresh:memo:${key}`;
  const read = async () => {
    const sealed = await coordinator.get(memoKey);
    return sealed ? shared.unseal(sealed) : null;
  };
  const known = await read();
  if (known) return known;
  const release = await coordinator.lock(`refresh:lock:${key}`, LOCK_MS);
  if (!release) {
    // Another instance is refreshing this token: wait for its answer.
    for (const deadline = Date.now() + LOCK_MS; Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 100));
      const result = await read();
      if (result) return result;
    }
    return null;
  }
  try {
    const late = await read();
    if (late) return late;
    const tokens = await perform(refreshToken);
    if (tokens) await coordinator.set(memoKey, shared.seal(tokens), REMEMBER_MS);
    return tokens;
  } finally {
    await release().catch(() => undefined);
  }
}

export function refreshOnce(
  refreshToken: string,
  perform: (refreshToken: string) => Promise<TokenPair | null>,
  shared?: Shared,
) {
  const now = Date.now();
  sweep(now);
  const key = keyOf(refreshToken);
  const existing = inflight.get(key);
  if (existing) return existing.promise;
  const work = shared?.coordinator.shared
    ? acrossInstances(key, refreshToken, perform, shared)
    : perform(refreshToken);
  const entry: Entry = {
    promise: work
      .catch(() => null)
      .then((result) => {
        entry.settledAt = Date.now();
        // A failed refresh is not remembered: a later attempt may succeed (upstream back up).
        if (!result) inflight.delete(key);
        return result;
      }),
  };
  inflight.set(key, entry);
  return entry.promise;
}

/** For tests. */
export function resetRefreshMemo() {
  inflight.clear();
}
