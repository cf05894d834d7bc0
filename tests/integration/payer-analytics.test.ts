import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as payerLoader } from "~/routes/provider+/billing+/payers.$payerId";
import { loader as downloadLoader } from "~/routes/provider+/billing+/payer-analytics.covid-apl-summary";
import { loader as overviewLoader } from "~/routes/provider+/billing+/payer-analytics._index";
import { server } from "../mocks/server";
import { statusOf } from "../support/context";
import { staffGet } from "../support/session";
import { answerOf, onCall, type JsonAnswer } from "../mocks/contract";
import type { Call } from "@contract/call";
import { claims } from "@contract/claims";

/**
 * The payer analytics (decision 039) against a faked upstream: a payer's figures beside the
 * static benchmark, its months, reasons and organizations; the overview; the COVID-19 APL
 * summary streamed with the upstream's file name; a part that fails hides only itself; roles.
 */

const PAYER = { id: "payer-1", payerName: "Blue Harbor Health", payerGroupNumber: "G1000", state: "MA" };
const PER_ORG = [
  {
    organizationId: "clinic-1",
    organizationName: "Riverside",
    claims: 40,
    denied: 5,
    billedAmount: "4000.00",
    paidAmount: "2500.00",
  },
];

function fakeUpstream(fail: string[] = []) {
  const calls: string[] = [];
  const on = <C extends Call>(entry: C, answer: () => JsonAnswer<C>) =>
    onCall(entry, ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
      return fail.includes(url.pathname)
        ? HttpResponse.json({ code: "BOOM" }, { status: 500 })
        : answerOf(entry, answer());
    });
  server.use(
    on(claims.getPayer, () => PAYER),
    on(claims.payerProcedureCodes, () => []),
    on(claims.payerReasonCodes, () => []),
    on(claims.payerByMonth, () => [
      {
        month: "2026-01",
        claims: 30,
        denied: 3,
        averageMr: 100,
        billedAmount: "3000.00",
        paidAmount: "2000.00",
      },
      {
        month: "2026-02",
        claims: 10,
        denied: 2,
        averageMr: 140,
        billedAmount: "1000.00",
        paidAmount: "500.00",
      },
    ]),
    on(claims.topReasonCodes, () => [{ code: "CO-04", description: "Missing information", claims: 9 }]),
    on(claims.perOrganization, () => PER_ORG),
    on(claims.covidStats, () => [
      {
        payerId: "payer-1",
        payerName: "Blue Harbor Health",
        claims: 40,
        covidClaims: 4,
        covidBilledAmount: "400.00",
        covidPaidAmount: "300.00",
      },
    ]),
    onCall(claims.covidAplSummary, () =>
      fail.includes("download")
        ? HttpResponse.json({ code: "BOOM" }, { status: 500 })
        : new HttpResponse("Payer,COVID-19 claims\r\nBlue Harbor Health,4\r\n", {
            headers: {
              "content-type": "text/csv; charset=utf-8",
              "content-disposition": 'attachment; filename="covid-apl-summary-2026-11-26.csv"',
            },
          }),
    ),
  );
  return calls;
}

const payerPage = (privilegeId: number = PRIVILEGE.ANALYTICS_ADMIN) =>
  payerLoader({
    ...staffGet("/provider/billing/payers/payer-1", privilegeId),
    params: { payerId: "payer-1" },
  });

describe("a payer's claims analytics", () => {
  it("draws the payer's figures beside the benchmark, with its months, reasons and organizations", async () => {
    const calls = fakeUpstream();
    const data = (await payerPage()) as Exclude<Awaited<ReturnType<typeof payerLoader>>, { init: unknown }>;
    const analytics = (data as { analytics: Record<string, unknown> & { figures: unknown } }).analytics;
    expect(analytics.figures).toMatchObject({ claims: 40, denied: 5, averageMr: 110, paid: 2500 });
    expect(analytics.comparison).toMatchObject({ mr: { values: [110, 118] }, denial: { values: [13, 11] } });
    expect(analytics.byMonth).toMatchObject({ values: [30, 10] });
    expect(analytics.reasons).toEqual([{ code: "CO-04", description: "Missing information", claims: 9 }]);
    expect(analytics.perOrganization).toEqual(PER_ORG);
    expect(calls).toContain("/api/payers/get-top-three-reason-codes?payerId=payer-1");
    expect(calls).toContain("/api/payers/claims-stats-per-organization?payerId=payer-1");
  });

  it("hides only the part that cannot be read", async () => {
    fakeUpstream(["/api/payers/payer-1/claims/by_month"]);
    const { analytics } = (await payerPage()) as unknown as {
      analytics: { figures: unknown; comparison: unknown; byMonth: unknown; reasons: unknown[] };
    };
    expect(analytics.figures).toBeNull();
    expect(analytics.comparison).toBeNull();
    expect(analytics.byMonth).toBeNull();
    expect(analytics.reasons).toHaveLength(1);
  });
});

describe("the payers overview", () => {
  it("reads the claims per organization, the COVID-19 claims per payer and the top reasons", async () => {
    fakeUpstream();
    const { data, init } = await overviewLoader({
      ...staffGet("/provider/billing/payer-analytics", PRIVILEGE.ANALYTICS_ADMIN),
      params: {},
    });
    expect(init?.status).toBe(200);
    expect(data.perOrganization).toEqual(PER_ORG);
    expect(data.covidChart).toMatchObject({ values: [4] });
    expect(data.reasons).toHaveLength(1);
  });

  it("shows the two panels that came when the third fails, and says the page is partial (502)", async () => {
    fakeUpstream(["/api/payers/claims-stats-per-organization"]);
    const { data, init } = await overviewLoader({
      ...staffGet("/provider/billing/payer-analytics", PRIVILEGE.ANALYTICS_ADMIN),
      params: {},
    });
    expect(init?.status).toBe(502);
    expect(data.perOrganization).toBeNull();
    expect(data.covidChart).toMatchObject({ values: [4] });
    expect(data.reasons).toHaveLength(1);
  });

  it("streams the COVID-19 APL summary with the upstream's file name, or says there is none", async () => {
    fakeUpstream();
    const response = (await downloadLoader({
      ...staffGet("/provider/billing/payer-analytics/covid-apl-summary", PRIVILEGE.ANALYTICS_ADMIN),
      params: {},
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("covid-apl-summary-2026-11-26.csv");
    expect(await response.text()).toContain("Blue Harbor Health,4");

    fakeUpstream(["download"]);
    const failed = (await downloadLoader({
      ...staffGet(
        "/provider/billing/payer-analytics/covid-apl-summary?returnTo=/provider/billing/payer-analytics",
        PRIVILEGE.ANALYTICS_ADMIN,
      ),
      params: {},
    })) as Response;
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toMatch(
      /^\/download-failed\?returnTo=%2Fprovider%2Fbilling%2Fpayer-analytics/,
    );
  });

  it("answers 403 to a role without claims.read, calling nothing", async () => {
    const calls = fakeUpstream();
    for (const load of [overviewLoader, downloadLoader]) {
      expect(
        await statusOf(() =>
          load({ ...staffGet("/provider/billing/payer-analytics", PRIVILEGE.COORDINATOR), params: {} }),
        ),
      ).toBe(403);
    }
    expect(calls).toEqual([]);
  });
});
