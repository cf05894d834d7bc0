import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { action as importAction, loader as importLoader } from "~/routes/provider+/billing+/claims.import";
import { loader as statusLoader } from "~/routes/provider+/billing+/claims.imports.$importId";
import { loader as logLoader } from "~/routes/provider+/billing+/claims.imports._index";
import { loader as reasonLoader } from "~/routes/provider+/billing+/payers.$payerId_.reason-codes.$code";
import { server } from "../mocks/server";
import { contextFor, statusOf } from "../support/context";
import { signedInCookie, staffAccount, staffGet } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { billing } from "@contract/billing";
import { claims } from "@contract/claims";

/**
 * Claim import and its log (decision 043) against a faked upstream: the file streamed through to
 * POST /api/claims/import, a bad file refused next to the file field, an upstream failure that is
 * no error page, the log read with kind=CLAIMS and its filter, and the roles.
 */

interface FormResult {
  data?: { result?: { error?: Record<string, string[]> } };
  init?: { status?: number };
}

const BOUNDARY = "----claimsboundary";
const CSV = "claim_number,claim_status\nCLM-1,PAID\n";
const ENTRY = {
  id: "claim-import-1",
  fileName: "claims.csv",
  status: "RUNNING",
  totalRows: 1,
  processedRows: 0,
  importedRows: 0,
  rejectedRows: 0,
  errors: [],
  createdAt: "2026-11-27T10:00:00.000Z",
  accountName: "Olivia Admin",
};
const multipart = (fileName: string, type: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`;

function uploadRequest(body: string, privilegeId = staffAccount.privilegeId) {
  const cookie = signedInCookie(
    { accessToken: "at_valid", refreshToken: "rt_valid" },
    { ...staffAccount, privilegeId },
  );
  const request = new Request("http://app.test/provider/billing/claims/import", {
    method: "POST",
    headers: {
      cookie,
      origin: "http://app.test",
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "content-length": String(Buffer.byteLength(body)),
    },
    body,
  });
  return { request, context: contextFor(request), params: {} };
}

function fakeLog() {
  const calls: string[] = [];
  server.use(
    onCall(billing.importLog, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url.search);
      const id = url.searchParams.get("id");
      const content = id && id !== ENTRY.id ? [] : [ENTRY];
      return answerOf(billing.importLog, {
        content,
        totalElements: content.length,
        totalPages: 1,
        number: 0,
        size: 20,
      });
    }),
  );
  return calls;
}

function fakeUpload(answer: () => Response) {
  const seen: string[] = [];
  server.use(
    onCall(claims.importCsv, async ({ request }) => {
      seen.push(await request.text());
      return answer();
    }),
  );
  return seen;
}

describe("claim import", () => {
  it("streams the file to the upstream and goes to the import's page", async () => {
    fakeLog();
    const seen = fakeUpload(() => HttpResponse.json(ENTRY, { status: 202 }));
    const body = multipart("claims.csv", "text/csv", CSV);
    const response = (await importAction(uploadRequest(body))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/billing/claims/imports/claim-import-1");
    expect(seen).toEqual([body]);
  });

  it("refuses a file that is not CSV next to the file field, sending nothing", async () => {
    fakeLog();
    const seen = fakeUpload(() => HttpResponse.json(ENTRY, { status: 202 }));
    const result = (await importAction(
      uploadRequest(multipart("claims.xlsx", "application/vnd.ms-excel", CSV)),
    )) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error).toEqual({
      file: ['billing:import.errors.notCsv::{"name":"claims.xlsx"}'],
    });
    expect(seen).toEqual([]);
  });

  it("shows the upstream's 422 on the file (missing columns) inside a translated sentence", async () => {
    fakeLog();
    fakeUpload(() =>
      HttpResponse.json(
        { fieldErrors: [{ field: "file", message: "missing: date_of_service" }] },
        { status: 422 },
      ),
    );
    const result = (await importAction(
      uploadRequest(multipart("claims.csv", "text/csv", CSV)),
    )) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error).toEqual({
      file: ['claims:import.errors.refused::{"reason":"missing: date_of_service"}'],
    });
  });

  it("answers an upstream failure on the form, not with an error page", async () => {
    fakeLog();
    fakeUpload(() => HttpResponse.json({ code: "BOOM" }, { status: 500 }));
    const result = (await importAction(
      uploadRequest(multipart("claims.csv", "text/csv", CSV)),
    )) as FormResult;
    expect(result.init?.status).toBe(502);
    expect(result.data?.result?.error).toEqual({ file: ["billing:import.errors.failed"] });
  });

  it("lets an analytics admin read the log and the import but not import", async () => {
    fakeLog();
    const seen = fakeUpload(() => HttpResponse.json(ENTRY, { status: 202 }));
    const analytics = PRIVILEGE.ANALYTICS_ADMIN;
    expect(
      await statusOf(() =>
        importLoader({ ...staffGet("/provider/billing/claims/import", analytics), params: {} }),
      ),
    ).toBe(403);
    expect(
      await statusOf(() => importAction(uploadRequest(multipart("claims.csv", "text/csv", CSV), analytics))),
    ).toBe(403);
    expect(seen).toEqual([]);
    const log = await logLoader({ ...staffGet("/provider/billing/claims/imports", analytics), params: {} });
    expect(log.list.content.map((e) => e.fileName)).toEqual(["claims.csv"]);
    const one = await statusLoader({
      ...staffGet("/provider/billing/claims/imports/claim-import-1", analytics),
      params: { importId: "claim-import-1" },
    });
    expect(one.importLog.id).toBe("claim-import-1");
  });
});

describe("claim import log", () => {
  it("asks the upstream for claim imports of a status, page by page, and drops an unknown status", async () => {
    const calls = fakeLog();
    const data = await logLoader({
      ...staffGet("/provider/billing/claims/imports?status=COMPLETED&page=2&size=50"),
      params: {},
    });
    expect(new URLSearchParams(calls[0])).toEqual(
      new URLSearchParams({ kind: "CLAIMS", status: "COMPLETED", page: "2", size: "50" }),
    );
    expect(data.list.content[0]).toMatchObject({
      accountName: "Olivia Admin",
      startedAt: expect.any(String),
    });
    await logLoader({ ...staffGet("/provider/billing/claims/imports?status=LOST"), params: {} });
    expect(new URLSearchParams(calls[1]).has("status")).toBe(false);
  });

  it("answers 404 for an import the upstream does not list, and 502 when the log fails", async () => {
    fakeLog();
    expect(
      await statusOf(() =>
        statusLoader({
          ...staffGet("/provider/billing/claims/imports/claim-import-9"),
          params: { importId: "claim-import-9" },
        }),
      ),
    ).toBe(404);
    server.use(onCall(billing.importLog, () => HttpResponse.json({}, { status: 500 })));
    expect(
      await statusOf(() => logLoader({ ...staffGet("/provider/billing/claims/imports"), params: {} })),
    ).toBe(502);
  });
});

describe("a payer's reason code page", () => {
  const PAYER = { id: "payer-1", payerName: "Blue Harbor Health", payerGroupNumber: "G1000", state: "MA" };
  const DETAIL = {
    id: "reason-1",
    code: "CO-97",
    description: "Payment included in another service",
    claims: {
      claims: 3,
      billedAmount: "300.00",
      paidAmount: "40.00",
      averageMr: 55,
      byStatus: [
        { claimStatus: "DENIED", claims: 2 },
        { claimStatus: "PAID", claims: 1 },
      ],
      byMonth: [
        { month: "2026-09", claims: 1, billedAmount: "100.00", paidAmount: "40.00" },
        { month: "2026-10", claims: 2, billedAmount: "200.00", paidAmount: "0.00" },
      ],
    },
  };
  const url = "/provider/billing/payers/payer-1/reason-codes/CO-97";

  function fakePayer(detail: () => Response = () => HttpResponse.json(DETAIL)) {
    const calls: string[] = [];
    server.use(
      onCall(claims.getPayer, ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return answerOf(claims.getPayer, PAYER);
      }),
      onCall(claims.payerReasonCode, ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return detail();
      }),
    );
    return calls;
  }

  it("draws the code's claims by month and by status with their tables, its trail from the payer", async () => {
    const calls = fakePayer();
    const data = await reasonLoader({
      ...staffGet(url, PRIVILEGE.ANALYTICS_ADMIN),
      params: { payerId: "payer-1", code: "CO-97" },
    });
    expect(calls.sort()).toEqual(["/api/payers/payer-1", "/api/payers/payer-1/reason_codes/CO-97"]);
    expect(data.byMonth?.values).toEqual([1, 2]);
    expect(data.byStatus?.slices.map((s) => s.value)).toEqual([2, 1]);
    expect(data.figures?.map((f) => f.key)).toEqual(["claims", "billed", "paid", "mr"]);
    expect(data.crumbs).toEqual([
      { label: "Payers", to: "/provider/billing/payers" },
      { label: "Blue Harbor Health", to: "/provider/billing/payers/payer-1" },
      { label: "CO-97" },
    ]);
  });

  it("answers 404 for a code that cannot be one before any call, and for one the payer lacks", async () => {
    const calls = fakePayer(() => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }));
    expect(
      await statusOf(() =>
        reasonLoader({ ...staffGet(`${url}x`), params: { payerId: "payer-1", code: "CO 97;" } }),
      ),
    ).toBe(404);
    expect(calls).toEqual([]);
    expect(
      await statusOf(() => reasonLoader({ ...staffGet(url), params: { payerId: "payer-1", code: "CO-97" } })),
    ).toBe(404);
  });

  it("is for those who read claims", async () => {
    fakePayer();
    expect(
      await statusOf(() =>
        reasonLoader({
          ...staffGet(url, PRIVILEGE.SCHEDULER),
          params: { payerId: "payer-1", code: "CO-97" },
        }),
      ),
    ).toBe(403);
  });
});
