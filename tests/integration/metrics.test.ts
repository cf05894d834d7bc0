import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { HttpResponse, http as mock, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accounts } from "@contract/accounts";
import { patients } from "@contract/patients";
import { parseConfig } from "~/config.server";
import { setCoordinatorForTests } from "~/coordination/coordinator.server";
import type { RequestContext } from "~/load-context.server";
import { enableMetrics, exposition, resetMetrics } from "~/observability/metrics.server";
import { action as loginAction } from "~/routes/_auth+/login";
import { hear } from "~/upstream/breaker.server";
import { upstream } from "~/upstream/client.server";
import { resetRefreshMemo } from "~/upstream/refresh.server";
import { createHostApp } from "../../server/app";
import { createMetricsServer } from "../../server/metrics";
import { UPSTREAM } from "../mocks/accounts";
import { answerOf, onCall } from "../mocks/contract";
import { patientRecord, staffPatientHandler } from "../mocks/patients";
import { server } from "../mocks/server";
import { contextFor, formRequest, testConfig } from "../support/context";
import { signedInCookie } from "../support/session";

/**
 * Prometheus metrics (issue 41 §4, decision 061): their configuration, the separate listener and
 * its token, and what a request through the host, an upstream call, a refused sign-in, a rate
 * limit and a token refresh each leave in the exposition.
 */

const TOKEN = "metrics-token-0123456789abcdef";

