import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../reference-api/seed";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Issue 39 §3: `npm run contract:check` against the reference upstream finds no difference: every
 * documented read and every extension the demo's organization admin may make answers what its
 * contract entry says.
 */

const run = promisify(execFile);
let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi("contract-check");
});
afterAll(() => api.stop());

describe("the contract check against the reference upstream", () => {
  it("finds every read it can make conforming, and exits 0", async () => {
    const { stdout } = await run(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/contract-check.ts",
        "--upstream",
        api.base,
        "--username",
        "orgadmin@demo.test",
        "--password",
        DEMO_PASSWORD,
        "--extensions",
        "--json",
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as {
      totals: Record<string, number>;
      rows: Array<{ call: string; outcome: string; detail: string }>;
    };
    expect(report.rows.filter((r) => r.outcome === "differs" || r.outcome === "missing")).toEqual([]);
    expect(report.totals.conforms).toBeGreaterThan(100);
  }, 120_000);
});
