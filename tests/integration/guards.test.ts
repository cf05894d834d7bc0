import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { guarded } from "~/session/guards.server";
import { UpstreamClient } from "~/upstream/client.server";
import { UPSTREAM } from "../mocks/accounts";
import { server } from "../mocks/server";
import { contextFor } from "../support/context";
import { signedInCookie } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { organizations } from "@contract/organizations";

/** Tree: org-a → branch-a1 → clinic-a11; org-b elsewhere. Every upstream call is recorded. */
function fakeTree() {
  const calls: string[] = [];
  const children: Record<string, string[]> = { "org-a": ["branch-a1"], "branch-a1": ["clinic-a11"] };
  server.use(
    onCall(organizations.branches, ({ params, request }) => {
      calls.push(new URL(request.url).pathname);
      const content = (children[String(params.id)] ?? []).map((id) => ({ id, name: id }));
      return answerOf(organizations.branches, {
        content,
        totalElements: content.length,
        totalPages: 1,
        number: 0,
        size: 100,
      });
    }),
    http.all(`${UPSTREAM}/*`, ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return HttpResponse.json({});
    }),
  );
  return calls;
}

const account = (privilegeId: number, extra: Partial<SessionAccount> = {}): SessionAccount => ({
  accountId: `acct-${privilegeId}`,
  privilegeId,
  privilegeName: "X",
  isPerformer: false,
  organizationId: "org-a",
  organizationName: "Clinic Network A",
  parentOrganizationId: null,
  accountOrganizations: [],
  ...extra,
});

function argsFor(who: SessionAccount, orgId = "org-a") {
  const request = new Request(`http://app.test/provider/organizations/${orgId}/lanes`, {
    headers: { cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who) },
  });
  return { request, context: contextFor(request), params: { orgId } };
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

describe("guarded loaders and actions", () => {
  let handled = 0;
  const lanesLoader = guarded(
    "lanes.act",
    () => {
      handled += 1;
      return "ran";
    },
    { orgParam: "orgId" },
  );

  it("keeps the capability on the function for the route walk", () => {
    expect(lanesLoader.capability).toBe("lanes.act");
    expect(lanesLoader.orgParam).toBe("orgId");
  });

  it("refuses a role without the capability with 403 and calls nothing upstream", async () => {
    const calls = fakeTree();
    const before = handled;
    expect(await statusOf(lanesLoader(argsFor(account(PRIVILEGE.SCHEDULER))))).toBe(403);
    expect(calls).toEqual([]);
    expect(handled).toBe(before);
  });

  it("answers 404 for an organization outside the tree, having read only the tree", async () => {
    const calls = fakeTree();
    const before = handled;
    expect(await statusOf(lanesLoader(argsFor(account(PRIVILEGE.CLINIC_ADMINISTRATOR), "org-b")))).toBe(404);
    expect(calls).toEqual([
      "/api/organizations/org-a/branches",
      "/api/organizations/branch-a1/branches",
      "/api/organizations/clinic-a11/branches",
    ]);
    expect(handled).toBe(before);
  });

  it("runs the handler inside the tree, down to a clinic two levels below", async () => {
    fakeTree();
    expect(await lanesLoader(argsFor(account(PRIVILEGE.CLINIC_ADMINISTRATOR), "clinic-a11"))).toBe("ran");
  });

  it("reads the tree once per session, not once per request", async () => {
    const calls = fakeTree();
    const who = account(PRIVILEGE.ORGANIZATION_ADMIN);
    const cookie = signedInCookie({ accessToken: "a", refreshToken: "r" }, who);
    for (const orgId of ["org-a", "branch-a1", "org-b"]) {
      const request = new Request(`http://app.test/x/${orgId}`, { headers: { cookie } });
      await statusOf(lanesLoader({ request, context: contextFor(request), params: { orgId } }));
    }
    expect(calls.filter((p) => p.endsWith("/branches"))).toHaveLength(3); // org-a, branch-a1, clinic-a11
  });

  it("lets the super admin act anywhere without reading a tree", async () => {
    const calls = fakeTree();
    expect(await lanesLoader(argsFor(account(PRIVILEGE.SUPER_ADMIN), "org-b"))).toBe("ran");
    expect(calls).toEqual([]);
  });

  it("lets the platform operator read another tree's organizations and nothing else there", async () => {
    fakeTree();
    const operator = account(PRIVILEGE.ORGANIZATION_ADMIN, { organizationName: "CareConnect Operations" });
    const organization = guarded("organizations.read", () => "read", { orgParam: "orgId" });
    expect(await organization(argsFor(operator, "org-b"))).toBe("read");
    for (const capability of ["lanes.read", "members.read", "patientRecord.read", "claims.read"] as const) {
      const read = guarded(capability, () => "read", { orgParam: "orgId" });
      expect(await statusOf(read(argsFor(operator, "org-b"))), capability).toBe(404);
    }
    expect(await statusOf(lanesLoader(argsFor(operator, "org-b")))).toBe(404);
  });

  it("gives an account in each of its trees the privilege it holds there", async () => {
    fakeTree();
    const twoTrees = account(PRIVILEGE.COORDINATOR, {
      accountOrganizations: [{ organizationId: "org-b", privilegeId: PRIVILEGE.SCHEDULER }],
    });
    const record = guarded("patientRecord.read", () => "read", { orgParam: "orgId" });
    const booking = guarded("appointments.edit", () => "booked", { orgParam: "orgId" });
    expect(await record(argsFor(twoTrees, "org-a"))).toBe("read");
    expect(await booking(argsFor(twoTrees, "org-b"))).toBe("booked");
    expect(await statusOf(record(argsFor(twoTrees, "org-b")))).toBe(404);
  });

  it("hands the handler one scope: the arguments, the session and one upstream client", async () => {
    fakeTree();
    const seen = guarded("lanes.act", (scope) => {
      const { request, context, params, session, client } = scope;
      return { request, context, params, session, client, again: scope.client };
    });
    const args = argsFor(account(PRIVILEGE.CLINIC_ADMINISTRATOR));
    const scope = await seen(args);
    expect(scope.request).toBe(args.request);
    expect(scope.context).toBe(args.context);
    expect(scope.params).toEqual({ orgId: "org-a" });
    expect(scope.session.account.accountId).toBe(`acct-${PRIVILEGE.CLINIC_ADMINISTRATOR}`);
    expect(scope.client).toBeInstanceOf(UpstreamClient);
    expect(scope.again).toBe(scope.client);
    // Another request, another client.
    expect((await seen(argsFor(account(PRIVILEGE.CLINIC_ADMINISTRATOR)))).client).not.toBe(scope.client);
  });

  it("answers 404 for an organization id that is not an id at all", async () => {
    const calls = fakeTree();
    expect(await statusOf(lanesLoader(argsFor(account(PRIVILEGE.ORGANIZATION_ADMIN), "../etc")))).toBe(404);
    expect(calls).toEqual([]);
  });
});
