import { spawnSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { setLogSink } from "~/observability/logger.server";
import { createHostApp } from "../../server/app";
import { importServerBuild } from "./support/server-build";

let base = "";
/** A calendar feed's secret the fake upstream knows (decision 026). */
const FEED_SECRET = "HostTestFeedSecret0123456789abcdefghijklmnopq";
let upstreamUp = true;
const upstreamPaths: string[] = [];
let appServer: http.Server;
let upstream: http.Server;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  upstream = http.createServer((req, res) => {
    if (!upstreamUp) return res.destroy();
    upstreamPaths.push(req.url ?? "");
    // Just enough of the upstream to sign in and read a feed (its one extension); everything else is 401.
    if (req.method === "POST" && req.url === "/api/accounts/login") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ access_token: "at_HOSTTESTACCESSTOKEN00000", refresh_token: "rt_HOSTTESTREFRESHTOKEN0000" }));
      return;
    }
    if (req.url === "/api/extensions") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ extensions: ["providers.feed"] }));
      return;
    }
    if (req.url === `/api/calendar-feeds/${FEED_SECRET}/appointments` && !req.headers.authorization) {
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({ performerName: "Maya Patel", includePatientNames: false, appointments: [{ id: "t-1", name: "Flu", status: "SCHEDULED", dueDate: "2026-11-25T15:30:00Z" }] }),
      );
      return;
    }
    if (req.url === "/api/session/web" && req.headers.authorization === "Bearer at_HOSTTESTACCESSTOKEN00000") {
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({ accountId: "a1", username: "u@test", isPerformer: false, organizationName: "Org", privilege: { id: 2, name: "ORGANIZATION_ADMIN" }, accountOrganizations: [] }),
      );
      return;
    }
    res.writeHead(401, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const build = await importServerBuild();
  const config = parseConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), UPSTREAM_API_URL: upstreamUrl, HTTPS_ONLY: "true" });
  const app = createHostApp({
    config,
    services: { shutdownSignal: new AbortController().signal, trackStream: () => () => {} },
    build,
    buildVersion: () => build.assets.version,
  });
  appServer = http.createServer(app);
  await new Promise<void>((r) => appServer.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => appServer.close(r));
  await new Promise((r) => upstream.close(r));
});

