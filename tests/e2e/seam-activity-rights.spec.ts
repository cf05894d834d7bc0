import { signInAt } from "./support/auth";
import { expect, isJs, test, upstream } from "./support/fixtures";

/**
 * What an activity feed tells each reader (decision 015's addendum): a scheduler follows what
 * happens to a patient (an assessment answered, a note written) without the score or the note's
 * text, which the record's readers see on the same feed.
 */
test("a scheduler's feed names the answered assessment without its score or the note's words; a coordinator's shows both", async ({
  page,
}, testInfo) => {
  const { ids } = await upstream.post<{ ids: string[] }>("/__test/fixtures/patients", { count: 1 });
  const patientId = ids[0]!;
  const note = `Discussed the results in private (${isJs(testInfo) ? "js" : "nojs"} ${patientId})`;
  await upstream.post("/__test/fixtures/activities", {
    patientId,
    assessmentName: "PHQ-9",
    score: 17,
    note,
  });
  // The organization's feed, newest first: this patient's two activities are on its first page.
  const feed = "/provider/activity";
  const ofPatient = page.locator("main li").filter({ hasText: `Patient ${patientId}` });

  // A scheduler does not open patient records: the organization's feed is where they follow them.
  await signInAt(page, testInfo, "scheduler@demo.test", feed);
  await expect(ofPatient).toHaveCount(2);
  await expect(ofPatient.getByText("PHQ-9", { exact: true })).toBeVisible();
  await expect(ofPatient.filter({ hasText: "PHQ-9" })).not.toContainText("score 17");
  await expect(ofPatient.filter({ hasNotText: "PHQ-9" })).not.toContainText(note);

  await page.context().clearCookies();
  await signInAt(page, testInfo, "coordinator@demo.test", feed);
  await expect(ofPatient.getByText("PHQ-9: score 17")).toBeVisible();
  await expect(ofPatient.getByText(note)).toBeVisible();
});
