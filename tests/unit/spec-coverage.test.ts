import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { Call } from "@contract/call";
import { AREAS, CALLS } from "@contract/index";
import { NOT_UPSTREAM, SERVED_BY, SPEC_CALLS, type SpecCall } from "@contract/spec-calls";
import type { CodeListType } from "~/domain/code-lists";
import { CODE_LISTS } from "~/code-lists/registry.server";
import { MASTER_DATA_LISTS } from "~/domain/code-lists/master-data";

/**
 * Issue 40's proof: every call spec part 1 §7 and part 2 §7 lists is made by the app, or served
 * by another call (a line in the area's notes says which and why). A call in neither fails, and
 * so does a note that no longer says anything true (the call is made after all, or listed twice).
 */

const ROOT = path.resolve(".");

/** A call's method and path with its parameters' names left out: `/a/{id}` and `/a/{x}` are one call. */
const keyOf = (call: { method: string; path: string }) =>
  `${call.method} ${call.path.replace(/\{[^}]+\}/g, "{}")}`;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.d\.ts$/.test(entry) ? [full] : [];
  });
}

const AREA_ENTRIES = AREAS as unknown as Record<string, Record<string, Call>>;

/**
 * The entries app code names: `<area>.<name>` where `<area>` is the area's object imported from
 * a contract module (under any local name). The app's upstream modules call through entries this
 * way (`client.invoke(claims.getPayer, ...)`, `pathOf(entry)` with `entry = exports.patients`); a
 * type position (`typeof claims.getPayer`) or a call id in a string (`useOffered("claims.x")`)
 * sends nothing and is not counted.
 */
function entriesNamedByApp(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const file of sourceFiles(path.join(ROOT, "app"))) {
    const text = readFileSync(file, "utf8");
    if (!text.includes("@contract/")) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const areaOf = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (!from.startsWith("@contract/")) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue;
        const imported = (element.propertyName ?? element.name).text;
        if (imported in AREA_ENTRIES) areaOf.set(element.name.text, imported);
      }
    }
    if (areaOf.size === 0) continue;
    const visit = (node: ts.Node) => {
      let area: string | undefined;
      let name: string | undefined;
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        area = areaOf.get(node.expression.text);
        name = node.name.text;
      } else if (
        ts.isElementAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        ts.isStringLiteral(node.argumentExpression)
      ) {
        area = areaOf.get(node.expression.text);
        name = node.argumentExpression.text;
      }
      const entry = area && name ? AREA_ENTRIES[area]![name] : undefined;
      if (entry) named.set(entry.id, [...(named.get(entry.id) ?? []), path.relative(ROOT, file)]);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return named;
}

/**
 * The calls the code lists make by path (app/upstream/code-lists.server.ts): each list's are
 * built from its description (app/domain/code-lists/), so they are read from the descriptions the
 * app serves: the list (or its POST search), the groups, the lookup by identity, and create, change
 * and delete where the description offers them (views have no fields: nothing is created there).
 */
function codeListCalls(): Map<string, string> {
  const calls = new Map<string, string>();
  const types: [string, CodeListType][] = [
    ...Object.entries(CODE_LISTS),
    ...Object.entries(MASTER_DATA_LISTS).map(([slug, type]): [string, CodeListType] => [
      `masterData/${slug}`,
      type,
    ]),
  ];
  for (const [name, type] of types) {
    const { api } = type;
    const add = (method: string, callPath: string) =>
      calls.set(keyOf({ method, path: callPath }), `code list ${name}`);
    if (api.searchByPost) add("POST", `${api.base}/search`);
    else add("GET", api.base + (api.list ?? ""));
    if (type.grouped && api.grouped) add("GET", api.base + api.grouped);
    if (api.lookup) add("GET", api.base);
    if (type.fields.length > 0) add("POST", api.base);
    if (type.edit) add("PUT", `${api.base}/{id}`);
    if (type.remove)
      add("DELETE", api.deleteAt ? `${api.deleteAt}/{id}` : `${api.base}${api.deleteUnder ?? ""}/{id}`);
  }
  return calls;
}

const ENTRY_BY_KEY = new Map(CALLS.map((call) => [keyOf(call), call]));

/**
 * The calls app code writes as a path (a string or a template whose `${...}` are one segment each):
 * the live-events stream's configured default, a task completed from a care plan. A path says no
 * method, so it counts only when a single entry has that path.
 */
function literalPathCalls(): Map<string, string> {
  const calls = new Map<string, string>();
  const byPath = new Map<string, Call[]>();
  for (const call of CALLS) {
    const shape = call.path.replace(/\{[^}]+\}/g, "{}");
    byPath.set(shape, [...(byPath.get(shape) ?? []), call]);
  }
  for (const file of sourceFiles(path.join(ROOT, "app"))) {
    const text = readFileSync(file, "utf8");
    if (!text.includes("/api/")) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      let shape: string | undefined;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) shape = node.text;
      else if (ts.isTemplateExpression(node))
        shape = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join("");
      const matches = shape?.startsWith("/api/") ? byPath.get(shape) : undefined;
      if (matches?.length === 1) calls.set(keyOf(matches[0]!), path.relative(ROOT, file));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

const NAMED = entriesNamedByApp();
const BY_PATH = new Map([...literalPathCalls(), ...codeListCalls()]);

