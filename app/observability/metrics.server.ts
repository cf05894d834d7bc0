import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { breakerState } from "~/upstream/breaker.server";

/**
 * The app's Prometheus metrics (issue 41 §4, decision 061). One registry of our own, not
 * prom-client's global default: tests reset it, and nothing a dependency registers leaks into the
 * exposition. Served only by the metrics listener (`server/metrics.ts`), never the public one.
 *
 * Off unless METRICS_PORT is set: then every `record…` below returns at once, so a deployment
 * without a scraper pays one property read per event (bench/metrics-cost.mjs).
 */

/** Seconds: a page under 50 ms is fast, a deadline (8 s by default) is the far end. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15];
/** Seconds: the upstream's calls, up to the per-call timeout of slow downloads. */
const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 30, 60];

/** What the host tells the registry when it starts (the gauges read them at scrape time). */
export interface MetricsHost {
  /** Event streams open now (the host's `services.openStreams`). */
  openStreams: () => number;
  /** The upstream whose breaker `upstream_breaker_open` reports. */
  upstreamUrl: string;
}

function build() {
  const registry = new Registry();
  const state: { enabled: boolean; host: MetricsHost | null } = { enabled: false, host: null };
  const metrics = {
    httpRequestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its response's last byte, by route pattern, method and status.",
      labelNames: ["route", "method", "status"] as const,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    upstreamCallDuration: new Histogram({
      name: "upstream_call_duration_seconds",
      help: "Time of one upstream call (a refresh and retry included), by contract entry and HTTP status or failure (timeout, network, open-breaker, aborted).",
      labelNames: ["call", "status"] as const,
      buckets: UPSTREAM_BUCKETS,
      registers: [registry],
    }),
    signInRefusals: new Counter({
      name: "sign_in_refusals_total",
      help: "Refused sign-ins, by reason (credentials, mfa-code, rate-limited).",
      labelNames: ["reason"] as const,
      registers: [registry],
    }),
    rateLimitHits: new Counter({
      name: "rate_limit_hits_total",
      help: "Attempts refused by a rate limit, by limiter.",
      labelNames: ["limiter"] as const,
      registers: [registry],
    }),
    tokenRefreshes: new Counter({
      name: "token_refresh_total",
      help: "Upstream token refreshes this instance made, by outcome (ok, refused, failed).",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
    relayReconnects: new Counter({
      name: "event_relay_reconnects_total",
      help: "Times the live-events relay connected to the upstream's stream again after its first connection.",
      registers: [registry],
    }),
  };
  new Gauge({
    name: "event_streams_open",
    help: "Event streams (/events) open on this instance.",
    registers: [registry],
    collect() {
      this.set(state.host?.openStreams() ?? 0);
    },
  });
  new Gauge({
    name: "upstream_breaker_open",
    help: "1 while the upstream's circuit breaker is not closed (open, or probing), else 0.",
    registers: [registry],
    collect() {
      const url = state.host?.upstreamUrl;
      this.set(url && breakerState(url) !== "closed" ? 1 : 0);
    },
  });
  collectDefaultMetrics({ register: registry });
  return { registry, state, metrics };
}

// The host (server/) and the Remix build are bundled apart and each holds a copy of this module:
// one registry per process, on globalThis under a registered symbol, so both copies count in it.
const KEY = Symbol.for("care-delivery.metrics");
const shared = globalThis as typeof globalThis & { [KEY]?: ReturnType<typeof build> };
const { registry, state, metrics } = (shared[KEY] ??= build());

/** Turns recording on (the host, when METRICS_PORT is set) and says where the gauges read. */
export function enableMetrics(host: MetricsHost) {
  state.enabled = true;
  state.host = host;
}

export function metricsEnabled(): boolean {
  return state.enabled;
}

/** The text exposition and its content type, for the metrics listener. */
export async function exposition(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

export function recordRequest(route: string, method: string, status: number, seconds: number) {
  if (!state.enabled) return;
  metrics.httpRequestDuration.observe({ route, method, status: String(status) }, seconds);
}

/** `call` names the contract entry (`patients.get`), or `fetch` for a call that matches none. */
export function recordUpstreamCall(call: string, status: number | string, seconds: number) {
  if (!state.enabled) return;
  metrics.upstreamCallDuration.observe({ call, status: String(status) }, seconds);
}

export type SignInRefusal = "credentials" | "mfa-code" | "rate-limited";

export function recordSignInRefusal(reason: SignInRefusal) {
  if (state.enabled) metrics.signInRefusals.inc({ reason });
}

export function recordRateLimitHit(limiter: string) {
  if (state.enabled) metrics.rateLimitHits.inc({ limiter });
}

export function recordTokenRefresh(outcome: "ok" | "refused" | "failed") {
  if (state.enabled) metrics.tokenRefreshes.inc({ outcome });
}

export function recordRelayReconnect() {
  if (state.enabled) metrics.relayReconnects.inc();
}

/** Tests: every value back to zero, recording off and no host. */
export function resetMetrics() {
  registry.resetMetrics();
  state.enabled = false;
  state.host = null;
}
