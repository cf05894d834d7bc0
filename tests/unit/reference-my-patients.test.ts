import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * `GET /api/performers/patients-with-metrics` in the reference upstream: a performer's patients
 * are those with a care plan they own or an appointment with them, filtered and paged in SQL;
 * a caller who is no performer gets 404, and another organization's performer is refused.
 */

let api: ReferenceApi;
let store: Store;
const PROVIDER = "provider@demo.test";
const COORDINATOR = "coordinator@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = (who: string, url: string) =>
  api.call(who, "GET", url) as Promise<{ status: number; body: Json }>;

beforeAll(async () => {
  api = await startReferenceApi("reference-my-patients");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

describe("a performer's patients", () => {
  it("answers the patients with a plan they own or an appointment with them, by name, paged", async () => {
    const account = store.accounts.byUsername(PROVIDER)!;
    const performer = store.performers.byAccount(account.accountId)!;
    const expected = new Set(
      store.db.sql
        .prepare(
          "SELECT patient_id FROM care_plans WHERE owner_id = ? AND is_template = 0 UNION SELECT patient_id FROM tasks WHERE performer_id = ?",
        )
        .pluck()
        .all(performer.id, performer.id) as string[],
    );
    expect(expected.size).toBeGreaterThan(0);
    const page = await call(PROVIDER, "/api/performers/patients-with-metrics?size=100");
    expect(page.status).toBe(200);
    expect(page.body.totalElements).toBe(expected.size);
    const ids = page.body.content.map((p: Json) => p.id);
    for (const id of ids) expect(expected.has(id)).toBe(true);
    const names = page.body.content.map((p: Json) => `${p.lastName} ${p.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const first = page.body.content[0];
    const byName = await call(
      PROVIDER,
      `/api/performers/patients-with-metrics?name=${encodeURIComponent(first.lastName)}`,
    );
    expect(
      byName.body.content.every(
        (p: Json) => p.lastName === first.lastName || p.firstName.includes(first.lastName),
      ),
    ).toBe(true);
    const paged = await call(PROVIDER, "/api/performers/patients-with-metrics?size=1&page=1");
    expect(paged.body.content).toHaveLength(expected.size > 1 ? 1 : 0);
  });

  it("answers 404 to a caller who is no performer, and refuses another organization's performer", async () => {
    expect((await call(COORDINATOR, "/api/performers/patients-with-metrics")).status).toBe(404);
    const own = store.accounts.byUsername(PROVIDER)!.organizationId;
    const elsewhere = store.performers.all().find((p) => p.organizationId !== own)!;
    expect(elsewhere).toBeDefined();
    const refused = await call(PROVIDER, `/api/performers/patients-with-metrics?performerId=${elsewhere.id}`);
    expect(refused.status).toBe(403);
  });
});
