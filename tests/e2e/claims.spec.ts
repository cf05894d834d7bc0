import type { Locator, Page } from "@playwright/test";
import { signInAt } from "./support/auth";
import { arrived, expect, isJs, test, upstream, visit } from "./support/fixtures";

/**
 * Claims (issue 20, decision 039): the list filtered by state and date of service, a claim opened
 * from it, and a claim opened inside a dispute package; both single-claim pages end their trail
 * in "Single Claim"; a payer's reason code page; a claims file imported and found in the import log
 * (decision 043). Runs with and without JavaScript; every page is checked with axe.
 */

const LIST = "/provider/billing/claims";
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function expectSingleClaimTrail(page: Page): Promise<Locator> {
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByText("Single Claim")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Claim CLM-\d+$/);
  return trail;
}

test("staff filter claims by state and date of service, and open one from the list", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, "analytics@demo.test", LIST);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claims");
  await expect(page.getByRole("heading", { name: "Claims by status" })).toBeVisible();

  const filters = page.getByRole("form", { name: "Filter claims" });
  // States take several values: checkboxes in a disclosure. The first state the upstream lists.
  const stateGroup = filters.getByRole("group", { name: "State", exact: true });
  await stateGroup.getByText("Any state").click();
  const stateBox = stateGroup.getByRole("checkbox").first();
  const state = (await stateBox.getAttribute("value"))!;
  const from = isoDaysAgo(120);
  const to = isoDaysAgo(10);
  // With JS each field applies on its own (the dates after a pause), so each step is a page of
  // its own and is checked; without JS the Search button applies the three at once.
  const applied = async (expected: Record<string, string>) => {
    await page.waitForURL((url) =>
      Object.entries(expected).every(([name, value]) => url.searchParams.get(name) === value),
    );
    await arrived(page, testInfo);
  };
  const dates = filters.getByRole("group", { name: "Date of service" });
  await stateBox.check();
  if (isJs(testInfo)) await applied({ states: state });
  await dates.getByLabel("From").fill(from);
  if (isJs(testInfo)) await applied({ states: state, dateFrom: from });
  await dates.getByLabel("To").fill(to);
  if (!isJs(testInfo)) await filters.getByRole("button", { name: "Search" }).click();
  await applied({ states: state, dateFrom: from, dateTo: to });

  const table = page.getByRole("table", { name: "Claims, newest date of service first" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  const shown: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    await expect(row.getByRole("cell").nth(5)).toHaveText(state);
    shown.push((await row.locator("time").getAttribute("datetime"))!);
  }
  expect(shown.every((day) => day >= from && day <= to)).toBe(true);
  expect(shown).toEqual([...shown].sort().reverse());

  const first = rows.first().getByRole("link");
  const number = (await first.textContent())!.trim();
  await first.click();
  await arrived(page, testInfo, /\/provider\/billing\/claims\/[^/?]+$/);
  const trail = await expectSingleClaimTrail(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${number}`);
  await expect(trail.getByRole("link", { name: "Claims" })).toHaveAttribute("href", LIST);
});

test("staff open a claim inside a dispute package", async ({ page }, testInfo) => {
  await signInAt(page, testInfo, "orgadmin@harbor.test", "/provider/billing/dispute-packages");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dispute packages");
  const packages = page.getByRole("table", { name: "Dispute packages, newest first" });
  const pkg = packages
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .first()
    .getByRole("link");
  const name = (await pkg.textContent())!.trim();
  await pkg.click();
  await arrived(page, testInfo, /\/provider\/billing\/dispute-packages\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  const claims = page.getByRole("table", { name: `Claims in ${name}` });
  const claim = claims
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .first()
    .getByRole("link");
  const number = (await claim.textContent())!.trim();
  await claim.click();
  await arrived(page, testInfo, /\/provider\/billing\/dispute-packages\/[^/]+\/claims\/[^/]+$/);
  const trail = await expectSingleClaimTrail(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${number}`);
  await expect(trail.getByRole("link", { name })).toBeVisible();
  await expect(page.getByText("Disputed", { exact: true })).toBeVisible();
  // The claim names the package that holds it.
  await expect(
    page.getByRole("region", { name: "Dispute packages holding this claim" }).getByRole("link", { name }),
  ).toBeVisible();

  // The claim's payer: its page draws the payer's claims beside the static benchmark.
  const payerLink = page.locator('dd a[href^="/provider/billing/payers/"]');
  const payerName = (await payerLink.textContent())!.trim();
  await payerLink.click();
  await arrived(page, testInfo, /\/provider\/billing\/payers\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(payerName);
  await expect(page.getByRole("heading", { name: "Claims analytics" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Average MR beside the benchmark" })).toBeVisible();
  await expect(page.getByRole("table", { name: `The reason codes ${payerName} gives most` })).toBeVisible();

  // One of the payer's reason codes, on its own page under the payer.
  const code = page
    .getByRole("table", { name: `Reason codes of ${payerName}` })
    .getByRole("link")
    .first();
  const codeText = (await code.textContent())!.trim();
  await code.click();
  await arrived(page, testInfo, /\/provider\/billing\/payers\/[^/]+\/reason-codes\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reason code ${codeText} of ${payerName}`);
  await expect(page.getByRole("heading", { name: "Claims by month" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: payerName }),
  ).toBeVisible();

  await visit(page, testInfo, "/provider/billing/payer-analytics");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payer analytics");
  await expect(page.getByRole("table", { name: "COVID-19 claims per payer" })).toContainText(payerName);
});

test("staff import a claims file, watch it finish, and find it in the import log", async ({
  page,
}, testInfo) => {
  await signInAt(page, testInfo, "orgadmin@demo.test", LIST);
  const first = page
    .getByRole("table", { name: "Claims, newest date of service first" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .first()
    .getByRole("link");
  const number = (await first.textContent())!.trim();
  const [sample] = await upstream.state<
    Array<{ payerId: string; organizationId: string; procedureCode: string }>
  >("claims", { claimNumber: number });
  const fresh = `E2E-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const fileName = `claims-${testInfo.project.name}-${Date.now().toString(36)}.csv`;
  const row = (claimNumber: string, status: string) =>
    `${claimNumber},${status},10/02/2026,${sample!.procedureCode},02114,MA,${sample!.payerId},${sample!.organizationId},Ana Chen,120.00,90.00,0`;
  const csv = [
    "claim_number,claim_status,date_of_service,procedure_code,zip_code,state,payer_id,organization_id,patient_name,billed_amount,allowed_amount,paid_amount",
    row(fresh, "DENIED"),
    row(`${fresh}-X`, "LOST"),
  ].join("\n");

  await page.getByRole("link", { name: "Import claims" }).click();
  await arrived(page, testInfo, /\/provider\/billing\/claims\/import$/);
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload and import" }).click();
  await arrived(page, testInfo, /\/provider\/billing\/claims\/imports\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Import of ${fileName}`);
  if (!isJs(testInfo)) {
    // Without JS the page is refreshed by a link until the import is done.
    for (let i = 0; i < 10 && !(await page.getByText("Progress: Completed").isVisible()); i++) {
      await page.getByRole("link", { name: "Refresh" }).click();
      await arrived(page, testInfo);
    }
  }
  await expect(page.getByText("Progress: Completed")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("imported-rows")).toHaveText("1 of 2");
  await expect(page.getByTestId("rejected-rows")).toHaveText("1");
  await expect(page.getByRole("row", { name: /^3 claim_status must be one of/ })).toBeVisible();
  expect(await upstream.state("claims", { claimNumber: fresh })).toHaveLength(1);

  await page.getByRole("link", { name: "Import log", exact: true }).last().click();
  await arrived(page, testInfo, /\/provider\/billing\/claims\/imports$/);
  const entry = page
    .getByRole("table", { name: "Claim imports, newest first" })
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: fileName }) });
  await expect(entry.getByRole("cell")).toHaveText([/\d/, fileName, /\S/, "Completed", "2", "1", "1"]);
});
