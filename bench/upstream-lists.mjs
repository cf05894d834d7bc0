// Throughput of the reference upstream's own main list calls (no app in front), with autocannon,
// against a freshly seeded upstream. Shows whether the upstream, not the app, bounds a page.
// Usage: npm run build && node bench/upstream-lists.mjs [--seconds 5] [--connections 10] [--patients 0]
// --patients N adds N patients to the main organization first (through the test hooks), to see
// how the member list and the counts scale beyond the demo seed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, waitFor } from "./lib/servers.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const seconds = Number(arg("seconds", "5"));
const connections = Number(arg("connections", "10"));
const extraPatients = Number(arg("patients", "0"));

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "care-upstream-bench-"));
const upstream = spawn(process.execPath, ["dist/reference-api.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL_SECONDS: "3600",
    REFERENCE_API_TEST_HOOKS: extraPatients > 0 ? "1" : "0",
  },
  stdio: "ignore",
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitFor(`${base}/healthz`);
  const login = async (username) => {
    const response = await fetch(`${base}/api/accounts/login`, {
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
  };
  const staff = { authorization: `Bearer ${await login("orgadmin@demo.test")}` };
  const patient = { authorization: `Bearer ${await login("patient@demo.test")}` };
  const session = await (await fetch(`${base}/api/session/web`, { headers: staff })).json();
  const org = session.organizationId ?? session.organization?.id;
  const me = await (await fetch(`${base}/api/session/web`, { headers: patient })).json();
  const patientId = me.patientId ?? me.patient?.id;
  // The fixture hook adds at most 50 patients a call.
  for (let added = 0; added < extraPatients; added += 50) {
    const response = await fetch(`${base}/__test/fixtures/patients`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ count: Math.min(50, extraPatients - added) }),
    });
    if (!response.ok) throw new Error(`adding patients: ${response.status}`);
  }
  const now = new Date();
  const wire = `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String(now.getUTCDate()).padStart(2, "0")}/${now.getUTCFullYear()}`;
  const calls = [
    [
      "lanes of a day",
      `/api/organizations/${org}/clinic-appointments?startDate=${wire}&endDate=${wire}`,
      staff,
    ],
    ["performers", `/api/organizations/${org}/performers`, staff],
    ["organization summary", `/api/organizations/${org}/summary-counts`, staff],
    ["patients, first page", `/api/organizations/${org}/patients`, staff],
    ["patients, page 3 of 20", `/api/organizations/${org}/patients?page=2&size=20`, staff],
    ["patients, name search", `/api/organizations/${org}/patients?fullName=ana&size=20`, staff],
    ["organizations", `/api/organizations?size=20`, staff],
    ["branches", `/api/organizations/${org}/branches`, staff],
    ["session (token and account lookup)", `/api/session/web`, staff],
    ["a patient's appointments", `/api/tasks/${patientId}/appointments`, patient],
  ];
  console.log(`| call | req/s | p50 ms | p99 ms | non-2xx | errors |`);
  console.log(`|---|---|---|---|---|---|`);
  for (const [name, url, headers] of calls) {
    const result = await new Promise((resolve, reject) =>
      autocannon({ url: `${base}${url}`, headers, connections, duration: seconds }, (e, r) =>
        e ? reject(e) : resolve(r),
      ),
    );
    console.log(
      `| ${name} | ${result.requests.average.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${result.errors} |`,
    );
  }
} finally {
  upstream.kill();
  await new Promise((resolve) => upstream.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
