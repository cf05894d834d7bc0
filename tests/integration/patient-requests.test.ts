import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as patientTabLoader } from "~/routes/provider+/members+/$patientId.requests";
import { action as deleteAction } from "~/routes/provider+/patient-requests+/$requestId.delete";
import { action as editAction } from "~/routes/provider+/patient-requests+/$requestId.edit";
import { action as emailAction } from "~/routes/provider+/patient-requests+/$requestId.email";
import {
  action as statusAction,
  loader as statusLoader,
} from "~/routes/provider+/patient-requests+/$requestId.status";
import { loader as listLoader } from "~/routes/provider+/patient-requests+/_index";
import { loader as enrollmentsLoader } from "~/routes/provider+/patient-requests+/enrollments";
import { loader as selectedLoader } from "~/routes/provider+/patient-requests+/selected";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { server } from "../mocks/server";
import { contextFor, formRequest, statusOf } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { organizations } from "@contract/organizations";
import { patientRequests } from "@contract/patient-requests";
import { patients } from "@contract/patients";

/**
 * Patient requests (decision 040) against a faked upstream: the organization "root" (with the
 * clinic "clinic") is the user's tree, "elsewhere" is not. Every call is recorded, so a refusal
 * is seen to call nothing (or nothing that changes).
 */
const ORGS: Record<string, { id: string; name: string; type: string; parentOrganizationId: string | null }> =
  {
    root: { id: "root", name: "North Network", type: "PROVIDER COMPANY", parentOrganizationId: null },
    clinic: { id: "clinic", name: "Riverside Clinic", type: "CLINIC", parentOrganizationId: "root" },
    elsewhere: { id: "elsewhere", name: "Harbor", type: "PROVIDER COMPANY", parentOrganizationId: null },
  };
const CHILDREN: Record<string, string[]> = { root: ["clinic"] };

const REQUEST = {
  id: "req-1",
  organizationId: "clinic",
  organizationName: "Riverside Clinic",
  patientId: "pat-1",
  patientName: "Ana Lopez",
  dateOfBirth: "04/12/1985",
  email: "ana@example.test",
  requestType: "Homebound",
  status: "REQUESTED",
  requestedAt: "2026-11-20T15:00:00Z",
  serviceDate: "2026-12-01",
  pickupAddress: null,
  contactEmail: null,
  notes: "Ring twice",
};
const THEIRS = { ...REQUEST, id: "req-9", organizationId: "elsewhere" };

const page = <T>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
});
const oops = () => HttpResponse.json({ code: "BOOM" }, { status: 500 });
const refuse = (field: string, message: string) =>
  HttpResponse.json({ code: "VALIDATION_FAILED", fieldErrors: [{ field, message }] }, { status: 422 });