/** The exposition's value of one series, by its exact name and labels. */
async function sample(series: string): Promise<number | null> {
  const { body } = await exposition();
  const line = body.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function close(server: http.Server) {
  return new Promise((resolve) => server.close(resolve));
}

function on() {
  enableMetrics({ openStreams: () => 0, upstreamUrl: UPSTREAM });
}

beforeEach(() => {
  resetMetrics();
  resetRefreshMemo();
  setCoordinatorForTests();
});

describe("metrics configuration", () => {
  it("is off unless METRICS_PORT is set, and then binds loopback unless told otherwise", () => {
    expect(parseConfig({}).metrics).toBeNull();
    expect(parseConfig({ METRICS_PORT: "" }).metrics).toBeNull();
    expect(parseConfig({ METRICS_PORT: "9464" }).metrics).toEqual({
      port: 9464,
      host: "127.0.0.1",
      token: null,
    });
    expect(
      parseConfig({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: TOKEN }).metrics,
    ).toEqual({ port: 9464, host: "0.0.0.0", token: TOKEN });
  });

  it.each([
    [
      { METRICS_PORT: "metrics" },
      /^Invalid configuration: METRICS_PORT must be a port number from 1 to 65535$/,
    ],
    [{ METRICS_PORT: "0" }, /^Invalid configuration: METRICS_PORT must be a port number/],
    [{ METRICS_PORT: "70000" }, /^Invalid configuration: METRICS_PORT must be a port number/],
    [{ METRICS_PORT: "9464.5" }, /^Invalid configuration: METRICS_PORT must be a port number/],
    [{ METRICS_PORT: "3000" }, /^Invalid configuration: METRICS_PORT must differ from PORT/],
    [
      { METRICS_PORT: "9464", METRICS_TOKEN: "too-short-a-token" },
      /^Invalid configuration: METRICS_TOKEN must be at least 24 characters$/,
    ],
    [{ METRICS_TOKEN: TOKEN }, /^Invalid configuration: METRICS_PORT is required when METRICS_TOKEN is set$/],
    [
      { METRICS_HOST: "0.0.0.0" },
      /^Invalid configuration: METRICS_PORT is required when METRICS_HOST is set$/,
    ],
  ])("stops the start with one line naming the variable: %o", (env, message) => {
    expect(() => parseConfig(env)).toThrowError(message);
  });
});

describe("the metrics listener", () => {
  let base = "";
  let listener: http.Server;
  beforeAll(async () => {
    listener = createMetricsServer({ token: TOKEN });
    base = await listen(listener);
  });
  afterAll(() => close(listener));
  // The test process's fetch goes through msw, which refuses any address it was not told about.
  beforeEach(() => server.use(mock.all(`${base}/*`, () => passthrough())));

  it("answers 401 without the token or with another one, and the exposition with it", async () => {
    on();
    const bare = await fetch(`${base}/metrics`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get("www-authenticate")).toContain("Bearer");
    expect(await bare.text()).not.toContain("# TYPE");
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);

    const right = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    const body = await right.text();
    expect(body).toContain("# TYPE http_request_duration_seconds histogram");
    expect(body).toContain("# TYPE upstream_call_duration_seconds histogram");
    expect(body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(body).toMatch(/^event_streams_open 0$/m);
  });

  it("serves /metrics alone", async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    expect((await fetch(`${base}/`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${base}/metrics/x`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: "POST", headers: auth })).status).toBe(405);
  });

  it("needs no token when none is configured", async () => {
    const open = createMetricsServer({ token: null });
    const url = await listen(open);
    server.use(mock.all(`${url}/*`, () => passthrough()));
    try {
      expect((await fetch(`${url}/metrics`)).status).toBe(200);
    } finally {
      await close(open);
    }
  });
});

/**
 * A Remix build of three routes, enough for the host: a patient's notes page whose loader reads
 * the patient through its contract entry, a resource route, and the catch-all that 404s.
 */
function fakeBuild(): ServerBuild {
  const page = (id: string, parentId: string | undefined, path: string | undefined, module: object) => ({
    id,
    parentId,
    path,
    module: { default: () => null, ...module },
  });
  const routes = {
    root: page("root", undefined, "", {}),
    notes: page("notes", "root", "provider/members/:patientId/notes", {
      loader: async ({
        request,
        params,
        context,
      }: {
        request: Request;
        params: Record<string, string>;
        context: RequestContext;
      }) => {
        const read = await upstream(context, request).invoke(patients.get, {
          params: { id: params.patientId! },
        });
        return { ok: read.ok };
      },
    }),
    file: {
      id: "file",
      parentId: "root",
      path: "provider/members/:patientId/export.csv",
      module: { loader: () => new Response("a,b\n", { headers: { "Content-Type": "text/csv" } }) },
    },
    catchAll: page("catchAll", "root", "*", {
      loader: () => {
        throw new Response(null, { status: 404 });
      },
    }),
  };
  return {
    mode: "production",
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response("<!doctype html><title>page</title>", { status, headers }),
      },
    },
    routes,
    assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
    assetsBuildDirectory: "build/client",
    publicPath: "/",
    basename: "/",
    future: { v3_singleFetch: true },
    isSpaMode: false,
    prerender: [],
  } as unknown as ServerBuild;
}

describe("a request through the host", () => {
  let base = "";
  let app: http.Server;
  const cookie = () => signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" });
  beforeAll(async () => {
    const config = testConfig({ METRICS_PORT: "9464", METRICS_TOKEN: TOKEN });
    app = http.createServer(
      createHostApp({
        config,
        services: {
          shutdownSignal: new AbortController().signal,
          trackStream: () => () => {},
          openStreams: () => 2,
        },
        build: fakeBuild(),
        buildVersion: () => "test",
      }),
    );
    base = await listen(app);
  });
  afterAll(() => close(app));
  beforeEach(() => {
    server.use(
      mock.all(`${base}/*`, () => passthrough()),
      staffPatientHandler(),
    );
    // resetMetrics turned recording off; the host turned it on when it was made.
    enableMetrics({ openStreams: () => 2, upstreamUrl: UPSTREAM });
  });

  it("records the page by its route pattern, never its ids, and the upstream call by its entry", async () => {
    const page = await fetch(`${base}/provider/members/pat-77/notes`, { headers: { cookie: cookie() } });
    expect(page.status).toBe(200);
    const data = await fetch(`${base}/provider/members/pat-78/notes.data`, { headers: { cookie: cookie() } });
    expect(data.status).toBe(200);
    await data.arrayBuffer();
    const file = await fetch(`${base}/provider/members/pat-79/export.csv`);
    expect(await file.text()).toBe("a,b\n");

    // The line is written when the response has finished, just after the client has it all.
    await expect
      .poll(() =>
        sample(
          'http_request_duration_seconds_count{route="/provider/members/:patientId/notes",method="GET",status="200"}',
        ),
      )
      .toBe(2);
    expect(
      await sample(
        'http_request_duration_seconds_count{route="/provider/members/:patientId/export.csv",method="GET",status="200"}',
      ),
    ).toBe(1);
    expect(await sample('upstream_call_duration_seconds_count{call="patients.get",status="200"}')).toBe(2);
    const { body } = await exposition();
    expect(body).not.toMatch(/pat-7\d/);
    expect(body).toMatch(/^event_streams_open 2$/m);
  });

  it("names a path no route serves `unmatched` and a file `assets`, and never serves the exposition", async () => {
    const unknown = await fetch(`${base}/provider/nothing-here/12345`, { headers: { cookie: cookie() } });
    expect(unknown.status).toBe(404);
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).not.toContain("# TYPE");
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.status).toBe(200);
    await icon.arrayBuffer();

    await expect
      .poll(() => sample('http_request_duration_seconds_count{route="unmatched",method="GET",status="404"}'))
      .toBe(2);
    expect(
      await sample('http_request_duration_seconds_count{route="assets",method="GET",status="200"}'),
    ).toBe(1);
    expect((await exposition()).body).not.toContain("12345");
  });
});

describe("what the app counts", () => {
  it("names a failed upstream call by its failure, and reports the breaker open", async () => {
    on();
    server.use(onCall(patients.get, () => HttpResponse.error()));
    const request = new Request("http://app.test/x", {
      headers: { cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }) },
    });
    const read = await upstream(contextFor(request), request).invoke(patients.get, {
      params: { id: "pat-1" },
    });
    expect(read).toMatchObject({ ok: false, kind: "network" });
    expect(await sample('upstream_call_duration_seconds_count{call="patients.get",status="network"}')).toBe(
      1,
    );

    expect(await sample("upstream_breaker_open")).toBe(0);
    hear({ url: UPSTREAM, open: true, untilMs: Date.now() + 60_000 }, { failures: 5, probeMs: 60_000 });
    expect(await sample("upstream_breaker_open")).toBe(1);
    const refused = await upstream(contextFor(request), request).invoke(patients.get, {
      params: { id: "pat-1" },
    });
    expect(refused).toMatchObject({ ok: false, status: 503 });
    expect(
      await sample('upstream_call_duration_seconds_count{call="patients.get",status="open-breaker"}'),
    ).toBe(1);
  });

  it("counts token refreshes by outcome", async () => {
    on();
    server.use(
      onCall(accounts.refreshToken, async ({ request }) => {
        const { refreshToken } = (await request.json()) as { refreshToken: string };
        return refreshToken === "rt_good"
          ? answerOf(accounts.refreshToken, { access_token: "at_new", refresh_token: "rt_new" })
          : HttpResponse.json({ code: "INVALID_REFRESH_TOKEN" }, { status: 401 });
      }),
      mock.get(`${UPSTREAM}/api/patients/:id`, ({ request }) =>
        request.headers.get("authorization") === "Bearer at_new"
          ? HttpResponse.json(patientRecord)
          : HttpResponse.json({ code: "TOKEN_EXPIRED" }, { status: 401 }),
      ),
    );
    const good = new Request("http://app.test/x", {
      headers: { cookie: signedInCookie({ accessToken: "at_old", refreshToken: "rt_good" }) },
    });
    await upstream(contextFor(good), good).invoke(patients.get, { params: { id: "pat-1" } });
    const bad = new Request("http://app.test/x", {
      headers: { cookie: signedInCookie({ accessToken: "at_old", refreshToken: "rt_bad" }) },
    });
    await upstream(contextFor(bad), bad)
      .invoke(patients.get, { params: { id: "pat-1" } })
      .catch((thrown: unknown) => thrown);

    expect(await sample('token_refresh_total{outcome="ok"}')).toBe(1);
    expect(await sample('token_refresh_total{outcome="refused"}')).toBe(1);
    expect(
      await sample('upstream_call_duration_seconds_count{call="accounts.refreshToken",status="200"}'),
    ).toBe(1);
    expect(
      await sample('upstream_call_duration_seconds_count{call="accounts.refreshToken",status="401"}'),
    ).toBe(1);
  });

  it("counts refused sign-ins by reason and the sign-in limit's refusals", async () => {
    on();
    server.use(
      onCall(accounts.login, () =>
        HttpResponse.json({ code: "BAD_CREDENTIALS", message: "Wrong password" }, { status: 401 }),
      ),
    );
    const config = testConfig({ LOGIN_FAILURES_PER_USERNAME: "1", LOGIN_FAILURES_PER_ADDRESS: "1" });
    const attempt = async () => {
      const request = formRequest("/login", { username: "orgadmin@demo.test", password: "wrong-password" });
      return (await loginAction({ request, context: contextFor(request, config), params: {} })) as {
        init?: { status?: number };
      };
    };
    expect((await attempt()).init?.status).toBe(401);
    expect((await attempt()).init?.status).toBe(429);

    expect(await sample('sign_in_refusals_total{reason="credentials"}')).toBe(1);
    expect(await sample('sign_in_refusals_total{reason="rate-limited"}')).toBe(1);
    expect(await sample('rate_limit_hits_total{limiter="login"}')).toBe(1);
  });

  it("records nothing while metrics are off", async () => {
    const request = new Request("http://app.test/x", {
      headers: { cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }) },
    });
    server.use(staffPatientHandler());
    await upstream(contextFor(request), request).invoke(patients.get, { params: { id: "pat-1" } });
    expect(await sample('upstream_call_duration_seconds_count{call="patients.get",status="200"}')).toBeNull();
  });
});
