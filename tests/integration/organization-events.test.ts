import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Call } from "@contract/call";
import { organizationPages } from "@contract/organization-pages";
import { organizations } from "@contract/organizations";
import { PRIVILEGE } from "@contract/privileges";
import { action as cancelAction } from "~/routes/provider+/organizations+/$orgId.events.$eventId.cancel";
import {
  action as editAction,
  loader as editLoader,
} from "~/routes/provider+/organizations+/$orgId.events.$eventId.edit";
import { action as newAction } from "~/routes/provider+/organizations+/$orgId.events.new";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { answerOf, onCall, onCalls } from "../mocks/contract";
import { server } from "../mocks/server";
import { contextFor, statusOf } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";

/**
 * Organization events made, changed and cancelled (issue 40) against a faked upstream: "root"
 * holds a pending event "ev-1"; "elsewhere" is another tree. Every call is recorded with its
 * body, so a refusal is seen to call nothing and a write to send what was typed.
 */

const ORGS: Record<string, { id: string; name: string; parentOrganizationId: string | null }> = {
  root: { id: "root", name: "Lincoln Elementary", parentOrganizationId: null },
  elsewhere: { id: "elsewhere", name: "Harbor", parentOrganizationId: null },
};
const EVENT = {
  id: "ev-1",
  organizationId: "root",
  name: "Flu day",
  status: "PENDING",
  eventDate: "2030-03-04",
  startTime: "09:00",
  endTime: "12:00",
  expectedParticipants: 80,
  location: "Gym",
  services: ["Flu"],
  note: null,
  requesterName: "Lincoln Elementary",
  requesterType: "SCHOOL",
};

type Answer = "ok" | "422" | "500";
interface Seen {
  call: string;
  body?: unknown;
}

