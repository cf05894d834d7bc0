import { HttpResponse } from "msw";
import { describe, expect, it, onTestFinished } from "vitest";
import { accounts } from "@contract/accounts";
import { organizationPages } from "@contract/organization-pages";
import { organizations } from "@contract/organizations";
import { PRIVILEGE } from "@contract/privileges";
import {
  action as resetAction,
  loader as resetLoader,
} from "~/routes/provider+/organizations+/$orgId.staff_.$accountId.password";
import { loader as staffLoader } from "~/routes/provider+/organizations+/$orgId.staff";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { answerOf, onCall } from "../mocks/contract";
import { recorder, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { contextFor, formRequest } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";

/**
 * Issue 40 item 6: an admin resets the password of a lower privilege on the staff of an
 * organization in their tree. Refusals the app can know (another tree, the account not on this
 * staff, one's own, a privilege not lower) answer before the reset is sent; the upstream's own
 * refusals come back on the form. The tree: org-a with the clinic clinic-a; org-b is elsewhere.
 */

const admin: SessionAccount = { ...staffAccount, accountId: "acct-admin", organizationId: "org-a" };

const STAFF = [
  {
    accountId: "acct-admin",
    firstName: "Oscar",
    lastName: "Owens",
    email: "orgadmin@demo.test",
    privilegeId: 2,
    organizationId: "org-a",
  },
  {
    accountId: "acct-coord",
    firstName: "Casey",
    lastName: "Cole",
    email: "coordinator@demo.test",
    privilegeId: 5,
    organizationId: "clinic-a",
  },
  {
    accountId: "acct-peer",
    firstName: "Pat",
    lastName: "Peer",
    email: "peer@demo.test",
    privilegeId: 2,
    organizationId: "clinic-a",
  },
  {
    accountId: "acct-root",
    firstName: "Sam",
    lastName: "Super",
    email: "superadmin@demo.test",
    privilegeId: 1,
    organizationId: "org-a",
  },
  // Listed without its privilege: it cannot be judged, so it is offered nothing.
  {
    accountId: "acct-unknown",
    firstName: "Una",
    lastName: "Known",
    email: "una@demo.test",
    organizationId: "clinic-a",
  },
].map((s) => ({ ...s, privilegeName: "X", organizationName: s.organizationId }));

const NEW_PASSWORD = "Fresh-Start-Password-42!";

/** The fake tree and staff, every upstream call's path, and the reset calls with their bodies. */
function fakeUpstream(reset: () => Response = () => answerOf(accounts.resetPassword, { changed: true })) {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on("request:start", listener);
  onTestFinished(() => server.events.removeListener("request:start", listener));
  const resets: RecordedCall[] = [];
  const record = recorder(resets);
  server.use(
    onCall(organizations.branches, ({ params }) =>
      answerOf(organizations.branches, {
        content:
          params.id === "org-a" ? [{ id: "clinic-a", name: "Clinic A", parentOrganizationId: "org-a" }] : [],
        totalElements: params.id === "org-a" ? 1 : 0,
        totalPages: 1,
        number: 0,
        size: 100,
      }),
    ),
    onCall(organizations.basicInfo, ({ params }) =>
      answerOf(organizations.basicInfo, {
        id: String(params.id),
        name: "Demo Network",
        parentOrganizationId: null,
      }),
    ),
    onCall(organizationPages.allStaff, () => answerOf(organizationPages.allStaff, STAFF)),
    onCall(organizations.performers, () => answerOf(organizations.performers, [])),
    onCall(organizationPages.passwordResets, () =>
      answerOf(organizationPages.passwordResets, [
        {
          id: "pwr-1",
          accountId: "acct-coord",
          accountName: "Casey Cole",
          actorAccountId: "acct-admin",
          actorName: "Oscar Owens",
          resetAt: "2026-12-01T15:00:00.000Z",
        },
      ]),
    ),
    onCall(accounts.resetPassword, async ({ request }) => {
      await record(request);
      return reset();
    }),
  );
  return { paths, resets };
}

const cookie = (who: SessionAccount) => signedInCookie({ accessToken: "a", refreshToken: "r" }, who);

function post(accountId: string, fields: Record<string, string>, orgId = "org-a", who = admin) {
  const request = formRequest(`/provider/organizations/${orgId}/staff/${accountId}/password`, fields, {
    cookie: cookie(who),
  });
  return resetAction({ request, context: contextFor(request), params: { orgId, accountId } });
}

function open(accountId: string, orgId = "org-a", who = admin) {
  const request = new Request(`http://app.test/provider/organizations/${orgId}/staff/${accountId}/password`, {
    headers: { cookie: cookie(who) },
  });
  return resetLoader({ request, context: contextFor(request), params: { orgId, accountId } });
}

const VALID = { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, confirm: "on" };

/** The status and body of a thrown `data()` answer (the 403 and 404 pages). */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    const answer = error as { init?: { status?: number }; data?: Record<string, unknown> };
    return { status: answer.init?.status, data: answer.data };
  }
  throw new Error("expected a thrown answer");
}

