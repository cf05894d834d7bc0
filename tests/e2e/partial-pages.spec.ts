import type { TestInfo } from "@playwright/test";
import { signInAt } from "./support/auth";
import { expect, isJs, test, upstream, visit } from "./support/fixtures";

/**
 * Issue 42, item 3: a page whose secondary panel cannot be read renders the rest with the panel's
 * own "unavailable" note, and its status says the whole page could not be made: 503 with
 * Retry-After when the upstream dropped the call, 502 when it answered with a failure. The next
 * visit, with the upstream well, is whole and 200. With and without JavaScript; axe on each page.
 */

/** A school of this test alone: the injected failures name its id, so no other test meets them. */
async function school(testInfo: TestInfo) {
  const prefix = `pp${isJs(testInfo) ? "js" : "nojs"}${Date.now().toString(36)}`;
  return upstream.post<{ schoolId: string; name: string; username: string }>("/__test/fixtures/school", {
    prefix,
  });
}

test("a panel the upstream fails says so, the rest of the page stands, and the status says it is partial", async ({
  page,
}, testInfo) => {
  const { schoolId, name, username } = await school(testInfo);
  await signInAt(page, testInfo, username, "/provider/profile/picture");

  // The staff home: the connection for the counts is dropped.
  await upstream.post("/__test/faults", { path: `^/organizations/${schoolId}/summary-counts$`, status: 0 });
  const home = await visit(page, testInfo, "/provider");
  expect(home?.status()).toBe(503);
  expect(Number(home?.headers()["retry-after"])).toBeGreaterThan(0);
  const counts = page.getByRole("region", { name: "Your organization and the organizations under it" });
  await expect(
    counts.getByText("These figures cannot be shown right now. Please try again later."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Go to" })).toBeVisible();

  const whole = await visit(page, testInfo, "/provider");
  expect(whole?.status()).toBe(200);
  await expect(counts.getByText("Patients")).toBeVisible();
  await expect(
    counts.getByText("These figures cannot be shown right now. Please try again later."),
  ).toHaveCount(0);

  // The school's overview: the status chart's read answers 500; the school's details stay.
  await upstream.post("/__test/faults", {
    path: `^/organizations/${schoolId}/status-aggregation$`,
    status: 500,
  });
  const overview = await visit(page, testInfo, `/provider/organizations/${schoolId}`);
  expect(overview?.status()).toBe(502);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Approval status of the organization and its branches" }),
  ).toBeVisible();
  await expect(
    page.getByText("These figures cannot be shown right now. Please try again later."),
  ).toHaveCount(1);
  await expect(
    page
      .getByRole("region", { name: "This organization and the organizations under it" })
      .getByText("Patients"),
  ).toBeVisible();
});
