import type { Locator, Page, TestInfo } from "@playwright/test";
import { signInAt, signOut } from "./support/auth";
import { arrived, expect, expectAccessible, isJs, test, upstream, visit } from "./support/fixtures";

/**
 * Billing set-up journeys (issue 6). Every test runs with and without JavaScript against the same
 * reference upstream, so each creates its own records, named after the project plus a random
 * suffix, and checks the upstream's state after every change.
 */

const BILLING = "/provider/billing";

// Long journeys with an axe scan on every page; the 2-core machine is shared, so allow time.
test.describe.configure({ timeout: 180_000 });

interface FeeSchedule {
  id: string;
  name: string;
  category: string;
  description: string;
  effectiveDate: string;
  payerId: string | null;
}
interface Plan {
  id: string;
  feeScheduleId: string;
  name: string;
}
interface Entry {
  id: string;
  planId: string;
  procedureCode: string;
  modifier: string | null;
  amount: string;
  referencedFeeSchedulePlanId: string | null;
}
interface ImportLog {
  id: string;
  feeScheduleId: string;
  status: string;
  totalRows: number;
  importedRows: number;
  errors: Array<{ row: number; message: string }>;
  accountId: string;
}

function unique(testInfo: TestInfo, label: string) {
  return `${label} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * After a navigation: wait for hydration (with JS) and run axe on the page as it is. A flash
 * message is checked first: with JS it is a toast that leaves after three seconds.
 */
/** The upstream's documented /api, for setting up data a test needs (not the thing under test). */
let apiToken: string | null = null;
async function api<T = unknown>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const send = async () =>
    fetch(`${upstream.url()}${path}`, {
      method: init.method ?? "GET",
      headers: {
        authorization: `Bearer ${apiToken}`,
        ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  if (!apiToken) await apiLogin();
  let response = await send();
  if (response.status === 401) {
    await apiLogin();
    response = await send();
  }
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}
async function apiLogin() {
  const response = await fetch(`${upstream.url()}/api/accounts/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "public",
      username: "orgadmin@demo.test",
      password: "Demo-Password-2026!",
    }),
  });
  apiToken = ((await response.json()) as { access_token: string }).access_token;
}

async function createScheduleViaApi(testInfo: TestInfo, label = "Schedule") {
  return api<FeeSchedule>("/api/fee-schedules/create-fee-schedules", {
    method: "POST",
    json: {
      name: unique(testInfo, label),
      category: "COMMERCIAL",
      description: "",
      effectiveDate: "01/01/2027",
      payerId: null,
    },
  });
}

/** The delete control: a link to the confirmation page without JS, a button opening a dialog with it. */
function deleteControl(page: Page, name: string | RegExp): Locator {
  return page.getByRole("button", { name }).or(page.getByRole("link", { name }));
}

async function confirmDelete(
  page: Page,
  testInfo: TestInfo,
  control: Locator,
  title: string,
): Promise<Locator> {
  await control.click();
  if (isJs(testInfo)) {
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("dependency-summary")).toBeVisible();
    await expectAccessible(page);
    return dialog;
  }
  await arrived(page, testInfo, /\/delete(\?|$)/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return page.locator("main");
}

