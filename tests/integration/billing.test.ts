import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import {
  action as deletePlanAction,
  loader as deletePlanLoader,
} from "~/routes/provider+/billing+/fee-schedules.$id.plans.$planId.delete";
import { action as deleteScheduleAction } from "~/routes/provider+/billing+/fee-schedules.$id.delete";
import { action as uploadAction } from "~/routes/provider+/billing+/fee-schedules.$id.import";
import { action as newEntryAction } from "~/routes/provider+/billing+/fee-schedules.$id.plans.$planId.entries.new";
import { action as editScheduleAction } from "~/routes/provider+/billing+/fee-schedules.$id.edit";
import { action as newScheduleAction } from "~/routes/provider+/billing+/fee-schedules.new";
import { loader as editModifierLoader } from "~/routes/provider+/billing+/modifiers.$modifierId.edit";
import { action as newPayerAction } from "~/routes/provider+/billing+/payers.new";
import { action as newProcedureCodeAction } from "~/routes/provider+/billing+/procedure-codes.new";
import { action as deleteReasonCodeAction } from "~/routes/provider+/billing+/reason-codes.$reasonId.delete";
import { loader as payerLoader } from "~/routes/provider+/billing+/payers.$payerId";
import { loader as payersLoader } from "~/routes/provider+/billing+/payers._index";
import { billingCalls } from "../mocks/billing";
import { server } from "../mocks/server";
import { contextFor, formRequest, testConfig } from "../support/context";
import { signedInCookie } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { billing } from "@contract/billing";
import { claims } from "@contract/claims";

interface FormResult {
  data?: {
    result?: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    message?: string;
  };
  init?: { status?: number };
}

const cookie = () => signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" });

function post(url: string, fields: Record<string, string>) {
  const request = formRequest(url, fields, { cookie: cookie() });
  return { request, context: contextFor(request) };
}

const SCHEDULE_FORM = {
  name: "Workers Comp 2027",
  category: "WORKERS_COMPENSATION",
  effectiveMonth: "03",
  effectiveDay: "15",
  effectiveYear: "2027",
  payerId: "payer-1",
  description: "Negotiated with the state fund",
};

beforeEach(() => {
  billingCalls.length = 0;
});

