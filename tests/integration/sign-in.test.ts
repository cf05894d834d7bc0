import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { action as changePasswordAction } from "~/routes/_auth+/account.password";
import { action as loginAction, loader as loginLoader } from "~/routes/_auth+/login";
import { action as logoutAction } from "~/routes/_auth+/logout";
import { loader as providerLoader } from "~/routes/provider+/_layout";
import { loader as patientLoader } from "~/routes/_patient+/curapatient.patient";
import { setCoordinatorForTests } from "~/coordination/coordinator.server";
import { seal } from "~/session/seal.server";
import { demoAccount } from "../mocks/accounts";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom, formRequest, testConfig } from "../support/context";
import { patientAccount, signedInCookie } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { accounts } from "@contract/accounts";

beforeEach(() => setCoordinatorForTests());

interface ActionResult {
  data?: {
    result?: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    attempt?: { code: string; message: string } | null;
  };
  init?: { status?: number; headers?: HeadersInit };
}

function upstreamLogin(handler: (form: URLSearchParams) => Response | Promise<Response>) {
  const seen: URLSearchParams[] = [];
  server.use(
    onCall(accounts.login, async ({ request }) => {
      expect(request.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
      const form = new URLSearchParams(await request.text());
      seen.push(form);
      return handler(form);
    }),
  );
  return seen;
}

describe("sign-in", () => {
  it("posts the password grant form-encoded, starts an encrypted session and sends staff to /provider", async () => {
    const seen = upstreamLogin(() =>
      HttpResponse.json({ access_token: "at_fresh_token_value", refresh_token: "rt_fresh_token_value" }),
    );
    const request = formRequest("/login", {
      username: "orgadmin@demo.test",
      password: "Demo-Password-2026!",
    });
    const context = contextFor(request);
    const response = (await loginAction({ request, context, params: {} })) as Response;

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider");
    expect(Object.fromEntries(seen[0]!)).toEqual({
      grant_type: "password",
      username: "orgadmin@demo.test",
      client_id: "public",
      password: "Demo-Password-2026!",
      smsCode: "",
    });
    const cookies = context.jar.commit();
    expect(cookies.join()).not.toMatch(/at_fresh|rt_fresh|Demo-Password/);
    const next = contextFor(
      new Request("http://app.test/provider", { headers: { cookie: cookieHeaderFrom(cookies) } }),
    );
    expect(next.jar.getSession()?.account.organizationName).toBe("Demo Health Network");
  });

  it("sends a patient to the dashboard, honours a safe redirectTo and ignores an off-site one", async () => {
    upstreamLogin(() => HttpResponse.json({ access_token: "at_p", refresh_token: "rt_p" }));
    server.use(
      onCall(accounts.sessionWeb, () =>
        answerOf(accounts.sessionWeb, {
          ...demoAccount,
          privilege: { id: 4, name: "USER" },
          isPerformer: false,
          patientId: "pat-1",
        }),
      ),
    );
    const land = async (fields: Record<string, string>) => {
      const request = formRequest("/login", { username: "patient@demo.test", password: "x", ...fields });
      return (
        (await loginAction({ request, context: contextFor(request), params: {} })) as Response
      ).headers.get("location");
    };
    expect(await land({})).toBe("/curapatient/patient/dashboard");
    expect(await land({ r: "ps" })).toBe("/patient-registration/services");
    expect(await land({ redirectTo: "/curapatient/patient/appointments" })).toBe(
      "/curapatient/patient/appointments",
    );
    expect(await land({ redirectTo: "//evil.test/x" })).toBe("/curapatient/patient/dashboard");
  });

  it("shows the backend's code and message when the password is wrong, and keeps the username", async () => {
    upstreamLogin(() =>
      HttpResponse.json({ code: "INVALID_CREDENTIALS", message: "Bad credentials" }, { status: 401 }),
    );
    const request = formRequest("/login", { username: "orgadmin@demo.test", password: "wrong" });
    const result = (await loginAction({ request, context: contextFor(request), params: {} })) as ActionResult;
    expect(result.init?.status).toBe(401);
    expect(result.data?.attempt).toEqual({ code: "INVALID_CREDENTIALS", message: "Bad credentials" });
    expect(result.data?.result?.initialValue?.username).toBe("orgadmin@demo.test");
    expect(result.data?.result?.initialValue?.password).toBeUndefined();
  });

  it("says sign-in is unavailable, without starting a session, when the upstream fails", async () => {
    upstreamLogin(() => HttpResponse.json({ message: "boom" }, { status: 500 }));
    const request = formRequest("/login", { username: "orgadmin@demo.test", password: "pw" });
    const context = contextFor(request);
    const result = (await loginAction({ request, context, params: {} })) as ActionResult;
    expect(result.init?.status).toBe(503);
    expect(result.data?.result?.error?.[""]).toEqual(["auth:login.unavailable"]);
    expect(result.data?.result?.initialValue?.username).toBe("orgadmin@demo.test");
    expect(context.jar.getSession()).toBeNull();
  });

  it("asks for the SMS code without losing the username and never puts the password in the page", async () => {
    upstreamLogin((form) =>
      form.get("smsCode") === "123456"
        ? HttpResponse.json({ access_token: "at_m", refresh_token: "rt_m" })
        : HttpResponse.json({ code: "MFA_REQUIRED", message: "Code sent" }, { status: 401 }),
    );
    const first = formRequest("/login", { username: "mfa@demo.test", password: "Demo-Password-2026!" });
    const firstContext = contextFor(first);
    const response = (await loginAction({ request: first, context: firstContext, params: {} })) as Response;
    expect(response.status).toBe(303);
    const cookie = cookieHeaderFrom(firstContext.jar.commit());
    expect(cookie).not.toContain("Demo-Password");
    const pending = contextFor(
      new Request("http://app.test/login", { headers: { cookie } }),
    ).jar.getPendingLogin();
    expect(pending?.username).toBe("mfa@demo.test");

    const second = formRequest("/login", { intent: "mfa", smsCode: "123456" }, { cookie });
    const secondContext = contextFor(second);
    const done = (await loginAction({ request: second, context: secondContext, params: {} })) as Response;
    expect(done.headers.get("location")).toBe("/provider");
    expect(secondContext.jar.getSession()?.accessToken).toBe("at_m");
    expect(secondContext.jar.getPendingLogin()).toBeNull();
  });

  it("limits wrong passwords per username and asks the user to try later", async () => {
    const seen = upstreamLogin(() =>
      HttpResponse.json({ code: "INVALID_CREDENTIALS", message: "Bad credentials" }, { status: 401 }),
    );
    const config = testConfig({ LOGIN_FAILURES_PER_USERNAME: "3" });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const request = formRequest("/login", { username: "victim@demo.test", password: `guess-${i}` });
      const result = (await loginAction({
        request,
        context: contextFor(request, config),
        params: {},
      })) as ActionResult;
      statuses.push(result.init?.status ?? 0);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect(seen).toHaveLength(3);
  });

  it("holds the limit under 50 parallel attempts", async () => {
    const seen = upstreamLogin(() =>
      HttpResponse.json({ code: "INVALID_CREDENTIALS", message: "Bad credentials" }, { status: 401 }),
    );
    const config = testConfig({ LOGIN_FAILURES_PER_USERNAME: "10" });
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const request = formRequest("/login", { username: "burst@demo.test", password: `p${i}` });
        return loginAction({ request, context: contextFor(request, config), params: {} });
      }),
    );
    expect(seen).toHaveLength(10);
  });

  it("lets twelve staff behind one clinic address sign in one after another (issue 37)", async () => {
    upstreamLogin((form) =>
      HttpResponse.json({ access_token: `at_${form.get("username")}`, refresh_token: "rt" }),
    );
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const request = formRequest("/login", {
        username: `staff${i}@clinic.test`,
        password: "Demo-Password-2026!",
      });
      const response = (await loginAction({ request, context: contextFor(request), params: {} })) as Response;
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(12).fill(303));
  });

  it("refuses the sixth wrong password with 429, Retry-After and the minutes to wait, keeping the username", async () => {
    const seen = upstreamLogin(() =>
      HttpResponse.json({ code: "INVALID_CREDENTIALS", message: "Bad credentials" }, { status: 401 }),
    );
    const attempt = async (password: string) => {
      const request = formRequest("/login", { username: "nurse@clinic.test", password });
      return (await loginAction({ request, context: contextFor(request), params: {} })) as ActionResult;
    };
    for (let i = 1; i <= 5; i++) expect((await attempt(`wrong-${i}`)).init?.status).toBe(401);
    const sixth = await attempt("wrong-6");
    expect(sixth.init?.status).toBe(429);
    const wait = Number(new Headers(sixth.init?.headers).get("Retry-After"));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(sixth.data?.result?.error?.[""]).toEqual(['auth:limits.tooMany::{"minutes":15}']);
    expect(sixth.data?.result?.initialValue?.username).toBe("nurse@clinic.test");
    expect(sixth.data?.result?.initialValue?.password).toBeUndefined();
    // The refused attempt never reached the upstream: the right password is refused too.
    expect(seen).toHaveLength(5);
    expect((await attempt("Demo-Password-2026!")).init?.status).toBe(429);
  });

  it("drops the pending second factor, sealed password and all, when the username is locked", async () => {
    upstreamLogin((form) =>
      form.get("smsCode")
        ? HttpResponse.json({ code: "INVALID_SMS_CODE", message: "Wrong code" }, { status: 401 })
        : HttpResponse.json({ code: "MFA_REQUIRED", message: "Code sent" }, { status: 401 }),
    );
    const config = testConfig({ LOGIN_FAILURES_PER_USERNAME: "2" });
    const first = formRequest("/login", { username: "mfa@demo.test", password: "Demo-Password-2026!" });
    const firstContext = contextFor(first, config);
    await loginAction({ request: first, context: firstContext, params: {} });
    const cookie = cookieHeaderFrom(firstContext.jar.commit());
    expect(cookie).toMatch(/cd_mfa=v1\./);
    const code = async (smsCode: string) => {
      const request = formRequest("/login", { intent: "mfa", smsCode }, { cookie });
      const context = contextFor(request, config);
      const result = (await loginAction({ request, context, params: {} })) as ActionResult;
      return { result, context };
    };
    expect((await code("111111")).result.init?.status).toBe(401);
    expect((await code("222222")).result.init?.status).toBe(401);
    const locked = await code("333333");
    expect(locked.result.init?.status).toBe(429);
    expect(locked.result.data?.result?.error?.[""]).toEqual(['auth:limits.tooMany::{"minutes":15}']);
    expect(locked.result.data?.result?.initialValue?.username).toBe("mfa@demo.test");
    expect(locked.context.jar.commit().join()).toMatch(/cd_mfa=; .*Max-Age=0/);
    // The page that follows asks for the password again.
    const page = await loginLoader({ request: first, context: locked.context, params: {} });
    expect(page).toMatchObject({ pendingUsername: null });
  });

  it("limits the SMS codes one pending sign-in can ask for", async () => {
    upstreamLogin(() => HttpResponse.json({ code: "MFA_REQUIRED", message: "Code sent" }, { status: 401 }));
    let sent = 0;
    server.use(onCall(accounts.mfa, () => ((sent += 1), new HttpResponse(null, { status: 204 }))));
    const first = formRequest("/login", { username: "mfa@demo.test", password: "Demo-Password-2026!" });
    const firstContext = contextFor(first);
    await loginAction({ request: first, context: firstContext, params: {} });
    const cookie = cookieHeaderFrom(firstContext.jar.commit());
    const resend = async () => {
      const request = formRequest("/login", { intent: "resend" }, { cookie });
      return (await loginAction({ request, context: contextFor(request), params: {} })) as ActionResult &
        Response;
    };
    for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(303);
    const fourth = await resend();
    expect(fourth.init?.status).toBe(429);
    expect(new Headers(fourth.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(fourth.data?.result?.error?.[""]).toEqual(['auth:limits.tooMany::{"minutes":15}']);
    expect(sent).toBe(3);
  });
});

