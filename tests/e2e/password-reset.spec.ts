import { signIn, signInAt, signOut } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream, visit } from "./support/fixtures";

/**
 * Issue 40 item 6, across areas: an organization admin resets a coordinator's password from the
 * organization's staff tab (a refused weak password first), the reset is in the tree's audit,
 * and the coordinator then signs in with the new password. A higher privilege is offered no reset,
 * and its reset page answers the refusal page. Both projects; every page checked with axe.
 */

test.describe.configure({ timeout: 120_000 });

interface AccountRow {
  accountId: string;
  username: string;
  organizationId: string;
  passwordHash: string;
}

const NEW_PASSWORD = "Harbor-Lights-Reset-2042!";

test("an admin resets a coordinator's password, who then signs in with it; a higher privilege has no reset", async ({
  page,
}, testInfo) => {
  // A coordinator of its own (a copy of coordinator@demo.test), so no other test's sign-in breaks.
  const prefix = `pwreset-${isJs(testInfo) ? "js" : "nojs"}-${Date.now().toString(36)}`;
  const { usernames } = await upstream.post<{ usernames: string[] }>("/__test/fixtures/accounts", {
    count: 1,
    prefix,
  });
  const username = usernames[0]!;
  const [coordinator] = await upstream.state<AccountRow[]>("accounts", { username });
  const [superAdmin] = await upstream.state<AccountRow[]>("accounts", { username: "superadmin@demo.test" });
  const staffPath = `/provider/organizations/${coordinator!.organizationId}/staff`;

  await signInAt(page, testInfo, "orgadmin@demo.test", staffPath);
  const row = page.getByRole("row").filter({ hasText: username });
  const resetLink = row.getByRole("link", { name: "Reset password for Carlos Cruz" });
  await expect(resetLink).toBeVisible();
  // Neither one's own account nor the super admin's is offered a reset.
  await expect(page.getByRole("row").filter({ hasText: "superadmin@demo.test" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reset password for Sofia Admin" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Reset password for Oscar Owens" })).toHaveCount(0);

  await resetLink.click();
  await arrived(page, testInfo, /\/staff\/acct-[^/]+\/password$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset the password of Carlos Cruz");
  await expect(page.getByText(username)).toBeVisible();

  // A weak password: the rules next to the field, the confirmation kept, nothing reset.
  await page.getByLabel("New password", { exact: true }).fill("weak");
  await page.getByLabel("Confirm new password").fill("weak");
  await page.getByLabel("I am setting a new password for Carlos Cruz").check();
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Use at least 12 characters").first()).toBeVisible();
  await arrived(page, testInfo);
  await expect(page.getByLabel("I am setting a new password for Carlos Cruz")).toBeChecked();
  const [unchanged] = await upstream.state<AccountRow[]>("accounts", { username });
  expect(unchanged!.passwordHash).toBe(coordinator!.passwordHash);

  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset password" }).click();
  await arrived(page, testInfo, new RegExp(`${staffPath}$`), "The password of Carlos Cruz has been reset.");
  const [changed] = await upstream.state<AccountRow[]>("accounts", { username });
  expect(changed!.passwordHash).not.toBe(coordinator!.passwordHash);
  const audit = await upstream.state<Array<{ actorName: string; accountName: string }>>("passwordResets", {
    accountId: coordinator!.accountId,
  });
  expect(audit).toEqual([expect.objectContaining({ actorName: "Oscar Owens", accountName: "Carlos Cruz" })]);
  const resets = page.getByRole("table", { name: "Password resets by administrators, newest first" });
  await expect(resets.getByRole("row").filter({ hasText: "Oscar Owens" }).first()).toContainText(
    "Carlos Cruz",
  );

  // The super admin's reset page, asked for by its address, is the refusal page.
  await visit(page, testInfo, `${staffPath}/${superAdmin!.accountId}/password`);
  await expect(
    page.getByText("You may only reset the password of an account with a lower privilege"),
  ).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);

  // The coordinator signs in with the new password.
  await visit(page, testInfo, staffPath);
  await signOut(page, testInfo);
  await signIn(page, testInfo, username, { password: NEW_PASSWORD, landing: /\/provider/ });
  await expectAccessible(page);
});
