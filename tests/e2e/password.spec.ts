import type { TestInfo } from "@playwright/test";
import { signIn, signOut } from "./support/auth";
import { expect, expectAccessible, settled, test, upstream, visit } from "./support/fixtures";

test.describe.configure({ timeout: 120_000 });

async function freshAccount(testInfo: TestInfo, purpose: string) {
  const prefix = `${purpose}-${testInfo.project.name}-${Date.now()}`.toLowerCase();
  const { usernames } = await upstream.post<{ usernames: string[] }>("/__test/fixtures/accounts", {
    count: 1,
    prefix,
  });
  return usernames[0]!;
}

const NEW_PASSWORD = "Brand-New-Passw0rd!";

test("a forgotten password is reset with the emailed code, and the new one signs in", async ({
  page,
}, testInfo) => {
  const username = await freshAccount(testInfo, "reset");
  await visit(page, testInfo, "/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL(/reset-password/);
  await settled(page, testInfo);
  await expectAccessible(page);

  await page.getByLabel("Username, email or phone number").fill("nobody-here@demo.test");
  await page.getByRole("button", { name: "Send code" }).click();
  await settled(page, testInfo);
  // The spec's mapping: a reason containing "not found" reads 404 Not Found.
  await expect(page.getByText("404 Not Found: User not found")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Username, email or phone number").fill(username);
  await page.getByRole("button", { name: "Send code" }).click();
  await settled(page, testInfo);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expectAccessible(page);
  const accounts = await upstream.state<Array<{ username: string; passwordResetCode?: string }>>("accounts");
  const code = accounts.find((a) => a.username === username)!.passwordResetCode!;
  expect(code).toMatch(/^\d{6}$/);

  // A weak password is refused with one message per missing kind of character.
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("New password", { exact: true }).fill("weak");
  await page.getByLabel("Confirm new password").fill("weak");
  await page.getByRole("button", { name: "Save new password" }).click();
  await settled(page, testInfo);
  await expect(page.getByText("Use at least 12 characters").first()).toBeVisible();
  await expect(page.getByText("Include an uppercase letter").first()).toBeVisible();
  await expect(page.getByText("Include a number").first()).toBeVisible();
  await expect(page.getByLabel("Code", { exact: true })).toHaveValue(code);
  await expectAccessible(page);

  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await page.waitForURL(/\/login$/);
  await settled(page, testInfo);
  await expect(
    page.getByText("Your password has been changed. Sign in with your new password."),
  ).toBeVisible();
  await expectAccessible(page);
  await signIn(page, testInfo, username, { password: NEW_PASSWORD, landing: /\/provider$/ });
});

test("a signed-in user changes their password from the account menu", async ({ page }, testInfo) => {
  const username = await freshAccount(testInfo, "change");
  await signIn(page, testInfo, username, { landing: /\/provider$/ });
  await page.locator("summary", { hasText: "Account" }).click();
  await page.getByRole("link", { name: "Change password" }).click();
  await page.waitForURL(/\/account\/password$/);
  await settled(page, testInfo);
  await expectAccessible(page);

  await page.getByLabel("Current password").fill("Not-My-Password-1!");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await settled(page, testInfo);
  await expect(page.locator("#change-password-oldPassword-error")).toContainText(
    "The current password is not correct",
  );
  await expectAccessible(page);

  await page.getByLabel("Current password").fill("Demo-Password-2026!");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await page.waitForURL(/\/provider$/);
  await settled(page, testInfo);
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await expectAccessible(page);
  await signOut(page, testInfo);
  await signIn(page, testInfo, username, { password: NEW_PASSWORD, landing: /\/provider$/ });
});