describe("logout", () => {
  it("refuses the old cookie when it is replayed after logout", async () => {
    let loggedOut = 0;
    server.use(onCall(accounts.logout, () => ((loggedOut += 1), new HttpResponse(null, { status: 204 }))));
    const cookie = signedInCookie({ accessToken: "at", refreshToken: "rt" });
    const request = formRequest("/logout", {}, { cookie });
    const context = contextFor(request);
    const response = (await logoutAction({ request, context, params: {} })) as Response;
    expect(response.headers.get("location")).toBe("/login");
    expect(loggedOut).toBe(1);
    // The browser deleted the cookie; an attacker who copied it replays it.
    const replay = new Request("http://app.test/provider", { headers: { cookie } });
    expect(contextFor(replay).jar.getSession()).toBeNull();
  });
});

describe("change password", () => {
  it("puts an upstream 422 under the field it names, keeping nothing secret in the reply", async () => {
    server.use(
      onCall(accounts.changePassword, () =>
        HttpResponse.json(
          { fieldErrors: [{ field: "oldPassword", message: "The current password is not correct" }] },
          { status: 422 },
        ),
      ),
    );
    const cookie = signedInCookie({ accessToken: "at", refreshToken: "rt" });
    const request = formRequest(
      "/account/password",
      {
        oldPassword: "Wrong-Password-1!",
        newPassword: "New-Password-2026!",
        confirmPassword: "New-Password-2026!",
      },
      { cookie },
    );
    const result = (await changePasswordAction({
      request,
      context: contextFor(request),
      params: {},
    })) as ActionResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.oldPassword).toEqual(["The current password is not correct"]);
    expect(JSON.stringify(result.data)).not.toContain("New-Password-2026!");
  });

  it("refuses a weak password before calling the upstream, one message per missing class", async () => {
    const cookie = signedInCookie({ accessToken: "at", refreshToken: "rt" });
    const request = formRequest(
      "/account/password",
      { oldPassword: "x", newPassword: "short", confirmPassword: "short" },
      { cookie },
    );
    const result = (await changePasswordAction({
      request,
      context: contextFor(request),
      params: {},
    })) as ActionResult;
    expect(result.data?.result?.error?.newPassword).toEqual([
      "auth:password.min12",
      "auth:password.upper",
      "auth:password.digit",
      "auth:password.special",
    ]);
  });

  it("keeps the form and says so when the upstream fails with 500", async () => {
    server.use(
      onCall(accounts.changePassword, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
    );
    const cookie = signedInCookie({ accessToken: "at", refreshToken: "rt" });
    const request = formRequest(
      "/account/password",
      {
        oldPassword: "Old-Password-2026!",
        newPassword: "New-Password-2026!",
        confirmPassword: "New-Password-2026!",
      },
      { cookie },
    );
    const result = (await changePasswordAction({
      request,
      context: contextFor(request),
      params: {},
    })) as ActionResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
  });
});

