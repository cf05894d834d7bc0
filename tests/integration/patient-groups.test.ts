import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as specLoader } from "~/routes/_patient+/curapatient.organizations.organization.patient-group";
import {
  action as groupAction,
  loader as groupLoader,
} from "~/routes/provider+/organizations+/$orgId.patient-groups.$groupId";
import { loader as groupsLoader } from "~/routes/provider+/organizations+/$orgId.patient-groups._index";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { server } from "../mocks/server";
import { contextFor, formRequest, statusOf } from "../support/context";
import { patientAccount, signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { organizations } from "@contract/organizations";
import { patientGroups } from "@contract/patient-groups";
import { patients } from "@contract/patients";

/**
 * The organization's patient groups and a group's view (decision 027) against a faked upstream:
 * root → (seniors: a group, clinic → (club: the clinic's group)); "elsewhere" is another tree.
 * Every call is recorded, so a page's reads are counted and a refusal is seen to call nothing.
 */
const ORGS: Record<string, { id: string; name: string; type: string; parentOrganizationId: string | null }> =
  {
    root: { id: "root", name: "North Network", type: "PROVIDER COMPANY", parentOrganizationId: null },
    seniors: { id: "seniors", name: "Beacon Hill Seniors", type: "GROUP", parentOrganizationId: "root" },
    clinic: { id: "clinic", name: "Riverside Clinic", type: "CLINIC", parentOrganizationId: "root" },
    club: { id: "club", name: "Riverside Runners", type: "GROUP", parentOrganizationId: "clinic" },
    elsewhere: { id: "elsewhere", name: "Harbor", type: "PROVIDER COMPANY", parentOrganizationId: null },
    harborGroup: { id: "harborGroup", name: "Dockworkers", type: "GROUP", parentOrganizationId: "elsewhere" },
  };
const CHILDREN: Record<string, string[]> = { root: ["seniors", "clinic"], clinic: ["club"] };

const page = <T>(content: T[], extra: Record<string, unknown> = {}) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
  ...extra,
});

