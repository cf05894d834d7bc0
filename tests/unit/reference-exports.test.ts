import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's seven organization exports (decision 040): real CSV and real .xlsx
 * written from the database over the organization's tree and a range of days, and their refusals.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";

beforeAll(async () => {
  api = await startReferenceApi("reference-exports");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const main = () => store.organizations.firstNamed(DEMO_NETWORK_NAME)!;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const wire = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const RANGE = { from: day(-400), to: day(60) };

async function download(path: string, username = ADMIN, range = RANGE) {
  const query = new URLSearchParams({ dateFrom: wire(range.from), dateTo: wire(range.to) });
  return fetch(`${api.base}/api/organizations/${main().id}/${path}/download?${query}`, {
    headers: { authorization: `Bearer ${await api.login(username)}` },
  });
}
const csvRows = async (response: Response) =>
  parse(await response.text(), { columns: true }) as Array<Record<string, string>>;
async function sheetRows(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))),
  );
  return rows;
}
const count = (sql: string, params: Record<string, unknown>) =>
  store.db.sql.prepare(sql).pluck().get(params) as number;
const TREE = `WITH RECURSIVE tree(id) AS (SELECT @org UNION ALL SELECT o.id FROM organizations o JOIN tree ON o.parent_organization_id = tree.id)`;

describe("the organization exports", () => {
  it("write the tree's patients registered in the range as CSV, named after the range", async () => {
    const response = await download("patients/csv");
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toContain(
      `patients-${RANGE.from}-to-${RANGE.to}.csv`,
    );
    const rows = await csvRows(response);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows[0]).toHaveProperty("Patient ID");
    const inTree = new Set(
      store.db.sql.prepare(`${TREE} SELECT id FROM tree`).pluck().all({ org: main().id }) as string[],
    );
    for (const row of rows.slice(0, 5)) {
      const patient = store.patients.byId(row["Patient ID"])!;
      expect(patient.organizations.some((o) => inTree.has(o))).toBe(true);
    }
  });

  it("write homebound requests and incentives as CSV, and appointments, vaccinations, tests and billing as .xlsx", async () => {
    const homebound = await csvRows(await download("homebound/csv"));
    expect(homebound.map((r) => r["Request ID"]).sort()).toEqual(
      store.patientRequests
        .page(main().id, { requestType: "Homebound" }, -1, 0)
        .map((r) => r.id)
        .sort(),
    );
    const appointments = await download("appointments/excel");
    expect(appointments.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const sheet = await sheetRows(appointments);
    expect(sheet[0]![0]).toBe("Appointment ID");
    const expected = count(
      `${TREE} SELECT COUNT(*) FROM tasks t WHERE t.task_type = 'APPOINTMENT' AND t.location_id IN (SELECT id FROM tree) AND t.due_date >= @from AND t.due_date < @until`,
      { org: main().id, from: RANGE.from, until: `${day(61)}` },
    );
    expect(sheet.length - 1).toBe(expected);
    for (const path of ["vaccinations/excel", "completed-tests/excel", "billing/excel"]) {
      const rows = await sheetRows(await download(path));
      expect(rows.length, path).toBeGreaterThanOrEqual(1);
    }
    const incentive = await csvRows(await download("incentive/csv"));
    for (const row of incentive) expect(Number(row["Completed vaccinations"])).toBeGreaterThan(0);
  });

  it("refuse a missing or backwards range, another tree, and a role without exports", async () => {
    const missing = await fetch(`${api.base}/api/organizations/${main().id}/patients/csv/download`, {
      headers: { authorization: `Bearer ${await api.login(ADMIN)}` },
    });
    expect(missing.status).toBe(422);
    const backwards = await download("patients/csv", ADMIN, { from: day(0), to: day(-1) });
    expect(
      ((await backwards.json()) as { fieldErrors: Array<{ field: string }> }).fieldErrors[0]!.field,
    ).toBe("dateTo");
    expect((await download("patients/csv", "orgadmin@harbor.test")).status).toBe(403);
    expect((await download("patients/csv", "analytics@demo.test")).status).toBe(200);
    expect((await download("patients/csv", "scheduler@demo.test")).status).toBe(403);
  });
});
