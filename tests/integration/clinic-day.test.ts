import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import {
  action as bulkAction,
  loader as bulkLoader,
} from "~/routes/provider+/organizations+/$orgId.clinics_.$clinicId.bulk-delete";
import { loader as dayLoader } from "~/routes/provider+/organizations+/$orgId.clinics_.$clinicId._index";
import { action as hoursAction } from "~/routes/provider+/organizations+/$orgId.clinics_.$clinicId.hours";
import { action as editAction } from "~/routes/provider+/organizations+/$orgId.clinics_.$clinicId.lanes.$laneId.edit";
import {
  action as newAction,
  loader as newLoader,
} from "~/routes/provider+/organizations+/$orgId.clinics_.$clinicId.lanes.new";
import { loader as editLoader } from "~/routes/provider+/organizations+/$orgId.clinics_.$clinicId.lanes.$laneId.edit";
import { loader as deleteLoader } from "~/routes/provider+/organizations+/$orgId.clinics_.$clinicId.lanes.$laneId.delete";
import { action as scheduleAction } from "~/routes/provider+/organizations+/$orgId.clinics_.$clinicId.schedule";
import { action as signOffAction } from "~/routes/provider+/organizations+/$orgId.clinics_.$clinicId.sign-off";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { server } from "../mocks/server";
import { contextFor, formRequest, statusOf } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { organizations } from "@contract/organizations";
import { lanes } from "@contract/lanes";
import { clinicSetup } from "@contract/clinic-setup";

/**
 * A clinic's day, lanes, sign-off, hours and schedule (decision 032) against a faked upstream:
 * root → (clinic, branch); "elsewhere" is another tree. Every call is recorded, so a refusal is
 * seen to call nothing, and each write's body is checked against the contract.
 */
const ORGS: Record<
  string,
  { id: string; name: string; type: string; timeZone: string; parentOrganizationId: string | null }
> = {
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
  branch: {
    id: "branch",
    name: "North Branch",
    type: "FACILITY",
    timeZone: "America/New_York",
    parentOrganizationId: "root",
  },
  elsewhere: {
    id: "elsewhere",
    name: "Harbor",
    type: "CLINIC",
    timeZone: "America/New_York",
    parentOrganizationId: null,
  },
};
const CHILDREN: Record<string, string[]> = { root: ["clinic", "branch"] };
const LANE = {
  id: "lane-1",
  clinicId: "clinic",
  host: { id: "p1", name: "Dr. Lee" },
  startDate: "2030-06-03T14:00:00.000Z",
  endDate: "2030-06-03T16:00:00.000Z",
  status: "ACTIVE",
  capacity: 12,
  slotMinutes: 15,
  inventoryType: "COVID",
  manufacturer: "Pfizer",
  patientCount: 3,
};

let calls: Array<{ method: string; path: string; body?: unknown }> = [];
/** Answers per call name that replace the normal one (a 422 or a 500). */
let answers: Record<string, () => Response> = {};

const page = <T>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 100,
});

