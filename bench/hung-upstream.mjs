// Issue 42: many clients against a hung upstream (its process stopped with SIGSTOP, its socket
// open), then against one that answers every call after 3 s. Reports, per phase: answers by
// status, p50/p99/max, the app's open sockets and resident memory at their highest, and after the
// hung phase how long until a page answers normally once the upstream resumes (no restart).
//
//   npm run build && node bench/hung-upstream.mjs [--clients 200] [--seconds 120]
//
// Figures go to docs/reliability.md ("A hung or slow upstream").
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { signIn, startServers, testHook } from "./lib/servers.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const CLIENTS = option("clients", 200);
const SECONDS = option("seconds", 120);
const PAGES = ["/provider", "/provider/members", "/provider/appointments"];

/** The app's open sockets and resident memory, read from /proc (Linux). */
function usage(pid) {
  let sockets = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith("socket:")) sockets += 1;
    } catch {
      /* closed meanwhile */
    }
  }
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return { sockets, rssMb: Math.round(rss / 1024) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function drive(base, cookie, pid, seconds) {
  const until = Date.now() + seconds * 1000;
  const times = [];
  const statuses = {};
  let peak = { sockets: 0, rssMb: 0 };
  const sampler = setInterval(() => {
    const now = usage(pid);
    peak = { sockets: Math.max(peak.sockets, now.sockets), rssMb: Math.max(peak.rssMb, now.rssMb) };
  }, 500);
  const client = async (n) => {
    let i = n;
    while (Date.now() < until) {
      const path = PAGES[i++ % PAGES.length];
      const started = performance.now();
      let status;
      try {
        const response = await fetch(base + path, {
          headers: { cookie },
          redirect: "manual",
          signal: AbortSignal.timeout(60_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch (error) {
        status = error.name === "TimeoutError" ? "client-timeout" : "error";
      }
      times.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  clearInterval(sampler);
  const sorted = times.sort((a, b) => a - b);
  return {
    requests: times.length,
    statuses,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
    peakSockets: peak.sockets,
    peakRssMb: peak.rssMb,
  };
}

async function recovery(base, cookie) {
  const started = performance.now();
  for (;;) {
    const response = await fetch(base + "/provider/members", { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status === 200) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const results = {};

{
  const servers = await startServers();
  try {
    const cookie = await signIn(servers.appUrl, "orgadmin@demo.test");
    results.idle = usage(servers.app.pid);
    servers.upstream.kill("SIGSTOP");
    results.hung = await drive(servers.appUrl, cookie, servers.app.pid, SECONDS);
    servers.upstream.kill("SIGCONT");
    results.hung.recoveryMs = await recovery(servers.appUrl, cookie);
    results.hung.after = usage(servers.app.pid);
  } finally {
    servers.upstream.kill("SIGCONT");
    await servers.stop();
  }
}

{
  const servers = await startServers();
  try {
    // Signed in while the upstream is quick; then every call answers after 3 s.
    const cookie = await signIn(servers.appUrl, "orgadmin@demo.test");
    await testHook(servers.upstreamUrl, "/__test/latency", { ms: 3000 });
    results.slow = await drive(servers.appUrl, cookie, servers.app.pid, SECONDS);
  } finally {
    await servers.stop();
  }
}

console.log(JSON.stringify({ clients: CLIENTS, seconds: SECONDS, ...results }, null, 2));
