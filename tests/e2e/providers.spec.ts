import type { Page, TestInfo } from "@playwright/test";
import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test } from "./support/fixtures";
import { solidPng } from "./support/png";

/**
 * Providers (issue 19, decision 038): a provider is created with a specialty, a photo and a
 * sign-in account on the create form (its generated password shown once), found
 * in the list by name, and their appointments opened in the calendar; a provider is edited and
 * deleted after the confirmation. Runs with and without JavaScript; every page is checked with axe.
 */

const LIST = "/provider/providers";
const ADMIN = "orgadmin@demo.test";

/** Letters only: a provider's name follows the extended name pattern (no digits). */
const unique = (testInfo: TestInfo, label: string) =>
  `${label} ${testInfo.project.name} ${Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("")}`;

/**
 * Fills and sends the profile form; a missing licence type is refused first, nothing typed lost.
 * With `signIn`, a photo and a sign-in account go with it (chosen after the refusal: a browser
 * never keeps a chosen file across a post).
 */
async function createProvider(page: Page, testInfo: TestInfo, name: string, signIn?: { email: string }) {
  await page.getByRole("link", { name: "Add a provider" }).click();
  await arrived(page, testInfo, /\/providers\/new$/);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Pediatrics").check();
  await page.getByRole("button", { name: "Add provider" }).click();
  await expect(page.getByText("Choose a licence type").first()).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expectAccessible(page);
  await page.getByLabel("Licence type").selectOption("Nurse Practitioner");
  if (signIn) {
    await page
      .getByLabel("Photo (optional)")
      .setInputFiles({ name: "lena.png", mimeType: "image/png", buffer: solidPng(320, 320) });
    await page.getByLabel("This provider signs in").check();
    await page.getByLabel("E-mail for signing in").fill(signIn.email);
    await page.getByRole("button", { name: "Add provider" }).click();
    await arrived(page, testInfo, /\/providers\/[^/]+$/, "Provider added with their photo.");
    return;
  }
  await page.getByRole("button", { name: "Add provider" }).click();
  await arrived(page, testInfo, /\/providers\/[^/]+\/photo$/, "Provider added.");
}

test("a provider is created with a specialty, a photo and a sign-in account, found in the list, and their appointments opened in the calendar", async ({
  page,
}, testInfo) => {
  const name = unique(testInfo, "Dr. Lena Ortiz");
  const email = `${name.split(" ").at(-1)}.${testInfo.project.name}@clinic.test`;
  await signInAt(page, testInfo, ADMIN, LIST);
  await arrived(page, testInfo, /\/provider\/providers$/);
  await createProvider(page, testInfo, name, { email });

  // The generated password, shown once to hand over.
  await expect(page.getByRole("heading", { name: "Sign-in account created" })).toBeVisible();
  await expect(
    page.getByText(`${email} can now sign in with this password.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId("generated-password")).toHaveText(/^\S{16}$/);
  await expect(page.getByRole("img", { name: `Photo of ${name}` })).toHaveJSProperty("naturalWidth", 320);
  await expect(page.getByText("Nurse Practitioner")).toBeVisible();

  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Providers" }).click();
  await arrived(page, testInfo, /\/provider\/providers$/);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /\/provider\/providers\?.*name=/);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "Pediatrics" })).toBeVisible();
  await expect(row.getByRole("img", { name: `Photo of ${name}` })).toHaveJSProperty("naturalWidth", 320);

  await row.getByRole("link", { name }).click();
  await arrived(page, testInfo, /\/providers\/[^/]+$/);
  await page
    .getByRole("navigation", { name: `Pages about ${name}` })
    .getByRole("link", { name: "Appointments", exact: true })
    .click();
  await arrived(page, testInfo, /\/providers\/[^/]+\/appointments$/);
  await expect(page.getByText("No appointments on these days.")).toBeVisible();
  await page.getByRole("link", { name: "Open these days in the calendar" }).click();
  await arrived(page, testInfo, /\/provider\/calendar\?.*performer=/);
  await expect(page.getByRole("heading", { level: 1, name: `Calendar of ${name}` })).toBeVisible();
});

test("a provider's profile is edited, and the provider deleted after the confirmation", async ({
  page,
}, testInfo) => {
  const name = unique(testInfo, "Dr. Omar Haddad");
  const renamed = `${name} Jr.`;
  await signInAt(page, testInfo, ADMIN, LIST);
  await arrived(page, testInfo, /\/provider\/providers$/);
  await createProvider(page, testInfo, name);
  await page.getByRole("link", { name: "Back to the profile" }).click();
  await arrived(page, testInfo, /\/providers\/[^/]+$/);

  await page.getByRole("link", { name: "Edit profile" }).click();
  await arrived(page, testInfo, /\/edit$/);
  await page.getByLabel("NPI (optional)").fill("1234567890");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Enter a valid NPI").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await page.getByLabel("NPI (optional)").fill("1234567893");
  await page.getByLabel("Licence type").selectOption("Registered Nurse");
  await page.getByRole("button", { name: "Save profile" }).click();
  await arrived(page, testInfo, /\/providers\/[^/]+$/, "Profile saved.");
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText("Registered Nurse")).toBeVisible();
  await expect(page.getByText("1234567893")).toBeVisible();

  // The confirmation: a page of its own without JavaScript, a dialog over the profile with it.
  await page.getByRole(isJs(testInfo) ? "button" : "link", { name: "Delete", exact: true }).click();
  if (!isJs(testInfo)) await arrived(page, testInfo, /\/delete$/);
  await expect(page.getByRole("heading", { name: `Delete ${renamed}?` })).toBeVisible();
  if (isJs(testInfo)) {
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
  }
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, /\/provider\/providers$/, "Provider deleted.");
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /\/provider\/providers\?.*name=/);
  await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
});
