import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { signInAt } from "./support/auth";
import { arrived, expect, test, upstream } from "./support/fixtures";

/**
 * The seven organization exports (issue 20, decision 040): from the organization's Exports tab,
 * each file is downloaded over a range that ends yesterday (other journeys change today and
 * later, not the past) and its ids are checked against the reference upstream's own database,
 * read here directly. Runs with and without JavaScript; every page is checked with axe.
 */

interface Organization {
  id: string;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-400);
const TO = day(-1);
const UNTIL = day(0);

const TREE = `WITH RECURSIVE tree(id) AS (SELECT @org UNION ALL
  SELECT o.id FROM organizations o JOIN tree ON o.parent_organization_id = tree.id)`;
const APPOINTMENTS = `${TREE} SELECT t.id FROM tasks t WHERE t.task_type = 'APPOINTMENT'
  AND t.location_id IN (SELECT id FROM tree) AND t.due_date >= @from AND t.due_date < @until`;

/** Each file: the column holding its ids, and the same ids as the database has them. */
const EXPECTED: Array<{ name: string; format: "csv" | "xlsx"; column: string; sql: string }> = [
  {
    name: "Patients",
    format: "csv",
    column: "Patient ID",
    sql: `${TREE} SELECT p.id FROM patients p WHERE p.family_of IS NULL AND p.deleted_at IS NULL
      AND p.id IN (SELECT patient_id FROM patient_organizations WHERE organization_id IN (SELECT id FROM tree))
      AND json_extract(p.extra, '$.dateCreated') >= @from AND json_extract(p.extra, '$.dateCreated') < @until`,
  },
  {
    name: "Homebound requests",
    format: "csv",
    column: "Request ID",
    sql: `${TREE} SELECT id FROM patient_requests WHERE request_type = 'Homebound'
      AND organization_id IN (SELECT id FROM tree) AND requested_at >= @from AND requested_at < @until`,
  },
  {
    name: "Vaccinations",
    format: "xlsx",
    column: "Appointment ID",
    sql: `${APPOINTMENTS} AND t.status = 'COMPLETED' AND t.inventory_name IS NOT NULL`,
  },
  { name: "Appointments", format: "xlsx", column: "Appointment ID", sql: APPOINTMENTS },
  {
    name: "Completed tests",
    format: "xlsx",
    column: "Appointment ID",
    sql: `${APPOINTMENTS} AND t.status = 'COMPLETED' AND t.test_result IS NOT NULL`,
  },
  {
    name: "Billing",
    format: "xlsx",
    column: "Invoice",
    sql: `${TREE} SELECT i.number FROM invoices i JOIN tasks t ON t.id = i.task_id
      WHERE t.location_id IN (SELECT id FROM tree) AND i.created_at >= @from AND i.created_at < @until`,
  },
  {
    name: "Vaccination incentives",
    format: "csv",
    column: "Patient ID",
    sql: `${APPOINTMENTS.replace("SELECT t.id", "SELECT DISTINCT t.patient_id")}
      AND t.status = 'COMPLETED' AND t.inventory_name IS NOT NULL`,
  },
];

async function idsOf(file: string, format: "csv" | "xlsx", column: string): Promise<string[]> {
  if (format === "csv") {
    const rows = parse(readFileSync(file, "utf8"), { columns: true, bom: true }) as Array<
      Record<string, string>
    >;
    return rows.map((r) => r[column]!);
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))),
  );
  const index = rows[0]!.indexOf(column);
  expect(index, `${column} in ${rows[0]!.join(", ")}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[index]!);
}

test("staff download each of the seven exports and its rows match the upstream's database", async ({
  page,
}, testInfo) => {
  const [main] = await upstream.state<Organization[]>("organizations", { name: "Demo Health Network" });
  const tab = `/provider/organizations/${main!.id}/exports`;
  await signInAt(page, testInfo, "orgadmin@demo.test", tab);
  await expect(
    page.getByRole("navigation", { name: "Organization pages" }).getByRole("link", { name: "Exports" }),
  ).toHaveAttribute("aria-current", "page");
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "reference.db"), { readonly: true });
  try {
    let total = 0;
    for (const file of EXPECTED) {
      const card = page.getByRole("region", { name: file.name, exact: true });
      await card.getByLabel("From").fill(FROM);
      await card.getByLabel("To", { exact: true }).fill(TO);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        card.getByRole("button", { name: `Download ${file.name}` }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`-${FROM}-to-${TO}\\.${file.format}$`));
      const got = await idsOf((await download.path())!, file.format, file.column);
      const want = db.prepare(file.sql).pluck().all({ org: main!.id, from: FROM, until: UNTIL }) as string[];
      expect(got.sort(), file.name).toEqual(want.sort());
      total += got.length;
    }
    expect(total).toBeGreaterThan(0);
  } finally {
    db.close();
  }

  // A backwards range is refused on the page, the values kept.
  const billing = page.getByRole("region", { name: "Billing", exact: true });
  await billing.getByLabel("From").fill(TO);
  await billing.getByLabel("To", { exact: true }).fill(FROM);
  await billing.getByRole("button", { name: "Download Billing" }).click();
  await expect(billing.getByText("The last day must not be before the first").first()).toBeVisible();
  await arrived(page, testInfo);
  await expect(billing.getByLabel("From")).toHaveValue(TO);
});
