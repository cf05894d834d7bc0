import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as analyticsLoader } from "~/routes/provider+/organizations+/$orgId.clinics.analytics";
import { loader as clinicsLoader } from "~/routes/provider+/organizations+/$orgId.clinics._index";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { server } from "../mocks/server";
import { contextFor, statusOf } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall, pageOf } from "../mocks/contract";
import { organizations } from "@contract/organizations";
import { clinicAnalytics } from "@contract/clinic-analytics";

/**
 * Clinics analytics and the clinics tab's "today" (decision 033) against a faked upstream: "root"
 * with two clinics; "elsewhere" is another tree. Every call is recorded with its query.
 */
const ORGS: Record<
  string,
  { id: string; name: string; parentOrganizationId: string | null; timeZone?: string }
> = {
  root: { id: "root", name: "North Network", parentOrganizationId: null, timeZone: "America/Chicago" },
  elsewhere: { id: "elsewhere", name: "Harbor", parentOrganizationId: null },
};

const CLINICS = [
  {
    clinicId: "c-1",
    name: "Downtown",
    lanes: 4,
    capacity: 40,
    scheduled: 10,
    completed: 6,
    cancelled: 2,
    missed: 1,
  },
  {
    clinicId: "c-2",
    name: "Lakeside",
    lanes: 0,
    capacity: 0,
    scheduled: 0,
    completed: 0,
    cancelled: 0,
    missed: 0,
  },
];

