import { expect, expectAccessible, isJs, settled, test, visit } from "./support/fixtures";

test("the start page sends people to sign in", async ({ page }, testInfo) => {
  await visit(page, testInfo, "/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByLabel("Username or email")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
  await expect(page).toHaveTitle(/Sign in/);
});

test("an unknown address shows the page-not-found screen with status 404", async ({ page }, testInfo) => {
  const response = await visit(page, testInfo, "/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to sign in" })).toBeVisible();
});

test("the page runs under the enforced CSP without violations", async ({ page }, testInfo) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/login");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  await settled(page, testInfo);
  await expectAccessible(page);
  const scriptNonces = await page
    .locator("script")
    .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
  expect(scriptNonces.length).toBeGreaterThan(0);
  for (const value of scriptNonces) expect(value).toBe(nonce);
  if (isJs(testInfo)) {
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
  expect(violations).toEqual([]);
});
