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