function fakeUpstream(fail: string[] = []) {
  const calls: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
  };
  const failing = (name: string) => fail.includes(name);
  const boom = () => HttpResponse.json({ code: "BOOM" }, { status: 500 });
  server.use(
    onCall(organizations.basicInfo, ({ params }) => {
      const org = ORGS[String(params.id)];
      return org
        ? answerOf(organizations.basicInfo, org)
        : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(organizations.branches, () => answerOf(organizations.branches, pageOf([], 100))),
    onCall(organizations.clinics, ({ request }) => {
      record(request);
      return answerOf(organizations.clinics, [
        { id: "c-1", name: "Downtown", type: "CLINIC", timeZone: "America/Chicago" },
        { id: "c-2", name: "Lakeside", type: "CLINIC", timeZone: "America/New_York" },
      ]);
    }),
    onCall(clinicAnalytics.clinics, ({ request }) => {
      record(request);
      return failing("clinics-analytics") ? boom() : answerOf(clinicAnalytics.clinics, CLINICS);
    }),
    onCall(clinicAnalytics.schedulingCounts, ({ request }) => {
      record(request);
      return failing("scheduling-counts")
        ? boom()
        : answerOf(clinicAnalytics.schedulingCounts, [
            { date: "11/20/2026", scheduled: 3, completed: 4, cancelled: 1, missed: 0 },
            { date: "11/21/2026", scheduled: 7, completed: 2, cancelled: 1, missed: 1 },
          ]);
    }),
    onCall(clinicAnalytics.activeClinics, ({ request }) => {
      record(request);
      return failing("active-clinics")
        ? boom()
        : answerOf(clinicAnalytics.activeClinics, [
            {
              clinicId: "c-1",
              name: "Downtown",
              lanes: 2,
              capacity: 20,
              booked: 5,
              firstStart: "2026-11-26T14:00:00.000Z",
              lastEnd: "2026-11-26T22:00:00.000Z",
            },
          ]);
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
// A provider reads organizations but not lanes (the analytics need lanes.read).
const provider: SessionAccount = {
  ...admin,
  privilegeId: PRIVILEGE.USER,
  privilegeName: "USER",
  isPerformer: true,
};

function get(url: string, params: Record<string, string>, who: SessionAccount = admin) {
  const request = new Request(`http://app.test${url}`, {
    headers: { cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who) },
  });
  return { request, context: contextFor(request), params };
}

const page = "/provider/organizations/root/clinics/analytics";
const root = { orgId: "root" };

describe("clinics analytics", () => {
  it("reads each count once for the range asked, in the wire's dates, and adds the clinics up", async () => {
    const calls = fakeUpstream();
    const data = await analyticsLoader(get(`${page}?dayFrom=2026-11-20&dayTo=2026-11-27`, root));
    expect(calls.sort()).toEqual([
      "/api/lanes/scheduling-counts?organizationId=root&startDate=11%2F20%2F2026&endDate=11%2F27%2F2026",
      "/api/organizations/root/clinics-analytics?startDate=11%2F20%2F2026&endDate=11%2F27%2F2026",
    ]);
    expect(data.figures).toMatchObject({ activeClinics: "1 of 2", lanes: "4", capacity: "40", taken: "16" });
    expect(data.figures?.utilization).toBeCloseTo(0.4);
    expect(data.byClinic?.categories.map((c) => c.label)).toEqual(["Downtown", "Lakeside"]);
    expect(data.byClinic?.series.map((s) => s.values)).toEqual([
      [10, 0],
      [6, 0],
      [24, 0],
    ]);
    expect(data.byDay?.series.map((s) => s.values)).toEqual([
      [3, 7],
      [4, 2],
      [1, 1],
      [0, 1],
    ]);
    expect(data.clinics?.map((c) => [c.name, c.utilization, c.dayPath])).toEqual([
      ["Downtown", 0.4, "/provider/organizations/root/clinics/c-1?date=2026-11-20"],
      ["Lakeside", null, "/provider/organizations/root/clinics/c-2?date=2026-11-20"],
    ]);
  });

  it("counts around today when no range is asked for, showing the range in the fields", async () => {
    const calls = fakeUpstream();
    const data = await analyticsLoader(get(page, root));
    expect(data.query.filters.dayFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.query.filters.dayTo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(calls).toHaveLength(2);
  });

  it("keeps a refused range as typed, says why, and reads nothing", async () => {
    const calls = fakeUpstream();
    const data = await analyticsLoader(get(`${page}?dayFrom=2026-01-01&dayTo=2026-06-01`, root));
    expect(data.refused).toBe(true);
    expect(data.query.problems).toEqual({
      dayFrom: { problem: "span", value: "2026-01-01" },
      dayTo: { problem: "span", value: "2026-06-01" },
    });
    expect(data.figures).toBeNull();
    expect(calls).toEqual([]);
  });

  it("hides only the part whose read fails", async () => {
    fakeUpstream(["clinics-analytics"]);
    const data = await analyticsLoader(get(page, root));
    expect(data.figures).toBeNull();
    expect(data.byClinic).toBeNull();
    expect(data.clinics).toBeNull();
    expect(data.byDay?.series).toHaveLength(4);
  });

  it("answers 403 to a role without lanes.read and 404 outside the tree, calling nothing", async () => {
    const calls = fakeUpstream();
    expect(await statusOf(() => analyticsLoader(get(page, root, provider)))).toBe(403);
    expect(
      await statusOf(() =>
        analyticsLoader(get("/provider/organizations/elsewhere/clinics/analytics", { orgId: "elsewhere" })),
      ),
    ).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("the clinics tab", () => {
  it("says what each clinic does today, in its own time zone", async () => {
    const calls = fakeUpstream();
    const data = await clinicsLoader(get("/provider/organizations/root/clinics", root));
    expect(data.clinics.map((c) => [c.name, c.today])).toEqual([
      ["Downtown", "Lanes: 2, 8:00 AM–4:00 PM; booked 5 of 20"],
      ["Lakeside", "No lanes today"],
    ]);
    expect(
      calls.filter((c) => c.startsWith("/api/lanes/active-clinics?organizationId=root&date=")),
    ).toHaveLength(1);
  });

  it("lists the clinics when today's lanes cannot be read", async () => {
    fakeUpstream(["active-clinics"]);
    const data = await clinicsLoader(get("/provider/organizations/root/clinics", root));
    expect(data.clinics.map((c) => c.today)).toEqual([
      "This information cannot be shown right now. Try again later.",
      "This information cannot be shown right now. Try again later.",
    ]);
  });
});
