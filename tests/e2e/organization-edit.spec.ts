import type { Page, TestInfo } from "@playwright/test";
import { signInAt } from "./support/auth";
import { arrived, expect, test, upstream, visit } from "./support/fixtures";
import { solidPng } from "./support/png";

/**
 * Organization edits (issue 15, decision 030): a branch under a seeded organization, a clinic
 * under it placed by the address search (a miss, then a hit) with a time zone, edited, its
 * approval status changed (one transition refused), then deleted; and a delete refused with the
 * reason. Runs with and without JavaScript; every page is checked with axe.
 */

interface Organization {
  id: string;
  name: string;
}

const unique = (testInfo: TestInfo, label: string) =>
  `${label} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;

async function fillOrganization(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
}

/** The id in /provider/organizations/<id> once a create has landed there. */
const idIn = (url: string) => new URL(url).pathname.split("/")[3]!;

test("an administrator creates a branch and a clinic found by its address, edits it, changes its approval and deletes it", async ({
  page,
}, testInfo) => {
  const [north] = await upstream.state<Organization[]>("organizations", { name: "Demo Health North" });
  // A branch under the seeded organization.
  const branchName = unique(testInfo, "Elm Branch");
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/organizations/new?parent=${north!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "New organization under Demo Health North",
  );
  await fillOrganization(page, {
    Name: branchName,
    "Employer ID": "04-1234567",
    "Business licence number": "BL-2026-17",
    "Street address": "75 Elm Street",
    City: "Somerville",
    "ZIP code": "02144",
  });
  await page.getByLabel("Type").selectOption("FACILITY");
  await page.getByRole("button", { name: "Create organization" }).click();
  await arrived(page, testInfo, /\/provider\/organizations\/org-[^/]+$/, "Organization created");
  const branchId = idIn(page.url());

  // Its picture: uploaded, then shown on its page (streamed through the app, never the upstream).
  await visit(page, testInfo, `/provider/organizations/${branchId}/picture`);
  await page.getByLabel("Picture file").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: solidPng(160, 160),
  });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await arrived(page, testInfo, /\/picture$/, "Picture saved");
  await expect(page.getByRole("img", { name: `The current picture of ${branchName}` })).toHaveJSProperty(
    "naturalWidth",
    160,
  );
  await visit(page, testInfo, `/provider/organizations/${branchId}`);
  const picture = page.getByRole("img", { name: `Picture of ${branchName}` });
  await expect(picture).toHaveJSProperty("naturalWidth", 160);
  await expect(picture).toHaveAttribute(
    "src",
    new RegExp(`^/provider/organizations/${branchId}/picture/image\\?v=\\d+$`),
  );

  // A clinic under the branch: the address search misses, then finds the place.
  const clinicName = unique(testInfo, "Pier Clinic");
  await visit(page, testInfo, `/provider/organizations/new?parent=${branchId}&type=CLINIC`);
  const zones = await page.getByLabel("Time zone", { exact: true }).locator("option").allTextContents();
  expect(zones.slice(1, 5).map((z) => z.split(" — ")[1])).toEqual([
    "New York",
    "Chicago",
    "Phoenix",
    "Los Angeles",
  ]);
  await fillOrganization(page, {
    Name: clinicName,
    "Employer ID": "04-7654321",
    "Business licence number": "BL-2026-18",
    "Street address": "1 Nowhere Plaza",
    City: "Atlantis",
    "ZIP code": "02999",
  });
  await page.getByRole("button", { name: "Search address" }).click();
  await expect(
    page.getByText("Could not find location. Make sure your search is spelled correctly.").first(),
  ).toBeVisible();
  await arrived(page, testInfo);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(clinicName);
  await fillOrganization(page, { "Street address": "12 River Street", City: "Boston", "ZIP code": "02114" });
  await page.getByRole("button", { name: "Search address" }).click();
  await expect(page.getByText("Found: 12 River Street, Boston, MA 02114, United States")).toBeVisible();
  await arrived(page, testInfo);
  await expect(page.getByText("Latitude 42.36010, longitude -71.05890")).toBeVisible();
  await expect(page.getByRole("link", { name: /Open in a map/ })).toHaveAttribute(
    "href",
    /openstreetmap\.org\/\?mlat=42\.36010/,
  );
  await expect(page.getByLabel("Employer ID")).toHaveValue("04-7654321");
  await page.getByLabel("Time zone", { exact: true }).selectOption("America/Chicago");
  await page.getByLabel("Inventory").selectOption("Flu");
  await page.getByRole("button", { name: "Create organization" }).click();
  await arrived(page, testInfo, /\/provider\/organizations\/org-[^/]+$/, "Organization created");
  const clinicId = idIn(page.url());
  const [saved] = await upstream.state<Array<Organization & Record<string, unknown>>>("organizations", {
    id: clinicId,
  });
  expect(saved).toMatchObject({
    type: "CLINIC",
    parentOrganizationId: branchId,
    timeZone: "America/Chicago",
    inventoryType: "Flu",
    address: { city: "Boston", gpsLatitude: 42.3601, gpsLongitude: -71.0589 },
  });

  // Edit it: the values come back, and the change is saved.
  await visit(page, testInfo, `/provider/organizations/${clinicId}/edit`);
  await expect(page.getByLabel("Street address")).toHaveValue("12 River Street");
  await fillOrganization(page, { Name: `${clinicName} East` });
  await page.getByRole("button", { name: "Save changes" }).click();
  await arrived(page, testInfo, new RegExp(`/provider/organizations/${clinicId}$`), "Changes saved.");

  // Approval: Pending cannot go straight to Onboard; Confirmed is allowed.
  await visit(page, testInfo, `/provider/organizations/${clinicId}/approval`);
  await expect(page.getByText("It can change to: Confirmed, Denied.")).toBeVisible();
  await page.getByLabel("New status").selectOption("ONBOARD");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("The status cannot change from Pending to Onboard.").first()).toBeVisible();
  await arrived(page, testInfo);
  await page.getByLabel("New status").selectOption("CONFIRMED");
  await page.getByRole("button", { name: "Change status" }).click();
  await arrived(page, testInfo, /\/approval$/, "Approval status changed");
  await expect(page.getByRole("table", { name: "Approval status changes, newest first" })).toContainText(
    "Confirmed",
  );

  // Nothing holds on to the new clinic: it can be deleted, and the branch's page follows.
  await visit(page, testInfo, `/provider/organizations/${clinicId}/delete`);
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, new RegExp(`/provider/organizations/${branchId}$`), "Organization deleted");
});

test("the dashboard filters by type, refuses deleting an organization that still has clinics, and lists the organizations viewed", async ({
  page,
}, testInfo) => {
  const [south] = await upstream.state<Organization[]>("organizations", { name: "Demo Health South" });
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/organizations");
  await page.getByLabel("Type", { exact: true }).selectOption("FACILITY");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await arrived(page, testInfo, /\?type=FACILITY/);
  const table = page.getByRole("table", { name: /^Organizations: \d+ of \d+$/ });
  await expect(table.getByRole("row", { name: /Demo Health South/ })).toContainText("Facility");
  await expect(table.getByRole("link", { name: "Demo Health Network" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Organizations by display status" })).toBeVisible();
  await visit(page, testInfo, `/provider/organizations/${south!.id}/delete`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete Demo Health South?");
  await expect(page.getByText("Demo Health South cannot be deleted yet:")).toBeVisible();
  await expect(page.getByText("Clinics under it: 2")).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, delete" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go back" }).click();
  await arrived(page, testInfo, new RegExp(`/provider/organizations/${south!.id}$`));

  // The overviews seen are remembered per parent on the dashboard, long names cut at 20 characters.
  const [riverside] = await upstream.state<Organization[]>("organizations", {
    name: "Riverside Community Clinic",
  });
  await visit(page, testInfo, `/provider/organizations/${riverside!.id}`);
  await visit(page, testInfo, "/provider/organizations");
  const recent = page.getByRole("region", { name: "Recently viewed" });
  await expect(recent.getByRole("heading", { name: "Under Demo Health Network" })).toBeVisible();
  await expect(recent.getByRole("link", { name: "Demo Health South" })).toHaveAttribute(
    "href",
    `/provider/organizations/${south!.id}`,
  );
  await expect(recent.getByRole("link", { name: "Riverside Community…" })).toHaveAttribute(
    "href",
    `/provider/organizations/${riverside!.id}`,
  );
});