describe("billing forms", () => {
  it("creates a fee schedule: 303 to its page, a flash, and the date sent as MM/dd/yyyy", async () => {
    const { request, context } = post("/provider/billing/fee-schedules/new", {
      ...SCHEDULE_FORM,
      name: "Brand New Schedule",
    });
    const response = (await newScheduleAction({ request, context, params: {} })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/billing/fee-schedules/fs-new");
    expect(billingCalls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Brand New Schedule",
      category: "WORKERS_COMPENSATION",
      description: "Negotiated with the state fund",
      effectiveDate: "03/15/2027",
      payerId: "payer-1",
    });
    expect(context.jar.takeFlash()).toEqual({ kind: "success", key: "billing:flash.feeScheduleCreated" });
  });

  it("keeps every typed value when the upstream answers 500, and says the save failed", async () => {
    server.use(
      onCall(billing.updateSchedule, () =>
        HttpResponse.json({ code: "INTERNAL_ERROR", message: "boom" }, { status: 500 }),
      ),
    );
    const { request, context } = post("/provider/billing/fee-schedules/fs-1/edit", SCHEDULE_FORM);
    const result = (await editScheduleAction({ request, context, params: { id: "fs-1" } })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.status).toBe("error");
    expect(result.data?.result?.error?.[""]).toEqual(["billing:flash.updateFailed"]);
    expect(result.data?.result?.initialValue).toMatchObject(SCHEDULE_FORM);
    expect(context.jar.takeFlash()).toBeNull();
  });

  it("puts an upstream 422 under the field it names, keeping the values", async () => {
    server.use(
      onCall(billing.createEntry, () =>
        HttpResponse.json(
          {
            code: "VALIDATION_FAILED",
            fieldErrors: [{ field: "procedureCode", message: "Unknown procedure code '12345'" }],
          },
          { status: 422 },
        ),
      ),
    );
    const { request, context } = post("/provider/billing/fee-schedules/fs-1/plans/plan-1/entries/new", {
      procedureCode: "12345",
      amount: "10",
    });
    const result = (await newEntryAction({
      request,
      context,
      params: { id: "fs-1", planId: "plan-1" },
    })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error).toEqual({ procedureCode: ["Unknown procedure code '12345'"] });
    expect(result.data?.result?.initialValue).toMatchObject({ procedureCode: "12345", amount: "10" });
  });

  it.each([
    ["-4.00", "billing:errors.amountNegative"],
    ["4.005", "billing:errors.amountDecimals"],
    ["four", "billing:errors.amountInvalid"],
  ])("refuses the amount %j before calling the upstream", async (amount, key) => {
    const { request, context } = post("/provider/billing/fee-schedules/fs-1/plans/plan-1/entries/new", {
      procedureCode: "99213",
      amount,
    });
    const result = (await newEntryAction({
      request,
      context,
      params: { id: "fs-1", planId: "plan-1" },
    })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error).toEqual({ amount: [key] });
    expect(result.data?.result?.initialValue).toMatchObject({ amount });
    expect(billingCalls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("sends the amount as the exact decimal string typed, never a float", async () => {
    const { request, context } = post("/provider/billing/fee-schedules/fs-1/plans/plan-1/entries/new", {
      procedureCode: " 99213 ",
      modifier: "25",
      amount: "1,234.1",
    });
    const response = (await newEntryAction({
      request,
      context,
      params: { id: "fs-1", planId: "plan-1" },
    })) as Response;
    expect(response.status).toBe(303);
    const sent = billingCalls.find(
      (c) => c.method === "POST" && c.path.endsWith("create-fee-schedule-entry"),
    );
    expect(sent?.body).toEqual({
      planId: "plan-1",
      procedureCode: "99213",
      modifier: "25",
      amount: "1234.10",
      referencedFeeSchedulePlanId: null,
    });
    expect(typeof (sent?.body as { amount: unknown }).amount).toBe("string");
  });

  it("refuses a duplicate entry with a message naming the existing one", async () => {
    const { request, context } = post("/provider/billing/fee-schedules/fs-1/plans/plan-1/entries/new", {
      procedureCode: "99201",
      amount: "1",
    });
    const result = (await newEntryAction({
      request,
      context,
      params: { id: "fs-1", planId: "plan-1" },
    })) as FormResult;
    expect(result.data?.result?.error?.procedureCode?.[0]).toBe(
      'billing:errors.duplicateEntry::{"code":"99201","amount":"$125.50"}',
    );
    expect(billingCalls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("trims and upper-cases a new procedure code and names the existing record on a duplicate", async () => {
    const { request, context } = post("/provider/billing/procedure-codes/new", {
      code: " 99201 ",
      description: "Again",
      group: "E/M",
      defaultAmount: "5",
    });
    const result = (await newProcedureCodeAction({ request, context, params: {} })) as FormResult;
    expect(result.data?.result?.error?.code).toEqual([
      'billing:errors.duplicateCode::{"code":"99201","description":"Office visit"}',
    ]);
  });
});

describe("billing deletes", () => {
  it("shows the upstream's reason when a delete is refused, and never says it succeeded", async () => {
    server.use(
      onCall(billing.removePlan, () =>
        HttpResponse.json(
          {
            code: "HAS_DEPENDENCIES",
            message: "Plan 'Standard' cannot be deleted: it is referenced by 1 entry of other plans",
          },
          { status: 409 },
        ),
      ),
    );
    const { request, context } = post("/provider/billing/fee-schedules/fs-1/plans/plan-1/delete", {
      intent: "delete",
    });
    const result = (await deletePlanAction({
      request,
      context,
      params: { id: "fs-1", planId: "plan-1" },
    })) as FormResult;
    expect(result.init?.status).toBe(409);
    expect(result.data?.message).toBe(
      'billing:delete.failedBecause::{"reason":"Plan \'Standard\' cannot be deleted: it is referenced by 1 entry of other plans"}',
    );
    expect(result.data?.result?.status).toBe("error");
    expect(context.jar.takeFlash()).toBeNull();
  });

  it('deletes after confirmation: 303 to the list with "The record was deleted."', async () => {
    let deleted = "";
    server.use(
      onCall(billing.removeSchedule, ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { request, context } = post("/provider/billing/fee-schedules/fs-1/delete", { intent: "delete" });
    const response = (await deleteScheduleAction({ request, context, params: { id: "fs-1" } })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/billing/fee-schedules");
    expect(deleted).toBe("fs-1");
    expect(context.jar.takeFlash()).toEqual({ kind: "success", key: "billing:flash.deleted" });
  });

  it("offers no delete when the dependencies cannot be read", async () => {
    server.use(
      onCall(billing.planDependencies, () => HttpResponse.json({ message: "down" }, { status: 503 })),
    );
    const request = new Request("http://app.test/provider/billing/fee-schedules/fs-1/plans/plan-1/delete", {
      headers: { cookie: cookie() },
    });
    const data = await deletePlanLoader({
      request,
      context: contextFor(request),
      params: { id: "fs-1", planId: "plan-1" },
    });
    expect(data).toMatchObject({
      kind: "plan",
      name: "Standard",
      canDelete: false,
      dependenciesUnavailable: true,
    });
  });
});

describe("CSV upload", () => {
  const BOUNDARY = "----formboundary7MA4YWxk";
  const csv = "plan,procedure_code,modifier,amount\nStandard,99201,,12.50\nStandard,XXXX,,3\n";
  const multipart = (fileName: string, type: string, content: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`;

  function uploadRequest(body: string, headers: Record<string, string> = {}) {
    const request = new Request("http://app.test/provider/billing/fee-schedules/fs-1/import", {
      method: "POST",
      headers: {
        cookie: cookie(),
        origin: "http://app.test",
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(Buffer.byteLength(body)),
        ...headers,
      },
      body,
    });
    return { request, context: contextFor(request) };
  }

  function recordUploads() {
    const seen: Array<{ contentType: string | null; body: string }> = [];
    server.use(
      onCall(billing.uploadScheduleCsv, async ({ request }) => {
        seen.push({ contentType: request.headers.get("content-type"), body: await request.text() });
        return answerOf(billing.uploadScheduleCsv, {
          id: "import-7",
          feeScheduleId: "fs-1",
          fileName: "fees.csv",
          status: "RUNNING",
          totalRows: 2,
          processedRows: 0,
          importedRows: 0,
          errors: [],
        });
      }),
    );
    return seen;
  }

  it("streams the multipart body through unchanged and goes to the import's status page", async () => {
    const seen = recordUploads();
    const body = multipart("fees.csv", "text/csv", csv);
    const { request, context } = uploadRequest(body);
    const response = (await uploadAction({ request, context, params: { id: "fs-1" } })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/billing/fee-schedules/fs-1/imports/import-7");
    expect(seen).toEqual([{ contentType: `multipart/form-data; boundary=${BOUNDARY}`, body }]);
  });

  it("refuses a body over the limit from its Content-Length, before anything is sent", async () => {
    const seen = recordUploads();
    const body = multipart("fees.csv", "text/csv", "x".repeat(1024 * 1024 + 20_000));
    const request = new Request("http://app.test/provider/billing/fee-schedules/fs-1/import", {
      method: "POST",
      headers: {
        cookie: cookie(),
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(Buffer.byteLength(body)),
      },
      body,
    });
    const context = contextFor(request, testConfig({ UPLOAD_LIMIT_MB: "1" }));
    const result = (await uploadAction({ request, context, params: { id: "fs-1" } })) as FormResult;
    expect(result.init?.status).toBe(413);
    expect(result.data?.result?.error).toEqual({ file: ['billing:import.errors.tooLarge::{"mb":1}'] });
    expect(seen).toEqual([]);
  });

  it.each([
    [
      "fees.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      'billing:import.errors.notCsv::{"name":"fees.xlsx"}',
    ],
    ["fees.csv", "image/png", 'billing:import.errors.notCsv::{"name":"fees.csv"}'],
    ["", "application/octet-stream", "billing:import.errors.missing"],
  ])("refuses %j (%s) without sending it", async (fileName, type, message) => {
    const seen = recordUploads();
    const { request, context } = uploadRequest(multipart(fileName, type, fileName ? csv : ""));
    const result = (await uploadAction({ request, context, params: { id: "fs-1" } })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error).toEqual({ file: [message] });
    expect(seen).toEqual([]);
  });

  it("shows the upstream's refusal of the file under the file field", async () => {
    server.use(
      onCall(billing.uploadScheduleCsv, () =>
        HttpResponse.json(
          {
            fieldErrors: [
              {
                field: "file",
                message: "The first line must name the columns plan,procedure_code,modifier,amount",
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const { request, context } = uploadRequest(multipart("fees.csv", "text/csv", "a,b\n1,2\n"));
    const result = (await uploadAction({ request, context, params: { id: "fs-1" } })) as FormResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.file).toEqual([
      "The first line must name the columns plan,procedure_code,modifier,amount",
    ]);
  });
});

describe("payers", () => {
  it("says which payer could not be selected by name", async () => {
    const request = new Request("http://app.test/provider/billing/payers?select=Nobody%20Health", {
      headers: { cookie: cookie() },
    });
    const result = (await payersLoader({
      request,
      context: contextFor(request),
      params: {},
    })) as unknown as FormResult & { data: { selectError: string } };
    expect(result.init?.status).toBe(404);
    expect(result.data.selectError).toBe("Nobody Health");
  });

  it("opens a payer selected by its exact name", async () => {
    const request = new Request("http://app.test/provider/billing/payers?select=blue%20harbor%20health", {
      headers: { cookie: cookie() },
    });
    const thrown = await payersLoader({ request, context: contextFor(request), params: {} }).catch(
      (e: unknown) => e,
    );
    expect((thrown as Response).headers.get("location")).toBe("/provider/billing/payers/payer-1");
  });

  it("keeps the page and names the id when a payer cannot be read", async () => {
    server.use(
      onCall(claims.getPayer, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
      onCall(claims.payerProcedureCodes, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
      onCall(claims.payerReasonCodes, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
    );
    const request = new Request("http://app.test/provider/billing/payers/payer-9", {
      headers: { cookie: cookie() },
    });
    const result = (await payerLoader({
      request,
      context: contextFor(request),
      params: { payerId: "payer-9" },
    })) as unknown as FormResult & { data: { payer: null; payerId: string } };
    expect(result.init?.status).toBe(502);
    expect(result.data).toMatchObject({ payer: null, payerId: "payer-9" });
  });
});

describe("code lists", () => {
  const get = (url: string) => {
    const request = new Request(`http://app.test${url}`, { headers: { cookie: cookie() } });
    return { request, context: contextFor(request) };
  };

  it("opens an edit page on the record its ?code= names, and no other record's id", async () => {
    const found = get("/provider/billing/modifiers/mod-1/edit?code=25");
    const data = await editModifierLoader({ ...found, params: { modifierId: "mod-1" } });
    expect(data).toMatchObject({ identity: "25", defaults: { code: "25", description: "Modifier 25" } });

    const other = get("/provider/billing/modifiers/mod-2/edit?code=25");
    const thrown = (await editModifierLoader({ ...other, params: { modifierId: "mod-2" } }).catch(
      (e: unknown) => e,
    )) as FormResult & { data: { messageKey: string } };
    expect(thrown.init?.status).toBe(404);
    expect(thrown.data.messageKey).toBe("billing:modifiers.notFound");
  });

  it("deletes a reason code through /overview/{id} and says so on the list", async () => {
    let deleted = "";
    server.use(
      onCall(billing.removeReasonCodeOverview, ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { request, context } = post("/provider/billing/reason-codes/rc-1/delete?code=CO-45", {
      intent: "delete",
    });
    const response = (await deleteReasonCodeAction({
      request,
      context,
      params: { reasonId: "rc-1" },
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/billing/reason-codes");
    expect(deleted).toBe("rc-1");
    expect(context.jar.takeFlash()).toEqual({ kind: "success", key: "billing:flash.deleted" });
  });

  it("opens a new payer on its own page, with the optional fields sent empty", async () => {
    const sent: unknown[] = [];
    server.use(
      onCall(claims.createPayer, async ({ request }) => {
        sent.push(await request.json());
        return answerOf(claims.createPayer, { id: "payer-new", payerName: "North Shore Health" });
      }),
    );
    const { request, context } = post("/provider/billing/payers/new", {
      payerName: " North Shore Health ",
      state: "ny",
    });
    const response = (await newPayerAction({ request, context, params: {} })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/billing/payers/payer-new");
    expect(sent).toEqual([{ payerName: "North Shore Health", payerGroupNumber: "", state: "NY" }]);
    expect(context.jar.takeFlash()).toEqual({
      kind: "success",
      key: "billing:flash.payerCreated",
      params: { name: "North Shore Health" },
    });
  });
});
