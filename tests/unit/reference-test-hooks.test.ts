import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/** The reference upstream's account fixture (a test hook): copies of a staff account, never of a patient. */

let api: ReferenceApi;
let store: Store;

beforeAll(async () => {
  api = await startReferenceApi("reference-test-hooks", { testHooks: true });
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const fixture = (body: Record<string, unknown>) =>
  fetch(`${api.base}/__test/fixtures/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /__test/fixtures/accounts", () => {
  it("copies the coordinator when no template is named", async () => {
    const response = await fixture({ count: 1, prefix: "plain" });
    expect(response.status).toBe(200);
    const account = store.accounts.byUsername("plain-0@bench.test")!;
    expect(account.privilegeId).toBe(store.accounts.byUsername("coordinator@demo.test")!.privilegeId);
  });

  it("copies the named staff account's role and organization, and each copy signs in", async () => {
    const response = await fixture({ count: 2, prefix: "admins", template: "superadmin@demo.test" });
    expect(await response.json()).toEqual({
      created: 2,
      usernames: ["admins-0@bench.test", "admins-1@bench.test"],
    });
    const template = store.accounts.byUsername("superadmin@demo.test")!;
    const copy = store.accounts.byUsername("admins-1@bench.test")!;
    expect(copy.privilegeId).toBe(template.privilegeId);
    expect(copy.organizationId).toBe(template.organizationId);
    expect(copy.accountId).not.toBe(template.accountId);
    expect(await api.login("admins-1@bench.test")).toEqual(expect.any(String));
  });

  it("refuses a patient's account or an unknown one as the template, creating nothing", async () => {
    for (const template of ["patient@demo.test", "nobody@demo.test"]) {
      const response = await fixture({ count: 1, prefix: "refused", template });
      expect(response.status).toBe(422);
      expect(
        ((await response.json()) as { fieldErrors: Array<{ field: string }> }).fieldErrors[0]!.field,
      ).toBe("template");
    }
    expect(store.accounts.byUsername("refused-0@bench.test")).toBeUndefined();
  });
});
