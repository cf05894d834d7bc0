import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../reference-api/seed";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Issue 39 §3: `npm run contract:check` against the reference upstream finds no difference: every
 * documented read and every extension the demo's organization admin may make answers what its
 * contract entry says, and with `--writes` a story of writes in a scratch organization conforms,
 * reads back what it wrote and leaves nothing behind. A backend that forgets a change is caught.
 */

const run = promisify(execFile);
let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi("contract-check");
});
afterAll(() => api.stop());

interface Report {
  totals: Record<string, number>;
  rows: Array<{ call: string; outcome: string; detail: string; status: number | "" }>;
}

async function check(upstream: string, ...extra: string[]): Promise<{ code: number; report: Report }> {
  const args = ["--import", "tsx", "scripts/contract-check.ts", "--upstream", upstream];
  args.push("--username", "orgadmin@demo.test", "--password", DEMO_PASSWORD, "--json", ...extra);
  try {
    const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, report: JSON.parse(stdout) as Report };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, report: JSON.parse(failed.stdout) as Report };
  }
}

const differences = (report: Report) =>
  report.rows.filter((r) => r.outcome === "differs" || r.outcome === "missing");

describe("the contract check against the reference upstream", () => {
  it("finds every read it can make conforming, and exits 0", async () => {
    const { code, report } = await check(api.base, "--extensions");
    expect(differences(report)).toEqual([]);
    expect(code).toBe(0);
    expect(report.totals.conforms).toBeGreaterThan(160);
  }, 120_000);

  it("writes in a scratch organization, reads each change back and removes what it made", async () => {
    const { code, report } = await check(api.base, "--writes");
    expect(differences(report)).toEqual([]);
    expect(code).toBe(0);
    const outcome = (call: string) => report.rows.filter((r) => r.call === call).map((r) => r.outcome);
    for (const call of ["organizations.create", "patients.addIndividual", "notes.update", "programs.update"])
      expect(outcome(call), call).toEqual(["conforms"]);
    // The scratch organization is gone: its delete conformed and a new run makes it afresh.
    expect(outcome("organizations.remove")).toEqual(["conforms"]);
    const again = await check(api.base, "--writes");
    expect(again.code).toBe(0);
  }, 120_000);

  it("exits 1 and names the call when a backend does not keep a change", async () => {
    // The reference upstream behind a proxy that answers every organization's record with its old name.
    const proxy = http.createServer((req, res) => {
      const forward = http.request(
        `${api.base}${req.url}`,
        { method: req.method, headers: req.headers, agent: false },
        (answer) => {
          if (!/\/basicInfo$/.test(req.url ?? "")) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          let body = "";
          answer.on("data", (chunk: Buffer) => (body += chunk.toString()));
          answer.on("end", () => {
            const record = JSON.parse(body) as { name: string };
            record.name = record.name.replace(" (renamed)", "");
            res
              .writeHead(answer.statusCode ?? 502, { "content-type": "application/json" })
              .end(JSON.stringify(record));
          });
        },
      );
      // A stream of events the check let go of is let go of upstream too.
      res.on("close", () => forward.destroy());
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    try {
      const { code, report } = await check(
        `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        "--writes",
      );
      expect(code).toBe(1);
      expect(differences(report)).toEqual([
        expect.objectContaining({
          call: "organizations.basicInfo",
          detail: expect.stringContaining("reads back"),
        }),
      ]);
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  }, 120_000);
});
