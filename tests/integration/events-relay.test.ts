import http from "node:http";
import type { AddressInfo } from "node:net";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { http as mswHttp, HttpResponse, passthrough } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { relayStream } from "~/events/relay.server";
import { resetReplayBuffers } from "~/events/replay-buffer.server";
import { enableMetrics, exposition } from "~/observability/metrics.server";
import { hear } from "~/upstream/breaker.server";
import { resetRefreshMemo } from "~/upstream/refresh.server";
import { UPSTREAM } from "../mocks/accounts";
import { server } from "../mocks/server";
import { contextFor, testConfig } from "../support/context";
import { signedInCookie } from "../support/session";

beforeEach(() => {
  resetReplayBuffers();
  resetRefreshMemo();
});

const encoder = new TextEncoder();

/** A response body that delivers these exact byte chunks, with a pause between each. */
function chunked(chunks: Uint8Array[], keepOpen = true) {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i < chunks.length) {
        await new Promise((r) => setTimeout(r, 5));
        controller.enqueue(chunks[i++]!);
      } else if (!keepOpen) {
        controller.close();
      } else {
        await new Promise((r) => setTimeout(r, 60_000));
      }
    },
  });
}

/** Splits bytes at the given offsets: deliberately inside lines and inside multi-byte characters. */
function splitAt(bytes: Uint8Array, offsets: number[]) {
  const out: Uint8Array[] = [];
  let last = 0;
  for (const offset of [...offsets, bytes.length]) {
    out.push(bytes.slice(last, offset));
    last = offset;
  }
  return out;
}

