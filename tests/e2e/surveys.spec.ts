import { signInAt, signOut } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream, visit } from "./support/fixtures";
import { solidPng } from "./support/png";

/**
 * Assessments for staff (issue 18): write a survey with three questions and their choices, reorder
 * them, add a picture, preview it, take it as a patient, and see the answer in its statistics and
 * answers; the super admin's network list and a read-only role's overview. Runs with and without
 * JavaScript; every page is checked with axe.
 */

test.describe.configure({ timeout: 240_000 });

interface UpstreamSurvey {
  id: string;
  name: string;
  picture: unknown;
  questions: Array<{ id: string; text: string; choices?: Array<{ text: string }> }>;
}

const surveyNamed = async (name: string) =>
  (await upstream.state<UpstreamSurvey[]>("surveys")).find((s) => s.name === name)!;

test("staff write an assessment, a patient takes it, and its answers show", async ({ page }, testInfo) => {
  const name = `Mood check ${testInfo.project.name} ${Date.now()}`;
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/assessments");
  await expect(page.getByRole("link", { name: "Sleep and energy check-in" })).toBeVisible();

  await page.getByRole("link", { name: "New assessment" }).click();
  await arrived(page, testInfo, /\/assessments\/new$/);
  await page.getByRole("button", { name: "Create assessment" }).click();
  await expect(page.locator("#survey-name-error")).toContainText("Enter a name");
  await arrived(page, testInfo);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill("How patients feel this week.");
  await page.getByRole("button", { name: "Create assessment" }).click();
  await arrived(page, testInfo, /\/edit(#questions)?$/, "Assessment created. Now add its questions.");

  const addQuestion = async (text: string, type: string, choices: string, required = true) => {
    await page.getByRole("link", { name: "Add a question" }).click();
    await arrived(page, testInfo, /\/questions\/new$/);
    await page.getByLabel("Question", { exact: true }).fill(text);
    await page.getByLabel("Type of answer").selectOption({ label: type });
    await page.getByLabel("Choices", { exact: true }).fill(choices);
    if (!required) await page.getByLabel("Patients must answer this question").uncheck();
    await page.getByRole("button", { name: "Add question" }).click();
    await arrived(page, testInfo, /\/edit(#questions)?$/, "Question added.");
  };
  // A choice question without choices is refused, the question kept.
  await page.getByRole("link", { name: "Add a question" }).click();
  await arrived(page, testInfo, /\/questions\/new$/);
  await page.getByLabel("Question", { exact: true }).fill("How is your mood today?");
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.locator("#question-choices-error")).toContainText("Enter at least two choices");
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("How is your mood today?");
  await arrived(page, testInfo);
  await page.getByRole("link", { name: "Cancel" }).click();
  await arrived(page, testInfo, /\/edit(#questions)?$/);
  await addQuestion("How is your mood today?", "One choice", "Good\nLow");
  await addQuestion("Did you sleep well?", "Yes or no", "Yes\nNo");
  await addQuestion("Anything else?", "Text", "", false);

  await page.getByRole("button", { name: /^Move up\W+Anything else\?$/ }).click();
  await arrived(page, testInfo, /\/edit(#questions)?$/, "Order saved.");
  let survey = await surveyNamed(name);
  expect(survey.questions.map((q) => q.text)).toEqual([
    "How is your mood today?",
    "Anything else?",
    "Did you sleep well?",
  ]);

  // A question goes after a confirmation: a page of its own without JavaScript, a dialog with it.
  await page.getByRole(isJs(testInfo) ? "button" : "link", { name: /^Delete\W+Anything else\?$/ }).click();
  if (!isJs(testInfo)) await arrived(page, testInfo, /\/delete$/);
  await expect(page.getByText("Delete the question “Anything else?”?")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, /\/edit(#questions)?$/, "Question deleted.");
  expect((await surveyNamed(name)).questions.map((q) => q.text)).toEqual([
    "How is your mood today?",
    "Did you sleep well?",
  ]);

  await page.getByRole("link", { name: /^Edit\W+How is your mood today\?$/ }).click();
  await arrived(page, testInfo, /\/questions\/[^/]+\/edit$/);
  await page.getByLabel("Choice", { exact: true }).fill("Mixed");
  await page.getByLabel("Score").fill("1");
  await page.getByRole("button", { name: "Add choice" }).click();
  await arrived(page, testInfo, /\/edit(#choices)?$/, "Choice added.");
  await page.getByRole("button", { name: /^Move up\W+Mixed$/ }).click();
  await arrived(page, testInfo, /\/edit(#choices)?$/, "Order saved.");
  survey = await surveyNamed(name);
  expect(survey.questions[0]!.choices!.map((c) => c.text)).toEqual(["Good", "Mixed", "Low"]);

  await visit(page, testInfo, `/provider/assessments/${survey.id}/edit`);
  await page.getByRole("link", { name: "Change the picture" }).click();
  await arrived(page, testInfo, /\/picture$/);
  await page
    .getByLabel("Picture file")
    .setInputFiles({ name: "mood.png", mimeType: "image/png", buffer: solidPng(120, 120) });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await arrived(page, testInfo, /\/picture$/, "Picture saved.");
  expect((await surveyNamed(name)).picture).toBeTruthy();

  await visit(page, testInfo, `/provider/assessments/${survey.id}/preview`);
  await expect(
    page.getByRole("group", { name: /How is your mood today/ }).getByLabel("Mixed", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Send answers" })).toBeDisabled();

  // The patient answers it from their assessment task.
  await signOut(page, testInfo);
  const patient = await upstream.post<{
    username: string;
    password: string;
    patientId: string;
    assessmentTaskId: string;
  }>("/__test/fixtures/patient", { assessment: true, assessmentId: survey.id });
  await signInAt(
    page,
    testInfo,
    patient.username,
    `/curapatient/patient/appointment/assessment/${survey.id}?patientId=${patient.patientId}&taskId=${patient.assessmentTaskId}`,
    { password: patient.password },
  );
  await page
    .getByRole("group", { name: /How is your mood today/ })
    .getByLabel("Mixed", { exact: true })
    .check();
  await page
    .getByRole("group", { name: /Did you sleep well/ })
    .getByLabel("Yes")
    .check();
  await page.getByRole("button", { name: "Send answers" }).click();
  await arrived(page, testInfo, /\/curapatient\/patient\/dashboard$/);
  await signOut(page, testInfo);

  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/assessments/${survey.id}`);
  await expect(page.getByText(/^1 answered from /)).toBeVisible();
  const mood = page.getByRole("img", { name: /How is your mood today/ });
  await expect(mood).toBeVisible();
  await page
    .getByRole("navigation", { name: "Assessment pages" })
    .getByRole("link", { name: "Answers" })
    .click();
  await arrived(page, testInfo, /\/answers$/);
  await expect(page.getByRole("row", { name: /Mixed/ }).getByRole("link")).toHaveAttribute(
    "href",
    `/provider/members/${patient.patientId}`,
  );

  // Staff answer it again on the patient's behalf, from the patient record.
  await visit(page, testInfo, `/provider/members/${patient.patientId}/assessments`);
  await page.getByLabel("Assessment", { exact: true }).selectOption({ label: name });
  await page.getByRole("button", { name: "Open the assessment" }).click();
  await arrived(page, testInfo, /\/assessments\/answer\?survey=/);
  await page.getByRole("button", { name: "Send answers" }).click();
  await expect(page.locator(`#on-behalf-q_${survey.questions[0]!.id}-error`)).toContainText(
    "Answer this question",
  );
  await arrived(page, testInfo);
  await page
    .getByRole("group", { name: /How is your mood today/ })
    .getByLabel("Good", { exact: true })
    .check();
  await page
    .getByRole("group", { name: /Did you sleep well/ })
    .getByLabel("No")
    .check();
  await page.getByRole("button", { name: "Send answers" }).click();
  await arrived(page, testInfo, /\/assessments$/, `${name}: the answers were saved for the patient.`);
  const reports = await upstream.state<Array<{ assessmentId: string }>>("assessmentReports", {
    patientId: patient.patientId,
  });
  expect(reports.filter((r) => r.assessmentId === survey.id)).toHaveLength(2);

  // And ask the patient to answer it again, from the same tab.
  await page.getByRole("button", { name: `Ask to answer again (${name})` }).click();
  await arrived(page, testInfo, /\/assessments$/, `${name}: the patient was asked to answer it again.`);
});

test("a super admin lists the network's assessments; a read-only role reads one but may not edit", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, "superadmin@demo.test", "/provider/assessments?saved=off");
  await expect(page.getByRole("columnheader", { name: "Organization" })).toBeVisible();
  await page.getByLabel("Owner").selectOption({ label: "Hana Admiral" });
  if (testInfo.project.name === "nojs") await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /ownerId=/);
  await expect(page.getByRole("link", { name: "Dockside wellbeing survey" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sleep and energy check-in" })).toHaveCount(0);
  await signOut(page, testInfo);

  const sleep = await surveyNamed("Sleep and energy check-in");
  await signInAt(page, testInfo, "testing@demo.test", `/provider/assessments/${sleep.id}`);
  await expect(page.getByText(/answered from/)).toBeVisible();
  await expect(page.getByRole("img", { name: /Answers by day/ })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Assessment pages" });
  await expect(tabs.getByRole("link", { name: "Edit" })).toHaveCount(0);
  const refused = await page.goto(`/provider/assessments/${sleep.id}/edit`);
  expect(refused?.status()).toBe(403);
  await arrived(page, testInfo);
});
