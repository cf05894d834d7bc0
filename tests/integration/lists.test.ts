import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { action as logoutAction } from "~/routes/_auth+/logout";
import {
  action as schedulesAction,
  loader as schedulesLoader,
} from "~/routes/provider+/billing+/fee-schedules._index";
import { loader as modifiersLoader } from "~/routes/provider+/billing+/modifiers._index";
import { UPSTREAM } from "../mocks/accounts";
import { billingCalls } from "../mocks/billing";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom, formRequest } from "../support/context";
import { signedInCookie } from "../support/session";

/**
 * The list building block on the server: the query string reaches the upstream as its paging,
 * sort and filter parameters (the app filters nothing itself), and saved filters live in the
 * preference cookie, which sign-out keeps.
 */

const LIST = "/provider/billing/fee-schedules";
const signedIn = () => signedInCookie({ accessToken: "at_valid", refreshToken: "rt_valid" });

function get(url: string, cookie = signedIn()) {
  const request = new Request(`http://app.test${url}`, { headers: { cookie } });
  return { request, context: contextFor(request), params: {} };
}

const upstreamQuery = () => {
  const call = billingCalls.find((c) => c.method === "GET" && c.path.startsWith("/api/fee-schedules?"));
  return Object.fromEntries(new URL(`http://x${call?.path ?? ""}`).searchParams);
};

async function thrown(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => error as Response,
  );
}

beforeEach(() => {
  billingCalls.length = 0;
});

describe("list query handling", () => {
  it("sends filters, sort, page and size to the upstream and answers the parsed state", async () => {
    const result = await schedulesLoader(
      get(`${LIST}?name=+Blue+&category=MEDICARE&sort=effectiveDate,desc&page=2&size=50`),
    );
    expect(upstreamQuery()).toEqual({
      name: "Blue",
      category: "MEDICARE",
      sort: "effectiveDate,desc",
      page: "2",
      size: "50",
    });
    expect(result.query).toMatchObject({
      filters: { name: "Blue", category: "MEDICARE" },
      sort: { field: "effectiveDate", direction: "desc" },
      page: 2,
      size: 50,
    });
    expect(result.saved).toBe(false);
  });

  it("asks the upstream for the defaults when the query holds what the list does not allow", async () => {
    await schedulesLoader(get(`${LIST}?category=SECRET&sort=password,asc&page=-4&size=100000`));
    expect(upstreamQuery()).toEqual({ sort: "name,asc", page: "0", size: "20" });
  });

  it("pages a code list by the chosen size", async () => {
    const result = await modifiersLoader(get("/provider/billing/modifiers?code=2&size=100&page=1"));
    expect(result).toMatchObject({ search: "2", query: { page: 1, size: 100 } });
  });
});

describe("saved filters", () => {
  it("are saved from the list, open the bare list after sign-out and sign-in, and can be forgotten", async () => {
    const save = formRequest(
      `${LIST}?index`,
      { intent: "saveFilters", query: "?name=Blue&page=3&size=50&x=1" },
      {
        cookie: signedIn(),
      },
    );
    const saveContext = contextFor(save);
    const saved = (await schedulesAction({ request: save, context: saveContext, params: {} })) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${LIST}?name=Blue&size=50`);
    expect(saveContext.jar.takeFlash()).toEqual({ kind: "success", key: "common:list.filtersSaved" });
    const afterSave = cookieHeaderFrom(saveContext.jar.commit(), signedIn());

    // Sign out: the session goes, the preference cookie stays.
    server.use(http.post(`${UPSTREAM}/api/accounts/logout`, () => new HttpResponse(null, { status: 204 })));
    const logout = formRequest("/logout", {}, { cookie: afterSave });
    const logoutContext = contextFor(logout);
    await logoutAction({ request: logout, context: logoutContext, params: {} });
    const afterLogout = cookieHeaderFrom(logoutContext.jar.commit(), afterSave);
    expect(afterLogout).not.toContain("cd_session");
    expect(afterLogout).toContain("cd_prefs");

    // Signed in again, the bare list opens with the saved filters; any query opens as asked.
    const cookie = `${afterLogout}; ${signedIn()}`;
    const redirect = await thrown(schedulesLoader(get(LIST, cookie)));
    expect(redirect?.status).toBe(302);
    expect(redirect?.headers.get("location")).toBe(`${LIST}?name=Blue&size=50`);
    const shown = await schedulesLoader(get(`${LIST}?name=Blue&size=50`, cookie));
    expect(shown.saved).toBe(true);
    const cleared = await schedulesLoader(get(`${LIST}?saved=off`, cookie));
    expect(cleared.query.filters).toEqual({});
    expect(cleared.saved).toBe(false);

    const forget = formRequest(
      `${LIST}?index`,
      { intent: "forgetFilters", query: "?name=Blue&size=50" },
      { cookie },
    );
    const forgetContext = contextFor(forget);
    await schedulesAction({ request: forget, context: forgetContext, params: {} });
    const afterForget = cookieHeaderFrom(forgetContext.jar.commit(), cookie);
    const bare = await schedulesLoader(get(LIST, afterForget));
    expect(bare.query.filters).toEqual({});
  });

  it("keeps only the newest lists, and a malformed saved value costs nothing else", async () => {
    const context = contextFor(new Request("http://app.test/"));
    context.jar.setPrefs({
      lng: "es-MX",
      lists: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`l${i}`, "?a=1"])),
    });
    const bad = cookieHeaderFrom(context.jar.commit());
    const read = contextFor(new Request("http://app.test/", { headers: { cookie: bad } }));
    expect(read.jar.getPrefs()).toEqual({ lng: "es-MX" });

    const eight = contextFor(new Request("http://app.test/"));
    eight.jar.setPrefs({ lists: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`l${i}`, "?a=1"])) });
    let cookie = cookieHeaderFrom(eight.jar.commit(), signedIn());
    for (const name of ["first", "second"]) {
      const save = formRequest(
        `${LIST}?index`,
        { intent: "saveFilters", query: `?name=${name}` },
        { cookie },
      );
      const saveContext = contextFor(save);
      await schedulesAction({ request: save, context: saveContext, params: {} });
      cookie = cookieHeaderFrom(saveContext.jar.commit(), cookie);
    }
    const last = contextFor(new Request("http://app.test/", { headers: { cookie } }));
    const lists = last.jar.getPrefs().lists ?? {};
    expect(Object.keys(lists)).toEqual(["l1", "l2", "l3", "l4", "l5", "l6", "l7", "feeSchedules"]);
    expect(lists.feeSchedules).toBe("?name=second");
  });
});