test("a fee schedule is created, edited and deleted after its confirmation step", async ({
  page,
}, testInfo) => {
  const name = unique(testInfo, "Schedule");
  await signInAt(page, testInfo, "orgadmin@demo.test", `${BILLING}/fee-schedules`);
  await expect(page.getByRole("heading", { level: 1, name: "Fee schedules" })).toBeVisible();

  await page.getByRole("link", { name: "Create fee schedule" }).click();
  await arrived(page, testInfo, /fee-schedules\/new$/);
  await page.getByRole("button", { name: "Create fee schedule" }).click();
  await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Enter a name" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose a category" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Enter the effective date" })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);

  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Category").selectOption("MEDICAID");
  await page.getByLabel("Month").fill("02");
  await page.getByLabel("Day").fill("30");
  await page.getByLabel("Year").fill("2027");
  await page.getByLabel("Payer").selectOption({ label: "Evergreen Mutual" });
  await page.getByRole("button", { name: "Create fee schedule" }).click();
  await expect(page.locator("#fee-schedule-effectiveDate-error")).toContainText(
    "The effective date must be a real date",
  );
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expectAccessible(page);

  await page.getByLabel("Day").fill("28");
  await page.getByRole("button", { name: "Create fee schedule" }).click();
  await arrived(page, testInfo, /fee-schedules\/fs-[a-z0-9]+$/, "Fee schedule created.");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const created = (await upstream.state<FeeSchedule[]>("feeSchedules")).find((f) => f.name === name);
  expect(created).toMatchObject({ category: "MEDICAID", effectiveDate: "02/28/2027" });
  const payers = await upstream.state<Array<{ id: string; payerName: string }>>("payers");
  expect(created?.payerId).toBe(payers.find((p) => p.payerName === "Evergreen Mutual")?.id);
  await expect(page).toHaveURL(new RegExp(`/fee-schedules/${created!.id}$`));

  await page.getByRole("link", { name: "Edit fee schedule" }).click();
  await arrived(page, testInfo, /\/edit$/);
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("Month")).toHaveValue("02");
  await page.getByLabel("Category").selectOption("SELF_PAY");
  await page.getByLabel("Description").fill("Cash prices for uninsured patients");
  await page.getByRole("button", { name: "Save changes" }).click();
  await arrived(page, testInfo, new RegExp(`/fee-schedules/${created!.id}$`), "Fee schedule saved.");
  await expect(page.getByText("Cash prices for uninsured patients")).toBeVisible();
  expect(
    (await upstream.state<FeeSchedule[]>("feeSchedules")).find((f) => f.id === created!.id),
  ).toMatchObject({
    category: "SELF_PAY",
    description: "Cash prices for uninsured patients",
  });

  const confirm = await confirmDelete(
    page,
    testInfo,
    deleteControl(page, "Delete fee schedule"),
    "Delete fee schedule?",
  );
  await expect(confirm.getByText(`You are about to delete the fee schedule ${name}.`)).toBeVisible();
  await expect(confirm.getByText("This cannot be undone.")).toBeVisible();
  // Nothing is deleted by looking at the confirmation.
  expect((await upstream.state<FeeSchedule[]>("feeSchedules")).some((f) => f.id === created!.id)).toBe(true);
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, /\/fee-schedules$/, "The record was deleted.");
  expect((await upstream.state<FeeSchedule[]>("feeSchedules")).some((f) => f.id === created!.id)).toBe(false);
});

test("plans and entries are created, edited and deleted, with amounts kept exact", async ({
  page,
}, testInfo) => {
  const schedule = await createScheduleViaApi(testInfo);
  const planName = unique(testInfo, "Plan");
  await signInAt(page, testInfo, "orgadmin@demo.test", `${BILLING}/fee-schedules/${schedule.id}`);

  // A plan.
  await page.getByRole("link", { name: "Add plan" }).click();
  await arrived(page, testInfo, /plans\/new$/);
  await page.getByLabel("Plan name").fill(planName);
  await page.getByRole("button", { name: "Add plan" }).click();
  await arrived(page, testInfo, /plans\/plan-[a-z0-9]+$/, "Plan created.");
  const plan = (await upstream.state<Plan[]>("plans")).find((p) => p.name === planName)!;
  expect(plan.feeScheduleId).toBe(schedule.id);

  // An entry: amounts are refused when negative or with three decimals, and kept exact.
  await page.getByRole("link", { name: "Add entry" }).click();
  await arrived(page, testInfo, /entries\/new$/);
  await page.getByLabel("Procedure code").fill(" 99213 ");
  await page.getByLabel("Modifier").selectOption("25");
  await page.getByLabel("Amount").fill("-5");
  await page.getByRole("button", { name: "Add entry" }).click();
  await expect(page.locator("#entry-amount-error")).toContainText("The amount cannot be negative");
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
  await page.getByLabel("Amount").fill("12.345");
  await page.getByRole("button", { name: "Add entry" }).click();
  await expect(page.locator("#entry-amount-error")).toContainText("The amount can have at most two decimals");
  await expect(page.getByLabel("Modifier")).toHaveValue("25");
  await page.getByLabel("Amount").fill("0.10");
  await page.getByRole("button", { name: "Add entry" }).click();
  await arrived(page, testInfo, /plans\/plan-[a-z0-9]+\?procedureCode=99213$/, "Entry created.");
  await expect(page.getByRole("cell", { name: "$0.10" })).toBeVisible();
  let entries = (await upstream.state<Entry[]>("entries")).filter((e) => e.planId === plan.id);
  expect(entries).toEqual([
    expect.objectContaining({ procedureCode: "99213", modifier: "25", amount: "0.10" }),
  ]);

  // The same code and modifier again is refused, naming the existing entry.
  await page.getByRole("link", { name: "Add entry" }).click();
  await arrived(page, testInfo, /entries\/new$/);
  await page.getByLabel("Procedure code").fill("99213");
  await page.getByLabel("Modifier").selectOption("25");
  await page.getByLabel("Amount").fill("3");
  await page.getByRole("button", { name: "Add entry" }).click();
  await expect(page.locator("#entry-procedureCode-error")).toContainText(
    "This plan already has an entry for 99213-25 (amount $0.10)",
  );
  await expectAccessible(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await arrived(page, testInfo, /plans\/plan-[a-z0-9]+$/);

  // Edit the entry's amount.
  await page.getByRole("link", { name: "Edit 99213-25" }).click();
  await arrived(page, testInfo, /\/edit\?/);
  await expect(page.getByLabel("Amount")).toHaveValue("0.10");
  await page.getByLabel("Amount").fill("1,250.5");
  await page.getByRole("button", { name: "Save changes" }).click();
  await arrived(page, testInfo, /procedureCode=99213$/, "Entry saved.");
  await expect(page.getByRole("cell", { name: "$1,250.50" })).toBeVisible();
  entries = (await upstream.state<Entry[]>("entries")).filter((e) => e.planId === plan.id);
  expect(entries.map((e) => e.amount)).toEqual(["1250.50"]);

  // Delete the entry after its confirmation.
  const entryConfirm = await confirmDelete(
    page,
    testInfo,
    deleteControl(page, "Delete 99213-25"),
    "Delete entry?",
  );
  await expect(
    entryConfirm.getByText(`You are about to delete the entry 99213-25 (${planName}).`),
  ).toBeVisible();
  await entryConfirm.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, new RegExp(`plans/${plan.id}$`), "The record was deleted.");
  expect((await upstream.state<Entry[]>("entries")).filter((e) => e.planId === plan.id)).toEqual([]);
});