describe("guards and broken cookies", () => {
  const guarded = async (cookie: string) => {
    const request = new Request("http://app.test/provider/billing", { headers: { cookie } });
    try {
      await providerLoader({ request, context: contextFor(request), params: {} });
      return null;
    } catch (error) {
      return error;
    }
  };

  it("sends a tampered, truncated, foreign-secret or garbage cookie to sign in, never a 500", async () => {
    const good = signedInCookie({ accessToken: "at", refreshToken: "rt" });
    const value = good.split("=")[1]!;
    const cookies = [
      `cd_session=${value.slice(0, -6)}`,
      `cd_session=${value.slice(0, 20)}${value[20] === "A" ? "B" : "A"}${value.slice(21)}`,
      `cd_session=${seal(JSON.stringify({ v: 1 }), ["another-secret-that-is-long-enough-xxxxxxxx"], "session")}`,
      "cd_session=%7B%22accessToken%22%3A%22at%22%7D",
      "cd_session=" + "A".repeat(5000),
    ];
    for (const cookie of cookies) {
      const thrown = (await guarded(cookie)) as Response;
      expect(thrown).toBeInstanceOf(Response);
      expect(thrown.status).toBe(303);
      expect(thrown.headers.get("location")).toBe("/login?redirectTo=%2Fprovider%2Fbilling");
    }
  });

  it("gives a patient on a staff page a 403 page, and sends staff on a patient page to sign in as a patient, without a loop", async () => {
    const patientCookie = signedInCookie({ accessToken: "at", refreshToken: "rt" }, patientAccount);
    const asPatient = (await guarded(patientCookie)) as { init?: { status?: number } };
    expect(asPatient.init?.status).toBe(403);

    const staffCookie = signedInCookie({ accessToken: "at", refreshToken: "rt" });
    const request = new Request("http://app.test/curapatient/patient/dashboard", {
      headers: { cookie: staffCookie },
    });
    const context = contextFor(request);
    let thrown: unknown;
    try {
      patientLoader({ request, context, params: {} });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const location = (thrown as Response).headers.get("location")!;
    expect(location).toBe("/login?redirectTo=%2Fcurapatient%2Fpatient%2Fdashboard&as=patient");
    expect(context.jar.takeFlash()).toMatchObject({ key: "common:forbidden.patientOnly" });

    // The sign-in page then shows its form to the staff session instead of sending it home again.
    const login = new Request(`http://app.test${location}`, { headers: { cookie: staffCookie } });
    const page = await loginLoader({ request: login, context: contextFor(login), params: {} });
    expect(page).toMatchObject({ pendingUsername: null });
  });
});
