import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as claimLoader } from "~/routes/provider+/billing+/claims.$claimId";
import { loader as listLoader } from "~/routes/provider+/billing+/claims._index";
import { loader as packageLoader } from "~/routes/provider+/billing+/dispute-packages.$packageId._index";
import { loader as packagedClaimLoader } from "~/routes/provider+/billing+/dispute-packages.$packageId.claims.$claimId";
import { loader as packagesLoader } from "~/routes/provider+/billing+/dispute-packages._index";
import { server } from "../mocks/server";
import { statusOf } from "../support/context";
import { staffGet } from "../support/session";
import { answerOf, onCall, type JsonAnswer } from "../mocks/contract";
import type { Call } from "@contract/call";
import { claims } from "@contract/claims";

/**
 * The claims pages (decision 039) against a faked upstream: what the list sends for its filters,
 * the statistics drawn over the same filters, a part that fails only leaving itself out, the
 * single claim in its two places with the "Single Claim" trail, and the roles.
 */

const CLAIM = {
  id: "claim-1",
  claimNumber: "CLM-1",
  claimStatus: "DISPUTED",
  dateOfService: "11/03/2026",
  procedureCode: "99201",
  reasonCode: "CO-04",
  zipCode: "02114",
  state: "MA",
  mr: 64,
  payerGroupId: "G1000",
  rate: "CONTRACTED",
  providerId: "perf-1",
  providerName: "Dr. Maya Patel",
  payerId: "payer-1",
  payerName: "Blue Harbor Health",
  organizationId: "clinic-1",
  organizationName: "Riverside Community Clinic",
  patientName: "Ana Chen",
  billedAmount: "120.00",
  allowedAmount: "90.00",
  paidAmount: "36.00",
  covid: false,
};
const OTHER = { ...CLAIM, id: "claim-2", claimNumber: "CLM-2" };
const PACKAGE = {
  id: "dispute-1",
  name: "Blue Harbor Health — Riverside",
  status: "OPEN",
  payerName: "Blue Harbor Health",
};

function fakeUpstream(fail: string[] = []) {
  const calls: string[] = [];
  const boom = () => HttpResponse.json({ code: "BOOM" }, { status: 500 });
  const on = <C extends Call>(entry: C, answer: () => JsonAnswer<C>) =>
    onCall(entry, ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
      return fail.includes(url.pathname) ? boom() : answerOf(entry, answer());
    });
  server.use(
    on(claims.list, () => ({ content: [CLAIM], totalElements: 1, totalPages: 1, number: 0, size: 25 })),
    on(claims.totals, () => ({
      totalClaims: 3,
      billedAmount: "300.00",
      paidAmount: "100.50",
      byStatus: [
        { claimStatus: "PAID", count: 2, billedAmount: "200.00", paidAmount: "100.50" },
        { claimStatus: "DENIED", count: 1, billedAmount: "100.00", paidAmount: "0.00" },
      ],
    })),
    on(claims.ranges, () => [
      { from: 0, to: 49, count: 1 },
      { from: 50, to: null, count: 2 },
    ]),
    on(claims.states, () => ["AZ", "MA"]),
    on(claims.zipCodes, () => ["02114"]),
    on(claims.providers, () => [{ id: "perf-1", name: "Dr. Maya Patel" }]),
    on(claims.payerGroupNumbers, () => ["G1000"]),
    on(claims.listPayers, () => ({
      content: [{ id: "payer-1", payerName: "Blue Harbor Health" }],
      totalElements: 1,
      totalPages: 1,
      number: 0,
      size: 1,
    })),
    onCall(claims.get, ({ params }) =>
      params.id === CLAIM.id
        ? answerOf(claims.get, { ...CLAIM, disputePackages: [{ id: PACKAGE.id, name: PACKAGE.name }] })
        : params.id === OTHER.id
          ? answerOf(claims.get, OTHER)
          : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }),
    ),
    on(claims.disputePackages, () => [{ ...PACKAGE, claimCount: 1, disputedAmount: "84.00" }]),
    onCall(claims.disputePackage, ({ params }) =>
      params.id === PACKAGE.id
        ? answerOf(claims.disputePackage, { ...PACKAGE, claims: [CLAIM] })
        : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }),
    ),
  );
  return calls;
}