/** `answers` replaces a call's answer by name: status, edit, email, delete, list, stats. */
function fakeUpstream(answers: Record<string, () => Response> = {}) {
  const calls: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.use(
    onCall(organizations.branches, ({ params }) =>
      answerOf(organizations.branches, page((CHILDREN[String(params.id)] ?? []).map((id) => ORGS[id]!))),
    ),
    // The organization picker's names.
    onCall(organizations.basicInfo, ({ params }) =>
      answerOf(organizations.basicInfo, ORGS[String(params.id)]!),
    ),
    onCall(patientRequests.list, ({ request }) => {
      record(request);
      return answers.list?.() ?? answerOf(patientRequests.list, page([REQUEST]));
    }),
    onCall(patientRequests.groupedStats, ({ request }) => {
      record(request);
      return (
        answers.stats?.() ??
        answerOf(patientRequests.groupedStats, [
          { requestType: "Homebound", status: "REQUESTED", count: 3 },
          { requestType: "Rideshare", status: "APPROVED", count: 2 },
        ])
      );
    }),
    onCall(patientRequests.downloadSelected, ({ request }) => {
      record(request);
      return new HttpResponse("Request ID\nreq-1\nreq-2\n", {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="patient-requests-2026-11-26.csv"',
        },
      });
    }),
    onCall(patientRequests.downloadEnrollments, ({ request }) => {
      record(request);
      return new HttpResponse("Request ID\n", {
        headers: {
          "content-type": "text/csv",
          "content-disposition": 'attachment; filename="enrollments-2026-11-26.csv"',
        },
      });
    }),
    onCall(patientRequests.liteOfPatient, ({ request }) => {
      record(request);
      return answerOf(patientRequests.liteOfPatient, [
        { id: "req-1", requestType: "Homebound", status: "REQUESTED", requestedAt: REQUEST.requestedAt },
      ]);
    }),
    onCall(patients.get, ({ params }) =>
      answerOf(patients.get, {
        id: String(params.id),
        firstName: "Ana",
        lastName: "Lopez",
        organizations: [{ id: "clinic", name: "Riverside Clinic" }],
        organizationIds: ["clinic"],
      }),
    ),
    onCall(patientRequests.get, ({ request, params }) => {
      record(request);
      // An upstream that does not check the tree itself: the app's own check must refuse it.
      return answerOf(patientRequests.get, params.id === "req-9" ? THEIRS : REQUEST);
    }),
    onCall(patientRequests.setStatus, ({ request }) => {
      record(request);
      return (
        answers.status?.() ??
        answerOf(patientRequests.setStatus, {
          ...REQUEST,
          status: new URL(request.url).searchParams.get("status")!,
        })
      );
    }),
    onCall(patientRequests.update, async ({ request }) => {
      calls.push(`PUT ${new URL(request.url).pathname} ${JSON.stringify(await request.json())}`);
      return answers.edit?.() ?? answerOf(patientRequests.update, REQUEST);
    }),
    onCall(patientRequests.remove, ({ request }) => {
      record(request);
      return answers.delete?.() ?? new HttpResponse(null, { status: 204 });
    }),
    onCall(patientRequests.sendHomeboundEmail, ({ request }) => {
      record(request);
      return (
        answers.email?.() ??
        answerOf(patientRequests.sendHomeboundEmail, {
          sentTo: "ana@example.test",
          sentAt: "2026-11-26T10:00:00Z",
        })
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
const analytics: SessionAccount = { ...admin, privilegeId: PRIVILEGE.ANALYTICS_ADMIN };

function get(url: string, params: Record<string, string> = {}, who: SessionAccount = admin) {
  const request = new Request(`http://app.test${url}`, {
    headers: { cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who) },
  });
  return { request, context: contextFor(request), params };
}

function post(
  url: string,
  fields: Record<string, string>,
  params: Record<string, string>,
  who: SessionAccount = admin,
) {
  const request = formRequest(url, fields, {
    cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who),
  });
  return { request, context: contextFor(request), params };
}

type Reply = {
  data: { result: { initialValue: Record<string, unknown>; error: Record<string, string[] | null> } };
  init: { status: number };
};
const back = encodeURIComponent("/provider/patient-requests?organization=clinic&status=REQUESTED");
const one = { requestId: "req-1" };

describe("the organization's patient requests", () => {
  it("lists the organization's requests with the filters sent as the upstream reads them, and the stats as a chart", async () => {
    const calls = fakeUpstream();
    const data = await listLoader(
      get(
        "/provider/patient-requests?organization=clinic&requestType=Homebound&status=REQUESTED&requestedFrom=2026-11-01&requestedTo=2026-11-30",
      ),
    );
    expect(data.list?.content).toMatchObject([
      { id: "req-1", patientName: "Ana Lopez", requestType: "Homebound", serviceDate: "12/01/2026" },
    ]);
    const query = "requestType=Homebound&status=REQUESTED&dateFrom=11%2F01%2F2026&dateTo=11%2F30%2F2026";
    expect(calls.sort()).toEqual(
      [
        `GET /api/patient-requests/organization/clinic?${query}&page=0&size=20`,
        `GET /api/patient-requests/organization/clinic/grouped-stats?${query}`,
      ].sort(),
    );
    expect(data.chart?.categories.map((c) => c.label)).toEqual([
      "Homebound",
      "Rideshare",
      "Ride Request",
      "Flu Shot Care Plan",
    ]);
    expect(data.chart?.series.find((s) => s.label === "Requested")?.values).toEqual([3, 0, 0, 0]);
  });

  it("uses the user's own organization when none is named, and hides only the chart when the stats fail", async () => {
    const calls = fakeUpstream({ stats: oops });
    const data = await listLoader(get("/provider/patient-requests"));
    expect(calls[0]).toMatch(/^GET \/api\/patient-requests\/organization\/root/);
    expect(data.chart).toBeNull();
    expect(data.list?.content).toHaveLength(1);
  });

  it("answers 404 for an organization outside the tree and 403 to a role without the capability, calling nothing", async () => {
    const calls = fakeUpstream();
    expect(await statusOf(() => listLoader(get("/provider/patient-requests?organization=elsewhere")))).toBe(
      404,
    );
    // The permission matrix gives the analytics admin no patient requests (they hold patient details).
    expect(await statusOf(() => listLoader(get("/provider/patient-requests", {}, analytics)))).toBe(403);
    expect(calls).toEqual([]);
  });

  it("offers the organizations of the user's tree, each under its parent, and shows the one chosen", async () => {
    const calls = fakeUpstream();
    const data = await listLoader(get("/provider/patient-requests?organization=clinic&status=APPROVED"));
    expect(data.organizations).toEqual([
      { id: "root", name: "North Network", depth: 0 },
      { id: "clinic", name: "Riverside Clinic", depth: 1 },
    ]);
    expect(data.orgId).toBe("clinic");
    expect(calls[0]).toMatch(/^GET \/api\/patient-requests\/organization\/clinic\?/);
  });

  it("shows no picker when the tree's names cannot be read, and the list all the same", async () => {
    fakeUpstream();
    server.use(onCall(organizations.basicInfo, oops));
    const data = await listLoader(get("/provider/patient-requests"));
    expect(data.organizations).toBeNull();
    expect(data.list?.content).toHaveLength(1);
  });

  it("lists a patient's requests on the record", async () => {
    const calls = fakeUpstream();
    const data = await patientTabLoader(get("/provider/members/pat-1/requests", { patientId: "pat-1" }));
    expect(data.requests).toMatchObject([{ id: "req-1", requestType: "Homebound", status: "REQUESTED" }]);
    expect(calls).toContain("GET /api/patient-requests/lite/patient/pat-1");
  });
});

describe("a request's status", () => {
  const url = `/provider/patient-requests/req-1/status?back=${back}`;

  it("changes it and goes back to the list it came from", async () => {
    const calls = fakeUpstream();
    const answer = (await statusAction(post(url, { status: "ALLOCATED" }, one))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(decodeURIComponent(back));
    expect(calls).toContain("PUT /api/patient-requests/req-1/status?status=ALLOCATED");
  });

  it("puts the upstream's 422 on the field, and a 500 on the form, keeping the choice", async () => {
    fakeUpstream({ status: () => refuse("status", "Unknown status") });
    const refused = (await statusAction(post(url, { status: "DUPLICATE" }, one))) as unknown as Reply;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toMatchObject({ status: ["Unknown status"] });
    expect(refused.data.result.initialValue).toMatchObject({ status: "DUPLICATE" });
    fakeUpstream({ status: oops });
    const failed = (await statusAction(post(url, { status: "DUPLICATE" }, one))) as unknown as Reply;
    expect(failed.data.result.error).toMatchObject({ "": ["common:errors.generic"] });
    expect(failed.data.result.initialValue).toMatchObject({ status: "DUPLICATE" });
  });

  it("refuses a status that is not one, a role that may not handle requests, and a request outside the tree", async () => {
    const calls = fakeUpstream();
    const invalid = (await statusAction(post(url, { status: "LOST" }, one))) as unknown as Reply;
    expect(invalid.init.status).toBe(400);
    expect(invalid.data.result.error).toMatchObject({ status: ["patientRequests:errors.status"] });
    expect(await statusOf(() => statusAction(post(url, { status: "APPROVED" }, one, analytics)))).toBe(403);
    expect(await statusOf(() => statusLoader(get(url, one, analytics)))).toBe(403);
    expect(
      await statusOf(() => statusAction(post(url, { status: "APPROVED" }, { requestId: "req-9" }))),
    ).toBe(404);
    expect(calls.filter((c) => c.startsWith("PUT"))).toEqual([]);
  });
});

describe("editing, e-mailing and deleting a request", () => {
  const edit = {
    requestType: "Homebound",
    serviceDate: "2026-12-24",
    pickupAddress: "Side door",
    contactEmail: "daughter@example.test",
    notes: "Ring twice",
  };

  it("saves the fields, sending the day as MM/dd/yyyy", async () => {
    const calls = fakeUpstream();
    const answer = (await editAction(post("/provider/patient-requests/req-1/edit", edit, one))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/provider/patient-requests?organization=clinic");
    expect(calls).toContain(
      `PUT /api/patient-requests/req-1 ${JSON.stringify({ requestType: "Homebound", serviceDate: "12/24/2026", pickupAddress: "Side door", contactEmail: "daughter@example.test", notes: "Ring twice" })}`,
    );
  });

  it("says the upstream's 422 under its field in our words, and keeps every value on a 500", async () => {
    fakeUpstream({ edit: () => refuse("serviceDate", "Not a date (MM/dd/yyyy)") });
    const refused = (await editAction(
      post("/provider/patient-requests/req-1/edit", edit, one),
    )) as unknown as Reply;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toMatchObject({ serviceDate: ["patientRequests:errors.serviceDate"] });
    expect(refused.data.result.initialValue).toMatchObject(edit);
    fakeUpstream({ edit: oops });
    const failed = (await editAction(
      post("/provider/patient-requests/req-1/edit", edit, one),
    )) as unknown as Reply;
    expect(failed.data.result.error).toMatchObject({ "": ["common:errors.generic"] });
    expect(failed.data.result.initialValue).toMatchObject(edit);
    const invalid = (await editAction(
      post("/provider/patient-requests/req-1/edit", { ...edit, contactEmail: "nope" }, one),
    )) as unknown as Reply;
    expect(invalid.data.result.error).toMatchObject({ contactEmail: ["patientRequests:errors.email"] });
  });

  it("sends the homebound e-mail, and says why when the upstream refuses", async () => {
    const calls = fakeUpstream();
    const sent = (await emailAction(post("/provider/patient-requests/req-1/email", {}, one))) as Response;
    expect(sent.status).toBe(303);
    expect(calls).toContain("POST /api/patient-requests/req-1/homebound-request-status/send-email");
    fakeUpstream({ email: () => refuse("contactEmail", "No address") });
    const refused = (await emailAction(
      post("/provider/patient-requests/req-1/email", {}, one),
    )) as unknown as {
      data: { message: string };
      init: { status: number };
    };
    expect(refused.init.status).toBe(422);
    expect(refused.data.message).toBe("patientRequests:emailPage.refused");
  });

  it("deletes after the confirmation, and refuses the analytics admin", async () => {
    const calls = fakeUpstream();
    const deleted = (await deleteAction(
      post("/provider/patient-requests/req-1/delete", {}, one),
    )) as Response;
    expect(deleted.status).toBe(303);
    expect(calls).toContain("DELETE /api/patient-requests/req-1");
    expect(
      await statusOf(() => deleteAction(post("/provider/patient-requests/req-1/delete", {}, one, analytics))),
    ).toBe(403);
  });
});

describe("the CSV downloads", () => {
  it("streams the selected requests with the upstream's file name", async () => {
    const calls = fakeUpstream();
    const answer = (await selectedLoader(
      get(
        "/provider/patient-requests/selected?organization=clinic&id=req-1&id=req-2&id=req-1&id=..%2Fx&returnTo=%2Fprovider%2Fpatient-requests",
      ),
    )) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toContain('filename="patient-requests-2026-11-26.csv"');
    expect(await answer.text()).toBe("Request ID\nreq-1\nreq-2\n");
    expect(calls).toEqual([
      "GET /api/patient-requests/organization/clinic/csv/download?patientRequestIds=req-1%2Creq-2",
    ]);
  });

  it("sends none chosen to the page that says there is no file, calling nothing", async () => {
    const calls = fakeUpstream();
    const answer = (await selectedLoader(
      get("/provider/patient-requests/selected?organization=clinic"),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/^\/download-failed\?/);
    expect(calls).toEqual([]);
  });

  it("streams the enrollments under the list's filters, and refuses another tree", async () => {
    const calls = fakeUpstream();
    const answer = (await enrollmentsLoader(
      get("/provider/patient-requests/enrollments?organization=root&status=APPROVED"),
    )) as Response;
    expect(answer.headers.get("content-disposition")).toContain("enrollments-2026-11-26.csv");
    expect(calls).toEqual([
      "GET /api/patient-requests/organization/root/csv/download/enrollments?status=APPROVED",
    ]);
    expect(
      await statusOf(() =>
        enrollmentsLoader(get("/provider/patient-requests/enrollments?organization=elsewhere")),
      ),
    ).toBe(404);
  });
});
