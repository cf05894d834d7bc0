import { signInAt } from "./support/auth";
import { arrived, expect, test, upstream, visit } from "./support/fixtures";

/**
 * Issue 38 §1 and §3, the seams of a care plan's status: the statuses a plan offers fit the plan (a
 * plan that tests nothing offers no test's progress or result; the patient area's vaccination and
 * testing plan offers them all), the status reads as words (never "observation value -1"), and a
 * change made on the plan's page is what the record, the share page and the provider's own
 * patients list say, in the words of the members list, with every plan of the patient newest
 * first. Each project makes its own patient and template, so the runs and other specs never meet.
 */

test.describe.configure({ timeout: 180_000 });

interface FixturePatient {
  username: string;
  password: string;
  patientId: string;
}

const TESTING_PLAN = "Vaccination and testing plan";
const WORDS: Record<string, string> = {
  AwaitingTesting: "Awaiting testing",
  AwaitingTestResults: "Awaiting test results",
  TestedPositive: "Tested positive",
  TestedNegative: "Tested negative",
  PatientClosedOut: "Patient closed out",
};

test("a plan that tests nothing offers no test's status, and its status change shows on the record, the share page and My patients", async ({
  page,
}, testInfo) => {
  // A patient with the patient area's testing plan, awaiting test results.
  const patient = await upstream.post<FixturePatient>("/__test/fixtures/patient", {
    results: true,
    education: true,
  });
  const [record] = await upstream.state<Array<{ firstName: string; lastName: string }>>("patients", {
    id: patient.patientId,
  });
  const name = `${record!.firstName} ${record!.lastName}`;
  const template = `Walking ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;

  // A template with nothing to test: its chart counts only the statuses its plans may take.
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/care-plans/new");
  await page.getByLabel("Name", { exact: true }).fill(template);
  await page.getByLabel("Weeks").fill("2");
  await page.getByRole("button", { name: "Create template" }).click();
  await arrived(page, testInfo, /\/care-plans\/(?!new)[^/]+$/, "Template created.");
  const byStatus = page.locator("table", {
    has: page.locator("caption", { hasText: "Patients by care plan status" }),
  });
  await expect(byStatus.locator("tbody th")).toHaveText(["Awaiting testing", "Patient closed out"]);

  await page.getByRole("link", { name: "Assign to a patient" }).click();
  await arrived(page, testInfo, /\/assign/);
  await page.getByLabel("Find a patient by name").fill(record!.lastName);
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /q=/);
  await page.getByLabel(new RegExp(`^${name}`)).check();
  await page.getByRole("button", { name: "Assign plan" }).click();
  await arrived(page, testInfo, /\/care-plans\/[^/]+$/, "The plan was assigned.");
  const planId = new URL(page.url()).pathname.split("/").pop()!;

  // The patient's copy: its status in words, and only the two statuses that fit it.
  await expect(page.getByText("observation value")).toHaveCount(0);
  const status = page.getByLabel("Care plan status");
  await expect(status.locator("option")).toHaveText(["Awaiting testing", "Patient closed out"]);
  await status.selectOption({ label: "Patient closed out" });
  await page.getByRole("button", { name: "Change status" }).click();
  await arrived(page, testInfo, new RegExp(`/care-plans/${planId}$`), "Care plan status changed.");
  expect(
    (await upstream.state<Array<{ carePlanStatus: string }>>("carePlans", { id: planId }))[0]?.carePlanStatus,
  ).toBe("PatientClosedOut");

  // The record: both plans, the new one first, in the same words.
  await visit(page, testInfo, `/provider/members/${patient.patientId}`);
  const plans = page.getByTestId("care-plans").locator(":scope > li");
  await expect(plans.getByRole("heading", { level: 3 })).toHaveText([template, TESTING_PLAN]);
  await expect(plans.nth(0)).toContainText("Patient closed out");
  await expect(plans.nth(1)).toContainText("Awaiting test results");

  // The share page: every plan, newest first, each with its status.
  await visit(page, testInfo, `/provider/members/${patient.patientId}/share`);
  const shared = page.getByTestId("shared-plan");
  await expect(shared.getByRole("heading", { level: 2 })).toHaveText([template, TESTING_PLAN]);
  await expect(shared.nth(0)).toContainText("Patient closed out");
  await expect(shared.nth(1)).toContainText("Awaiting test results");
  expect(await page.getByRole("link", { name: "Email the plan" }).getAttribute("href")).toContain(
    encodeURIComponent(`${template}, ${TESTING_PLAN}`),
  );

  // The testing plan, on the other hand, offers a test's progress and results.
  const [testing] = await upstream.state<Array<{ id: string }>>("carePlans", {
    patientId: patient.patientId,
    name: TESTING_PLAN,
  });
  await visit(page, testInfo, `/provider/care-plans/${testing!.id}`);
  await expect(page.getByLabel("Care plan status").locator("option")).toHaveText(Object.values(WORDS));

  // The provider who owns the new plan: their own patients list the patient with both plans, newest
  // first, in the members list's words (the patient's record is outside the provider's clinic).
  await upstream.post("/__test/fixtures/plan-owner", { planId, owner: "provider@demo.test" });
  await page.context().clearCookies();
  await signInAt(
    page,
    testInfo,
    "provider@demo.test",
    `/provider/members/mine?q=${encodeURIComponent(record!.lastName)}`,
  );
  const row = page.getByRole("table", { name: "My patients" }).getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("listitem")).toHaveText([
    `${template}: ${WORDS.PatientClosedOut}`,
    `${TESTING_PLAN}: ${WORDS.AwaitingTestResults}`,
  ]);
});
