import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Payers are edited and deleted (issue 40 item 7): PUT /api/payers/{id} (our extension) changes
 * the name, group number and state, refusing a name another payer has with a 422 on the field;
 * DELETE /api/masterData/payer/{id} (spec part 2 §7 "Master data") refuses with 409 and the reason
 * while claims or fee schedules name the payer, and deletes one nothing names with its codes. Who
 * may do either is billing.edit on a payer of their own tree (decision 054). Every refusal is read
 * back from the store.
 */

const DEMO = "orgadmin@demo.test";
const HARBOR = "orgadmin@harbor.test";
const OPERATOR = "admin@operator.test";
const ANALYTICS = "analytics@demo.test";
// Master data's payer list is read with master-data access, which the organization admin lacks.
const SUPER = "superadmin@demo.test";

let api: ReferenceApi;
let store: Store;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (who: string, method: string, path: string, body?: unknown) =>
  (await api.call(who, method, path, body)) as { status: number; body: Json };

let serial = 0;
const unique = (label: string) => `${label} ${++serial}${Math.random().toString(36).slice(2, 6)}`;

/** A payer of the demo tree, made by its organization admin. */
async function demoPayer(fields: Record<string, unknown> = {}) {
  const made = await call(DEMO, "POST", "/api/payers", { payerName: unique("Edit payer"), ...fields });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: string; payerName: string };
}

const stored = (id: string) => store.billingCodes.payer(id);

beforeAll(async () => {
  api = await startReferenceApi("reference-payers-edit");
  store = api.store;
}, 60_000);

afterAll(() => api.stop());

describe("PUT /api/payers/{id}", () => {
  it("changes the name, group number and state, and answers the payer as GET does", async () => {
    const payer = await demoPayer({ payerGroupNumber: "G-1", state: "MA" });
    const name = unique("Renamed payer");
    const answer = await call(DEMO, "PUT", `/api/payers/${payer.id}`, {
      payerName: `  ${name} `,
      payerGroupNumber: "grp-9",
      state: "ri",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: payer.id,
      payerName: name,
      payerGroupNumber: "GRP-9",
      state: "RI",
    });
    expect((await call(DEMO, "GET", `/api/payers/${payer.id}`)).body).toEqual(answer.body);
    expect(stored(payer.id)).toMatchObject({ payerName: name, payerGroupNumber: "GRP-9", state: "RI" });
  });

  it("keeps its own name, and refuses another payer's name (any case) and a bad state with 422 field errors", async () => {
    const payer = await demoPayer();
    const other = await demoPayer();
    expect((await call(DEMO, "PUT", `/api/payers/${payer.id}`, { payerName: payer.payerName })).status).toBe(
      200,
    );
    const refused = await call(DEMO, "PUT", `/api/payers/${payer.id}`, {
      payerName: other.payerName.toUpperCase(),
      state: "Massachusetts",
    });
    expect(refused.status).toBe(422);
    const fields = (refused.body.fieldErrors as Array<{ field: string; message: string }>).map(
      (e) => e.field,
    );
    expect(fields.sort()).toEqual(["payerName", "state"]);
    expect(refused.body.fieldErrors[0].message).toContain("already exists");
    expect(stored(payer.id)?.payerName).toBe(payer.payerName);
  });

  it("shows the new name where fee schedules name the payer", async () => {
    const payer = await demoPayer();
    const schedule = await call(DEMO, "POST", "/api/fee-schedules/create-fee-schedules", {
      name: unique("Schedule of"),
      category: "COMMERCIAL",
      effectiveDate: "01/01/2027",
      payerId: payer.id,
    });
    const name = unique("Known as");
    await call(DEMO, "PUT", `/api/payers/${payer.id}`, { payerName: name });
    const overview = await call(DEMO, "GET", `/api/fee-schedules/${schedule.body.id}`);
    expect(overview.body.payerName).toBe(name);
  });
});

