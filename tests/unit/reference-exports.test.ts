import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import englishExports from "../../public/locales/en-US/exports.json";
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

async function download(path: string, username = ADMIN, range = RANGE, language?: string) {
  const query = new URLSearchParams({ dateFrom: wire(range.from), dateTo: wire(range.to) });
  return fetch(`${api.base}/api/organizations/${main().id}/${path}/download?${query}`, {
    headers: {
      authorization: `Bearer ${await api.login(username)}`,
      ...(language ? { "accept-language": language } : {}),
    },
  });
}
const csvRows = async (response: Response) =>
  parse(await response.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
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

  it("write what a person reads: labels in the reader's language, formatted phones, dates at the organization's clock (issue 38)", async () => {
    const pat = store.patients.byId(
      (await csvRows(await download("patients/csv"))).find((r) => r["First name"] === "Pat")!["Patient ID"],
    )!;
    const response = await download("patients/csv", ADMIN, RANGE, "es-MX,es;q=0.9");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte order mark that makes Excel read the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const row = (parse(text, { columns: true, bom: true }) as Array<Record<string, string>>).find(
      (r) => r["ID del paciente"] === pat.id,
    )!;
    expect(row["Género"]).toBe("Femenino");
    expect(row["Teléfono"]).toBe("'+1 617 555 0100");
    expect(row["Idioma"]).toBe("inglés (Estados Unidos)");
    expect(row["Fecha de nacimiento"]).toBe("12/04/1985");
    const zone = main().timeZone;
    const registered = new Date(pat.dateCreated!);
    const local = registered.toLocaleString("en-CA", { timeZone: zone, hourCycle: "h23" });
    expect(row["Registrado"]).toContain(`${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`);

    const english = (await csvRows(await download("patients/csv"))).find((r) => r["Patient ID"] === pat.id)!;
    expect(english).toMatchObject({
      Gender: "Female",
      Phone: "(617) 555-0100",
      Language: "English (United States)",
    });
  });

  it("write workbooks with a frozen bold header, fitted columns, status words and real dates", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await download("appointments/excel")).arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const due = header.indexOf("Due") + 1;
    const status = header.indexOf("Status") + 1;
    const id = header.indexOf("Appointment ID") + 1;
    const task = store.db.sql
      .prepare("SELECT id, due_date AS dueDate, status FROM tasks WHERE id = ?")
      .get(String(sheet.getRow(2).getCell(id).value)) as { id: string; dueDate: string; status: string };
    const cell = sheet.getRow(2).getCell(due);
    expect(cell.value).toBeInstanceOf(Date);
    expect(cell.numFmt).toBe('mm"/"dd"/"yyyy", "h":"mm" "AM/PM');
    // The date cell reads the organization's wall clock, not UTC.
    const wall = new Date(task.dueDate).toLocaleString("en-CA", {
      timeZone: main().timeZone,
      hourCycle: "h23",
    });
    expect((cell.value as Date).toISOString().slice(0, 16)).toBe(
      `${wall.slice(0, 10)}T${wall.slice(12, 17)}`,
    );
    expect(sheet.getRow(2).getCell(status).value).toBe(
      (englishExports.taskStatuses as Record<string, string>)[task.status],
    );
    // Widths fit: the patient's name column wider than the minimum, every column within bounds.
    const patient = header.indexOf("Patient") + 1;
    expect(sheet.getColumn(patient).width).toBeGreaterThan(8);
    for (let i = 1; i <= header.length; i += 1) expect(sheet.getColumn(i).width).toBeLessThanOrEqual(60);

    const billing = new ExcelJS.Workbook();
    await billing.xlsx.load(await (await download("billing/excel", ADMIN, RANGE, "ko-KR")).arrayBuffer());
    const bill = billing.worksheets[0]!;
    const billHeader = (bill.getRow(1).values as unknown[]).slice(1);
    expect(billHeader.slice(0, 2)).toEqual(["청구서", "환자 ID"]);
    const refunded = bill.getRow(2).getCell(billHeader.indexOf("환불됨") + 1).value;
    expect(["예", "아니요"]).toContain(refunded);
    expect(typeof bill.getRow(2).getCell(billHeader.indexOf("금액") + 1).value).toBe("number");
  });

  it("refuse a backwards range, another tree, and a role without exports", async () => {
    const backwards = await download("patients/csv", ADMIN, { from: day(0), to: day(-1) });
    expect(
      ((await backwards.json()) as { fieldErrors: Array<{ field: string }> }).fieldErrors[0]!.field,
    ).toBe("dateTo");
    expect((await download("patients/csv", "orgadmin@harbor.test")).status).toBe(403);
    expect((await download("patients/csv", "analytics@demo.test")).status).toBe(200);
    expect((await download("patients/csv", "scheduler@demo.test")).status).toBe(403);
  });
});
