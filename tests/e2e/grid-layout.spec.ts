import type { Page, TestInfo } from "@playwright/test";
import { signInAt, signOut } from "./support/auth";
import { expect, expectAccessible, isJs, settled, test, upstream } from "./support/fixtures";

/**
 * Saved grid layouts (spec part 1 §4, issue 13 §3) on the fee-schedule list: hide a column, move
 * one, the table follows; the layout outlives sign-out; reset. Without JS every control is a POST
 * and the list comes back with the Columns control open; with JS the same forms post through a
 * fetcher, the page stays and the focus stays on the button used. The layout lives in the
 * preference cookie, not the upstream: the upstream is only used to make a row of our own.
 */

test.describe.configure({ timeout: 120_000 });

const LIST = "/provider/billing/fee-schedules";
const DEFAULT = ["Name", "Category", "Effective date", "Payer", "Plans", "Entries"];

async function createSchedule(name: string) {
  const login = await fetch(`${upstream.url()}/api/accounts/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "public",
      username: "orgadmin@demo.test",
      password: "Demo-Password-2026!",
    }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const response = await fetch(`${upstream.url()}/api/fee-schedules/create-fee-schedules`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      name,
      category: "COMMERCIAL",
      description: "",
      effectiveDate: "01/01/2027",
      payerId: null,
    }),
  });
  expect(response.ok).toBe(true);
}

/** The header texts as a person reads them (without the sort links' hidden hints). */
async function headers(page: Page) {
  const texts = await page.locator("table thead th").allTextContents();
  return texts.map((text) => text.replace(/\(sort (ascending|descending)\)/, "").trim());
}

/**
 * After a Columns button: without JS the list comes back (same query, the control open, the
 * flash banner); with JS the page stays and a toast says the same. Either way axe checks it.
 */
async function applied(page: Page, testInfo: TestInfo, flash: string, expected: string[]) {
  if (!isJs(testInfo)) await page.waitForURL(/#list-columns$/);
  await expect(page.getByText(flash)).toBeVisible();
  await settled(page, testInfo);
  await expect.poll(() => headers(page)).toEqual(expected);
  await expect(page.locator("details#list-columns")).toHaveAttribute("open", "");
  await expectAccessible(page);
}

test("a list's columns are hidden and moved, kept after sign-out and sign-in, and reset", async ({
  page,
}, testInfo) => {
  const name = `Columns ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;
  await createSchedule(name);
  const query = `?name=${encodeURIComponent(name)}`;
  await signInAt(page, testInfo, "orgadmin@demo.test", `${LIST}${query}`);
  expect(await headers(page)).toEqual(DEFAULT);

  // Hide the payer: untick it and save the layout.
  await page.locator("summary", { hasText: "Columns" }).click();
  const columns = page.locator("details#list-columns");
  await expect(columns.getByRole("checkbox", { name: "Name" })).toBeDisabled();
  await expectAccessible(page);
  await columns.getByRole("checkbox", { name: "Payer" }).uncheck();
  await columns.getByRole("button", { name: "Save layout" }).click();
  const hidden = ["Name", "Category", "Effective date", "Plans", "Entries"];
  await applied(page, testInfo, "Column layout saved. This list shows it next time.", hidden);
  expect(new URL(page.url()).searchParams.get("name")).toBe(name);

  // Move the category down: it saves at once, the rows follow, and with JS the focus stays on
  // the button, though its row was taken out of the document and put back.
  const moveDown = columns.getByRole("button", { name: "Move down Category" });
  await moveDown.click();
  const moved = ["Name", "Effective date", "Category", "Plans", "Entries"];
  await applied(page, testInfo, "Column layout saved. This list shows it next time.", moved);
  if (isJs(testInfo)) await expect(moveDown).toBeFocused();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell")).toHaveCount(5);
  await expect(row.getByRole("cell").nth(0)).toHaveText(name);
  await expect(row.getByRole("cell").nth(2)).toHaveText("Commercial");

  // The sort headers still sort, in the new order.
  await page.getByRole("columnheader", { name: /^Name/ }).getByRole("link").click();
  await page.waitForURL(/sort=name%2Cdesc/);
  await settled(page, testInfo);
  await expectAccessible(page);
  await expect(page.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "descending");
  expect(await headers(page)).toEqual(moved);

  // Signed out and in again, the list opens with the layout.
  await signOut(page, testInfo);
  await signInAt(page, testInfo, "orgadmin@demo.test", `${LIST}${query}`);
  expect(await headers(page)).toEqual(moved);
  await expect(page.getByText("(your saved layout)")).toBeVisible();

  // Reset to default: every column back, in its place.
  await page.locator("summary", { hasText: "Columns" }).click();
  await expectAccessible(page);
  await columns.getByRole("button", { name: "Reset to default" }).click();
  await applied(page, testInfo, "Columns are back to the default layout.", DEFAULT);
  await expect(columns.getByRole("checkbox", { name: "Payer" })).toBeChecked();
  await expect(page.getByText("(your saved layout)")).toHaveCount(0);
});
