import { signIn, signOut, DEMO_PASSWORD } from "./support/auth";
import { expect, expectAccessible, settled, test, upstream, visit } from "./support/fixtures";

const STAFF = [
  "superadmin@demo.test",
  "orgadmin@demo.test",
  "manager@demo.test",
  "coordinator@demo.test",
  "clinicadmin@demo.test",
  "testing@demo.test",
  "scheduler@demo.test",
  "provider@demo.test",
];

for (const username of STAFF) {
  test(`${username} signs in and lands in the provider area`, async ({ page }, testInfo) => {
    await signIn(page, testInfo, username, { landing: /\/provider$/ });
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Provider area" })).toBeAttached();
  });
}

test("the patient signs in and lands on the patient dashboard", async ({ page }, testInfo) => {
  await signIn(page, testInfo, "patient@demo.test", { landing: /\/curapatient\/patient\/dashboard$/ });
  await expect(page.getByRole("navigation", { name: "Patient area" })).toBeVisible();
});

test("the MFA account signs in with its SMS code, keeping the username", async ({ page }, testInfo) => {
  await signIn(page, testInfo, "mfa@demo.test");
  await expect(page.getByRole("heading", { level: 1, name: "Enter your verification code" })).toBeVisible();
  await expect(page.getByText("Signing in as mfa@demo.test.")).toBeVisible();
  await expectAccessible(page);
  // The password is not in the page while it waits for the code.
  expect(await page.content()).not.toContain(DEMO_PASSWORD);

  await page.getByLabel("Verification code").fill("999999");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Login Attempt Error" })).toBeVisible();
  await expect(page.getByText("INVALID_SMS_CODE")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Verification code").fill("123456");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await page.waitForURL(/\/provider$/);
  await settled(page, testInfo);
  await expectAccessible(page);
});

test("a wrong password shows the backend's code and message and keeps the username", async ({
  page,
}, testInfo) => {
  await signIn(page, testInfo, "orgadmin@demo.test", { password: "Not-The-Password-1!" });
  await expect(page.getByRole("heading", { name: "Login Attempt Error" })).toBeVisible();
  await expect(page.getByText("INVALID_CREDENTIALS")).toBeVisible();
  await expect(page.getByText("Bad credentials")).toBeVisible();
  await expect(page.getByLabel("Username or email")).toHaveValue("orgadmin@demo.test");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expectAccessible(page);
});

test("empty fields get messages next to them and in the summary", async ({ page }, testInfo) => {
  await visit(page, testInfo, "/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(page.locator("#login-username-error")).toContainText("Enter your username or email address");
  await expect(page.locator("#login-password-error")).toContainText("Enter your password");
  await expect(page.getByLabel("Username or email")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
});

test("the session survives an access-token expiry without the user noticing", async ({ page }, testInfo) => {
  await signIn(page, testInfo, "coordinator@demo.test", { landing: /\/provider$/ });
  const before = await upstream.state<{ refresh: Record<string, unknown> }>("tokens");
  await upstream.post("/__test/expire-access-tokens", { username: "coordinator@demo.test" });
  await visit(page, testInfo, "/provider");
  await expect(page).toHaveURL(/\/provider$/);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByText("Patients", { exact: true })).toBeVisible();
  const after = await upstream.state<{ refresh: Record<string, unknown> }>("tokens");
  // The refresh token was rotated: the old one is gone, a new one exists.
  expect(Object.keys(after.refresh).filter((t) => !(t in before.refresh)).length).toBeGreaterThanOrEqual(1);
});

test("signing out keeps the chosen language", async ({ page }, testInfo) => {
  await signIn(page, testInfo, "manager@demo.test", { landing: /\/provider$/ });
  await page.locator("summary", { hasText: "English" }).click();
  await page.getByLabel("Español").check();
  await page.getByRole("button", { name: "Change language" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  await settled(page, testInfo);
  await expectAccessible(page);
  await signOut(page, testInfo);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Sign in");
});

test("no cookie the app sets holds a token or readable JSON", async ({ page, context }, testInfo) => {
  await signIn(page, testInfo, "orgadmin@demo.test", { landing: /\/provider$/ });
  const tokens = await upstream.state<{ access: Record<string, unknown>; refresh: Record<string, unknown> }>(
    "tokens",
  );
  const secrets = [...Object.keys(tokens.access), ...Object.keys(tokens.refresh)];
  const cookies = await context.cookies();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) {
    if (cookie.name === "tz") continue; // set by the page's own script: the time-zone name
    expect(cookie.httpOnly, cookie.name).toBe(true);
    expect(cookie.sameSite, cookie.name).toBe("Lax");
    for (const secret of secrets) expect(cookie.value).not.toContain(secret);
    // Sealed: the version and base64url, nothing readable. (Looking for the tokens' "at_" and
    // "rt_" prefixes in the sealed text failed about one run in a hundred and thirty: base64url
    // spells them by chance. The tokens themselves are looked for above.)
    expect(cookie.value, cookie.name).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    const decoded = Buffer.from(cookie.value.replace(/^v1\./, ""), "base64url").toString("latin1");
    expect(decoded).not.toMatch(/accessToken|refreshToken|accountId/);
    expect(() => JSON.parse(decoded)).toThrow();
  }
});
