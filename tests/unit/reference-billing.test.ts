import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BillingRepo } from "../../reference-api/billing/repo";
import { BillingCodeRepo } from "../../reference-api/billing/codes-repo";
import { sqlPage } from "../../reference-api/db/paging";
import { sortKey } from "../../reference-api/billing/sort";
import { Db } from "../../reference-api/db/db";
import type { FeeScheduleEntry } from "../../reference-api/types";

/** The reference upstream's billing tables: SQL paging, filters, sorts, counts and all-or-nothing deletes. */
describe("reference upstream billing repositories", () => {
  let db: Db;
  let billing: BillingRepo;
  let codes: BillingCodeRepo;
  const entry = (
    id: string,
    planId: string,
    procedureCode: string,
    extra: Partial<FeeScheduleEntry> = {},
  ) => ({
    id,
    planId,
    procedureCode,
    modifier: null,
    amount: "10.00",
    referencedFeeSchedulePlanId: null,
    ...extra,
  });
  const schedule = (
    id: string,
    name: string,
    effectiveDate = "01/01/2026",
    payerId: string | null = null,
  ) => ({
    id,
    name,
    category: "COMMERCIAL",
    description: "",
    effectiveDate,
    payerId,
    createdAt: "2026-01-01T00:00:00.000Z",
  });
  const everything = <T>(window: { count: () => number; rows: (l: number, o: number) => T[] }) =>
    sqlPage("0", "-1", 20, window.count, window.rows).content;

  beforeEach(() => {
    db = Db.open(":memory:");
    billing = new BillingRepo(db);
    codes = new BillingCodeRepo(db);
    codes.insertAll({
      procedureCodes: [
        {
          id: "pc-1",
          code: "99201",
          description: "Office visit",
          group: "Évaluation",
          defaultAmount: "10.00",
        },
        {
          id: "pc-2",
          code: "99202",
          description: "Longer visit",
          group: "Évaluation",
          defaultAmount: "20.00",
        },
        { id: "pc-3", code: "90460", description: "Vaccine", group: "Immunization", defaultAmount: "30.00" },
      ],
      modifiers: [{ id: "mod-1", code: "25", description: "Significant" }],
      reasonCodes: [{ id: "rc-1", code: "CO-45", description: "Exceeds" }],
      payers: [
        {
          id: "payer-1",
          payerName: "Blue Harbor",
          payerGroupNumber: "G1",
          state: "MA",
          procedureCodes: ["99201", "90460"],
          reasonCodes: ["CO-45"],
        },
      ],
    });
    billing.insertAll({
      feeSchedules: [
        schedule("fs-1", "Plan 10", "12/31/2025", "payer-1"),
        schedule("fs-2", "plan 9", "01/15/2026"),
        schedule("fs-3", "Zeta", "06/01/2024"),
      ],
      plans: [
        { id: "plan-1", feeScheduleId: "fs-1", name: "Standard", description: "" },
        { id: "plan-2", feeScheduleId: "fs-2", name: "plan 9 – Gold", description: "" },
      ],
      entries: [
        entry("e-1", "plan-1", "99201"),
        entry("e-2", "plan-1", "99202", { modifier: "25", amount: "125.50" }),
        entry("e-3", "plan-2", "99201", { referencedFeeSchedulePlanId: "plan-1" }),
      ],
      importLogs: [],
    });
  });
  afterEach(() => db.close());

  it("sorts the fee schedule list in SQL as the locale did: case and accents aside, numbers by value", () => {
    const names = (sort: string) => everything(billing.scheduleList({}, sort)).map((f) => f.name);
    expect(names("name,asc")).toEqual(["plan 9", "Plan 10", "Zeta"]);
    expect(names("name,desc")).toEqual(["Zeta", "Plan 10", "plan 9"]);
    expect(names("effectiveDate,asc")).toEqual(["Zeta", "Plan 10", "plan 9"]);
    expect(names("unknown,asc")).toEqual(["Plan 10", "plan 9", "Zeta"]);
    expect(sortKey("Évaluation 2")).toBe(sortKey("evaluation 02"));
  });

  it("pages with LIMIT/OFFSET and counts every match, with counts and names joined in", () => {
    const window = billing.scheduleList({ name: "PLAN" }, "name,asc");
    const second = sqlPage("1", "1", 20, window.count, window.rows);
    expect(second).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1, last: true });
    expect(second.content).toEqual([
      {
        ...schedule("fs-1", "Plan 10", "12/31/2025", "payer-1"),
        payerName: "Blue Harbor",
        planCount: 1,
        entryCount: 2,
        // Seeded records are the network's (decision 054).
        ownerOrganizationId: null,
      },
    ]);
    expect(everything(billing.scheduleList({ payerId: "payer-1" }, "name,asc")).map((f) => f.id)).toEqual([
      "fs-1",
    ]);
  });

  it("filters a plan's entries by code prefix, modifier (NONE: without) and referenced schedule", () => {
    const ids = (filter: Parameters<BillingRepo["planEntries"]>[1], plan = "plan-1") =>
      everything(billing.planEntries(plan, filter)).map((e) => e.id);
    expect(ids({ procedureCode: "9920" })).toEqual(["e-1", "e-2"]);
    expect(ids({ modifier: "NONE" })).toEqual(["e-1"]);
    expect(ids({ modifier: "25" })).toEqual(["e-2"]);
    expect(ids({ referenced: "fs-1" }, "plan-2")).toEqual(["e-3"]);
    expect(billing.entryView("e-3")).toMatchObject({
      planName: "plan 9 – Gold",
      feeScheduleId: "fs-2",
      referencedFeeSchedulePlanName: "Plan 10 – Standard",
    });
    expect(billing.entryInPlan("plan-1", "99202", "25")?.id).toBe("e-2");
    expect(billing.entryInPlan("plan-1", "99202", null)).toBeUndefined();
  });

  it("keeps amounts as the exact decimal strings written", () => {
    billing.insertEntry(entry("e-4", "plan-2", "90460", { amount: "0.10" }));
    expect(billing.entry("e-4")!.amount).toBe("0.10");
    expect(db.sql.prepare("SELECT typeof(amount) FROM entries WHERE id = 'e-4'").pluck().get()).toBe("text");
  });

  it("counts code usage in SQL: entries, and payers", () => {
    expect(codes.procedureUsage("99201")).toEqual({ entries: 2, payers: 1 });
    expect(codes.procedureUsage("99202")).toEqual({ entries: 1, payers: 0 });
    expect(codes.modifierUsage("25")).toBe(1);
    expect(codes.reasonUsage("CO-45")).toBe(1);
    expect(everything(codes.procedureOverview("visit")).map((p) => [p.code, p.usage])).toEqual([
      ["99201", { entries: 2, payers: 1 }],
      ["99202", { entries: 1, payers: 0 }],
    ]);
    expect(everything(codes.procedureGroups(undefined)).map((g) => [g.group, g.count])).toEqual([
      ["Évaluation", 2],
      ["Immunization", 1],
    ]);
  });

  it("finds what blocks a delete, and a blocked plan cannot be deleted even by mistake", () => {
    expect(billing.planBlockers("plan-1")).toMatchObject({ count: 1, listed: [{ entry: { id: "e-3" } }] });
    expect(billing.scheduleBlockers("fs-1").count).toBe(1);
    expect(billing.scheduleBlockers("fs-2").count).toBe(0);
    // The foreign key is the last line of defence: the delete rolls back whole.
    expect(() => billing.deletePlan("plan-1")).toThrow(/FOREIGN KEY/);
    expect(billing.allEntries().map((e) => e.id)).toEqual(["e-1", "e-2", "e-3"]);
  });

  it("deletes a schedule with its plans and entries, and keeps its import logs", () => {
    billing.insertImportLog({
      id: "import-1",
      feeScheduleId: "fs-2",
      planId: null,
      fileName: "a.csv",
      status: "COMPLETED",
      totalRows: 1,
      processedRows: 1,
      importedRows: 1,
      errors: [],
      createdAt: "2026-01-01T00:00:00.000Z",
      accountId: "acc-1",
    });
    billing.deleteSchedule("fs-2");
    expect(billing.schedule("fs-2")).toBeUndefined();
    expect(billing.allPlans().map((p) => p.id)).toEqual(["plan-1"]);
    expect(billing.allEntries().map((e) => e.id)).toEqual(["e-1", "e-2"]);
    expect(billing.lastImport("fs-2")?.id).toBe("import-1");
  });

  it("labels plans in label order, filtered by label and by an entry's code", () => {
    expect(billing.planLabels({})).toEqual([
      { id: "plan-2", label: "plan 9 – Gold" },
      { id: "plan-1", label: "Plan 10 – Standard" },
    ]);
    expect(billing.planLabels({ procedureCode: "99202", modifier: "25" })).toEqual([
      { id: "plan-1", label: "Plan 10 – Standard" },
    ]);
    expect(billing.planLabels({ name: "gold" }).map((p) => p.id)).toEqual(["plan-2"]);
  });
});
