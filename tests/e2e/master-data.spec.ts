import type { Locator, Page, TestInfo } from "@playwright/test";
import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream } from "./support/fixtures";
import { solidPng } from "./support/png";

/**
 * Master data (issue 21, decision 034): a type's values listed, searched, created, renamed and
 * deleted after a confirmation; a value in use is not offered for deletion, its confirmation saying
 * how many records use it (issue 38); the spec's lower-cased type name (with its space) leads to the type; the read-only devices list is searched; a device model picks its manufacturer; an image is
 * uploaded to the image library and shown as a thumbnail; an insurance provider is found by name. Runs with and without JavaScript; every page is checked with axe.
 */

const BASE = "/provider/master-data";
const ADMIN = "superadmin@demo.test";

interface Value {
  id: string;
  service: string;
  type: string;
  name: string;
  description: string;
  manufacturer: string | null;
}

const unique = (testInfo: TestInfo, label: string) =>
  `${label} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;

const deleteControl = (page: Page, name: string) =>
  page.getByRole("button", { name }).or(page.getByRole("link", { name }));

/** Opens the confirmation: a dialog with JS, its own page without. */
async function confirmDelete(page: Page, testInfo: TestInfo, name: string): Promise<Locator> {
  await deleteControl(page, `Delete ${name}`).click();
  if (isJs(testInfo)) {
    const dialog = page.getByRole("dialog", { name: "Delete this value?" });
    await expect(dialog.getByText(`You are about to delete ${name}`)).toBeVisible();
    await expectAccessible(page);
    return dialog;
  }
  await arrived(page, testInfo, /\/delete\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Delete this value?" })).toBeVisible();
  return page.locator("main");
}

async function search(page: Page, testInfo: TestInfo, text: string) {
  await page.getByLabel("Search by name or description").fill(text);
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(
    page,
    testInfo,
    new RegExp(`\\?name=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`),
  );
}

test("a specialty is created, renamed, found by search and deleted after its confirmation", async ({
  page,
}, testInfo) => {
  const name = unique(testInfo, "Sports medicine");
  const renamed = `${name} and rehab`;
  await signInAt(page, testInfo, ADMIN, BASE);
  await page.getByRole("link", { name: "Specialties" }).click();
  await arrived(page, testInfo, /\/master-data\/specialty$/);
  await expect(
    page.getByRole("table", { name: "Specialties" }).getByRole("cell", { name: "Pediatrics", exact: true }),
  ).toBeVisible();

  await page.getByRole("link", { name: "Add a value" }).click();
  await arrived(page, testInfo, /\/specialty\/new$/);
  // A name is needed: refused here, nothing typed lost.
  await page.getByLabel("Description").fill("Injuries of athletes");
  await page.getByRole("button", { name: "Add value" }).click();
  await expect(page.getByText("Enter a name.").first()).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue("Injuries of athletes");
  await expectAccessible(page);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Add value" }).click();
  await arrived(page, testInfo, /\/specialty\?name=/, `${name} was added.`);
  await expect(page.getByRole("cell", { name: "Injuries of athletes" })).toBeVisible();

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await arrived(page, testInfo, /\/edit\?name=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${name}`);
  await page.getByLabel("Name").fill(renamed);
  await page.getByRole("button", { name: "Save changes" }).click();
  await arrived(page, testInfo, /\/specialty\?name=/, `${renamed} was saved.`);

  await search(page, testInfo, renamed);
  await expect(page.getByRole("cell", { name: renamed, exact: true })).toBeVisible();
  const confirm = await confirmDelete(page, testInfo, renamed);
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, /\/specialty$/, "The entry was deleted.");
  const left = await upstream.state<Value[]>("masterDataValues");
  expect(left.filter((v) => v.name === renamed || v.name === name)).toEqual([]);
});

test("an in-use value is kept with the reason; type names, manufacturers, images and insurers", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, ADMIN, `${BASE}/specialty?name=family`);
  // In use: the confirmation says by how many providers, and offers no delete (issue 38).
  const confirm = await confirmDelete(page, testInfo, "Family medicine");
  await expect(
    confirm.getByText(/^Family medicine cannot be deleted: it is used by \d+ providers?\.$/),
  ).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Yes, delete" })).toHaveCount(0);
  await expect(confirm.getByText("This cannot be undone.")).toHaveCount(0);
  expect(await upstream.state<Value[]>("masterDataValues", { name: "Family medicine" })).toHaveLength(1);

  // The spec names the sub-route by the lower-cased type name, space and all: it leads to the type.
  await page.goto(`${BASE}/device model`);
  await arrived(page, testInfo, /\/master-data\/device-model$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Device models");
  const model = unique(testInfo, "Monitor");
  await page.getByRole("link", { name: "Add a value" }).click();
  await arrived(page, testInfo, /\/device-model\/new$/);
  await page.getByLabel("Name").fill(model);
  await page.getByLabel("Manufacturer").selectOption("Omron");
  await page.getByRole("button", { name: "Add value" }).click();
  await arrived(page, testInfo, /\/device-model\?name=/, `${model} was added.`);
  await expect(page.getByRole("row", { name: new RegExp(model) })).toContainText("Omron");
  expect(await upstream.state<Value[]>("masterDataValues", { name: model })).toEqual([
    expect.objectContaining({ type: "DEVICE_MODEL", manufacturer: "Omron" }),
  ]);

  // The image library: a new value, its image uploaded, its thumbnail in the list.
  const picture = unique(testInfo, "Waiting room");
  await page.goto(`${BASE}/image-library/new`);
  await arrived(page, testInfo, /\/image-library\/new$/);
  await page.getByLabel("Name").fill(picture);
  await page.getByRole("button", { name: "Add value" }).click();
  await arrived(page, testInfo, /\/image-library\?name=/, `${picture} was added.`);
  await page.getByRole("link", { name: `Image ${picture}` }).click();
  await arrived(page, testInfo, /\/image\?name=/);
  await page
    .getByLabel("Image file")
    .setInputFiles({ name: "room.png", mimeType: "image/png", buffer: solidPng(160, 120) });
  await page.getByRole("button", { name: "Upload image" }).click();
  await arrived(page, testInfo, /\/image-library\?name=/, `The image of ${picture} was saved.`);
  await expect(page.getByRole("row", { name: new RegExp(picture) }).locator("img")).toHaveJSProperty(
    "naturalWidth",
    160,
  );

  // Insurance providers are found through the upstream's search.
  await page.goto(`${BASE}/insurance-provider`);
  await arrived(page, testInfo, /\/insurance-provider$/);
  await search(page, testInfo, "medi");
  const rows = page.getByRole("table", { name: "Insurance providers" }).getByRole("row");
  await expect(rows.filter({ hasText: "Medi-Cal" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Aetna" })).toHaveCount(0);

  // The read-only lists are reached from the master-data page, searched in the upstream.
  await page.goto(BASE);
  await arrived(page, testInfo, /\/master-data$/);
  await page.getByRole("link", { name: "Devices" }).click();
  await arrived(page, testInfo, /\/master-data\/devices$/);
  await expect(page.getByRole("link", { name: "Add a value" })).toHaveCount(0);
  await page.getByLabel("Search by name").fill("cuff");
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /\/devices\?name=cuff/);
  const devices = page.getByRole("table", { name: "Devices" }).getByRole("row");
  await expect(devices.filter({ hasText: "BP-2024-0001" })).toHaveCount(1);
  await expect(devices.filter({ hasText: "Glucose meter" })).toHaveCount(0);
});