describe("DELETE /api/masterData/payer/{id}", () => {
  it("deletes a payer nothing names, with its codes, from every list", async () => {
    const code = store.billingCodes.allProcedures()[0]!.code;
    const payer = await demoPayer({ procedureCodes: [code] });
    const listed = await call(DEMO, "GET", `/api/payers?name=${encodeURIComponent(payer.payerName)}`);
    expect(listed.body.content[0]).toMatchObject({ id: payer.id, usage: { claims: 0, feeSchedules: 0 } });
    const search = encodeURIComponent(payer.payerName);
    const masterData = async () =>
      (await call(SUPER, "GET", `/api/masterData/payer?name=${search}`)).body.content as Json[];
    expect((await masterData()).map((p) => p.id)).toEqual([payer.id]);
    expect((await call(DEMO, "DELETE", `/api/masterData/payer/${payer.id}`)).status).toBe(204);
    expect(stored(payer.id)).toBeUndefined();
    expect(store.billingCodes.proceduresOfPayer(payer.id)).toEqual([]);
    expect((await call(DEMO, "GET", `/api/payers/${payer.id}`)).status).toBe(404);
    expect((await call(DEMO, "GET", `/api/payers?name=${search}`)).body.content).toEqual([]);
    expect(await masterData()).toEqual([]);
    expect((await call(DEMO, "GET", `/api/payers?payer_name=${search}`)).status).toBe(404);
  });

  it("refuses a payer a fee schedule names with 409, the reason and the count, and keeps it", async () => {
    const payer = await demoPayer();
    await call(DEMO, "POST", "/api/fee-schedules/create-fee-schedules", {
      name: unique("Uses payer"),
      category: "COMMERCIAL",
      effectiveDate: "01/01/2027",
      payerId: payer.id,
    });
    const looked = await call(DEMO, "GET", `/api/payers?payer_name=${encodeURIComponent(payer.payerName)}`);
    expect(looked.body.usage).toEqual({ claims: 0, feeSchedules: 1 });
    const refused = await call(DEMO, "DELETE", `/api/masterData/payer/${payer.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "IN_USE",
      count: 1,
      usage: { claims: 0, feeSchedules: 1 },
      reason: `Payer '${payer.payerName}' is used by 1 fee schedule`,
    });
    expect(stored(payer.id)).toBeDefined();
  });

  it("refuses a payer claims name, counting them all", async () => {
    const row = store.db.sql
      .prepare("SELECT payer_id AS id, COUNT(*) AS n FROM claims GROUP BY payer_id ORDER BY n DESC LIMIT 1")
      .get() as { id: string; n: number };
    expect(row.n).toBeGreaterThan(0);
    // The seeded payers are the network's: the platform operator changes them.
    const refused = await call(OPERATOR, "DELETE", `/api/masterData/payer/${row.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.usage.claims).toBe(row.n);
    expect(refused.body.reason).toMatch(new RegExp(`is used by ${row.n} claims`));
    expect(stored(row.id)).toBeDefined();
  });
});

describe("who may edit and delete a payer", () => {
  it("refuses both to a reader without billing.edit (403)", async () => {
    const payer = await demoPayer();
    const put = await call(ANALYTICS, "PUT", `/api/payers/${payer.id}`, { payerName: unique("Not mine") });
    const del = await call(ANALYTICS, "DELETE", `/api/masterData/payer/${payer.id}`);
    expect([put.status, del.status]).toEqual([403, 403]);
    expect(stored(payer.id)?.payerName).toBe(payer.payerName);
  });

  it("answers another tree's payer as missing (404) and the network's as the operator's (403)", async () => {
    const payer = await demoPayer();
    const network = store.billingCodes.allPayers()[0]!;
    const answers = [
      await call(HARBOR, "PUT", `/api/payers/${payer.id}`, { payerName: unique("Harbor's") }),
      await call(HARBOR, "DELETE", `/api/masterData/payer/${payer.id}`),
      await call(DEMO, "PUT", `/api/payers/${network.id}`, { payerName: unique("Demo's") }),
      await call(DEMO, "DELETE", `/api/masterData/payer/${network.id}`),
    ].map((a) => a.status);
    expect(answers).toEqual([404, 404, 403, 403]);
    expect(stored(payer.id)?.payerName).toBe(payer.payerName);
    expect(stored(network.id)?.payerName).toBe(network.payerName);
  });
});
