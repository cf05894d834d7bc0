import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream, visit } from "./support/fixtures";
import { solidPng } from "./support/png";

/**
 * Programs (issue 19): create a program with two phases and their items and three qualification
 * criteria, reorder the phases and the criteria, add a product and delete it after its
 * confirmation, invite the eligible patients after a confirmation that counts and names them,
 * enroll one and see the program on that patient's record. Runs with and without JavaScript;
 * every page is checked with axe.
 */

test.describe.configure({ timeout: 240_000 });

interface ProgramData {
  programs: Array<{ id: string; name: string }>;
  phases: Array<{ programId: string; name: string; rank: number }>;
  products: Array<{ programId: string; name: string }>;
  criteria: Array<{ programId: string; rank: number; attribute: string }>;
  patients: Array<{ programId: string; patientId: string; status: string }>;
}

test("staff build a program, invite the eligible patients and enroll one", async ({ page }, testInfo) => {
  const name = `Walking club ${testInfo.project.name} ${Date.now()}`;
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/programs");
  await expect(page.getByRole("link", { name: "Diabetes care" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Programs by type" })).toBeVisible();

  await page.getByRole("link", { name: "New program" }).click();
  await arrived(page, testInfo, /\/programs\/new$/);
  await page.getByRole("button", { name: "Create program" }).click();
  await expect(page.locator("#program-name-error")).toContainText("Enter the program's name");
  await arrived(page, testInfo);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Program type").selectOption({ label: "Chronic care" });
  await page.getByLabel("Program category").selectOption({ label: "Diabetes" });
  await page.getByLabel("Status").selectOption({ label: "Active" });
  await page.getByRole("button", { name: "Create program" }).click();
  await arrived(page, testInfo, /\/phases$/, "Program created. Add its phases next.");

  for (const phase of ["Intake", "Follow-up"]) {
    await page.getByLabel("Phase name").fill(phase);
    await page.getByRole("button", { name: "Add phase" }).click();
    await arrived(page, testInfo, /\/phases$/, "Phase added.");
  }
  const addItem = async (phase: string, item: string) => {
    await page.getByLabel("Phase", { exact: true }).selectOption({ label: phase });
    await page.getByLabel("Item", { exact: true }).selectOption({ label: item });
    await page.getByRole("button", { name: "Add item" }).click();
    await arrived(page, testInfo, /\/phases$/, "Item added to the phase.");
  };
  await addItem("Intake", "Sleep and energy check-in");
  await addItem("Follow-up", "Flu Shot");
  await expect(page.getByText("Appointment type: Flu Shot")).toBeVisible();
  await page.getByRole("button", { name: /^Move up\W+Follow-up$/ }).click();
  await arrived(page, testInfo, /\/phases$/, "Phase moved.");
  const ordered = await upstream.state<ProgramData>("programData");
  const created = ordered.programs.find((p) => p.name === name)!;
  expect(
    ordered.phases
      .filter((p) => p.programId === created.id)
      .sort((a, b) => a.rank - b.rank)
      .map((p) => p.name),
  ).toEqual(["Follow-up", "Intake"]);

  await page.getByRole("link", { name: "Products" }).click();
  await arrived(page, testInfo, /\/products$/);
  await page.getByLabel("Product name").fill("Starter pack");
  await page.getByRole("button", { name: "Add product" }).click();
  await arrived(page, testInfo, /\/products$/, "Product added.");
  const deleteProduct = page
    .getByRole("button", { name: /^Delete product\W+Starter pack$/ })
    .or(page.getByRole("link", { name: /^Delete product\W+Starter pack$/ }));
  await deleteProduct.click();
  let confirm = page.locator("main");
  if (isJs(testInfo)) {
    confirm = page.getByRole("dialog", { name: "Delete Starter pack?" });
    await expect(confirm.getByText("The product Starter pack will be deleted.")).toBeVisible();
    await expectAccessible(page);
  } else {
    await arrived(page, testInfo, /\/delete$/);
    await expect(page.getByText("The product Starter pack will be deleted.")).toBeVisible();
  }
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, /\/products$/, "Product Starter pack deleted.");
  expect(
    (await upstream.state<ProgramData>("programData")).products.some((p) => p.programId === created.id),
  ).toBe(false);

  await page.getByRole("link", { name: "Overview" }).click();
  await arrived(page, testInfo, /\/programs\/[^/]+$/);
  await page.getByRole("link", { name: "Change the picture" }).click();
  await arrived(page, testInfo, /\/picture$/);
  await page
    .getByLabel("Picture file")
    .setInputFiles({ name: "walk.png", mimeType: "image/png", buffer: solidPng(120, 120) });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await arrived(page, testInfo, /\/picture$/, "Picture saved.");
  await expect(page.getByRole("img", { name: `The picture of ${name}` })).toBeVisible();

  await page.getByRole("link", { name: "Qualification criteria" }).click();
  await arrived(page, testInfo, /\/criteria$/);
  const addCriterion = async (criterion: string, value: string) => {
    await page.getByLabel("Criterion", { exact: true }).selectOption({ label: criterion });
    await page.getByLabel("Value").fill(value);
    await page.getByRole("button", { name: "Add criterion" }).click();
  };
  await addCriterion("Minimum age", "grown-up");
  await expect(page.locator("#criterion-value-error")).toContainText("Enter an age in whole years");
  await arrived(page, testInfo);
  await addCriterion("Minimum age", "18");
  await arrived(page, testInfo, /\/criteria(#criteria)?$/, "Criterion added.");
  await addCriterion("Maximum age", "100");
  await arrived(page, testInfo, /\/criteria(#criteria)?$/, "Criterion added.");
  await addCriterion("Language", "es-MX");
  await arrived(page, testInfo, /\/criteria(#criteria)?$/, "Criterion added.");
  await page.getByRole("button", { name: /^Move up\W+Language: es-MX$/ }).click();
  await arrived(page, testInfo, /\/criteria(#criteria)?$/, "Criterion moved.");
  const data = await upstream.state<ProgramData>("programData");
  const program = data.programs.find((p) => p.name === name)!;
  const ranked = data.criteria.filter((c) => c.programId === program.id).sort((a, b) => a.rank - b.rank);
  expect(ranked.map((c) => c.attribute)).toEqual(["MIN_AGE", "LANGUAGE", "MAX_AGE"]);

  await page.getByRole("link", { name: "Enrollment" }).click();
  await arrived(page, testInfo, /\/enrollment$/);
  const inviteAll = page.getByRole("button", { name: /^Invite all eligible patients \((\d+)\)$/ });
  const count = Number((await inviteAll.textContent())!.match(/\((\d+)\)/)![1]);
  expect(count).toBeGreaterThan(1);
  await inviteAll.click();
  await arrived(page, testInfo, /\/invite\?/);
  await expect(page.getByText(`Patients to invite to ${name}: ${count}`)).toBeVisible();
  await expect(page.getByTestId("invitees").getByRole("listitem")).toHaveCount(Math.min(count, 50));
  await page.getByRole("button", { name: `Send the invitations (${count})` }).click();
  await arrived(page, testInfo, /\/enrollment$/, `Invitations sent: ${count}.`);

  const enroll = page.getByRole("button", { name: /^Enroll\W+/ }).first();
  const patientName = (await enroll.textContent())!.replace(/^Enroll\W+/, "").trim();
  await enroll.click();
  await arrived(page, testInfo, /\/enrollment$/, "Patient enrolled.");
  const enrolledRow = page.getByRole("region", { name: "Enrolled and invited patients" }).getByRole("row", {
    name: new RegExp(`${patientName}.*Enrolled`),
  });
  await expect(enrolledRow).toBeVisible();
  const members = (await upstream.state<ProgramData>("programData")).patients.filter(
    (p) => p.programId === program.id,
  );
  expect(members).toHaveLength(count);
  const enrolled = members.filter((p) => p.status === "ENROLLED");
  expect(enrolled).toHaveLength(1);

  await visit(page, testInfo, `/provider/members/${enrolled[0]!.patientId}/programs`);
  await expect(page.getByRole("row", { name: new RegExp(`${name}.*Enrolled`) })).toBeVisible();
});