const ownGet = (entry: Call) =>
  entry.method === "GET" && /^\/api\/organizations\/\{[^}]+\}\/[^/{]+$/.test(entry.path);

function fakeUpstream(
  answer: Answer = "ok",
  refusal = { field: "eventDate", message: "Event date must be in the future" },
) {
  const calls: Seen[] = [];
  const record = async (request: Request) => {
    const text = request.method === "GET" || request.method === "DELETE" ? "" : await request.text();
    calls.push({
      call: `${request.method} ${new URL(request.url).pathname}`,
      ...(text ? { body: JSON.parse(text) as unknown } : {}),
    });
  };
  const write = (ok: () => Response) =>
    answer === "ok"
      ? ok()
      : answer === "422"
        ? HttpResponse.json({ code: "VALIDATION_FAILED", fieldErrors: [refusal] }, { status: 422 })
        : HttpResponse.json({ code: "BOOM" }, { status: 500 });
  server.use(
    onCall(organizations.basicInfo, ({ params }) => {
      const org = ORGS[String(params.id)];
      return org
        ? answerOf(organizations.basicInfo, org)
        : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(organizationPages.parentEvents, () => answerOf(organizationPages.parentEvents, [])),
    ...onCalls(ownGet, ({ request }) => {
      const call = new URL(request.url).pathname.split("/").pop();
      if (call === "branches")
        return HttpResponse.json({ content: [], totalElements: 0, totalPages: 1, number: 0, size: 100 });
      if (call === "communitygroup-and-school-pending-events") return HttpResponse.json([EVENT]);
      if (call === "triage-events") return HttpResponse.json([]);
      return HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(organizationPages.createEvent, async ({ request }) => {
      await record(request);
      return write(() => answerOf(organizationPages.createEvent, { ...EVENT, id: "ev-2" }, 201));
    }),
    onCall(organizationPages.updateEvent, async ({ request }) => {
      await record(request);
      return write(() => answerOf(organizationPages.updateEvent, EVENT));
    }),
    onCall(organizationPages.cancelEvent, async ({ request }) => {
      await record(request);
      return write(() => new HttpResponse(null, { status: 204 }));
    }),
  );
  return calls;
}

const admin: SessionAccount = {
  ...staffAccount,
  organizationId: "root",
  organizationName: "Lincoln Elementary",
  privilegeId: PRIVILEGE.ORGANIZATION_ADMIN,
};
const scheduler: SessionAccount = { ...admin, privilegeId: PRIVILEGE.SCHEDULER };
const cookie = (who: SessionAccount) => signedInCookie({ accessToken: "a", refreshToken: "r" }, who);

const TYPED: Array<[string, string]> = [
  ["name", "Spring clinic"],
  ["eventDate", "2030-04-05"],
  ["startTime", "10:30"],
  ["endTime", "14:00"],
  ["expectedParticipants", "150"],
  ["location", "Gym, 5 School Street"],
  ["services", "Flu"],
  ["services", "MMR"],
  ["note", ""],
];

function post(url: string, fields: Array<[string, string]>, params: Record<string, string>, who = admin) {
  const request = new Request(`http://app.test${url}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://app.test",
      cookie: cookie(who),
    },
    body: new URLSearchParams(fields),
  });
  return { request, context: contextFor(request), params };
}

function get(url: string, params: Record<string, string>) {
  const request = new Request(`http://app.test${url}`, { headers: { cookie: cookie(admin) } });
  return { request, context: contextFor(request), params };
}

interface Refused {
  data: { result: { error?: Record<string, string[]>; initialValue: Record<string, unknown> } };
  init: { status: number };
}

const base = "/provider/organizations/root/events";
const with_ = (changes: Record<string, string>) =>
  TYPED.map(([k, v]) => [k, changes[k] ?? v] as [string, string]);

describe("a new event", () => {
  it("sends what was typed (numbers as numbers, every service, no empty note) and goes back to the tab", async () => {
    const calls = fakeUpstream();
    const answer = (await newAction(post(`${base}/new`, TYPED, { orgId: "root" }))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(base);
    expect(calls).toEqual([
      {
        call: "POST /api/organizations/root/appointment",
        body: {
          name: "Spring clinic",
          eventDate: "2030-04-05",
          startTime: "10:30",
          endTime: "14:00",
          expectedParticipants: 150,
          location: "Gym, 5 School Street",
          services: ["Flu", "MMR"],
          note: null,
        },
      },
    ]);
  });

  it("refuses an end before the start and no service under their fields, calls nothing and keeps the values", async () => {
    const calls = fakeUpstream();
    const fields = with_({ endTime: "08:00" }).filter(([k]) => k !== "services");
    const refused = (await newAction(post(`${base}/new`, fields, { orgId: "root" }))) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toEqual({
      endTime: ["events:org.errors.endAfterStart"],
      services: ["events:org.errors.services"],
    });
    expect(refused.data.result.initialValue).toMatchObject({ name: "Spring clinic", endTime: "08:00" });
    expect(calls).toEqual([]);
  });

  it("puts the upstream's 422 under its field in the reader's words, with every value kept", async () => {
    fakeUpstream("422");
    const refused = (await newAction(post(`${base}/new`, TYPED, { orgId: "root" }))) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toEqual({ eventDate: ["events:org.errors.dateFuture"] });
    expect(refused.data.result.initialValue).toMatchObject({
      name: "Spring clinic",
      location: "Gym, 5 School Street",
      services: ["Flu", "MMR"],
    });
  });

  it("answers a failing upstream with the form and a form-level message, never a 500", async () => {
    fakeUpstream("500");
    const refused = (await newAction(post(`${base}/new`, TYPED, { orgId: "root" }))) as unknown as Refused;
    expect(refused.init.status).toBeGreaterThanOrEqual(400);
    expect(refused.init.status).not.toBe(500);
    expect(refused.data.result.error?.[""]?.length).toBe(1);
    expect(refused.data.result.initialValue).toMatchObject({ name: "Spring clinic" });
  });

  it("answers 403 to a role without organizations.edit and 404 outside the tree, calling nothing", async () => {
    const calls = fakeUpstream();
    expect(await statusOf(() => newAction(post(`${base}/new`, TYPED, { orgId: "root" }, scheduler)))).toBe(
      403,
    );
    expect(
      await statusOf(() =>
        newAction(post("/provider/organizations/elsewhere/events/new", TYPED, { orgId: "elsewhere" })),
      ),
    ).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("changing an event", () => {
  it("starts the form from the event, and answers 404 for one the organization's views do not hold", async () => {
    fakeUpstream();
    const data = await editLoader(get(`${base}/ev-1/edit`, { orgId: "root", eventId: "ev-1" }));
    expect(data.defaults).toEqual({
      name: "Flu day",
      eventDate: "2030-03-04",
      startTime: "09:00",
      endTime: "12:00",
      expectedParticipants: "80",
      location: "Gym",
      services: ["Flu"],
      note: "",
    });
    expect(
      await statusOf(() => editLoader(get(`${base}/ev-9/edit`, { orgId: "root", eventId: "ev-9" }))),
    ).toBe(404);
    expect(
      await statusOf(() => editLoader(get(`${base}/x..y/edit`, { orgId: "root", eventId: "x..y" }))),
    ).toBe(404);
  });

  it("puts the changed event to the organization's path with the event's id", async () => {
    const calls = fakeUpstream();
    const answer = (await editAction(
      post(`${base}/ev-1/edit`, with_({ startTime: "11:00" }), { orgId: "root", eventId: "ev-1" }),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      call: "PUT /api/organizations/root/appointment/ev-1",
      body: { startTime: "11:00", endTime: "14:00" },
    });
  });
});

describe("cancelling an event", () => {
  it("deletes it and goes back to the tab", async () => {
    const calls = fakeUpstream();
    const answer = (await cancelAction(
      post(`${base}/ev-1/cancel`, [], { orgId: "root", eventId: "ev-1" }),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(base);
    expect(calls).toEqual([{ call: "DELETE /api/organizations/root/appointment/ev-1" }]);
  });

  it("says why when the upstream fails, in the area's words", async () => {
    fakeUpstream("500");
    const failed = (await cancelAction(
      post(`${base}/ev-1/cancel`, [], { orgId: "root", eventId: "ev-1" }),
    )) as unknown as {
      data: { message: string };
      init: { status: number };
    };
    expect(failed.data.message).toBe("events:org.cancelFailure.failed");
    expect(failed.init.status).not.toBe(500);
  });
});
