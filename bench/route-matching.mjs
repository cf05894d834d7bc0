// What route matching costs in a server render, with today's route table and with one as large
// as the finished app's (about 250 routes). The larger table is today's build plus synthetic
// routes under the provider layout, shaped like the URLs still to come; the router flattens and
// ranks all of them on every match, whether they are ever visited or not.
// The built app runs with bench/lib/cpu-probe.cjs, which profiles the measured requests only
// (not start-up or sign-in); every sample's stack is classified, so the figures are shares of
// the app's busy time while it renders.
// Usage: npm run build && node bench/route-matching.mjs [--requests 400] [--routes 250]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startProfiledServers } from "./lib/profiler.mjs";
import { signIn } from "./lib/servers.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const requests = Number(arg("requests", "400"));
const target = Number(arg("routes", "250"));
const PAGE = "/provider/billing/fee-schedules";

const serverBuild = path.resolve("build/server/index.js");
const realRoutes = Object.keys((await import(pathToFileURL(serverBuild).href)).routes).length;

/** A module that is today's server build with synthetic routes added to its route table. */
function widerBuild(dir, count) {
  const areas = [
    "care-plans",
    "assessments",
    "calendar",
    "programs",
    "claims",
    "notes",
    "requests",
    "exports",
  ];
  const shapes = [
    "",
    "/new",
    "/:id",
    "/:id/edit",
    "/:id/delete",
    "/:id/items/:itemId",
    "/:id/items/new",
    "/:id/stats",
  ];
  const routes = {};
  for (let i = 0; Object.keys(routes).length < count; i++) {
    const area = `${areas[i % areas.length]}-${Math.floor(i / (areas.length * shapes.length))}`;
    const shape = shapes[Math.floor(i / areas.length) % shapes.length];
    routes[`synthetic/${i}`] = {
      id: `synthetic/${i}`,
      parentId: "routes/provider+/_layout",
      path: `${area}${shape}`,
      index: undefined,
      caseSensitive: undefined,
      module: {},
    };
  }
  const file = path.join(dir, "wide-build.mjs");
  writeFileSync(
    file,
    [
      `import * as real from ${JSON.stringify(pathToFileURL(serverBuild).href)};`,
      `export * from ${JSON.stringify(pathToFileURL(serverBuild).href)};`,
      `const synthetic = ${JSON.stringify(routes)};`,
      "export const routes = { ...real.routes, ...synthetic };",
    ].join("\n"),
  );
  return file;
}

const MATCHING = new Set([
  "matchRoutes",
  "matchRoutesImpl",
  "matchServerRoutes",
  "flattenRoutes",
  "flattenRoute",
  "rankRouteBranches",
  "computeScore",
  "compareIndexes",
  "matchRouteBranch",
  "matchPath",
  "compilePath",
  "explodeOptionalSegments",
]);
const TABLE = new Set([
  "derive",
  "createRoutes",
  "createStaticHandlerDataRoutes",
  "createStaticHandler",
  "convertRoutesToDataRoutes",
  "groupRoutesByParentId",
]);

/** Busy time, and the part of it under route matching and under building the route table. */
function classify(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = { busy: 0, matching: 0, table: 0, react: 0 };
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === "(idle)") return;
    totals.busy += dt;
    let kind = null;
    for (let n = leaf; n && !kind; n = byId.get(parent.get(n.id))) {
      const { functionName, url } = n.callFrame;
      if (TABLE.has(functionName) && /remix-run/.test(url)) kind = "table";
      else if (MATCHING.has(functionName) && /remix-run/.test(url)) kind = "matching";
      else if (/react-dom/.test(url)) kind = "react";
    }
    if (kind) totals[kind] += dt;
  });
  return totals;
}

async function measure(routeCount) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "route-matching-"));
  const profileFile = path.join(dir, "app.cpuprofile");
  const { servers, profileRequests } = await startProfiledServers({
    profileFile,
    appEnv: routeCount > realRoutes ? { REMIX_BUILD_PATH: widerBuild(dir, routeCount - realRoutes) } : {},
  });
  try {
    const cookie = await signIn(servers.appUrl, "orgadmin@demo.test");
    const wallMs = await profileRequests(PAGE, cookie, requests);
    const t = classify(JSON.parse(readFileSync(profileFile, "utf8")));
    return { routeCount, wallMs, ...t };
  } finally {
    await servers.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const pct = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;
const perRequest = (us) => (us / 1000 / requests).toFixed(2);
console.log(`${requests} sequential renders of ${PAGE} (signed in), app profiled while it renders them\n`);
console.log(
  "| routes | wall ms per request | busy ms per request | route matching | route table built | React render |",
);
console.log("|---:|---:|---:|---:|---:|---:|");
for (const count of [realRoutes, Math.max(target, realRoutes)]) {
  const r = await measure(count);
  console.log(
    `| ${r.routeCount} | ${(r.wallMs / requests).toFixed(2)} | ${perRequest(r.busy)} | ${pct(r.matching, r.busy)} (${perRequest(r.matching)} ms) | ${pct(r.table, r.busy)} (${perRequest(r.table)} ms) | ${pct(r.react, r.busy)} |`,
  );
}
