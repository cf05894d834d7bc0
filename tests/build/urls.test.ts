import { readFileSync } from "node:fs";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { contextFor } from "../support/context";
import { importServerBuild } from "./support/server-build";

/**
 * Every URL the app answers, as the build's route tree: the pattern, whether it is an index, and
 * the layout it renders in. `urls.txt` is the list as it was before the routes moved into area
 * folders; moving or renaming a route file must not change it. A new URL is added to the list in
 * the same change.
 */
let build: ServerBuild;
beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  build = await importServerBuild();
});

function fullPath(routes: ServerBuild["routes"], id: string) {
  const parts: string[] = [];
  for (let r = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined) if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`;
}

function urlList(routes: ServerBuild["routes"]) {
  return Object.values(routes)
    .filter((r) => r.id !== "root")
    .map((r) => {
      const parent = r.parentId && r.parentId !== "root" ? `  in ${fullPath(routes, r.parentId)}` : "";
      return `${fullPath(routes, r.id)}${r.index ? " (index)" : ""}${parent}`;
    })
    .sort();
}

const expected = readFileSync(new URL("./urls.txt", import.meta.url), "utf8").trim().split("\n");

describe("the URL map", () => {
  it("answers the same URLs, in the same layouts, as the list", () => {
    expect(urlList(build.routes)).toEqual(expected);
  });

  // Walks every URL of the list through the built app (no session, no upstream): each is
  // matched by its own route (a sign-in redirect, a page, a refusal) and never falls through
  // to the page-not-found route, which only the splat answers.
  const patterns = [...new Set(expected.map((line) => line.split(" ")[0]!))];
  // Resource routes whose sample address names nothing: their own 404 (this type), not the page's.
  const OWN_NOT_FOUND: Record<string, string> = {
    "/calendar-feed/:file": "text/plain; charset=utf-8",
    "/branding/:orgId/:file": "text/plain; charset=utf-8",
  };
  it.each(patterns)("%s is answered by its route", async (pattern) => {
    const handler = createRequestHandler(build, "production");
    const url = `http://app.test${pattern.replace(/:[A-Za-z]+/g, "12345").replace("*", "no-such-page")}`;
    const request = new Request(url, { redirect: "manual" });
    const response = await handler(request, contextFor(request));
    await response.body?.cancel();
    if (pattern === "/*") expect(response.status).toBe(404);
    else if (OWN_NOT_FOUND[pattern]) {
      expect(response.status, url).toBe(404);
      expect(response.headers.get("content-type"), url).toBe(OWN_NOT_FOUND[pattern]);
    } else expect(response.status, url).not.toBe(404);
  });
});
