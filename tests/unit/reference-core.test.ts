import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedState } from "../../reference-api/seed";
import { MEMBER_PAGE_SQL, SMALL_SCOPE_PAGE_SQL } from "../../reference-api/patients/repo";
import { Store } from "../../reference-api/store";
import type { Organization, Patient, Seed } from "../../reference-api/types";

/**
 * The reference upstream's accounts, tokens, organizations, patients, idempotency answers and id
 * counter in SQLite (migrations 005–009): the rules their repositories own.
 */
describe("reference upstream accounts, organizations and patients", () => {
  let seeded: Seed;
  const dirs: string[] = [];
  const stores: Store[] = [];
  const openStore = (dir = mkdtempSync(path.join(os.tmpdir(), "reference-core-"))) => {
    if (!dirs.includes(dir)) dirs.push(dir);
    const { store } = Store.open(dir, () => structuredClone(seeded));
    stores.push(store);
    return { store, dir };
  };

  beforeAll(() => {
    seeded = seedState(new Date("2026-03-10T15:00:00Z"));
  });
  afterEach(() => {
    for (const store of stores.splice(0)) store.db.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const main = () => seeded.organizations.find((o) => o.parentOrganizationId === null)!;
  /** The tree walk the routes did before the recursive query: depth first, children as added. */
  const walk = (rootId: string): Organization[] =>
    seeded.organizations
      .filter((o) => o.parentOrganizationId === rootId)
      .flatMap((child) => [child, ...walk(child.id)]);
  const patient = (
    id: string,
    lastName: string,
    firstName: string,
    more: Partial<Patient> = {},
  ): Patient => ({
    id,
    firstName,
    lastName,
    dateOfBirth: "01/02/1990",
    gender: "other",
    language: "en-US",
    organizations: [main().id],
    ...more,
  });

  it("walks the organization tree depth first, and up from a clinic to the top", () => {
    const { store } = openStore();
    const root = main();
    expect(store.organizations.descendants(root.id).map((o) => o.id)).toEqual(walk(root.id).map((o) => o.id));
    expect(walk(root.id).length).toBeGreaterThan(3);
    const clinic = seeded.organizations.find(
      (o) => o.type === "CLINIC" && o.parentOrganizationId !== root.id,
    )!;
    const parent = seeded.organizations.find((o) => o.id === clinic.parentOrganizationId)!;
    expect(store.organizations.ancestorIds(clinic.id)).toEqual([clinic.id, parent.id, root.id]);
    expect(store.organizations.ancestorIds("org-unknown")).toEqual([]);
  });

  it("lists an organization's primary patients by name in SQL pages, with a count and a name search", () => {
    const { store } = openStore();
    const root = main();
    const branch = seeded.organizations.find((o) => o.parentOrganizationId === root.id)!;
    store.db.transaction(() => {
      store.patients.insert(patient("pat-t1", "Zimmer", "Émile", { organizations: [branch.id, root.id] }));
      store.patients.insert(patient("pat-t2", "emerson", "Ada", { organizations: [branch.id] }));
      store.patients.insert(patient("pat-t3", "Emerson", "Ada", { organizations: [branch.id] }));
      store.patients.insert(
        patient("pat-t4", "Emerson", "Kid", { organizations: [branch.id], familyOf: "pat-t3" }),
      );
    });
    const scope = [branch.id, ...store.organizations.descendants(branch.id).map((o) => o.id)];
    const query = { organizationIds: scope, ascending: true, limit: 10, offset: 0 };
    // Family members are not listed; case and accents do not change the order; equal names keep
    // the order they were added in, whichever way the list is sorted.
    expect(store.patients.members(query).map((p) => p.id)).toEqual(["pat-t2", "pat-t3", "pat-t1"]);
    expect(store.patients.members({ ...query, ascending: false }).map((p) => p.id)).toEqual([
      "pat-t1",
      "pat-t2",
      "pat-t3",
    ]);
    expect(store.patients.countMembers(query)).toBe(3);
    expect(store.patients.members({ ...query, limit: 2, offset: 2 }).map((p) => p.id)).toEqual(["pat-t1"]);
    expect(store.patients.members({ ...query, fullName: "ADA EM" }).map((p) => p.id)).toEqual([
      "pat-t2",
      "pat-t3",
    ]);
    expect(store.patients.countMembers({ ...query, fullName: "émile" })).toBe(1);
    // The whole tree counts each patient once (pat-t1 is in two of its organizations); every
    // count of an organization's patients is the member list's (issue 38: no family members).
    const everyone = store.organizations.scopeIds(root.id);
    expect(everyone.sort()).toEqual([root.id, ...walk(root.id).map((o) => o.id)].sort());
    const inTree = seeded.patients.filter((p) => p.organizations.some((o) => everyone.includes(o)));
    const primaries = inTree.filter((p) => !p.familyOf).length;
    expect(store.patients.countMembers({ organizationIds: everyone })).toBe(primaries + 3);
    expect(store.patients.members({ ...query, organizationIds: everyone, limit: 1000 })).toHaveLength(
      primaries + 3,
    );
    expect(store.patients.countOfOrganizations(everyone)).toBe(primaries + 3);
  });

  it("reads the member list in name order from an index, never sorting or scanning every row", () => {
    const { store } = openStore();
    for (const sql of [MEMBER_PAGE_SQL.ascending, MEMBER_PAGE_SQL.descending]) {
      const plan = store.db.sql
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all({ orgs: JSON.stringify([main().id]), needle: null, limit: 20, offset: 0 }) as Array<{
        detail: string;
      }>;
      const details = plan.map((row) => row.detail).join("\n");
      expect(details).toMatch(/SEARCH p USING INDEX patients_family_sort/);
      expect(details).not.toMatch(/SCAN (p|po|patient_organizations)\b/);
      expect(details).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    }
  });

  it("reads a small scope from the organization index, with the same pages as the name index", () => {
    const { store } = openStore();
    const scope = JSON.stringify(store.organizations.scopeIds(main().id));
    for (const direction of ["ascending", "descending"] as const)
      for (const needle of [null, "a", "zz-none"])
        for (const offset of [0, 20, 60]) {
          const params = { orgs: scope, needle, limit: 20, offset };
          const small = store.db.sql.prepare(SMALL_SCOPE_PAGE_SQL[direction]).all(params);
          expect(small).toEqual(store.db.sql.prepare(MEMBER_PAGE_SQL[direction]).all(params));
        }
    const plan = store.db.sql
      .prepare(`EXPLAIN QUERY PLAN ${SMALL_SCOPE_PAGE_SQL.ascending}`)
      .all({ orgs: scope, needle: null, limit: 20, offset: 0 }) as Array<{ detail: string }>;
    expect(plan.map((row) => row.detail).join("\n")).not.toMatch(/SCAN p\b/);
  });

  it("writes a patient and its account together or not at all", () => {
    const { store } = openStore();
    const template = seeded.accounts[0]!;
    expect(() =>
      store.db.transaction(() => {
        store.patients.insert(patient("pat-t5", "Novak", "Ida", { accountId: template.accountId }));
        // The same account id again: the insert fails, and the patient goes with it.
        store.accounts.insert({ ...template, patientId: "pat-t5" });
      }),
    ).toThrow();
    expect(store.patients.byId("pat-t5")).toBeUndefined();
    // An account must belong to an existing organization and patient.
    expect(() =>
      store.accounts.insert({ ...template, accountId: "acct-t1", organizationId: "org-unknown" }),
    ).toThrow(/FOREIGN KEY/);
    expect(() =>
      store.accounts.insert({ ...template, accountId: "acct-t2", patientId: "pat-unknown" }),
    ).toThrow(/FOREIGN KEY/);
  });

  it("sweeps expired tokens, expires access tokens on demand and revokes an account's tokens", () => {
    const { store } = openStore();
    const [a, b] = seeded.accounts;
    store.tokens.add("access", "at_old", a!.accountId, 1_000);
    store.tokens.add("access", "at_a", a!.accountId, 5_000);
    store.tokens.add("refresh", "rt_a", a!.accountId, 5_000);
    store.tokens.add("access", "at_b", b!.accountId, 5_000);
    store.tokens.sweep(2_000);
    expect(store.tokens.get("access", "at_old")).toBeUndefined();
    expect(store.tokens.get("access", "at_a")).toEqual({ accountId: a!.accountId, exp: 5_000 });
    // A refresh token is not an access token.
    expect(store.tokens.get("access", "rt_a")).toBeUndefined();
    expect(store.tokens.expireAccess(10, a!.accountId)).toBe(1);
    expect(store.tokens.get("access", "at_a")?.exp).toBe(10);
    expect(store.tokens.get("access", "at_b")?.exp).toBe(5_000);
    store.tokens.revokeAccount(a!.accountId);
    expect(store.tokens.all()).toEqual({
      access: { at_b: { accountId: b!.accountId, exp: 5_000 } },
      refresh: {},
    });
  });

  it("forgets idempotent answers older than the window when it remembers a new one", () => {
    const { store } = openStore();
    const day = 24 * 3600_000;
    store.idempotency.remember("k1", { at: 1_000, status: 200, body: { ok: 1 } }, day);
    store.idempotency.remember("k2", { at: 1_000 + day, status: 200, body: undefined }, day);
    expect(store.idempotency.get("k1")).toEqual({ at: 1_000, status: 200, body: { ok: 1 } });
    store.idempotency.remember("k3", { at: 2_000 + day, status: 201, body: null }, day);
    expect(store.idempotency.get("k1")).toBeUndefined();
    expect(store.idempotency.get("k2")).toEqual({ at: 1_000 + day, status: 200, body: undefined });
    expect(store.idempotency.get("k3")?.body).toBeNull();
  });

  it("never hands out an id twice, across a restart", () => {
    const { store, dir } = openStore();
    const first = [store.nextId("pat"), store.nextId("acct")];
    expect(first[0]).toBe(`pat-${(seeded.seq + 1).toString(36).padStart(5, "0")}`);
    store.close();
    stores.pop();
    const again = openStore(dir).store;
    expect(again.nextId("pat")).toBe(`pat-${(seeded.seq + 3).toString(36).padStart(5, "0")}`);
    expect(again.peekSeq()).toBe(seeded.seq + 4);
  });
});
