import type { ServerBuild } from "@remix-run/node";
// The copy Remix's server runtime matches with (scripts/patch-router.mjs keeps its ranked routes
// and compiled paths), so a second match here costs a few regular expressions, not a ranking.
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";

/**
 * A request's route as the metrics name it (decision 061): the matched route's URL pattern
 * (`/provider/members/:patientId/notes`), never the path with its ids, so one page is one series
 * however many patients it shows. What matches no route (the catch-all's 404) is `unmatched`.
 */

export const UNMATCHED = "unmatched";

type Manifest = ServerBuild["routes"];

// Each build's route tree is made once: production has one build, development one per change.
const trees = new WeakMap<Manifest, AgnosticRouteObject[]>();

/**
 * A match tries the build's ~250 route branches in rank order (tens of microseconds); the pages
 * people reload and the lists they page through come back with the same path, answered from here.
 * Bounded as the router's own compiled paths are: full, it starts again.
 */
const MAX_REMEMBERED = 5000;
const labels = new WeakMap<Manifest, Map<string, string>>();

function treeOf(manifest: Manifest): AgnosticRouteObject[] {
  let tree = trees.get(manifest);
  if (tree) return tree;
  const byParent = new Map<string, Manifest[string][]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const parent = route.parentId ?? "";
    byParent.set(parent, [...(byParent.get(parent) ?? []), route]);
  }
  const make = (parentId: string): AgnosticRouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: make(route.id) },
    );
  tree = make("");
  trees.set(manifest, tree);
  return tree;
}

/** The route pattern of a path the Remix handler served (a single-fetch `.data` path too). */
export function routeLabel(manifest: Manifest, pathname: string): string {
  let known = labels.get(manifest);
  if (!known) labels.set(manifest, (known = new Map()));
  let label = known.get(pathname);
  if (label === undefined) {
    label = match(manifest, pathname);
    // A long path (anyone can send one) is matched but not kept: the memory stays small.
    if (pathname.length > 200) return label;
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(pathname, label);
  }
  return label;
}

function match(manifest: Manifest, pathname: string): string {
  const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const matches = matchRoutes(treeOf(manifest), path);
  const leaf = matches?.[matches.length - 1];
  if (!matches || !leaf || leaf.route.id === "root") return UNMATCHED;
  const pattern = `/${matches
    .map((match) => match.route.path)
    .filter((segment): segment is string => !!segment)
    .join("/")}`.replace(/\/{2,}/g, "/");
  // The catch-all route (`_shell+/$.tsx`) is how an unknown URL gets its 404 page.
  return pattern === "/*" ? UNMATCHED : pattern;
}
