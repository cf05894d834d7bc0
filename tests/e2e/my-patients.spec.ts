import { signInAt } from "./support/auth";
import { arrived, expect, isJs, test } from "./support/fixtures";

/**
 * "My patients" (issue 16): a provider moves from the organization's members to their own
 * patients and filters them by name through the URL. Runs with and without JavaScript; every page
 * is checked with axe.
 */

test.describe.configure({ timeout: 120_000 });

test("a provider opens their own patients and filters them by name", async ({ page }, testInfo) => {
  await signInAt(page, testInfo, "provider@demo.test", "/provider/members");
  await page.getByRole("link", { name: "My patients" }).click();
  await arrived(page, testInfo, /\/provider\/members\/mine/);
  const rows = page
    .getByRole("table", { name: "My patients" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(rows.first()).toBeVisible();
  // The cell's first line is the name; a record outside the provider's tree says so below it.
  const name = (await rows.first().getByRole("cell").first().innerText()).split("\n")[0]!;
  const lastName = name.trim().split(/\s+/).at(-1)!;

  const filter = page.getByRole("form", { name: "Filter my patients" }).getByLabel("Name", { exact: true });
  await filter.fill(lastName);
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, new RegExp(`q=${lastName}`));
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.getByRole("cell").first()).toContainText(lastName);
});
