import type { Config } from "./config.server";
import { getConfig } from "./config.server";
import { detectLocale } from "./i18n/i18n.server";
import { CookieJar, purposes } from "./session/cookie-jar.server";
import { isRevoked } from "./session/revocations.server";
import { latestTokens } from "./session/token-overrides.server";
import { upstreamSessionFor } from "./session/upstream-session.server";
import type { UpstreamSession } from "./upstream/client.server";

/**
 * Long-lived services the host owns and hands to every request: the shutdown signal ends open
 * event streams when the process is asked to stop.
 */
export interface HostServices {
  shutdownSignal: AbortSignal;
  /** Called by streaming responses so graceful shutdown can wait for, then close, them. */
  trackStream(close: () => void): () => void;
  /** How many streams are open now (reported by /healthz). */
  openStreams?: () => number;
}

// A type alias (not an interface) so it satisfies AppLoadContext's index signature.
export type RequestContext = {
  requestId: string;
  cspNonce: string;
  config: Config;
  jar: CookieJar;
  locale: string;
  /** The user's IANA zone from the client-hint cookie, else DEFAULT_TIMEZONE. */
  timeZone: string;
  /** The client's address (behind a trusted proxy, the forwarded one): for rate limits. */
  clientAddress: string;
  /**
   * Aborts when the browser's connection closes before the response is complete. The request
   * a loader receives is a copy whose signal follows the original only through a weak
   * reference, which garbage collection can drop; long-lived responses (event streams) listen
   * to this instead.
   */
  clientGone: AbortSignal;
  /** When this request's upstream calls must be done (ms since the epoch): its page deadline. */
  deadlineAt: number;
  services: HostServices;
  /** The session as the upstream client sees it (app/session/upstream-session.server.ts). */
  upstreamSession: UpstreamSession;
};

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

export function createRequestContext(input: {
  cookieHeader: string | undefined | null;
  acceptLanguage: string | undefined | null;
  requestId: string;
  cspNonce: string;
  services: HostServices;
  clientAddress?: string;
  clientGone?: AbortSignal;
  config?: Config;
  now?: () => number;
}): RequestContext {
  const config = input.config ?? getConfig();
  const jar = CookieJar.fromHeader(input.cookieHeader, {
    secrets: config.sessionSecrets,
    secure: config.httpsOnly,
    idleMs: config.sessionIdleMs,
    maxMs: config.sessionMaxMs,
    now: input.now,
    isRevoked,
    latestTokens,
  });
  return {
    requestId: input.requestId,
    cspNonce: input.cspNonce,
    config,
    jar,
    locale: detectLocale(jar.getPrefs().lng, input.acceptLanguage ?? null),
    timeZone: jar.get(purposes.timeZone) ?? config.defaultTimezone,
    clientAddress: input.clientAddress ?? "unknown",
    clientGone: input.clientGone ?? new AbortController().signal,
    deadlineAt: (input.now?.() ?? Date.now()) + config.pageDeadlineMs,
    services: input.services,
    upstreamSession: upstreamSessionFor({ jar, config }),
  };
}

/** Services for code that runs outside the host (tests, scripts). */
export function detachedServices(): HostServices {
  return { shutdownSignal: new AbortController().signal, trackStream: () => () => {} };
}
