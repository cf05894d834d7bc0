import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as overviewLoader } from "~/routes/provider+/organizations+/$orgId._index";
import { action as deleteAction } from "~/routes/provider+/organizations+/$orgId.departments.$departmentId.delete";
import { action as renameAction } from "~/routes/provider+/organizations+/$orgId.departments.$departmentId.edit";
import {
  action as departmentsAction,
  loader as departmentsLoader,
} from "~/routes/provider+/organizations+/$orgId.departments._index";
import { loader as eventsLoader } from "~/routes/provider+/organizations+/$orgId.events._index";
import { action as refreshAction } from "~/routes/provider+/organizations+/$orgId.settings.invitation-code";
import { action as settingsAction } from "~/routes/provider+/organizations+/$orgId.settings._index";
import { action as moveAction } from "~/routes/provider+/organizations+/$orgId.settings.move";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { server } from "../mocks/server";
import { contextFor, formRequest, statusOf } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall, onCalls } from "../mocks/contract";
import type { Call } from "@contract/call";
import { organizationPages } from "@contract/organization-pages";
import { organizations } from "@contract/organizations";

/**
 * The organization page's tabs (decision 031) against a faked upstream: root (with a department
 * "dept-1"); "elsewhere" is another tree. Every call is recorded, so a refusal is seen to call
 * nothing and a page's reads are counted.
 */
const ORGS: Record<string, { id: string; name: string; parentOrganizationId: string | null }> = {
  root: {
    id: "root",
    name: "North Network",
    parentOrganizationId: null,
    timeZone: "America/New_York",
    approvalStatus: "CONFIRMED",
  } as { id: string; name: string; parentOrganizationId: string | null },
  elsewhere: { id: "elsewhere", name: "Harbor", parentOrganizationId: null },
  group: { id: "group", name: "North Group", parentOrganizationId: "root" },
};

type Answer = "ok" | "422" | "500";

