import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { clinicSetup } from "@contract/clinic-setup";
import { organizations } from "@contract/organizations";
import { loader as scheduleLoader } from "~/routes/provider+/organizations+/$orgId.clinics_.$clinicId.schedule";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { answerOf, onCall, type JsonAnswer } from "../mocks/contract";
import { server } from "../mocks/server";
import { contextFor, statusOf } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";

/**
 * The clinic set-up activity log on the schedule page (issue 40 item 2) against a faked upstream:
 * the page of the URL asked for, each line in the reader's words, a failed read hiding only the
 * log, and a clinic outside the tree answering 404 before any upstream call.
 */
const ORGS = {
  root: {
    id: "root",
    name: "North Network",
    type: "PROVIDER COMPANY",
    timeZone: "America/New_York",
    parentOrganizationId: null,
  },
  clinic: {
    id: "clinic",
    name: "Riverside Clinic",
    type: "CLINIC",
    timeZone: "America/Chicago",
    parentOrganizationId: "root",
  },
};

const ACTIVITIES: JsonAnswer<typeof clinicSetup.activities> = {
  content: [
    {
      id: "4",
      action: "CLOSED_FOR_AUDIT",
      actor: "Backend Job",
      at: "2030-06-04T15:00:00Z",
      details: { anything: true },
    },
    {
      id: "3",
      action: "DAY_SIGNED_OFF",
      actor: "Mia Manning",
      at: "2030-06-03T22:00:00Z",
      details: { date: "06/03/2030", lanes: 2 },
    },
    {
      id: "2",
      action: "SPECIAL_DATE_SET",
      actor: "Oscar Owens",
      at: "2030-06-02T15:30:00Z",
      details: { date: "06/10/2030", closed: false, open: "09:00", close: "12:00", note: "Flu drive" },
    },
    {
      id: "1",
      action: "HOURS_SET",
      actor: "Oscar Owens",
      at: "2030-06-01T14:00:00Z",
      details: {
        days: [
          { weekday: 1, open: "08:00", close: "16:30" },
          { weekday: 0, open: null, close: null },
        ],
      },
    },
  ],
  totalElements: 24,
  totalPages: 3,
  number: 2,
  size: 10,
};

let calls: string[] = [];
let activities: () => Response;

beforeEach(() => {
  calls = [];
  activities = () => answerOf(clinicSetup.activities, ACTIVITIES);
  const record = (request: Request, answer: () => Response) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
    return answer();
  };
  server.use(
    onCall(organizations.branches, () =>
      answerOf(organizations.branches, {
        content: [ORGS.clinic],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 100,
      }),
    ),
    onCall(organizations.clinics, ({ request }) =>
      record(request, () => answerOf(organizations.clinics, [ORGS.clinic])),
    ),
    onCall(organizations.basicInfo, ({ request, params }) =>
      record(request, () =>
        answerOf(organizations.basicInfo, params.id === "root" ? ORGS.root : ORGS.clinic),
      ),
    ),
    onCall(clinicSetup.hours, ({ request }) =>
      record(request, () => answerOf(clinicSetup.hours, { inherited: false, days: [] })),
    ),
    onCall(clinicSetup.specials, ({ request }) =>
      record(request, () =>
        answerOf(clinicSetup.specials, [{ date: "06/10/2030", closed: true, note: "Training" }]),
      ),
    ),
    onCall(clinicSetup.activities, ({ request }) => record(request, () => activities())),
  );
});

const admin: SessionAccount = {
  ...staffAccount,
  organizationId: "root",
  organizationName: "North Network",
  privilegeId: PRIVILEGE.ORGANIZATION_ADMIN,
};
const cookie = signedInCookie({ accessToken: "a", refreshToken: "r" }, admin);

function get(url: string, params: Record<string, string>) {
  const request = new Request(`http://app.test${url}`, { headers: { cookie } });
  return { request, context: contextFor(request), params };
}

const params = { orgId: "root", clinicId: "clinic" };
const base = "/provider/organizations/root/clinics/clinic/schedule";
const activityCalls = () => calls.filter((c) => c.includes("/clinic-setup/activities"));

describe("the clinic set-up activity log", () => {
  it("reads the page of the URL and says each line in the reader's words", async () => {
    const page = await scheduleLoader(get(`${base}?activityPage=2`, params));
    expect(activityCalls()).toEqual(["/api/organizations/clinic/clinic-setup/activities?page=2&size=10"]);
    expect(page.activities).toEqual({
      number: 2,
      totalPages: 3,
      totalElements: 24,
      rows: [
        // A backend's own action keeps its name and shows no details.
        {
          id: "4",
          at: "Tuesday, June 4, 2030, 10:00 AM",
          actor: "Backend Job",
          action: "CLOSED_FOR_AUDIT",
          details: "",
        },
        {
          id: "3",
          at: "Monday, June 3, 2030, 5:00 PM",
          actor: "Mia Manning",
          action: "Day signed off",
          details: "Monday, June 3, 2030, 2 lanes",
        },
        {
          id: "2",
          at: "Sunday, June 2, 2030, 10:30 AM",
          actor: "Oscar Owens",
          action: "Special date set",
          details: "Monday, June 10, 2030: 9:00 AM to 12:00 PM (Flu drive)",
        },
        {
          id: "1",
          at: "Saturday, June 1, 2030, 9:00 AM",
          actor: "Oscar Owens",
          action: "Weekly hours set",
          details: "Monday 8:00 AM to 4:30 PM",
        },
      ],
    });
    // The rest of the page is read as before.
    expect(page.specials).toHaveLength(1);
  });

  it("reads the first page for a page parameter that is no page", async () => {
    await scheduleLoader(get(`${base}?activityPage=-3`, params));
    await scheduleLoader(get(`${base}?activityPage=abc`, params));
    expect(activityCalls()).toEqual([
      "/api/organizations/clinic/clinic-setup/activities?page=0&size=10",
      "/api/organizations/clinic/clinic-setup/activities?page=0&size=10",
    ]);
  });

  it("hides only the log when its read fails or its answer breaks the contract", async () => {
    activities = () => HttpResponse.json({ message: "boom" }, { status: 500 });
    const failed = await scheduleLoader(get(base, params));
    expect(failed.activities).toBeNull();
    expect(failed.specials).toHaveLength(1);

    activities = () => HttpResponse.json({ content: [{ id: "1", action: "HOURS_SET", at: "not a date" }] });
    const broken = await scheduleLoader(get(base, params));
    expect(broken.activities).toBeNull();
    expect(broken.specials).toHaveLength(1);
  });

  it("answers 404 for a clinic outside the tree before any upstream call", async () => {
    expect(await statusOf(() => scheduleLoader(get(base, { orgId: "root", clinicId: "elsewhere" })))).toBe(
      404,
    );
    expect(await statusOf(() => scheduleLoader(get(base, { orgId: "elsewhere", clinicId: "clinic" })))).toBe(
      404,
    );
    expect(calls).toEqual([]);
  });
});
