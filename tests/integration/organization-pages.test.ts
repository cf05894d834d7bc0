import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as membersLoader } from "~/routes/provider+/members+/_index";
import { loader as overviewLoader } from "~/routes/provider+/organizations+/$orgId._index";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { server } from "../mocks/server";
import { contextFor } from "../support/context";
import { signedInCookie } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { organizations } from "@contract/organizations";
import { patients } from "@contract/patients";

/**
 * Organization pages per privilege: breadcrumbs (spec part 2 §2) and the members of the
 * organization in view. Network: root → group → clinic; every upstream call is recorded.
 */
const ORGS: Record<string, { id: string; name: string; parentOrganizationId: string | null }> = {
  root: { id: "root", name: "Demo Network", parentOrganizationId: null },
  group: { id: "group", name: "North Group", parentOrganizationId: "root" },
  clinic: { id: "clinic", name: "Riverside Clinic", parentOrganizationId: "group" },
};
const CHILDREN: Record<string, string[]> = { root: ["group"], group: ["clinic"] };

function fakeNetwork() {
  const calls: string[] = [];
  const page = <T>(content: T[]) => ({
    content,
    totalElements: content.length,
    totalPages: 1,
    number: 0,
    size: 100,
  });
  server.use(
    onCall(organizations.basicInfo, ({ params, request }) => {
      calls.push(new URL(request.url).pathname);
      const org = ORGS[String(params.id)];
      return org
        ? answerOf(organizations.basicInfo, org)
        : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(organizations.branches, ({ params }) =>
      answerOf(organizations.branches, page((CHILDREN[String(params.id)] ?? []).map((id) => ORGS[id]!))),
    ),
    onCall(organizations.clinics, () => answerOf(organizations.clinics, [])),
    onCall(patients.members, ({ params, request }) => {
      calls.push(new URL(request.url).pathname);
      return answerOf(
        patients.members,
        page([{ id: `pat-of-${String(params.id)}`, firstName: "Ana", lastName: "Lopez" }]),
      );
    }),
  );
  return calls;
}

const account = (privilegeId: number, organizationId: string): SessionAccount => ({
  accountId: `acct-${privilegeId}`,
  privilegeId,
  privilegeName: "X",
  isPerformer: false,
  organizationId,
  organizationName: ORGS[organizationId]!.name,
  parentOrganizationId: ORGS[organizationId]!.parentOrganizationId,
  accountOrganizations: [],
});

function args(who: SessionAccount, url: string, params: Record<string, string> = {}) {
  const request = new Request(`http://app.test${url}`, {
    headers: { cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who) },
  });
  return { request, context: contextFor(request), params };
}

const overview = (who: SessionAccount) =>
  overviewLoader(args(who, "/provider/organizations/clinic", { orgId: "clinic" }));

describe("organization breadcrumbs", () => {
  it("super admin: the list of all organizations, then every parent down to the organization", async () => {
    fakeNetwork();
    const { data } = await overview(account(PRIVILEGE.SUPER_ADMIN, "root"));
    expect(data.crumbs).toEqual([
      { label: "Organizations", to: "/provider/organizations" },
      { label: "Demo Network's Overview", to: "/provider/organizations/root" },
      { label: "North Group's Overview", to: "/provider/organizations/group" },
      { label: "Riverside Clinic's Overview", to: "/provider/organizations/clinic" },
    ]);
  });

  it("organization admin of a group: parents up to its own tree's top, none above it, not even asked for", async () => {
    const calls = fakeNetwork();
    const { data } = await overview(account(PRIVILEGE.ORGANIZATION_ADMIN, "group"));
    expect(data.crumbs.map((c) => c.label)).toEqual([
      "North Group's Overview",
      "Riverside Clinic's Overview",
    ]);
    expect(calls).not.toContain("/api/organizations/root/basicInfo");
  });

  it.each([
    ["coordinator", PRIVILEGE.COORDINATOR],
    ["clinic administrator", PRIVILEGE.CLINIC_ADMINISTRATOR],
    ["organization manager", PRIVILEGE.ORGANIZATION_MANAGER],
    ["testing coordinator", PRIVILEGE.TESTING_COORDINATOR],
  ])("%s: the organization alone, no parents", async (_name, privilegeId) => {
    const calls = fakeNetwork();
    const { data } = await overview(account(privilegeId, "root"));
    expect(data.crumbs).toEqual([
      { label: "Riverside Clinic's Overview", to: "/provider/organizations/clinic" },
    ]);
    expect(calls.filter((c) => c.endsWith("/basicInfo"))).toEqual(["/api/organizations/clinic/basicInfo"]);
  });
});

describe("members of the organization in view", () => {
  it("lists the organization the link names, with its name in the title", async () => {
    const calls = fakeNetwork();
    const data = await membersLoader(
      args(account(PRIVILEGE.ORGANIZATION_ADMIN, "root"), "/provider/members?organizationId=clinic"),
    );
    expect(data.organization).toEqual({ id: "clinic", name: "Riverside Clinic" });
    expect("pageTitle" in data && data.pageTitle).toBe("Members of Riverside Clinic");
    expect(data.list.content.map((m) => m.id)).toEqual(["pat-of-clinic"]);
    expect(calls).toContain("/api/organizations/clinic/patients");
  });

  it("lists the user's own organization when no link names one", async () => {
    const calls = fakeNetwork();
    const data = await membersLoader(
      args(account(PRIVILEGE.ORGANIZATION_ADMIN, "group"), "/provider/members"),
    );
    expect(data.organization).toBeNull();
    expect(data.list.content.map((m) => m.id)).toEqual(["pat-of-group"]);
    expect(calls).toEqual(["/api/organizations/group/patients"]);
  });

  it("answers 404 for an organization outside the user's tree, asking the upstream nothing about it", async () => {
    const calls = fakeNetwork();
    const thrown = await membersLoader(
      args(account(PRIVILEGE.ORGANIZATION_ADMIN, "clinic"), "/provider/members?organizationId=group"),
    ).catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status).toBe(404);
    expect(calls).toEqual([]);
  });
});
