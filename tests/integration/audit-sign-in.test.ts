import { HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accounts } from "@contract/accounts";
import { audit } from "@contract/audit";
import type { AuditRecord } from "~/audit/event.server";
import { setAuditSink } from "~/audit/stream.server";
import { handOverAudit } from "~/audit/trail.server";
import { setCoordinatorForTests } from "~/coordination/coordinator.server";
import { action as loginAction } from "~/routes/_auth+/login";
import { action as logoutAction } from "~/routes/_auth+/logout";
import { onCall } from "../mocks/contract";
import { server } from "../mocks/server";
import { contextFor, formRequest, testConfig } from "../support/context";
import { signedInCookie } from "../support/session";

/**
 * Sign-in and sign-out in the audit trail (issue 43): an allowed and a refused sign-in, each one
 * event without the password; a sign-in the trail cannot record is not completed; a sign-out is.
 */

const PASSWORD = "Demo-Password-2026!";
let written: AuditRecord[] = [];
beforeEach(() => {
  setCoordinatorForTests();
  written = [];
  setAuditSink({ write: (event) => void written.push(event) });
});
afterEach(() => setAuditSink(null));

function login(answer: () => Response) {
  server.use(onCall(accounts.login, () => answer()));
}

describe("sign-in in the trail", () => {
  it("records a refused sign-in with the username tried, never the password, and hands nothing over", async () => {
    login(() =>
      HttpResponse.json({ code: "INVALID_CREDENTIALS", message: "Bad credentials" }, { status: 401 }),
    );
    const handed: unknown[] = [];
    server.use(onCall(audit.record, () => (handed.push(1), new HttpResponse(null, { status: 204 }))));
    const request = formRequest("/login", { username: "someone@demo.test", password: PASSWORD });
    const context = contextFor(request);
    await loginAction({ request, context, params: {} });
    expect(written).toEqual([
      expect.objectContaining({
        action: "sign-in",
        outcome: "refused",
        username: "someone@demo.test",
        accountId: "unknown",
        accountName: null,
        privilegeId: null,
      }),
    ]);
    expect(JSON.stringify(written)).not.toContain(PASSWORD);
    await handOverAudit(context);
    expect(handed).toEqual([]);
  });

  it("records an allowed sign-in with the account, and hands it over with the new session's token", async () => {
    login(() =>
      HttpResponse.json({ access_token: "at_fresh_token_value", refresh_token: "rt_fresh_token_value" }),
    );
    const handed: Array<{ auth: string | null; body: unknown }> = [];
    server.use(
      onCall(audit.record, async ({ request }) => {
        handed.push({ auth: request.headers.get("authorization"), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const request = formRequest("/login", { username: "orgadmin@demo.test", password: PASSWORD });
    const context = contextFor(request);
    const response = (await loginAction({ request, context, params: {} })) as Response;
    expect(response.status).toBe(303);
    expect(written).toEqual([expect.objectContaining({ action: "sign-in", outcome: "allowed" })]);
    expect(written[0]!.accountId).not.toBe("unknown");
    expect(JSON.stringify(written)).not.toMatch(/at_fresh|rt_fresh|Demo-Password/);
    await handOverAudit(context);
    expect(handed).toEqual([
      {
        auth: "Bearer at_fresh_token_value",
        body: { events: [expect.objectContaining({ action: "sign-in" })] },
      },
    ]);
  });

  it("does not complete a sign-in the trail cannot record when it is required", async () => {
    login(() =>
      HttpResponse.json({ access_token: "at_fresh_token_value", refresh_token: "rt_fresh_token_value" }),
    );
    setAuditSink({
      write: () => {
        throw new Error("disk full");
      },
    });
    const request = formRequest("/login", { username: "orgadmin@demo.test", password: PASSWORD });
    const context = contextFor(request, testConfig({ AUDIT_REQUIRED: "true" }));
    const answer = (await loginAction({ request, context, params: {} })) as {
      data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
      init: { status: number };
    };
    // The sign-in form's "unavailable" message, with the username kept and the password not.
    expect(answer.init.status).toBe(503);
    expect(answer.data.result.error?.[""]).toEqual(["auth:login.unavailable"]);
    expect(answer.data.result.initialValue).toMatchObject({ username: "orgadmin@demo.test" });
    expect(answer.data.result.initialValue?.password).toBeUndefined();
    expect(context.jar.getSession()).toBeNull();
  });
});

describe("sign-out in the trail", () => {
  it("records the sign-out of the signed-in account, even when the trail fails", async () => {
    server.use(onCall(accounts.logout, () => new HttpResponse(null, { status: 204 })));
    const cookie = signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" });
    const request = formRequest("/logout", {}, { cookie });
    const response = (await logoutAction({ request, context: contextFor(request), params: {} })) as Response;
    expect(response.status).toBe(303);
    expect(written).toEqual([
      expect.objectContaining({
        action: "sign-out",
        outcome: "allowed",
        accountId: "acct-1",
        routeId: "/logout",
      }),
    ]);

    setAuditSink({
      write: () => {
        throw new Error("disk full");
      },
    });
    const again = formRequest("/logout", {}, { cookie });
    const context = contextFor(again, testConfig({ AUDIT_REQUIRED: "true" }));
    expect(((await logoutAction({ request: again, context, params: {} })) as Response).status).toBe(303);
  });
});
