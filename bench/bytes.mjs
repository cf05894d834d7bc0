// Bytes each page costs: its HTML (gzip and brotli) as rendered for a signed-in user, and the JS
// and CSS its document references (modulepreload, module scripts and stylesheets), gzipped as
// the precompressed files are served. Usage: npm run build && node bench/bytes.mjs
import { readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { clinicDayOf60Lanes, signIn, startServers, testHook } from "./lib/servers.mjs";

const kb = (n) => (n / 1024).toFixed(1);
const servers = await startServers();
try {
  const staff = await signIn(servers.appUrl, "orgadmin@demo.test");
  const patient = await signIn(servers.appUrl, "patient@demo.test");
  const lanes = await testHook(servers.upstreamUrl, "/__test/fixtures/lanes", { count: 60, dayOffset: 30 });
  const clinicDay = await clinicDayOf60Lanes(servers.upstreamUrl);
  const schedules = await (await fetch(`${servers.upstreamUrl}/__test/state/feeSchedules`)).json();
  const plans = await (await fetch(`${servers.upstreamUrl}/__test/state/plans`)).json();
  const plan = plans.find((p) => p.feeScheduleId === schedules[0].id);
  const [cardiac] = await (
    await fetch(
      `${servers.upstreamUrl}/__test/state/carePlans?${new URLSearchParams({ name: "Cardiac rehab (12 goals)" })}`,
    )
  ).json();
  const survey = await testHook(servers.upstreamUrl, "/__test/fixtures/survey-answers", {
    questions: 20,
    answers: 5000,
  });
  const pages = [
    ["/login", ""],
    ["/reset-password", ""],
    ["/onboard", ""],
    ["/patient-registration", ""],
    ["/provider", staff],
    ["/provider/members", staff],
    ["/provider/calendar", staff],
    ["/provider/appointments", staff],
    ["/provider/organizations", staff],
    [`/provider/organizations/${lanes.organizationId}/lanes?date=${lanes.date}`, staff],
    [clinicDay.path, staff],
    ["/provider/billing/fee-schedules", staff],
    [`/provider/billing/fee-schedules/${schedules[0].id}/plans/${plan.id}`, staff],
    ["/provider/activity", staff],
    ["/provider/care-plans", staff],
    [`/provider/care-plans/${cardiac.id}`, staff],
    ["/provider/assessments", staff],
    [`/provider/assessments/${survey.id}`, staff],
    ["/curapatient/patient/dashboard", patient],
    ["/curapatient/patient/schedule-appointment?serviceId=1", patient],
    ["/curapatient/patient/appointments", patient],
  ];
  console.log("| page | HTML gzip KB | HTML brotli KB | JS gzip KB (files) | CSS gzip KB |");
  console.log("|---|---:|---:|---:|---:|");
  let largest = 0;
  for (const [path, cookie] of pages) {
    const response = await fetch(servers.appUrl + path, { headers: { cookie }, redirect: "manual" });
    const html = await response.text();
    if (response.status !== 200) {
      console.log(`| ${path} | (status ${response.status}) | | | |`);
      continue;
    }
    const js = new Set(
      [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/g)].map(
        (m) => m[1] ?? m[2],
      ),
    );
    const css = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]));
    const gz = (file) => readFileSync(`build/client${file}.gz`).length;
    const jsBytes = [...js].reduce((sum, f) => sum + gz(f), 0);
    const cssBytes = [...css].reduce((sum, f) => sum + gz(f), 0);
    largest = Math.max(largest, jsBytes);
    console.log(
      `| ${path.replace(/org-[0-9a-z]+|fs-[0-9a-z]+|careplan-[0-9a-z]+|plan-[0-9a-z]+|survey-[0-9a-z]+|20\d\d-\d\d-\d\d/g, (m) => `{${m.split("-")[0]}}`)} | ${kb(gzipSync(html, { level: 9 }).length)} | ${kb(brotliCompressSync(html).length)} | ${kb(jsBytes)} (${js.size}) | ${kb(cssBytes)} |`,
    );
  }
  console.log(
    `\nLargest JS of any page: ${kb(largest)} KB gzip (budget 130 KB, enforced by tests/build/js-budget.test.ts).`,
  );
} finally {
  await servers.stop();
}
