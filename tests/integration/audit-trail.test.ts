import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { audit } from "@contract/audit";
import { notes } from "@contract/notes";
import { organizations } from "@contract/organizations";
import { patients } from "@contract/patients";
import { loader as membersLoader } from "~/routes/provider+/members+/_index";
import { action as addPatientAction } from "~/routes/provider+/members+/new";
import { loader as claimsLoader } from "~/routes/provider+/billing+/claims._index";
import { loader as requestsLoader } from "~/routes/provider+/patient-requests+/_index";
import { loader as appointmentLoader } from "~/routes/provider+/appointments+/$taskId._index";
import { appointments } from "@contract/appointments";
import { claims as claimCalls } from "@contract/claims";
import { patientRequests } from "@contract/patient-requests";
import { loader as brandingLoader } from "~/routes/provider+/organizations+/$orgId.branding._index";
import { PRIVILEGE } from "@contract/privileges";
import { isPatientLevel, PATIENT_PARAMS } from "~/audit/patient-level";
import type { AuditRecord } from "~/audit/event.server";
import { setAuditSink } from "~/audit/stream.server";
import { handOverAudit } from "~/audit/trail.server";
import type { SessionAccount } from "~/session/cookie-jar.server";
import {
  loader as notesLoader,
  action as notesAction,
} from "~/routes/provider+/members+/$patientId.notes._index";
import { UPSTREAM } from "../mocks/accounts";
import { answerOf, onCall, pageOf } from "../mocks/contract";
import { scheduledTask, staffPatientHandler } from "../mocks/patients";
import { springPage } from "../mocks/recording";
import { server } from "../mocks/server";
import { contextFor, statusOf, testConfig, thrownStatus } from "../support/context";
import { signedInCookie, staffGet, staffPost } from "../support/session";

/**
 * The access audit trail's write side (issue 43): every patient-level provider route writes
 * exactly one event with the right fields and nothing secret, a cross-tree read is a refusal, a
 * trail that cannot be written refuses the request when required, and the upstream's copy is
 * handed over after the answer without changing it.
 */

let written: AuditRecord[] = [];
let lines: string[] = [];
beforeEach(() => {
  written = [];
  lines = [];
  setAuditSink({
    write: (event) => {
      written.push(event);
      lines.push(JSON.stringify(event));
    },
  });
});
afterEach(() => setAuditSink(null));

type Handler = ((args: unknown) => Promise<unknown>) & { capability?: string };
type RouteModule = { loader?: Handler; action?: Handler };

const modules = import.meta.glob<RouteModule>("/app/routes/provider+/**/*.tsx", { eager: true });

