import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, test, upstream } from "./support/fixtures";

/**
 * An organization's locations (issue 40 item 3): the tab lists the seeded ones; a name the
 * upstream refuses is said next to the field with every value kept; a location is added with a
 * type and a US address, its type changed, and it is removed after its confirmation. Each change
 * is checked in the reference upstream's state too. Runs with and without JavaScript; every page
 * is checked with axe.
 */

interface Organization {
  id: string;
  name: string;
}
interface Location {
  id: string;
  name: string;
  locationTypeId: string;
  address: { city: string; zipcode: string };
}

test("an organization admin adds a location, changes its type and removes it", async ({ page }, testInfo) => {
  const [north] = await upstream.state<Organization[]>("organizations", { name: "Demo Health North" });
  const base = `/provider/organizations/${north!.id}`;
  const name = `Somerville pop-up ${testInfo.project.name}-${Date.now().toString(36)}`;
  await signInAt(page, testInfo, "orgadmin@demo.test", base);
  await page
    .getByRole("navigation", { name: "Organization pages" })
    .getByRole("link", { name: "Locations" })
    .click();
  await arrived(page, testInfo, new RegExp(`${base}/locations$`));
  const table = page.getByRole("table", { name: "Locations of Demo Health North" });
  await expect(table.getByRole("row", { name: /Cambridge Community Center/ })).toContainText(
    "Community center",
  );

  const fill = async (locationName: string) => {
    await page.getByLabel("Location name").fill(locationName);
    await page.getByLabel("Location type").selectOption({ label: "School" });
    await page.getByLabel("Street address").fill("167 Holland Street");
    await page.getByLabel("City").fill("Somerville");
    await page.getByLabel("State").selectOption("MA");
    await page.getByLabel("ZIP code").fill("02144");
  };
  // A name the organization already has: the upstream's words under the field, nothing lost.
  await fill("cambridge community center");
  await page.getByRole("button", { name: "Add location" }).click();
  await expect(page.locator("#error-summary")).toBeVisible();
  await expect(page.getByText("A location with this name already exists").last()).toBeVisible();
  await expect(page.getByLabel("Location name")).toHaveValue("cambridge community center");
  await expect(page.getByLabel("ZIP code")).toHaveValue("02144");
  await expect(page.getByLabel("Country")).toHaveValue("United States");
  await expectAccessible(page);

  await page.getByLabel("Location name").fill(name);
  await page.getByRole("button", { name: "Add location" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/locations$`), "Location added.");
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("cell").nth(1)).toHaveText("School");
  await expect(row.getByRole("cell").nth(2)).toHaveText("167 Holland Street, Somerville, MA 02144");
  const [added] = await upstream.state<Location[]>("locations", { name });
  expect(added).toMatchObject({
    locationTypeId: "lt-school",
    address: { city: "Somerville", zipcode: "02144" },
  });

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await arrived(page, testInfo, new RegExp(`${base}/locations/${added!.id}/edit$`));
  await expect(page.getByLabel("Street address")).toHaveValue("167 Holland Street");
  await page.getByLabel("Location type").selectOption({ label: "Mobile unit" });
  await page.getByRole("button", { name: "Save location" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/locations$`), "Location saved.");
  await expect(row.getByRole("cell").nth(1)).toHaveText("Mobile unit");
  expect((await upstream.state<Location[]>("locations", { name }))[0]).toMatchObject({
    locationTypeId: "lt-mobile",
  });

  await page.getByRole("link", { name: `Remove ${name}` }).click();
  await arrived(page, testInfo, new RegExp(`${base}/locations/${added!.id}/delete$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Remove the location ${name}?`);
  await page.getByRole("button", { name: "Yes, remove" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/locations$`), "Location removed.");
  await expect(table).not.toContainText(name);
  expect(await upstream.state<Location[]>("locations", { name })).toEqual([]);
});
