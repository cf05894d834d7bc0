import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Issue 40 item 6: an admin's reset of another account's password leaves a trace (who, whose,
 * when) that the tree's admins read, and nothing of the password; a refused reset leaves none.
 */

let api: ReferenceApi;
let store: Store;
const NEW_PASSWORD = "Audit-Trail-Password-2041!";

beforeAll(async () => {
  api = await startReferenceApi("reference-password-resets");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const account = (username: string) => store.accounts.bySignInName(username)!;
const reset = (who: string, username: string) =>
  api.call(who, "POST", `/api/accounts/${account(username).accountId}/password-without-check`, {
    newPassword: NEW_PASSWORD,
  });
const resetsOf = (who: string, organizationId: string) =>
  api.call(who, "GET", `/api/organizations/${organizationId}/password-resets`);

describe("the password reset's audit entry", () => {
  it("records who reset whose password and when, answered to the tree's admin, without the password", async () => {
    const admin = account("orgadmin@demo.test");
    const target = account("coordinator@demo.test");
    const before = Date.now();
    expect((await reset("orgadmin@demo.test", "coordinator@demo.test")).status).toBe(200);

    const rows = store.passwordResets.all().filter((r) => r.accountId === target.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accountId: target.accountId,
      accountName: `${target.firstName} ${target.lastName}`,
      organizationId: target.organizationId,
      actorAccountId: admin.accountId,
      actorName: `${admin.firstName} ${admin.lastName}`,
    });
    expect(Date.parse(rows[0]!.resetAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(store.passwordResets.all())).not.toContain(NEW_PASSWORD);

    const answer = await resetsOf("orgadmin@demo.test", admin.organizationId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({ id: rows[0]!.id, actorAccountId: admin.accountId }),
    ]);
    expect(JSON.stringify(answer.body)).not.toContain(NEW_PASSWORD);
  });

  it("records nothing for a refused reset, and the list is not another tree's or a coordinator's to read", async () => {
    const count = store.passwordResets.all().length;
    expect((await reset("orgadmin@harbor.test", "coordinator@demo.test")).status).toBe(404);
    expect((await reset("orgadmin@demo.test", "orgadmin@demo.test")).status).toBe(403);
    expect(store.passwordResets.all()).toHaveLength(count);

    const demo = account("orgadmin@demo.test").organizationId;
    // The upstream's permission rule answers another tree's organization 403 (the app, 404 itself).
    expect((await resetsOf("orgadmin@harbor.test", demo)).status).toBe(403);
    expect(
      (await resetsOf("coordinator@harbor.test", account("coordinator@harbor.test").organizationId)).status,
    ).toBe(403);
  });
});
