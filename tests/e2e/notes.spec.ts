import type { Page, TestInfo } from "@playwright/test";
import { signInAt, signOut } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream } from "./support/fixtures";

/**
 * Provider notes on the patient record (issue 16): a refused note keeps what was typed; a
 * private note is its author's alone; the author changes and deletes their notes (a page without
 * JS, a dialog with it); another provider reads the public ones and filters to their own.
 */

const noteOf = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

async function write(
  page: Page,
  testInfo: TestInfo,
  text: string,
  visibility: "Private: only me" | "Public: the care team",
) {
  await page.getByLabel("Note", { exact: true }).fill(text);
  await page.getByLabel(visibility).check();
  await page.getByRole("button", { name: "Save note" }).click();
  // The new note first: the URL and a previous note's flash may already be there.
  await expect(noteOf(page, text)).toBeVisible();
  await arrived(page, testInfo, /\/notes(#note-.+)?$/, "Note saved.");
}

/** Each project and test writes on its own member, so runs never see each other's notes. */
async function memberFor(testInfo: TestInfo, slot: number) {
  const patients = await upstream.state<Array<{ id: string; familyOf?: string; email?: string }>>("patients");
  const members = patients.filter((p) => !p.familyOf && p.email !== "patient@demo.test");
  return members[10 + slot * 2 + (isJs(testInfo) ? 0 : 1)]!;
}

test("the author writes, changes and deletes notes, and a refused note keeps what was chosen", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const patient = await memberFor(testInfo, 0);
  const tag = isJs(testInfo) ? "js" : "nojs";
  const secret = `Discussed the test results privately (${tag})`;
  const mistaken = `Wrong patient, sorry (${tag})`;

  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/members/${patient.id}`);
  await page.getByRole("link", { name: "Notes" }).click();
  await arrived(page, testInfo, /\/notes$/);
  await expect(page.getByText("No one has written a note on this patient yet.")).toBeVisible();

  // Nothing written: said next to the field, and the chosen visibility is kept.
  await page.getByLabel("Public: the care team").check();
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Write the note before saving it").first()).toBeVisible();
  await expect(page.getByLabel("Public: the care team")).toBeChecked();
  await expectAccessible(page);

  await write(page, testInfo, secret, "Private: only me");
  await expect(noteOf(page, secret).getByText("Private: only me")).toBeVisible();
  await write(page, testInfo, mistaken, "Public: the care team");

  // Change the private note's text.
  await noteOf(page, secret).getByRole("link", { name: /^Edit/ }).click();
  await arrived(page, testInfo, /\/edit$/);
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue(secret);
  await page.getByLabel("Note", { exact: true }).fill(`${secret}, and the next steps`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await arrived(page, testInfo, /\/notes(#note-.+)?$/, "Note changed.");
  await expect(noteOf(page, `${secret}, and the next steps`)).toContainText("edited");

  // Delete the mistaken one after the confirmation: a page without JS, a dialog with it.
  await noteOf(page, mistaken)
    .getByRole(isJs(testInfo) ? "button" : "link", { name: /^Delete/ })
    .click();
  if (isJs(testInfo)) {
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(mistaken)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: /Yes, delete/ }).click();
  } else {
    await arrived(page, testInfo, /\/delete$/);
    await expect(page.getByText("This note will be deleted for everyone on the care team:")).toBeVisible();
    await page.getByRole("button", { name: /Yes, delete/ }).click();
  }
  await arrived(page, testInfo, /\/notes$/, "Note deleted.");
  await expect(page.getByTestId("result-count")).toHaveText("Notes found: 1");
  const kept = await upstream.state<Array<{ text: string }>>("notes", { patientId: patient.id });
  expect(kept.map((n) => n.text)).toEqual([`${secret}, and the next steps`]);
});

test("a private note is its author's alone; another provider reads the public one and filters to their own", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const patient = await memberFor(testInfo, 1);
  const tag = isJs(testInfo) ? "js" : "nojs";
  const secret = `Asked about the co-pay (${tag})`;
  const shared = `Prefers morning appointments (${tag})`;

  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/members/${patient.id}/notes`);
  await write(page, testInfo, secret, "Private: only me");
  await write(page, testInfo, shared, "Public: the care team");
  await signOut(page, testInfo);

  await signInAt(page, testInfo, "coordinator@demo.test", `/provider/members/${patient.id}/notes`);
  await expect(page.getByTestId("result-count")).toHaveText("Notes found: 1");
  await expect(noteOf(page, shared)).toContainText("Oscar Owens");
  await expect(page.getByRole("article")).toHaveCount(1);
  // Someone else's note carries no Edit or Delete.
  await expect(noteOf(page, shared).getByRole("link")).toHaveCount(0);

  await page.getByLabel("Show", { exact: true }).selectOption({ label: "My notes" });
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /creator=me/);
  await expect(page.getByText("No notes match these filters.")).toBeVisible();
});
