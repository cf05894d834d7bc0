import type { Locator, Page, TestInfo } from "@playwright/test";
import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream, visit } from "./support/fixtures";

/**
 * Payers are edited and deleted (issue 40 item 7), across billing's pages: a payer renamed on its
 * own page is shown by that name on the fee schedule that names it; a payer a fee schedule uses is
 * not deleted and the confirmation says why; a payer nothing uses is deleted after its
 * confirmation and leaves the fee schedule form's payer picker. Runs with and without JavaScript
 * (the confirmation a dialog with it, a page of its own without); every page is checked with axe,
 * and every change is read back from the reference upstream.
 */

test.describe.configure({ timeout: 180_000 });

const BILLING = "/provider/billing";
const ORG_ADMIN = "orgadmin@demo.test";

interface Payer {
  id: string;
  payerName: string;
  payerGroupNumber: string;
}
interface FeeSchedule {
  id: string;
  name: string;
  payerId: string | null;
}

const unique = (testInfo: TestInfo, label: string) =>
  `${label} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;

const payerNamed = async (name: string) =>
  (await upstream.state<Payer[]>("payers")).find((p) => p.payerName === name);

/** A new payer of the organization admin's tree, made on the add form; its page is shown next. */
async function createPayer(page: Page, testInfo: TestInfo, name: string) {
  await visit(page, testInfo, `${BILLING}/payers/new`);
  await page.getByLabel("Payer name").fill(name);
  await page.getByRole("button", { name: "Create payer" }).click();
  await arrived(page, testInfo, /payers\/payer-[a-z0-9]+$/, `Payer ${name} created.`);
  const payer = await payerNamed(name);
  expect(payer).toBeDefined();
  return payer!;
}

/** Opens the payer's delete confirmation from its page: a dialog with JS, a page without. */
async function openDelete(page: Page, testInfo: TestInfo): Promise<Locator> {
  await page
    .getByRole("button", { name: "Delete payer" })
    .or(page.getByRole("link", { name: "Delete payer" }))
    .click();
  if (isJs(testInfo)) {
    const dialog = page.getByRole("dialog", { name: "Delete payer?" });
    await expect(dialog.getByTestId("dependency-summary")).toBeVisible();
    await expectAccessible(page);
    return dialog;
  }
  await arrived(page, testInfo, /\/delete\?payerName=/);
  await expect(page.getByRole("heading", { level: 1, name: "Delete payer?" })).toBeVisible();
  return page.locator("main");
}

const payerOption = (page: Page, name: string) =>
  page.getByLabel("Payer").locator("option", { hasText: name });

test("a renamed payer shows its new name on its fee schedule, which keeps it from being deleted", async ({
  page,
}, testInfo) => {
  const payerName = unique(testInfo, "Payer");
  const scheduleName = unique(testInfo, "Schedule");
  const newName = unique(testInfo, "Renamed payer");
  await signInAt(page, testInfo, ORG_ADMIN, `${BILLING}/payers`);
  const payer = await createPayer(page, testInfo, payerName);

  // A fee schedule names the payer, chosen in its form's payer picker.
  await visit(page, testInfo, `${BILLING}/fee-schedules/new`);
  await page.getByLabel("Name").fill(scheduleName);
  await page.getByLabel("Category").selectOption("MEDICAID");
  await page.getByLabel("Month").fill("01");
  await page.getByLabel("Day").fill("15");
  await page.getByLabel("Year").fill("2027");
  await page.getByLabel("Payer").selectOption({ label: payerName });
  await page.getByRole("button", { name: "Create fee schedule" }).click();
  await arrived(page, testInfo, /fee-schedules\/fs-[a-z0-9]+$/, "Fee schedule created.");
  const schedule = (await upstream.state<FeeSchedule[]>("feeSchedules")).find(
    (f) => f.name === scheduleName,
  )!;
  expect(schedule.payerId).toBe(payer.id);

  // The edit form: another payer's name is refused under the field, with what was typed kept.
  await visit(page, testInfo, `${BILLING}/payers/${payer.id}`);
  await page.getByRole("link", { name: "Edit payer" }).click();
  await arrived(page, testInfo, /\/edit\?payerName=/);
  await expect(page.getByLabel("Payer name")).toHaveValue(payerName);
  await page.getByLabel("Payer name").fill("Blue Harbor Health");
  await page.getByLabel("Group number").fill("G-9");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator("#payer-payerName-error")).toContainText(
    "A payer named Blue Harbor Health already exists",
  );
  await expect(page.getByLabel("Payer name")).toHaveValue("Blue Harbor Health");
  await expect(page.getByLabel("Group number")).toHaveValue("G-9");
  await expectAccessible(page);
  expect((await upstream.state<Payer[]>("payers")).find((p) => p.id === payer.id)?.payerName).toBe(payerName);

  await page.getByLabel("Payer name").fill(newName);
  await page.getByRole("button", { name: "Save changes" }).click();
  await arrived(page, testInfo, new RegExp(`/payers/${payer.id}$`), `Payer ${newName} saved.`);
  await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
  expect((await upstream.state<Payer[]>("payers")).find((p) => p.id === payer.id)).toMatchObject({
    payerName: newName,
    payerGroupNumber: "G-9",
  });

  // The fee schedule's page names the payer by its new name.
  await visit(page, testInfo, `${BILLING}/fee-schedules/${schedule.id}`);
  await expect(page.getByText(newName, { exact: true })).toBeVisible();
  await expect(page.getByText(payerName, { exact: true })).toHaveCount(0);

  // The fee schedule keeps the payer: the confirmation says why and offers no delete.
  await visit(page, testInfo, `${BILLING}/payers/${payer.id}`);
  const refused = await openDelete(page, testInfo);
  await expect(refused.getByText(`Payer ${newName} is used by 1 fee schedule.`)).toBeVisible();
  await expect(refused.getByText("It cannot be deleted while other records refer to it.")).toBeVisible();
  await expect(refused.getByRole("button", { name: "Yes, delete" })).toHaveCount(0);
  expect(await payerNamed(newName)).toBeDefined();
});

test("a payer nothing uses is deleted after its confirmation and leaves the payer picker", async ({
  page,
}, testInfo) => {
  const payerName = unique(testInfo, "Short-lived payer");
  await signInAt(page, testInfo, ORG_ADMIN, `${BILLING}/payers`);
  const payer = await createPayer(page, testInfo, payerName);
  await visit(page, testInfo, `${BILLING}/fee-schedules/new`);
  await expect(payerOption(page, payerName)).toHaveCount(1);

  await visit(page, testInfo, `${BILLING}/payers/${payer.id}`);
  const confirm = await openDelete(page, testInfo);
  await expect(confirm.getByText(`You are about to delete the payer ${payerName}.`)).toBeVisible();
  await expect(confirm.getByText("This cannot be undone.")).toBeVisible();
  // Looking at the confirmation deletes nothing.
  expect(await payerNamed(payerName)).toBeDefined();
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, /\/payers(\?|$)/, "The record was deleted.");
  expect(await payerNamed(payerName)).toBeUndefined();

  await visit(page, testInfo, `${BILLING}/payers?name=${encodeURIComponent(payerName)}`);
  await expect(page.getByText(`No payers match ${payerName}.`)).toBeVisible();
  await visit(page, testInfo, `${BILLING}/fee-schedules/new`);
  await expect(page.getByLabel("Payer")).toBeVisible();
  await expect(payerOption(page, payerName)).toHaveCount(0);
});
