import type { RequestContext } from "~/load-context.server";
import { retryAfterSeconds } from "~/upstream/breaker.server";

/** How long a browser or proxy should wait after "taking too long" when no breaker is open. */
const RETRY_AFTER_SECONDS = 30;

/**
 * Every 503 the app answers is the upstream's outage (unreachable, taking too long, or its
 * breaker open): it says when to come back (issue 42). With the breaker open that is when it
 * probes again; else half a minute. A 503 that already says (the calendar feed's) keeps its own.
 */
export function addRetryAfter(status: number, headers: Headers, context: Pick<RequestContext, "config">) {
  if (status !== 503 || headers.has("Retry-After")) return;
  headers.set("Retry-After", String(retryAfterSeconds(context.config.upstreamApiUrl, RETRY_AFTER_SECONDS)));
}
