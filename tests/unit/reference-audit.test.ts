import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "@contract/audit";
import { ACTIONS, pageKeyOf } from "~/domain/audit";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Issue 43: the reference upstream keeps the access events the app hands over (only the
 * caller's own, only of patients in the caller's trees) and answers a tree's admin their history,
 * newest first, filtered and paged in SQL.
 */

let api: ReferenceApi;
let store: Store;

beforeAll(async () => {
  api = await startReferenceApi("reference-audit");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const account = (username: string) => store.accounts.bySignInName(username)!;
const pat = () => store.patients.all().find((p) => p.firstName === "Pat" && p.lastName === "Rivera")!;
const harborPatient = () =>
  store.patients.all().find((p) => p.organizations.includes(account("orgadmin@harbor.test").organizationId))!;

interface Page {
  content: Array<Record<string, unknown>>;
  totalElements: number;
  totalPages: number;
  number: number;
}
const list = async (who: string, query: Record<string, string> = {}) => {
  const answer = await api.call(who, "GET", `/api/audit-events?${new URLSearchParams(query)}`);
  return { status: answer.status, page: answer.body as Page };
};
const eventOf = (who: string, fields: Record<string, unknown> = {}) => ({
  at: new Date().toISOString(),
  accountId: account(who).accountId,
  accountName: "Someone",
  action: "read",
  outcome: "allowed",
  patientIds: [pat().id],
  capability: "patientRecord.read",
  routeId: "/provider/members/:patientId",
  ...fields,
});
const record = (who: string, events: unknown[]) => api.call(who, "POST", "/api/audit-events", { events });

describe("the seeded access history", () => {
  it("answers the demo admin Pat Rivera's events newest first, never Harbor's", async () => {
    const { status, page } = await list("orgadmin@demo.test", { patientId: pat().id });
    expect(status).toBe(200);
    expect(page.totalElements).toBeGreaterThanOrEqual(5);
    const times = page.content.map((e) => Date.parse(e.at as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.content.map((e) => e.outcome)).toContain("refused");
    expect(page.content.every((e) => (e.patientIds as string[]).includes(pat().id))).toBe(true);
    expect(page.content[0]).not.toHaveProperty("scope");

    const everything = await list("orgadmin@demo.test", { size: "100" });
    const harborId = account("coordinator@harbor.test").accountId;
    expect(everything.page.content.some((e) => e.accountId === harborId)).toBe(false);
    const harbor = await list("orgadmin@harbor.test", { size: "100" });
    expect(harbor.page.content.map((e) => e.accountId)).toEqual([harborId]);
  });
});

describe("GET /api/audit-events", () => {
  it("filters by account, action and organization and pages in SQL", async () => {
    const coordinator = account("coordinator@demo.test").accountId;
    const byAccount = await list("orgadmin@demo.test", { accountId: coordinator, size: "100" });
    expect(byAccount.page.content.length).toBeGreaterThan(0);
    expect(byAccount.page.content.every((e) => e.accountId === coordinator)).toBe(true);

    const changes = await list("orgadmin@demo.test", { action: "change" });
    expect(changes.page.content.length).toBeGreaterThan(0);
    expect(changes.page.content.every((e) => e.action === "change")).toBe(true);

    const paged = await list("orgadmin@demo.test", { size: "2", page: "1" });
    expect(paged.page.content).toHaveLength(2);
    expect(paged.page.number).toBe(1);
    const first = await list("orgadmin@demo.test", { size: "2", page: "0" });
    expect(first.page.content.map((e) => e.id)).not.toEqual(paged.page.content.map((e) => e.id));

    const inOrganization = await list("orgadmin@demo.test", {
      organizationId: account("orgadmin@demo.test").organizationId,
      size: "100",
    });
    expect(inOrganization.page.totalElements).toBe(byAccount.page.totalElements + changes.page.totalElements);
  });

  it("reads days from and to, inclusive, in the caller's time zone, and refuses a day that is not one", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const future = await list("orgadmin@demo.test", { from: "2999-01-01" });
    expect(future.page.totalElements).toBe(0);
    const past = await list("orgadmin@demo.test", { to: "2000-01-01" });
    expect(past.page.totalElements).toBe(0);
    const all = await list("orgadmin@demo.test", { from: "2000-01-01", to: "2999-12-31" });
    const none = await list("orgadmin@demo.test");
    expect(all.page.totalElements).toBe(none.page.totalElements);
    expect((await list("orgadmin@demo.test", { from: today })).status).toBe(200);

    const bad = await list("orgadmin@demo.test", { from: "2026-02-30" });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.page)).toContain('"field":"from"');
    const reversed = await list("orgadmin@demo.test", { from: "2026-03-02", to: "2026-03-01" });
    expect(reversed.status).toBe(422);
  });

  it("answers a patient outside the caller's trees as missing, and refuses those without audit.read", async () => {
    expect((await list("orgadmin@demo.test", { patientId: harborPatient().id })).status).toBe(404);
    expect((await list("orgadmin@demo.test", { patientId: "pat-nope" })).status).toBe(404);
    expect((await list("coordinator@demo.test")).status).toBe(403);
    expect(
      (await list("orgadmin@demo.test", { organizationId: account("orgadmin@harbor.test").organizationId }))
        .status,
    ).toBe(403);
    // The super admin reads every tree.
    const everywhere = await list("superadmin@demo.test", { patientId: harborPatient().id });
    expect(everywhere.status).toBe(200);
    expect(everywhere.page.totalElements).toBe(1);
  });
});

