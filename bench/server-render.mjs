// Server render speed of the main pages, signed in, against the reference upstream with an
// injected latency, measured with autocannon, beside a bare Node pass-through that fetches the
// same upstream data (the exact calls each page made, captured from the app's debug log) and
// returns it as JSON.
// Usage: npm run build && node bench/server-render.mjs [--seconds 10] [--connections 10] [--latency 0,50]
import http from "node:http";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { heavyPages } from "./lib/pages.mjs";
import { freePort, startServers, waitFor } from "./lib/servers.mjs";
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const seconds = Number(arg("seconds", "10"));
const connections = Number(arg("connections", "10"));
const latencies = arg("latency", "0,50").split(",").map(Number);
// `--only claims`: measure only the pages whose name holds this text.
const only = arg("only", "");

/**
 * Five requests one after another first: they warm the page, and they wait out what the run before
 * left the upstream doing. Autocannon stops at its deadline, not when the upstream has answered,
 * and the survey overview's 10 abandoned requests hold the reference upstream for about a second,
 * which made the first requests of the next page (members) its p99.
 */
const run = async (url, headers = {}) => {
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers, redirect: "manual" })).arrayBuffer();
  return new Promise((resolve, reject) =>
    autocannon({ url, headers, connections, duration: seconds, timeout: 30 }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
};

async function upstreamToken(upstreamUrl, username) {
  const response = await fetch(`${upstreamUrl}/api/accounts/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "public",
      username,
      password: "Demo-Password-2026!",
    }),
  });
  return (await response.json()).access_token;
}

/** The bare pass-through: for a page, the same upstream calls in parallel, their bodies as JSON. */
function passThrough(upstreamUrl, pages) {
  return http.createServer(async (req, res) => {
    const page = pages.get(req.url);
    if (!page) return res.writeHead(404).end();
    try {
      const bodies = await Promise.all(
        page.calls.map((call) =>
          fetch(upstreamUrl + call, {
            headers: {
              authorization: `Bearer ${page.token}`,
              accept: "application/json",
              timezone: "America/New_York",
            },
          }).then((r) => r.text()),
        ),
      );
      res.writeHead(200, { "content-type": "application/json" }).end(`[${bodies.join(",")}]`);
    } catch {
      res.writeHead(502).end();
    }
  });
}

console.log(
  `Machine: ${(await import("node:os")).cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; ${connections} connections, ${seconds} s per page.\n`,
);
console.log(
  "| upstream latency | page | req/s | p50 ms | p99 ms | errors | pass-through req/s | pass-through p50 ms | pass-through p99 ms | throughput vs pass-through | added p50 ms | HTML gzip KB |",
);
console.log("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");

for (const latencyMs of latencies) {
  // 1. Capture, per page, the upstream calls it makes (debug log of a short-lived instance).
  const calls = [];
  const servers = await startServers({
    latencyMs,
    appEnv: { LOG_LEVEL: "debug" },
    onAppLine: (line) => line.includes('"upstream call"') && calls.push(JSON.parse(line)),
  });
  const measured = [];
  try {
    const pages = await heavyPages(servers);
    for (const page of pages.filter((p) => p.name.includes(only))) {
      calls.length = 0;
      const response = await fetch(servers.appUrl + page.path, {
        headers: { cookie: page.cookie },
        redirect: "manual",
      });
      const html = await response.text();
      await new Promise((r) => setTimeout(r, 300));
      measured.push({
        ...page,
        status: response.status,
        htmlGzip: gzipSync(html).length,
        calls: calls.filter((c) => c.method === "GET").map((c) => c.url),
      });
    }
    servers.app.kill("SIGTERM");
    await new Promise((r) => servers.app.once("exit", r));

    // 2. The measured instance (production logging) and the pass-through, same upstream.
    const appPort = await freePort();
    const app = spawn(process.execPath, ["dist/server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HTTPS_ONLY: "false",
        HOST: "127.0.0.1",
        PORT: String(appPort),
        UPSTREAM_API_URL: servers.upstreamUrl,
        SESSION_SECRET: "bench-session-secret-with-enough-entropy-000000001",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const appUrl = `http://127.0.0.1:${appPort}`;
    await waitFor(`${appUrl}/healthz`);
    const baselinePages = new Map();
    for (const page of measured)
      baselinePages.set(`/${encodeURIComponent(page.name)}`, {
        calls: page.calls,
        token: page.user ? await upstreamToken(servers.upstreamUrl, page.user) : "",
      });
    const baselinePort = await freePort();
    const baseline = passThrough(servers.upstreamUrl, baselinePages);
    await new Promise((r) => baseline.listen(baselinePort, "127.0.0.1", r));
    try {
      for (const page of measured) {
        const result = await run(appUrl + page.path, page.cookie ? { cookie: page.cookie } : {});
        const base = page.calls.length
          ? await run(`http://127.0.0.1:${baselinePort}/${encodeURIComponent(page.name)}`)
          : null;
        const ratio = base
          ? `${((result.requests.average / base.requests.average) * 100).toFixed(0)}%`
          : "n/a (no upstream call)";
        const added = base ? result.latency.p50 - base.latency.p50 : result.latency.p50;
        console.log(
          `| ${latencyMs} ms | ${page.name} | ${result.requests.average.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} | ${base ? base.requests.average.toFixed(1) : "–"} | ${base ? base.latency.p50 : "–"} | ${base ? base.latency.p99 : "–"} | ${ratio} | ${added} | ${(page.htmlGzip / 1024).toFixed(1)} |`,
        );
      }
    } finally {
      baseline.close();
      app.kill("SIGTERM");
      await new Promise((r) => app.once("exit", r));
    }
    console.log(
      `\nUpstream calls per page (${latencyMs} ms run): ${measured.map((p) => `${p.name}: ${p.calls.length}`).join("; ")}\n`,
    );
  } finally {
    servers.upstream.kill("SIGTERM");
  }
}