/** Each spec call once, with every list that names it. */
function uniqueSpecCalls(): Map<string, SpecCall & { sections: string[] }> {
  const unique = new Map<string, SpecCall & { sections: string[] }>();
  for (const call of SPEC_CALLS) {
    const key = keyOf(call);
    const seen = unique.get(key);
    if (seen) seen.sections.push(call.section);
    else unique.set(key, { ...call, sections: [call.section] });
  }
  return unique;
}

const SPEC = uniqueSpecCalls();

/** How the app makes the call, or null when it does not. */
function madeBy(key: string): string | null {
  const entry = ENTRY_BY_KEY.get(key);
  if (entry && NAMED.has(entry.id)) return entry.id;
  return BY_PATH.get(key) ?? null;
}

const AREA_PAGES = new Set(
  readdirSync(path.join(ROOT, "docs/areas")).map((file) => file.replace(/\.md$/, "")),
);
const NOTES_HEADING = "## Calls the app serves with another call";

/** The lines of an area page's notes section (up to the next heading of the same level). */
function notesSection(area: string): string {
  const text = readFileSync(path.join(ROOT, "docs/areas", `${area}.md`), "utf8");
  const start = text.indexOf(NOTES_HEADING);
  if (start < 0) return "";
  const rest = text.slice(start + NOTES_HEADING.length);
  const end = rest.search(/\n## /);
  // Lines are wrapped where they fall, so a call's name may break over two.
  return (end < 0 ? rest : rest.slice(0, end)).replace(/\s+/g, " ");
}

describe("the spec's documented calls (issue 40)", () => {
  it("are transcribed once per list, as /api paths", () => {
    const perSection = new Set<string>();
    for (const call of SPEC_CALLS) {
      expect(call.path, call.section).toMatch(/^\/api\/[^?\s]*[^/]$/);
      expect(call.section).toMatch(/^part [12] §7 \S/);
      const key = `${call.section} ${keyOf(call)}`;
      expect(perSection.has(key), `${key} twice`).toBe(false);
      perSection.add(key);
    }
  });

  it("scan the app's entry references from real call sites", () => {
    // The scan must see the app's ordinary calls; a scan broken by a refactor would else make
    // every call look unmade and only the notes would say so.
    expect(NAMED.get("claims.getPayer")).toContain("app/upstream/payers.server.ts");
    expect(NAMED.get("exports.patients")).toContain("app/upstream/exports.server.ts");
    expect(BY_PATH.get("GET /api/claims-modifiers")).toBe("code list modifiers");
    expect(BY_PATH.get("DELETE /api/meta/role/{}")).toBe("code list masterData/role");
    expect(BY_PATH.has("POST /api/meta/device")).toBe(false);
    expect(BY_PATH.get("GET /api/events/stream")).toBe("app/config.server.ts");
  });

  it("are made by the app or served by another call", () => {
    const served = new Map(SERVED_BY.map((note) => [keyOf(note), note]));
    const counts = { made: 0, servedOtherwise: 0 };
    const neither: string[] = [];
    for (const [key, call] of SPEC) {
      if (madeBy(key)) counts.made++;
      else if (served.has(key)) counts.servedOtherwise++;
      else neither.push(`${call.method} ${call.path} (${call.sections.join("; ")})`);
    }
    console.info(
      [
        `spec calls: ${SPEC.size} (${SPEC_CALLS.length} lines; ${NOT_UPSTREAM.length} more are no /api call)`,
        `made by the app: ${counts.made}`,
        `served by another call: ${counts.servedOtherwise}`,
      ].join("\n"),
    );
    expect(neither, "calls neither made nor served by another").toEqual([]);
  });

  it("served-by notes name spec calls the app does not make, each once", () => {
    const seen = new Set<string>();
    for (const line of SERVED_BY) {
      const key = keyOf(line);
      expect(SPEC.has(key), `${key} is no spec call`).toBe(true);
      expect(madeBy(key), `${key} is made by the app: its note goes`).toBeNull();
      expect(seen.has(key), `${key} is listed twice`).toBe(false);
      seen.add(key);
    }
  });

  it("each served-by note names a contract entry or an app route, and its area page has the line", () => {
    const ids = new Set<string>(CALLS.map((call) => call.id));
    for (const note of SERVED_BY) {
      const key = keyOf(note);
      // A route (an app URL) may serve a need where no single call does.
      if (note.servedBy.startsWith("/")) expect(note.servedBy, key).not.toMatch(/^\/api\//);
      else {
        expect(ids.has(note.servedBy), `${key}: ${note.servedBy} is no entry`).toBe(true);
        expect(
          madeBy(keyOf(CALLS.find((call) => call.id === note.servedBy)!)),
          `${note.servedBy} is not made`,
        ).not.toBeNull();
      }
      expect(note.why.length, key).toBeGreaterThan(30);
      expect(AREA_PAGES.has(note.area), `${key}: no docs/areas/${note.area}.md`).toBe(true);
      expect(notesSection(note.area), `${key} in docs/areas/${note.area}.md`).toContain(
        `\`${note.method} ${note.path}\``,
      );
    }
  });

  it("what the lists name outside /api is made where the app says", () => {
    for (const thing of NOT_UPSTREAM)
      expect(readFileSync(path.join(ROOT, thing.madeIn), "utf8"), thing.what).toContain(thing.marker);
  });
});