beforeEach(() => {
  calls = [];
  answers = {};
  const record = async (name: string, request: Request, normal: () => Response) => {
    const url = new URL(request.url);
    const body = request.method === "GET" ? undefined : await request.json().catch(() => undefined);
    calls.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
    return answers[name]?.() ?? normal();
  };
  server.use(
    onCall(organizations.branches, ({ params }) =>
      answerOf(organizations.branches, page((CHILDREN[String(params.id)] ?? []).map((id) => ORGS[id]!))),
    ),
    onCall(organizations.basicInfo, ({ params, request }) =>
      record("basicInfo", request, () => answerOf(organizations.basicInfo, ORGS[String(params.id)]!)),
    ),
    onCall(organizations.clinics, ({ request }) =>
      record("clinics", request, () => answerOf(organizations.clinics, [ORGS.clinic!])),
    ),
    onCall(organizations.performers, ({ request }) =>
      record("performers", request, () =>
        answerOf(organizations.performers, [{ id: "p1", name: "Dr. Lee" }]),
      ),
    ),
    onCall(lanes.list, ({ request }) => record("lanes", request, () => answerOf(lanes.list, [LANE]))),
    onCall(clinicSetup.day, ({ request }) =>
      record("schedule", request, () =>
        answerOf(clinicSetup.day, {
          date: "06/03/2030",
          closed: false,
          open: "07:00",
          close: "19:00",
          signedOff: null,
        }),
      ),
    ),
    onCall(lanes.get, ({ request }) => record("lane", request, () => answerOf(lanes.get, LANE))),
    onCall(clinicSetup.checkBreak, ({ request }) =>
      record("checkBreak", request, () =>
        answerOf(clinicSetup.checkBreak, { needsBreak: false, continuousMinutes: 60 }),
      ),
    ),
    onCall(clinicSetup.addLane, ({ request }) =>
      record("add", request, () => answerOf(clinicSetup.addLane, { ...LANE, id: "lane-2" })),
    ),
    onCall(clinicSetup.updateLane, ({ request }) =>
      record("update", request, () => answerOf(clinicSetup.updateLane, LANE)),
    ),
    onCall(clinicSetup.vaccineInfo, ({ request }) =>
      record("vaccine", request, () => HttpResponse.json(LANE)),
    ),
    onCall(lanes.patientCount, ({ request }) =>
      record("count", request, () => answerOf(lanes.patientCount, { count: 3 })),
    ),
    onCall(clinicSetup.bulkDelete, ({ request }) =>
      record("bulk", request, () => answerOf(clinicSetup.bulkDelete, { deleted: 1, patientCount: 3 })),
    ),
    onCall(clinicSetup.signOff, ({ request }) =>
      record("signOff", request, () => HttpResponse.json({ date: "06/03/2030" })),
    ),
    onCall(clinicSetup.setRegular, ({ request }) =>
      record("regular", request, () => HttpResponse.json({ days: [] })),
    ),
    onCall(clinicSetup.addSpecial, ({ request }) =>
      record("special", request, () =>
        answerOf(clinicSetup.addSpecial, { date: "06/03/2030", closed: true }),
      ),
    ),
  );
});

const refused = (field: string, message: string) => () =>
  HttpResponse.json({ code: "VALIDATION_FAILED", fieldErrors: [{ field, message }] }, { status: 422 });
const broken = () => HttpResponse.json({ message: "boom" }, { status: 500 });

const admin: SessionAccount = {
  ...staffAccount,
  organizationId: "root",
  organizationName: "North Network",
  privilegeId: PRIVILEGE.ORGANIZATION_ADMIN,
};
const scheduler: SessionAccount = { ...admin, privilegeId: PRIVILEGE.SCHEDULER };
const cookie = (who: SessionAccount) => signedInCookie({ accessToken: "a", refreshToken: "r" }, who);

function get(url: string, params: Record<string, string>, who = admin) {
  const request = new Request(`http://app.test${url}`, { headers: { cookie: cookie(who) } });
  return { request, context: contextFor(request), params };
}
function post(url: string, fields: Record<string, string>, params: Record<string, string>, who = admin) {
  const request = formRequest(url, fields, { cookie: cookie(who) });
  return { request, context: contextFor(request), params };
}

interface Reply {
  data: { result: { initialValue: Record<string, unknown>; error: Record<string, string[] | null> } };
  init: { status: number };
}
const params = { orgId: "root", clinicId: "clinic" };
const base = "/provider/organizations/root/clinics/clinic";
const LANE_FORM = { hostId: "p1", startTime: "09:00", endTime: "11:00", capacity: "12", slotMinutes: "15" };

describe("a clinic's day", () => {
  it("lays the day's lanes on the grid at the clinic's clock, editable until signed off", async () => {
    const day = await dayLoader(get(`${base}?date=2030-06-03`, params));
    expect(day.pageTitle).toBe("Riverside Clinic: Monday, June 3, 2030");
    expect(day.rows).toEqual([
      expect.objectContaining({
        host: "Dr. Lee",
        times: "9:00 AM–11:00 AM",
        patients: 3,
        cells: [
          { kind: "gap", span: 4 },
          { kind: "lane", span: 8 },
          { kind: "gap", span: 22 },
        ],
      }),
    ]);
    expect(day.editable).toBe(true);
    expect(calls.map((c) => c.path)).toContain(
      "/api/organizations/clinic/clinic-appointments?startDate=06%2F03%2F2030&endDate=06%2F03%2F2030&status=ACTIVE",
    );

    answers.schedule = () =>
      HttpResponse.json({
        date: "06/03/2030",
        closed: false,
        open: "07:00",
        close: "19:00",
        signedOff: { by: "Ann", at: "2030-06-03T22:00:00Z" },
      });
    const locked = await dayLoader(get(`${base}?date=2030-06-03`, params));
    expect(locked.editable).toBe(false);
    expect(locked.signedOff?.by).toBe("Ann");
  });

  it("answers 404 outside the tree before any call, and for an organization of the tree that is no clinic", async () => {
    expect(await statusOf(() => dayLoader(get("/x", { orgId: "root", clinicId: "elsewhere" })))).toBe(404);
    expect(calls).toEqual([]);
    expect(await statusOf(() => dayLoader(get("/x", { orgId: "root", clinicId: "branch" })))).toBe(404);
    expect(calls.map((c) => c.path)).toEqual(["/api/organizations/root/getAllOrganizationClinic"]);
  });
});