/** The route file's URL with each param filled, as flat routes read the file name. */
function urlOf(file: string, params: Record<string, string>): string {
  const segments = file
    .replace(/^\/app\/routes\//, "")
    .replace(/\.tsx$/, "")
    .split(/[/.]/)
    .map((s) => s.replace(/\+$/, "").replace(/_$/, ""))
    .filter((s) => s && s !== "_index" && !s.startsWith("_"));
  return "/" + segments.map((s) => (s.startsWith("$") ? params[s.slice(1)]! : s)).join("/");
}

const SECRET_NOTE = "Sensitive-note-text-4711";
const PASSWORD = "Hunter2-password-0815";
const superAdmin: SessionAccount = {
  accountId: "acct-super",
  username: "root@demo.test",
  displayName: "Sam Super",
  privilegeId: PRIVILEGE.SUPER_ADMIN,
  privilegeName: "SUPER_ADMIN",
  isPerformer: false,
  organizationId: "org-1",
  parentOrganizationId: null,
  accountOrganizations: [],
};

const cases = Object.entries(modules)
  .filter(([file]) => !file.split("/").pop()!.startsWith("__"))
  .flatMap(([file, module]) =>
    (["loader", "action"] as const)
      .filter((kind) => module[kind]?.capability)
      .map((kind) => {
        const names = [...file.matchAll(/\$(\w+)/g)].map((m) => m[1]!);
        const namesPatient = names.some((n) => PATIENT_PARAMS.includes(n));
        return {
          name: `${kind} of ${file.replace("/app/routes/", "")}`,
          file,
          kind,
          fn: module[kind]!,
          names,
          namesPatient,
          patientLevel: isPatientLevel(module[kind]!.capability!, namesPatient),
        };
      }),
  );

function callOf(c: (typeof cases)[number]) {
  const params = Object.fromEntries(c.names.map((n) => [n, n === "patientId" ? "pat-42" : `rec-${n}`]));
  const url = urlOf(c.file, params) + (c.kind === "loader" ? "?status=active&page=3" : "");
  const cookie = signedInCookie(
    { accessToken: "at_SECRETACCESS0000000", refreshToken: "rt_SECRETREFRESH000000" },
    superAdmin,
  );
  const request = new Request(`http://app.test${url}`, {
    method: c.kind === "loader" ? "GET" : "POST",
    headers: {
      cookie,
      ...(c.kind === "action"
        ? { "content-type": "application/x-www-form-urlencoded", origin: "http://app.test" }
        : {}),
    },
    body:
      c.kind === "action"
        ? new URLSearchParams({
            intent: "save",
            text: SECRET_NOTE,
            password: PASSWORD,
            currentPassword: PASSWORD,
          })
        : undefined,
  });
  return { request, context: contextFor(request), params, cookie };
}

describe("every patient-level provider route", () => {
  beforeEach(() => {
    // Whatever the route asks, the upstream answers "not here": the event is what is checked.
    server.use(http.all(`${UPSTREAM}/*`, () => HttpResponse.json({ message: "not here" }, { status: 404 })));
  });

  it("finds patient-level routes, with and without a patient in the path", () => {
    expect(cases.filter((c) => c.patientLevel && c.namesPatient).length).toBeGreaterThan(20);
    expect(cases.filter((c) => c.patientLevel && !c.namesPatient).length).toBeGreaterThan(5);
  });

  it.each(cases.filter((c) => c.patientLevel).map((c) => [c.name, c] as const))(
    "%s writes exactly one event, with its fields and no secret",
    async (_name, c) => {
      const { request, context, params, cookie } = callOf(c);
      await statusOf(() => c.fn({ request, context, params }));
      expect(written).toHaveLength(1);
      const event = written[0]!;
      expect(event).toMatchObject({
        accountId: "acct-super",
        accountName: "Sam Super",
        privilegeId: PRIVILEGE.SUPER_ADMIN,
        organizationIds: ["org-1"],
        capability: c.fn.capability,
        requestId: "test-request-0001",
      });
      expect(event.routeId).toMatch(/^\/provider\//);
      expect(event.routeId).not.toContain("pat-42");
      expect(["allowed", "refused", "failed"]).toContain(event.outcome);
      if (c.kind === "loader") expect(["read", "download", "export"]).toContain(event.action);
      else expect(["create", "change", "delete", "export"]).toContain(event.action);
      if (c.namesPatient) {
        expect(event.patientIds).toEqual(["pat-42"]);
        expect(event.filter).toBeNull();
      } else {
        expect(event.patientIds).toEqual([]);
        // A list names its filter without the page.
        if (c.kind === "loader") expect(event.filter).toBe("status=active");
      }
      const line = lines[0]!;
      for (const secret of [SECRET_NOTE, PASSWORD, "SECRETACCESS", "SECRETREFRESH", cookie.split("=")[1]!])
        expect(line).not.toContain(secret);
    },
  );

  it.each(cases.filter((c) => !c.patientLevel).map((c) => [c.name, c] as const))(
    "%s (not patient-level) writes no event when allowed in the tree",
    async (_name, c) => {
      const { request, context, params } = callOf(c);
      await statusOf(() => c.fn({ request, context, params }));
      expect(written).toEqual([]);
    },
  );
});

describe("a cross-tree refusal outside patient data", () => {
  it("is recorded as refused, though the page is not patient-level; the same page in the tree is not recorded", async () => {
    const upstreamCalls: string[] = [];
    server.use(
      onCall(organizations.branches, () => answerOf(organizations.branches, pageOf([], 100))),
      http.all(`${UPSTREAM}/*`, ({ request }) => {
        upstreamCalls.push(new URL(request.url).pathname);
        return HttpResponse.json({ message: "not here" }, { status: 404 });
      }),
    );
    const elsewhere = staffGet("/provider/organizations/org-elsewhere/branding");
    expect(await thrownStatus(brandingLoader({ ...elsewhere, params: { orgId: "org-elsewhere" } }))).toBe(
      404,
    );
    expect(upstreamCalls).toEqual([]);
    expect(written).toEqual([
      expect.objectContaining({
        accountId: "acct-1",
        capability: "branding.edit",
        routeId: "/provider/organizations/:orgId/branding",
        action: "read",
        outcome: "refused",
        patientIds: [],
      }),
    ]);

    written = [];
    const own = staffGet("/provider/organizations/org-1/branding");
    await statusOf(() => brandingLoader({ ...own, params: { orgId: "org-1" } }));
    expect(written).toEqual([]);
  });
});

describe("a list's trail", () => {
  it("names the members list's count and filter, not its patients", async () => {
    server.use(
      onCall(organizations.branches, () => answerOf(organizations.branches, pageOf([], 100))),
      onCall(patients.members, () =>
        answerOf(
          patients.members,
          springPage([
            { id: "pat-1", firstName: "Pat", lastName: "Rivera" },
            { id: "pat-2", firstName: "Lee", lastName: "Chan" },
          ]),
        ),
      ),
      http.all(`${UPSTREAM}/*`, () => HttpResponse.json({ message: "not here" }, { status: 404 })),
    );
    const page = staffGet("/provider/members?q=riv&page=1");
    await membersLoader({ ...page, params: {} });
    expect(written).toEqual([
      expect.objectContaining({
        capability: "members.read",
        routeId: "/provider/members",
        action: "read",
        outcome: "allowed",
        patientIds: [],
        count: 2,
        filter: "q=riv",
      }),
    ]);
  });
});

describe("the other lists' trails", () => {
  /** A loader's data, whether returned plain or as a partial page's `data()`. */
  const dataOf = (answer: unknown) =>
    ((answer as { type?: string }).type === "DataWithResponseInit"
      ? (answer as { data: unknown }).data
      : answer) as {
      list: { content: unknown[] };
    };

  it("name the count each list showed and its filter: claims and patient requests", async () => {
    const claim = {
      id: "claim-1",
      claimNumber: "CLM-1",
      claimStatus: "PAID",
      procedureCode: "99201",
      dateOfService: "11/03/2026",
      patientName: "Pat Rivera",
    };
    const request = {
      id: "req-1",
      organizationId: "org-1",
      patientId: "pat-1",
      patientName: "Pat Rivera",
      dateOfBirth: "04/12/1985",
      requestType: "Homebound",
      status: "REQUESTED",
      requestedAt: "2026-11-20T15:00:00Z",
      serviceDate: "2026-12-01",
    };
    server.use(
      onCall(claimCalls.list, () =>
        answerOf(
          claimCalls.list,
          springPage([claim, { ...claim, id: "claim-2" }, { ...claim, id: "claim-3" }]),
        ),
      ),
      onCall(patientRequests.list, () =>
        answerOf(patientRequests.list, springPage([request, { ...request, id: "req-2" }])),
      ),
      onCall(organizations.branches, () => answerOf(organizations.branches, pageOf([], 100))),
      // The panels around the lists answer nothing here: the lists are what the trail counts.
      http.all(`${UPSTREAM}/*`, () => HttpResponse.json({ message: "not here" }, { status: 404 })),
    );
    const claims = staffGet("/provider/billing/claims?claimStatus=PAID");
    const claimsPage = dataOf(await claimsLoader({ ...claims, params: {} }));
    const requests = staffGet("/provider/patient-requests?status=NEW");
    const requestsPage = dataOf(await requestsLoader({ ...requests, params: {} }));
    expect([claimsPage.list.content.length, requestsPage.list.content.length]).toEqual([3, 2]);
    expect(written).toEqual([
      expect.objectContaining({
        capability: "claims.read",
        patientIds: [],
        count: claimsPage.list.content.length,
        filter: "claimStatus=PAID",
      }),
      expect.objectContaining({
        capability: "patientRequests.read",
        patientIds: [],
        count: requestsPage.list.content.length,
        filter: "status=NEW",
      }),
    ]);
  });
});

describe("a record no route param names a patient of", () => {
  beforeEach(() => {
    server.use(
      staffPatientHandler(),
      onCall(appointments.get, ({ params }) =>
        answerOf(
          appointments.get,
          scheduledTask({
            id: String(params.id),
            location: { id: "org-1", name: "North Clinic", timeZoneId: "America/New_York" },
            ...(params.id === "task-far"
              ? { patientId: "pat-9", location: { id: "clinic-elsewhere", name: "Far" } }
              : {}),
          }),
        ),
      ),
    );
  });

  it("names the appointment's patient, once, in an allowed read and in a refused one", async () => {
    const page = staffGet("/provider/appointments/task-1");
    await appointmentLoader({ ...page, params: { taskId: "task-1" } });
    expect(written).toEqual([
      expect.objectContaining({
        capability: "appointments.read",
        routeId: "/provider/appointments/:taskId",
        patientIds: ["pat-1"],
        outcome: "allowed",
      }),
    ]);
    written = [];
    const far = staffGet("/provider/appointments/task-far", PRIVILEGE.COORDINATOR);
    expect(await thrownStatus(appointmentLoader({ ...far, params: { taskId: "task-far" } }))).toBe(404);
    expect(written).toEqual([expect.objectContaining({ patientIds: ["pat-9"], outcome: "refused" })]);
  });
});

describe("adding a patient", () => {
  it("starts the new patient's history: the create names the patient the upstream made", async () => {
    server.use(
      onCall(organizations.basicInfo, ({ params }) =>
        answerOf(organizations.basicInfo, { id: String(params.id), name: "Demo Health Network" }),
      ),
      onCall(patients.addIndividual, () =>
        answerOf(patients.addIndividual, { id: "pat-new", patientId: "pat-new" }),
      ),
    );
    const { request, context } = staffPost("/provider/members/new?organizationId=org-1", {
      firstName: "Ana",
      lastName: "Quintero",
      gender: "female",
      dobMonth: "3",
      dobDay: "9",
      dobYear: "1979",
      language: "es-MX",
    });
    expect(await statusOf(() => addPatientAction({ request, context, params: {} }))).toBe(303);
    expect(written).toEqual([
      expect.objectContaining({
        capability: "members.edit",
        routeId: "/provider/members/new",
        action: "create",
        outcome: "allowed",
        patientIds: ["pat-new"],
        count: null,
      }),
    ]);
  });
});

describe("the notes tab's trail", () => {
  let dataCalls: string[] = [];
  beforeEach(() => {
    dataCalls = [];
    server.use(
      staffPatientHandler(),
      onCall(organizations.branches, () => answerOf(organizations.branches, pageOf([], 100))),
      onCall(notes.ofPatient, ({ request }) => {
        dataCalls.push(new URL(request.url).pathname);
        return answerOf(notes.ofPatient, springPage([]));
      }),
    );
  });

  it("records an allowed read with the patient, and a cross-tree write as refused before any note call", async () => {
    const page = staffGet("/provider/members/pat-1/notes?creator=me&page=2");
    await notesLoader({ ...page, params: { patientId: "pat-1" } });
    expect(written).toEqual([
      expect.objectContaining({
        accountId: "acct-1",
        accountName: "Oscar Owens",
        privilegeId: 2,
        organizationIds: ["org-1"],
        patientIds: ["pat-1"],
        capability: "notes.read",
        routeId: "/provider/members/:patientId/notes",
        action: "read",
        outcome: "allowed",
        requestId: "test-request-0001",
      }),
    ]);

    written = [];
    const { request, context } = (await import("../support/session")).staffPost(
      "/provider/members/pat-9/notes",
      {
        text: SECRET_NOTE,
        visibility: "public",
      },
    );
    expect(await thrownStatus(notesAction({ request, context, params: { patientId: "pat-9" } }))).toBe(404);
    expect(written).toEqual([
      expect.objectContaining({ patientIds: ["pat-9"], capability: "notes.write", outcome: "refused" }),
    ]);
    expect(JSON.stringify(written)).not.toContain(SECRET_NOTE);
    expect(dataCalls).toEqual(["/api/note/patient/pat-1"]);
  });

  it("refuses the request with 503 when the trail cannot be written and is required, and serves it when not", async () => {
    setAuditSink({
      write: () => {
        throw new Error("disk full");
      },
    });
    const required = staffGet("/provider/members/pat-1/notes");
    const context = contextFor(required.request, testConfig({ AUDIT_REQUIRED: "true" }));
    const refused: unknown = await notesLoader({
      request: required.request,
      context,
      params: { patientId: "pat-1" },
    }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    // The 503 page says why: the access record, not the care service, is what is missing.
    expect(refused).toMatchObject({
      init: { status: 503, headers: { "Retry-After": "30" } },
      data: { messageKey: "common:unavailable.audit" },
    });

    const optional = staffGet("/provider/members/pat-1/notes");
    const relaxed = contextFor(optional.request, testConfig({ AUDIT_REQUIRED: "false" }));
    expect(
      await statusOf(() =>
        notesLoader({ request: optional.request, context: relaxed, params: { patientId: "pat-1" } }),
      ),
    ).toBe(200);
  });

  it("hands the event to the upstream after the answer, and a failing handover changes nothing", async () => {
    const handed: unknown[] = [];
    let fail = false;
    server.use(
      onCall(audit.record, async ({ request }) => {
        handed.push(await request.json());
        return fail
          ? HttpResponse.json({ message: "down" }, { status: 500 })
          : new HttpResponse(null, { status: 204 });
      }),
    );
    const page = staffGet("/provider/members/pat-1/notes");
    const answer = await notesLoader({ ...page, params: { patientId: "pat-1" } });
    // Nothing is handed over while the answer is being made: the host does it when the response closes.
    expect(handed).toEqual([]);
    await handOverAudit(page.context);
    expect(handed).toEqual([
      { events: [expect.objectContaining({ patientIds: ["pat-1"], outcome: "allowed" })] },
    ]);
    // Once per request: a second call hands nothing.
    await handOverAudit(page.context);
    expect(handed).toHaveLength(1);

    fail = true;
    const again = staffGet("/provider/members/pat-1/notes");
    const second = await notesLoader({ ...again, params: { patientId: "pat-1" } });
    await expect(handOverAudit(again.context)).resolves.toBeUndefined();
    expect(handed).toHaveLength(2);
    // The same page as with a working handover (each form gets its own idempotency key).
    const withoutKey = (page: unknown) => ({ ...(page as object), idempotencyKey: null });
    expect(withoutKey(second)).toEqual(withoutKey(answer));
  });

  it("hands nothing to an upstream that does not offer the trail; the stream still has the event", async () => {
    const handed: unknown[] = [];
    server.use(
      onCall(audit.record, () => {
        handed.push(1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const page = staffGet("/provider/members/pat-1/notes");
    const context = contextFor(page.request, testConfig({ UPSTREAM_EXTENSIONS: "none" }));
    await notesLoader({ request: page.request, context, params: { patientId: "pat-1" } });
    await handOverAudit(context);
    expect(handed).toEqual([]);
    expect(written).toHaveLength(1);
  });
});