test("a referenced plan's delete is refused with the reason, before and after the confirmation", async ({
  page,
}, testInfo) => {
  const schedule = await createScheduleViaApi(testInfo);
  const planName = unique(testInfo, "Referenced plan");
  const plan = await api<Plan>("/api/fee-schedules/create-fee-schedule-plan", {
    method: "POST",
    json: { feeScheduleId: schedule.id, name: planName, description: "" },
  });
  // A second plan whose entry refers to the first one.
  await signInAt(page, testInfo, "orgadmin@demo.test", `${BILLING}/fee-schedules/${schedule.id}/plans/new`);
  const otherName = unique(testInfo, "Referring plan");
  await page.getByLabel("Plan name").fill(otherName);
  await page.getByRole("button", { name: "Add plan" }).click();
  await arrived(page, testInfo, /plans\/plan-[a-z0-9]+$/);
  const other = (await upstream.state<Plan[]>("plans")).find((p) => p.name === otherName)!;
  await page.getByRole("link", { name: "Add entry" }).click();
  await arrived(page, testInfo, /entries\/new$/);
  await page.getByLabel("Procedure code").fill("99204");
  await page.getByLabel("Amount").fill("40");
  await page
    .getByLabel("Referenced plan", { exact: true })
    .selectOption({ label: `${schedule.name} – ${planName}` });
  await page.getByRole("button", { name: "Add entry" }).click();
  await arrived(page, testInfo, /procedureCode=99204$/);
  expect((await upstream.state<Entry[]>("entries")).find((e) => e.planId === other.id)).toMatchObject({
    referencedFeeSchedulePlanId: plan.id,
    amount: "40.00",
  });

  // The referenced plan cannot be deleted: the confirmation says why and offers no delete.
  await visit(page, testInfo, `${BILLING}/fee-schedules/${schedule.id}/plans/${plan.id}`);
  const blocked = await confirmDelete(page, testInfo, deleteControl(page, "Delete plan"), "Delete plan?");
  await expect(blocked.getByText("It cannot be deleted while other records refer to it.")).toBeVisible();
  await expect(
    blocked.getByText(`Plan '${planName}' cannot be deleted: it is referenced by 1 entry of other plans`),
  ).toBeVisible();
  await expect(blocked.getByRole("link", { name: `99204 in ${schedule.name} – ${otherName}` })).toBeVisible();
  await expect(blocked.getByRole("button", { name: "Yes, delete" })).toHaveCount(0);
  expect((await upstream.state<Plan[]>("plans")).some((p) => p.id === plan.id)).toBe(true);

  // A reference that appears after the confirmation was shown: the upstream refuses, the page says so.
  const third = await api<Plan>("/api/fee-schedules/create-fee-schedule-plan", {
    method: "POST",
    json: { feeScheduleId: schedule.id, name: unique(testInfo, "Late"), description: "" },
  });
  await visit(page, testInfo, `${BILLING}/fee-schedules/${schedule.id}/plans/${third.id}`);
  const late = await confirmDelete(page, testInfo, deleteControl(page, "Delete plan"), "Delete plan?");
  await expect(late.getByText("This cannot be undone.")).toBeVisible();
  await api("/api/fee-schedules/create-fee-schedule-entry", {
    method: "POST",
    json: { planId: other.id, procedureCode: "99207", amount: "5", referencedFeeSchedulePlanId: third.id },
  });
  await late.getByRole("button", { name: "Yes, delete" }).click();
  const failure = page.getByText(
    `Delete failed: Plan '${third.name}' cannot be deleted: it is referenced by 1 entry of other plans`,
  );
  await expect(failure).toBeVisible();
  await expect(page.getByText("The record was deleted.")).toHaveCount(0);
  if (!isJs(testInfo)) await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
  expect((await upstream.state<Plan[]>("plans")).some((p) => p.id === third.id)).toBe(true);

  // The referring plan goes, with its entries; then the first plan can go too.
  await visit(page, testInfo, `${BILLING}/fee-schedules/${schedule.id}/plans/${other.id}`);
  const referring = await confirmDelete(page, testInfo, deleteControl(page, "Delete plan"), "Delete plan?");
  await expect(referring.getByText("It contains 2 entries, which will be deleted with it.")).toBeVisible();
  await referring.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, new RegExp(`fee-schedules/${schedule.id}$`), "The record was deleted.");
  const plansLeft = (await upstream.state<Plan[]>("plans"))
    .filter((p) => p.feeScheduleId === schedule.id)
    .map((p) => p.id);
  expect(plansLeft.sort()).toEqual([plan.id, third.id].sort());
  expect((await upstream.state<Entry[]>("entries")).filter((e) => e.planId === other.id)).toEqual([]);
});

