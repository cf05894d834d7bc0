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

  // Other journeys' visits to this patient join the history as the suite runs, newest first, and
  // push the seeded events down the pages: each seeded event is found under its own action.
  const history = `/provider/members/${pat!.id}/access-history`;
  await signInAt(page, testInfo, "orgadmin@demo.test", `${history}?action=delete`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pat Rivera");
  await expect(page.getByRole("link", { name: "Access history" })).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "Access to the data of Pat Rivera" });
  await expect(
    table.getByRole("row", { name: /Carlos Cruz.*Delete: removal of the patient.*Refused/ }).first(),
  ).toBeVisible();
  await page.goto(`${history}?action=change`);
  await arrived(page, testInfo);
  await expect(
    table.getByRole("row", { name: /Oscar Owens.*Change: patient record.*Allowed/ }).first(),
  ).toBeVisible();
  await page.goto(history);
  await arrived(page, testInfo);
  await expect(table.getByRole("row", { name: /Read:.*Allowed/ }).first()).toBeVisible();
  // Newest first.
  const times = await table
    .locator("time")
    .evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  expect(times.length).toBeGreaterThan(2);
  expect(times).toEqual([...times].sort().reverse());

  // The organization's page has the tab too; its list is filtered by action.
  await page.goto(`/provider/organizations/${admin!.organizationId}/access-history`);
  await arrived(page, testInfo);
  await expect(page.getByRole("link", { name: "Access history" })).toHaveAttribute("aria-current", "page");
  const all = page.getByRole("table", { name: "Access to patients' data" });
  await expect(all.getByRole("row", { name: /Read:/ }).first()).toBeVisible();
  await page.getByLabel("Action").selectOption("change");
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /[?&]action=change/);
  const changes = page.getByRole("table", { name: "Access to patients' data" });
  await expect(changes.getByRole("row", { name: /Change:/ }).first()).toBeVisible();
  await expect(changes.getByRole("row", { name: /Read:/ })).toHaveCount(0);
  await expect(changes.getByRole("link", { name: /^Patient / }).first()).toBeVisible();

  // A reversed range is said next to its field and kept as typed, not applied; the action stays.
  await page.getByRole("textbox", { name: "From", exact: true }).fill("2026-03-05");
  await page.getByRole("textbox", { name: "To", exact: true }).fill("2026-03-01");
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /atTo=2026-03-01/);
  await expect(page.getByText("The end date must be on or after the start date.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "From", exact: true })).toHaveValue("2026-03-05");
  await expect(page.getByRole("textbox", { name: "To", exact: true })).toHaveValue("2026-03-01");
  await expect(page.getByLabel("Action")).toHaveValue("change");
  await expect(changes.getByRole("row", { name: /Change:/ }).first()).toBeVisible();
  await expect(changes.getByRole("row", { name: /Read:/ })).toHaveCount(0);
});

test("a coordinator opens a patient's notes and the organization admin sees that access in the patient's history", async ({
  page,
}, testInfo) => {
  // A patient of this test alone: its history holds nothing but what this test does.
  const { ids } = await upstream.post<{ ids: string[] }>("/__test/fixtures/patients", { count: 1 });
  const patientId = ids[0]!;

  await signInAt(page, testInfo, "coordinator@demo.test", `/provider/members/${patientId}/notes`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Test Patient ${patientId}`);
  // The coordinator holds no audit.read: the record shows no access history.
  await expect(page.getByRole("link", { name: "Access history" })).toHaveCount(0);

  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/members/${patientId}/access-history`);
  const table = page.getByRole("table", { name: `Access to the data of Test Patient ${patientId}` });
  // The app hands the event to the upstream once the coordinator's page has been answered.
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole("row", { name: /Carlos Cruz.*Read: notes.*Allowed/ })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  const [event] = (
    await upstream.state<Array<{ patientIds: string[]; capability: string; routeId: string }>>("auditEvents")
  ).filter((e) => e.patientIds.includes(patientId) && e.routeId?.endsWith("/notes"));
  expect(event).toMatchObject({ capability: "notes.read", routeId: "/provider/members/:patientId/notes" });
});
