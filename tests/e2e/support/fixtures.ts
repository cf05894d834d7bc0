import { createHash } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import axe, { type AxeResults } from "axe-core";
import { test as base, expect } from "@playwright/test";
import { findSecrets } from "../../support/secrets";

export { expect };

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * A document's identity for "was it checked with axe": its path and query, without Remix's bare
 * `index` parameter, which names the route a form posts to, not another page. A refused form
 * answers at `…?index` with the same page; whether the browser reports that address before or
 * after the scan is a race, so it must not decide which page was checked.
 */
function pageKey(url: string) {
  try {
    const u = new URL(url);
    if (u.searchParams.get("index") === "") u.searchParams.delete("index");
    return u.pathname + (u.searchParams.size ? `?${u.searchParams}` : "");
  } catch {
    return url;
  }
}

const scannedByPage = new WeakMap<Page, Set<string>>();

type AxeWindow = { axe?: { run: (context: Document, options: unknown) => Promise<AxeResults> } };

/** axe-core's own run, in the page: injected once per document, violations only. */
async function runAxe(target: Page): Promise<AxeResults> {
  const loaded = await target.evaluate(() => typeof (window as AxeWindow).axe?.run === "function");
  if (!loaded) await target.evaluate(axe.source);
  return await target.evaluate(
    (tags) =>
      (window as AxeWindow).axe!.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    WCAG_TAGS,
  );
}

/**
 * Markup this worker has already scanned clean, by hash. axe's verdict is a function of the
 * markup, the style sheets and the viewport, so the sign-in page every journey starts from is
 * scanned once per worker, not once per test; a page that differs by one attribute is scanned
 * again, and a page with violations is never remembered.
 */
const cleanMarkup = new Set<string>();

function markupKey(markup: string, viewport: { width: number; height: number } | null, js: boolean) {
  return createHash("sha256")
    .update(`${js}|${viewport?.width}x${viewport?.height}|`)
    .update(markup)
    .digest("hex");
}

const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

/**
 * axe needs page timers, which never run while JavaScript is disabled. For a page without JS,
 * the DOM is exactly what the server sent, so we scan that same markup (scripts removed) in a
 * JS-enabled helper page of the same origin: same CSS, same viewport, same contrast. One helper
 * page per worker (the worker keeps its browser): the first scan loads the page's URL, later
 * ones replace the document's markup in place (`setContent`, which waits for the style sheets),
 * so axe is injected once and no navigation is paid per scan.
 */
let helper: { page: Page; html: string; url: string; loaded: boolean } | undefined;

async function helperPage(page: Page) {
  if (!helper || helper.page.isClosed()) {
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, locale: "en-US" });
    const created = { page: await context.newPage(), html: "", url: "", loaded: false };
    await created.page.route(/\.js(\?|$)/, (route) => route.abort());
    await created.page.route(
      (target) => target.href === created.url,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: created.html }),
    );
    helper = created;
  }
  const size = page.viewportSize();
  const current = helper.page.viewportSize();
  if (size && (size.width !== current?.width || size.height !== current?.height))
    await helper.page.setViewportSize(size);
  return helper;
}

async function scanWithoutPageScripts(page: Page, markup: string): Promise<AxeResults> {
  const scanner = await helperPage(page);
  if (scanner.loaded) await scanner.page.setContent(markup);
  else {
    scanner.html = markup;
    scanner.url = page.url().split("#")[0]!;
    await scanner.page.goto(scanner.url);
    scanner.loaded = true;
  }
  return await runAxe(scanner.page);
}

/**
 * The sizes every screen must fit without the document scrolling sideways (issue 38 §5): a
 * staff desk and a phone. Wide tables and timelines scroll inside their own region instead.
 */
export const FIT_SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Paths (with the project) already checked at the sizes other than the test's own, this worker. */
const fitCheckedPaths = new Set<string>();

/** How far the document scrolls sideways, and the widest elements past the right edge. */
export async function horizontalOverflow(page: Page) {
  return await page.evaluate(() => {
    const root = document.documentElement;
    const viewport = window.innerWidth;
    const excess = root.scrollWidth - viewport;
    if (excess <= 0) return null;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const box = element.getBoundingClientRect();
      if (box.right <= viewport + 1 || box.width === 0) continue;
      // Only the outermost offender of a branch: its children overflow because it does.
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && parent.right > viewport + 1 && element.parentElement !== document.body) continue;
      const id = element.id ? `#${element.id}` : "";
      const cls =
        typeof element.className === "string" ? element.className.trim().split(/\s+/).slice(0, 4) : [];
      culprits.push(
        `${element.tagName.toLowerCase()}${id}${cls.length ? `.${cls.join(".")}` : ""} (${Math.round(box.width)} px wide, right ${Math.round(box.right)})`,
      );
      if (culprits.length >= 5) break;
    }
    return { excess, viewport, scrollWidth: root.scrollWidth, culprits };
  });
}

/**
 * The document must not scroll sideways at the test's own viewport and, once per path and
 * project in this worker, at each of `FIT_SIZES` of another width (resized, measured, restored).
 * Soft: the test goes on, so one run lists every screen that does not fit.
 */