test("the 300 entries of a plan page and filter through the URL", async ({ page }, testInfo) => {
  const plans = await upstream.state<Plan[]>("plans");
  const entries = await upstream.state<Entry[]>("entries");
  const big = plans.find((p) => entries.filter((e) => e.planId === p.id).length === 300)!;
  expect(big).toBeTruthy();
  const base = `${BILLING}/fee-schedules/${big.feeScheduleId}/plans/${big.id}`;
  await signInAt(page, testInfo, "orgadmin@demo.test", `${base}?page=3`);
  await expect(page.getByText("Page 4 of 15 · 300 in total")).toBeVisible();
  // A seeded plan is the network's (decision 054): a tree's organization admin reads it, and is told
  // why nothing on it can be changed.
  await expect(
    page.getByText("This record is shared by the whole network. Only the platform operator can change it."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Add entry" })).toHaveCount(0);
  const rows = page.getByRole("region", { name: new RegExp(`^Entries of`) }).locator("tbody tr");
  await expect(rows).toHaveCount(20);
  const pageCodes = entries
    .filter((e) => e.planId === big.id)
    .slice(60, 80)
    .map((e) => e.procedureCode);
  await expect(rows.first().getByRole("cell").first()).toHaveText(pageCodes[0]!);
  await expect(rows.last().getByRole("cell").first()).toHaveText(pageCodes[19]!);

  await page.getByRole("link", { name: "Next" }).click();
  await arrived(page, testInfo, /\?page=4$/, "Page 5 of 15 · 300 in total");

  await page.getByLabel("Procedure code").fill("992");
  await page.getByLabel("Modifier").fill("25");
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /procedureCode=992&modifier=25/);
  const expected = entries.filter(
    (e) => e.planId === big.id && e.procedureCode.startsWith("992") && e.modifier === "25",
  );
  expect(expected.length).toBeGreaterThan(0);
  await expect(rows).toHaveCount(expected.length);
  for (const cell of await rows.locator("td:nth-child(2)").allTextContents()) expect(cell).toBe("25");
  await expect(page).not.toHaveURL(/page=/);

  // The same filtered list from a bookmark.
  await visit(page, testInfo, `${base}?procedureCode=992&modifier=25`);
  await expect(rows).toHaveCount(expected.length);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await arrived(page, testInfo, new RegExp(`${big.id}$`), "Page 1 of 15 · 300 in total");
});

test("a CSV import reports its one bad row, on its status page and in the upstream's events", async ({
  page,
}, testInfo) => {
  const schedule = await createScheduleViaApi(testInfo, "Import");
  const planName = unique(testInfo, "Imported plan");
  const csv = `plan,procedure_code,modifier,amount\n${planName},99201,,12.50\n${planName},99204,25,80\n${planName},00000,,3.00\n`;
  await signInAt(page, testInfo, "orgadmin@demo.test", `${BILLING}/fee-schedules/${schedule.id}`);
  await page.getByRole("link", { name: "Import CSV" }).click();
  await arrived(page, testInfo, /\/import$/);

  // A file that is not CSV is refused before anything is sent.
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "fees.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await page.getByRole("button", { name: "Upload and import" }).click();
  await expect(page.locator("#csv-import-file-error")).toContainText("The file fees.pdf is not a CSV file");
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
  expect(
    (await upstream.state<ImportLog[]>("importLogs")).filter((l) => l.feeScheduleId === schedule.id),
  ).toEqual([]);

  if (isJs(testInfo)) {
    // Drag and drop puts the file into the same input.
    const transfer = await page.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], "fees.csv", { type: "text/csv" }));
      return dt;
    }, csv);
    await page.getByTestId("csv-drop-zone").dispatchEvent("drop", { dataTransfer: transfer });
    await expect(page.getByText("Chosen: fees.csv")).toBeVisible();
  } else {
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "fees.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  }
  await page.getByRole("button", { name: "Upload and import" }).click();
  await arrived(page, testInfo, /\/imports\/import-[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Import of fees.csv" })).toBeVisible();
  const progress = page.getByRole("progressbar", { name: /Progress/ });
  await expect(progress).toBeVisible();
  if (!isJs(testInfo)) {
    // Without JS the page is refreshed by a link until the import is done.
    for (let i = 0; i < 10 && !(await page.getByText("Progress: Completed").isVisible()); i++) {
      await page.getByRole("link", { name: "Refresh" }).click();
      await arrived(page, testInfo);
    }
  }
  await expect(page.getByText("Progress: Completed")).toBeVisible({ timeout: 20_000 });
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(progress).toHaveAttribute("aria-valuetext", "3 of 3 rows checked (100%)");
  await expect(page.getByTestId("imported-rows")).toHaveText("2 of 3");
  await expect(page.getByTestId("error-count")).toHaveText("1");
  await expect(page.getByRole("cell", { name: "Unknown procedure code '00000'" })).toBeVisible();
  await expect(page.getByRole("row", { name: /4 Unknown procedure code/ })).toBeVisible();
  await expectAccessible(page);

  const log = (await upstream.state<ImportLog[]>("importLogs")).find((l) => l.feeScheduleId === schedule.id)!;
  expect(log).toMatchObject({
    status: "COMPLETED",
    totalRows: 3,
    importedRows: 2,
    errors: [{ row: 4, message: "Unknown procedure code '00000'" }],
  });
  const plan = (await upstream.state<Plan[]>("plans")).find((p) => p.name === planName)!;
  const imported = (await upstream.state<Entry[]>("entries")).filter((e) => e.planId === plan.id);
  expect(imported.map((e) => [e.procedureCode, e.modifier, e.amount])).toEqual([
    ["99201", null, "12.50"],
    ["99204", "25", "80.00"],
  ]);
  const events = (
    await upstream.state<
      Array<{
        type: string;
        accountId: string;
        data: { importId: string; status: string; processedRows: number; errors: number };
      }>
    >("events")
  ).filter((e) => e.type === "CSV_IMPORT_PROGRESS" && e.data.importId === log.id);
  expect(events.length).toBeGreaterThanOrEqual(2);
  expect(events.at(-1)?.data).toMatchObject({ status: "COMPLETED", processedRows: 3, errors: 1 });
  expect(events.every((e) => e.accountId === log.accountId && e.accountId !== "")).toBe(true);
});

test("a modifier and a procedure code are created, found by search, and not created twice", async ({
  page,
}, testInfo) => {
  const letter = isJs(testInfo) ? "J" : "N";
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const modifierCode = `${letter}${alphabet[Math.floor(Math.random() * alphabet.length)]}`;
  const procedureCode = `${letter}${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  await signInAt(page, testInfo, "orgadmin@demo.test", `${BILLING}/modifiers`);
  await page.getByRole("link", { name: "Create modifier" }).click();
  await arrived(page, testInfo, /modifiers\/new$/);
  await page.getByLabel("Code").fill(` ${modifierCode.toLowerCase()} `);
  await page.getByLabel("Description").fill(`Test modifier ${testInfo.project.name}`);
  await page.getByRole("button", { name: "Create modifier" }).click();
  await arrived(
    page,
    testInfo,
    new RegExp(`modifiers\\?code=${modifierCode}$`),
    `Modifier ${modifierCode} created.`,
  );
  await expect(page.getByRole("cell", { name: modifierCode, exact: true })).toBeVisible();
  expect(
    (await upstream.state<Array<{ code: string; description: string }>>("modifiers")).filter(
      (m) => m.code === modifierCode,
    ),
  ).toEqual([expect.objectContaining({ description: `Test modifier ${testInfo.project.name}` })]);

  await page.getByRole("link", { name: "Create modifier" }).click();
  await arrived(page, testInfo, /modifiers\/new$/);
  await page.getByLabel("Code").fill(modifierCode);
  await page.getByLabel("Description").fill("Twice");
  await page.getByRole("button", { name: "Create modifier" }).click();
  await expect(page.locator("#modifier-code-error")).toContainText(
    `Modifier ${modifierCode} already exists: Test modifier ${testInfo.project.name}`,
  );
  await expect(page.getByLabel("Description")).toHaveValue("Twice");
  await expectAccessible(page);
  expect(
    (await upstream.state<Array<{ code: string }>>("modifiers")).filter((m) => m.code === modifierCode),
  ).toHaveLength(1);

  await visit(page, testInfo, `${BILLING}/modifiers`);
  await page.getByLabel("Search by code or description").fill(modifierCode);
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, new RegExp(`\\?code=${modifierCode}$`));
  await expect(page.getByRole("cell", { name: `Test modifier ${testInfo.project.name}` })).toBeVisible();

  await visit(page, testInfo, `${BILLING}/procedure-codes`);
  await page.getByRole("link", { name: "Create procedure code" }).click();
  await arrived(page, testInfo, /procedure-codes\/new$/);
  await page.getByLabel("Code").fill(procedureCode.toLowerCase());
  await page.getByLabel("Description").fill(`Telehealth check-in ${testInfo.project.name}`);
  await page.getByLabel("Group").fill("Telehealth");
  await page.getByLabel("Default amount").fill("45.5");
  await page.getByRole("button", { name: "Create procedure code" }).click();
  await arrived(
    page,
    testInfo,
    new RegExp(`procedure-codes\\?code=${procedureCode}$`),
    `Procedure code ${procedureCode} created.`,
  );
  await expect(page.getByRole("cell", { name: "$45.50" })).toBeVisible();
  expect(
    (
      await upstream.state<Array<{ code: string; group: string; defaultAmount: string }>>("procedureCodes")
    ).find((p) => p.code === procedureCode),
  ).toMatchObject({
    group: "Telehealth",
    defaultAmount: "45.50",
  });

  await visit(page, testInfo, `${BILLING}/procedure-codes`);
  await page.getByLabel("Search by code or description").fill(procedureCode);
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, new RegExp(`\\?code=${procedureCode}$`));
  await expect(
    page.getByRole("cell", { name: `Telehealth check-in ${testInfo.project.name}` }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Grouped" }).click();
  await arrived(page, testInfo, /view=grouped/, "Telehealth (1 code)");

  // Modifier 25 is the network's (decision 054): a tree's organization admin is offered no delete.
  await visit(page, testInfo, `${BILLING}/modifiers?code=25`);
  await expect(page.getByRole("cell", { name: "25", exact: true })).toBeVisible();
  await expect(deleteControl(page, /^Delete 25$/)).toHaveCount(0);

  // The platform operator's is; a code still used by fee schedule entries cannot be deleted, and
  // the confirmation says why.
  await signOut(page, testInfo);
  await signInAt(page, testInfo, "admin@operator.test", `${BILLING}/modifiers?code=25`);
  const used = await confirmDelete(page, testInfo, deleteControl(page, /^Delete 25$/), "Delete modifier?");
  await expect(used.getByText(/Modifier 25 is used by \d+ fee schedule entries/)).toBeVisible();
  await expect(used.getByRole("button", { name: "Yes, delete" })).toHaveCount(0);
});

test("an upstream 500 while saving keeps every typed value and changes nothing", async ({
  page,
}, testInfo) => {
  const schedule = await createScheduleViaApi(testInfo, "Fault");
  const newName = unique(testInfo, "Renamed");
  await signInAt(page, testInfo, "orgadmin@demo.test", `${BILLING}/fee-schedules/${schedule.id}/edit`);
  await page.getByLabel("Name").fill(newName);
  await page.getByLabel("Category").selectOption("WORKERS_COMPENSATION");
  await page.getByLabel("Month").fill("7");
  await page.getByLabel("Day").fill("4");
  await page.getByLabel("Year").fill("2028");
  await page.getByLabel("Payer").selectOption({ label: "Summit Care Plan" });
  await page.getByLabel("Description").fill("Typed before the failure");
  // Only this schedule's save fails: the path holds its id, so parallel tests are untouched.
  await upstream.post("/__test/faults", {
    method: "PUT",
    path: `/fee-schedules/${schedule.id}$`,
    status: 500,
  });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(
    page.getByText("The changes were not saved; nothing you entered has been lost.").first(),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.getByLabel("Name")).toHaveValue(newName);
  await expect(page.getByLabel("Category")).toHaveValue("WORKERS_COMPENSATION");
  await expect(page.getByLabel("Month")).toHaveValue("7");
  await expect(page.getByLabel("Day")).toHaveValue("4");
  await expect(page.getByLabel("Year")).toHaveValue("2028");
  await expect(page.getByLabel("Payer").locator("option:checked")).toHaveText("Summit Care Plan");
  await expect(page.getByLabel("Description")).toHaveValue("Typed before the failure");
  await expectAccessible(page);
  expect(
    (await upstream.state<FeeSchedule[]>("feeSchedules")).find((f) => f.id === schedule.id),
  ).toMatchObject({ name: schedule.name, category: "COMMERCIAL" });

  // The same values, sent again, now save.
  await page.getByRole("button", { name: "Save changes" }).click();
  await arrived(page, testInfo, new RegExp(`fee-schedules/${schedule.id}$`));
  expect(
    (await upstream.state<FeeSchedule[]>("feeSchedules")).find((f) => f.id === schedule.id),
  ).toMatchObject({
    name: newName,
    category: "WORKERS_COMPENSATION",
    effectiveDate: "07/04/2028",
    description: "Typed before the failure",
  });
});

test("payers are created, searched and opened; a payer that cannot be selected is named", async ({
  page,
}, testInfo) => {
  const payerName = unique(testInfo, "Payer");
  await signInAt(page, testInfo, "orgadmin@demo.test", `${BILLING}/payers`);
  await page.getByRole("link", { name: "Create payer" }).click();
  await arrived(page, testInfo, /payers\/new$/);
  await page.getByLabel("Payer name").fill(payerName);
  await page.getByLabel("Group number").fill("g-77");
  await page.getByLabel("State").fill("z1");
  await page.getByRole("button", { name: "Create payer" }).click();
  await expect(page.locator("#payer-state-error")).toContainText("A state is two letters");
  await expectAccessible(page);
  await page.getByLabel("State").fill("ny");
  await page.getByRole("button", { name: "Create payer" }).click();
  await arrived(page, testInfo, /payers\/payer-[a-z0-9]+$/, `Payer ${payerName} created.`);
  await expect(page.getByRole("heading", { level: 1, name: payerName })).toBeVisible();
  expect(
    (
      await upstream.state<Array<{ payerName: string; state: string; payerGroupNumber: string }>>("payers")
    ).find((p) => p.payerName === payerName),
  ).toMatchObject({
    state: "NY",
    payerGroupNumber: "G-77",
  });

  await visit(page, testInfo, `${BILLING}/payers`);
  await page.getByLabel("Search by name").fill(payerName.split(" ").slice(1).join(" "));
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /payers\?name=/);
  await expect(page.getByRole("link", { name: payerName, exact: true })).toBeVisible();

  await page.getByLabel("Open a payer by its exact name").fill("Blue Harbor Health");
  await page.getByRole("button", { name: "Open payer" }).click();
  await arrived(page, testInfo, /payers\/payer-[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blue Harbor Health" })).toBeVisible();
  const seeded = (
    await upstream.state<Array<{ payerName: string; procedureCodes: string[] }>>("payers")
  ).find((p) => p.payerName === "Blue Harbor Health")!;
  await expect(
    page.getByRole("region", { name: "Procedure codes of Blue Harbor Health" }).locator("tbody tr"),
  ).toHaveCount(seeded.procedureCodes.length);

  const missing = `Nobody ${testInfo.project.name}`;
  await visit(page, testInfo, `${BILLING}/payers?select=${encodeURIComponent(missing)}`);
  await expect(page.getByText(`An error occurred while getting selected payer: ${missing}`)).toBeVisible();
  await visit(page, testInfo, `${BILLING}/payers/payer-does-not-exist`);
  await expect(
    page.getByText("An error occurred while getting selected payer by id: payer-does-not-exist"),
  ).toBeVisible();
});

test("reason codes are listed, searched, created and deleted after confirmation", async ({
  page,
}, testInfo) => {
  const code = `${isJs(testInfo) ? "JS" : "NJ"}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  await signInAt(page, testInfo, "orgadmin@demo.test", `${BILLING}/reason-codes`);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.getByRole("link", { name: "Create reason code" }).click();
  await arrived(page, testInfo, /reason-codes\/new$/);
  await page.getByLabel("Code").fill(code.toLowerCase());
  await page.getByLabel("Description").fill("Patient left before treatment");
  await page.getByRole("button", { name: "Create reason code" }).click();
  await arrived(page, testInfo, /reason-codes\?name=/, `Reason code ${code} created.`);
  expect((await upstream.state<Array<{ code: string }>>("reasonCodes")).some((r) => r.code === code)).toBe(
    true,
  );

  await page.getByLabel("Search by code or description").fill("left before");
  await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /name=left/);
  await expect(page.getByRole("cell", { name: code, exact: true })).toBeVisible();

  const confirm = await confirmDelete(
    page,
    testInfo,
    deleteControl(page, `Delete ${code}`),
    "Delete reason code?",
  );
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await arrived(page, testInfo, /reason-codes$/, "The record was deleted.");
  expect((await upstream.state<Array<{ code: string }>>("reasonCodes")).some((r) => r.code === code)).toBe(
    false,
  );
});

