import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ClaimImport } from "../../reference-api/claims/repo";
import { seedState } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import type { Seed } from "../../reference-api/types";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's claim import (decision 043): rows checked in steps with
 * CLAIM_IMPORT_PROGRESS events, accepted claims written together at the end, rejected rows with
 * their reasons, the log under /api/logs/import?kind=CLAIMS, and the reason code's figures.
 */
const SLOW_MS = 60_000;

describe("reference upstream claim import", { timeout: SLOW_MS }, () => {
  let store: Store;
  let base: string;
  let api: ReferenceApi;
  let seeded: Seed;

  beforeAll(() => {
    seeded = seedState(new Date("2026-03-10T15:00:00Z"));
  }, SLOW_MS);
  beforeEach(async () => {
    api = await startReferenceApi("reference-claim-import", {}, () => structuredClone(seeded));
    ({ store, base } = api);
  }, SLOW_MS);
  afterEach(() => api.stop());

  const bearer = async (username: string) => ({ authorization: `Bearer ${await api.login(username)}` });

  const upload = (headers: Record<string, string>, csv: string, name = "claims.csv") => {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), name);
    return fetch(`${base}/api/claims/import`, { method: "POST", headers, body: form });
  };

  const ended = async (headers: Record<string, string>, id: string) => {
    for (;;) {
      const response = await fetch(`${base}/api/logs/import?kind=CLAIMS&id=${id}`, { headers });
      const entry = ((await response.json()) as { content: ClaimImport[] }).content[0]!;
      if (entry.status !== "RUNNING") return entry;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const HEADER =
    "claim_number,claim_status,date_of_service,procedure_code,reason_code,zip_code,state,payer_id,organization_id,patient_name,billed_amount,allowed_amount,paid_amount";

  it("imports the good rows, rejects the others with reasons, and logs it", async () => {
    const headers = await bearer("orgadmin@demo.test");
    const [sample] = (
      (await (await fetch(`${base}/api/claims?size=1`, { headers })).json()) as {
        content: Array<{
          claimNumber: string;
          payerId: string;
          organizationId: string;
          procedureCode: string;
        }>;
      }
    ).content;
    const { payerId, organizationId, procedureCode } = sample!;
    const row = (number: string, extra: Partial<Record<"status" | "date" | "payer", string>> = {}) =>
      `${number},${extra.status ?? "DENIED"},${extra.date ?? "10/02/2026"},${procedureCode},CO-97,02114,MA,${extra.payer ?? payerId},${organizationId},Ana Chen,120.00,90.00,0`;
    const csv = [
      HEADER,
      row("IMP-1"),
      row("IMP-2", { status: "LOST" }),
      row("IMP-1"),
      row(sample!.claimNumber),
      row("IMP-3", { date: "2026-10-02" }),
      row("IMP-4", { payer: "nobody" }),
      row("IMP-5", { status: "PAID" }),
    ].join("\n");
    const response = await upload(headers, csv);
    expect(response.status).toBe(202);
    const started = (await response.json()) as ClaimImport;
    expect(started).toMatchObject({ status: "RUNNING", totalRows: 7, fileName: "claims.csv" });
    const done = await ended(headers, started.id);
    expect(done).toMatchObject({ status: "COMPLETED", processedRows: 7, importedRows: 2, rejectedRows: 5 });
    expect(done.errors.map((e) => e.row)).toEqual([3, 4, 5, 6, 7]);
    expect(done.errors[1]!.message).toContain("appears twice");
    expect(done.errors[2]!.message).toContain("already filed");
    const imported = await fetch(
      `${base}/api/claims?size=50&reasonCode=CO-97&dateFrom=10/02/2026&dateTo=10/02/2026`,
      {
        headers,
      },
    );
    const numbers = ((await imported.json()) as { content: Array<{ claimNumber: string }> }).content.map(
      (c) => c.claimNumber,
    );
    expect(numbers.filter((n) => n.startsWith("IMP-")).sort()).toEqual(["IMP-1", "IMP-5"]);

    const events = store.events
      .after(0)
      .filter(
        (e) => e.type === "CLAIM_IMPORT_PROGRESS" && (e.data as { importId: string }).importId === started.id,
      );
    expect(events.at(-1)?.data).toMatchObject({ status: "COMPLETED", importedRows: 2, rejectedRows: 5 });

    const log = await fetch(`${base}/api/logs/import?kind=CLAIMS&status=COMPLETED`, { headers });
    const page = (await log.json()) as { content: ClaimImport[]; totalElements: number };
    expect(page.content[0]).toMatchObject({ id: started.id, accountName: expect.any(String) });
    expect((await fetch(`${base}/api/logs/import?kind=CLAIMS&status=LOST`, { headers })).status).toBe(422);
  });

  it("refuses a file that is not CSV or lacks columns (422 on file), and an analytics admin", async () => {
    const headers = await bearer("orgadmin@demo.test");
    const notCsv = await upload(headers, HEADER, "claims.xlsx");
    expect(notCsv.status).toBe(422);
    const missing = await upload(headers, "claim_number,claim_status\nX,PAID");
    expect(missing.status).toBe(422);
    const body = (await missing.json()) as { fieldErrors: Array<{ field: string; message: string }> };
    expect(body.fieldErrors[0]).toMatchObject({ field: "file" });
    expect(body.fieldErrors[0]!.message).toContain("date_of_service");
    const analytics = await bearer("analytics@demo.test");
    expect((await upload(analytics, `${HEADER}\n`)).status).toBe(403);
    expect((await fetch(`${base}/api/logs/import?kind=CLAIMS`, { headers: analytics })).status).toBe(200);
  });

  it("answers a payer's reason code with its claims' figures", async () => {
    const headers = await bearer("orgadmin@demo.test");
    const top = (await (
      await fetch(`${base}/api/payers/get-top-three-reason-codes`, { headers })
    ).json()) as Array<{
      code: string;
    }>;
    const claims = (await (
      await fetch(`${base}/api/claims?size=1&reasonCode=${top[0]!.code}`, { headers })
    ).json()) as { content: Array<{ payerId: string }>; totalElements: number };
    const payerId = claims.content[0]!.payerId;
    const response = await fetch(`${base}/api/payers/${payerId}/reason_codes/${top[0]!.code}`, { headers });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as {
      code: string;
      claims: { claims: number; byStatus: Array<{ claims: number }>; byMonth: Array<{ claims: number }> };
    };
    const ofPayer = (await (
      await fetch(`${base}/api/claims?size=1&reasonCode=${top[0]!.code}&payerId=${payerId}`, { headers })
    ).json()) as { totalElements: number };
    expect(detail.code).toBe(top[0]!.code);
    expect(detail.claims.claims).toBe(ofPayer.totalElements);
    expect(detail.claims.byMonth.reduce((n, m) => n + m.claims, 0)).toBe(ofPayer.totalElements);
    expect(detail.claims.byStatus.reduce((n, m) => n + m.claims, 0)).toBe(ofPayer.totalElements);
  });
});
