import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neutralizeFormula } from "../../reference-api/csv";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Every CSV the reference upstream writes is safe to open in a spreadsheet (issue 37 §4, decision
 * 051): a cell a spreadsheet would run as a formula comes out with a leading single quote. The
 * hostile text is written straight into the database, so it reaches the writers whatever the
 * input checks of the calls would allow (an import, a real backend's data).
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const ANALYTICS = "analytics@demo.test";

const PAYLOADS = ['=HYPERLINK("http://x","y")', "@SUM(1)", "+1", "-1+1", "\tx", "\rx", "\uFF1D1+1"];
/** What a spreadsheet would start a formula with; a bare negative decimal is a number. */
const unsafe = (cell: string) =>
  /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell);

beforeAll(async () => {
  api = await startReferenceApi("reference-csv-injection");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

/** The demo tree's root: the organization the demo's organization admin belongs to. */
const root = () => store.accounts.byUsername(ADMIN)!.organizationId!;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const wire = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const TREE = `WITH RECURSIVE tree(id) AS (SELECT @org UNION ALL SELECT o.id FROM organizations o JOIN tree ON o.parent_organization_id = tree.id)`;

async function download(username: string, url: string) {
  const response = await fetch(`${api.base}${url}`, {
    headers: { authorization: `Bearer ${await api.login(username)}` },
  });
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type"), url).toMatch(/^text\/csv/);
  const text = await response.text();
  const rows = parse(text, { columns: true }) as Array<Record<string, string>>;
  expect(rows.length, url).toBeGreaterThan(0);
  for (const row of rows)
    for (const [column, cell] of Object.entries(row))
      expect(unsafe(cell), `${url} ${column}: ${JSON.stringify(cell)}`).toBe(false);
  return rows;
}

/** Every CSV writer, with the columns that carry the payload and whether the cell is exactly it. */
function writers(): Array<{ user: string; url: string; columns: Record<string, "exact" | "start"> }> {
  const org = root();
  const query = new URLSearchParams({ dateFrom: wire(day(-600)), dateTo: wire(day(60)) });
  const requests = store.patientRequests
    .page(org, {}, -1, 0)
    .slice(0, 20)
    .map((r) => r.id);
  const requestColumns = { Patient: "start", Organization: "exact", Notes: "exact" } as const;
  return [
    {
      user: ADMIN,
      url: `/api/organizations/${org}/patients/csv/download?${query}`,
      columns: { "First name": "exact", "Last name": "exact" },
    },
    {
      user: ADMIN,
      url: `/api/organizations/${org}/homebound/csv/download?${query}`,
      columns: requestColumns,
    },
    {
      user: ADMIN,
      url: `/api/organizations/${org}/incentive/csv/download?${query}`,
      columns: { Patient: "start" },
    },
    {
      user: ADMIN,
      url: `/api/patient-requests/organization/${org}/csv/download?patientRequestIds=${requests.join(",")}`,
      columns: requestColumns,
    },
    {
      user: ADMIN,
      url: `/api/patient-requests/organization/${org}/csv/download/enrollments`,
      columns: requestColumns,
    },
    {
      user: ANALYTICS,
      url: "/api/payers/payers-covid-apl-summary-download",
      columns: { Payer: "exact", "Payer group number": "exact" },
    },
  ];
}

describe("the reference upstream's CSVs", () => {
  it.each(PAYLOADS)("neutralise names and notes starting a formula: %j", async (payload) => {
    const sql = store.db.sql;
    const org = root();
    sql.prepare("UPDATE patients SET first_name = ?, last_name = ?").run(payload, payload);
    sql.prepare(`${TREE} UPDATE organizations SET name = @name WHERE id IN (SELECT id FROM tree)`).run({
      org,
      name: payload,
    });
    sql.prepare("UPDATE patient_requests SET notes = ?").run(payload);
    sql.prepare("UPDATE claims SET payer_name = ?, payer_group_id = ?").run(payload, payload);

    for (const { user, url, columns } of writers()) {
      const rows = await download(user, url);
      for (const row of rows)
        for (const [column, how] of Object.entries(columns)) {
          const cell = row[column];
          if (how === "exact") expect(cell, `${url} ${column}`).toBe(`'${payload}`);
          else
            expect(cell?.startsWith(`'${payload} `), `${url} ${column}: ${JSON.stringify(cell)}`).toBe(true);
        }
    }
  });

  it("leave negative amounts as numbers, and keep the APL summary's CRLF lines", async () => {
    store.db.sql.prepare("UPDATE claims SET payer_name = 'Acme Payer', paid_cents = -1250").run();
    const token = await api.login(ANALYTICS);
    const response = await fetch(`${api.base}/api/payers/payers-covid-apl-summary-download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = parse(text, { columns: true }) as Array<Record<string, string>>;
    const covid = rows.filter((r) => Number(r["COVID-19 claims"]) > 0);
    expect(covid.length).toBeGreaterThan(0);
    for (const row of covid) {
      expect(row.Paid).toMatch(/^-\d+\.\d{2}$/);
      expect(row["Average paid per line"]).toBe("-12.50");
    }
  });
});

describe("neutralizeFormula", () => {
  it("prefixes text a spreadsheet would run, and leaves numbers and ordinary text", () => {
    for (const payload of PAYLOADS) expect(neutralizeFormula(payload)).toBe(`'${payload}`);
    expect(neutralizeFormula("-Smith")).toBe("'-Smith");
    expect(neutralizeFormula("+16175550100")).toBe("'+16175550100");
    expect(neutralizeFormula(-12.5)).toBe(-12.5);
    expect(neutralizeFormula("-12.50")).toBe("-12.50");
    expect(neutralizeFormula("-3")).toBe("-3");
    expect(neutralizeFormula(-Infinity)).toBe("'-Infinity");
    expect(neutralizeFormula("Ann = Bob")).toBe("Ann = Bob");
    expect(neutralizeFormula(null)).toBe("");
    expect(neutralizeFormula(undefined)).toBe("");
  });
});