describe("adding and changing one lane", () => {
  it("sends the clinic's wall-clock times and the day as MM/dd/yyyy, then the vaccine", async () => {
    const response = (await newAction(
      post(`${base}/lanes/new?date=2030-06-03`, { ...LANE_FORM, inventoryType: "Flu" }, params),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${base}?date=2030-06-03`);
    const writes = calls.filter((c) => c.method !== "GET");
    expect(writes).toEqual([
      {
        method: "POST",
        path: "/api/organizations/clinic/clinic-appointment",
        body: {
          date: "06/03/2030",
          startTime: "09:00",
          endTime: "11:00",
          hostId: "p1",
          capacity: 12,
          slotMinutes: 15,
        },
      },
      {
        method: "PUT",
        path: "/api/organizations/clinic/clinic-vaccine-info/lane-2",
        body: { inventoryType: "Flu", manufacturer: null },
      },
    ]);
  });

  it("puts an upstream refusal next to its field in our words, keeping every value", async () => {
    answers.add = refused("startTime", "The lane overlaps Dr. Lee's lane from 09:00 to 10:00");
    const reply = (await newAction(post(`${base}/lanes/new?date=2030-06-03`, LANE_FORM, params))) as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({ startTime: ["clinicSetup:refusals.overlap"] });
    expect(reply.data.result.initialValue).toMatchObject(LANE_FORM);
  });

  it("says a signed-off day for the whole form, and an upstream failure generically, values kept", async () => {
    answers.update = refused("date", "The day 06/03/2030 is signed off: its lanes cannot change");
    const signedOff = (await editAction(
      post(`${base}/lanes/lane-1/edit`, LANE_FORM, { ...params, laneId: "lane-1" }),
    )) as Reply;
    expect(signedOff.data.result.error).toMatchObject({ "": ["clinicSetup:refusals.signedOff"] });
    expect(signedOff.data.result.initialValue).toMatchObject(LANE_FORM);

    answers.update = broken;
    const failed = (await editAction(
      post(`${base}/lanes/lane-1/edit`, LANE_FORM, { ...params, laneId: "lane-1" }),
    )) as Reply;
    expect(failed.data.result.error).toMatchObject({ "": ["common:errors.generic"] });
    expect(failed.data.result.initialValue).toMatchObject(LANE_FORM);
  });

  it("warns when the host would work without a break, and saves when told to anyway", async () => {
    answers.checkBreak = () => HttpResponse.json({ needsBreak: true, continuousMinutes: 360 });
    const warned = (await newAction(
      post(`${base}/lanes/new?date=2030-06-03`, LANE_FORM, params),
    )) as Reply & {
      data: { breakWarning?: boolean };
    };
    expect(warned.data.breakWarning).toBe(true);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    const saved = (await newAction(
      post(`${base}/lanes/new?date=2030-06-03`, { ...LANE_FORM, acknowledgeBreak: "on" }, params),
    )) as Response;
    expect(saved.status).toBe(303);
  });

  it("refuses a role without clinicSetup.edit (403) and a lane of another clinic (404), calling nothing", async () => {
    expect(await statusOf(() => newAction(post(`${base}/lanes/new`, LANE_FORM, params, scheduler)))).toBe(
      403,
    );
    expect(calls).toEqual([]);
    expect(
      await statusOf(() =>
        editAction(post("/x", LANE_FORM, { orgId: "root", clinicId: "elsewhere", laneId: "lane-1" })),
      ),
    ).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("bulk delete and sign-off", () => {
  it("names the booked patients, then sends the ticked lanes as uuidList", async () => {
    const confirm = await bulkLoader(
      get(`${base}/bulk-delete?date=2030-06-03&laneId=lane-1&laneId=nope`, params),
    );
    expect(confirm).toMatchObject({ title: "Delete 1 lane?", patients: 3, canDelete: true });
    const response = (await bulkAction(
      post(`${base}/bulk-delete?date=2030-06-03&laneId=lane-1`, {}, params),
    )) as Response;
    expect(response.status).toBe(303);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ uuidList: ["lane-1"] });
  });

  it("shows the upstream's refusal of a sign-off in our words", async () => {
    answers.signOff = refused("date", "The day 06/03/2030 is signed off: its lanes cannot change");
    const reply = (await signOffAction(post(`${base}/sign-off?date=2030-06-03`, {}, params))) as {
      data: { message: string };
      init: { status: number };
    };
    expect(reply.init.status).toBe(422);
    expect(reply.data.message).toBe("clinicSetup:refusals.signedOff");
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ date: "06/03/2030" });
  });
});

describe("hours and special dates", () => {
  it("sends the week and maps a refused weekday onto its field", async () => {
    answers.regular = refused("days[1].close", "The clinic must open before it closes");
    const reply = (await hoursAction(
      post(`${base}/hours`, { open1: "08:00", close1: "17:00" }, params),
    )) as Reply;
    expect(reply.data.result.error).toMatchObject({ close1: ["clinicSetup:errors.openBeforeClose"] });
    expect(reply.data.result.initialValue).toMatchObject({ open1: "08:00", close1: "17:00" });
    const sent = calls.find((c) => c.method === "POST")?.body as { days: unknown[] };
    expect(sent.days[1]).toEqual({ weekday: 1, open: "08:00", close: "17:00" });
    expect(sent.days[0]).toEqual({ weekday: 0, open: null, close: null });
  });

  it("adds a special closed day, keeps the values when the upstream fails, refuses a past date", async () => {
    const ok = (await scheduleAction(
      post(`${base}/schedule`, { date: "2030-06-03", closed: "on", note: "Training" }, params),
    )) as Response;
    expect(ok.status).toBe(303);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      date: "06/03/2030",
      closed: true,
      open: null,
      close: null,
      note: "Training",
    });
    answers.special = broken;
    const failed = (await scheduleAction(
      post(`${base}/schedule`, { date: "2030-06-04", closed: "on" }, params),
    )) as Reply;
    expect(failed.data.result.error).toMatchObject({ "": ["common:errors.generic"] });
    expect(failed.data.result.initialValue).toMatchObject({ date: "2030-06-04" });
    const past = (await scheduleAction(
      post(`${base}/schedule`, { date: "2020-01-01", closed: "on" }, params),
    )) as Reply;
    expect(past.init.status).toBe(400);
    expect(past.data.result.error).toMatchObject({ date: ["clinicSetup:errors.future"] });
  });
});

describe("a signed-off day, before the form (issue 38)", () => {
  const signedOff = () =>
    HttpResponse.json({
      date: "06/03/2030",
      closed: false,
      open: "07:00",
      close: "19:00",
      signedOff: { by: "Ann Admin", at: "2030-06-03T22:00:00Z" },
    });

  it("says the day is signed off on the new-lane and edit pages, with who and when", async () => {
    const open = await newLoader(get(`${base}/lanes/new?date=2030-06-03`, params));
    expect(open.signedOff).toBeNull();
    expect(calls.map((c) => c.path)).toContain(
      "/api/organizations/clinic-schedule/clinic?date=06%2F03%2F2030",
    );

    answers.schedule = signedOff;
    const added = await newLoader(get(`${base}/lanes/new?date=2030-06-03`, params));
    expect(added.signedOff).toEqual({ by: "Ann Admin", at: "5:00 PM" });
    const edited = await editLoader(get(`${base}/lanes/lane-1/edit`, { ...params, laneId: "lane-1" }));
    expect(edited.signedOff).toEqual({ by: "Ann Admin", at: "5:00 PM" });
  });

  it("says so on the delete and bulk-delete confirmations, which offer no delete", async () => {
    const one = await deleteLoader(get(`${base}/lanes/lane-1/delete`, { ...params, laneId: "lane-1" }));
    const many = await bulkLoader(get(`${base}/bulk-delete?date=2030-06-03&laneId=lane-1`, params));
    expect(one).toMatchObject({ canDelete: true, signedOff: null, title: "Delete this lane?" });
    expect(many).toMatchObject({ canDelete: true, signedOff: null });

    answers.schedule = signedOff;
    const lockedOne = await deleteLoader(get(`${base}/lanes/lane-1/delete`, { ...params, laneId: "lane-1" }));
    const lockedMany = await bulkLoader(get(`${base}/bulk-delete?date=2030-06-03&laneId=lane-1`, params));
    for (const locked of [lockedOne, lockedMany])
      expect(locked).toMatchObject({
        canDelete: false,
        title: "This day is signed off.",
        signedOff: { by: "Ann Admin", at: "5:00 PM" },
      });
  });

  it("shows the form when the day's state cannot be read (the upstream still refuses on submit)", async () => {
    answers.schedule = broken;
    const page = await newLoader(get(`${base}/lanes/new?date=2030-06-03`, params));
    expect(page.signedOff).toBeNull();
    expect(page.hosts).toEqual([{ value: "p1", label: "Dr. Lee" }]);
  });
});

describe("hours that close a day with booked lanes (issue 38)", () => {
  const WEEK = Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
      [`open${d}`, d === 1 ? "" : "08:00"],
      [`close${d}`, d === 1 ? "" : "17:00"],
    ]),
  );
  const closes = () =>
    HttpResponse.json(
      {
        code: "CLOSES_BOOKED_LANES",
        message: "The new hours close days that already have booked lanes",
        laneCount: 2,
        patientCount: 3,
        lanes: [
          {
            id: "lane-1",
            clinicId: "clinic",
            clinicName: "Riverside Clinic",
            date: "06/03/2030",
            startTime: "09:00",
            endTime: "11:00",
            host: { id: "p1", name: "Dr. Lee" },
            patients: [
              { id: "pat-1", name: "Ana Diaz" },
              { id: "pat-2", name: "Bo Chen" },
            ],
          },
        ],
      },
      { status: 409 },
    );

  it("names the lanes and patients before saving, keeps the week, and saves once confirmed", async () => {
    answers.regular = closes;
    const warned = (await hoursAction(post(`${base}/hours`, WEEK, params))) as unknown as Reply & {
      data: { closing: { more: boolean; lanes: Array<Record<string, unknown>> } };
    };
    expect(warned.init.status).toBe(409);
    expect(warned.data.closing).toEqual({
      more: true,
      lanes: [
        {
          id: "lane-1",
          date: "Monday, June 3, 2030",
          dayHref: `${base}?date=2030-06-03`,
          start: "9:00 AM",
          end: "11:00 AM",
          host: "Dr. Lee",
          outside: false,
          patients: "Ana Diaz and Bo Chen",
        },
      ],
      onlyClosed: true,
    });
    expect(warned.data.result.initialValue).toMatchObject({ open0: "08:00", close0: "17:00" });
    const first = calls.find((c) => c.method === "POST")?.body as Record<string, unknown>;
    expect(first).not.toHaveProperty("confirmClosing");

    calls = [];
    answers = {};
    const saved = (await hoursAction(
      post(`${base}/hours`, { ...WEEK, confirmClosing: "yes" }, params),
    )) as Response;
    expect(saved.status).toBe(303);
    const second = calls.find((c) => c.method === "POST")?.body as {
      days: unknown[];
      confirmClosing?: boolean;
    };
    expect(second.confirmClosing).toBe(true);
    expect(second.days[1]).toEqual({ weekday: 1, open: null, close: null });
  });

  it("says which lanes fall outside a shortened day, and offers to save the hours anyway", async () => {
    answers.regular = () =>
      HttpResponse.json(
        {
          code: "CLOSES_BOOKED_LANES",
          laneCount: 1,
          lanes: [
            {
              id: "lane-9",
              date: "06/04/2030",
              startTime: "15:00",
              endTime: "16:30",
              host: { id: "p1", name: "Dr. Lee" },
              closed: false,
              patients: [{ id: "pat-1", name: "Ana Diaz" }],
            },
          ],
        },
        { status: 409 },
      );
    const warned = (await hoursAction(post(`${base}/hours`, WEEK, params))) as unknown as Reply & {
      data: { closing: { onlyClosed: boolean; lanes: Array<Record<string, unknown>> } };
    };
    expect(warned.init.status).toBe(409);
    expect(warned.data.closing.onlyClosed).toBe(false);
    expect(warned.data.closing.lanes[0]).toMatchObject({ id: "lane-9", outside: true, start: "3:00 PM" });
  });

  it("says so in our words when the warning's lanes cannot be read, saving nothing", async () => {
    answers.regular = () => HttpResponse.json({ code: "CLOSES_BOOKED_LANES", lanes: "?" }, { status: 409 });
    const reply = (await hoursAction(post(`${base}/hours`, WEEK, params))) as unknown as Reply & {
      data: { closing: unknown };
    };
    expect(reply.data.closing).toBeNull();
    expect(reply.data.result.error).toMatchObject({ "": ["clinicSetup:hours.closing.unreadable"] });
  });
});
