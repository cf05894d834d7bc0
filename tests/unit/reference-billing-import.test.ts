import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedState } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import type { ImportLog, Seed } from "../../reference-api/types";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/** The reference upstream's CSV import writes each step of 50 rows as one transaction. */
// Seeding and opening a store take seconds on a busy machine: generous limits, never a retry.
const SLOW_MS = 60_000;

describe("reference upstream CSV import steps", { timeout: SLOW_MS }, () => {
  let store: Store;
  let base: string;
  let api: ReferenceApi;
  const logged: string[] = [];
  let seeded: Seed;

  beforeAll(() => {
    seeded = seedState(new Date("2026-03-10T15:00:00Z"));
  }, SLOW_MS);
  beforeEach(async () => {
    api = await startReferenceApi("reference-import", { log: (line) => logged.push(line) }, () =>
      structuredClone(seeded),
    );
    ({ store, base } = api);
  }, SLOW_MS);
  afterEach(() => api.stop());

  // The seeded schedules are the network's: the platform operator's staff change them (decision 054).
  const bearer = async () => ({ authorization: `Bearer ${await api.login("admin@operator.test")}` });

  const upload = async (headers: Record<string, string>, scheduleId: string, csv: string) => {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "fees.csv");
    const response = await fetch(`${base}/api/fee-schedules/${scheduleId}/upload/csv`, {
      method: "POST",
      headers,
      body: form,
    });
    expect(response.status).toBe(202);
    return (await response.json()) as ImportLog;
  };

  /** Polls the log until the import has ended (it moves every IMPORT_CHUNK_DELAY_MS). */
  const ended = async (headers: Record<string, string>, id: string) => {
    for (;;) {
      const response = await fetch(`${base}/api/logs/import?id=${id}`, { headers });
      const log = ((await response.json()) as { content: ImportLog[] }).content[0]!;
      if (log.status !== "RUNNING") return log;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it("keeps the steps before a failing one and nothing of the failing step, counters included", async () => {
    const headers = await bearer();
    const schedule = store.billing.allSchedules()[0]!;
    const codes = store.billingCodes.allProcedures();
    // Row 75 (the second step) cannot be written: the database refuses it.
    store.db.sql.exec(
      "CREATE TRIGGER refuse_amount BEFORE INSERT ON entries WHEN NEW.amount = '77.77' BEGIN SELECT RAISE(ABORT, 'refused'); END",
    );
    const rows = Array.from(
      { length: 120 },
      (_, i) => `Bulk,${codes[i]!.code},,${i === 74 ? "77.77" : "10.00"}`,
    );
    const started = await upload(
      headers,
      schedule.id,
      ["plan,procedure_code,modifier,amount", ...rows].join("\n"),
    );

    const log = await ended(headers, started.id);
    expect(log).toMatchObject({ status: "FAILED", totalRows: 120, processedRows: 50, importedRows: 50 });
    const bulk = store.billing.planNamed(schedule.id, "Bulk")!;
    expect(store.billing.planEntryCount(bulk.id)).toBe(50);
    expect(store.billing.allImportLogs().find((l) => l.id === started.id)).toEqual(log);
    expect(logged.some((line) => line.includes(`import ${started.id} failed`))).toBe(true);
  });

  it("imports every step of a good file and counts its refused rows", async () => {
    const headers = await bearer();
    const schedule = store.billing.allSchedules()[1]!;
    const codes = store.billingCodes.allProcedures();
    const rows = Array.from({ length: 60 }, (_, i) => `Bulk,${i === 10 ? "NOPE1" : codes[i]!.code},,12.5`);
    const started = await upload(
      headers,
      schedule.id,
      ["plan,procedure_code,modifier,amount", ...rows].join("\n"),
    );

    const log = await ended(headers, started.id);
    expect(log).toMatchObject({ status: "COMPLETED", processedRows: 60, importedRows: 59 });
    expect(log.errors).toEqual([{ row: 12, message: "Unknown procedure code 'NOPE1'" }]);
    const bulk = store.billing.planNamed(schedule.id, "Bulk")!;
    const entries = store.billing.planEntries(bulk.id, {});
    expect(entries.count()).toBe(59);
    expect(entries.rows(1, 0)[0]!.amount).toBe("12.50");
  });
});
