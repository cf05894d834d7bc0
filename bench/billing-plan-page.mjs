// The 300-entry fee schedule plan page (20 entries a page): server render time and HTML bytes.
// Starts a freshly seeded reference upstream and the built app in production mode on free ports,
// signs in through the real form, then measures one page of the plan:
//   1. 50 sequential requests: time to the last byte of the HTML (the server render, including
//      its four upstream calls), median and p95, and the document's size raw and gzipped;
//   2. autocannon, 4 connections for 10 s: throughput and latency under load.
// Usage: npm run build && node bench/billing-plan-page.mjs
// Prints markdown for docs/performance.md.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { signIn, startServers } from "./lib/servers.mjs";

const SEQUENTIAL = 50;
const CONNECTIONS = 4;
const DURATION_S = 10;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const servers = await startServers();
const { appUrl, upstreamUrl } = servers;
try {
  // Sign in through the form, as a browser without JavaScript would.
  const cookie = await signIn(appUrl, "orgadmin@demo.test");

  const plans = await (await fetch(`${upstreamUrl}/__test/state/plans`)).json();
  const entries = await (await fetch(`${upstreamUrl}/__test/state/entries`)).json();
  const plan = plans.find((p) => entries.filter((e) => e.planId === p.id).length === 300);
  const pagePath = `/provider/billing/fee-schedules/${plan.feeScheduleId}/plans/${plan.id}?page=3`;
  const headers = { cookie, "accept-encoding": "identity" };

  // Warm up (module caches, JIT, keep-alive).
  for (let i = 0; i < 10; i++) await (await fetch(appUrl + pagePath, { headers })).text();

  const times = [];
  let html = "";
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    const response = await fetch(appUrl + pagePath, { headers });
    html = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200 || !html.includes("Page 4 of 15"))
      throw new Error(`unexpected answer ${response.status}`);
  }
  times.sort((a, b) => a - b);
  const rows = (html.match(/<tr/g) ?? []).length - 1;

  const load = await autocannon({
    url: appUrl + pagePath,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie, "accept-encoding": "gzip" },
  });
  if (load.non2xx > 0 || load.errors > 0)
    throw new Error(`autocannon saw ${load.non2xx} non-2xx answers and ${load.errors} errors`);

  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`| measure | value |`);
  console.log(`|---|---:|`);
  console.log(
    `| page | \`${pagePath.replace(/fs-[^/]+/, "{id}").replace(/plan-[^?]+/, "{planId}")}\` (${rows} entry rows) |`,
  );
  console.log(`| render, sequential, median | ${percentile(times, 50).toFixed(1)} ms |`);
  console.log(`| render, sequential, p95 | ${percentile(times, 95).toFixed(1)} ms |`);
  console.log(`| HTML raw | ${kb(Buffer.byteLength(html))} KB |`);
  console.log(
    `| HTML gzip (level 6, as compression sends it) | ${kb(gzipSync(html, { level: 6 }).length)} KB |`,
  );
  console.log(
    `| autocannon ${CONNECTIONS} connections × ${DURATION_S} s: requests/s (mean) | ${load.requests.average.toFixed(1)} |`,
  );
  console.log(
    `| autocannon latency p50 / p97.5 / p99 | ${load.latency.p50} / ${load.latency.p97_5} / ${load.latency.p99} ms |`,
  );
  console.log(`| autocannon requests in total | ${load.requests.total} |`);
} finally {
  await servers.stop();
}
