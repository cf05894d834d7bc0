import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { organizationPages } from "@contract/organization-pages";
import { organizations } from "@contract/organizations";
import { PRIVILEGE } from "@contract/privileges";
import { loader } from "~/routes/provider+/organizations+/$orgId.schools";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { answerOf, onCall } from "../mocks/contract";
import { server } from "../mocks/server";
import { contextFor, statusOf } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";

/**
 * The school views tab (issue 40 item 4) against a faked upstream: "root" is a state's school
 * office; "elsewhere" another tree. Each of the three reads may fail alone, and the page keeps the
 * other two.
 */

const ORGS: Record<string, object> = {
  root: { id: "root", name: "Bay State School Health", parentOrganizationId: null, type: "JURISDICTION" },
  elsewhere: { id: "elsewhere", name: "Harbor", parentOrganizationId: null },
};

type Failing = "districts" | "associations" | "departments";

function fakeUpstream(failing: Failing[] = []) {
  const calls: string[] = [];
  const record = (request: Request) => calls.push(`${request.method} ${new URL(request.url).pathname}`);
  const boom = () => HttpResponse.json({ code: "BOOM" }, { status: 500 });
  server.use(
    onCall(organizations.basicInfo, ({ params, request }) => {
      record(request);
      const org = ORGS[String(params.id)];
      return org ? answerOf(organizations.basicInfo, org as never) : HttpResponse.json({}, { status: 404 });
    }),
    onCall(organizationPages.noSchoolDistricts, ({ request }) => {
      record(request);
      if (failing.includes("districts")) return boom();
      return answerOf(organizationPages.noSchoolDistricts, [
        {
          id: "cape",
          name: "Cape Ann School District",
          type: "JURISDICTION",
          parentOrganizationId: "root",
          parentName: "Bay State School Health",
          city: "Gloucester",
          state: "MA",
        },
        { id: "root", name: "Bay State School Health", parentName: null, city: null, state: null },
      ]);
    }),
    onCall(organizationPages.orgAssociations, ({ request }) => {
      record(request);
      if (failing.includes("associations")) return boom();
      return answerOf(organizationPages.orgAssociations, [
        {
          organization: { id: "riverside", name: "Riverside Community Clinic", type: "CLINIC" },
          relation: "PARTNER",
          since: "2025-09-01",
        },
        {
          organization: { id: "acme", name: "Acme Co-op", type: "COMMUNITYGROUP" },
          relation: "MENTORING",
          since: null,
        },
      ]);
    }),
    onCall(organizationPages.patientsByDepartment, ({ request }) => {
      record(request);
      if (failing.includes("departments")) return boom();
      return answerOf(organizationPages.patientsByDepartment, [
        { departmentId: "d1", name: "School nursing", patientCount: 6 },
        { departmentId: "d2", name: "Counselling and wellbeing", patientCount: 2 },
      ]);
    }),
  );
  return { calls };
}

const admin: SessionAccount = {
  ...staffAccount,
  organizationId: "root",
  organizationName: "Bay State School Health",
  privilegeId: PRIVILEGE.ORGANIZATION_ADMIN,
};
const cookie = (who: SessionAccount) => signedInCookie({ accessToken: "a", refreshToken: "r" }, who);
function get(orgId: string, who = admin) {
  const request = new Request(`http://app.test/provider/organizations/${orgId}/schools`, {
    headers: { cookie: cookie(who) },
  });
  return { request, context: contextFor(request), params: { orgId } };
}

describe("the school views tab", () => {
  it("shows the districts without schools, the associations in words and the departments' patients", async () => {
    const { calls } = fakeUpstream();
    const { data, init } = await loader(get("root"));
    expect(init?.status).toBe(200);
    expect(data.districts).toEqual([
      {
        id: "cape",
        name: "Cape Ann School District",
        parentName: "Bay State School Health",
        place: "Gloucester, MA",
        isThis: false,
      },
      { id: "root", name: "Bay State School Health", parentName: "", place: "", isThis: true },
    ]);
    expect(data.associations).toEqual([
      {
        id: "riverside",
        name: "Riverside Community Clinic",
        type: "Clinic",
        relation: "Partner",
        since: "09/01/2025",
      },
      // A relation the app has no words for keeps its code; a type too.
      { id: "acme", name: "Acme Co-op", type: expect.any(String), relation: "MENTORING", since: "" },
    ]);
    expect(data.departmentChart?.categories).toEqual([
      { label: "School nursing", fullLabel: "School nursing" },
      { label: "Counselling a…", fullLabel: "Counselling and wellbeing" },
    ]);
    expect(data.departmentChart?.values).toEqual([6, 2]);
    expect(data.title).toBe("Schools and associations of Bay State School Health");
    expect(calls.sort()).toEqual([
      "GET /api/organizations/root/basicInfo",
      "GET /api/organizations/root/get-noschool-districts",
      "GET /api/organizations/root/org-association",
      "GET /api/organizations/root/patients-departments",
    ]);
  });

  it.each<Failing>(["districts", "associations", "departments"])(
    "keeps the page when the %s read fails, that panel alone unavailable, and says it is partial (502)",
    async (failing) => {
      fakeUpstream([failing]);
      const { data, init } = await loader(get("root"));
      expect(init?.status).toBe(502);
      expect(data.districts === null).toBe(failing === "districts");
      expect(data.associations === null).toBe(failing === "associations");
      expect(data.departmentChart === null).toBe(failing === "departments");
    },
  );

  it("answers 404 for an organization outside the tree, calling nothing", async () => {
    const { calls } = fakeUpstream();
    expect(await statusOf(() => loader(get("elsewhere")))).toBe(404);
    expect(calls).toEqual([]);
  });
});
