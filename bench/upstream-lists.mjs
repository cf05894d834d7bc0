// Throughput of the reference upstream's own main list calls (no app in front), with autocannon,
// against a freshly seeded upstream. Shows whether the upstream, not the app, bounds a page.
// The seed has no activities or notifications, so the test hooks add some first (ACTIVITIES to the
// main organization, half of them for the demo patient; NOTIFICATIONS for the demo patient).
// Usage: npm run build && node bench/upstream-lists.mjs [--seconds 5] [--connections 10]
//        [--activities 5000] [--notifications 1000] [--patients 0]
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
const activityCount = Number(arg("activities", "5000"));
const notificationCount = Number(arg("notifications", "1000"));
const extraPatients = Number(arg("patients", "0"));

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "care-upstream-bench-"));
const upstream = spawn(process.execPath, ["dist/reference-api.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL_SECONDS: "3600",
    REFERENCE_API_TEST_HOOKS: "1",
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
  // Ten requests at a time until `count` are done.
  const fill = async (count, body) => {
    for (let i = 0; i < count; i += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, async (_, j) => {
          const [hook, json] = body(i + j);
          const response = await fetch(`${base}${hook}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(json),
          });
          if (!response.ok) throw new Error(`${hook}: ${response.status}`);
        }),
      );
    }
  };
  await fill(activityCount, (i) => [
    "/__test/activities",
    {
      entityType: i % 3 ? "ASSESSMENT_REPORT" : "OBSERVATION",
      patientId: i % 2 ? patientId : undefined,
      score: i % 10,
    },
  ]);
  await fill(notificationCount, (i) => [
    "/__test/notifications",
    { username: "patient@demo.test", content: `Notice ${i}`, request: i % 10 === 0 },
  ]);
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
  // The seed's first plan holds 300 entries (seed.ts): the billing plan page's worst case.
  const schedules = await (
    await fetch(`${base}/api/fee-schedules?sort=name,desc`, { headers: staff })
  ).json();
  const medicare = schedules.content.find((f) => f.planCount > 0 && f.name.startsWith("Medicare"));
  const plans = await (
    await fetch(`${base}/api/fee-schedules/${medicare.id}/plans`, { headers: staff })
  ).json();
  const bigPlan = plans.content.reduce((a, b) => (b.entryCount > a.entryCount ? b : a));
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
    ["fee schedules, first page", `/api/fee-schedules`, staff],
    ["plan entries, first page (300 entries)", `/api/fee-schedules/plan/${bigPlan.id}/entries`, staff],
    ["procedure codes overview, first page", `/api/procedure-codes/overview`, staff],
    ["activity feed, first page", `/api/activties?organizationId=${org}`, staff],
    ["activity feed, page 200", `/api/activties?organizationId=${org}&page=200`, staff],
    ["a patient's activities", `/api/patients/${patientId}/activities`, staff],
    ["notifications, first page", `/api/notifications`, patient],
  ];
  console.log(`${activityCount} activities, ${notificationCount} notifications added\n`);
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
