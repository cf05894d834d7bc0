import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Billing set-up records have an owner (decision 054): the seeded ones are the network's and only
 * the platform operator changes them; a tree's own records are read and changed in that tree only,
 * and another tree's answer as missing. Every refusal changes nothing, read back from the store.
 */

const HARBOR = "orgadmin@harbor.test";
const DEMO = "orgadmin@demo.test";
const OPERATOR = "admin@operator.test";

let api: ReferenceApi;
let store: Store;
const call = (who: string, method: string, url: string, json?: unknown) => api.call(who, method, url, json);
const orgId = (name: string) => store.organizations.firstNamed(name)!.id;

/** Everything the store holds except the tokens (signing in adds those). */
function snapshot() {
  const collections = store.tableNames().filter((name) => name !== "tokens");
  return JSON.stringify(collections.map((name) => store.collection(name)));
}

type Page = { content: Array<Record<string, unknown>> };
const ids = (body: unknown) => (body as Page).content.map((r) => r.id);

beforeAll(async () => {
  api = await startReferenceApi("reference-billing-ownership");
  store = api.store;
}, 60_000);

afterAll(() => api.stop());

describe("the network's billing records", () => {
  it("are refused to Harbor's organization admin, each write a 403 that changes nothing", async () => {
    const code = store.billingCodes.allProcedures()[0]!;
    const modifier = store.billingCodes.allModifiers()[0]!;
    const reason = store.billingCodes.allReasons()[0]!;
    const schedule = store.billing.allSchedules()[0]!;
    const plan = store.billing.allPlans().find((p) => p.feeScheduleId === schedule.id)!;
    const entry = store.billing.allEntries().find((e) => e.planId === plan.id)!;
    const payer = store.billingCodes.allPayers()[0]!;
    // Seeded, so the network's: the answers say so with a null owner.
    const owners = [
      store.billingCodes.procedure(code.id),
      store.billingCodes.modifier(modifier.id),
      store.billingCodes.reason(reason.id),
      store.billing.scheduleView(schedule.id),
      store.billingCodes.payer(payer.id),
    ].map((r) => r?.ownerOrganizationId);
    expect(owners).toEqual([null, null, null, null, null]);
    const writes: Array<[string, string, unknown?]> = [
      ["PUT", `/api/procedure-codes/${code.id}`, { ...code, description: "Renamed by Harbor" }],
      ["DELETE", `/api/procedure-codes/${code.id}`],
      ["PUT", `/api/claims-modifiers/${modifier.id}`, { code: modifier.code, description: "Renamed" }],
      ["DELETE", `/api/claims-modifiers/${modifier.id}`],
      ["DELETE", `/api/reason-codes/overview/${reason.id}`],
      ["PUT", `/api/fee-schedules/${schedule.id}`, { ...schedule, name: "Harbor's now" }],
      ["DELETE", `/api/fee-schedules/${schedule.id}`],
      [
        "POST",
        "/api/fee-schedules/create-fee-schedule-plan",
        { feeScheduleId: schedule.id, name: "Harbor tier", description: "" },
      ],
      ["PUT", `/api/fee-schedules/plan/${plan.id}`, { name: "Renamed", description: "" }],
      ["DELETE", `/api/fee-schedules/plan/${plan.id}`],
      [
        "POST",
        "/api/fee-schedules/create-fee-schedule-entry",
        { planId: plan.id, procedureCode: code.code, modifier: "25", amount: "1.00" },
      ],
      ["PUT", `/api/fee-schedules/entry/${entry.id}`, { ...entry, amount: "0.01" }],
      ["DELETE", `/api/fee-schedules/entry/${entry.id}`],
    ];
    const before = snapshot();
    for (const [method, url, body] of writes) {
      const answer = await call(HARBOR, method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect(answer.body, `${method} ${url}`).toMatchObject({ message: expect.stringMatching(/network/) });
    }
    // A payer has no call that changes it; the fee schedule's CSV import is the last write there is.
    const form = new FormData();
    form.append("file", new Blob(["plan,procedure_code,amount\nHarbor,99201,1.00\n"]), "fees.csv");
    const upload = await fetch(`${api.base}/api/fee-schedules/${schedule.id}/upload/csv`, {
      method: "POST",
      headers: { authorization: `Bearer ${await api.login(HARBOR)}` },
      body: form,
    });
    expect(upload.status).toBe(403);
    expect(snapshot()).toBe(before);
    // Every tree still reads them.
    expect((await call(HARBOR, "GET", `/api/fee-schedules/${schedule.id}`)).status).toBe(200);
    expect((await call(HARBOR, "GET", `/api/payers/${payer.id}`)).status).toBe(200);
  });

  it("are changed by the platform operator, whose new records are the network's", async () => {
    const modifier = store.billingCodes.allModifiers().at(-1)!;
    const renamed = await call(OPERATOR, "PUT", `/api/claims-modifiers/${modifier.id}`, {
      code: modifier.code,
      description: "Described by the operator",
    });
    expect(renamed.status).toBe(200);
    expect(store.billingCodes.modifier(modifier.id)?.description).toBe("Described by the operator");
    const created = await call(OPERATOR, "POST", "/api/procedure-codes", {
      code: "OPS01",
      description: "Network code",
      group: "Network",
      defaultAmount: "5.00",
    });
    expect(created).toMatchObject({ status: 201, body: { ownerOrganizationId: null } });
    for (const who of [HARBOR, DEMO]) {
      const listed = await call(who, "GET", "/api/procedure-codes/overview?code=OPS01");
      expect(ids(listed.body), who).toEqual([(created.body as { id: string }).id]);
    }
  });
});

describe("a tree's own billing records", () => {
  const harborIds = {} as Record<
    "code" | "modifier" | "reason" | "payer" | "schedule" | "plan" | "entry",
    string
  >;

  it("are created by Harbor's organization admin, owned by Harbor, and changed by it", async () => {
    const harbor = orgId(SECOND_ORGANIZATION_NAME);
    const code = await call(HARBOR, "POST", "/api/procedure-codes", {
      code: "HB001",
      description: "Harbor home visit",
      group: "Harbor",
      defaultAmount: "40.00",
    });
    expect(code).toMatchObject({ status: 201, body: { ownerOrganizationId: harbor } });
    harborIds.code = (code.body as { id: string }).id;
    expect(
      (
        await call(HARBOR, "PUT", `/api/procedure-codes/${harborIds.code}`, {
          code: "HB001",
          description: "Harbor home visit, long",
          group: "Harbor",
          defaultAmount: "45.00",
        })
      ).status,
    ).toBe(200);

    const modifier = await call(HARBOR, "POST", "/api/claims-modifiers", {
      code: "H1",
      description: "Harbor",
    });
    expect(modifier).toMatchObject({ status: 201, body: { data: { ownerOrganizationId: harbor } } });
    harborIds.modifier = (modifier.body as { data: { id: string } }).data.id;
    expect(
      (
        await call(HARBOR, "PUT", `/api/claims-modifiers/${harborIds.modifier}`, {
          code: "H1",
          description: "Harbor's",
        })
      ).status,
    ).toBe(200);

    const reason = await call(HARBOR, "POST", "/api/reason-codes", {
      code: "HB-1",
      description: "Harbor reason",
    });
    expect(reason).toMatchObject({ status: 201, body: { ownerOrganizationId: harbor } });
    harborIds.reason = (reason.body as { id: string }).id;

    const payer = await call(HARBOR, "POST", "/api/payers", {
      payerName: "Harbor Mutual",
      state: "WA",
      procedureCodes: ["HB001", "99201"],
    });
    expect(payer).toMatchObject({ status: 201, body: { ownerOrganizationId: harbor } });
    harborIds.payer = (payer.body as { id: string }).id;

    const schedule = await call(HARBOR, "POST", "/api/fee-schedules/create-fee-schedules", {
      name: "Harbor 2027",
      category: "COMMERCIAL",
      effectiveDate: "01/01/2027",
      payerId: harborIds.payer,
    });
    expect(schedule).toMatchObject({ status: 201, body: { ownerOrganizationId: harbor } });
    harborIds.schedule = (schedule.body as { id: string }).id;
    const plan = await call(HARBOR, "POST", "/api/fee-schedules/create-fee-schedule-plan", {
      feeScheduleId: harborIds.schedule,
      name: "Standard",
      description: "",
    });
    expect(plan).toMatchObject({ status: 201, body: { ownerOrganizationId: harbor } });
    harborIds.plan = (plan.body as { id: string }).id;
    const entry = await call(HARBOR, "POST", "/api/fee-schedules/create-fee-schedule-entry", {
      planId: harborIds.plan,
      procedureCode: "HB001",
      modifier: "H1",
      amount: "41.00",
    });
    expect(entry).toMatchObject({ status: 201, body: { ownerOrganizationId: harbor } });
    harborIds.entry = (entry.body as { id: string }).id;
    expect(
      (
        await call(HARBOR, "PUT", `/api/fee-schedules/entry/${harborIds.entry}`, {
          procedureCode: "HB001",
          modifier: "H1",
          amount: "42.00",
        })
      ).status,
    ).toBe(200);
    expect(store.billing.entry(harborIds.entry)?.amount).toBe("42.00");
    expect(
      (
        await call(HARBOR, "PUT", `/api/fee-schedules/${harborIds.schedule}`, {
          name: "Harbor 2027",
          category: "MEDICAID",
          effectiveDate: "01/01/2027",
          payerId: harborIds.payer,
        })
      ).status,
    ).toBe(200);
    expect(store.billing.schedule(harborIds.schedule)).toMatchObject({
      category: "MEDICAID",
      ownerOrganizationId: harbor,
    });
  });

  it("are neither seen nor changed by Demo's organization admin: each answers as missing", async () => {
    const lists: Array<[string, string]> = [
      ["/api/procedure-codes/overview?code=HB001", harborIds.code],
      ["/api/claims-modifiers?code=H1", harborIds.modifier],
      ["/api/reason-codes?name=HB-1", harborIds.reason],
      ["/api/payers?name=Harbor%20Mutual", harborIds.payer],
      ["/api/fee-schedules?name=Harbor%202027", harborIds.schedule],
    ];
    for (const [url, id] of lists) {
      const seen = (who: string) =>
        call(who, "GET", url).then(({ body }) => ids((body as { data?: Page }).data ?? body).includes(id));
      expect(await seen(HARBOR), `Harbor lists ${url}`).toBe(true);
      expect(await seen(DEMO), `Demo lists ${url}`).toBe(false);
      expect(await seen(OPERATOR), `the operator lists ${url}`).toBe(false);
    }
    const labels = (await call(DEMO, "GET", "/api/fee-schedules/schedule-with-plans")).body as Record<
      string,
      string
    >;
    expect(Object.keys(labels)).not.toContain(harborIds.plan);
    const search = (await call(DEMO, "GET", "/api/procedure-codes?code=HB0")).body as Array<{ id: string }>;
    expect(search.map((c) => c.id)).not.toContain(harborIds.code);

    const reads = [
      `/api/fee-schedules/${harborIds.schedule}`,
      `/api/fee-schedules/${harborIds.schedule}/overview`,
      `/api/fee-schedules/${harborIds.schedule}/plans`,
      `/api/fee-schedules/plan/${harborIds.plan}/entries`,
      `/api/fee-schedules/entry/${harborIds.entry}/dependencies`,
      `/api/payers/${harborIds.payer}`,
      `/api/payers?payer_name=Harbor%20Mutual`,
    ];
    for (const url of reads) expect((await call(DEMO, "GET", url)).status, url).toBe(404);

    const before = snapshot();
    const writes: Array<[string, string, unknown?]> = [
      [
        "PUT",
        `/api/procedure-codes/${harborIds.code}`,
        { code: "HB001", description: "Demo's", group: "G", defaultAmount: "1.00" },
      ],
      ["DELETE", `/api/procedure-codes/${harborIds.code}`],
      ["PUT", `/api/claims-modifiers/${harborIds.modifier}`, { code: "H1", description: "Demo's" }],
      ["DELETE", `/api/claims-modifiers/${harborIds.modifier}`],
      ["DELETE", `/api/reason-codes/overview/${harborIds.reason}`],
      [
        "PUT",
        `/api/fee-schedules/${harborIds.schedule}`,
        { name: "Demo's", category: "COMMERCIAL", effectiveDate: "01/01/2027" },
      ],
      ["DELETE", `/api/fee-schedules/${harborIds.schedule}`],
      ["PUT", `/api/fee-schedules/plan/${harborIds.plan}`, { name: "Demo's", description: "" }],
      ["DELETE", `/api/fee-schedules/plan/${harborIds.plan}`],
      ["PUT", `/api/fee-schedules/entry/${harborIds.entry}`, { procedureCode: "HB001", amount: "0.01" }],
      ["DELETE", `/api/fee-schedules/entry/${harborIds.entry}`],
    ];
    for (const [method, url, body] of writes)
      expect((await call(DEMO, method, url, body)).status, `${method} ${url}`).toBe(404);
    // Adding to Harbor's schedule, or pointing Demo's records at Harbor's, finds nothing either.
    expect(
      await call(DEMO, "POST", "/api/fee-schedules/create-fee-schedule-plan", {
        feeScheduleId: harborIds.schedule,
        name: "Demo tier",
      }),
    ).toMatchObject({ status: 422, body: { fieldErrors: [{ field: "feeScheduleId" }] } });
    expect(
      await call(DEMO, "POST", "/api/fee-schedules/create-fee-schedules", {
        name: "Demo with Harbor's payer",
        category: "COMMERCIAL",
        effectiveDate: "01/01/2027",
        payerId: harborIds.payer,
      }),
    ).toMatchObject({ status: 422, body: { fieldErrors: [{ field: "payerId" }] } });
    expect(
      await call(DEMO, "POST", "/api/payers", { payerName: "Demo Mutual", procedureCodes: ["HB001"] }),
    ).toMatchObject({ status: 422, body: { fieldErrors: [{ field: "procedureCodes" }] } });
    // A code is unique across the network, but what Harbor's is stays Harbor's.
    const twin = await call(DEMO, "POST", "/api/procedure-codes", {
      code: "HB001",
      description: "Demo's own",
      group: "Demo",
      defaultAmount: "1.00",
    });
    expect(twin.status).toBe(422);
    expect(JSON.stringify(twin.body)).toContain("Procedure code 'HB001' is already taken");
    expect(JSON.stringify(twin.body)).not.toContain("Harbor home visit");
    expect(snapshot()).toBe(before);
  });

  it("are Demo's own when Demo's organization admin makes them, and Harbor cannot touch those", async () => {
    const demo = orgId(DEMO_NETWORK_NAME);
    const made = await call(DEMO, "POST", "/api/claims-modifiers", { code: "D1", description: "Demo" });
    expect(made).toMatchObject({ status: 201, body: { data: { ownerOrganizationId: demo } } });
    const id = (made.body as { data: { id: string } }).data.id;
    expect((await call(HARBOR, "DELETE", `/api/claims-modifiers/${id}`)).status).toBe(404);
    expect((await call(DEMO, "DELETE", `/api/claims-modifiers/${id}`)).status).toBe(204);
  });
});