const ANALYTICS = PRIVILEGE.ANALYTICS_ADMIN;
const list = "/provider/billing/claims";

describe("the claims list", () => {
  it("sends every filter in the upstream's words and draws the statistics over the same filters", async () => {
    const calls = fakeUpstream();
    const { data } = await listLoader({
      ...staffGet(
        `${list}?claimStatus=DISPUTED&dateFrom=2026-11-01&dateTo=2026-11-30&states=ma&zipCode=02114&procedureCode=99201&reasonCode=co-04&mrFrom=120&mrTo=40&payerGroupIds=G1000&rate=CONTRACTED&providerId=perf-1&payerId=payer-1&organizationName=Riverside&page=1`,
        ANALYTICS,
      ),
      params: {},
    });
    const filter =
      "claimStatus=DISPUTED&dateFrom=11%2F01%2F2026&dateTo=11%2F30%2F2026&procedureCode=99201&reasonCode=CO-04&zipCode=02114&states=MA&mrFrom=40&mrTo=120&payerGroupIds=G1000&rate=CONTRACTED&providerId=perf-1&payerId=payer-1&organizationName=Riverside";
    expect(calls).toContain(`/api/claims?${filter}&page=1&size=25`);
    expect(calls).toContain(`/api/claims/claims-total-stats?${filter}`);
    expect(calls).toContain(`/api/claims/claims-ranges-stats?${filter}`);
    expect(data.list.content.map((c) => c.claimNumber)).toEqual(["CLM-1"]);
    expect(data.totals?.totalClaims).toBe(3);
    expect(data.charts.status?.slices.map((s) => [s.label, s.value])).toEqual([
      ["Paid", 2],
      ["Denied", 1],
    ]);
    expect(data.charts.ranges?.categories.map((c) => c.label)).toEqual(["0–49 %", "50+ %"]);
    expect(data.charts.paid?.values).toEqual([101, 0]);
    expect(data.choices.states).toEqual([
      { value: "AZ", label: "AZ" },
      { value: "MA", label: "MA" },
    ]);
    expect(data.choices.payerId).toEqual([{ value: "payer-1", label: "Blue Harbor Health" }]);
    expect(data.choices.providerId).toEqual([{ value: "perf-1", label: "Dr. Maya Patel" }]);
  });

  it("sends no filter the query does not hold, and drops an MR bound that is not a whole percent", async () => {
    const calls = fakeUpstream();
    await listLoader({ ...staffGet(`${list}?mrFrom=abc&mrTo=5000`, ANALYTICS), params: {} });
    expect(calls).toContain("/api/claims?page=0&size=25");
  });

  it("keeps the list when a statistic or a filter's options cannot be read", async () => {
    fakeUpstream(["/api/claims/claims-total-stats", "/api/claims/states"]);
    const { data } = await listLoader({ ...staffGet(list, ANALYTICS), params: {} });
    expect(data.list.content).toHaveLength(1);
    expect(data.totals).toBeNull();
    expect(data.charts.status).toBeNull();
    expect(data.charts.ranges?.values).toEqual([1, 2]);
    expect(data.choices.states).toEqual([]);
  });

  it("answers the upstream's failure of the list itself as an error page, never a 500", async () => {
    fakeUpstream(["/api/claims"]);
    expect(await statusOf(() => listLoader({ ...staffGet(list, ANALYTICS), params: {} }))).toBe(502);
  });

  it("answers 403 to a role without claims.read, calling nothing", async () => {
    const calls = fakeUpstream();
    for (const role of [PRIVILEGE.COORDINATOR, PRIVILEGE.SCHEDULER]) {
      expect(await statusOf(() => listLoader({ ...staffGet(list, role), params: {} }))).toBe(403);
      expect(
        await statusOf(() =>
          claimLoader({ ...staffGet(`${list}/claim-1`, role), params: { claimId: "claim-1" } }),
        ),
      ).toBe(403);
    }
    expect(calls).toEqual([]);
  });
});

