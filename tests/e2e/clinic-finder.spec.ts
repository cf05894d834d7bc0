import { arrived, expect, test, visit } from "./support/fixtures";

/**
 * The public clinic finder (issue 40 item 5), with and without JavaScript, every page checked
 * with axe: from sign-in on a phone, a search by ZIP code finds the seeded Boston clinics nearest
 * first with their distance, hours today and next open slot, and "more" is the next page; from
 * registration, a bad ZIP code is said next to the field with what was typed kept.
 */

test.describe.configure({ timeout: 120_000 });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("from sign-in, a ZIP code search finds the nearest clinics, and more follow", async ({
    page,
  }, testInfo) => {
    await visit(page, testInfo, "/login");
    await page.getByRole("link", { name: "Find a clinic near you" }).click();
    await arrived(page, testInfo, /\/find-a-clinic$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a clinic");

    await page.getByLabel("ZIP code").fill("02108");
    await page.getByLabel("Service").selectOption({ label: "COVID-19 Vaccine" });
    await page.getByRole("button", { name: "Search" }).click();
    await arrived(page, testInfo, /zip=02108/);

    const results = page.getByRole("list", { name: "Clinics near 02108" });
    const first = results.getByRole("listitem").first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText("Beacon Hill Health Center");
    await expect(first).toContainText(/Distance\s*0\.\d mi/);
    await expect(first).toContainText("25 Charles Street, Boston, MA 02108");
    await expect(first).toContainText(/Hours today\s*7:00\s?AM to 7:00\s?PM/);
    // The next open slot is a real time, not "None in the next 4 weeks".
    await expect(first.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expect(results.getByRole("listitem")).toHaveCount(5);
    const nearest = await results.getByRole("heading", { level: 3 }).allTextContents();

    await page.getByRole("link", { name: "Show more clinics" }).click();
    await arrived(page, testInfo, /page=1/);
    const further = await page
      .getByRole("list", { name: "Clinics near 02108" })
      .getByRole("heading", { level: 3 })
      .allTextContents();
    expect(further.length).toBeGreaterThan(0);
    expect(further).toContain("Lowell Health Clinic");
    expect(further.filter((name) => nearest.includes(name))).toEqual([]);
    // The search is kept on the next page, ready to change.
    await expect(page.getByLabel("ZIP code")).toHaveValue("02108");
    await expect(page.getByLabel("Service")).toHaveValue("1");
  });
});

test("from registration, a bad ZIP code is said next to the field and kept", async ({ page }, testInfo) => {
  await visit(page, testInfo, "/patient-registration");
  await page.getByRole("link", { name: "Find a clinic near you" }).click();
  await arrived(page, testInfo, /\/find-a-clinic$/);

  await page.getByLabel("ZIP code").fill("21a");
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /zip=21a/);
  const zip = page.getByLabel("ZIP code");
  await expect(zip).toHaveValue("21a");
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  // Next to the field: its description, which screen readers read with it.
  await expect(zip).toHaveAccessibleDescription(/Enter a ZIP code of 5 digits, like 02108/);

  // Five digits the upstream cannot place: its refusal, in our words, under the same field.
  await zip.fill("99999");
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /zip=99999/);
  await expect(page.getByLabel("ZIP code")).toHaveValue("99999");
  await expect(page.getByLabel("ZIP code")).toHaveAccessibleDescription(
    /We could not find this ZIP code\. Check it and try again\./,
  );
  await expect(page.getByRole("list", { name: "Clinics near 99999" })).toHaveCount(0);
});
