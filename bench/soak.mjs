// Load and soak: N concurrent signed-in clients for M minutes over a mix of pages and form posts
// (lane host updates, fee-schedule edits), against the built app and the reference upstream on
// loopback. Checks: no 5xx, no lost write (the upstream holds each client's last acknowledged
// write), app memory (live heap after a full GC) near the end within 10% of that after the first minute.
// Usage: npm run build && node bench/soak.mjs [--clients 100] [--minutes 10]
import { signIn, startServers, testHook } from "./lib/servers.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return Number(i >= 0 ? args[i + 1] : fallback);
};
const CLIENTS = arg("clients", 100);
const MINUTES = arg("minutes", 10);

// The app runs with bench/lib/heap-probe.cjs: SIGUSR2 makes it collect garbage fully and print
// its live heap. "App memory" below is that live heap, measured under load after one minute and
// again 15 s before the end; RSS is shown beside it (it also counts pages the allocator keeps).
const probes = [];
const servers = await startServers({
  appEnv: {
    LOG_LEVEL: "warn",
    NODE_OPTIONS: `--require ${new URL("./lib/heap-probe.cjs", import.meta.url).pathname}`,
  },
  onAppLine: (line) => {
    if (line.startsWith('{"heapProbe"')) probes.shift()?.(JSON.parse(line).heapProbe);
  },
});
const heapMb = () =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the heap probe did not answer")), 20_000);
    probes.push((m) => {
      clearTimeout(timer);
      resolve({ heap: m.heapUsed / 1048576, rss: m.rss / 1048576 });
    });
    servers.app.kill("SIGUSR2");
  });
const stats = { requests: 0, byStatus: new Map(), errors: 0, writes: 0, latencies: [] };
const count = (status) => stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);

