import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  IsolatedCircuitError,
  circuitBreaker,
  handleWhen,
  type CircuitBreakerPolicy,
} from "cockatiel";
import { log } from "~/observability/logger.server";

/**
 * One circuit breaker per upstream (issue 42, decision 059). A hung or dead upstream costs every
 * page its deadline, and the pages a clinic reloads pile up more waiting requests; after
 * `failures` timeouts or connection failures in a row the breaker opens, and calls fail at once
 * (the 503 page in milliseconds) without reaching the upstream. After `probeMs` one call goes
 * through as a probe: its success closes the breaker, its failure opens it again.
 *
 * With REDIS_URL the instances share the open state: the one that opens it announces until when,
 * and the others hold theirs open as long (`hold`), so none of them spends a deadline learning what
 * another already knows. The counting stays per instance: a shared count would cost a Redis round
 * trip on every call.
 */

export interface BreakerSettings {
  failures: number;
  probeMs: number;
}

export type BreakerState = "closed" | "open" | "half-open";

/** What an announcement between instances carries. */
export interface BreakerNews {
  url: string;
  open: boolean;
  untilMs: number;
}

/**
 * What counts against the upstream: a timeout, a page's call with no answer in its hang time, or a
 * connection refused, reset or unreachable (fetch's TypeError). An answer, even a 500, is not an outage, nor is the browser going away.
 */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "TimeoutError" || error.name === "Hanging" || error instanceof TypeError;
}

interface Entry {
  policy: CircuitBreakerPolicy;
  /** The page-bound calls in flight: the breaker's opening ends them at once (see `throughBreaker`). */
  inflight: Set<AbortController>;
  probeMs: number;
  /** Held open on another instance's word, until the timer lets it go. */
  held: { dispose: () => void; timer: ReturnType<typeof setTimeout> } | null;
  /** Until when it is open (for Retry-After), 0 when closed. */
  openUntil: number;
  /** Letting a hold go closes the breaker; that close is not news for the others. */
  releasing: boolean;
}

// One registry per process, not per bundle: the host (server/app.ts, its /readyz) and the app's
// server build are bundled apart and each would otherwise hold a copy of this module.
const shared = globalThis as typeof globalThis & {
  [key: symbol]: { breakers: Map<string, Entry>; announce: ((news: BreakerNews) => void) | null } | undefined;
};
const REGISTRY = Symbol.for("care-delivery.upstream-breakers");
const registry = (shared[REGISTRY] ??= { breakers: new Map(), announce: null });
const breakers = registry.breakers;

function entryFor(url: string, settings: BreakerSettings): Entry {
  let entry = breakers.get(url);
  if (entry) return entry;
  const policy = circuitBreaker(handleWhen(isOutage), {
    halfOpenAfter: settings.probeMs,
    breaker: new ConsecutiveBreaker(settings.failures),
  });
  const made: Entry = {
    policy,
    inflight: new Set(),
    probeMs: settings.probeMs,
    held: null,
    openUntil: 0,
    releasing: false,
  };
  policy.onBreak((reason) => {
    // Calls still waiting on an upstream now known to be down would each wait out their page's
    // deadline for nothing: they end now, as the calls after them do.
    for (const controller of made.inflight) controller.abort(new BreakerOpen(url));
    made.inflight.clear();
    if ("isolated" in reason) return;
    made.openUntil = Date.now() + made.probeMs;
    log.warn("upstream circuit open", { upstream: url, probeInMs: made.probeMs });
    registry.announce?.({ url, open: true, untilMs: made.openUntil });
  });
  policy.onReset(() => {
    made.openUntil = 0;
    if (made.releasing) return;
    log.info("upstream circuit closed", { upstream: url });
    registry.announce?.({ url, open: false, untilMs: 0 });
  });
  policy.onHalfOpen(() => log.info("upstream circuit probing", { upstream: url }));
  breakers.set(url, made);
  entry = made;
  return entry;
}

