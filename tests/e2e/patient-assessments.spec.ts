import { signInAt } from "./support/auth";
import { arrived, expect, test, upstream } from "./support/fixtures";

/**
 * The record's Assessments tab (issue 16): staff read what a patient answered and ask them to
 * answer again; a second request while the first is open is refused with a message. Runs with and
 * without JavaScript; every page is checked with axe.
 */

test.describe.configure({ timeout: 120_000 });

test("staff read a patient's assessments and ask them to answer one again", async ({ page }, testInfo) => {
  const patient = await upstream.post<{ patientId: string }>("/__test/fixtures/patient", { answered: true });
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/members/${patient.patientId}`);
  await page
    .getByRole("navigation", { name: "Patient record" })
    .getByRole("link", { name: "Assessments", exact: true })
    .click();
  await arrived(page, testInfo, /\/assessments$/);
  const row = page.getByRole("row", { name: /Pre-visit health questionnaire/ });
  await expect(row).toContainText("3");
  await expect(page.getByText("No daily assessments yet.")).toBeVisible();

  await row.getByRole("button", { name: /^Ask to answer again/ }).click();
  await expect(
    page.getByText("Pre-visit health questionnaire: the patient was asked to answer it again."),
  ).toBeVisible();
  await arrived(page, testInfo, /\/assessments$/);
  const tasks = await upstream.state<Array<{ status: string; taskType: string }>>("tasks", {
    patientId: patient.patientId,
    taskType: "ASSESSMENT",
  });
  expect(tasks.map((t) => t.status)).toContain("ACTIVE");

  // Until the patient answers, asking again is refused with a reason.
  await page
    .getByRole("row", { name: /Pre-visit health questionnaire/ })
    .getByRole("button", { name: /^Ask to answer again/ })
    .click();
  await expect(
    page.getByText("Pre-visit health questionnaire: the patient has not answered the last request yet."),
  ).toBeVisible();
  await arrived(page, testInfo, /\/assessments$/);
});
