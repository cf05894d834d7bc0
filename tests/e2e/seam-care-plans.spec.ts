import { signInAt } from "./support/auth";
import { arrived, expect, test, upstream } from "./support/fixtures";

/**
 * Issue 38 §1, a seam between areas: what the care plans area saves, the members area and the
 * patient's home show. Staff assign a new template to a patient who already has a plan; the plan's
 * page names the patient and links to the record; the record lists both plans newest first; the
 * members list's row says the same in the same words; the Activity tab shows the assignment; and
 * the patient, signed in, finds both plans on their home page. Each project makes its own patient
 * (with an account) and its own template, so the two runs and the other specs never meet.
 */

test.describe.configure({ timeout: 180_000 });

interface FixturePatient {
  username: string;
  password: string;
  patientId: string;
}

const OLDER_PLAN = "Vaccination and testing plan";

test("a template assigned to a patient shows on the plan, the record, the members list, the Activity tab and the patient's home", async ({
  page,
}, testInfo) => {
  // A patient with an account and a plan of their own (its education), awaiting test results.
  const patient = await upstream.post<FixturePatient>("/__test/fixtures/patient", {
    results: true,
    education: true,
  });
  const [record] = await upstream.state<Array<{ firstName: string; lastName: string }>>("patients", {
    id: patient.patientId,
  });
  const name = `${record!.firstName} ${record!.lastName}`;
  const template = `Seam ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;

  // Staff make a template and assign it, starting today.
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/care-plans");
  await page.getByRole("link", { name: "New template" }).click();
  await arrived(page, testInfo, /\/care-plans\/new/);
  await page.getByLabel("Name", { exact: true }).fill(template);
  await page.getByLabel("Weeks").fill("2");
  await page.getByRole("button", { name: "Create template" }).click();
  await arrived(page, testInfo, /\/care-plans\/(?!new)[^/]+$/, "Template created.");
  const templateId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("link", { name: "Assign to a patient" }).click();
  await arrived(page, testInfo, /\/assign/);
  await page.getByLabel("Find a patient by name").fill(record!.lastName);
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /q=/);
  await page.getByLabel(new RegExp(`^${name}`)).check();
  await page.getByRole("button", { name: "Assign plan" }).click();
  await arrived(page, testInfo, /\/care-plans\/[^/]+$/, "The plan was assigned.");
  const planId = new URL(page.url()).pathname.split("/").pop()!;
  expect(planId).not.toBe(templateId);
  expect(
    (await upstream.state<Array<{ patientId: string | null }>>("carePlans", { id: planId }))[0]?.patientId,
  ).toBe(patient.patientId);

  // The plan's page names its patient and opens the record.
  const toRecord = page.getByRole("link", { name, exact: true });
  await expect(toRecord).toHaveAttribute("href", `/provider/members/${patient.patientId}`);
  await toRecord.click();
  await arrived(page, testInfo, new RegExp(`/provider/members/${patient.patientId}$`));

  // The record: both plans, the new one first, each with its status in the one wording.
  const plans = page.getByTestId("care-plans").locator(":scope > li");
  await expect(plans.getByRole("heading", { level: 3 })).toHaveText([template, OLDER_PLAN]);
  await expect(plans.nth(0)).toContainText("Awaiting testing");
  await expect(plans.nth(1)).toContainText("Awaiting test results");
  await expect(plans.nth(0).getByRole("link", { name: template })).toHaveAttribute(
    "href",
    `/provider/care-plans/${planId}`,
  );

  // The Activity tab: the assignment, named after the plan, opened in full.
  await page
    .getByRole("navigation", { name: "Patient record" })
    .getByRole("link", { name: "Activity", exact: true })
    .click();
  await arrived(page, testInfo, /\/activity$/);
  const assigned = page.locator("li", { has: page.getByRole("link", { name: "Care plan assigned" }) });
  await expect(assigned).toHaveCount(1);
  await expect(assigned).toContainText(template);
  await assigned.getByRole("link", { name: "Care plan assigned" }).click();
  await arrived(page, testInfo, /\/activity\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 2, name: "Care plan assigned" })).toBeVisible();
  await expect(page.getByText(template)).toBeVisible();

  // The members list's row: the same plans, in the same order and the same words.
  await page.goto(`/provider/members?q=${encodeURIComponent(record!.lastName)}`);
  await arrived(page, testInfo);
  const row = page.getByRole("table", { name: "Members" }).getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("listitem")).toHaveText([
    `${template}: Awaiting testing`,
    `${OLDER_PLAN}: Awaiting test results`,
  ]);

  // The patient's home: both plans, newest first, in the words staff read.
  await page.context().clearCookies();
  await signInAt(page, testInfo, patient.username, "/curapatient/patient/dashboard", {
    password: patient.password,
  });
  const home = page.locator("section", { has: page.getByRole("heading", { name: "Your care plans" }) });
  await expect(home.getByRole("heading", { level: 3 })).toHaveText([template, OLDER_PLAN]);
  await expect(home.locator("strong")).toHaveText(["Awaiting testing", "Awaiting test results"]);
});
