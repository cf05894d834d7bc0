import { createHash } from "node:crypto";

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
 * In-process. With several instances, a shared lock and memo are needed (docs/deploy.md).
 */
const REMEMBER_MS = 60_000;

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

export function refreshOnce(refreshToken: string, perform: (refreshToken: string) => Promise<TokenPair | null>) {
  const now = Date.now();
  sweep(now);
  const key = keyOf(refreshToken);
  const existing = inflight.get(key);
  if (existing) return existing.promise;
  const entry: Entry = {
    promise: perform(refreshToken)
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
