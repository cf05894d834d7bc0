import { DEMO_PASSWORD } from "./support/auth";
import { expect, expectAccessible, settled, test, upstream, visit } from "./support/fixtures";

/**
 * Sign-in limits that protect without locking out a clinic (issue 37 §3, decision 053), with the
 * app's default limits: twelve staff behind one address sign in at once, while the sixth wrong
 * password for one username is refused with the wait shown. The wrong passwords go to an account
 * made for this test alone, so no other spec's username is ever locked.
 */

/** Twelve staff accounts of README's table. */
const STAFF = [
  "superadmin@demo.test",
  "orgadmin@demo.test",
  "manager@demo.test",
  "coordinator@demo.test",
  "analytics@demo.test",
  "clinicadmin@demo.test",
  "testing@demo.test",
  "scheduler@demo.test",
  "provider@demo.test",
  "orgadmin@harbor.test",
  "manager@harbor.test",
  "coordinator@harbor.test",
];

test("twelve staff sign in from one address within a minute, and the sixth wrong password is refused with the wait", async ({
  page,
}, testInfo) => {
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const started = Date.now();
  let landing = "";
  for (const username of STAFF) {
    // The form's own POST, as support/auth.ts's signInAt sends it, so twelve fit in a minute.
    const response = await page.request.post("/login", {
      form: { intent: "login", username, password: DEMO_PASSWORD },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(response.status(), `sign-in of ${username}`).toBe(303);
    landing = response.headers()["location"]!;
    expect(landing, `${username} lands inside the app`).not.toMatch(/^\/login/);
  }
  expect(Date.now() - started).toBeLessThan(60_000);
  await visit(page, testInfo, landing);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.context().clearCookies();
  const prefix = `limits-${testInfo.project.name}-${Date.now()}`.toLowerCase();
  const { usernames } = await upstream.post<{ usernames: string[] }>("/__test/fixtures/accounts", {
    count: 1,
    prefix,
  });
  const username = usernames[0]!;
  await visit(page, testInfo, "/login");
  const submit = async (password: string) => {
    await page.getByLabel("Username or email").fill(username);
    await page.getByLabel("Password", { exact: true }).fill(password);
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login"),
    );
    await page.getByRole("button", { name: "Sign in" }).click();
    return await answer;
  };

  for (let i = 1; i <= 5; i++) {
    expect((await submit(`Wrong-Password-${i}!`)).status(), `wrong password ${i}`).toBe(401);
    await settled(page, testInfo);
    await expect(page.getByText("INVALID_CREDENTIALS")).toBeVisible();
    if (i === 1) await expectAccessible(page);
  }

  const refused = await submit("Wrong-Password-6!");
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(14 * 60);
  await settled(page, testInfo);
  const summary = page.getByRole("heading", { name: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(page.getByText(/^Too many attempts\. Try again in 1[45] minutes\.$/)).toBeVisible();
  await expect(page.getByLabel("Username or email")).toHaveValue(username);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expectAccessible(page);
});