/** The fake upstream; `fail` names calls (by their last path segment or name) that answer 500. */
function fakeUpstream(fail: string[] = []) {
  const calls: string[] = [];
  const failing = (name: string) => fail.includes(name);
  const oops = () => HttpResponse.json({ code: "BOOM" }, { status: 500 });
  server.use(
    onCall(organizations.branches, ({ params }) =>
      answerOf(organizations.branches, page((CHILDREN[String(params.id)] ?? []).map((id) => ORGS[id]!))),
    ),
    onCall(organizations.basicInfo, ({ params, request }) => {
      calls.push(`GET ${new URL(request.url).pathname}`);
      const org = ORGS[String(params.id)];
      return org
        ? answerOf(organizations.basicInfo, org)
        : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(patientGroups.list, ({ request }) => {
      calls.push(`GET ${new URL(request.url).pathname}${new URL(request.url).search}`);
      if (failing("groups")) return oops();
      return answerOf(
        patientGroups.list,
        page(
          [
            {
              id: "seniors",
              name: "Beacon Hill Seniors",
              city: "Boston",
              state: "MA",
              patientCount: 12,
              clinics: [{ id: "clinic", name: "Riverside Clinic" }],
            },
          ],
          { totalElements: 21, totalPages: 2 },
        ),
      );
    }),
    onCall(patientGroups.analytics, ({ request }) => {
      calls.push(`GET ${new URL(request.url).pathname}`);
      if (failing("analytics")) return oops();
      return answerOf(patientGroups.analytics, {
        at: "2026-11-25T12:00:00Z",
        groups: [{ groupId: "seniors", name: "Beacon Hill Seniors", patientCount: 12, scheduledCount: 5 }],
      });
    }),
    onCall(patientGroups.servingClinics, ({ request }) => {
      calls.push(`GET ${new URL(request.url).pathname}`);
      if (failing("serving")) return oops();
      return answerOf(patientGroups.servingClinics, [
        {
          clinicId: "clinic",
          name: "Riverside Clinic",
          city: "Boston",
          state: "MA",
          assignedAt: "2026-11-01",
        },
      ]);
    }),
    onCall(patientGroups.clinicAppointments, ({ request }) => {
      calls.push(`GET ${new URL(request.url).pathname}${new URL(request.url).search}`);
      if (failing("lanes")) return oops();
      return answerOf(patientGroups.clinicAppointments, [
        {
          id: "lane-9",
          clinicId: "clinic",
          clinicName: "Riverside Clinic",
          timeZone: "America/Chicago",
          startDate: "2030-06-03T14:00:00Z",
          endDate: "2030-06-03T17:30:00Z",
          capacity: 40,
          booked: 12,
        },
      ]);
    }),
    onCall(patientGroups.clinicSuggestions, ({ request }) => {
      calls.push(`GET ${new URL(request.url).pathname}`);
      if (failing("suggestions")) return oops();
      return answerOf(patientGroups.clinicSuggestions, [
        { clinicId: "lake", name: "Lakeside Clinic", city: "Chicago", state: "IL", distanceKm: 16.1 },
        { clinicId: "far", name: "Nowhere Clinic", city: "", state: "", distanceKm: null },
      ]);
    }),
    onCall(patients.members, ({ request }) => {
      calls.push(`GET ${new URL(request.url).pathname}${new URL(request.url).search}`);
      if (failing("patients")) return oops();
      return answerOf(
        patients.members,
        page(
          [{ id: "pat-7", fullName: "Ana Lopez", dateOfBirth: "04/12/1985", phoneNumber: "+16175550100" }],
          {
            size: 100,
          },
        ),
      );
    }),
    onCall(patientGroups.assignClinic, async ({ request }) => {
      calls.push(`POST ${new URL(request.url).pathname} ${JSON.stringify(await request.json())}`);
      if (failing("assign")) return oops();
      return HttpResponse.json({ clinicId: "lake", name: "Lakeside Clinic" }, { status: 201 });
    }),
    onCall(patientGroups.unassignClinic, ({ request }) => {
      calls.push(`DELETE ${new URL(request.url).pathname}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const admin: SessionAccount = {
  ...staffAccount,
  organizationId: "root",
  organizationName: "North Network",
  privilegeId: PRIVILEGE.ORGANIZATION_ADMIN,
};
const scheduler: SessionAccount = { ...admin, privilegeId: PRIVILEGE.SCHEDULER };

function get(url: string, params: Record<string, string>, who: SessionAccount = admin, language?: string) {
  const request = new Request(`http://app.test${url}`, {
    headers: {
      cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who),
      ...(language ? { "accept-language": language } : {}),
    },
  });
  return { request, context: contextFor(request), params };
}

function post(url: string, fields: Record<string, string>, params: Record<string, string>) {
  const request = formRequest(url, fields, {
    cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, admin),
  });
  return { request, context: contextFor(request), params };
}

const groupUrl = "/provider/organizations/root/patient-groups/seniors";
const groupParams = { orgId: "root", groupId: "seniors" };

describe("the organization's patient groups", () => {
  it("lists the groups of the page asked for, with counts, clinics, the chart and the trail, each read once", async () => {
    const calls = fakeUpstream();
    const data = await groupsLoader(
      get("/provider/organizations/root/patient-groups?page=1", { orgId: "root" }),
    );
    expect(data.pageTitle).toBe("Patient groups of North Network");
    expect(data.groups).toEqual([
      {
        id: "seniors",
        name: "Beacon Hill Seniors",
        location: "Boston, MA",
        patientCount: 12,
        clinics: [{ id: "clinic", name: "Riverside Clinic" }],
      },
    ]);
    expect(data.page).toEqual({ number: 0, totalPages: 2, totalElements: 21 });
    expect(data.chart?.series.map((s) => [s.label, s.values])).toEqual([
      ["Appointment booked", [5]],
      ["No appointment booked", [7]],
    ]);
    expect(data.crumbs.map((c) => c.label)).toEqual(["North Network's Overview", "Patient groups"]);
    expect(calls.sort()).toEqual(
      [
        "GET /api/organizations/root/basicInfo",
        "GET /api/organizations/organizationPatientGroups/root?page=1&size=20",
        "GET /api/organizations/root/patientgroups-analytics",
      ].sort(),
    );
  });

  it("answers 404 for an organization outside the user's tree, calling nothing", async () => {
    const calls = fakeUpstream();
    const status = await statusOf(() =>
      groupsLoader(get("/provider/organizations/elsewhere/patient-groups", { orgId: "elsewhere" })),
    );
    expect(status).toBe(404);
    expect(calls).toEqual([]);
  });

  it("shows the list without the chart when the analytics fail, and a translated error page when the list does", async () => {
    fakeUpstream(["analytics"]);
    const data = await groupsLoader(get("/provider/organizations/root/patient-groups", { orgId: "root" }));
    expect(data.groups).toHaveLength(1);
    expect(data.chart).toBeNull();

    fakeUpstream(["groups"]);
    const thrown = await groupsLoader(
      get("/provider/organizations/root/patient-groups", { orgId: "root" }),
    ).catch((error: unknown) => error);
    expect((thrown as { init: { status: number } }).init.status).toBe(502);
    expect((thrown as { data: { messageKey: string } }).data.messageKey).toBe("common:errors.generic");
  });
});

describe("a patient group's view", () => {
  it("shows its members (a page of 100, each to the record), its clinics and suggestions in miles", async () => {
    const calls = fakeUpstream();
    const data = await groupLoader(get(`${groupUrl}?page=2`, groupParams));
    expect(data.pageTitle).toBe("Beacon Hill Seniors");
    expect(data.members).toMatchObject({
      rows: [{ id: "pat-7", name: "Ana Lopez", dateOfBirth: "04/12/1985" }],
      totalElements: 1,
    });
    expect(data.serving).toEqual([{ id: "clinic", name: "Riverside Clinic", location: "Boston, MA" }]);
    expect(data.suggestions).toEqual([
      { id: "lake", name: "Lakeside Clinic", location: "Chicago, IL", distance: "10 mi" },
      { id: "far", name: "Nowhere Clinic", location: "", distance: null },
    ]);
    expect(data.mayEdit).toBe(true);
    expect(data.crumbs).toEqual([
      { label: "North Network's Overview", to: "/provider/organizations/root" },
      { label: "Patient groups", to: "/provider/organizations/root/patient-groups" },
      { label: "Beacon Hill Seniors" },
    ]);
    expect(calls).toContain("GET /api/organizations/seniors/patients?page=2&size=100");
    // The lanes ahead at its clinics, soonest first, each at its clinic's clock and to its day.
    expect(data.lanesAhead).toEqual([
      {
        id: "lane-9",
        clinic: "Riverside Clinic",
        href: "/provider/organizations/root/clinics/clinic?date=2030-06-03",
        when: "Monday, June 3, 2030, 9:00 AM to 12:30 PM",
        places: "12 of 40",
      },
    ]);
    expect(calls).toContain(
      "GET /api/organizations/clinic-patient-groups/seniors/clinic-appointment?size=10",
    );
    expect(calls.filter((c) => c === "GET /api/organizations/seniors/basicInfo")).toHaveLength(1);
    expect(calls).toHaveLength(6);
  });

  it("gives distances in kilometres to a user whose language measures in them", async () => {
    fakeUpstream();
    const data = await groupLoader(get(groupUrl, groupParams, admin, "es-MX"));
    expect(data.suggestions?.[0]?.distance).toBe("16.1 km");
  });

  it("offers no assigning to a role that may not edit the organization", async () => {
    fakeUpstream();
    const data = await groupLoader(get(groupUrl, groupParams, scheduler));
    expect(data.mayEdit).toBe(false);
  });

  it("answers 404 for a group outside the tree, calling nothing, and for a group of another organization", async () => {
    const calls = fakeUpstream();
    expect(await statusOf(() => groupLoader(get("/x", { orgId: "root", groupId: "harborGroup" })))).toBe(404);
    expect(calls).toEqual([]);
    // The clinic's group, in the tree, but not the root's; and an organization that is no group.
    expect(await statusOf(() => groupLoader(get("/x", { orgId: "root", groupId: "club" })))).toBe(404);
    expect(await statusOf(() => groupLoader(get("/x", { orgId: "root", groupId: "clinic" })))).toBe(404);
    expect(calls).toEqual([
      "GET /api/organizations/club/basicInfo",
      "GET /api/organizations/clinic/basicInfo",
    ]);
  });

  it("keeps the page when a section's read fails, saying so in that section", async () => {
    fakeUpstream(["patients", "serving", "suggestions", "lanes"]);
    const data = await groupLoader(get(groupUrl, groupParams));
    expect(data.members).toBe("unavailable");
    expect(data.serving).toBeNull();
    expect(data.lanesAhead).toBeNull();
    expect(data.suggestions).toBeNull();
  });
});

describe("assigning and unassigning a clinic", () => {
  it("assigns a suggested clinic: the upstream told, 303 back to the group with a flash", async () => {
    const calls = fakeUpstream();
    const args = post(groupUrl, { intent: "assign", clinicId: "lake" }, groupParams);
    const response = (await groupAction(args)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(groupUrl);
    expect(calls).toContain('POST /api/organizations/clinic-patient-groups/seniors {"clinicId":"lake"}');
    expect(args.context.jar.takeFlash()).toEqual({ kind: "success", key: "patientGroups:group.assigned" });
  });

  it("unassigns a serving clinic", async () => {
    const calls = fakeUpstream();
    const args = post(groupUrl, { intent: "unassign", clinicId: "clinic" }, groupParams);
    expect(((await groupAction(args)) as Response).status).toBe(303);
    expect(calls).toContain("DELETE /api/organizations/clinic-patient-groups/seniors/clinic");
    expect(args.context.jar.takeFlash()).toEqual({ kind: "success", key: "patientGroups:group.unassigned" });
  });

  it("says so when the upstream fails, and refuses a malformed post with a translated 400", async () => {
    fakeUpstream(["assign"]);
    const args = post(groupUrl, { intent: "assign", clinicId: "lake" }, groupParams);
    expect(((await groupAction(args)) as Response).status).toBe(303);
    expect(args.context.jar.takeFlash()).toEqual({ kind: "error", key: "patientGroups:group.assignFailed" });

    const calls = fakeUpstream();
    const bad = await groupAction(post(groupUrl, { intent: "steal", clinicId: "../x" }, groupParams));
    expect((bad as unknown as { init: { status: number } }).init.status).toBe(400);
    expect((bad as unknown as { data: { messageKey: string } }).data.messageKey).toBe(
      "patientGroups:group.badRequest",
    );
    expect(calls.filter((c) => !c.startsWith("GET"))).toEqual([]);
  });

  it("answers 404 for a group of another organization, changing nothing", async () => {
    const calls = fakeUpstream();
    const status = await statusOf(() =>
      groupAction(
        post(
          "/provider/organizations/root/patient-groups/club",
          { intent: "assign", clinicId: "lake" },
          {
            orgId: "root",
            groupId: "club",
          },
        ),
      ),
    );
    expect(status).toBe(404);
    expect(calls.filter((c) => !c.startsWith("GET"))).toEqual([]);
  });
});

describe("the spec's patient group route", () => {
  const specUrl = "/curapatient/organizations/organization/patient-group?id=seniors";
  const run = (who: SessionAccount | null, url = specUrl) => {
    const request = new Request(`http://app.test${url}`, {
      headers: who ? { cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who) } : {},
    });
    return statusAndLocation(() => specLoader({ request, context: contextFor(request), params: {} }));
  };
  async function statusAndLocation(go: () => Promise<unknown>) {
    try {
      await go();
      return { status: 200, location: null };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get("location") };
      return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, location: null };
    }
  }

  it("sends a staff user to the provider view of the group", async () => {
    fakeUpstream();
    expect(await run(admin)).toEqual({ status: 303, location: groupUrl });
  });

  it("sends someone signed out, or a patient, to sign in", async () => {
    const calls = fakeUpstream();
    const anonymous = await run(null);
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toMatch(/^\/login\?redirectTo=/);
    expect(await run(patientAccount)).toEqual({ status: 303, location: "/login" });
    expect(calls).toEqual([]);
  });

  it("answers 404 for a group outside the tree (calling nothing) and for an organization that is no group", async () => {
    const calls = fakeUpstream();
    expect(
      (await run(admin, "/curapatient/organizations/organization/patient-group?id=harborGroup")).status,
    ).toBe(404);
    expect((await run(admin, "/curapatient/organizations/organization/patient-group")).status).toBe(404);
    expect(calls).toEqual([]);
    expect((await run(admin, "/curapatient/organizations/organization/patient-group?id=clinic")).status).toBe(
      404,
    );
  });
});
