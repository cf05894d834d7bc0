import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { action as logoutAction } from "~/routes/_auth+/logout";
import {
  action as schedulesAction,
  loader as schedulesLoader,
} from "~/routes/provider+/billing+/fee-schedules._index";
import { loader as modifiersLoader } from "~/routes/provider+/billing+/modifiers._index";
import { billingCalls } from "../mocks/billing";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom, formRequest } from "../support/context";
import { signedInCookie } from "../support/session";
import { onCall } from "../mocks/contract";
import { accounts } from "@contract/accounts";

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
    server.use(onCall(accounts.logout, () => new HttpResponse(null, { status: 204 })));
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

describe("grid layouts", () => {
  const ALL = ["category", "effectiveDate", "payer", "plans", "entries"];
  const order = (layout: { id: string; shown: boolean }[]) =>
    layout.map((column) => `${column.shown ? "" : "-"}${column.id}`).join(",");

  /** The Columns form as a browser sends it: the layout shown, the ticked boxes, the button. */
  function columnsPost(
    url: string,
    cookie: string,
    intent: string,
    shown: string[],
    extra: Record<string, string> = {},
  ) {
    const body = new URLSearchParams({ layout: "", ...extra, intent });
    for (const id of shown) body.append("shown", id);
    const request = new Request(`http://app.test${url}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://app.test", cookie },
      body,
    });
    return { request, context: contextFor(request), params: {} };
  }

  it("are saved from the list, read by its loader, kept after sign-out and sign-in, and reset", async () => {
    // Without JS: payer unticked and the date moved up, back to the same list state, control open.
    const move = columnsPost(
      `${LIST}?index&name=Blue&sort=effectiveDate,desc&page=2&bogus=1`,
      signedIn(),
      "moveUp:effectiveDate",
      ALL.filter((id) => id !== "payer"),
    );
    const moved = (await schedulesAction(move)) as Response;
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(
      `${LIST}?name=Blue&sort=effectiveDate%2Cdesc&page=2#list-columns`,
    );
    expect(move.context.jar.takeFlash()).toEqual({ kind: "success", key: "common:list.layoutSaved" });
    const afterMove = cookieHeaderFrom(move.context.jar.commit(), signedIn());

    const first = get(`${LIST}?name=Blue`, afterMove);
    const shown = await schedulesLoader(first);
    expect(order(shown.layout.layout)).toBe("name,effectiveDate,category,-payer,plans,entries");
    expect(shown.layout).toMatchObject({ saved: true, open: true });
    // The saved filters are untouched by a layout; the control opens once.
    expect(shown.saved).toBe(false);
    const afterShown = cookieHeaderFrom(first.context.jar.commit(), afterMove);

    // Sign out: the session goes, the preference cookie with the layout stays.
    server.use(onCall(accounts.logout, () => new HttpResponse(null, { status: 204 })));
    const logout = formRequest("/logout", {}, { cookie: afterShown });
    const logoutContext = contextFor(logout);
    await logoutAction({ request: logout, context: logoutContext, params: {} });
    const afterLogout = cookieHeaderFrom(logoutContext.jar.commit(), afterShown);
    expect(afterLogout).not.toContain("cd_session");
    const cookie = `${afterLogout}; ${signedIn()}`;
    const again = await schedulesLoader(get(`${LIST}?saved=off`, cookie));
    expect(order(again.layout.layout)).toBe("name,effectiveDate,category,-payer,plans,entries");
    expect(again.layout).toMatchObject({ saved: true, open: false });

    // Reset: the default again, nothing saved for the list; an empty list state says so.
    const reset = columnsPost(`${LIST}?index`, cookie, "resetLayout", ["category"]);
    const answer = (await schedulesAction(reset)) as Response;
    expect(answer.headers.get("location")).toBe(`${LIST}?saved=off#list-columns`);
    expect(reset.context.jar.takeFlash()).toEqual({ kind: "success", key: "common:list.layoutReset" });
    expect(reset.context.jar.getPrefs().layouts).toEqual({});
    const afterReset = cookieHeaderFrom(reset.context.jar.commit(), cookie);
    const plain = await schedulesLoader(get(`${LIST}?saved=off`, afterReset));
    expect(order(plain.layout.layout)).toBe("name,category,effectiveDate,payer,plans,entries");
    expect(plain.layout.saved).toBe(false);
  });

  it("save the ticked columns in the order the form showed, the name always shown", async () => {
    const save = columnsPost(`${LIST}?index`, signedIn(), "saveLayout", ["plans", "category", "secret"], {
      layout: "plans,name,-category,entries",
    });
    await schedulesAction(save);
    expect(save.context.jar.getPrefs().layouts).toEqual({
      feeSchedules: "plans,name,category,-entries,-effectiveDate,-payer",
    });
  });

  it("through a fetcher answer data instead of a redirect, and leave the control as it was", async () => {
    const move = columnsPost(`${LIST}?index`, signedIn(), "moveDown:name", ALL, { js: "1" });
    const answer = await schedulesAction(move);
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer).toMatchObject({ data: { layoutSaved: true } });
    const cookie = cookieHeaderFrom(move.context.jar.commit(), signedIn());
    const shown = await schedulesLoader(get(`${LIST}?saved=off`, cookie));
    expect(order(shown.layout.layout)).toBe("category,name,effectiveDate,payer,plans,entries");
    expect(shown.layout.open).toBe(false);
  });

  it("are dropped alone when the cookie's value is out of bounds, and read forgivingly within them", async () => {
    const context = contextFor(new Request("http://app.test/"));
    context.jar.setPrefs({
      lng: "es-MX",
      lists: { feeSchedules: "?name=Blue" },
      layouts: { feeSchedules: `-payer,${"x".repeat(400)}` },
    });
    const tooLong = cookieHeaderFrom(context.jar.commit());
    const read = contextFor(new Request("http://app.test/", { headers: { cookie: tooLong } }));
    expect(read.jar.getPrefs()).toEqual({ lng: "es-MX", lists: { feeSchedules: "?name=Blue" } });

    const many = contextFor(new Request("http://app.test/"));
    many.jar.setPrefs({
      lng: "es-MX",
      layouts: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`l${i}`, "-a"])),
    });
    const tooMany = cookieHeaderFrom(many.jar.commit());
    expect(
      contextFor(new Request("http://app.test/", { headers: { cookie: tooMany } })).jar.getPrefs(),
    ).toEqual({
      lng: "es-MX",
    });

    const odd = contextFor(new Request("http://app.test/"));
    odd.jar.setPrefs({ layouts: { feeSchedules: "secret,-name,-payer,payer,-plans" } });
    const cookie = cookieHeaderFrom(odd.jar.commit(), signedIn());
    const shown = await schedulesLoader(get(`${LIST}?saved=off`, cookie));
    expect(order(shown.layout.layout)).toBe("name,-payer,-plans,category,effectiveDate,entries");
  });

  it("keep only the newest lists", async () => {
    const eight = contextFor(new Request("http://app.test/"));
    eight.jar.setPrefs({ layouts: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`l${i}`, "-a"])) });
    const cookie = cookieHeaderFrom(eight.jar.commit(), signedIn());
    const save = columnsPost(`${LIST}?index`, cookie, "saveLayout", ["category"]);
    await schedulesAction(save);
    const layouts = save.context.jar.getPrefs().layouts ?? {};
    expect(Object.keys(layouts)).toEqual(["l1", "l2", "l3", "l4", "l5", "l6", "l7", "feeSchedules"]);
  });

  it("leave the saved filters' own posts to them", async () => {
    const save = columnsPost(`${LIST}?index`, signedIn(), "saveFilters", [], { query: "?name=Blue" });
    const saved = (await schedulesAction(save)) as Response;
    expect(saved.headers.get("location")).toBe(`${LIST}?name=Blue`);
    expect(save.context.jar.getPrefs()).toEqual({ lists: { feeSchedules: "?name=Blue" } });
  });
});
