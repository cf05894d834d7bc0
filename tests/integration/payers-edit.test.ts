import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { claims } from "@contract/claims";
import { getT } from "~/i18n/i18n.server";
import { loader as payerLoader } from "~/routes/provider+/billing+/payers.$payerId";
import {
  action as deletePayerAction,
  loader as deletePayerLoader,
} from "~/routes/provider+/billing+/payers.$payerId_.delete";
import {
  action as editPayerAction,
  loader as editPayerLoader,
} from "~/routes/provider+/billing+/payers.$payerId_.edit";
import { billingFixture } from "../mocks/billing";
import { answerOf, onCall } from "../mocks/contract";
import { recorder, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { staffGet, staffPost } from "../support/session";

/**
 * Payers are edited and deleted (issue 40 item 7): the edit page is the add form with the payer's
 * values, an upstream 422 lands under its field with everything typed kept; the delete page of a
 * payer claims or fee schedules use says so with the counts, in the reader's language, and offers
 * no delete; a refused delete says why in the reader's words; a free payer is deleted on its
 * master-data path. Edit and delete are offered only to those with billing.edit.
 */

const PAYER = billingFixture.payer;
const EDIT = `/provider/billing/payers/${PAYER.id}/edit?payerName=${encodeURIComponent(PAYER.payerName)}`;
const DELETE = `/provider/billing/payers/${PAYER.id}/delete?payerName=${encodeURIComponent(PAYER.payerName)}`;
const params = { payerId: PAYER.id };

interface Reply {
  data: {
    result?: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    message?: string;
  };
  init?: { status?: number };
}

const calls: RecordedCall[] = [];
const record = recorder(calls);

/** The payer as the lookup by name answers it, with its uses counted. */
function payerUsed(usage: { claims: number; feeSchedules: number }) {
  server.use(onCall(claims.listPayers, () => answerOf(claims.listPayers, { ...PAYER, usage } as never)));
}

beforeEach(() => {
  calls.length = 0;
});

describe("editing a payer", () => {
  it("opens the add form with the payer's values", async () => {
    const data = await editPayerLoader({ ...staffGet(EDIT), params });
    expect(data).toMatchObject({
      identity: PAYER.payerName,
      defaults: { payerName: PAYER.payerName, payerGroupNumber: "G1000", state: "MA" },
      pageTitle: `Edit payer ${PAYER.payerName}`,
    });
  });

  it("sends the change and goes back to the payer's page saying it was saved", async () => {
    server.use(
      onCall(claims.updatePayer, async ({ request }) => {
        await record(request);
        return answerOf(claims.updatePayer, { ...PAYER, payerName: "Harbor Mutual" });
      }),
    );
    const { request, context } = staffPost(EDIT, {
      payerName: "Harbor Mutual",
      payerGroupNumber: "G2000",
      state: "RI",
    });
    const response = (await editPayerAction({ request, context, params })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/provider/billing/payers/${PAYER.id}`);
    expect(calls).toEqual([
      expect.objectContaining({
        method: "PUT",
        path: `/api/payers/${PAYER.id}`,
        body: { payerName: "Harbor Mutual", payerGroupNumber: "G2000", state: "RI" },
      }),
    ]);
    expect(context.jar.takeFlash()).toEqual({
      kind: "success",
      key: "billing:flash.payerUpdated",
      params: { name: "Harbor Mutual" },
    });
  });

  it("puts the upstream's 422 under the name and keeps everything typed", async () => {
    server.use(
      onCall(claims.updatePayer, () =>
        HttpResponse.json(
          {
            code: "VALIDATION_FAILED",
            fieldErrors: [{ field: "payerName", message: "The payer name 'Acme Health' is already taken" }],
          },
          { status: 422 },
        ),
      ),
    );
    const typed = { payerName: "Acme Health", payerGroupNumber: "G-77", state: "NY" };
    const { request, context } = staffPost(EDIT, typed);
    const reply = (await editPayerAction({ request, context, params })) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result?.error).toEqual({
      payerName: ["The payer name 'Acme Health' is already taken"],
    });
    expect(reply.data.result?.initialValue).toMatchObject(typed);
    expect(context.jar.takeFlash()).toBeNull();
  });

  it("refuses our own check's bad state under its field without calling the upstream", async () => {
    const { request, context } = staffPost(EDIT, { payerName: "Harbor Mutual", state: "Rhode Island" });
    const reply = (await editPayerAction({ request, context, params })) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result?.error?.state).toEqual(["billing:errors.stateInvalid"]);
    expect(reply.data.result?.initialValue).toMatchObject({
      payerName: "Harbor Mutual",
      state: "Rhode Island",
    });
  });
});

describe("deleting a payer", () => {
  it("refuses before anyone confirms when claims and fee schedules use it, with the counts in words", async () => {
    payerUsed({ claims: 1204, feeSchedules: 1 });
    const data = (await deletePayerLoader({ ...staffGet(DELETE), params })) as {
      canDelete: boolean;
      reason: string | null;
      title: string;
    };
    expect(data.title).toBe("Delete payer?");
    expect(data.canDelete).toBe(false);
    expect(data.reason).toBe(`Payer ${PAYER.payerName} is used by 1,204 claims and 1 fee schedule.`);
  });

  it("says the same in the reader's language", async () => {
    payerUsed({ claims: 3, feeSchedules: 0 });
    const { request, context } = staffGet(DELETE);
    context.locale = "es-MX";
    const data = (await deletePayerLoader({ request, context, params })) as { reason: string | null };
    expect(data.reason).toBe(`El pagador ${PAYER.payerName} está en uso en 3 reclamaciones.`);
  });

  it("offers the delete of a payer nothing uses, and deletes it on its master-data path", async () => {
    payerUsed({ claims: 0, feeSchedules: 0 });
    const data = (await deletePayerLoader({ ...staffGet(DELETE), params })) as { canDelete: boolean };
    expect(data.canDelete).toBe(true);
    server.use(
      onCall(claims.removePayer, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { request, context } = staffPost(DELETE, { intent: "delete" });
    const response = (await deletePayerAction({ request, context, params })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/billing/payers");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /api/masterData/payer/${PAYER.id}`]);
    expect(context.jar.takeFlash()).toEqual({ kind: "success", key: "billing:flash.deleted" });
  });

  it("shows the upstream's refusal in the reader's words, and deletes nothing", async () => {
    server.use(
      onCall(claims.removePayer, () =>
        HttpResponse.json(
          {
            code: "IN_USE",
            message: "Payer 'Blue Harbor Health' is used by 2 fee schedules",
            reason: "Payer 'Blue Harbor Health' is used by 2 fee schedules",
            count: 2,
            usage: { claims: 0, feeSchedules: 2 },
          },
          { status: 409 },
        ),
      ),
    );
    const { request, context } = staffPost(DELETE, { intent: "delete" });
    context.locale = "es-MX";
    const reply = (await deletePayerAction({ request, context, params })) as unknown as Reply;
    expect(reply.init?.status).toBe(409);
    const t = await getT("es-MX", "billing");
    const [key, json] = reply.data.message!.split("::");
    expect(t(key!, JSON.parse(json!) as Record<string, string>)).toBe(
      `No se pudo eliminar: El pagador ${PAYER.payerName} está en uso en 2 tarifarios.`,
    );
    expect(context.jar.takeFlash()).toBeNull();
  });
});

