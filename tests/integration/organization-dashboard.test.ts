import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as dashboardLoader } from "~/routes/provider+/organizations+/_index";
import { loader as editLoader } from "~/routes/provider+/organizations+/$orgId.edit";
import { loader as overviewLoader } from "~/routes/provider+/organizations+/$orgId._index";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom, statusOf } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { organizations } from "@contract/organizations";

/**
 * The organizations dashboard (decision 030): roots for a super admin, the user's organization and
 * its branches otherwise, statuses by spec part 1 §4, filters from the query string, charts, and
 * the recently viewed organizations from the preference cookie.
 */
const row = (id: string, name: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type,
  approvalStatus: "CONFIRMED",
  city: "Boston",
  state: "MA",
  patientCount: 10,
  providerCount: 2,
  vaccinationCount: 3,
  appointmentCounts: { total: 0, scheduled: 0, completed: 0 },
  ...extra,
});

function fakeUpstream() {
  const calls: string[] = [];
  server.use(
    onCall(organizations.branches, ({ params }) => {
      const content = params.id === "root" ? [{ id: "clinic", name: "River Clinic", type: "CLINIC" }] : [];
      return answerOf(organizations.branches, {
        content,
        totalElements: content.length,
        totalPages: 1,
        number: 0,
        size: 100,
      });
    }),
    onCall(organizations.rootOrganizations, () => {
      calls.push("roots");
      return answerOf(organizations.rootOrganizations, [
        row("r1", "Demo Network", "PROVIDER COMPANY"),
        row("r2", "Harbor", "FACILITY", { approvalStatus: "ARCHIVED" }),
      ]);
    }),
    onCall(organizations.overviewCardAnalytics, ({ params }) => {
      calls.push(`analytics ${String(params.id)}`);
      return answerOf(organizations.overviewCardAnalytics, {
        organization: row("root", "North Network", "PROVIDER COMPANY", {
          patientCount: 30,
          appointmentCounts: { total: 4, scheduled: 1, completed: 1 },
        }),
        children: [
          row("clinic", "River Clinic", "CLINIC", {
            approvalStatus: "ARCHIVED",
            appointmentCounts: { total: 2, scheduled: 0, completed: 2 },
          }),
          row("north", "North Facility", "FACILITY", { approvalStatus: "PENDING" }),
        ],
      });
    }),
    onCall(organizations.basicInfo, ({ params }) =>
      answerOf(
        organizations.basicInfo,
        params.id === "clinic"
          ? { id: "clinic", name: "Riverside Community Clinic", type: "CLINIC", parentOrganizationId: "root" }
          : { id: "root", name: "North Network", type: "PROVIDER COMPANY", parentOrganizationId: null },
      ),
    ),
  );
  return calls;
}

const admin: SessionAccount = {
  ...staffAccount,
  organizationId: "root",
  organizationName: "North Network",
  privilegeId: PRIVILEGE.ORGANIZATION_ADMIN,
};
const superAdmin: SessionAccount = { ...admin, privilegeId: PRIVILEGE.SUPER_ADMIN };

function get(
  url: string,
  who: SessionAccount = admin,
  extraCookie = "",
  params: Record<string, string> = {},
) {
  const cookie = [signedInCookie({ accessToken: "a", refreshToken: "r" }, who), extraCookie]
    .filter(Boolean)
    .join("; ");
  const request = new Request(`http://app.test${url}`, { headers: { cookie } });
  return { request, context: contextFor(request), params };
}