describe("the host", () => {
  it("sends an enforced CSP whose nonce is on every script of the page", async () => {
    const response = await fetch(`${base}/login`);
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toBeTruthy();
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await fetch(`${base}/login`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("loads no Tag Manager by default, and a configured one with the nonce and only its hosts", async () => {
    const plain = await fetch(`${base}/login`);
    expect(plain.headers.get("content-security-policy")).not.toContain("googletagmanager");
    expect(await plain.text()).not.toContain("googletagmanager");

    const build = await importServerBuild();
    const config = parseConfig({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      UPSTREAM_API_URL: "http://127.0.0.1:9",
      HTTPS_ONLY: "true",
      TAG_MANAGER_ID: "GTM-HOST123",
    });
    const app = createHostApp({
      config,
      services: { shutdownSignal: new AbortController().signal, trackStream: () => () => {} },
      build,
      buildVersion: () => build.assets.version,
    });
    const server = http.createServer(app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/login`);
      const csp = response.headers.get("content-security-policy")!;
      const nonce = /'nonce-([^']+)'/.exec(csp)![1];
      expect(csp).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com /);
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/www\.googletagmanager\.com /);
      // Scripts still need the nonce: the container is let in by 'strict-dynamic', not by its host.
      expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic';`);
      const html = await response.text();
      const loader = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].find((m) => m[2]!.includes("gtm.js"));
      expect(loader?.[1]).toContain(`nonce="${nonce}"`);
      expect(loader?.[2]).toContain('"GTM-HOST123"');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("sends the security headers and a request id", async () => {
    const response = await fetch(`${base}/login`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("redirects / to /login and answers unknown paths with 404", async () => {
    const root = await fetch(`${base}/`, { redirect: "manual" });
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/login");
    const missing = await fetch(`${base}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
  });

  it("answers 404 to an address whose segments cannot be an id, without asking the upstream", async () => {
    const login = await fetch(`${base}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: "username=u%40test&password=secret",
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect(cookie).toContain("cd_session");
    upstreamPaths.length = 0;
    for (const hostile of ["/provider/billing/fee-schedules/..%2F..%2Fadmin", "/provider/billing/fee-schedules/%3Cscript%3E/edit", "/provider/billing/payers/a%0D%0ASet-Cookie:x=1", "/provider/billing/modifiers/%E2%80%AE/edit"]) {
      const response = await fetch(`${base}${hostile}`, { headers: { cookie, "accept-language": "es-MX" }, redirect: "manual" });
      expect(response.status, hostile).toBe(404);
      const html = await response.text();
      expect(html).toContain('lang="es-MX"');
      expect(html).not.toContain("<script");
      expect(response.headers.get("set-cookie"), hostile).toBeNull();
    }
    expect(upstreamPaths).toEqual([]);
  });

  it("redirects a master-data type's spaced name to its sub-route, and nothing else with a space", async () => {
    upstreamPaths.length = 0;
    const spaced = await fetch(`${base}/provider/master-data/observation%20type?name=x`, { redirect: "manual" });
    expect(spaced.status).toBe(301);
    expect(spaced.headers.get("location")).toBe("/provider/master-data/observation-type?name=x");
    const other = await fetch(`${base}/provider/providers/observation%20type`, { redirect: "manual" });
    expect(other.status).toBe(404);
    expect(upstreamPaths).toEqual([]);
  });

  it("serves the fingerprinted build precompressed and cached for a year", async () => {
    const html = await (await fetch(`${base}/login`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const response = await fetch(`${base}${script}`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("reports ready only while the upstream answers", async () => {
    upstreamUp = true;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    upstreamUp = false;
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    upstreamUp = true;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it("refuses cross-site form posts and oversized bodies", async () => {
    const crossSite = await fetch(`${base}/login`, {
      method: "POST",
      headers: { origin: "https://evil.test", "content-type": "application/x-www-form-urlencoded" },
      body: "username=a&password=b",
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("content-type")).toContain("text/html");
    expect(await crossSite.text()).toContain("another website");
    const noOrigin = await fetch(`${base}/login`, { method: "POST", body: "username=a", headers: { "accept-language": "es-MX" } });
    expect(noOrigin.status).toBe(403);
    const spanish = await noOrigin.text();
    expect(spanish).toContain('lang="es-MX"');
    expect(spanish).toContain("otro sitio web");
    const big = await fetch(`${base}/login`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: "a=" + "x".repeat(300 * 1024),
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toMatch(/too large.*10 MB/);
  });

  it("sends the security headers and an enforced CSP on every route of the build", async () => {
    const build = await importServerBuild();
    const paths = new Set<string>();
    for (const route of Object.values(build.routes)) {
      if (route.path === undefined) continue;
      const full: string[] = [];
      for (let r: (typeof build.routes)[string] | undefined = route; r; r = r.parentId ? build.routes[r.parentId] : undefined) {
        if (r.path) full.unshift(r.path);
      }
      paths.add(`/${full.join("/")}`.replace(/\/+/g, "/").replace(/:[A-Za-z]+/g, "sample-1").replace(/\*$/, "anything"));
    }
    expect(paths.size).toBeGreaterThan(20);
    for (const p of paths) {
      const response = await fetch(`${base}${p}`, { redirect: "manual" });
      expect(response.status, p).not.toBe(500);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, p).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(csp, p).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options"), p).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), p).toBe("same-origin");
      expect(response.headers.get("strict-transport-security"), p).toBeTruthy();
      if ((response.headers.get("content-type") ?? "").includes("text/html")) {
        const nonce = /'nonce-([^']+)'/.exec(csp)![1];
        for (const tag of (await response.text()).match(/<script\b[^>]*>/g) ?? []) expect(tag, p).toContain(`nonce="${nonce}"`);
      } else {
        await response.body?.cancel();
      }
    }
  });

  it("serves a calendar feed without a session, cookies or caching, and logs it without its secret", async () => {
    const lines: string[] = [];
    setLogSink((line) => lines.push(line));
    // The route's upstream client logs through the build's own copy of the logger, to stdout.
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => (lines.push(String(chunk)), true)) as typeof process.stdout.write;
    process.env.LOG_LEVEL = "debug";
    try {
      const feed = await fetch(`${base}/calendar-feed/${FEED_SECRET}.ics`);
      expect(feed.status).toBe(200);
      expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(feed.headers.get("cache-control")).toBe("private, no-store");
      expect(feed.headers.get("x-content-type-options")).toBe("nosniff");
      expect(feed.headers.get("set-cookie")).toBeNull();
      expect(await feed.text()).toContain("BEGIN:VEVENT");
      const unknown = await fetch(`${base}/calendar-feed/UnknownSecretUnknownSecret0000.ics`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).not.toMatch(/<html|at \w+ \(/);
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      process.env.LOG_LEVEL = "silent";
      process.stdout.write = write;
      setLogSink(null);
    }
    const log = lines.join("\n");
    expect(log).toContain('"path":"/calendar-feed/[redacted]"');
    expect(log).toContain("/api/calendar-feeds/[redacted]/appointments");
    expect(log).not.toContain(FEED_SECRET);
    expect(log).not.toContain("UnknownSecretUnknownSecret0000");
  });

  it("sets only Secure, HttpOnly, SameSite, __Host- cookies without tokens when served over https", async () => {
    const response = await fetch(`${base}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: "username=u%40test&password=whatever",
    });
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/HOSTTEST|whatever|accountId/);
    }
  });

  it("serves its build hash for the version check", async () => {
    const body = (await (await fetch(`${base}/version.json`)).json()) as { hash: string };
    expect(body.hash).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe("the process", () => {
  it("refuses to start in production without SESSION_SECRET, in one line naming it", () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: "production" };
    const result = spawnSync(process.execPath, ["dist/server.js"], { env, encoding: "utf8", timeout: 20_000 });
    expect(result.status).not.toBe(0);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SESSION_SECRET/);
  });
});