describe("who is offered edit and delete", () => {
  it("offers them on the payer's page to an organization admin, not to an analytics admin", async () => {
    server.use(
      onCall(claims.getPayer, () => answerOf(claims.getPayer, PAYER)),
      onCall(claims.payerProcedureCodes, () => answerOf(claims.payerProcedureCodes, [])),
      onCall(claims.payerReasonCodes, () => answerOf(claims.payerReasonCodes, [])),
    );
    const admin = (await payerLoader({ ...staffGet(`/provider/billing/payers/${PAYER.id}`), params })) as {
      mayChange: boolean;
    };
    expect(admin.mayChange).toBe(true);
    const reader = (await payerLoader({
      ...staffGet(`/provider/billing/payers/${PAYER.id}`, PRIVILEGE.ANALYTICS_ADMIN),
      params,
    })) as { mayChange: boolean };
    expect(reader.mayChange).toBe(false);
  });

  it("answers the analytics admin's edit and delete with 403 before any upstream call", async () => {
    server.use(
      onCall(claims.listPayers, async ({ request }) => {
        await record(request);
        return answerOf(claims.listPayers, PAYER as never);
      }),
      onCall(claims.removePayer, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const runs: Array<() => Promise<unknown>> = [
      () => editPayerLoader({ ...staffGet(EDIT, PRIVILEGE.ANALYTICS_ADMIN), params }),
      () =>
        deletePayerAction({ ...staffPost(DELETE, { intent: "delete" }, PRIVILEGE.ANALYTICS_ADMIN), params }),
    ];
    for (const run of runs) {
      const thrown = (await Promise.resolve()
        .then(run)
        .catch((e: unknown) => e)) as Response | Reply;
      const status = thrown instanceof Response ? thrown.status : thrown.init?.status;
      expect(status).toBe(403);
    }
    expect(calls).toEqual([]);
  });
});
