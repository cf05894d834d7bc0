import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../reference-api/seed";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's password reset code (issue 37 §3): it works for 15 minutes, and the
 * fifth wrong code voids it, so a six-digit code cannot be guessed with the million tries it has.
 */

let api: ReferenceApi;
const USER = "scheduler@harbor.test";
const NEW_PASSWORD = "Brand-New-Passw0rd!";

beforeAll(async () => {
  api = await startReferenceApi("reference-reset-code");
}, 60_000);
afterAll(() => api.stop());

const postJson = async (path: string, json: unknown) => {
  const response = await fetch(`${api.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as { code?: string; changed?: boolean } };
};

const account = () => api.store.accounts.bySignInName(USER)!;

async function requestCode() {
  expect((await postJson("/api/accounts/forgot-password", { user: USER, byPhoneNumber: false })).status).toBe(
    200,
  );
  return account().passwordResetCode!;
}

const confirm = (confirmationCode: string, newPassword = NEW_PASSWORD) =>
  postJson("/api/accounts/confirm-new-password", { confirmationCode, email: USER, newPassword });

const signsInWith = async (password: string) =>
  (
    await fetch(`${api.base}/api/accounts/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "password", client_id: "public", username: USER, password }),
    })
  ).status === 200;

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("a password reset code", () => {
  it("expires 15 minutes after it was sent", async () => {
    const before = Date.now();
    const code = await requestCode();
    const expiresAt = Date.parse(account().passwordResetExpiresAt!);
    expect(expiresAt - before).toBeGreaterThanOrEqual(15 * 60_000 - 1_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    api.store.accounts.update({
      ...account(),
      passwordResetExpiresAt: new Date(Date.now() - 1).toISOString(),
    });
    const late = await confirm(code);
    expect(late).toMatchObject({ status: 400, body: { code: "CODE_EXPIRED" } });
    // Expired is gone: the same code does not work again.
    expect((await confirm(code)).body.code).toBe("INVALID_CODE");
    expect(await signsInWith(DEMO_PASSWORD)).toBe(true);
  });

  it("is void after five wrong tries, even for the right code; a new request sends one that works", async () => {
    const code = await requestCode();
    for (let i = 1; i <= 4; i++) {
      expect((await confirm(wrong(code))).body.code, `wrong try ${i}`).toBe("INVALID_CODE");
      expect(account().passwordResetCode, `still there after ${i}`).toBe(code);
    }
    expect((await confirm(wrong(code))).body.code).toBe("INVALID_CODE");
    expect(account().passwordResetCode).toBeUndefined();
    expect((await confirm(code)).body.code).toBe("INVALID_CODE");
    expect(await signsInWith(DEMO_PASSWORD)).toBe(true);

    // Wrong tries against the old code do not count against the new one.
    const fresh = await requestCode();
    expect(account().passwordResetFailures).toBe(0);
    expect((await confirm(wrong(fresh))).body.code).toBe("INVALID_CODE");
    expect(await confirm(fresh)).toMatchObject({ status: 200, body: { changed: true } });
    expect(await signsInWith(NEW_PASSWORD)).toBe(true);
  });

  it("does not count a weak new password as a wrong try", async () => {
    const code = await requestCode();
    for (let i = 0; i < 6; i++) expect((await confirm(code, "weak")).status).toBe(422);
    expect(account().passwordResetFailures).toBe(0);
    expect((await confirm(code, "Another-New-Passw0rd!")).status).toBe(200);
  });
});
