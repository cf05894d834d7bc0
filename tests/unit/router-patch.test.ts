import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import { describe, expect, it } from "vitest";

/**
 * The server's copy of @remix-run/router keeps its ranked route branches and compiled paths
 * (scripts/patch-router.mjs, decision 047). Matching must stay exactly what it was: each route
 * array gets its own matches, and a path compiled once matches every later URL the same way.
 */
const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
const router = require(routerFile) as typeof Router;

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
const ids = (routes: Route[], url: string) =>
  router.matchRoutes(routes as never, url)?.map((m) => (m.route as Route).id) ?? null;

function table(prefix: string): Route[] {
  return [
    {
      id: `${prefix}root`,
      path: "/",
      children: [
        { id: `${prefix}index`, index: true },
        { id: `${prefix}members`, path: "provider/members" },
        { id: `${prefix}member`, path: "provider/members/:patientId" },
        { id: `${prefix}new`, path: "provider/members/new" },
        { id: `${prefix}splat`, path: "*" },
      ],
    },
  ];
}

describe("the server's route matching (patched router)", () => {
  it("is the patched copy, so a new router version is noticed", () => {
    expect(
      readFileSync(routerFile, "utf8"),
      "run `node scripts/patch-router.mjs` (npm install does); update it for a new @remix-run/router",
    ).toContain("/* care-delivery-web: scripts/patch-router.mjs v2 */");
  });

  it("matches by rank, the same on every call", () => {
    const routes = table("");
    for (let i = 0; i < 3; i++) {
      expect(ids(routes, "/provider/members/new")).toEqual(["root", "new"]);
      expect(ids(routes, "/provider/members/p-1")).toEqual(["root", "member"]);
      expect(ids(routes, "/PROVIDER/members")).toEqual(["root", "members"]);
      expect(ids(routes, "/")).toEqual(["root", "index"]);
      expect(ids(routes, "/elsewhere/deep")).toEqual(["root", "splat"]);
    }
    expect(router.matchRoutes(routes as never, "/provider/members/p-1")?.[1]?.params).toEqual({
      patientId: "p-1",
      "*": undefined,
    });
  });

  it("answers each route array with its own routes", () => {
    const first = table("a-");
    const second = table("b-");
    expect(ids(first, "/provider/members")).toEqual(["a-root", "a-members"]);
    expect(ids(second, "/provider/members")).toEqual(["b-root", "b-members"]);
    expect(ids(first, "/provider/members")).toEqual(["a-root", "a-members"]);
  });

  it("keeps case sensitivity and partial matching apart for the same path", () => {
    expect(router.matchPath({ path: "/Care", caseSensitive: true }, "/care")).toBeNull();
    expect(router.matchPath({ path: "/Care", caseSensitive: false }, "/care")).not.toBeNull();
    expect(router.matchPath({ path: "/care", end: false }, "/care/plans")?.pathnameBase).toBe("/care");
    expect(router.matchPath({ path: "/care", end: true }, "/care/plans")).toBeNull();
  });
});
