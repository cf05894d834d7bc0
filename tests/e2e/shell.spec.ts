import type { Page, TestInfo } from "@playwright/test";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../contract/languages";
import { signIn, signInAt } from "./support/auth";
import { expect, expectAccessible, isJs, settled, test, visit } from "./support/fixtures";

test.describe.configure({ timeout: 120_000 });

const PUBLIC_ROUTES = [
  "/login",
  "/reset-password",
  "/onboard",
  "/curapatient",
  "/patient-registration",
  "/patient-screening",
  "/icons",
  "/change-log",
  "/no-such-page",
];
const STAFF_ROUTES = [
  "/provider",
  // A shorter page than the default 100 rows: the sweep is about the language; the full page is
  // members.spec.ts's.
  "/provider/members?size=25",
  "/provider/care-plans",
  "/provider/assessments",
  "/provider/organizations",
  "/provider/providers",
  "/provider/calendar",
  "/provider/master-data",
  "/provider/activity",
];

async function headingOf(page: Page) {
  return (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
}

const ENGLISH_HEADINGS: Record<string, string> = {
  "/login": "Sign in",
  "/reset-password": "Reset your password",
  "/onboard": "Register your organization",
  "/icons": "Icon catalogue",
  "/change-log": "Change log",
  "/no-such-page": "Page not found",
  "/provider": "Home",
  "/provider/members?size=25": "Members",
  "/provider/organizations": "Organizations",
};

async function checkPage(page: Page, testInfo: TestInfo, code: string, path: string) {
  await visit(page, testInfo, path);
  await checkLanguage(page, code, path);
}

/** The page in view is in the language, with one translated h1 and a title. */
async function checkLanguage(page: Page, code: string, path: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", code);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const heading = await headingOf(page);
  expect(heading.length, path).toBeGreaterThan(0);
  if (code !== "en-US" && ENGLISH_HEADINGS[path])
    expect(heading, `${path} is translated`).not.toBe(ENGLISH_HEADINGS[path]);
  expect(await page.title(), `${path} has a title`).not.toBe("");
}

for (const { code } of LANGUAGES) {
  test.describe(`in ${code}`, () => {
    test.use({ locale: code });
    // The markup that differs without JS (decision 007) does not depend on the language, so the
    // default language is swept in both projects and the other nine (tagged, see
    // playwright.config.ts) in the js project only: the same server markup, one scan fewer.
    const tag = code === DEFAULT_LANGUAGE ? [] : ["@other-language"];

    test(`public routes render in ${code} with no axe violations`, { tag }, async ({ page }, testInfo) => {
      // Several pages, each checked with axe: generous on a busy two-core machine.
      test.setTimeout(120_000);
      for (const path of PUBLIC_ROUTES) await checkPage(page, testInfo, code, path);
    });

    test(`provider routes render in ${code} with no axe violations`, { tag }, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      // The super admin may open every staff page, master data included (decision 015). The form
      // itself is swept with the public routes.
      const [home, ...others] = STAFF_ROUTES;
      await signInAt(page, testInfo, "superadmin@demo.test", home!);
      await checkLanguage(page, code, home!);
      for (const path of others) await checkPage(page, testInfo, code, path);
    });
  });
}

test("the skip link is the first stop and jumps to the main content", async ({ page }, testInfo) => {
  await visit(page, testInfo, "/login");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await skip.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
  await expectAccessible(page);
});

test("sign-out shows its message: a banner without JS, a dismissible toast with JS", async ({
  page,
}, testInfo) => {
  await signIn(page, testInfo, "scheduler@demo.test", { landing: /\/provider$/ });
  await page.locator("summary", { hasText: "Account" }).click();
  await page.locator('form[action="/logout"] button').click();
  await page.waitForURL(/\/login$/);
  await settled(page, testInfo);
  const message = page.getByRole("status").filter({ hasText: "You have been signed out." });
  await expect(message).toBeVisible();
  // The toast leaves by itself after 3 s (spec part 2 §9) unless the pointer rests on it, and the
  // scan may take longer than that on a busy machine.
  if (isJs(testInfo)) await message.getByText("You have been signed out.").hover();
  await expectAccessible(page);
  if (isJs(testInfo)) {
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(message).toHaveCount(0);
  } else {
    // Without JS the banner stays until the next page.
    await visit(page, testInfo, "/login");
    await expect(page.getByText("You have been signed out.")).toHaveCount(0);
  }
});

test("a new build offers a reload with JS; without JS nothing interrupts", async ({ page }, testInfo) => {
  await page.route("**/version.json?t=*", (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify({ hash: "0000dead" }) }),
  );
  await visit(page, testInfo, "/login");
  await page.getByLabel("Username or email").press("a");
  const dialog = page.getByRole("dialog", { name: "Update available" });
  if (isJs(testInfo)) {
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("The application has been updated. Please reload this page.");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "No Thanks" }).click();
    await expect(dialog).toBeHidden();
  } else {
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  }
});

test("navigating moves focus to the new page's heading", async ({ page }, testInfo) => {
  await signIn(page, testInfo, "orgadmin@demo.test", { landing: /\/provider$/ });
  await page.getByRole("link", { name: "Members" }).first().click();
  await page.waitForURL(/\/provider\/members$/);
  await settled(page, testInfo);
  await expectAccessible(page);
  if (isJs(testInfo)) await expect(page.locator("#page-heading")).toBeFocused();
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
});

test("members can be searched and paged by URL", async ({ page }, testInfo) => {
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/members?size=25");
  const count = page.getByTestId("result-count");
  await expect(count).toHaveText(/^Showing 1–25 of \d+$/);
  await page.getByRole("link", { name: "Next" }).click();
  await page.waitForURL(/page=1/);
  await settled(page, testInfo);
  await expect(count).toHaveText(/^Showing 26–\d+ of \d+$/);
  await expectAccessible(page);
  await page.getByLabel("Search by name, email, phone or ID").fill("Rivera");
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/q=Rivera/);
  await settled(page, testInfo);
  await expect(page.getByRole("link", { name: "Pat Rivera" })).toBeVisible();
  await expectAccessible(page);
});

test("a patient opening a staff page gets a clear 403 page", async ({ page }, testInfo) => {
  await signIn(page, testInfo, "patient@demo.test", { landing: /dashboard$/ });
  const response = await visit(page, testInfo, "/provider/members");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "You cannot open this page" })).toBeVisible();
});

test("the page-not-found screen signs the user out", async ({ page }, testInfo) => {
  await signInAt(page, testInfo, "orgadmin@demo.test", "/definitely/not/here");
  await visit(page, testInfo, "/provider");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprovider$/);
});
