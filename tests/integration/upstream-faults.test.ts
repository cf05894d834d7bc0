import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as onboardAction } from "~/routes/_onboarding+/onboard";
import { action as lanesAction, loader as lanesLoader } from "~/routes/provider+/organizations+/$orgId.lanes";
import { loader as membersLoader } from "~/routes/provider+/members+/_index";
import { resetRefreshMemo } from "~/upstream/refresh.server";
import { UPSTREAM } from "../mocks/accounts";
import { server } from "../mocks/server";
import { UPSTREAM_FAULTS } from "../support/upstream-faults";
import { contextFor, testConfig } from "../support/context";
import { signedInCookie } from "../support/session";
import { readTreeAtSignIn } from "~/session/organization-tree.server";
import { answerOf, onCall } from "../mocks/contract";
import { accounts } from "@contract/accounts";

/**
 * What the user sees for each way the upstream can fail (issue 9 "Upstream faults"), and that
 * nothing they typed is lost: the form comes back with every value and a message, never a 500.
 */

type Fault = {
  name: string;
  respond: () => Response | Promise<Response>;
  messageKey: string;
  statuses: number[];
};

const FAULTS: Fault[] = [
  {
    name: "connection refused",
    respond: UPSTREAM_FAULTS.refused,
    messageKey: "common:unavailable.body",
    statuses: [503],
  },
  {
    name: "slower than the timeout",
    respond: UPSTREAM_FAULTS.slowerThan(1500),
    messageKey: "common:tooSlow.body",
    statuses: [503],
  },
  {
    name: "500",
    respond: UPSTREAM_FAULTS.serverError,
    messageKey: "common:errors.generic",
    statuses: [400, 502],
  },
  {
    name: "502 with an HTML body",
    respond: UPSTREAM_FAULTS.htmlBadGateway,
    messageKey: "common:errors.generic",
    statuses: [400, 502],
  },
  {
    name: "malformed JSON",
    respond: UPSTREAM_FAULTS.malformedJson,
    messageKey: "common:errors.generic",
    statuses: [400, 502],
  },
  {
    name: "a truncated body",
    respond: UPSTREAM_FAULTS.truncated,
    messageKey: "common:errors.generic",
    statuses: [400, 502, 503],
  },
];

const config = testConfig({ UPSTREAM_TIMEOUT_MS: "300" });
const staff = () => signedInCookie({ accessToken: "at", refreshToken: "rt" });

function post(url: string, fields: Array<[string, string]>) {
  const request = new Request(`http://app.test${url}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: staff(),
      origin: "http://app.test",
    },
    body: new URLSearchParams(fields),
  });
  return { request, context: contextFor(request, config) };
}

type Reply = {
  data?: {
    result?: {
      status?: string;
      error?: Record<string, string[]>;
      initialValue?: Record<string, unknown>;
    } | null;
  };
  init?: { status?: number };
};

describe.each(FAULTS)("upstream fault: $name", (fault) => {
  it("keeps every value of a lanes update and says what happened", async () => {
    const fields: Array<[string, string]> = [
      ["intent", "update"],
      ["day", "2031-05-20"],
      ["lane", "lane-a"],
      ["lane", "lane-b"],
      ["host", "perf-9"],
      ["date", "2031-05-22"],
      ["accept", "on"],
    ];
    const { request, context } = post("/provider/organizations/org-1/lanes?date=2031-05-20", fields);
    // Signed in before the outage: sign-in read the organization tree the guard checks.
    await readTreeAtSignIn(context, request, context.jar.getSession()!);
    server.use(http.all(`${UPSTREAM}/*`, fault.respond));
    const result = (await lanesAction({ request, context, params: { orgId: "org-1" } })) as Reply;
    expect(fault.statuses.concat([503, 504])).toContain(result.init?.status);
    expect(result.data?.result?.error?.[""]?.[0]).toMatch(
      /common:(errors\.generic|unavailable\.body|tooSlow\.body)|lanes:flash\.updateFailed/,
    );
    expect(result.data?.result?.initialValue).toMatchObject({
      host: "perf-9",
      date: "2031-05-22",
      accept: "on",
      lane: ["lane-a", "lane-b"],
    });
  });

  it("keeps every value of an organization application", async () => {
    server.use(http.all(`${UPSTREAM}/*`, fault.respond));
    const fields: Array<[string, string]> = [
      ["name", "Harbor Clinic"],
      ["type", "CLINIC"],
      ["employerId", "12-3456789"],
      ["businessLicenseNumber", "BL-1"],
      ["address1", "1 Harbor Way"],
      ["city", "Boston"],
      ["state", "MA"],
      ["zipcode", "02110"],
      ["firstName", "Hana"],
      ["lastName", "Okafor"],
      ["email", "hana@harbor.test"],
    ];
    const { request, context } = post("/onboard", fields);
    const result = (await onboardAction({ request, context, params: {} })) as Reply;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.[""]?.[0]).toMatch(
      /common:(errors\.generic|unavailable\.body|tooSlow\.body)/,
    );
    expect(result.data?.result?.initialValue).toMatchObject(Object.fromEntries(fields));
  });

  it("shows a translated page, never a 500, when a page cannot load", async () => {
    server.use(http.all(`${UPSTREAM}/*`, fault.respond));
    for (const [loader, url, params] of [
      [membersLoader, "/provider/members", {}],
      [lanesLoader, "/provider/organizations/org-1/lanes?date=2031-05-20", { orgId: "org-1" }],
    ] as const) {
      const request = new Request(`http://app.test${url}`, { headers: { cookie: staff() } });
      const thrown = await Promise.resolve(
        loader({ request, context: contextFor(request, config), params }),
      ).then(
        () => null,
        (error: unknown) =>
          error as { init?: { status?: number }; data?: { messageKey?: string; requestId?: string } },
      );
      expect(thrown?.init?.status).not.toBe(500);
      expect([502, 503, 504]).toContain(thrown?.init?.status);
      expect(thrown?.data?.messageKey).toMatch(/^common:/);
      expect(thrown?.data?.requestId).toBe("test-request-0001");
    }
  });
});

describe("a 401 storm on a page with parallel loaders", () => {
  it("makes exactly one refresh call and every loader gets its data", async () => {
    resetRefreshMemo();
    let refreshes = 0;
    server.use(
      onCall(accounts.refreshToken, async () => {
        refreshes += 1;
        await delay(40);
        return answerOf(accounts.refreshToken, { access_token: "at_new", refresh_token: "rt_new" });
      }),
      http.all(`${UPSTREAM}/api/*`, ({ request }) =>
        request.headers.get("authorization") === "Bearer at_new"
          ? HttpResponse.json(
              new URL(request.url).pathname.endsWith("patients")
                ? { content: [], totalElements: 0, totalPages: 1, number: 0, size: 20 }
                : { id: "org-1", name: "Org" },
            )
          : HttpResponse.json({ code: "TOKEN_EXPIRED" }, { status: 401 }),
      ),
    );
    const cookie = signedInCookie({ accessToken: "at_old", refreshToken: "rt_storm" });
    const request = new Request("http://app.test/provider/members", { headers: { cookie } });
    const context = contextFor(request);
    // The same request context, as parallel loaders of one page share it.
    const pages = await Promise.all(
      Array.from({ length: 8 }, () => membersLoader({ request, context, params: {} })),
    );
    expect(refreshes).toBe(1);
    expect(pages.every((p) => Array.isArray(p.list.content))).toBe(true);
  });
});
