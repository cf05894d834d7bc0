// What the Prometheus metrics cost a request (issue 41 §4, decision 061), in process:
//   1. OFF (no METRICS_PORT): the recording call a request makes, which returns at once.
//   2. ON: the same call observing into the request histogram, over 40 route patterns × 2 methods
//      × 3 statuses (the label sets a busy instance has), and into the upstream call histogram.
//   3. With a build: the route match that names a request's route pattern (server/route-label.ts).
//   4. One scrape: the text exposition of everything recorded (what Prometheus pulls every 15 s).
// Each figure is the median of 7 rounds of N observations, after a warm-up round.
// Usage: node --import tsx bench/metrics-cost.mjs [--samples 100000]. Prints markdown for
// docs/performance.md.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SAMPLES = arg("samples", 100_000);
const ROUNDS = 7;

const { enableMetrics, exposition, recordRequest, recordUpstreamCall, resetMetrics } =
  await import("../app/observability/metrics.server.ts");

const routes = Array.from({ length: 40 }, (_, i) => `/provider/area-${i}/:id/page`);
const methods = ["GET", "POST"];
const statuses = [200, 303, 404];
const calls = Array.from({ length: 40 }, (_, i) => `area${i}.get`);

/** Nanoseconds per call of `record(i)`, the median of the rounds. */
function perCall(record, samples = SAMPLES) {
  const rounds = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < samples; i++) record(i);
    const ns = Number(process.hrtime.bigint() - started) / samples;
    if (round > 0) rounds.push(ns); // round 0 warms the JIT up
  }
  rounds.sort((a, b) => a - b);
  return rounds[Math.floor(rounds.length / 2)];
}

const request = (i) => recordRequest(routes[i % 40], methods[i % 2], statuses[i % 3], ((i % 997) + 1) / 1000);
const upstreamCall = (i) => recordUpstreamCall(calls[i % 40], statuses[i % 3], ((i % 499) + 1) / 1000);

resetMetrics();
const off = perCall(request);
enableMetrics({ openStreams: () => 0, upstreamUrl: "http://upstream.invalid" });
const onRequest = perCall(request);
const onUpstream = perCall(upstreamCall);

// With a build (`npm run build`), the route match that names a request's route pattern.
let match = null;
const buildFile = path.resolve("build/server/index.js");
if (fs.existsSync(buildFile)) {
  const build = await import(pathToFileURL(buildFile).href);
  const { routeLabel } = await import("../server/route-label.ts");
  const urls = [
    "/provider/members/pat-1/notes",
    "/provider/appointments/task-1",
    "/provider/organizations/org-1/clinics",
    "/login",
    "/no/such/page",
  ];
  const routes = Object.keys(build.routes).length;
  // A path seen before is remembered; a new patient's page is a new path, matched afresh.
  const seen = perCall((i) => routeLabel(build.routes, urls[i % urls.length]));
  let n = 0;
  // Fewer of these: each is a whole match.
  const fresh = perCall(() => routeLabel(build.routes, `/provider/members/pat-${n++}/notes`), 2_000);
  match = { routes, seen, fresh };
}

const scrapes = [];
for (let i = 0; i < 20; i++) {
  const started = process.hrtime.bigint();
  const { body } = await exposition();
  scrapes.push({ ms: Number(process.hrtime.bigint() - started) / 1e6, bytes: body.length });
}
scrapes.sort((a, b) => a.ms - b.ms);
const scrape = scrapes[Math.floor(scrapes.length / 2)];

console.log(`### Metrics cost (bench/metrics-cost.mjs, ${SAMPLES.toLocaleString("en-US")} observations a round, median of ${ROUNDS})
`);
console.log("| what | cost |");
console.log("|---|---|");
console.log(
  `| request histogram, metrics OFF (the call returns at once) | ${off.toFixed(1)} ns per request |`,
);
console.log(
  `| request histogram, metrics ON (240 label sets) | ${onRequest.toFixed(1)} ns per observation |`,
);
console.log(
  `| upstream call histogram, metrics ON (120 label sets) | ${onUpstream.toFixed(1)} ns per observation |`,
);
if (match) {
  console.log(`| route pattern of a path seen before | ${match.seen.toFixed(1)} ns per request |`);
  console.log(
    `| route pattern of a new path (match over the build's ${match.routes} routes) | ${(match.fresh / 1000).toFixed(1)} µs per request |`,
  );
}
console.log(
  `| one scrape (exposition of the above and the process metrics) | ${scrape.ms.toFixed(2)} ms, ${(scrape.bytes / 1024).toFixed(0)} KB |`,
);
console.log(`\nNode ${process.version}, ${process.platform} ${process.arch}`);
