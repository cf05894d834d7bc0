// The app's memory while streaming a 10,000-patient export (issue 20, decision 040): the patients
// CSV of a volume network (Pacific Coast Health, topped up to 10,000 patients by a test hook) is
// downloaded through the app, which passes the upstream's body through without reading it. The
// app's RSS is sampled every 20 ms during the download; the goal is growth under 20 MB.
// Usage: npm run build && node bench/export-memory.mjs [--runs 3]
import { readFileSync } from "node:fs";
import { signIn, startServers, testHook } from "./lib/servers.mjs";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const RUNS = Number(runsAt >= 0 ? args[runsAt + 1] : 3);
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const servers = await startServers({ appEnv: { LOG_LEVEL: "error" } });
try {
  const [network] = await (
    await fetch(
      `${servers.upstreamUrl}/__test/state/organizations?name=${encodeURIComponent("Pacific Coast Health")}`,
    )
  ).json();
  // The network's own patients, topped up to 10,000 registered in the range.
  const fill = await testHook(servers.upstreamUrl, "/__test/fixtures/export-patients", {
    organizationId: network.id,
    total: 10_000,
  });
  console.log(`patients in the network: ${fill.total} (${fill.added} added for the benchmark)`);
  const cookie = await signIn(servers.appUrl, "admin@pacific.test");
  const url = (from, to) =>
    `${servers.appUrl}/provider/organizations/${network.id}/exports/download?${new URLSearchParams({ export: "patients", from, to })}`;
  const download = async (address) => {
    const response = await fetch(address, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`export answered ${response.status}`);
    let peak = 0;
    let bytes = 0;
    let lines = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(servers.app.pid))), 20);
    const started = Date.now();
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines += 1;
    }
    clearInterval(sampler);
    return { peak: Math.max(peak, rssMb(servers.app.pid)), bytes, rows: lines - 1, ms: Date.now() - started };
  };
  // A warm-up of one day: the route's modules and the session are loaded before measuring.
  await download(url(day(-1), day(0)));
  await new Promise((r) => setTimeout(r, 1000));
  const results = [];
  for (let run = 0; run < RUNS; run += 1) {
    const before = rssMb(servers.app.pid);
    const result = await download(url(day(-700), day(0)));
    await new Promise((r) => setTimeout(r, 500));
    results.push({ before, ...result, after: rssMb(servers.app.pid) });
  }
  console.log("| run | rows | bytes | time | app RSS before / peak / after | growth (peak − before) |");
  console.log("|---:|---:|---:|---:|---|---:|");
  results.forEach((r, i) =>
    console.log(
      `| ${i + 1} | ${r.rows} | ${(r.bytes / 1048576).toFixed(2)} MB | ${r.ms} ms | ${r.before.toFixed(1)} / ${r.peak.toFixed(1)} / ${r.after.toFixed(1)} MB | ${(r.peak - r.before).toFixed(1)} MB |`,
    ),
  );
  const worst = Math.max(...results.map((r) => r.peak - r.before));
  console.log(`\nlargest growth ${worst.toFixed(1)} MB (goal: under 20 MB)`);
  if (results.some((r) => r.rows < 10_000)) console.log("warning: fewer than 10,000 rows");
} finally {
  await servers.stop();
}
