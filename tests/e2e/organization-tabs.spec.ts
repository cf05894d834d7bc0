import { signInAt } from "./support/auth";
import { arrived, expect, expectAccessible, test, upstream, visit } from "./support/fixtures";

/**
 * The organization page's tabs (issue 15, decision 031): overview, branches by type, a department
 * added, refused, renamed and deleted after its confirmation, staff, clinics with their pages and
 * today's lanes, the clinics' analytics,
 * events, and the settings' invitation code refreshed after its confirmation. Runs with and
 * without JavaScript; every page is checked with axe.
 */

interface Organization {
  id: string;
  name: string;
}

test("an organization admin goes through the organization's tabs and changes its departments and code", async ({
  page,
}, testInfo) => {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  const base = `/provider/organizations/${main!.id}`;
  const unique = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const tabs = page.getByRole("navigation", { name: "Organization pages" });
  await signInAt(page, testInfo, "orgadmin@demo.test", base);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo Health Network's Overview");
  await expect(
    page.getByRole("heading", { name: "This organization and the organizations under it" }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /^Approval status of the organization/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Providers per clinic/ })).toContainText("Riverside Com");
  await expect(page.getByRole("link", { name: "Edit organization" })).toHaveAttribute("href", `${base}/edit`);

  await tabs.getByRole("link", { name: "Branches" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/branches$`));
  await page.getByLabel("Type").selectOption("FACILITY");
  await page.getByRole("button", { name: "Show" }).click();
  await arrived(page, testInfo, /\/branches\?type=FACILITY$/);
  await expect(page.getByRole("table").getByRole("link", { name: "Demo Health South" })).toBeVisible();

  await tabs.getByRole("link", { name: "Departments" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/departments$`));
  // A name the upstream refuses (it exists) is said next to the field, the value kept.
  await page.getByLabel("Department name").fill("Primary care");
  await page.getByRole("button", { name: "Add department" }).click();
  await expect(page.locator("#error-summary")).toBeVisible();
  await expect(page.getByLabel("Department name")).toHaveValue("Primary care");
  await expect(page.getByText("A department with this name already exists").last()).toBeVisible();
  await expectAccessible(page);
  const name = `Outreach ${unique}`;
  await page.getByLabel("Department name").fill(name);
  await page.getByRole("button", { name: "Add department" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/departments$`), "Department added.");
  await page.getByRole("link", { name: `Rename ${name}` }).click();
  await arrived(page, testInfo, /\/departments\/[^/]+\/edit$/);
  const renamed = `Community ${unique}`;
  await page.getByLabel("New name").fill(renamed);
  await page.getByRole("button", { name: "Save name" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/departments$`), "Department renamed.");
  await page.getByRole("link", { name: `Delete ${renamed}` }).click();
  await arrived(page, testInfo, /\/departments\/[^/]+\/delete$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Delete the department ${renamed}?`);
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/departments$`), "Department deleted.");
  await expect(page.getByRole("table")).not.toContainText(renamed);

  await tabs.getByRole("link", { name: "Staff" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/staff$`));
  await expect(page.getByRole("table", { name: "Staff accounts" }).getByRole("row")).not.toHaveCount(0);

  await tabs.getByRole("link", { name: "Clinics" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/clinics$`));
  await expect(page.getByRole("link", { name: "Hours of Riverside Community Clinic" })).toHaveAttribute(
    "href",
    new RegExp(`${base}/clinics/[^/]+/hours$`),
  );
  await expect(page.getByRole("columnheader", { name: "Today" })).toBeVisible();

  // The clinics' analytics over the default fortnight, then a range too long, kept as typed.
  await page.getByRole("link", { name: "Clinics analytics" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/clinics/analytics$`));
  await expect(page.getByRole("table", { name: "Each clinic over these days" })).toContainText(
    "Riverside Community Clinic",
  );
  await expect(page.getByRole("img", { name: /^Places by clinic/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Bookings by day/ })).toBeVisible();
  await visit(page, testInfo, `${base}/clinics/analytics?dayFrom=2026-01-01&dayTo=2026-06-30`);
  await expect(page.getByText("Choose a range of at most 92 days.")).toBeVisible();
  await expect(page.locator('input[name="dayTo"]')).toHaveValue("2026-06-30");
  await expect(page.getByRole("table", { name: "Each clinic over these days" })).toHaveCount(0);

  await tabs.getByRole("link", { name: "Events" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/events$`));
  await expect(page.getByRole("table", { name: "Events in triage" })).toContainText("Senior centre boosters");
  await expect(
    page.getByRole("table", { name: "Pending events from schools and community groups" }),
  ).toContainText("Lincoln Elementary School");

  await tabs.getByRole("link", { name: "Settings" }).click();
  await arrived(page, testInfo, new RegExp(`${base}/settings$`));
  await expect(page.getByTestId("invitation-code")).toHaveText("DEMO-2026");

  // The code is refreshed on a branch: the network's own code is the one the registration
  // journeys (patient.spec.ts) register with, in parallel with this test.
  const [north] = await upstream.state<Organization[]>("organizations", { name: "Demo Health North" });
  const northSettings = `/provider/organizations/${north!.id}/settings`;
  await visit(page, testInfo, northSettings);
  const code = page.getByTestId("invitation-code");
  const before = (await code.textContent())!.trim();
  await page.getByRole("link", { name: "Refresh the invitation code" }).click();
  await arrived(page, testInfo, /\/settings\/invitation-code$/);
  await page.getByRole("button", { name: "Yes, make a new code" }).click();
  await arrived(page, testInfo, new RegExp(`${northSettings}$`), "A new invitation code was made.");
  await expect(code).not.toHaveText(before);
  await expect(code).toHaveText(/^[A-Z2-9]{8}$/);
});
