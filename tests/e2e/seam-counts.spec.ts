import { signInAt } from "./support/auth";
import { expect, test, upstream, visit } from "./support/fixtures";

/**
 * One count, one source (issue 38): Pacific's patients read 4,005 in Members, 5,008 on the
 * overview and "5K" on the home page. Now each screen counts the member list's patients of the
 * organization and everything under it, in full with the language's grouping, and says what it
 * counts; the super admin's program figures count what the network's program list lists. Runs
 * with and without JavaScript; every page is checked with axe. Reads only: Pacific is nobody's to change.
 */

interface Organization {
  id: string;
  name: string;
}

const GROUPED = /^\d{1,3}(,\d{3})+$/;

test("home, overview and members give Pacific's patients as one number, each saying what it counts", async ({
  page,
}, testInfo) => {
  const [pacific] = await upstream.state<Organization[]>("organizations", { name: "Pacific Coast Health" });
  await signInAt(page, testInfo, "admin@pacific.test", "/provider");
  const home = page.getByRole("region", { name: "Your organization and the organizations under it" });
  const onHome = (await home.getByRole("definition").first().textContent())?.trim() ?? "";
  await expect(home.getByRole("term").first()).toHaveText("Patients");
  expect(onHome).toMatch(GROUPED);
  await expect(page.getByText(/^Patients are counted as the member list lists them/)).toBeVisible();

  await visit(page, testInfo, `/provider/organizations/${pacific!.id}`);
  const overview = page.getByRole("region", { name: "This organization and the organizations under it" });
  await expect(overview.getByRole("definition").first()).toHaveText(onHome);
  await expect(overview.getByRole("term").filter({ hasText: "Branches directly under it" })).toBeVisible();

  await visit(page, testInfo, `/provider/members?organizationId=${pacific!.id}`);
  await expect(
    page.getByText("Patients of Pacific Coast Health and the organizations under it.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText(new RegExp(`^Showing 1–\\d+ of ${onHome}$`));
});

test("the super admin's program figures say they count the network's list they stand above", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, "superadmin@demo.test", "/provider/programs");
  const figures = page.getByRole("region", { name: "At a glance" });
  await expect(figures.getByRole("term").first()).toHaveText("Programs of every organization in the network");
  // Other specs add programs to the network meanwhile, so the figure and the list's total are
  // compared in tests/unit/reference-counts.test.ts, not across two reads here.
  await expect(page.getByRole("columnheader", { name: "Organization" })).toBeVisible();
});