try {
  const base = servers.appUrl;
  const origin = { origin: base };
  const hosts = (await (await fetch(`${servers.upstreamUrl}/__test/state/performers`)).json()).map(
    (p) => p.id,
  );
  const { usernames } = await testHook(servers.upstreamUrl, "/__test/fixtures/accounts", {
    count: Math.min(CLIENTS, 50),
    prefix: "soak",
  });
  const patientCookie = await signIn(base, "patient@demo.test");

  // Each client: its own session (accounts are shared round-robin), its own two lanes and its own
  // fee schedule, so every write has exactly one writer and its final value is known.
  const clients = [];
  for (let i = 0; i < CLIENTS; i++) {
    const cookie = await signIn(base, usernames[i % usernames.length]);
    const lanes = await testHook(servers.upstreamUrl, "/__test/fixtures/lanes", {
      count: 2,
      dayOffset: 500 + i,
    });
    const created = await fetch(`${base}/provider/billing/fee-schedules/new`, {
      method: "POST",
      redirect: "manual",
      headers: { ...origin, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: `Soak schedule ${i} ${Date.now()}`,
        category: "COMMERCIAL",
        description: "start",
        effectiveMonth: "01",
        effectiveDay: "01",
        effectiveYear: "2027",
      }),
    });
    const feeScheduleId = /fee-schedules\/([^/?]+)/.exec(created.headers.get("location") ?? "")?.[1];
    if (!feeScheduleId) throw new Error(`could not create a fee schedule for client ${i}: ${created.status}`);
    clients.push({
      i,
      cookie,
      lanes,
      feeScheduleId,
      lastHost: new Map(),
      lastDescription: "start",
      name: `Soak schedule ${i}`,
    });
  }

  const pages = (c) => [
    "/provider",
    "/provider/members",
    "/provider/organizations",
    `/provider/organizations/${c.lanes.organizationId}/lanes?date=${c.lanes.date}`,
    "/provider/billing/fee-schedules",
    `/provider/billing/fee-schedules/${c.feeScheduleId}`,
  ];

  async function timed(fn) {
    const started = performance.now();
    try {
      const response = await fn();
      stats.requests += 1;
      count(response.status);
      stats.latencies.push(performance.now() - started);
      await response.arrayBuffer().catch(() => undefined);
      return response;
    } catch {
      stats.errors += 1;
      return null;
    }
  }

  const deadline = Date.now() + MINUTES * 60_000;
  let afterOneMinute = null;
  let nearEnd = null;
  const sampler = setInterval(() => {
    const now = Date.now();
    if (afterOneMinute === null && now > deadline - (MINUTES - 1) * 60_000) afterOneMinute = heapMb();
    if (nearEnd === null && now > deadline - 15_000) nearEnd = heapMb();
  }, 1000);

  await Promise.all(
    clients.map(async (c) => {
      let n = 0;
      while (Date.now() < deadline) {
        n += 1;
        const roll = (n * 7 + c.i) % 10;
        if (roll < 6) {
          const list = pages(c);
          await timed(() =>
            fetch(base + list[n % list.length], { headers: { cookie: c.cookie }, redirect: "manual" }),
          );
        } else if (roll < 7) {
          await timed(() =>
            fetch(`${base}/curapatient/patient/dashboard`, {
              headers: { cookie: patientCookie },
              redirect: "manual",
            }),
          );
        } else if (roll < 9) {
          const lane = c.lanes.laneIds[n % 2];
          const host = hosts[(n + c.i) % hosts.length];
          const response = await timed(() =>
            fetch(`${base}/provider/organizations/${c.lanes.organizationId}/lanes?date=${c.lanes.date}`, {
              method: "POST",
              redirect: "manual",
              headers: { ...origin, cookie: c.cookie, "content-type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams([
                ["intent", "update"],
                ["day", c.lanes.date],
                ["lane", lane],
                ["host", host],
                ["accept", "on"],
                ["idempotencyKey", crypto.randomUUID()],
              ]),
            }),
          );
          if (response?.status === 303) {
            c.lastHost.set(lane, host);
            stats.writes += 1;
          }
        } else {
          const description = `edit ${n} by client ${c.i}`;
          const response = await timed(() =>
            fetch(`${base}/provider/billing/fee-schedules/${c.feeScheduleId}/edit`, {
              method: "POST",
              redirect: "manual",
              headers: { ...origin, cookie: c.cookie, "content-type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams({
                name: c.name,
                category: "COMMERCIAL",
                description,
                effectiveMonth: "01",
                effectiveDay: "01",
                effectiveYear: "2027",
              }),
            }),
          );
          if (response?.status === 303) {
            c.lastDescription = description;
            stats.writes += 1;
          }
        }
      }
    }),
  );
  clearInterval(sampler);
  const first = await afterOneMinute;
  const last = await nearEnd;

  // Lost writes: the upstream must hold each client's last acknowledged value.
  const lanes = await (await fetch(`${servers.upstreamUrl}/__test/state/lanes`)).json();
  const schedules = await (await fetch(`${servers.upstreamUrl}/__test/state/feeSchedules`)).json();
  let lost = 0;
  for (const c of clients) {
    for (const [laneId, host] of c.lastHost)
      if (lanes.find((l) => l.id === laneId)?.host.id !== host) lost += 1;
    if (schedules.find((s) => s.id === c.feeScheduleId)?.description !== c.lastDescription) lost += 1;
  }
  const fiveXX = [...stats.byStatus].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
  stats.latencies.sort((a, b) => a - b);
  const pct = (p) => stats.latencies[Math.floor((p / 100) * (stats.latencies.length - 1))]?.toFixed(0);
  const growth = ((last.heap - first.heap) / first.heap) * 100;
  const rssGrowth = ((last.rss - first.rss) / first.rss) * 100;
  const signed = (n) => `${n >= 0 ? "+" : ""}${n.toFixed(1)}%`;
  console.log("| measure | value |");
  console.log("|---|---:|");
  console.log(`| clients × duration | ${CLIENTS} × ${MINUTES} min |`);
  console.log(`| requests (req/s) | ${stats.requests} (${(stats.requests / (MINUTES * 60)).toFixed(1)}) |`);
  console.log(
    `| statuses | ${[...stats.byStatus]
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")} |`,
  );
  console.log(`| 5xx | ${fiveXX} |`);
  console.log(`| connection errors | ${stats.errors} |`);
  console.log(`| latency p50 / p95 / p99 | ${pct(50)} / ${pct(95)} / ${pct(99)} ms |`);
  console.log(`| acknowledged writes | ${stats.writes} |`);
  console.log(`| lost writes | ${lost} |`);
  console.log(
    `| app live heap (after a full GC) after 1 min / 15 s before the end | ${first.heap.toFixed(1)} / ${last.heap.toFixed(1)} MB (${signed(growth)}) |`,
  );
  console.log(
    `| app RSS at the same moments | ${first.rss.toFixed(0)} / ${last.rss.toFixed(0)} MB (${signed(rssGrowth)}) |`,
  );
  const pass = fiveXX === 0 && lost === 0 && Math.abs(growth) <= 10;
  console.log(
    `\n${pass ? "PASS" : "FAIL"}: zero 5xx, zero lost writes, memory within 10% (${new Date().toISOString()})`,
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  await servers.stop();
}