function browser(
  options: {
    cookie?: string;
    lastEventId?: number;
    config?: ReturnType<typeof testConfig>;
    onlyClientGone?: boolean;
  } = {},
) {
  const abort = new AbortController();
  const cookie = options.cookie ?? signedInCookie({ accessToken: "at_one", refreshToken: "rt_one" });
  // onlyClientGone: the request's own signal never fires (as when its weakly held follower is
  // collected); only the host's connection signal says the browser left.
  const request = new Request("http://app.test/events", {
    headers: { cookie },
    signal: options.onlyClientGone ? undefined : abort.signal,
  });
  const context = { ...contextFor(request, options.config), clientGone: abort.signal };
  const stream = relayStream(context, request, options.lastEventId ?? 0, {
    activityDelayMs: 10,
    heartbeatMs: 60_000,
  });
  const received: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => received.push(event) });
  const reader = stream
    .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
    .getReader();
  let done = false;
  void (async () => {
    for (;;) {
      const { value, done: finished } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (finished) {
        done = true;
        return;
      }
      parser.feed(value!);
    }
  })();
  return {
    received,
    context,
    isDone: () => done,
    close: () => abort.abort(),
    async until(predicate: (events: EventSourceMessage[]) => boolean, timeoutMs = 4000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline)
          throw new Error(`timed out; received: ${JSON.stringify(received.map((e) => e.event))}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}

describe("event relay", () => {
  let tab: ReturnType<typeof browser> | undefined;
  afterEach(() => tab?.close());

  it("relays a stream split at awkward byte boundaries: filtered, routed, intact", async () => {
    const recorded = [
      ": a comment the relay ignores\r\n\r\n",
      'id: 41\r\nevent: ACTIVITY\r\ndata: {"id":"act-1","entityType":"ASSESSMENT_REPORT","entityName":"Daily Symptom Check","actorAccountRole":"PATIENT"}\r\n\r\n',
      'id: 42\nevent: ACTIVITY\ndata: {"id":"act-2","entityType":"LOCATION","actorAccountRole":"DOCTOR"}\n\n',
      'id: 43\nevent: NOTIFICATION\ndata: {"id":"n-1","content":"Café ☕ 診察 — rescheduled"}\n\n',
      'id: 44\nevent: CSV_IMPORT_PROGRESS\ndata: {"importId":"imp-1","processedRows":50,"totalRows":100}\n\n',
    ].join("");
    const bytes = encoder.encode(recorded);
    const cafe = bytes.indexOf(0xc3); // inside "é"
    const cup = bytes.indexOf(0xe2, cafe); // inside "☕"
    const chunks = splitAt(bytes, [3, 40, 41, 120, cafe + 1, cup + 2, bytes.length - 7]);
    const seenAuth: string[] = [];
    server.use(
      mswHttp.get(`${UPSTREAM}/api/events/stream`, ({ request }) => {
        seenAuth.push(request.headers.get("authorization") ?? "");
        return new HttpResponse(chunked(chunks), { headers: { "content-type": "text/event-stream" } });
      }),
      mswHttp.get(`${UPSTREAM}/api/activties/:id/full`, ({ params }) =>
        HttpResponse.json({
          id: params.id,
          entityType: "ASSESSMENT_REPORT",
          entityName: "Daily Symptom Check",
          actorAccountRole: "PATIENT",
          patientName: "Ana Diaz",
          assessmentReportResource: { assessmentName: "Daily Symptom Check", score: 3 },
        }),
      ),
    );
    tab = browser();
    await tab.until(
      (events) =>
        events.some((e) => e.event === "activity") && events.some((e) => e.event === "import-progress"),
    );
    const payloads = tab.received.filter((e) =>
      ["activity", "notification", "import-progress"].includes(e.event ?? ""),
    );
    expect(seenAuth).toEqual(["Bearer at_one"]);
    expect(payloads.map((e) => e.event).sort()).toEqual(["activity", "import-progress", "notification"]);
    expect(JSON.parse(payloads.find((e) => e.event === "notification")!.data)).toEqual({
      id: "n-1",
      content: "Café ☕ 診察 — rescheduled",
    });
    const activity = JSON.parse(payloads.find((e) => e.event === "activity")!.data);
    expect(activity.stream).toBe("daily-assessment");
    expect(activity.activity.patientName).toBe("Ana Diaz");
    expect(JSON.parse(payloads.find((e) => e.event === "import-progress")!.data)).toEqual({
      kind: "CSV_IMPORT_PROGRESS",
      importId: "imp-1",
      processedRows: 50,
      totalRows: 100,
    });
    // Every relayed event has an id, increasing.
    const ids = payloads.map((e) => Number(e.id));
    expect(ids.every((id) => Number.isFinite(id))).toBe(true);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    // The doctor's LOCATION activity never reached the browser.
    expect(tab.received.some((e) => e.data.includes("act-2"))).toBe(false);
  });

  it("keeps the upstream's order: an event behind an activity waiting for its record waits too", async () => {
    server.use(
      mswHttp.get(
        `${UPSTREAM}/api/events/stream`,
        () =>
          new HttpResponse(
            chunked([
              encoder.encode(
                'id: 51\nevent: ACTIVITY\ndata: {"id":"act-9","entityType":"ASSESSMENT_REPORT","actorAccountRole":"PATIENT"}\n\n' +
                  'id: 52\nevent: NOTIFICATION\ndata: {"id":"n-9","content":"behind the activity"}\n\n' +
                  'id: 53\nevent: ACTIVITY\ndata: {"id":"act-10","entityType":"LOCATION","actorAccountRole":"DOCTOR"}\n\n' +
                  'id: 54\nevent: CSV_IMPORT_PROGRESS\ndata: {"importId":"imp-2","processedRows":1,"totalRows":2}\n\n',
              ),
            ]),
            { headers: { "content-type": "text/event-stream" } },
          ),
      ),
      // The record takes far longer than the events behind it take to arrive.
      mswHttp.get(`${UPSTREAM}/api/activties/:id/full`, async ({ params }) => {
        await new Promise((r) => setTimeout(r, 150));
        return HttpResponse.json({
          id: params.id,
          entityType: "ASSESSMENT_REPORT",
          actorAccountRole: "PATIENT",
          patientName: "Ana Diaz",
        });
      }),
    );
    const cookie = signedInCookie({ accessToken: "at_one", refreshToken: "rt_one" });
    const first = browser({ cookie });
    await first.until((events) => events.some((e) => e.event === "import-progress"));
    const sent = first.received.filter((e) => e.id);
    expect(sent.map((e) => [e.id, e.event])).toEqual([
      ["51", "activity"],
      ["52", "notification"],
      ["54", "import-progress"],
    ]);
    first.close();

    // A reconnect from the last id this browser holds gets nothing it already has.
    server.use(
      mswHttp.get(
        `${UPSTREAM}/api/events/stream`,
        () => new HttpResponse(chunked([]), { headers: { "content-type": "text/event-stream" } }),
      ),
    );
    tab = browser({ cookie, lastEventId: 52 });
    await tab.until((events) => events.some((e) => e.event === "connected"));
    expect(tab.received.filter((e) => e.id).map((e) => e.id)).toEqual(["54"]);
  });

  it("refreshes an expired token mid-stream and resumes from the last upstream event", async () => {
    const connections: Array<{ auth: string | null; lastEventId: string | null }> = [];
    let refreshes = 0;
    server.use(
      mswHttp.post(`${UPSTREAM}/api/accounts/refreshToken`, () => {
        refreshes += 1;
        return HttpResponse.json({ access_token: "at_two", refresh_token: "rt_two" });
      }),
      mswHttp.get(`${UPSTREAM}/api/events/stream`, ({ request }) => {
        connections.push({
          auth: request.headers.get("authorization"),
          lastEventId: request.headers.get("last-event-id"),
        });
        const first = connections.length === 1;
        const body = first
          ? 'id: 7\nevent: NOTIFICATION\ndata: {"id":"a","content":"before expiry"}\n\nevent: auth\ndata: {"code":"TOKEN_EXPIRED"}\n\n'
          : 'id: 8\nevent: NOTIFICATION\ndata: {"id":"b","content":"after refresh"}\n\n';
        return new HttpResponse(chunked([encoder.encode(body)], !first), {
          headers: { "content-type": "text/event-stream" },
        });
      }),
    );
    tab = browser();
    await tab.until((events) => events.filter((e) => e.event === "notification").length === 2);
    expect(refreshes).toBe(1);
    expect(connections).toEqual([
      { auth: "Bearer at_one", lastEventId: null },
      { auth: "Bearer at_two", lastEventId: "7" },
    ]);
    expect(tab.context.jar.getSession()?.refreshToken).toBe("rt_two");
  });

  it("tells the page to sign in again when the refresh is refused, and ends the stream", async () => {
    server.use(
      mswHttp.post(`${UPSTREAM}/api/accounts/refreshToken`, () =>
        HttpResponse.json({ code: "INVALID_REFRESH_TOKEN" }, { status: 401 }),
      ),
      mswHttp.get(`${UPSTREAM}/api/events/stream`, () =>
        HttpResponse.json({ code: "TOKEN_EXPIRED" }, { status: 401 }),
      ),
    );
    tab = browser();
    await tab.until((events) => events.some((e) => e.event === "session-ended"));
    expect(JSON.parse(tab.received.find((e) => e.event === "session-ended")!.data)).toEqual({
      location: "/login",
    });
    await tab.until(() => tab!.isDone());
  });

  it("says it is reconnecting when the upstream stream fails, then carries on", async () => {
    enableMetrics({ openStreams: () => 1, upstreamUrl: UPSTREAM });
    let attempts = 0;
    server.use(
      mswHttp.get(`${UPSTREAM}/api/events/stream`, () => {
        attempts += 1;
        if (attempts === 1) return HttpResponse.error();
        return new HttpResponse(
          chunked([encoder.encode('id: 1\nevent: NOTIFICATION\ndata: {"id":"x","content":"back"}\n\n')]),
          {
            headers: { "content-type": "text/event-stream" },
          },
        );
      }),
    );
    tab = browser();
    await tab.until((events) => events.some((e) => e.event === "notification"), 6000);
    const reconnecting = tab.received.find((e) => e.event === "reconnecting");
    expect(JSON.parse(reconnecting!.data)).toMatchObject({ attempt: 1 });
    expect(attempts).toBe(2);
    expect((await exposition()).body).toMatch(/^event_relay_reconnects_total 1$/m);
  });

  it("waits without connecting while the upstream's breaker is open, then connects once it closes", async () => {
    let attempts = 0;
    server.use(
      mswHttp.get(`${UPSTREAM}/api/events/stream`, () => {
        attempts += 1;
        return new HttpResponse(
          chunked([encoder.encode('id: 1\nevent: NOTIFICATION\ndata: {"id":"x","content":"back"}\n\n')]),
          { headers: { "content-type": "text/event-stream" } },
        );
      }),
    );
    enableMetrics({ openStreams: () => 1, upstreamUrl: UPSTREAM });
    const breaker = { failures: 5, probeMs: 5000 };
    hear({ url: UPSTREAM, open: true, untilMs: Date.now() + 60_000 }, breaker);
    tab = browser();
    await tab.until((events) => events.some((e) => e.event === "reconnecting"));
    // The pages answer "come back later" at once; the stream does not knock meanwhile.
    expect(attempts).toBe(0);
    hear({ url: UPSTREAM, open: false, untilMs: 0 }, breaker);
    await tab.until((events) => events.some((e) => e.event === "notification"), 8000);
    expect(attempts).toBe(1);
    // Waiting out an open breaker is not a reconnect: the stream connected once.
    expect((await exposition()).body).toMatch(/^event_relay_reconnects_total 0$/m);
  });

  it("replays what a reconnecting browser missed, from Last-Event-ID", async () => {
    const cookie = signedInCookie({ accessToken: "at_one", refreshToken: "rt_one" });
    server.use(
      mswHttp.get(
        `${UPSTREAM}/api/events/stream`,
        () =>
          new HttpResponse(
            chunked([
              encoder.encode(
                'id: 1\nevent: NOTIFICATION\ndata: {"id":"1","content":"one"}\n\nid: 2\nevent: NOTIFICATION\ndata: {"id":"2","content":"two"}\n\n',
              ),
            ]),
            { headers: { "content-type": "text/event-stream" } },
          ),
      ),
    );
    const first = browser({ cookie });
    await first.until((events) => events.filter((e) => e.event === "notification").length === 2);
    const firstId = Number(first.received.find((e) => e.event === "notification")!.id);
    first.close();

    server.use(
      mswHttp.get(
        `${UPSTREAM}/api/events/stream`,
        () => new HttpResponse(chunked([]), { headers: { "content-type": "text/event-stream" } }),
      ),
    );
    tab = browser({ cookie, lastEventId: firstId });
    await tab.until((events) => events.some((e) => e.event === "notification"));
    const replayed = tab.received
      .filter((e) => e.event === "notification")
      .map((e) => JSON.parse(e.data).content);
    expect(replayed).toEqual(["two"]);
  });

  it("tells open feeds a deleted note's activity is gone, and no longer replays its text", async () => {
    const cookie = signedInCookie({ accessToken: "at_one", refreshToken: "rt_one" });
    server.use(
      mswHttp.get(
        `${UPSTREAM}/api/events/stream`,
        () =>
          new HttpResponse(
            chunked([
              encoder.encode(
                'id: 61\nevent: ACTIVITY\ndata: {"id":"act-61","entityType":"NOTE","actorAccountRole":"DOCTOR"}\n\n' +
                  'id: 62\nevent: ACTIVITY_REMOVED\ndata: {"id":"act-61","patientId":"pat-1"}\n\n',
              ),
            ]),
            { headers: { "content-type": "text/event-stream" } },
          ),
      ),
      mswHttp.get(`${UPSTREAM}/api/activties/:id/full`, ({ params }) =>
        HttpResponse.json({
          id: params.id,
          entityType: "NOTE",
          actorAccountRole: "DOCTOR",
          note: "Wrong patient, sorry",
        }),
      ),
    );
    const first = browser({ cookie });
    await first.until((events) => events.some((e) => e.event === "activity-removed"));
    expect(first.received.filter((e) => e.id).map((e) => [e.id, e.event])).toEqual([
      ["61", "activity"],
      ["62", "activity-removed"],
    ]);
    expect(JSON.parse(first.received.find((e) => e.event === "activity-removed")!.data)).toEqual({
      id: "act-61",
    });
    first.close();

    // A tab that reconnects from before both gets the removal, never the note's text again.
    server.use(
      mswHttp.get(
        `${UPSTREAM}/api/events/stream`,
        () => new HttpResponse(chunked([]), { headers: { "content-type": "text/event-stream" } }),
      ),
    );
    tab = browser({ cookie, lastEventId: 60 });
    await tab.until((events) => events.some((e) => e.event === "activity-removed"));
    expect(tab.received.some((e) => e.data.includes("Wrong patient"))).toBe(false);
    expect(tab.received.filter((e) => e.event === "activity")).toEqual([]);
  });

  it.each([
    ["the request signal and the connection signal", false],
    ["only the host's connection signal", true],
  ])(
    "closes the upstream connection at once when the browser goes away (%s)",
    async (_label, onlyClientGone) => {
      const open = new Set<http.IncomingMessage>();
      const closedAt: number[] = [];
      const upstream = http.createServer((req, res) => {
        open.add(req);
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write(": hello\n\n");
        req.on("close", () => {
          open.delete(req);
          closedAt.push(Date.now());
        });
      });
      await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
      const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
      server.use(mswHttp.get(`${base}/*`, () => passthrough()));
      try {
        tab = browser({ config: testConfig({ UPSTREAM_API_URL: base }), onlyClientGone });
        await tab.until((events) => events.some((e) => e.event === "connected"));
        expect(open.size).toBe(1);
        const gone = Date.now();
        tab.close();
        const deadline = Date.now() + 2000;
        while (open.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        expect(open.size).toBe(0);
        expect(closedAt[0]! - gone).toBeLessThan(500);
      } finally {
        upstream.closeAllConnections();
        await new Promise((r) => upstream.close(r));
      }
    },
  );
});
