// Lighthouse (mobile emulation, simulated throttling) on pages of the built app, signed in.
//
// Usage: npm run build && node bench/lighthouse.mjs [--user <username>] [--password <pw>] [--runs 3] <path> [<path> ...]
//   node bench/lighthouse.mjs --user patient@demo.test /curapatient/patient/dashboard "/curapatient/patient/schedule-appointment?serviceId=1"
//   node bench/lighthouse.mjs /login                                   (no --user: not signed in)
//   node bench/lighthouse.mjs --user coordinator@demo.test /provider
//   node bench/lighthouse.mjs --heavy "clinic day,care plan"   (pages of bench/lib/pages.mjs, by name,
//                                                               each with its own user and fixtures)
// A path may hold {today+N}: the date N days from now as yyyy-MM-dd (searches that need a day).
//
// It starts a freshly seeded reference upstream and the built app (dist/) on free ports
// (bench/lib/servers.mjs; tokens live an hour, so no refresh rotates the cookie mid-measure),
// signs in by POSTing the login form (with an Origin header, as a browser would) and hands the session cookie to Lighthouse. Each path runs --runs times
// (3 by default); the table shows medians. Chromium: $CHROME_PATH, else /usr/bin/chromium.
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { heavyPages } from "./lib/pages.mjs";
import { signIn, startServers } from "./lib/servers.mjs";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const PASSWORD = "Demo-Password-2026!";

function parseArgs(argv) {
  const options = { user: null, password: PASSWORD, runs: 3, paths: [], heavy: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--user") options.user = argv[++i];
    else if (arg === "--password") options.password = argv[++i];
    else if (arg === "--runs") options.runs = Math.max(1, Number(argv[++i]) || 3);
    else if (arg === "--heavy") options.heavy.push(...argv[++i].split(",").map((name) => name.trim()));
    else options.paths.push(arg);
  }
  if (options.paths.length === 0 && options.heavy.length === 0) {
    console.error("usage: node bench/lighthouse.mjs [--user <username>] [--runs 3] <path> [<path> ...]");
    process.exit(2);
  }
  return options;
}

async function putCookies(port, appUrl, cookieHeader) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const cookies = cookieHeader.split("; ").map((pair) => {
    const cut = pair.indexOf("=");
    return { name: pair.slice(0, cut), value: pair.slice(cut + 1), url: appUrl };
  });
  await browser.contexts()[0].addCookies(cookies);
  await browser.close();
}

function expandPath(p) {
  return p.replace(/\{today\+(\d+)\}/g, (_m, n) =>
    new Date(Date.now() + Number(n) * 86_400_000).toISOString().slice(0, 10),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  const servers = await startServers();
  let chrome;
  try {
    const rows = [];
    const heavy = options.heavy.length ? await heavyPages(servers) : [];
    const targets = [
      ...options.paths.map((raw) => ({ raw, user: options.user })),
      ...options.heavy.map((name) => {
        const page = heavy.find((p) => p.name.includes(name));
        if (!page) throw new Error(`no page named like "${name}" in bench/lib/pages.mjs`);
        return { raw: page.path, user: page.user, label: page.name };
      }),
    ];
    for (const { raw, user, label } of targets) {
      const url = servers.appUrl + expandPath(raw);
      // A fresh session per path, and a fresh browser per run: Lighthouse keeps cookies between
      // runs, and a cookie the page set in one run would otherwise ride along into the next.
      const cookie = user ? await signIn(servers.appUrl, user, options.password) : null;
      const runs = [];
      for (let i = 0; i < options.runs; i++) {
        await chrome?.kill();
        chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
        // The session goes into the browser's cookie jar, as after a real sign-in. (A Cookie
        // header from Lighthouse's extraHeaders is replaced by the jar's own cookies on requests
        // made after the page set one, such as the live-events stream.)
        if (cookie) await putCookies(chrome.port, servers.appUrl, cookie);
        // The default config is Lighthouse's mobile one: phone emulation and simulated throttling.
        // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is repeated.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility"],
            // A fresh browser per run already starts empty; a reset would drop the session.
            disableStorageReset: true,
          });
          lhr = result.lhr;
          if (!lhr.runtimeError) break;
          if (attempt >= 3) throw new Error(`${raw}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          console.error(`${raw}: ${lhr.runtimeError.code}, running again`);
        }
        const finalUrl = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl ?? url);
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
          transfer: lhr.audits["total-byte-weight"].numericValue,
          landed: finalUrl.pathname,
        });
      }
      rows.push({ path: raw, label: label ? `${label}: ${raw}` : raw, user, runs });
    }
    console.log(
      `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile emulation, simulated throttling, median of ${options.runs} runs.\n`,
    );
    console.log(
      "| page | signed in as | performance | accessibility | LCP (ms) | TBT (ms) | transfer (KB) |",
    );
    console.log("|---|---|---:|---:|---:|---:|---:|");
    for (const row of rows) {
      const wanted = new URL(servers.appUrl + expandPath(row.path)).pathname;
      const elsewhere = [...new Set(row.runs.map((r) => r.landed).filter((p) => p !== wanted))];
      const note = elsewhere.length ? ` (landed on ${elsewhere.join(", ")})` : "";
      console.log(
        `| ${row.label}${note} | ${row.user ?? "–"} | ${median(row.runs.map((r) => r.performance))} | ${median(row.runs.map((r) => r.accessibility))} | ${Math.round(median(row.runs.map((r) => r.lcp)))} | ${Math.round(median(row.runs.map((r) => r.tbt)))} | ${(median(row.runs.map((r) => r.transfer)) / 1024).toFixed(1)} |`,
      );
    }
  } finally {
    await chrome?.kill();
    await servers.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
