import { HttpResponse } from "msw";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import type { z } from "zod";
import { audit, type auditEventSchema } from "@contract/audit";
import { discovery } from "@contract/discovery";
import { organizationPages } from "@contract/organization-pages";
import { organizations } from "@contract/organizations";
import { PRIVILEGE } from "@contract/privileges";
import { loader as patientLoader } from "~/routes/provider+/members+/$patientId.access-history";
import { loader as orgLoader } from "~/routes/provider+/organizations+/$orgId.access-history";
import { forgetOffered } from "~/upstream/extensions.server";
import { answerOf, onCall } from "../mocks/contract";
import { offeredExtensions } from "../mocks/discovery";
import { staffPatientHandler } from "../mocks/patients";
import { server } from "../mocks/server";
import { contextFor, statusOf, testConfig } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";

/**
 * Issue 43: the access history a patient's record and an organization's page show, read from
 * `GET /api/audit-events` once per page, with the filters the person chose; a patient or an
 * organization outside the tree is the 404 page before the trail is asked; a backend without the
 * trail leaves the page saying it is not offered.
 */

afterEach(() => forgetOffered());

const EVENTS: Array<z.input<typeof auditEventSchema>> = [
  {
    id: "aud-2",
    at: "2026-03-02T15:04:00Z",
    accountId: "acct-coord",
    accountName: "Carlos Cruz",
    patientIds: ["pat-1"],
    routeId: "/provider/members/:patientId/notes",
    action: "read",
    outcome: "allowed",
  },
  {
    id: "aud-1",
    at: "2026-03-01T09:00:00Z",
    accountId: "acct-admin",
    accountName: "Oscar Owens",
    patientIds: ["pat-1"],
    routeId: "/provider/members/:patientId/delete",
    action: "delete",
    outcome: "refused",
  },
];

/** The trail's calls, each as the path with its query; answers the two events. */
function fakeTrail() {
  const calls: URL[] = [];
  server.use(
    onCall(audit.list, ({ request }) => {
      calls.push(new URL(request.url));
      return answerOf(audit.list, {
        content: [...EVENTS],
        totalElements: 2,
        totalPages: 1,
        number: 0,
        size: 20,
      });
    }),
    staffPatientHandler(),
    onCall(organizations.basicInfo, ({ params }) =>
      HttpResponse.json({ id: params.id, name: "Demo Health Network", parentOrganizationId: null }),
    ),
    onCall(organizationPages.allStaff, () =>
      HttpResponse.json([
        {
          accountId: "acct-coord",
          firstName: "Carlos",
          lastName: "Cruz",
          email: "c@demo.test",
          organizationId: "org-1",
        },
      ]),
    ),
  );
  return calls;
}

function get(url: string, privilegeId: number = PRIVILEGE.ORGANIZATION_ADMIN) {
  const request = new Request(url, {
    headers: {
      cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }, { ...staffAccount, privilegeId }),
    },
  });
  // The app asks the backend which extensions it offers, as it does against a real one.
  return { request, context: contextFor(request, testConfig({ UPSTREAM_EXTENSIONS: "probe" })) };
}

type Loaded = {
  list: { content: Array<Record<string, unknown>>; totalElements: number } | null;
  notOffered: boolean;
  query: { problems: Record<string, unknown>; filters: Record<string, string> };
  choices?: { account: Array<{ value: string; label: string }> };
};