/**
 * Runs `send` through the upstream's breaker: its answer, or what it threw (an outage counted), or
 * a thrown `BreakerOpen` when the breaker is open and the upstream was not called.
 *
 * With `hangMs` (a call bound by its page's deadline), a call with no answer by then counts as a
 * failure at once, though it goes on waiting until its deadline: a hung upstream opens the breaker
 * in `hangMs`, not in a whole deadline, and its opening ends every such call still in flight
 * (`signal` aborts with `BreakerOpen`). So the first wave of pages to meet a hung upstream answers
 * well within the deadline (issue 42: p99 under the deadline with 200 clients).
 */
export async function throughBreaker<T>(
  url: string,
  settings: BreakerSettings,
  send: (signal: AbortSignal) => Promise<T>,
  hangMs?: number,
): Promise<T> {
  const entry = entryFor(url, settings);
  const controller = new AbortController();
  let sending: Promise<T> | undefined;
  try {
    return await entry.policy.execute(() => {
      sending = send(controller.signal);
      if (hangMs === undefined) return sending;
      entry.inflight.add(controller);
      return hangsAfter(sending, hangMs);
    });
  } catch (error) {
    if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError)
      throw new BreakerOpen(url);
    // Counted as a failure; the call itself still has until its deadline (or the breaker's opening).
    if (error instanceof Hanging && sending) return await sending;
    throw error;
  } finally {
    entry.inflight.delete(controller);
  }
}

/** A call that has not answered in its `hangMs`: a failure for the breaker's count, not for the page. */
class Hanging extends Error {
  constructor() {
    super("upstream call hanging");
    this.name = "Hanging";
  }
}

/** `sending`'s outcome, or a `Hanging` rejection if it takes longer than `ms`. */
function hangsAfter<T>(sending: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Hanging()), ms);
    sending.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export class BreakerOpen extends Error {
  constructor(readonly url: string) {
    super("upstream circuit open");
    this.name = "BreakerOpen";
  }
}

/** The breaker's state for an upstream (closed when it never failed). */
export function breakerState(url: string): BreakerState {
  const entry = breakers.get(url);
  if (!entry) return "closed";
  switch (entry.policy.state) {
    case CircuitState.Open:
    case CircuitState.Isolated:
      return "open";
    case CircuitState.HalfOpen:
      return "half-open";
    default:
      return "closed";
  }
}

/** Seconds until the breaker lets a probe through: the 503's Retry-After (at least 1). */
export function retryAfterSeconds(url: string, fallback: number): number {
  const until = breakers.get(url)?.openUntil ?? 0;
  const left = until - Date.now();
  return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : fallback;
}

/**
 * Another instance's word: open until `untilMs`, or closed again. An open breaker is held open
 * here until then (a probe here would cost a deadline to learn the same); a close lets it go.
 */
export function hear(news: BreakerNews, settings: BreakerSettings) {
  const entry = entryFor(news.url, settings);
  release(entry);
  if (!news.open) return;
  const left = news.untilMs - Date.now();
  if (left <= 0 || entry.policy.state === CircuitState.Open) return;
  const handle = entry.policy.isolate();
  entry.openUntil = news.untilMs;
  const timer = setTimeout(() => release(entry), left);
  timer.unref?.();
  entry.held = { dispose: handle.dispose, timer };
}

function release(entry: Entry) {
  if (!entry.held) return;
  clearTimeout(entry.held.timer);
  entry.releasing = true;
  try {
    entry.held.dispose();
  } finally {
    entry.releasing = false;
    entry.held = null;
  }
}

/** Where this instance announces its breakers' openings and closings (the coordinator). */
export function announceBreakersTo(send: ((news: BreakerNews) => void) | null) {
  registry.announce = send;
}

/** Tests: forget every breaker. */
export function resetBreakers() {
  for (const entry of breakers.values()) if (entry.held) clearTimeout(entry.held.timer);
  breakers.clear();
}
