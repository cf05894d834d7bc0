import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, settled, visit } from "./fixtures";

export const DEMO_PASSWORD = "Demo-Password-2026!";

/** Signs in through the real form, checking each page it passes with axe. */
export async function signIn(
  page: Page,
  testInfo: TestInfo,
  username: string,
  options: { password?: string; landing?: RegExp; path?: string } = {},
) {
  await visit(page, testInfo, options.path ?? "/login");
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (options.landing) {
    await page.waitForURL(options.landing);
    await settled(page, testInfo);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
}

/**
 * Signs in without the form and opens `path`: for journeys that are not about signing in (the
 * form itself, its errors and its second factor are sign-in.spec.ts's). The POST is the one the
 * form sends, through the browser context's own request client, so the session cookie lands in
 * the page's cookie jar exactly as after a form submission; skipping the form and the landing page
 * saves two page loads and their axe scans a test, about a sixth of the end-to-end run (measured
 * 2026-11-26, docs/performance.md).
 */
export async function signInAt(
  page: Page,
  testInfo: TestInfo,
  username: string,
  path: string,
  options: { password?: string } = {},
) {
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  // The page of a previous account must be gone before the new session exists: its live-event
  // stream, reconnecting without the cleared cookie, is told "session ended" and sends the page
  // to /login, and that request, carrying the new cookie, could end the new session.
  if (page.url().startsWith("http")) await page.goto("about:blank");
  const response = await page.request.post("/login", {
    form: { intent: "login", username, password: options.password ?? DEMO_PASSWORD, redirectTo: path },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${username}`).toBe(303);
  expect(response.headers()["location"], `sign-in of ${username} lands on ${path}`).toBe(path);
  return await visit(page, testInfo, path);
}

/** Signs out through the account menu's POST form. */
export async function signOut(page: Page, testInfo: TestInfo) {
  await page
    .locator("summary", { hasText: /Account|Cuenta|계정/ })
    .first()
    .click();
  await page.locator('form[action="/logout"] button').click();
  await page.waitForURL(/\/login/);
  await settled(page, testInfo);
  await expectAccessible(page);
}
