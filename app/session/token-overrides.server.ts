/**
 * Tokens refreshed where no cookie can be set: an event stream's headers are long gone when its
 * token expires. The relay records the new pair under the session id; the next request of that
 * session adopts it and the host writes it to the cookie. Without this the browser would come
 * back with a refresh token the upstream has already rotated away and be signed out.
 * In-process; several instances share it through REDIS_URL (docs/deploy.md).
 */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const latest = new Map<string, TokenPair & { until: number }>();

export function recordTokens(sid: string, tokens: TokenPair, untilMs: number) {
  latest.set(sid, { ...tokens, until: untilMs });
  if (latest.size > 20_000) {
    const now = Date.now();
    for (const [key, value] of latest) if (value.until < now) latest.delete(key);
  }
}

export function latestTokens(sid: string): TokenPair | undefined {
  const entry = latest.get(sid);
  if (!entry) return undefined;
  if (entry.until < Date.now()) {
    latest.delete(sid);
    return undefined;
  }
  return entry;
}

export function forgetTokens(sid: string) {
  latest.delete(sid);
}