describe("the staff tab", () => {
  it("offers a reset on lower privileges only, never one's own, and lists the resets made", async () => {
    fakeUpstream();
    const request = new Request("http://app.test/provider/organizations/org-a/staff", {
      headers: { cookie: cookie(admin) },
    });
    const { data } = await staffLoader({ request, context: contextFor(request), params: { orgId: "org-a" } });
    const offered = Object.fromEntries(data.staff!.map((s) => [s.id, s.resetHref]));
    expect(offered).toEqual({
      "acct-admin": null,
      "acct-coord": "/provider/organizations/org-a/staff/acct-coord/password",
      "acct-peer": null,
      "acct-root": null,
      "acct-unknown": null,
    });
    expect(data.resets).toEqual([
      { id: "pwr-1", account: "Casey Cole", actor: "Oscar Owens", at: expect.stringContaining("2026") },
    ]);
  });

  it("offers a coordinator no reset and does not ask for the resets", async () => {
    const { paths } = fakeUpstream();
    const coordinator = { ...admin, accountId: "acct-coord", privilegeId: PRIVILEGE.COORDINATOR };
    const request = new Request("http://app.test/provider/organizations/org-a/staff", {
      headers: { cookie: cookie(coordinator) },
    });
    const { data } = await staffLoader({ request, context: contextFor(request), params: { orgId: "org-a" } });
    expect(data.staff!.every((s) => s.resetHref === null)).toBe(true);
    expect(data.resets).toBeNull();
    expect(paths).not.toContain("/api/organizations/org-a/password-resets");
  });
});

