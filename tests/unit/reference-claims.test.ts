import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's claims (decision 039): the list with its filters counted in SQL, the
 * statistics over the same filters, the states and zip codes, a single claim and dispute
 * packages, and the caller's tree as the scope of each.
 */

let api: ReferenceApi;
let store: Store;
const ANALYTICS = "analytics@demo.test";
const HARBOR = "orgadmin@harbor.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const get = async (user: string, path: string) =>
  (await api.call(user, "GET", path)) as { status: number; body: Json };

beforeAll(async () => {
  api = await startReferenceApi("reference-claims");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

/** The claims of the tree ANALYTICS belongs to: the only ones its lists and figures count. */
function demoClaims() {
  const demo = store.organizations.firstNamed(DEMO_NETWORK_NAME)!;
  const tree = new Set([demo.id, ...store.organizations.descendants(demo.id).map((o) => o.id)]);
  return store.claims.all().filter((c) => tree.has(c.organizationId));
}

const wire = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

describe("the claims list", () => {
  it("filters by state and date range, newest first, and counts what the filter leaves", async () => {
    const all = demoClaims();
    const state = all[0]!.state;
    const dates = all.map((c) => c.dateOfService).sort();
    const from = dates[Math.floor(dates.length / 4)]!;
    const to = dates[Math.floor((dates.length * 3) / 4)]!;
    const expected = all.filter((c) => c.state === state && c.dateOfService >= from && c.dateOfService <= to);
    const { status, body } = await get(
      ANALYTICS,
      `/api/claims?states=${state}&dateFrom=${wire(from)}&dateTo=${wire(to)}&size=10`,
    );
    expect(status).toBe(200);
    expect(body.totalElements).toBe(expected.length);
    expect(body.content).toHaveLength(Math.min(10, expected.length));
    for (const claim of body.content) expect(claim.state).toBe(state);
    const shown = body.content.map((c: Json) =>
      c.dateOfService.replace(/(\d\d)\/(\d\d)\/(\d{4})/, "$3-$1-$2"),
    );
    expect(shown).toEqual([...shown].sort().reverse());
    expect(shown.every((d: string) => d >= from && d <= to)).toBe(true);
  });

  it("answers the totals and ranges over the same filter", async () => {
    const paid = demoClaims().filter((c) => c.claimStatus === "PAID");
    const totals = await get(ANALYTICS, "/api/claims/claims-total-stats?claimStatus=PAID");
    expect(totals.body.totalClaims).toBe(paid.length);
    expect(totals.body.paidAmount).toBe((paid.reduce((n, c) => n + c.paidCents, 0) / 100).toFixed(2));
    const ranges = await get(ANALYTICS, "/api/claims/claims-ranges-stats?claimStatus=PAID");
    expect(ranges.body.reduce((n: number, r: Json) => n + r.count, 0)).toBe(paid.length);
    expect(ranges.body[0]).toMatchObject({ from: 0, to: 49 });
  });

  it("refuses a filter that is not valid with 422 on its field", async () => {
    const { status, body } = await get(
      ANALYTICS,
      "/api/claims?dateFrom=2026-01-01&mrFrom=-3&claimStatus=LOST",
    );
    expect(status).toBe(422);
    expect(body.fieldErrors.map((e: Json) => e.field).sort()).toEqual(["claimStatus", "dateFrom", "mrFrom"]);
  });

  it("shows an organization only its own tree's claims, states and packages", async () => {
    const harbor = store.organizations.firstNamed(SECOND_ORGANIZATION_NAME)!;
    const tree = new Set([harbor.id, ...store.organizations.descendants(harbor.id).map((o) => o.id)]);
    const own = store.claims.all().filter((c) => tree.has(c.organizationId));
    const { body } = await get(HARBOR, "/api/claims?size=1");
    expect(body.totalElements).toBe(own.length);
    const states = await get(HARBOR, "/api/claims/states");
    expect(states.body).toEqual([...new Set(own.map((c) => c.state))].sort());
    const outside = store.claims.all().find((c) => !tree.has(c.organizationId))!;
    expect((await get(HARBOR, `/api/claims/${outside.id}`)).status).toBe(404);
    expect((await get("superadmin@demo.test", `/api/claims/${outside.id}`)).status).toBe(200);
    // The platform operator's staff read no tree's claims: each claim names a patient.
    expect((await get("analytics@operator.test", `/api/claims/${outside.id}`)).status).toBe(404);
    expect((await get("analytics@operator.test", "/api/claims?size=1")).body.totalElements).toBe(0);
    const packages = await get(HARBOR, "/api/dispute-packages");
    expect(packages.body.every((p: Json) => tree.has(p.organizationId))).toBe(true);
  });

  it("refuses a role without claims.read", async () => {
    expect((await get("coordinator@demo.test", "/api/claims")).status).toBe(403);
  });
});

describe("a dispute package", () => {
  it("holds disputed claims, each of which names the package", async () => {
    const [first] = (await get(ANALYTICS, "/api/dispute-packages")).body;
    expect(first.claimCount).toBeGreaterThan(0);
    const { body } = await get(ANALYTICS, `/api/dispute-packages/${first.id}`);
    expect(body.claims).toHaveLength(first.claimCount);
    const claim = await get(ANALYTICS, `/api/claims/${body.claims[0].id}`);
    expect(claim.body.claimStatus).toBe("DISPUTED");
    expect(claim.body.disputePackages).toContainEqual({ id: first.id, name: first.name });
  });
});

describe("the payer analytics", () => {
  const payer = () => demoClaims()[0]!.payerId;
  const ofPayer = () => {
    const id = payer();
    return demoClaims().filter((c) => c.payerId === id);
  };

  it("counts a payer's claims per organization and per month, in SQL over the caller's tree", async () => {
    const claims = ofPayer();
    const perOrg = await get(ANALYTICS, `/api/payers/claims-stats-per-organization?payerId=${payer()}`);
    expect(perOrg.body.reduce((n: number, r: Json) => n + r.claims, 0)).toBe(claims.length);
    expect(perOrg.body.reduce((n: number, r: Json) => n + r.denied, 0)).toBe(
      claims.filter((c) => c.claimStatus === "DENIED").length,
    );
    const months = await get(ANALYTICS, `/api/payers/${payer()}/claims/by_month`);
    expect(months.body.reduce((n: number, r: Json) => n + r.claims, 0)).toBe(claims.length);
    expect(months.body.map((r: Json) => r.month)).toEqual([...months.body.map((r: Json) => r.month)].sort());
    expect((await get(ANALYTICS, "/api/payers/payer-0/claims/by_month")).status).toBe(404);
  });

  it("names the three reason codes given most often, and the COVID-19 claims per payer", async () => {
    const counts = new Map<string, number>();
    for (const c of demoClaims())
      if (c.reasonCode) counts.set(c.reasonCode, (counts.get(c.reasonCode) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3);
    const { body } = await get(ANALYTICS, "/api/payers/get-top-three-reason-codes");
    expect(body.map((r: Json) => [r.code, r.claims])).toEqual(top);
    expect(body[0].description).toEqual(expect.any(String));
    const covid = await get(ANALYTICS, "/api/payers/payers-covid-stats");
    expect(covid.body.reduce((n: number, r: Json) => n + r.covidClaims, 0)).toBe(
      demoClaims().filter((c) => c.covid).length,
    );
  });

  it("sends the COVID-19 APL summary as a CSV file", async () => {
    const token = await api.login(ANALYTICS);
    const response = await fetch(`${api.base}/api/payers/payers-covid-apl-summary-download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(
      /filename="covid-apl-summary-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Payer,Payer group number,COVID-19 claims,Billed,Allowed,Paid,Average paid per line",
    );
    expect(lines.length).toBe(new Set(demoClaims().map((c) => c.payerId)).size + 1);
  });
});
