import type { Page, TestInfo } from "@playwright/test";
import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream } from "./support/fixtures";

/**
 * Staff managing patients (issue 16): add a patient to the organization (a refused field keeps
 * what was typed), with a care plan; send them an invitation code; delete one, and purge another.
 * Runs with and without JavaScript; every page is checked with axe.
 */

// Seven and five checked pages: about 40 s alone with JS, more without and beside another worker.
test.describe.configure({ timeout: 120_000 });

/** Letters only (the name rule), different per project and per run, so runs never meet. */
function uniqueLastName(testInfo: TestInfo, kind: string) {
  const letters = Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)]!);
  return `${kind}${isJs(testInfo) ? "Js" : "Nojs"}${letters}`;
}

/** The form as the members list's "Add a patient" link opens it (members.spec.ts follows the link). */
async function openAddForm(page: Page, testInfo: TestInfo) {
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/members/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add a patient to Demo Health Network");
}

async function fillPerson(page: Page, firstName: string, lastName: string) {
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Gender").selectOption({ label: "Female" });
  await page.getByLabel("Month").fill("3");
  await page.getByLabel("Day").fill("9");
  await page.getByLabel("Year").fill("1979");
}

/** Confirms a change of the Manage section: a page of its own without JS, a dialog with it. */
async function confirm(page: Page, testInfo: TestInfo, control: string, question: RegExp, button: string) {
  await page.getByRole(isJs(testInfo) ? "button" : "link", { name: control }).click();
  if (isJs(testInfo)) {
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(question)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: button }).click();
  } else {
    await arrived(page, testInfo, /\/(delete|purge|remove)/);
    await expect(page.getByText(question)).toBeVisible();
    await page.getByRole("button", { name: button }).click();
  }
}

test("staff add a patient with a care plan, send an invitation code, and delete the patient", async ({
  page,
}, testInfo) => {
  const lastName = uniqueLastName(testInfo, "Added");
  await openAddForm(page, testInfo);

  // A refused form keeps everything typed, with the message next to the field.
  await fillPerson(page, "Ana", "");
  await page.getByLabel("Email (optional)").fill(`ana.${lastName.toLowerCase()}@example.test`);
  const plan = page.getByLabel("Care plan (optional)");
  const planName = (await plan.locator("option").nth(1).textContent())!.trim();
  await plan.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Add patient" }).click();
  await expect(page.getByText("Enter the last name").first()).toBeVisible();
  await arrived(page, testInfo);
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  await expect(plan).toHaveValue(/.+/);

  await page.getByLabel("Last name").fill(lastName);
  await page.getByRole("button", { name: "Add patient" }).click();
  await arrived(page, testInfo, /\/provider\/members\/pat-[^/]+$/, `Ana ${lastName} was added.`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Ana ${lastName}`);
  await expect(page.getByRole("link", { name: planName })).toBeVisible();
  const patientUrl = page.url();
  const [added] = await upstream.state<Array<{ id: string; organizations: string[] }>>("patients", {
    lastName,
  });
  expect(added!.organizations).toHaveLength(1);

  // The invitation goes to the e-mail given, for the organization.
  await page.getByRole("button", { name: /^Send invitation code/ }).click();
  // The flash first (it is a new page's), then the page is checked.
  await expect(page.getByText(/Invitation code [A-Z2-9]{8} was sent to ana\./)).toBeVisible();
  await arrived(page, testInfo);

  await confirm(page, testInfo, "Delete patient", /will be deleted\./, "Yes, delete the patient");
  await arrived(page, testInfo, /\/provider\/members$/, `Ana ${lastName} was deleted.`);
  const response = await page.goto(patientUrl);
  expect(response?.status()).toBe(404);
  await arrived(page, testInfo);
});

test("an organization admin purges a patient after reading what is erased", async ({ page }, testInfo) => {
  const lastName = uniqueLastName(testInfo, "Purged");
  await openAddForm(page, testInfo);
  await fillPerson(page, "Ben", lastName);
  await page.getByRole("button", { name: "Add patient" }).click();
  await arrived(page, testInfo, /\/provider\/members\/pat-[^/]+$/, `Ben ${lastName} was added.`);
  // The patient's only organization cannot be left: no Remove, only delete and purge.
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Remove/ })).toHaveCount(0);

  await confirm(page, testInfo, "Purge patient", /will be erased\./, "Yes, erase everything");
  await arrived(page, testInfo, /\/provider\/members$/, `Ben ${lastName} and everything recorded about them`);
  expect(await upstream.state<unknown[]>("patients", { lastName })).toEqual([]);
});
