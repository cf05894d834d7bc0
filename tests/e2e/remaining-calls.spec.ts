import { signInAt } from "./support/auth";
import { arrived, expect, isJs, test, upstream, visit } from "./support/fixtures";

/**
 * Issue 40 items 9 and 10 end to end, with and without JavaScript, every page checked with axe:
 * an activity opened from the organization's feed leads to the patient's record; an
 * organization's files are listed and a document added; the lanes page keeps the clinic last
 * picked; a patient's nationality chosen from the list shows on their profile and their record.
 */

test.describe.configure({ timeout: 120_000 });

/** A PDF's first bytes: the app checks the type from them, never from the name. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function demoNetworkId() {
  const [organization] = await upstream.state<Array<{ id: string }>>("organizations", {
    name: "Demo Health Network",
  });
  return organization!.id;
}

test("staff open an activity from the feed in the patient's record, and add a file to the organization", async ({
  page,
}, testInfo) => {
  const { ids } = await upstream.post<{ ids: string[] }>("/__test/fixtures/patients", { count: 1 });
  const patientId = ids[0]!;
  const [reportId] = (
    await upstream.post<{ ids: string[] }>("/__test/fixtures/activities", {
      patientId,
      assessmentName: "Daily symptom check",
      score: 3,
    })
  ).ids;

  await signInAt(page, testInfo, "coordinator@demo.test", "/provider/activity");
  const entry = page.locator(`main li[data-activity-id="${reportId}"]`);
  await entry.getByRole("link", { name: "Daily assessment" }).click();
  await arrived(page, testInfo, new RegExp(`/provider/activity/${reportId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Daily assessment");
  await expect(page.getByText("Daily symptom check")).toBeVisible();

  // The summary says what happened; the record shows the score to those who may read it.
  await page.getByRole("link", { name: "Open it in the patient's record" }).click();
  await arrived(page, testInfo, new RegExp(`/provider/members/${patientId}/activity/${reportId}$`));
  await expect(page.getByRole("definition").filter({ hasText: /^3$/ })).toBeVisible();

  const orgId = await demoNetworkId();
  await page.goto("about:blank");
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/organizations/${orgId}/files`);
  await expect(page.getByRole("cell", { name: "business-license-2026.pdf" })).toBeVisible();

  // Not a PDF: refused next to the field, nothing sent.
  await page
    .getByLabel("Document")
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("hello") });
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(page.getByText("Only these file types are accepted").first()).toBeVisible();
  await arrived(page, testInfo);

  const name = `minutes-${isJs(testInfo) ? "js" : "nojs"}-${Date.now()}`;
  await page
    .getByLabel("Document")
    .setInputFiles({ name: `${name}.pdf`, mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Upload file" }).click();
  await arrived(page, testInfo, new RegExp(`/provider/organizations/${orgId}/files$`), "The file was added.");
  await expect(page.getByRole("cell", { name: `${name}.pdf` })).toBeVisible();
});

test("the lanes page keeps the clinic last picked, and a patient's nationality shows on their profile", async ({
  page,
}, testInfo) => {
  const orgId = await demoNetworkId();
  const lanes = `/provider/organizations/${orgId}/lanes`;
  await signInAt(page, testInfo, "orgadmin@demo.test", lanes);
  const picker = page.getByLabel("Clinic", { exact: true });
  await expect(picker).toHaveValue("");
  const clinic = await picker.locator("option").nth(1).getAttribute("value");
  await picker.selectOption(clinic!);
  await page.getByRole("button", { name: "Show lanes" }).click();
  await arrived(page, testInfo, new RegExp(`clinic=${clinic}`));

  // Back another day without a clinic in the address: the one picked last is chosen.
  await visit(page, testInfo, `/provider/organizations/${orgId}`);
  await visit(page, testInfo, lanes);
  await expect(page.getByLabel("Clinic", { exact: true })).toHaveValue(clinic!);
  // The appointments list opens on it too.
  await visit(page, testInfo, "/provider/appointments");
  await expect(page.getByLabel("Clinic", { exact: true })).toHaveValue(clinic!);

  await page.goto("about:blank");
  await page.context().clearCookies();
  await signInAt(page, testInfo, "patient@demo.test", "/curapatient/patient/profile/edit");
  const nationality = page.getByLabel("Nationality");
  await expect(nationality.locator("option").nth(1)).toHaveText("United States");
  await nationality.selectOption({ label: "Mexico" });
  await page.getByRole("button", { name: "Save profile" }).click();
  await arrived(page, testInfo, /\/curapatient\/patient\/profile$/, "Changes saved.");
  await expect(page.getByText("Mexico", { exact: true })).toBeVisible();

  // Staff see it on the patient's record, in the record's words.
  const [patient] = await upstream.state<Array<{ id: string }>>("patients", { email: "patient@demo.test" });
  await page.goto("about:blank");
  await page.context().clearCookies();
  await signInAt(page, testInfo, "coordinator@demo.test", `/provider/members/${patient!.id}`);
  await expect(page.getByText("Mexico", { exact: true })).toBeVisible();
});
