import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  action as joinAction,
  loader as profileLoader,
} from "~/routes/_patient+/curapatient.patient.profile._index";
import {
  action as leaveAction,
  loader as leaveLoader,
} from "~/routes/_patient+/curapatient.patient.profile.leave";
import { patientRecord } from "../mocks/patients";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom, formRequest, statusOf } from "../support/context";
import { patientAccount } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { patients } from "@contract/patients";

/**
 * A patient joins an organization with an invitation code on their profile and leaves one after
 * a confirmation (spec part 2 §7). The demo patient (pat-1) belongs to org-1 and, here, org-2.
 */

function patientCookie() {
  const context = contextFor(new Request("http://app.test/"));
  context.jar.startSession({ accessToken: "at", refreshToken: "rt", account: patientAccount });
  return cookieHeaderFrom(context.jar.commit());
}

const TWO = [
  { id: "org-1", name: "Demo Health Network" },
  { id: "org-2", name: "Harbor Care Partners" },
];

function upstreamWith(answer: () => Response, organizations = TWO) {
  const calls: string[] = [];
  server.use(
    onCall(patients.get, () => answerOf(patients.get, { ...patientRecord, organizations })),
    onCall(patients.joinOrganization, ({ request, params }) => {
      calls.push(`PUT ${new URL(request.url).pathname} ${String(params.code)}`);
      return answer();
    }),
    onCall(patients.removeOrganization, ({ request }) => {
      const url = new URL(request.url);
      calls.push(`POST ${url.pathname}${url.search}`);
      return answer();
    }),
  );
  return calls;
}

const join = (code: string) => {
  const request = formRequest("/curapatient/patient/profile", { code }, { cookie: patientCookie() });
  return { request, context: contextFor(request), params: {} };
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = any;

describe("joining an organization", () => {
  it("sends the code and says which organization was joined", async () => {
    const calls = upstreamWith(() =>
      HttpResponse.json({ organizationId: "org-2", organizationName: "Harbor Care Partners" }),
    );
    const args = join(" HARBOR-2026 ");
    const response = (await joinAction(args)) as Response;
    expect(response.headers.get("location")).toBe("/curapatient/patient/profile");
    expect(calls).toEqual(["PUT /api/patients/pat-1/organization/HARBOR-2026 HARBOR-2026"]);
    expect(args.context.jar.takeFlash()).toEqual({
      kind: "success",
      key: "patient:organizations.joined",
      params: { name: "Harbor Care Partners" },
    });
  });

  it("says a refused code in our words next to the field, the code kept", async () => {
    upstreamWith(() =>
      HttpResponse.json(
        { fieldErrors: [{ field: "code", message: "No organization has the invitation code 'NOPE'" }] },
        { status: 422 },
      ),
    );
    const unknown = (await joinAction(join("NOPE"))) as Reply;
    expect(unknown.init.status).toBe(400);
    expect(unknown.data.result.error.code).toEqual(["patient:organizations.codeUnknown"]);
    expect(unknown.data.result.initialValue.code).toBe("NOPE");
    upstreamWith(() =>
      HttpResponse.json(
        { fieldErrors: [{ field: "code", message: "The patient already belongs to Harbor" }] },
        { status: 422 },
      ),
    );
    expect(((await joinAction(join("HARBOR-2026"))) as Reply).data.result.error.code).toEqual([
      "patient:organizations.alreadyMember",
    ]);
  });

  it("keeps the code and says so when the upstream fails; refuses a malformed code without a call", async () => {
    const calls = upstreamWith(() => HttpResponse.json({ code: "BOOM" }, { status: 500 }));
    const failed = (await joinAction(join("HARBOR-2026"))) as Reply;
    expect(failed.data.result.error[""]).toEqual(["patient:organizations.joinFailed"]);
    expect(failed.data.result.initialValue.code).toBe("HARBOR-2026");
    calls.length = 0;
    const malformed = (await joinAction(join("HAR BOR/1"))) as Reply;
    expect(malformed.data.result.error.code).toEqual(["patient:organizations.codeFormat"]);
    expect(calls).toEqual([]);
  });

  it("lists the patient's organizations for the profile", async () => {
    upstreamWith(() => HttpResponse.json({}));
    const request = new Request("http://app.test/curapatient/patient/profile", {
      headers: { cookie: patientCookie() },
    });
    const data = await profileLoader({ request, context: contextFor(request), params: {} });
    expect(data.organizations).toEqual(TWO);
  });
});

describe("leaving an organization", () => {
  const leave = (organizationId: string, method = "POST") => {
    const url = `/curapatient/patient/profile/leave?organizationId=${organizationId}`;
    const request =
      method === "POST"
        ? formRequest(url, {}, { cookie: patientCookie() })
        : new Request(`http://app.test${url}`, { headers: { cookie: patientCookie() } });
    return { request, context: contextFor(request), params: {} };
  };

  it("asks first, leaves on confirmation and says so", async () => {
    const calls = upstreamWith(() => HttpResponse.json({ removed: true }));
    const page = await leaveLoader(leave("org-2", "GET"));
    expect(page).toMatchObject({
      title: "Leave Harbor Care Partners?",
      canDelete: true,
      organization: "Harbor Care Partners",
    });
    const args = leave("org-2");
    const response = (await leaveAction(args)) as Response;
    expect(response.headers.get("location")).toBe("/curapatient/patient/profile");
    expect(calls).toEqual(["POST /api/patients/pat-1/removeOrganization?organizationId=org-2"]);
    expect(args.context.jar.takeFlash()).toMatchObject({ key: "patient:organizations.left" });
  });

  it("offers no leave of the last organization, answers 404 for one the patient is not in, and says the upstream's refusal", async () => {
    const calls = upstreamWith(
      () =>
        HttpResponse.json(
          { code: "LAST_ORGANIZATION", message: "a patient must belong to one" },
          { status: 409 },
        ),
      [TWO[0]!],
    );
    expect((await leaveLoader(leave("org-1", "GET"))).canDelete).toBe(false);
    expect(await statusOf(() => leaveAction(leave("org-9")))).toBe(404);
    expect(calls).toEqual([]);
    const refused = (await leaveAction(leave("org-1"))) as Reply;
    expect(refused.init.status).toBe(409);
    expect(refused.data.message).toContain("patient:organizations.leaveFailure.failedBecause");
  });
});