test("a billing list filters, sorts and pages through the URL, and its saved filters outlive sign-out", async ({
  page,
}, testInfo) => {
  const base = unique(testInfo, "Listing");
  for (let n = 1; n <= 23; n++) {
    await api("/api/fee-schedules/create-fee-schedules", {
      method: "POST",
      json: {
        name: `${base} ${String(n).padStart(2, "0")}`,
        category: "COMMERCIAL",
        description: "",
        effectiveDate: "01/01/2027",
        payerId: null,
      },
    });
  }
  const LIST = `${BILLING}/fee-schedules`;
  const count = page.getByTestId("result-count");
  const firstRow = page.getByRole("row").nth(1);
  await signInAt(page, testInfo, "orgadmin@demo.test", LIST);

  // Filtering: with JS as it is typed, the focus kept in the field; without, by the GET form.
  const search = page.getByLabel("Search by name");
  await search.fill(base);
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Search" }).click();
  await arrived(page, testInfo, /[?&]name=Listing/);
  await expect(count).toHaveText("Showing 1–20 of 23");
  if (isJs(testInfo)) await expect(search).toBeFocused();
  await expect(page.getByRole("link", { name: `Clear Search by name: ${base}` })).toBeVisible();

  // Sorting: a header link, its order said by aria-sort, back at the first page.
  await page.getByRole("columnheader", { name: /^Name/ }).getByRole("link").click();
  await arrived(page, testInfo, /sort=name%2Cdesc/);
  await expect(page.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "descending");
  await expect(firstRow).toContainText(`${base} 23`);

  // Paging and page size keep the filter and the sort.
  await page.getByRole("link", { name: "Next" }).click();
  await arrived(page, testInfo, /page=1/);
  await expect(count).toHaveText("Showing 21–23 of 23");
  await expect(firstRow).toContainText(`${base} 03`);
  await page.getByLabel("Rows per page").selectOption("50");
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Apply" }).click();
  await arrived(page, testInfo, /size=50/);
  await expect(count).toHaveText("Showing 1–23 of 23");
  expect(new URL(page.url()).searchParams.get("page")).toBeNull();
  expect(new URL(page.url()).searchParams.get("name")).toBe(base);

  // Saved: the bare list opens with them after signing out and in again.
  await page.getByRole("button", { name: "Save these filters" }).click();
  await arrived(page, testInfo, /size=50/, "Filters saved. This list opens with them next time.");
  await signOut(page, testInfo);
  await signInAt(page, testInfo, "orgadmin@demo.test", LIST);
  await arrived(page, testInfo, /[?&]name=Listing/);
  await expect(page.getByText("These are your saved filters.")).toBeVisible();
  await expect(count).toHaveText("Showing 1–23 of 23");
  await expect(firstRow).toContainText(`${base} 23`);

  // "Clear all filters" keeps the order and page size, and does not bring the saved filters back.
  await page.getByRole("link", { name: "Clear all filters" }).click();
  await arrived(page, testInfo, /fee-schedules\?sort=name%2Cdesc&size=50$/);
  await expect(search).toHaveValue("");
  await expect(count).not.toHaveText("Showing 1–23 of 23");
});
