import { createParser, type EventSourceMessage } from "eventsource-parser";
import {
  ACTIVITY_FETCH_DELAY_MS,
  reconnectDelay,
  routeActivity,
  shouldShowActivity,
} from "~/domain/activity";
import type { RequestContext } from "~/load-context.server";
import { log } from "~/observability/logger.server";
import { recordRelayReconnect } from "~/observability/metrics.server";
import { activityWithholder } from "./activity-rights.server";
import { activitySummarySchema, getActivityFull } from "~/upstream/activity.server";
import { breakerState } from "~/upstream/breaker.server";
import { upstream, type UpstreamClient } from "~/upstream/client.server";
import {
  eventsAfter,
  forgetActivity,
  lastUpstreamId,
  noteUpstreamId,
  remember,
  type BufferedEvent,
} from "./replay-buffer.server";

/**
 * One browser's event stream, relayed from the upstream's (spec part 2 §7 "Live events"; the
 * original held a websocket from the browser that never reconnected). The browser never holds a
 * token: this server opens the upstream stream with the session's token, refreshes it through
 * the same single-flight refresh as every other call, filters and routes activities, and tells
 * the browser when it is reconnecting or when the session has ended.
 */

export interface RelayOptions {
  heartbeatMs?: number;
  activityDelayMs?: number;
  /** Upstream silence after which the connection is considered dead (its heartbeat is 15 s). */
  idleTimeoutMs?: number;
  random?: () => number;
}

const encoder = new TextEncoder();

