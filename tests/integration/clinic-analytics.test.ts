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
    onCall(clinicAnalytics.vaccinationStatus, ({ request }) => {
      record(request);
      return failing("vaccination-status")
        ? boom()
        : answerOf(clinicAnalytics.vaccinationStatus, [
            {
              clinicId: "c-1",
              name: "Downtown",
              timeZone: "America/Chicago",
              vaccines: [
                { vaccineType: "COVID", vaccinated: 5, scheduled: 3, missed: 1, cancelled: 0 },
                { vaccineType: "Flu", vaccinated: 2, scheduled: 4, missed: 0, cancelled: 2 },
              ],
            },
            {
              clinicId: "c-2",
              name: "Lakeside",
              timeZone: "America/New_York",
              vaccines: [{ vaccineType: "Flu", vaccinated: 1, scheduled: 0, missed: 2, cancelled: 0 }],
            },
          ]);
    }),
    onCall(clinicAnalytics.aggregatedStats, ({ request }) => {
      record(request);
      return failing("aggregated-stats")
        ? boom()
        : answerOf(clinicAnalytics.aggregatedStats, {
            clinics: 2,
            activeClinics: 1,
            lanes: 4,
            capacity: 40,
            scheduled: 10,
            completed: 6,
            cancelled: 2,
            missed: 1,
          });
    }),
    onCall(clinicAnalytics.allClinicsAggregatedStats, ({ request }) => {
      record(request);
      return failing("all-clinics")
        ? boom()
        : answerOf(clinicAnalytics.allClinicsAggregatedStats, {
            clinics: 9,
            activeClinics: 7,
            lanes: 30,
            capacity: 600,
            scheduled: 120,
            completed: 90,
            cancelled: 12,
            missed: 8,
          });
    }),
    onCall(clinicAnalytics.appointmentCounts, ({ request }) => {
      record(request);
      return failing("appointment-counts")
        ? boom()
        : answerOf(clinicAnalytics.appointmentCounts, [
            { clinicId: "c-1", upcomingLanes: 12, upcomingAppointments: 1250 },
          ]);
    }),
    onCall(clinicAnalytics.mobileVaccineClinics, ({ request }) => {
      record(request);
      return failing("mobile")
        ? boom()
        : answerOf(clinicAnalytics.mobileVaccineClinics, [
            {
              id: "c-2",
              name: "Lakeside",
              podType: "MOBILE_VACCINE_SERVICE",
              address: { city: "Chicago", state: "IL" },
            },
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
// A super admin's scope is everywhere: the analytics also count every clinic.
const superAdmin: SessionAccount = {
  ...admin,
  privilegeId: PRIVILEGE.SUPER_ADMIN,
  privilegeName: "SUPER_ADMIN",
};
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
      "/api/lanes/aggregated-stats?organizationId=root&startDate=11%2F20%2F2026&endDate=11%2F27%2F2026",
      "/api/lanes/scheduling-counts?organizationId=root&startDate=11%2F20%2F2026&endDate=11%2F27%2F2026",
      "/api/organizations/clinics-vaccination-status/with-date-range/root?startDate=11%2F20%2F2026&endDate=11%2F27%2F2026",
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
    expect(calls).toHaveLength(4);
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

describe("clinic operations on the analytics page", () => {
  it("charts vaccinations per clinic and per vaccine, and the tree's lanes, without every clinic for an admin", async () => {
    const calls = fakeUpstream();
    const data = await analyticsLoader(get(`${page}?dayFrom=2026-11-20&dayTo=2026-11-27`, root));
    const ops = data.operations!;
    expect(ops.byClinic?.categories.map((c) => c.label)).toEqual(["Downtown", "Lakeside"]);
    expect(ops.byClinic?.series.map((s) => [s.label, s.values])).toEqual([
      ["Vaccinated", [7, 1]],
      ["Booked", [7, 0]],
      ["Missed", [1, 2]],
      ["Cancelled", [2, 0]],
    ]);
    expect(ops.byVaccine?.categories.map((c) => c.label)).toEqual(["COVID", "Flu"]);
    expect(ops.byVaccine?.series.map((s) => s.values)).toEqual([
      [5, 3],
      [3, 4],
      [1, 2],
      [0, 2],
    ]);
    expect(ops.stats?.categories.map((c) => c.label)).toEqual(["North Network"]);
    expect(ops.stats?.series.map((s) => s.values)).toEqual([[10], [6], [2], [1]]);
    expect(ops.statsRows).toEqual([
      {
        key: "organization",
        label: "North Network",
        activeClinics: "1 of 2",
        lanes: "4",
        capacity: "40",
        utilization: 0.4,
      },
    ]);
    expect(ops.allUnavailable).toBe(false);
    // An organization admin's scope is its tree: the network-wide figures are not asked for.
    expect(calls.some((c) => c.startsWith("/api/lanes/all-clinics/"))).toBe(false);
  });

  it("sets every clinic beside the organization for a super admin", async () => {
    const calls = fakeUpstream();
    const data = await analyticsLoader(get(`${page}?dayFrom=2026-11-20&dayTo=2026-11-27`, root, superAdmin));
    expect(calls).toContain(
      "/api/lanes/all-clinics/aggregated-stats?startDate=11%2F20%2F2026&endDate=11%2F27%2F2026",
    );
    expect(data.operations?.stats?.categories.map((c) => c.label)).toEqual(["North Network", "All clinics"]);
    expect(data.operations?.stats?.series.map((s) => s.values)).toEqual([
      [10, 120],
      [6, 90],
      [2, 12],
      [1, 8],
    ]);
    expect(data.operations?.statsRows?.[1]).toMatchObject({ activeClinics: "7 of 9", capacity: "600" });
  });

  it("hides only the panel whose read fails and says so", async () => {
    fakeUpstream(["vaccination-status", "all-clinics"]);
    const data = await analyticsLoader(get(page, root, superAdmin));
    expect(data.operations?.byClinic).toBeNull();
    expect(data.operations?.byVaccine).toBeNull();
    expect(data.operations?.stats?.categories.map((c) => c.label)).toEqual(["North Network"]);
    expect(data.operations?.allUnavailable).toBe(true);
    expect(data.figures?.lanes).toBe("4");

    fakeUpstream(["aggregated-stats"]);
    const without = await analyticsLoader(get(page, root, superAdmin));
    expect(without.operations?.stats).toBeNull();
    expect(without.operations?.statsRows).toBeNull();
    expect(without.operations?.byClinic?.categories).toHaveLength(2);
  });

  it("reads no operations for a refused range", async () => {
    const calls = fakeUpstream();
    const data = await analyticsLoader(get(`${page}?dayFrom=2026-01-01&dayTo=2026-06-01`, root, superAdmin));
    expect(data.operations).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("the clinics tab", () => {
  it("says what each clinic does today, in its own time zone", async () => {
    const calls = fakeUpstream();
    const { data } = await clinicsLoader(get("/provider/organizations/root/clinics", root));
    expect(data.clinics.map((c) => [c.name, c.today])).toEqual([
      ["Downtown", "Lanes: 2, 8:00 AM–4:00 PM; booked 5 of 20"],
      ["Lakeside", "No lanes today"],
    ]);
    expect(data.clinics.map((c) => [c.name, c.upcoming])).toEqual([
      ["Downtown", "Appointments: 1,250; lanes: 12"],
      ["Lakeside", "Appointments: 0; lanes: 0"],
    ]);
    expect(calls).toContain("/api/organizations/root/clinic-appointment-counts");
    expect(
      calls.filter((c) => c.startsWith("/api/lanes/active-clinics?organizationId=root&date=")),
    ).toHaveLength(1);
  });

  it("lists the clinics when what is booked ahead cannot be read, and says the page is partial", async () => {
    fakeUpstream(["appointment-counts"]);
    const { data, init } = await clinicsLoader(get("/provider/organizations/root/clinics", root));
    expect(init?.status).toBe(502);
    expect(data.clinics.map((c) => [c.today, c.upcoming])).toEqual([
      [
        "Lanes: 2, 8:00 AM–4:00 PM; booked 5 of 20",
        "This information cannot be shown right now. Try again later.",
      ],
      ["No lanes today", "This information cannot be shown right now. Try again later."],
    ]);
  });

  it("answers 404 for a tree outside the user's before any call", async () => {
    const calls = fakeUpstream();
    expect(
      await statusOf(() =>
        clinicsLoader(get("/provider/organizations/elsewhere/clinics", { orgId: "elsewhere" })),
      ),
    ).toBe(404);
    expect(calls).toEqual([]);
  });

  it("names the tree's mobile vaccine services, read once for the organization", async () => {
    const calls = fakeUpstream();
    const { data } = await clinicsLoader(get("/provider/organizations/root/clinics", root));
    expect(data.mobile).toEqual([{ id: "c-2", name: "Lakeside", location: "Chicago, IL" }]);
    expect(
      calls.filter((c) => c.startsWith("/api/organizations/clinics/pod-type/mobile-vaccine-service")),
    ).toEqual(["/api/organizations/clinics/pod-type/mobile-vaccine-service?organizationId=root"]);
  });

  it("lists the clinics and says the mobile services cannot be read when their read fails", async () => {
    fakeUpstream(["mobile"]);
    const { data } = await clinicsLoader(get("/provider/organizations/root/clinics", root));
    expect(data.mobile).toBeNull();
    expect(data.clinics.map((c) => c.name)).toEqual(["Downtown", "Lakeside"]);
  });

  it("lists the clinics when today's lanes cannot be read", async () => {
    fakeUpstream(["active-clinics"]);
    const { data } = await clinicsLoader(get("/provider/organizations/root/clinics", root));
    expect(data.clinics.map((c) => c.today)).toEqual([
      "This information cannot be shown right now. Try again later.",
      "This information cannot be shown right now. Try again later.",
    ]);
  });
});