/** The entries `/api/organizations/{id}/<call>` of a method, and the call a request is. */
const ownCall = (method: string) => (entry: Call) =>
  entry.method === method && /^\/api\/organizations\/\{[^}]+\}\/[^/{]+$/.test(entry.path);
const lastSegment = (request: Request) => new URL(request.url).pathname.split("/").pop()!;

function fakeUpstream(answer: Answer = "ok", fail: string[] = []) {
  const calls: string[] = [];
  const record = (request: Request) => calls.push(`${request.method} ${new URL(request.url).pathname}`);
  const refuse = (field: string, message: string) =>
    answer === "422"
      ? HttpResponse.json({ code: "VALIDATION_FAILED", fieldErrors: [{ field, message }] }, { status: 422 })
      : HttpResponse.json({ code: "BOOM" }, { status: 500 });
  const write = (field: string, message: string, ok: () => Response) =>
    answer === "ok" ? ok() : refuse(field, message);
  server.use(
    onCall(organizationPages.parentEvents, ({ request }) => {
      record(request);
      return answerOf(organizationPages.parentEvents, []);
    }),
    onCall(organizations.basicInfo, ({ params, request }) => {
      record(request);
      const org = ORGS[String(params.id)];
      return org
        ? answerOf(organizations.basicInfo, org)
        : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    // The organization's own reads (`/api/organizations/{id}/<call>`), one resolver for all.
    ...onCalls(ownCall("GET"), ({ request }) => {
      const call = lastSegment(request);
      // The guards' tree read (no branches here): not one of the page's calls.
      if (call === "branches")
        return HttpResponse.json({ content: [], totalElements: 0, totalPages: 1, number: 0, size: 100 });
      record(request);
      if (fail.includes(call)) return HttpResponse.json({ code: "BOOM" }, { status: 500 });
      switch (call) {
        case "departments":
          return HttpResponse.json([{ id: "dept-1", name: "Primary care" }]);
        case "overview":
          return HttpResponse.json({ description: "Demo", isOpen: true, departmentCount: 1 });
        case "summary-counts":
          return HttpResponse.json({ patientCount: 12, providerCount: 3 });
        case "status-aggregation":
          return HttpResponse.json([{ status: "CONFIRMED", count: 4 }]);
        case "organization-stats":
          return HttpResponse.json({
            organizationsByType: [{ type: "CLINIC", count: 3 }],
            performersByClinic: [],
          });
        case "triage-events":
        case "communitygroup-and-school-pending-events":
          return HttpResponse.json([
            { id: "ev-1", name: "Flu day", status: "TRIAGE", eventDate: "2026-12-01" },
          ]);
        default:
          return HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
      }
    }),
    onCall(organizationPages.departmentOptions, ({ request }) => {
      record(request);
      return answerOf(organizationPages.departmentOptions, [{ value: "dept-1", label: "Primary care" }]);
    }),
    onCall(organizationPages.createDepartment, ({ request }) => {
      record(request);
      return write("name", "A department with this name already exists", () =>
        answerOf(organizationPages.createDepartment, { id: "dept-2", name: "New" }),
      );
    }),
    onCall(organizationPages.renameDepartment, ({ request }) => {
      record(request);
      return write("name", "A department with this name already exists", () =>
        answerOf(organizationPages.renameDepartment, { id: "dept-1", name: "Renamed" }),
      );
    }),
    onCall(organizationPages.deleteDepartment, ({ request }) => {
      record(request);
      return write("id", "In use", () => new HttpResponse(null, { status: 204 }));
    }),
    ...onCalls(ownCall("PUT"), ({ request }) => {
      record(request);
      const call = lastSegment(request);
      const field =
        call === "extraSettings"
          ? "reminderDays"
          : call === "consent"
            ? "consentText"
            : "parentOrganizationId";
      return write(field, "Refused by the upstream", () =>
        HttpResponse.json(call === "refresh-invitation-code" ? { invitationCode: "ABCD2345" } : {}),
      );
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

function get(url: string, params: Record<string, string>, who: SessionAccount = admin) {
  const request = new Request(`http://app.test${url}`, {
    headers: { cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who) },
  });
  return { request, context: contextFor(request), params };
}

function post(url: string, fields: Record<string, string>, params: Record<string, string>, who = admin) {
  const request = formRequest(url, fields, {
    cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who),
  });
  return { request, context: contextFor(request), params };
}

interface Refused {
  data: { result: { error?: Record<string, string[]>; initialValue: Record<string, string> } };
  init: { status: number };
}

const base = "/provider/organizations/root";
const root = { orgId: "root" };
const dept = { orgId: "root", departmentId: "dept-1" };

describe("the organization's overview", () => {
  it("reads each call once and shows counts, statuses and stats", async () => {
    const calls = fakeUpstream();
    const { data } = await overviewLoader(get(base, root));
    expect(data.counts).toEqual([
      { key: "patients", value: 12 },
      { key: "providers", value: 3 },
      { key: "departments", value: 1 },
    ]);
    // Codes in words (issue 38): the status and the zone as people say them, never the code.
    expect(data.statusChart?.slices).toEqual([{ label: "Confirmed", value: 4 }]);
    expect(data.organization).toMatchObject({ approvalStatus: "Confirmed", timeZone: "Eastern Time" });
    expect(calls.filter((c) => c.includes("/root/")).sort()).toEqual(
      [
        "GET /api/organizations/root/basicInfo",
        "GET /api/organizations/root/organization-stats",
        "GET /api/organizations/root/overview",
        "GET /api/organizations/root/status-aggregation",
        "GET /api/organizations/root/summary-counts",
      ].sort(),
    );
  });

  it("hides only the section whose call fails", async () => {
    fakeUpstream("ok", ["status-aggregation", "organization-stats"]);
    const { data } = await overviewLoader(get(base, root));
    expect(data.statusChart).toBeNull();
    expect(data.typeChart).toBeNull();
    expect(data.counts).not.toBeNull();
  });
});

describe("departments", () => {
  it("lists the options and adds a department", async () => {
    const calls = fakeUpstream();
    expect((await departmentsLoader(get(`${base}/departments`, root))).departments).toEqual([
      { id: "dept-1", name: "Primary care" },
    ]);
    const response = (await departmentsAction(
      post(`${base}/departments`, { name: " New " }, root),
    )) as Response;
    expect(response.status).toBe(303);
    expect(calls).toContain("POST /api/departments");
  });

  it("says an upstream 422 next to the name, the value kept", async () => {
    fakeUpstream("422");
    const refused = (await departmentsAction(
      post(`${base}/departments`, { name: "Primary care" }, root),
    )) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.name).toEqual(["A department with this name already exists"]);
    expect(refused.data.result.initialValue.name).toBe("Primary care");
  });

  it("keeps the typed name with a translated form error on an upstream 500", async () => {
    fakeUpstream("500");
    const refused = (await renameAction(
      post(`${base}/departments/dept-1/edit`, { name: "Typed" }, dept),
    )) as unknown as Refused;
    expect(refused.data.result.error?.[""]).toEqual(["common:errors.generic"]);
    expect(refused.data.result.initialValue.name).toBe("Typed");
  });

  it("refuses an empty name without calling the upstream to change it", async () => {
    const calls = fakeUpstream();
    const refused = (await departmentsAction(
      post(`${base}/departments`, { name: "  " }, root),
    )) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.name).toEqual(["orgPages:departments.errors.nameRequired"]);
    expect(calls).not.toContain("POST /api/departments");
  });

  it("renames and deletes a department of the organization, and 404s one of another", async () => {
    const calls = fakeUpstream();
    expect(((await renameAction(post("/x", { name: "Renamed" }, dept))) as Response).status).toBe(303);
    expect(((await deleteAction(post("/x", {}, dept))) as Response).status).toBe(303);
    expect(calls).toContain("PUT /api/departments/dept-1");
    expect(calls).toContain("DELETE /api/departments/dept-1");
    const status = await statusOf(() =>
      deleteAction(post("/x", {}, { orgId: "root", departmentId: "dept-9" })),
    );
    expect(status).toBe(404);
  });

  it("answers 403 to a role without organizations.edit and 404 outside the tree, calling nothing", async () => {
    const calls = fakeUpstream();
    expect(await statusOf(() => departmentsAction(post("/x", { name: "A" }, root, scheduler)))).toBe(403);
    expect(await statusOf(() => departmentsAction(post("/x", { name: "A" }, { orgId: "elsewhere" })))).toBe(
      404,
    );
    expect(
      await statusOf(() =>
        renameAction(post("/x", { name: "A" }, { orgId: "elsewhere", departmentId: "d" })),
      ),
    ).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("settings", () => {
  it("saves the extra settings and the consent, each its own form", async () => {
    const calls = fakeUpstream();
    const extra = (await settingsAction(
      post(
        `${base}/settings`,
        { intent: "extraSettings", reminderDays: "3", allowFamilyMembers: "on" },
        root,
      ),
    )) as Response;
    expect(extra.status).toBe(303);
    const consent = (await settingsAction(
      post(`${base}/settings`, { intent: "consent", consentText: "I agree" }, root),
    )) as Response;
    expect(consent.status).toBe(303);
    expect(calls).toEqual([
      "PUT /api/organizations/root/extraSettings",
      "PUT /api/organizations/root/consent",
    ]);
  });

  it("says an upstream 422 on its field and keeps the values; 500 keeps them with a form error", async () => {
    fakeUpstream("422");
    const refused = (await settingsAction(
      post(`${base}/settings`, { intent: "extraSettings", reminderDays: "3" }, root),
    )) as unknown as Refused;
    expect(refused.data.result.error?.reminderDays).toEqual(["Refused by the upstream"]);
    expect(refused.data.result.initialValue.reminderDays).toBe("3");
    fakeUpstream("500");
    const failed = (await settingsAction(
      post(`${base}/settings`, { intent: "consent", consentText: "Typed consent" }, root),
    )) as unknown as Refused;
    expect(failed.data.result.error?.[""]).toEqual(["common:errors.generic"]);
    expect(failed.data.result.initialValue.consentText).toBe("Typed consent");
  });

  it("refuses reminder days out of range before any call", async () => {
    const calls = fakeUpstream();
    const refused = (await settingsAction(
      post(`${base}/settings`, { intent: "extraSettings", reminderDays: "99" }, root),
    )) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.reminderDays).toEqual(["orgPages:settings.errors.reminderDays"]);
    expect(calls).toEqual([]);
  });

  it("refreshes the invitation code on POST, and moves the organization, showing the upstream's reason", async () => {
    const calls = fakeUpstream();
    expect(((await refreshAction(post("/x", {}, root))) as Response).status).toBe(303);
    expect(calls).toEqual(["PUT /api/organizations/root/refresh-invitation-code"]);
    fakeUpstream("422");
    // The new parent must be in the user's tree: "group" is root's branch.
    server.use(
      onCall(organizations.branches, ({ params }) =>
        answerOf(organizations.branches, {
          content: params.id === "root" ? [{ id: "group", name: "North Group" }] : [],
          totalElements: params.id === "root" ? 1 : 0,
          totalPages: 1,
          number: 0,
          size: 100,
        }),
      ),
    );
    const refused = (await moveAction(post("/x", { parentOrganizationId: "group" }, root))) as unknown as {
      data: { messages: string[] };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.messages).toEqual(["Refused by the upstream"]);
  });

  it("answers 403 to a role without organizations.edit and 404 outside the tree", async () => {
    const calls = fakeUpstream();
    expect(await statusOf(() => refreshAction(post("/x", {}, root, scheduler)))).toBe(403);
    expect(
      await statusOf(() => settingsAction(post("/x", { intent: "consent" }, { orgId: "elsewhere" }))),
    ).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("events", () => {
  it("shows each list, a failing one hidden alone", async () => {
    fakeUpstream("ok", ["triage-events"]);
    const data = await eventsLoader(get(`${base}/events`, root));
    expect(data.sections.map((s) => [s.key, s.events?.length ?? null])).toEqual([
      ["triage", null],
      ["pending", 1],
      ["parent", 0],
    ]);
  });
});
