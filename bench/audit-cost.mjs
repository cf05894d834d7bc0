// The access audit trail's cost per request (issue 43, decision 060; goal: under 1 ms p50).
//   1. In process: building one event and writing it to the file stream (`fs.writeSync` on the
//      fd opened once), N times, against the same loop that builds nothing: p50 and p99 of each.
//   2. A patient record page served by the built app, sequential requests: with the trail going
//      to a file (the production setting) and with it going to stdout that the benchmark discards
//      (/dev/null: the write costs next to nothing), p50 and p99 of the time to the last byte.
// Usage: node --import tsx bench/audit-cost.mjs [--events 20000] [--requests 200] [--no-page]
//   (part 2 needs `npm run build` first). Prints markdown for docs/performance.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signIn, startServers } from "./lib/servers.mjs";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const EVENTS = arg("events", 20_000);
const REQUESTS = arg("requests", 200);
const withPage = !process.argv.includes("--no-page");

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};
const ms = (value) => `${value.toFixed(3)} ms`;

const { buildEvent } = await import("../app/audit/event.server.ts");
const { openAuditSink, setAuditSink } = await import("../app/audit/stream.server.ts");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-bench-"));
const rows = [];
try {
  const sink = openAuditSink({
    audit: { destination: "file", file: path.join(dir, "audit.jsonl"), required: true },
  });
  const account = {
    accountId: "acct-17",
    displayName: "Casey Coordinator",
    privilegeId: 5,
    organizationId: "org-3",
    accountOrganizations: [{ organizationId: "org-7" }],
  };
  const facts = (i) => ({
    account,
    action: "read",
    outcome: "allowed",
    capability: "patientRecord.read",
    routeId: "/provider/members/:patientId",
    patientIds: [`pat-${i % 500}`],
    requestId: `req-${i}`,
    traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
  });
  const measure = (work) => {
    const times = new Array(EVENTS);
    for (let i = 0; i < 2_000; i++) work(i); // warm up (JIT)
    for (let i = 0; i < EVENTS; i++) {
      const started = process.hrtime.bigint();
      work(i);
      times[i] = Number(process.hrtime.bigint() - started) / 1e6;
    }
    return summary(times);
  };
  const without = measure((i) => facts(i));
  const withTrail = measure((i) => sink.write(buildEvent(facts(i))));
  rows.push(
    `| event build + file write, in process (${EVENTS} events) | p50 ${ms(withTrail.p50)}, p99 ${ms(withTrail.p99)} | without: p50 ${ms(without.p50)}, p99 ${ms(without.p99)} |`,
  );
  setAuditSink(null);

  if (withPage) {
    const page = async (appEnv) => {
      const servers = await startServers({ appEnv });
      try {
        const cookie = await signIn(servers.appUrl, "orgadmin@demo.test");
        // The demo patient is in the organization admin's tree.
        const [patient] = await (
          await fetch(
            `${servers.upstreamUrl}/__test/state/patients?${new URLSearchParams({ email: "patient@demo.test" })}`,
          )
        ).json();
        const pagePath = `/provider/members/${patient.id}`;
        const headers = { cookie, "accept-encoding": "identity" };
        for (let i = 0; i < 10; i++) await (await fetch(servers.appUrl + pagePath, { headers })).text();
        const times = [];
        for (let i = 0; i < REQUESTS; i++) {
          const started = performance.now();
          const response = await fetch(servers.appUrl + pagePath, { headers });
          await response.text();
          if (response.status !== 200) throw new Error(`${pagePath}: ${response.status}`);
          times.push(performance.now() - started);
        }
        return summary(times);
      } finally {
        await servers.stop();
      }
    };
    const file = await page({ AUDIT_LOG: "file", AUDIT_LOG_FILE: path.join(dir, "app-audit.jsonl") });
    const lines = fs.readFileSync(path.join(dir, "app-audit.jsonl"), "utf8").trim().split("\n").length;
    const discarded = await page({ AUDIT_LOG: "stdout" });
    rows.push(
      `| patient record page, sequential (${REQUESTS} requests) | trail to a file: p50 ${ms(file.p50)}, p99 ${ms(file.p99)} (${lines} lines) | trail to discarded stdout: p50 ${ms(discarded.p50)}, p99 ${ms(discarded.p99)} |`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log("| measured | with the trail | baseline |");
console.log("| --- | --- | --- |");
for (const row of rows) console.log(row);
