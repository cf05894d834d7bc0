import type { Page, TestInfo } from "@playwright/test";
import { signInAt, signOut } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream } from "./support/fixtures";

/**
 * What one area refuses, every area refuses (issue 38): a program type a program uses cannot be
 * deleted. The super admin's confirmation says it is used by 1 program and offers no "Yes,
 * delete", so the program keeps its type; once the program changes type, the same delete works.
 * Runs with and without JavaScript (a dialog with it, a page of its own without); every page is
 * checked with axe.
 */

test.describe.configure({ timeout: 120_000 });

const SUPER_ADMIN = "superadmin@demo.test";
const PROGRAM_ADMIN = "orgadmin@demo.test";
const TYPES = "/provider/master-data/program-type";

interface Value {
  id: string;
  name: string;
}
interface ProgramData {
  programs: Array<{ id: string; name: string; typeId: string | null }>;
}

/** Opens the delete confirmation of a program type from its list: a dialog with JS, a page without. */
async function openDelete(page: Page, testInfo: TestInfo, name: string) {
  await signInAt(page, testInfo, SUPER_ADMIN, `${TYPES}?name=${encodeURIComponent(name)}`);
  const label = `Delete ${name}`;
  await page
    .getByRole("button", { name: label })
    .or(page.getByRole("link", { name: label }))
    .click();
  if (isJs(testInfo)) {
    const dialog = page.getByRole("dialog", { name: "Delete this value?" });
    await expect(dialog.getByText(`You are about to delete ${name}`)).toBeVisible();
    await expectAccessible(page);
    return dialog;
  }
  await arrived(page, testInfo, /\/delete\?name=/);
  await expect(page.getByRole("heading", { level: 1, name: "Delete this value?" })).toBeVisible();
  return page.locator("main");
}

test("a program type a program uses is not deleted, and deletes once no program uses it", async ({
  page,
}, testInfo) => {
  const suffix = `${testInfo.project.name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const typeName = `Outreach ${suffix}`;
  const programName = `Street outreach ${suffix}`;

  // The super admin adds the program type.
  await signInAt(page, testInfo, SUPER_ADMIN, `${TYPES}/new`);
  await page.getByLabel("Name").fill(typeName);
  await page.getByRole("button", { name: "Add value" }).click();
  await arrived(page, testInfo, /\/program-type\?name=/, `${typeName} was added.`);
  await signOut(page, testInfo);

  // A program admin makes a program of that type.
  await signInAt(page, testInfo, PROGRAM_ADMIN, "/provider/programs/new");
  await page.getByLabel("Name", { exact: true }).fill(programName);
  await page.getByLabel("Program type").selectOption({ label: typeName });
  await page.getByLabel("Program category").selectOption({ label: "Diabetes" });
  await page.getByRole("button", { name: "Create program" }).click();
  await arrived(page, testInfo, /\/phases$/, "Program created. Add its phases next.");
  const program = (await upstream.state<ProgramData>("programData")).programs.find(
    (p) => p.name === programName,
  )!;
  const [value] = await upstream.state<Value[]>("masterDataValues", { name: typeName });
  expect(program.typeId).toBe(value!.id);
  await signOut(page, testInfo);

  // The super admin's confirmation says why it cannot go, and offers no delete.
  const refused = await openDelete(page, testInfo, typeName);
  await expect(refused.getByText(`${typeName} cannot be deleted: it is used by 1 program.`)).toBeVisible();
  await expect(refused.getByText("It cannot be deleted while other records refer to it.")).toBeVisible();
  await expect(refused.getByRole("button", { name: "Yes, delete" })).toHaveCount(0);
  await expect(refused.getByText("This cannot be undone.")).toHaveCount(0);
  expect(await upstream.state<Value[]>("masterDataValues", { name: typeName })).toHaveLength(1);
  await refused
    .getByRole("button", { name: "Go back" })
    .or(refused.getByRole("link", { name: "Go back" }))
    .click();
  if (isJs(testInfo)) await expect(refused).toHaveCount(0);
  else await arrived(page, testInfo, /\/program-type\?name=/);
  await signOut(page, testInfo);

  // The program still shows its type; its admin moves it to another.
  await signInAt(page, testInfo, PROGRAM_ADMIN, `/provider/programs/${program.id}`);
  const facts = page.locator("dl");
  await expect(facts.getByText(typeName, { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Edit program" }).click();
  await arrived(page, testInfo, /\/edit$/);
  await page.getByLabel("Program type").selectOption({ label: "Chronic care" });
  await page.getByRole("button", { name: "Save program" }).click();
  await arrived(page, testInfo, new RegExp(`/programs/${program.id}$`), "Program saved.");
  await expect(facts.getByText("Chronic care", { exact: true })).toBeVisible();
  await signOut(page, testInfo);

  // Unused now: the same confirmation offers the delete, and it works.
  const offered = await openDelete(page, testInfo, typeName);
  await expect(offered.getByText("This cannot be undone.")).toBeVisible();
  await offered.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, /\/program-type$/, "The entry was deleted.");
  expect(await upstream.state<Value[]>("masterDataValues", { name: typeName })).toEqual([]);
});