describe("resetting a password", () => {
  it("names the account on the page, sends the new password once, and goes back to the staff with a flash", async () => {
    const { resets } = fakeUpstream();
    const page = await open("acct-coord");
    expect(page.heading).toBe("Reset the password of Casey Cole");
    expect(page.email).toBe("coordinator@demo.test");

    const answer = (await post("acct-coord", VALID)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/provider/organizations/org-a/staff");
    expect(resets).toEqual([
      {
        method: "POST",
        path: "/api/accounts/acct-coord/password-without-check",
        body: { newPassword: NEW_PASSWORD },
      },
    ]);
  });

  it("answers 404 for an organization outside the tree before reading its staff or resetting", async () => {
    const { paths, resets } = fakeUpstream();
    expect((await thrown(() => post("acct-coord", VALID, "org-b"))).status).toBe(404);
    expect((await thrown(() => open("acct-coord", "org-b"))).status).toBe(404);
    expect(paths.filter((p) => !p.endsWith("/branches"))).toEqual([]);
    expect(resets).toEqual([]);
  });

  it("answers 404 for an account not on the organization's staff, without resetting", async () => {
    const { resets } = fakeUpstream();
    const answer = await thrown(() => post("acct-elsewhere", VALID));
    expect(answer).toEqual({
      status: 404,
      data: expect.objectContaining({ messageKey: "orgPages:staff.reset.notFound" }),
    });
    expect(resets).toEqual([]);
  });

  it("refuses one's own password at once, before any staff read or reset", async () => {
    const { paths, resets } = fakeUpstream();
    const answer = await thrown(() => post("acct-admin", VALID));
    expect(answer).toEqual({
      status: 403,
      data: expect.objectContaining({ messageKey: "orgPages:staff.reset.own" }),
    });
    expect(paths.filter((p) => !p.endsWith("/branches"))).toEqual([]);
    expect(resets).toEqual([]);
  });

  it.each([
    ["an equal privilege", "acct-peer"],
    ["a higher privilege", "acct-root"],
    ["an account whose privilege is not known", "acct-unknown"],
  ])("refuses %s with the 403 page, page and post, without resetting", async (_what, accountId) => {
    const { resets } = fakeUpstream();
    for (const run of [() => open(accountId), () => post(accountId, VALID)])
      expect(await thrown(run)).toEqual({
        status: 403,
        data: expect.objectContaining({ messageKey: "orgPages:staff.reset.notLower" }),
      });
    expect(resets).toEqual([]);
  });

  it("puts a weak password's rules next to the field and keeps the confirmation, not the passwords", async () => {
    const { resets } = fakeUpstream();
    const answer = (await post("acct-coord", {
      newPassword: "short",
      confirmPassword: "other",
      confirm: "on",
    })) as {
      data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    const errors = answer.data.result.error!;
    expect(errors.newPassword).toEqual(
      expect.arrayContaining([
        expect.stringContaining("auth:password.min12"),
        expect.stringContaining("auth:password.upper"),
        expect.stringContaining("auth:password.digit"),
        expect.stringContaining("auth:password.special"),
      ]),
    );
    expect(answer.data.result.initialValue).toEqual({ confirm: "on" });
    expect(resets).toEqual([]);
  });

  it("asks for the confirmation naming the account before it resets", async () => {
    const { resets } = fakeUpstream();
    const answer = (await post("acct-coord", {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })) as {
      data: { result: { error?: Record<string, string[]> } };
    };
    expect(answer.data.result.error!.confirm).toEqual([
      expect.stringContaining("orgPages:staff.reset.confirmRequired"),
    ]);
    expect(resets).toEqual([]);
  });

  it("shows the upstream's refusals: its password rule under the field, its 403 on the form", async () => {
    fakeUpstream(() =>
      HttpResponse.json(
        { fieldErrors: [{ field: "newPassword", message: "Password does not meet the complexity rules" }] },
        { status: 422 },
      ),
    );
    const weak = (await post("acct-coord", VALID)) as {
      data: { result: { error?: Record<string, string[]> } };
    };
    expect(weak.data.result.error!.newPassword).toEqual(["auth:password.rule"]);

    const { resets } = fakeUpstream(() =>
      HttpResponse.json({ code: "FORBIDDEN", message: "lower only" }, { status: 403 }),
    );
    // The client takes a 403 for a stale token once: refreshed, the retry is refused again.
    server.use(
      onCall(accounts.refreshToken, () =>
        answerOf(accounts.refreshToken, { access_token: "a2", refresh_token: "r2" }),
      ),
    );
    const refused = (await post("acct-coord", VALID)) as {
      data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
    };
    expect(refused.data.result.error![""]).toEqual(["orgPages:staff.reset.refused"]);
    expect(refused.data.result.initialValue).toEqual({ confirm: "on" });
    expect(resets).toHaveLength(2);
  });

  it("answers the upstream's 404 (an account also in another tree) with the 404 page", async () => {
    fakeUpstream(() =>
      HttpResponse.json({ code: "NOT_FOUND", message: "Account not found" }, { status: 404 }),
    );
    expect((await thrown(() => post("acct-coord", VALID))).status).toBe(404);
  });
});