describe("the organizations dashboard", () => {
  it("lists a super admin's root organizations with their figures and statuses", async () => {
    const calls = fakeUpstream();
    const data = await dashboardLoader(get("/provider/organizations", superAdmin));
    expect(calls).toEqual(["roots"]);
    expect(data.rows.map((r) => [r.name, r.display, r.custom])).toEqual([
      ["Demo Network", "NOT_YET_SCHEDULED", { kind: "approval", status: "CONFIRMED" }],
      ["Harbor", "NOT_YET_SCHEDULED", { kind: "display", status: "NOT_YET_SCHEDULED" }],
    ]);
    expect(data.summary).toEqual({ organizations: 2, patients: 20, providers: 4, vaccinations: 6 });
  });

  it("lists the user's organization and its branches, filtered by type and status from the query", async () => {
    const calls = fakeUpstream();
    const all = await dashboardLoader(get("/provider/organizations"));
    expect(calls).toEqual(["analytics root"]);
    expect(all.rows.map((r) => [r.id, r.display, r.custom.status])).toEqual([
      ["root", "SCHEDULED", "CONFIRMED"],
      ["clinic", "COMPLETED", "COMPLETED"],
      ["north", "NOT_YET_SCHEDULED", "PENDING"],
    ]);
    // The organization's own figures count its whole tree: the summary does not add its branches again.
    expect(all.summary.patients).toBe(30);
    expect(all.statusChart.values).toEqual([1, 0, 1, 1]);
    expect((await dashboardLoader(get("/provider/organizations?type=CLINIC"))).rows.map((r) => r.id)).toEqual(
      ["clinic"],
    );
    expect(
      (await dashboardLoader(get("/provider/organizations?status=PENDING"))).rows.map((r) => r.id),
    ).toEqual(["north"]);
    const unknown = await dashboardLoader(get("/provider/organizations?type=SHOP&status=LOST"));
    expect(unknown.filters).toEqual({ type: "", status: "" });
    expect(unknown.rows).toHaveLength(3);
  });

  it("lists every network's top organization to the platform operator, as to a super admin", async () => {
    const calls = fakeUpstream();
    const operatorName = contextFor(new Request("http://app.test/")).config.mainOrganizationName;
    const operator = { ...admin, organizationId: "ops", organizationName: operatorName };
    const data = await dashboardLoader(get("/provider/organizations", operator));
    expect(calls).toEqual(["roots"]);
    expect(data.rows.map((r) => r.name)).toEqual(["Demo Network", "Harbor"]);
  });

  it("lists each network an account belongs to, with the privilege it holds there", async () => {
    const calls = fakeUpstream();
    server.use(
      onCall(organizations.overviewCardAnalytics, ({ params }) => {
        calls.push(`analytics ${String(params.id)}`);
        const id = String(params.id);
        return answerOf(organizations.overviewCardAnalytics, {
          organization: row(id, `Network ${id}`, "PROVIDER COMPANY"),
          children: [],
        });
      }),
    );
    const twoTrees: SessionAccount = {
      ...admin,
      privilegeId: PRIVILEGE.COORDINATOR,
      accountOrganizations: [{ organizationId: "harbor", privilegeId: PRIVILEGE.SCHEDULER }],
    };
    const data = await dashboardLoader(get("/provider/organizations", twoTrees));
    expect(calls.sort()).toEqual(["analytics harbor", "analytics root"]);
    expect(data.rows.map((r) => r.id).sort()).toEqual(["harbor", "root"]);
    expect(data.summary.patients).toBe(20);
  });

  it("remembers an organization viewed under its parent, its name cut at 20 characters", async () => {
    fakeUpstream();
    const viewing = get("/provider/organizations/clinic/edit", admin, "", { orgId: "clinic" });
    await editLoader(viewing);
    const prefs = cookieHeaderFrom(viewing.context.jar.commit())
      .split("; ")
      .filter((c) => c.startsWith("cd_prefs"))
      .join("; ");
    expect(prefs).not.toBe("");
    const data = await dashboardLoader(get("/provider/organizations", admin, prefs));
    expect(data.recent).toEqual([
      ["root", { parent: "North Network", items: [{ id: "clinic", name: "Riverside Community…" }] }],
    ]);
  });

  it("remembers an organization whose overview is opened, under the parent its trail shows", async () => {
    fakeUpstream();
    const viewing = get("/provider/organizations/clinic", admin, "", { orgId: "clinic" });
    await overviewLoader(viewing);
    const prefs = cookieHeaderFrom(viewing.context.jar.commit())
      .split("; ")
      .filter((c) => c.startsWith("cd_prefs"))
      .join("; ");
    const data = await dashboardLoader(get("/provider/organizations", admin, prefs));
    expect(data.recent).toEqual([
      ["root", { parent: "North Network", items: [{ id: "clinic", name: "Riverside Community…" }] }],
    ]);
  });

  it("answers 403 to a patient", async () => {
    fakeUpstream();
    const patient: SessionAccount = { ...admin, privilegeId: PRIVILEGE.USER, isPerformer: false };
    expect(await statusOf(() => dashboardLoader(get("/provider/organizations", patient)))).toBe(403);
  });
});
