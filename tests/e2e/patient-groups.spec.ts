import { signInAt } from "./support/auth";
import { arrived, expect, test, upstream } from "./support/fixtures";

/**
 * Patient groups (issue 16, decision 027): from the organization's page to its patient groups, a
 * group's members and clinics, and on to a member's record; a link in the spec's shape opens the
 * same group. Runs with and without JavaScript; every page is checked with axe.
 */

interface Organization {
  id: string;
  name: string;
}

test("staff open the organization's patient groups, a group, and a member's record", async ({
  page,
}, testInfo) => {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  const [seniors] = await upstream.state<Organization[]>("organizations", { name: "Beacon Hill Seniors" });
  // The organization's tab (the overview's tabs link here: the tab is current on its page).
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/organizations/${main!.id}/patient-groups`);
  await expect(
    page
      .getByRole("navigation", { name: "Organization pages" })
      .getByRole("link", { name: "Patient groups" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Patient groups of Demo Health Network");
  const groups = page.getByRole("table", { name: "Patient groups of Demo Health Network" });
  await expect(groups.getByRole("row", { name: /Beacon Hill Seniors/ })).toContainText(
    "Riverside Community Clinic",
  );
  await expect(page.getByRole("heading", { name: "Appointments ahead by group" })).toBeVisible();

  await groups.getByRole("link", { name: "Beacon Hill Seniors" }).click();
  await arrived(page, testInfo, new RegExp(`/patient-groups/${seniors!.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beacon Hill Seniors");
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Patient groups" }),
  ).toBeVisible();
  const members = page.getByRole("table", { name: "Members of Beacon Hill Seniors" });
  const memberLinks = members.getByRole("link");
  await expect(memberLinks).toHaveCount(12);
  await expect(page.getByRole("table", { name: "Clinics serving this group" })).toContainText(
    "Riverside Community Clinic",
  );
  await expect(page.getByRole("table", { name: "Suggested clinics" }).getByRole("row")).not.toHaveCount(0);

  const name = (await memberLinks.first().textContent())!.trim();
  await memberLinks.first().click();
  await arrived(page, testInfo, /\/provider\/members\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

  // A link in the spec's shape opens the same group.
  await page.goto(`/curapatient/organizations/organization/patient-group?id=${seniors!.id}`);
  await arrived(
    page,
    testInfo,
    new RegExp(`/provider/organizations/${main!.id}/patient-groups/${seniors!.id}$`),
  );
});
