import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { can, ROLES, type Capability, type Role } from "@contract/permissions";
import { PRIVILEGE } from "@contract/privileges";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { ANY_STAFF, type Needs } from "~/session/guards.server";
import { UPSTREAM } from "../mocks/accounts";
import { server } from "../mocks/server";
import { contextFor, statusOf } from "../support/context";
import { signedInCookie } from "../support/session";
import { answerOf, onCall, pageOf } from "../mocks/contract";
import { organizations } from "@contract/organizations";

/**
 * Every provider route's loader and action, for every role: what the permission matrix says
 * (decision 015). A route whose loader or action states no capability fails here.
 */

type Handler = ((args: unknown) => Promise<unknown>) & {
  capability?: Needs;
  alsoNeeds?: Capability;
  orgParam?: string;
  orgSearchParam?: string;
};
type RouteModule = { loader?: Handler; action?: Handler };

const modules = import.meta.glob<RouteModule>("/app/routes/provider+/**/*.tsx", { eager: true });
const routes = Object.entries(modules)
  .map(([file, module]) => ({ file: file.replace("/app/routes/", ""), module }))
  .filter(({ file }) => !file.split("/").pop()!.startsWith("__"));

const IN_TREE = "org-a";
const ELSEWHERE = "org-b";

/** Data calls made by a handler; the tree walk (`/branches`) is the guard's own read. */
let dataCalls: string[] = [];
beforeEach(() => {
  dataCalls = [];
  server.use(
    onCall(organizations.branches, () => answerOf(organizations.branches, pageOf([], 100))),
    http.all(`${UPSTREAM}/*`, ({ request }) => {
      dataCalls.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json({ message: "not here" }, { status: 404 });
    }),
  );
});

const PRIVILEGE_OF: Record<Exclude<Role, "providerUser">, number> = {
  superAdmin: PRIVILEGE.SUPER_ADMIN,
  organizationAdmin: PRIVILEGE.ORGANIZATION_ADMIN,
  organizationManager: PRIVILEGE.ORGANIZATION_MANAGER,
  clinicAdministrator: PRIVILEGE.CLINIC_ADMINISTRATOR,
  coordinator: PRIVILEGE.COORDINATOR,
  testingCoordinator: PRIVILEGE.TESTING_COORDINATOR,
  scheduler: PRIVILEGE.SCHEDULER,
  analyticsAdmin: PRIVILEGE.ANALYTICS_ADMIN,
};

function accountFor(role: Role): SessionAccount {
  const base = {
    accountId: `acct-${role}`,
    organizationId: IN_TREE,
    organizationName: "Clinic Network A",
    parentOrganizationId: null,
    accountOrganizations: [],
  };
  return role === "providerUser"
    ? { ...base, privilegeId: PRIVILEGE.USER, privilegeName: "USER", isPerformer: true }
    : { ...base, privilegeId: PRIVILEGE_OF[role], privilegeName: role, isPerformer: false };
}

/** The route's URL with every param filled: organization params with `orgId`, others with an id. */
function callArgs(
  file: string,
  account: SessionAccount,
  method: "GET" | "POST",
  orgId: string,
  orgSearchParam?: string,
) {
  const names = [...file.matchAll(/\$(\w+)/g)].map((m) => m[1]!);
  const params = Object.fromEntries(names.map((name) => [name, name === "orgId" ? orgId : "rec-1"]));
  const search = orgSearchParam ? `?${new URLSearchParams({ [orgSearchParam]: orgId })}` : "";
  const request = new Request(`http://app.test/provider/x${search}`, {
    method,
    headers: {
      cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, account),
      ...(method === "POST"
        ? { "content-type": "application/x-www-form-urlencoded", origin: "http://app.test" }
        : {}),
    },
    body: method === "POST" ? new URLSearchParams({ intent: "none" }) : undefined,
  });
  return { request, context: contextFor(request), params };
}

const handlers = routes.flatMap(({ file, module }) =>
  (["loader", "action"] as const)
    .filter((kind) => module[kind])
    .map((kind) => ({ name: `${kind} of ${file}`, file, kind, fn: module[kind]! })),
);

describe("every provider route states its capability", () => {
  it("finds the provider routes", () => {
    expect(handlers.length).toBeGreaterThan(40);
  });

  it.each(handlers.map((h) => [h.name, h] as const))("%s", (_name, { fn }) => {
    expect(typeof fn.capability, "wrap the handler in guarded(capability, …)").toBe("string");
  });
});

describe.each(handlers.map((h) => [h.name, h] as const))("%s", (_name, { file, kind, fn }) => {
  const method = kind === "loader" ? "GET" : "POST";

  it.each(ROLES.map((role) => [role]))("answers %s as the matrix says", async (role) => {
    const account = accountFor(role);
    const allowed =
      (fn.capability === ANY_STAFF || can(account, fn.capability as Capability)) &&
      (!fn.alsoNeeds || can(account, fn.alsoNeeds));
    const status = await statusOf(() => fn(callArgs(file, account, method, IN_TREE, fn.orgSearchParam)));
    if (allowed) expect(status).not.toBe(403);
    else {
      expect(status).toBe(403);
      expect(dataCalls).toEqual([]);
    }
  });

  it("refuses a patient and a privilege the matrix does not know, calling nothing", async () => {
    const patient: SessionAccount = {
      ...accountFor("scheduler"),
      privilegeId: PRIVILEGE.USER,
      privilegeName: "USER",
    };
    const unknown: SessionAccount = { ...accountFor("scheduler"), privilegeId: 9, privilegeName: "OTHER" };
    expect(await statusOf(() => fn(callArgs(file, patient, method, IN_TREE)))).toBe(403);
    if (fn.capability !== ANY_STAFF)
      expect(await statusOf(() => fn(callArgs(file, unknown, method, IN_TREE)))).toBe(403);
    expect(dataCalls).toEqual([]);
  });

  // The platform operator (decision 015) reads another tree's organization-level facts only.
  if ((fn.orgParam || fn.orgSearchParam) && fn.capability !== ANY_STAFF)
    it("answers the platform operator outside its tree as the operator's scope says, before any data call", async () => {
      const operator: SessionAccount = {
        ...accountFor("organizationAdmin"),
        organizationName: contextFor(new Request("http://app.test/")).config.mainOrganizationName,
      };
      const status = await statusOf(() => fn(callArgs(file, operator, method, ELSEWHERE, fn.orgSearchParam)));
      // Past the guard, the page reads the organization (here a 404 from the mock upstream).
      if (fn.capability === "organizations.read" && !fn.alsoNeeds) expect(dataCalls).not.toEqual([]);
      else {
        expect(status).toBe(404);
        expect(dataCalls).toEqual([]);
      }
    });

  if (fn.orgParam || fn.orgSearchParam)
    it("answers 404 for an organization outside the tree, before any data call", async () => {
      const status = await statusOf(() =>
        fn(callArgs(file, accountFor("organizationAdmin"), method, ELSEWHERE, fn.orgSearchParam)),
      );
      expect(status).toBe(404);
      expect(dataCalls).toEqual([]);
    });
});