describe("the patient's access history", () => {
  it("reads the patient's trail once, with the filters chosen, and shows who, when, what and the outcome", async () => {
    const calls = fakeTrail();
    const { request, context } = get(
      "http://app.test/provider/members/pat-1/access-history?action=read&atFrom=2026-03-01&atTo=2026-03-05&page=1",
    );
    const data = (await patientLoader({
      request,
      context,
      params: { patientId: "pat-1" },
    } as never)) as Loaded;
    expect(calls).toHaveLength(1);
    const sent = Object.fromEntries(calls[0]!.searchParams);
    expect(sent).toMatchObject({
      patientId: "pat-1",
      action: "read",
      from: "2026-03-01",
      to: "2026-03-05",
      page: "1",
    });
    expect(sent).not.toHaveProperty("organizationId");
    expect(data.notOffered).toBe(false);
    expect(data.list!.content).toEqual([
      expect.objectContaining({ who: "Carlos Cruz", action: "read", pageKey: "notes", outcome: "allowed" }),
      expect.objectContaining({
        who: "Oscar Owens",
        action: "delete",
        pageKey: "remove",
        outcome: "refused",
      }),
    ]);
    expect(data.list!.content[0]!.when).toEqual(expect.stringContaining("2026"));
  });

  it("keeps a day that is not one beside its field and does not send it", async () => {
    const calls = fakeTrail();
    const { request, context } = get(
      "http://app.test/provider/members/pat-1/access-history?atFrom=2026-02-30",
    );
    const data = (await patientLoader({
      request,
      context,
      params: { patientId: "pat-1" },
    } as never)) as Loaded;
    expect(data.query.problems).toEqual({ atFrom: { problem: "date", value: "2026-02-30" } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.has("from")).toBe(false);
  });

  it("is the 404 page for a patient outside the tree, without asking the trail", async () => {
    const calls = fakeTrail();
    const { request, context } = get("http://app.test/provider/members/pat-9/access-history");
    expect(
      await statusOf(() => patientLoader({ request, context, params: { patientId: "pat-9" } } as never)),
    ).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it("is refused to a coordinator (no audit.read) before any upstream call", async () => {
    const calls = fakeTrail();
    const paths: string[] = [];
    const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
    server.events.on("request:start", listener);
    onTestFinished(() => server.events.removeListener("request:start", listener));
    const { request, context } = get(
      "http://app.test/provider/members/pat-1/access-history",
      PRIVILEGE.COORDINATOR,
    );
    expect(
      await statusOf(() => patientLoader({ request, context, params: { patientId: "pat-1" } } as never)),
    ).toBe(403);
    expect(calls).toHaveLength(0);
    expect(paths).toEqual([]);
  });

  it("says the server does not offer the history when the backend lacks the extension", async () => {
    const calls = fakeTrail();
    server.use(
      onCall(discovery.extensions, () =>
        answerOf(discovery.extensions, { extensions: offeredExtensions.filter((id) => id !== "audit.list") }),
      ),
    );
    const { request, context } = get("http://app.test/provider/members/pat-1/access-history");
    const data = (await patientLoader({
      request,
      context,
      params: { patientId: "pat-1" },
    } as never)) as Loaded;
    expect(data).toMatchObject({ notOffered: true, list: null });
    expect(calls).toHaveLength(0);
  });
});

describe("the organization's access history", () => {
  it("reads the organization's trail once with every filter and offers its staff as accounts", async () => {
    const calls = fakeTrail();
    const { request, context } = get(
      "http://app.test/provider/organizations/org-1/access-history?account=acct-coord&patient=pat-1&action=change&atFrom=2026-03-01&atTo=2026-03-31",
    );
    const data = (await orgLoader({ request, context, params: { orgId: "org-1" } } as never)) as Loaded;
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.searchParams)).toMatchObject({
      organizationId: "org-1",
      accountId: "acct-coord",
      patientId: "pat-1",
      action: "change",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(data.list!.totalElements).toBe(2);
    expect(data.choices!.account).toEqual([{ value: "acct-coord", label: "Carlos Cruz" }]);
  });

  it("keeps a reversed range beside its field, and a patient id that cannot be one matches nothing without a call", async () => {
    const calls = fakeTrail();
    const { request, context } = get(
      "http://app.test/provider/organizations/org-1/access-history?atFrom=2026-03-05&atTo=2026-03-01&patient=%3Cscript%3E",
    );
    const data = (await orgLoader({ request, context, params: { orgId: "org-1" } } as never)) as Loaded;
    expect(Object.keys(data.query.problems)).toContain("atTo");
    expect(calls).toHaveLength(0);
    expect(data.list).toMatchObject({ content: [], totalElements: 0 });
  });

  it("is the 404 page for an organization outside the tree, before any upstream call", async () => {
    const calls = fakeTrail();
    const { request, context } = get("http://app.test/provider/organizations/org-elsewhere/access-history");
    expect(
      await statusOf(() => orgLoader({ request, context, params: { orgId: "org-elsewhere" } } as never)),
    ).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it("says the server does not offer the history when the backend lacks the extension", async () => {
    const calls = fakeTrail();
    server.use(
      onCall(discovery.extensions, () =>
        answerOf(discovery.extensions, { extensions: offeredExtensions.filter((id) => id !== "audit.list") }),
      ),
    );
    const { request, context } = get("http://app.test/provider/organizations/org-1/access-history");
    const data = (await orgLoader({ request, context, params: { orgId: "org-1" } } as never)) as Loaded;
    expect(data).toMatchObject({ notOffered: true, list: null });
    expect(calls).toHaveLength(0);
  });
});
