import type { Coordinator } from "~/coordination/coordinator.server";
import { sealJson, unsealJson } from "./seal.server";

/**
 * Tokens refreshed where no cookie can be set: an event stream's headers are long gone when its
 * token expires. The relay records the new pair under the session id; the next request of that
 * session adopts it and the host writes it to the cookie. Without this the browser would come
 * back with a refresh token the upstream has already rotated away and be signed out.
 * Read synchronously from a local map; with several instances (REDIS_URL) each pair is also
 * announced to the others, sealed.
 */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const latest = new Map<string, TokenPair & { until: number }>();
let sharedWith: { coordinator: Coordinator; secrets: readonly string[] } | null = null;

function remember(sid: string, tokens: TokenPair, untilMs: number) {
  latest.set(sid, { ...tokens, until: untilMs });
  if (latest.size > 20_000) {
    const now = Date.now();
    for (const [key, value] of latest) if (value.until < now) latest.delete(key);
  }
}

export function recordTokens(sid: string, tokens: TokenPair, untilMs: number) {
  remember(sid, tokens, untilMs);
  if (sharedWith) {
    const sealed = sealJson({ sid, tokens, untilMs }, sharedWith.secrets, "token-override");
    void sharedWith.coordinator.publish("tokens", sealed).catch(() => undefined);
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

/** Joins the other instances: hears the pairs they refresh. */
export async function shareTokenOverrides(coordinator: Coordinator, secrets: readonly string[]) {
  sharedWith = { coordinator, secrets };
  await coordinator.subscribe("tokens", (message) => {
    const value = unsealJson(message, secrets, "token-override") as {
      sid?: string;
      tokens?: TokenPair;
      untilMs?: number;
    } | null;
    if (value?.sid && value.tokens && value.untilMs) remember(value.sid, value.tokens, value.untilMs);
  });
}
