import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { test as base, expect } from "@playwright/test";
import { findSecrets } from "../../support/secrets";

export { expect };

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

function pageKey(url: string) {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

const scannedByPage = new WeakMap<Page, Set<string>>();
const helperContexts = new WeakMap<Page, BrowserContext>();
const helperPages = new WeakMap<Page, { page: Page; html: string; url: string }>();

/**
 * axe needs page timers, which never run while JavaScript is disabled. For a page without JS,
 * the DOM is exactly what the server sent, so we scan that same markup (scripts removed) in a
 * JS-enabled helper page served from the same URL: same CSS, same viewport, same contrast.
 */
async function scanWithoutPageScripts(page: Page) {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const url = page.url().split("#")[0]!;
  // One helper page per test page, reused for every scan: each scan only swaps the markup.
  let helper = helperPages.get(page);
  if (!helper) {
    const context = await page
      .context()
      .browser()!
      .newContext({ javaScriptEnabled: true, viewport: page.viewportSize(), locale: "en-US" });
    helperContexts.set(page, context);
    const created = { page: await context.newPage(), html: "", url: "" };
    await created.page.route(/\.js(\?|$)/, (route) => route.abort());
    await created.page.route(
      (target) => target.href === created.url,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: created.html }),
    );
    helperPages.set(page, created);
    helper = created;
  }
  helper.html = html;
  helper.url = url;
  await helper.page.goto(url);
  return await new AxeBuilder({ page: helper.page }).withTags(WCAG_TAGS).analyze();
}

/** Runs axe (WCAG 2.2 AA tags) on the page as it is now; any violation fails the test. */
export async function expectAccessible(page: Page, label?: string) {
  await page.waitForLoadState("domcontentloaded");
  const jsEnabled = await page
    .evaluate(() => document.documentElement.dataset.hydrated === "true")
    .catch(() => false);
  const results = jsEnabled
    ? await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    : await scanWithoutPageScripts(page);
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
  expect(summary, `axe violations on ${label ?? page.url()}`).toEqual([]);
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
export async function arrived(page: Page, testInfo: TestInfo, url?: RegExp, flash?: string) {
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
    await helperContexts.get(page)?.close();
    const missing = [...visited].filter((key) => !scanned.has(key));
    expect(missing, "pages this test visited without an axe check").toEqual([]);
  },
});
