import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { signInAt } from "./support/auth";
import { arrived, expect, isJs, test, upstream, visit } from "./support/fixtures";

/**
 * Exports people open in Excel (issue 38 §3, decision 055): what staff save on one screen reaches
 * the organization's files as the pages write it — labels, not codes; phones for the country;
 * dates at the organization's clock (real date cells in a workbook, the language's date text in a
 * CSV, which starts with a byte order mark so Excel reads it as UTF-8); fitted columns and a frozen
 * header. The export tab's status filter says its statuses in words. The patient is this test's
 * own; the workbook check reads the shared demo data only. Runs with and without JavaScript;
 * every page is checked with axe.
 */

interface Organization {
  id: string;
  timeZone: string;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The calendar day and 24-hour time of an instant at a zone's clock: ["2026-11-28", "14:05"]. */
const wallClock = (instant: Date, timeZone: string) => {
  const text = instant.toLocaleString("en-CA", { timeZone, hourCycle: "h23" });
  return [text.slice(0, 10), text.slice(12, 17)] as const;
};

/** Letters only (the name rule), different per project and per run, so runs never meet. */
function uniqueLastName(testInfo: TestInfo) {
  const letters = Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)]!);
  return `Export${isJs(testInfo) ? "Js" : "Nojs"}${letters}`;
}

async function demoNetwork() {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  return main!;
}

/** One card's file over a range of days, downloaded as the browser saves it. */
async function download(page: Page, name: string, from: string, to: string) {
  const card = page.getByRole("region", { name, exact: true });
  await card.getByLabel("From").fill(from);
  await card.getByLabel("To", { exact: true }).fill(to);
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: `Download ${name}` }).click(),
  ]);
  return readFileSync((await file.path())!);
}

test("a patient added on the members screen reads in the patients export as the pages write it", async ({
  page,
}, testInfo) => {
  const main = await demoNetwork();
  const lastName = uniqueLastName(testInfo);
  await signInAt(page, testInfo, "orgadmin@demo.test", "/provider/members/new");
  await page.getByLabel("First name").fill("Lan");
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Gender").selectOption({ label: "Female" });
  await page.getByLabel("Month").fill("3");
  await page.getByLabel("Day").fill("9");
  await page.getByLabel("Year").fill("1979");
  // Typed the way people do; the upstream keeps it as it keeps every number.
  await page.getByLabel("Phone number (optional)").fill("617 555 0142");
  await page.getByLabel("Preferred language").selectOption({ label: "Vietnamese (Vietnam)" });
  await page.getByRole("button", { name: "Add patient" }).click();
  await arrived(page, testInfo, /\/provider\/members\/pat-[^/]+$/, `Lan ${lastName} was added.`);

  await visit(page, testInfo, `/provider/organizations/${main.id}/exports`);
  // The status filters name their statuses, every one of them, never a translation key.
  const statuses = page
    .getByRole("region", { name: "Appointments", exact: true })
    .getByLabel("Status")
    .locator("option");
  await expect(statuses).toHaveText([
    "Any status",
    "Pending",
    "Active",
    "Scheduled",
    "Completed",
    "Missed",
    "Ready",
    "Cancelled",
  ]);
  await expect(page.locator("#main-content")).not.toContainText(/taskStatuses|statuses\./);

  // Around today on every clock: the upstream counts a registration's day in UTC.
  const bytes = await download(page, "Patients", day(-1), day(1));
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.toString("utf8"), { columns: true, bom: true }) as Array<Record<string, string>>;
  const row = rows.find((r) => r["Last name"] === lastName);
  expect(row, `${lastName} in the patients export`).toBeDefined();
  expect(row).toMatchObject({
    "First name": "Lan",
    Gender: "Female",
    Phone: "(617) 555-0142",
    Language: "Vietnamese (Vietnam)",
    "Date of birth": "03/09/1979",
  });
  // Registered minutes ago, at the organization's clock, as the language writes a date and time.
  const [patient] = await upstream.state<Array<{ dateCreated: string }>>("patients", { lastName });
  const [date, time] = wallClock(new Date(patient!.dateCreated), main.timeZone);
  const hour = Number(time.slice(0, 2));
  const twelve = `${hour % 12 || 12}:${time.slice(3)} ${hour < 12 ? "AM" : "PM"}`;
  expect(row!.Registered).toBe(`${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)} ${twelve}`);
});

test("the appointments workbook has real dates at the organization's clock, status words, fitted columns and a frozen header", async ({
  page,
}, testInfo) => {
  const main = await demoNetwork();
  await signInAt(page, testInfo, "orgadmin@demo.test", `/provider/organizations/${main.id}/exports`);
  // A past range: other journeys change today and later, not the past.
  const bytes = await download(page, "Appointments", day(-400), day(-1));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = workbook.worksheets[0]!;
  expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  expect(sheet.getRow(1).font?.bold).toBe(true);
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const column = (name: string) => header.indexOf(name) + 1;
  expect(sheet.rowCount).toBeGreaterThan(1);

  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "reference.db"), { readonly: true });
  try {
    const read = db.prepare("SELECT due_date AS dueDate, status FROM tasks WHERE id = ?");
    for (const n of [2, sheet.rowCount]) {
      const row = sheet.getRow(n);
      const task = read.get(String(row.getCell(column("Appointment ID")).value)) as {
        dueDate: string;
        status: string;
      };
      const due = row.getCell(column("Due"));
      expect(due.value).toBeInstanceOf(Date);
      expect(due.numFmt).toContain("yyyy");
      // The cell is the wall-clock reading at the organization, not the UTC instant.
      const [date, time] = wallClock(new Date(task.dueDate), main.timeZone);
      expect((due.value as Date).toISOString().slice(0, 16)).toBe(`${date}T${time}`);
      const status = String(row.getCell(column("Status")).value);
      expect(status).toBe(status.charAt(0) + status.slice(1).toLowerCase());
      expect(status.toUpperCase()).toBe(task.status);
      const birth = row.getCell(column("Date of birth"));
      expect(birth.value).toBeInstanceOf(Date);
    }
  } finally {
    db.close();
  }
  // Columns sized to what they hold: a patient's name wider than an id-only default, none endless.
  expect(sheet.getColumn(column("Patient")).width).toBeGreaterThan(10);
  for (let i = 1; i <= header.length; i += 1) expect(sheet.getColumn(i).width).toBeLessThanOrEqual(60);
});