export function relayStream(
  context: RequestContext,
  request: Request,
  lastEventId: number,
  options: RelayOptions = {},
): ReadableStream<Uint8Array> {
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const activityDelayMs = options.activityDelayMs ?? ACTIVITY_FETCH_DELAY_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? 45_000;
  // A stream lives for hours: its calls have the per-call limit, not the opening request's deadline.
  const client: UpstreamClient = upstream({ ...context, deadlineAt: undefined }, request);
  const account = context.jar.getSession()?.account.accountId ?? "anonymous";
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let upstreamAbort: AbortController | null = null;
  let closed = false;
  let untrack = () => {};

  const write = (text: string) => {
    if (closed) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };
  // Ids only move forward on one stream: an event the browser already has (replayed from the
  // buffer, or sent again by an upstream that resumed from an earlier id) is not sent twice.
  let lastSent = lastEventId;
  const deliver = (event: BufferedEvent) => {
    if (event.id <= lastSent) return;
    lastSent = event.id;
    write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
  };
  const send = (type: string, data: unknown, upstreamId: string | null) => {
    // A removed activity is no longer replayed to a tab that reconnects: its text must not come back.
    if (type === "activity-removed") forgetActivity(account, (data as { id: string }).id);
    deliver(remember(account, { type, data, upstreamId }));
  };
  /** Status events are not replayed: they describe this connection only. */
  const status = (type: string, data: unknown) => write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);

  function close() {
    if (closed) return;
    closed = true;
    context.clientGone.removeEventListener("abort", close);
    request.signal.removeEventListener("abort", close);
    upstreamAbort?.abort();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    untrack();
    try {
      controller.close();
    } catch {
      /* already closed */
    }
  }

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const sleep = (ms: number) => new Promise<void>((resolve) => later(ms, resolve));

  function sessionEnded() {
    status("session-ended", { location: "/login" });
    close();
  }

  /**
   * Events leave in the order the upstream sent them. An activity waits for its full record
   * (spec part 2 §9: fetched after 2000 ms), and whatever arrives behind it waits too: the id a
   * browser holds is the upstream's, so sending a later event first would move the browser's
   * Last-Event-ID past the activity and a reconnect would replay (or lose) events. Each entry
   * settles to an event to send or to nothing; the head of the queue leaves once settled.
   */
  interface Pending {
    upstreamId: string | null;
    settled: boolean;
    event: { type: string; data: unknown } | null;
  }
  const queue: Pending[] = [];

  function flush() {
    while (queue.length > 0 && queue[0]!.settled) {
      const entry = queue.shift()!;
      // Noted when it leaves, not when it arrives: a new upstream stream resumes after what
      // this stream has settled, so an activity still waiting for its record is fetched again.
      if (entry.upstreamId) noteUpstreamId(account, entry.upstreamId);
      if (entry.event) send(entry.event.type, entry.event.data, entry.upstreamId);
    }
  }

  function enqueue(upstreamId: string | null): Pending {
    const entry: Pending = { upstreamId, settled: false, event: null };
    queue.push(entry);
    return entry;
  }

  function settle(entry: Pending, event: Pending["event"]) {
    entry.settled = true;
    entry.event = event;
    flush();
  }

  function handle(message: EventSourceMessage) {
    const entry = enqueue(message.id ?? null);
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      log.warn("event relay: unreadable event", { type: message.event });
      return settle(entry, null);
    }
    switch (message.event) {
      case "ACTIVITY": {
        const summary = activitySummarySchema.safeParse(data);
        if (!summary.success || !shouldShowActivity(summary.data)) return settle(entry, null);
        later(activityDelayMs, async () => {
          const session = context.jar.getSession();
          const [full, withhold] = await Promise.all([
            getActivityFull(client, summary.data.id).catch(() => null),
            session ? activityWithholder(context, request, session).catch(() => null) : null,
          ]);
          if (closed) return;
          // Without knowing what the reader may read, nothing is sent rather than too much.
          settle(
            entry,
            full?.ok && withhold
              ? {
                  type: "activity",
                  data: { stream: routeActivity(full.data), activity: withhold(full.data) },
                }
              : null,
          );
        });
        return;
      }
      case "ACTIVITY_REMOVED": {
        // A deleted record (a note) leaves every feed: open pages drop it (see `send`).
        const removed = activitySummarySchema.pick({ id: true }).safeParse(data);
        if (!removed.success) return settle(entry, null);
        return settle(entry, { type: "activity-removed", data: { id: removed.data.id } });
      }
      case "NOTIFICATION":
        return settle(entry, { type: "notification", data });
      case "CSV_IMPORT_PROGRESS":
      case "CLAIM_IMPORT_PROGRESS":
        return settle(entry, { type: "import-progress", data: { kind: message.event, ...(data as object) } });
      default:
        return settle(entry, null);
    }
  }

  /** Reads one upstream connection to its end. Returns "auth" when it ended for an expired token. */
  async function pump(): Promise<"auth" | "ended"> {
    const session = context.jar.getSession();
    if (!session) return "auth";
    upstreamAbort = new AbortController();
    const abort = upstreamAbort;
    const headers = client.headers(session.accessToken);
    headers.set("Accept", "text/event-stream");
    // Resume after what this instance saw, or after what the browser says it saw (the ids are
    // the upstream's, so that works when the browser reconnected to another instance).
    const seen = Number(lastUpstreamId(account) ?? 0);
    const resume = Math.max(Number.isFinite(seen) ? seen : 0, lastEventId);
    if (resume > 0) headers.set("Last-Event-ID", String(resume));
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watchdog = () => {
      clearTimeout(idle);
      idle = setTimeout(() => abort.abort(new Error("upstream stream idle")), idleTimeoutMs);
    };
    try {
      watchdog();
      const response = await fetch(client.url(context.config.upstreamEventsPath), {
        headers,
        signal: abort.signal,
      });
      if (response.status === 401 || response.status === 403) {
        response.body?.cancel().catch(() => undefined);
        return "auth";
      }
      if (!response.ok || !response.body) throw new Error(`upstream events answered ${response.status}`);
      status("connected", {});
      let ended: "auth" | "ended" = "ended";
      const parser = createParser({
        onEvent(message) {
          if (message.event === "auth") ended = "auth";
          else handle(message);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watchdog();
        parser.feed(value);
      }
      return ended;
    } finally {
      clearTimeout(idle);
      abort.abort();
    }
  }

  async function run() {
    let attempt = 0;
    let connections = 0;
    while (!closed) {
      if (breakerState(client.baseUrl) === "open") {
        // The pages already answer "come back later" without calling the upstream; the stream
        // waits as they do instead of adding its own connection attempts (issue 42).
        attempt += 1;
        const delay = reconnectDelay(attempt, options.random);
        status("reconnecting", { inMs: delay, attempt });
        await sleep(delay);
        continue;
      }
      try {
        if (connections++ > 0) recordRelayReconnect();
        const outcome = await pump();
        if (closed) return;
        if (outcome === "auth") {
          const session = context.jar.getSession();
          if (!session) return sessionEnded();
          // Throws a redirect (and ends the session) when the refresh token is no longer good.
          await client.refresh(session.refreshToken);
          attempt = 0;
          continue;
        }
        // A clean end (the upstream restarted, a proxy closed it): reconnect at once.
        attempt = 0;
        continue;
      } catch (error) {
        if (closed) return;
        if (error instanceof Response) return sessionEnded();
        attempt += 1;
        const delay = reconnectDelay(attempt, options.random);
        log.info("event relay: upstream stream lost, reconnecting", {
          attempt,
          delayMs: delay,
          reason: (error as Error).message,
        });
        status("reconnecting", { inMs: delay, attempt });
        await sleep(delay);
      }
    }
  }

  return new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      untrack = context.services.trackStream(close);
      // Shutdown reaches the stream through trackStream; the browser leaving, through clientGone
      // (see RequestContext.clientGone for why not request.signal alone).
      if (context.clientGone.aborted || request.signal.aborted) return close();
      context.clientGone.addEventListener("abort", close, { once: true });
      request.signal.addEventListener("abort", close, { once: true });
      // The browser retries after 3 s if this stream ends without a word.
      write("retry: 3000\n\n");
      for (const event of eventsAfter(account, lastEventId)) deliver(event);
      const beat = () => {
        write(": ping\n\n");
        later(heartbeatMs, beat);
      };
      later(heartbeatMs, beat);
      void run();
    },
    cancel() {
      close();
    },
  });
}