describe("POST /api/audit-events", () => {
  it("keeps the caller's own events (204), shown first in the patient's history", async () => {
    const at = new Date(Date.now() + 1000).toISOString();
    const answer = await record("coordinator@demo.test", [
      eventOf("coordinator@demo.test", { at, requestId: "req-unit-1", extra: "kept" }),
    ]);
    expect(answer.status).toBe(204);
    const { page } = await list("orgadmin@demo.test", { patientId: pat().id });
    expect(page.content[0]).toMatchObject({ requestId: "req-unit-1", at, extra: "kept" });
    expect(page.content[0]!.id).toEqual(expect.any(String));
  });

  it("refuses another account's event (403) and a patient outside the trees (404), keeping none of the batch", async () => {
    const count = store.audit.all().length;
    const other = await record("coordinator@demo.test", [
      eventOf("coordinator@demo.test"),
      eventOf("orgadmin@demo.test"),
    ]);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: "FORBIDDEN" });
    const outside = await record("coordinator@demo.test", [
      eventOf("coordinator@demo.test", { patientIds: [harborPatient().id] }),
    ]);
    expect(outside.status).toBe(404);
    expect(outside.body).toMatchObject({ code: "NOT_FOUND" });
    const badAction = await record("coordinator@demo.test", [
      eventOf("coordinator@demo.test", { action: "peek" }),
    ]);
    expect(badAction.status).toBe(422);
    expect(store.audit.all()).toHaveLength(count);
  });

  it("keeps a refused attempt on a patient elsewhere for the caller's trees only", async () => {
    const answer = await record("coordinator@demo.test", [
      eventOf("coordinator@demo.test", {
        patientIds: [harborPatient().id],
        outcome: "refused",
        requestId: "req-cross-tree",
      }),
    ]);
    expect(answer.status).toBe(204);
    const demo = await list("orgadmin@demo.test", { size: "100" });
    expect(demo.page.content.find((e) => e.requestId === "req-cross-tree")).toMatchObject({
      outcome: "refused",
      patientIds: [harborPatient().id],
    });
    // Harbor's admins learn nothing of it: not in their patient's history, nor in their trees'.
    const harbor = await list("orgadmin@harbor.test", { patientId: harborPatient().id, size: "100" });
    expect(harbor.page.content.map((e) => e.requestId)).not.toContain("req-cross-tree");
  });

  it("keeps an event without a patient (a sign-in) in the account's own trees", async () => {
    const answer = await record("coordinator@harbor.test", [
      // No patient named at all (JSON drops the undefined): the entry's defaults apply.
      eventOf("coordinator@harbor.test", {
        patientIds: undefined,
        action: "sign-in",
        requestId: "req-harbor-sign-in",
      }),
    ]);
    expect(answer.status).toBe(204);
    const harbor = await list("orgadmin@harbor.test", { action: "sign-in" });
    expect(harbor.page.content.map((e) => e.requestId)).toContain("req-harbor-sign-in");
    const demo = await list("orgadmin@demo.test", { action: "sign-in", size: "100" });
    expect(demo.page.content.map((e) => e.requestId)).not.toContain("req-harbor-sign-in");
  });
});

describe("the app's words for the trail", () => {
  it("offers every action the contract names as a filter, no more", () => {
    expect([...ACTIONS]).toEqual([...AUDIT_ACTIONS]);
  });

  it("names the page of a route id, the most specific first, and another page for one it does not know", () => {
    expect(pageKeyOf("/provider/members/:patientId")).toBe("record");
    expect(pageKeyOf("/provider/members/:patientId/notes/:noteId/edit")).toBe("notes");
    expect(pageKeyOf("/login")).toBe("signIn");
    expect(pageKeyOf("/provider/billing/claims")).toBe("other");
    expect(pageKeyOf(null)).toBe("other");
  });
});
