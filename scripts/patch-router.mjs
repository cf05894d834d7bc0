// Run after every install (package.json "postinstall"). Patches the CommonJS copy of
// @remix-run/router, the one Node loads for the server render; the browser bundle is built from
// its ES module copy, which stays as published. Decision 047 says why and what it saves.
//
// 1. `matchRoutes` flattens and ranks the whole route table on every call, about three times a
//    request; the ranked branches are now kept per route array (a WeakMap: on the server the
//    arrays are built once per build and never changed in place).
// 2. `compilePath` builds a regular expression for every route it tries on every match; the
//    result (a stateless RegExp and its parameter names) is now kept per path.
// 3. `matchRoutes` tries the branches in rank order, and each try matches the branch's routes
//    one by one, allocating a match for every pathless layout before the leaf refuses. It runs
//    about six times a request (the request, the render, lazy route discovery's parent paths)
//    over some 240 branches. A branch is now tried only when its whole path's expression
//    matches the URL: a necessary condition (the segments' expressions, joined, make the whole
//    path's; case-insensitive, so a case-sensitive route is checked the full way). Partial
//    matching (client-side discovery) is left as it was.
//
// Idempotent. If the router's source no longer has the expected lines (a new version), it says
// so and changes nothing: the app still works, and tests/build/router-patch.test.ts fails until
// this script is brought up to date.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

// The version names the set of edits: a copy patched by an older set is noticed below.
const MARKER = "/* care-delivery-web: scripts/patch-router.mjs v2 */";
const OLDER_MARKER = "/* care-delivery-web: scripts/patch-router.mjs */";

const EDITS = [
  [
    "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;\n",
    "  let branches = rankedBranches(routes);\n  let matches = null;\n",
  ],
  [
    "    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n",
    "    if (!allowPartial && !compilePath(branches[i].path, false, true)[0].test(decoded)) continue;\n    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n",
  ],
  [
    "function compilePath(path, caseSensitive, end) {\n",
    `${MARKER}
const rankedBranchesByRoutes = new WeakMap();
function rankedBranches(routes) {
  let branches = rankedBranchesByRoutes.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesByRoutes.set(routes, branches);
  }
  return branches;
}
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive === true ? "1" : "0") + (end === false ? "0" : "1") + path;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    compiled = compilePathOnce(path, caseSensitive, end);
    if (compiledPaths.size >= 5000) compiledPaths.clear();
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathOnce(path, caseSensitive, end) {
`,
  ],
];

let file;
try {
  file = createRequire(import.meta.url).resolve("@remix-run/router");
} catch {
  process.exit(0); // not installed (an install without the app's dependencies)
}
const source = readFileSync(file, "utf8");
if (source.includes(MARKER)) process.exit(0);
if (source.includes(OLDER_MARKER)) {
  console.warn(
    `patch-router: ${file} has an older set of this patch's edits; reinstall it to patch it again: rm -rf node_modules/@remix-run/router && npm install`,
  );
  process.exit(0);
}
const missing = EDITS.filter(([from]) => !source.includes(from));
if (missing.length) {
  console.warn(
    `patch-router: ${file} does not have the lines this patch expects (a new @remix-run/router?); left unpatched. Update scripts/patch-router.mjs.`,
  );
  process.exit(0);
}
writeFileSync(
  file,
  EDITS.reduce((text, [from, to]) => text.replace(from, to), source),
);
console.log(`patch-router: ${file} remembers ranked routes and compiled paths`);
