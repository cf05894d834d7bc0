import { signInAt } from "./support/auth";
import { arrived, expect, isJs, test, upstream } from "./support/fixtures";

/**
 * The access history (issue 43): the organization admin opens a demo patient's "Access history"
 * tab and sees the seeded events (the coordinator's reads, the admin's own change, a refused
 * delete), then filters the organization-wide view by action. Runs with and without JavaScript;
 * every page is checked with axe.
 */

test.describe.configure({ timeout: 120_000 });

test("an organization admin reads a patient's access history and filters the organization's by action", async ({
  page,
}, testInfo) => {
  const [pat] = await upstream.state<Array<{ id: string }>>("patients", {
    firstName: "Pat",
    lastName: "Rivera",
  });
  const [admin] = await upstream.state<Array<{ organizationId: string }>>("accounts", {
    username: "orgadmin@demo.test",
  });
  const seeded = await upstream.state<Array<{ patientIds: string[]; outcome: string }>>("auditEvents");
  expect(seeded.some((e) => e.patientIds.includes(pat!.id) && e.outcome === "refused")).toBe(true);

  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/members/${pat!.id}/access-history`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pat Rivera");
  await expect(page.getByRole("link", { name: "Access history" })).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "Access to the data of Pat Rivera" });
  await expect(table.getByRole("row", { name: /Carlos Cruz.*Read: notes.*Allowed/ })).toBeVisible();
  await expect(
    table.getByRole("row", { name: /Oscar Owens.*Change: patient record.*Allowed/ }),
  ).toBeVisible();
  await expect(
    table.getByRole("row", { name: /Carlos Cruz.*Delete: removal of the patient.*Refused/ }),
  ).toBeVisible();
  // Newest first: the latest seeded read (appointments, two hours ago) heads the list.
  await expect(table.getByRole("row").nth(1)).toContainText("Read: appointments");

  // The organization's page has the tab too; its list is filtered by action.
  await page.goto(`/provider/organizations/${admin!.organizationId}/access-history`);
  await arrived(page, testInfo);
  await expect(page.getByRole("link", { name: "Access history" })).toHaveAttribute("aria-current", "page");
  const all = page.getByRole("table", { name: "Access to patients' data" });
  await expect(all.getByRole("row", { name: /Read: notes/ })).toBeVisible();
  await page.getByLabel("Action").selectOption("change");
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /[?&]action=change/);
  const changes = page.getByRole("table", { name: "Access to patients' data" });
  await expect(changes.getByRole("row", { name: /Oscar Owens.*Change: patient record/ })).toBeVisible();
  await expect(changes.getByRole("row", { name: /Read:/ })).toHaveCount(0);
  await expect(changes.getByRole("link", { name: `Patient ${pat!.id}` }).first()).toBeVisible();

  // A reversed range is said next to its field and kept as typed, not applied; the action stays.
  await page.getByRole("textbox", { name: "From", exact: true }).fill("2026-03-05");
  await page.getByRole("textbox", { name: "To", exact: true }).fill("2026-03-01");
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /atTo=2026-03-01/);
  await expect(page.getByText("The end date must be on or after the start date.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "From", exact: true })).toHaveValue("2026-03-05");
  await expect(page.getByRole("textbox", { name: "To", exact: true })).toHaveValue("2026-03-01");
  await expect(page.getByLabel("Action")).toHaveValue("change");
  await expect(changes.getByRole("row", { name: /Oscar Owens.*Change: patient record/ })).toBeVisible();
});