async function expectFits(page: Page, label: string, js: boolean) {
  const own = page.viewportSize();
  const found = await horizontalOverflow(page);
  expect.soft(found, `horizontal page scroll at ${own?.width}x${own?.height} on ${label}`).toBeNull();
  if (!own) return;
  let path: string;
  try {
    path = new URL(page.url()).pathname;
  } catch {
    return;
  }
  const key = `${js}|${path}`;
  if (fitCheckedPaths.has(key)) return;
  fitCheckedPaths.add(key);
  const others = FIT_SIZES.filter((size) => size.width !== own.width);
  if (others.length === 0) return;
  try {
    for (const size of others) {
      await page.setViewportSize(size);
      const overflow = await horizontalOverflow(page);
      expect.soft(overflow, `horizontal page scroll at ${size.width}x${size.height} on ${label}`).toBeNull();
    }
  } finally {
    await page.setViewportSize(own);
  }
}

/**
 * Runs axe (WCAG 2.2 AA tags) on the page as it is now; any violation fails the test. Also checks
 * that the page fits the test's viewport and the sizes of `FIT_SIZES` without sideways scroll.
 */
export async function expectAccessible(page: Page, label?: string) {
  await page.waitForLoadState("domcontentloaded");
  const jsEnabled = await page
    .evaluate(() => document.documentElement.dataset.hydrated === "true")
    .catch(() => false);
  const markup = withoutScripts(
    jsEnabled ? await page.evaluate(() => document.documentElement.outerHTML) : await page.content(),
  );
  const key = markupKey(markup, page.viewportSize(), jsEnabled);
  if (!cleanMarkup.has(key)) {
    const results = jsEnabled ? await runAxe(page) : await scanWithoutPageScripts(page, markup);
    const summary = results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
    expect(summary, `axe violations on ${label ?? page.url()}`).toEqual([]);
    cleanMarkup.add(key);
  }
  await expectFits(page, label ?? page.url(), jsEnabled);
  scannedByPage.get(page)?.add(pageKey(page.url()));
}

export function isJs(testInfo: TestInfo) {
  return testInfo.project.name === "js";
}

/** With JS, waits until React has hydrated, so interactions exercise the enhanced page. */
export async function settled(page: Page, testInfo: TestInfo) {
  if (isJs(testInfo)) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Navigates, waits for the page to be ready, and checks it with axe. */
/**
 * After a navigation: the URL it should reach, the flash it should show, then the page settled
 * and checked with axe. Every journey ends each step with it.
 */
export async function arrived(page: Page, testInfo: TestInfo, url?: RegExp, flash?: string | RegExp) {
  if (url) await page.waitForURL(url);
  if (flash) await expect(page.getByText(flash).first()).toBeVisible();
  await settled(page, testInfo);
  await expectAccessible(page);
}

export async function visit(page: Page, testInfo: TestInfo, path: string) {
  const response = await page.goto(path);
  await settled(page, testInfo);
  await expectAccessible(page);
  return response;
}

/** How long teardown waits for one response body to finish before leaving it unscanned. */
const READ_WAIT_MS = 5_000;

export const upstream = {
  url: () => process.env.E2E_UPSTREAM_URL!,
  /** A collection of the reference upstream's state; `where` keeps the rows with those field values. */
  async state<T = unknown>(collection: string, where: Record<string, string> = {}): Promise<T> {
    const query = new URLSearchParams(where).toString();
    const response = await fetch(
      `${process.env.E2E_UPSTREAM_URL}/__test/state/${collection}${query ? `?${query}` : ""}`,
    );
    if (!response.ok) throw new Error(`state ${collection}: ${response.status}`);
    return (await response.json()) as T;
  },
  async post<T = unknown>(path: string, body: unknown = {}): Promise<T> {
    const response = await fetch(`${process.env.E2E_UPSTREAM_URL}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  },
};

/**
 * Every test gets a page whose visited documents are tracked; at the end, any page the test
 * reached without an axe check fails the test. So "axe on every page visited" cannot be forgotten.
 */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  page: async ({ page }, use) => {
    const visited = new Set<string>();
    const scanned = new Set<string>();
    scannedByPage.set(page, scanned);
    // Every document, data and JSON answer the browser gets, and every redirect, is checked for
    // tokens and passwords. (Fingerprinted JS bundles are built before any token exists.)
    const leaks: string[] = [];
    const reads: Promise<void>[] = [];
    page.on("response", (response) => {
      const url = response.url();
      if (url.includes("/assets/") || url.includes("/locales/")) return;
      const location = response.headers()["location"];
      if (location) for (const hit of findSecrets(location)) leaks.push(`${hit} in a redirect from ${url}`);
      for (const hit of findSecrets(url)) leaks.push(`${hit} in the URL ${url}`);
      const type = response.headers()["content-type"] ?? "";
      if (
        !/html|json|javascript|turbo-stream|text\/x-script|plain/.test(type) ||
        type.includes("event-stream")
      )
        return;
      reads.push(
        response
          .text()
          .then((body) => {
            for (const hit of findSecrets(body)) leaks.push(`${hit} in ${url}`);
          })
          .catch(() => undefined),
      );
    });
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith("http")) visited.add(pageKey(frame.url()));
    });
    await use(page);
    // A body the browser never finished (a data request cut off by the navigation that followed
    // it) can leave its read pending for good, and the test would hang in teardown; such a body
    // never reached the page whole. Every finished body is still scanned.
    await Promise.all(
      reads.map((read) => Promise.race([read, new Promise((r) => setTimeout(r, READ_WAIT_MS))])),
    );
    expect(leaks, "tokens or passwords the browser received").toEqual([]);
    const missing = [...visited].filter((key) => !scanned.has(key));
    expect(missing, "pages this test visited without an axe check").toEqual([]);
  },
});
