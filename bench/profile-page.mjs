// Where a page's server time goes: the built app renders one page N times in a row, signed in,
// under V8's sampling profiler (bench/lib/cpu-probe.cjs profiles the measured requests only), and
// every sample is put in one bucket by the first frame of its stack that names one, leaf first.
// Prints the busy milliseconds per request by bucket and the functions with the most self time.
// Usage: npm run build && node bench/profile-page.mjs --page "clinic day" [--requests 200] [--save file]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { heavyPages } from "./lib/pages.mjs";
import { startProfiledServers } from "./lib/profiler.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const requests = Number(arg("requests", "200"));
const wanted = arg("page", "clinic day");
const save = arg("save", "");

// Buckets, tried leaf first on each sample's stack: the first frame that matches decides.
const BUCKETS = [
  ["garbage collection", (f) => f.functionName === "(garbage collector)"],
  ["compression (zlib)", (f) => /node:zlib|\/compression\//.test(f.url)],
  ["JSON parse", (f) => f.functionName === "parse" && f.url === ""],
  ["zod (upstream schemas)", (f) => /\/zod\//.test(f.url)],
  [
    "route matching (@remix-run/router)",
    (f) =>
      /remix-run\/router/.test(f.url) &&
      /match|flatten|rank|computeScore|compilePath|explode/i.test(f.functionName),
  ],
  ["i18next", (f) => /i18next/.test(f.url)],
  ["date-fns", (f) => /date-fns/.test(f.url)],
  ["React server render", (f) => /react-dom/.test(f.url)],
  ["Remix and React Router runtime", (f) => /remix-run|react-router/.test(f.url)],
  ["HTTP client (undici)", (f) => /undici|node:internal\/deps\/undici/.test(f.url)],
  ["express", (f) => /\/express\/|\/body-parser\/|\/send\//.test(f.url)],
  ["the app's own code", (f) => /\/build\/server\/|\/dist\/server\.js/.test(f.url)],
  ["Node internals", (f) => /^node:/.test(f.url)],
];

function analyse(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const buckets = new Map();
  const self = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === "(idle)" || leaf.callFrame.functionName === "(program)")
      return;
    // The profiler's own work (starting, and serialising the profile) is not the page's.
    for (let n = leaf; n; n = byId.get(parent.get(n.id))) if (/cpu-probe\.cjs/.test(n.callFrame.url)) return;
    busy += dt;
    const key = `${leaf.callFrame.functionName || "(anonymous)"} ${path.basename(leaf.callFrame.url)}:${leaf.callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    let bucket = "other";
    for (let n = leaf; n && bucket === "other"; n = byId.get(parent.get(n.id))) {
      const hit = BUCKETS.find(([, test]) => test(n.callFrame));
      if (hit) bucket = hit[0];
    }
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + dt);
  });
  return { busy, buckets, self };
}

const dir = mkdtempSync(path.join(os.tmpdir(), "profile-page-"));
const profileFile = path.join(dir, "app.cpuprofile");
const { servers, profileRequests } = await startProfiledServers({ profileFile });
try {
  const page = (await heavyPages(servers)).find((p) => p.name.includes(wanted));
  if (!page) throw new Error(`no page named like "${wanted}"`);
  const wallMs = await profileRequests(page.path, page.cookie, requests);
  const profile = JSON.parse(readFileSync(profileFile, "utf8"));
  if (save) writeFileSync(save, JSON.stringify(profile));
  const { busy, buckets, self } = analyse(profile);
  const ms = (us) => (us / 1000 / requests).toFixed(2);
  console.log(`${requests} sequential renders of "${page.name}" (${page.path})`);
  console.log(`wall ${(wallMs / requests).toFixed(2)} ms per request; app busy ${ms(busy)} ms per request\n`);
  console.log("| where | ms per request | share |\n|---|---:|---:|");
  for (const [name, us] of [...buckets].sort((a, b) => b[1] - a[1]))
    console.log(`| ${name} | ${ms(us)} | ${((100 * us) / busy).toFixed(1)}% |`);
  console.log("\n| function (self time) | ms per request |\n|---|---:|");
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`| ${name} | ${ms(us)} |`);
} finally {
  await servers.stop();
  rmSync(dir, { recursive: true, force: true });
}
