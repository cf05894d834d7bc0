// Run after every install (package.json "postinstall"). Patches the CommonJS copy of
// @remix-run/router, the one Node loads for the server render; the browser bundle is built from
// its ES module copy, which stays as published. Decision 047 says why and what it saves.
//
// 1. `matchRoutes` flattens and ranks the whole route table on every call, about three times a
//    request; the ranked branches are now kept per route array (a WeakMap: on the server the
//    arrays are built once per build and never changed in place).
// 2. `compilePath` builds a regular expression for every route it tries on every match; the
//    result (a stateless RegExp and its parameter names) is now kept per path.
//
// Idempotent. If the router's source no longer has the expected lines (a new version), it says
// so and changes nothing: the app still works, and tests/build/router-patch.test.ts fails until
// this script is brought up to date.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const MARKER = "/* care-delivery-web: scripts/patch-router.mjs */";

const EDITS = [
  [
    "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;\n",
    "  let branches = rankedBranches(routes);\n  let matches = null;\n",
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
