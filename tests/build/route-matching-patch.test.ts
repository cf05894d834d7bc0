import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type * as Router from "@remix-run/router";
import { beforeAll, describe, expect, it } from "vitest";
import { importServerBuild } from "./support/server-build";

/**
 * scripts/patch-router.mjs changes how the server's copy of @remix-run/router finds a match
 * (decision 047, and the whole-path check of decision 049). On the app's own route table, every
 * URL must match exactly as the published router matches it: the same routes, params and
 * pathnames. The browser's copy (the ES module) is the published code, so it is the reference.
 */
type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };

const require = createRequire(import.meta.url);
const patched = require(require.resolve("@remix-run/router")) as typeof Router;
let published: typeof Router;
let tree: Route[];
let patterns: string[];

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  const esm = path.join(path.dirname(require.resolve("@remix-run/router")), "router.js");
  published = (await import(pathToFileURL(esm).href)) as typeof Router;
  const build: ServerBuild = await importServerBuild();
  const children = (parentId: string | undefined): Route[] =>
    Object.values(build.routes)
      .filter((r) => r.parentId === parentId)
      .map((r) => ({ id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: children(r.id) }));
  tree = children(undefined);
  const full = (id: string): string => {
    const r = build.routes[id]!;
    const own = r.path ?? "";
    return r.parentId ? `${full(r.parentId)}/${own}` : own;
  };
  patterns = Object.keys(build.routes).map((id) => `/${full(id)}`.replace(/\/+/g, "/"));
});

/** Concrete URLs for a route pattern, and near misses around it. */
function urlsFor(pattern: string): string[] {
  const filled = pattern
    .replace(/:[A-Za-z]+\?/g, "opt-1")
    .replace(/:[A-Za-z]+/g, "id-1")
    .replace(/\*$/, "a/b");
  const encoded = pattern.replace(/:[A-Za-z]+\??/g, "a%20b%2Fc").replace(/\*$/, "x%2Fy");
  return [
    filled,
    `${filled}/`,
    filled.toUpperCase(),
    encoded,
    `${filled}/extra`,
    `${filled}/extra/deeper`,
    filled.replace(/\/[^/]*$/, "") || "/",
    `${filled}x`,
  ];
}

const describeMatch = (lib: typeof Router, routes: Route[], url: string) =>
  lib
    .matchRoutes(routes as never, url)
    ?.map((m) => ({ id: (m.route as Route).id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ??
  null;

describe("the patched route matching on the app's routes", () => {
  it("reads the app's route table", () => {
    expect(patterns.length).toBeGreaterThan(200);
  });

  it("matches every URL as the published router does", () => {
    const urls = new Set(["/", "/nope", "/provider/nope/deeper", "//provider//care-plans", ...patterns.flatMap(urlsFor)]);
    const leaves = new Set<string>();
    for (const url of urls) {
      const expected = describeMatch(published, tree, url);
      expect(describeMatch(patched, tree, url), url).toEqual(expected);
      if (expected) leaves.add(expected.at(-1)!.id);
    }
    // The URLs reach the routes themselves, not only the catch-all.
    expect(leaves.size).toBeGreaterThan(patterns.length * 0.9);
  });
});