describe("a single claim", () => {
  it("from the list ends its trail in Single Claim", async () => {
    fakeUpstream();
    const data = await claimLoader({
      ...staffGet(`${list}/claim-1`, ANALYTICS),
      params: { claimId: "claim-1" },
    });
    expect(data.claim.claimNumber).toBe("CLM-1");
    expect(data.crumbs).toEqual([{ label: "Claims", to: list }, { label: "Single Claim" }]);
  });

  it("inside its dispute package ends the package's trail in Single Claim", async () => {
    fakeUpstream();
    const data = await packagedClaimLoader({
      ...staffGet(`/provider/billing/dispute-packages/dispute-1/claims/claim-1`, ANALYTICS),
      params: { packageId: "dispute-1", claimId: "claim-1" },
    });
    expect(data.crumbs.map((c) => c.label)).toEqual([
      "Claims",
      "Dispute packages",
      PACKAGE.name,
      "Single Claim",
    ]);
    expect(data.crumbs[2]!.to).toBe("/provider/billing/dispute-packages/dispute-1");
  });

  it("answers 404 for a claim the upstream does not show (outside the tree) or the package does not hold", async () => {
    fakeUpstream();
    expect(
      await statusOf(() =>
        claimLoader({ ...staffGet(`${list}/claim-9`, ANALYTICS), params: { claimId: "claim-9" } }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        packagedClaimLoader({
          ...staffGet(`/provider/billing/dispute-packages/dispute-1/claims/claim-2`, ANALYTICS),
          params: { packageId: "dispute-1", claimId: "claim-2" },
        }),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        packageLoader({
          ...staffGet(`/provider/billing/dispute-packages/dispute-9`, ANALYTICS),
          params: { packageId: "dispute-9" },
        }),
      ),
    ).toBe(404);
  });

  it("lists the dispute packages and a package's claims", async () => {
    fakeUpstream();
    const packages = await packagesLoader({
      ...staffGet("/provider/billing/dispute-packages", ANALYTICS),
      params: {},
    });
    expect(packages.packages.map((p) => p.name)).toEqual([PACKAGE.name]);
    const one = await packageLoader({
      ...staffGet("/provider/billing/dispute-packages/dispute-1", ANALYTICS),
      params: { packageId: "dispute-1" },
    });
    expect(one.found.claims.map((c) => c.id)).toEqual(["claim-1"]);
  });
});

describe("the claims list's multi-value filters", () => {
  it("sends several states and payer groups as repeated parameters and keeps them chosen", async () => {
    const calls = fakeUpstream();
    const { data } = await listLoader({
      ...staffGet(`${list}?states=ma&states=AZ&payerGroupIds=G1000&payerGroupIds=G2000`, ANALYTICS),
      params: {},
    });
    const sent = new URLSearchParams(calls.find((c) => c.startsWith("/api/claims?"))!.split("?")[1]);
    expect(sent.getAll("states")).toEqual(["MA", "AZ"]);
    expect(sent.getAll("payerGroupIds")).toEqual(["G1000", "G2000"]);
    expect(data.query.filters).toMatchObject({ states: "ma,AZ", payerGroupIds: "G1000,G2000" });
    const totals = new URLSearchParams(
      calls.find((c) => c.startsWith("/api/claims/claims-total-stats"))!.split("?")[1],
    );
    expect(totals.getAll("states")).toEqual(["MA", "AZ"]);
  });
});
