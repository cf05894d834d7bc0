import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Import cycles and layering (issue 39 §4).
 *
 * - The reference upstream is a separate program whose areas are listed explicitly
 *   (reference-api/areas.ts); no module of it may import, directly or through others, a module
 *   that imports it back, type imports included (as madge counts them: a type cycle is still two
 *   modules that cannot be understood apart).
 * - Over app/, contract/, server/ and reference-api/ together (relative imports and the `~/` and
 *   `@contract/` aliases of tsconfig.json), no module imports itself back through others at run
 *   time: type-only imports (`import type`, or every name `type`) are erased and do not count.
 * - app/domain holds pure rules: no Node built-in, and nothing of app/upstream, app/session,
 *   app/http or app/routes (eslint's `no-restricted-imports` says so too; this reads the resolved
 *   files, whatever the spelling of the import).
 */

const ROOT = path.resolve(".");
const ALIASES: [prefix: string, dir: string][] = [
  ["~/", path.join(ROOT, "app")],
  ["@contract/", path.join(ROOT, "contract")],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(entry) && !/\.d\.ts$/.test(entry) ? [full] : [];
  });
}

function isFile(candidate: string) {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The file an import names, or null when it is a package (or not a source file). */
function resolve(from: string, specifier: string, aliases: boolean): string | null {
  let base: string | null = null;
  if (specifier.startsWith("./") || specifier.startsWith("../"))
    base = path.resolve(path.dirname(from), specifier);
  else if (aliases)
    for (const [prefix, dir] of ALIASES)
      if (specifier.startsWith(prefix)) base = path.join(dir, specifier.slice(prefix.length));
  if (base === null) return null;
  const stripped = base.replace(/\.js$/, "");
  return (
    [
      base,
      `${stripped}.ts`,
      `${stripped}.tsx`,
      path.join(base, "index.ts"),
      path.join(base, "index.tsx"),
    ].find((candidate) => /\.tsx?$/.test(candidate) && isFile(candidate)) ?? null
  );
}

interface Import {
  specifier: string;
  /** Erased at run time: `import type`, `export type`, or every named binding a type. */
  typeOnly: boolean;
}

/** The static imports and re-exports of a source file (dynamic `import()` loads later: no cycle). */
export function importsOf(file: string, source = readFileSync(file, "utf8")): Import[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly ||
        (!!clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly });
    }
  }
  return found;
}

type Graph = Map<string, string[]>;

function graphOf(roots: string[], options: { types: boolean; aliases: boolean }): Graph {
  const graph: Graph = new Map();
  for (const root of roots)
    for (const file of files(root))
      graph.set(
        file,
        importsOf(file)
          .filter((i) => options.types || !i.typeOnly)
          .map((i) => resolve(file, i.specifier, options.aliases))
          .filter((target): target is string => target !== null),
      );
  return graph;
}

/** Each cycle (one per strongly connected set of modules), as paths relative to `base`, closed. */
export function cyclesOf(graph: Graph, base: string): string[][] {
  // Tarjan's strongly connected components, then one shortest cycle through each component's
  // first file (sorted), so the report is stable and names a real chain of imports.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  const strong = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        strong(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfLoop = component.length === 1 && (graph.get(file) ?? []).includes(file);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) strong(file);

  return components
    .map((component) => {
      const members = new Set(component);
      const start = component[0]!;
      // Breadth-first from start, inside the component, back to start.
      const previous = new Map<string, string>();
      const queue = [start];
      let last: string | undefined;
      while (queue.length && !last) {
        const file = queue.shift()!;
        for (const next of graph.get(file) ?? []) {
          if (!members.has(next)) continue;
          if (next === start) {
            last = file;
            break;
          }
          if (previous.has(next)) continue;
          previous.set(next, file);
          queue.push(next);
        }
      }
      const chain = [start];
      for (let file = last!; file !== start; file = previous.get(file)!) chain.splice(1, 0, file);
      return [...chain, start].map((file) => path.relative(base, file));
    })
    .sort((a, b) => a.join().localeCompare(b.join()));
}

/** The reference upstream's own cycles (relative imports, type imports included). */
export function findCycles(root: string): string[][] {
  return cyclesOf(graphOf([root], { types: true, aliases: false }), root);
}

/**
 * Cycles kept on purpose, each with the reason a fix is larger than a move: the cycle's files
 * (sorted, relative to the repository's top) joined by " ". Empty: there is none. (Counting type
 * imports too, one remains and is meant: app/domain/code-lists/index.ts and code-list-schemas.ts
 * name each other's types so the list pages load no zod; types are erased, so no load order.)
 */
const ALLOWED_CYCLES: Record<string, string> = {};

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const DOMAIN = path.join(ROOT, "app/domain");
const NOT_FOR_DOMAIN = ["app/upstream", "app/session", "app/http", "app/routes"].map((dir) =>
  path.join(ROOT, dir),
);

describe("import cycles", () => {
  it("finds a cycle when there is one", () => {
    const fixture = path.resolve("tests/unit/fixtures/import-cycle");
    expect(findCycles(fixture)).toEqual([["a.ts", "b.ts", "a.ts"]]);
  });

  it("counts a type-only import as erased", () => {
    const imports = importsOf(
      "x.ts",
      [
        'import type { A } from "./a";',
        'import { type B, type C } from "./b";',
        'import { type D, e } from "./d";',
        'export type { F } from "./f";',
        'export * from "./g";',
        'import "./h";',
      ].join("\n"),
    );
    expect(imports.map((i) => [i.specifier, i.typeOnly])).toEqual([
      ["./a", true],
      ["./b", true],
      ["./d", false],
      ["./f", true],
      ["./g", false],
      ["./h", false],
    ]);
  });

  it("the reference upstream has none", () => {
    expect(findCycles(path.resolve("reference-api"))).toEqual([]);
  });

  it("app/, contract/, server/ and reference-api/ have none at run time", () => {
    const graph = graphOf(
      ["app", "contract", "server", "reference-api"].map((dir) => path.join(ROOT, dir)),
      { types: false, aliases: true },
    );
    expect(graph.size).toBeGreaterThan(500);
    const cycles = cyclesOf(graph, ROOT).filter(
      (cycle) => !(new Set(cycle).size > 0 && [...new Set(cycle)].sort().join(" ") in ALLOWED_CYCLES),
    );
    expect(cycles.map((cycle) => cycle.join(" -> "))).toEqual([]);
  });

  it("app/domain imports no Node built-in and nothing of upstream, session, http or routes", () => {
    const wrong: string[] = [];
    for (const file of files(DOMAIN))
      for (const { specifier } of importsOf(file)) {
        const name = path.relative(ROOT, file);
        if (NODE_BUILTINS.has(specifier) || NODE_BUILTINS.has(specifier.split("/")[0]!))
          wrong.push(`${name}: ${specifier}`);
        const target = resolve(file, specifier, true);
        if (target && NOT_FOR_DOMAIN.some((dir) => target.startsWith(dir + path.sep)))
          wrong.push(`${name}: ${specifier}`);
      }
    expect(wrong).toEqual([]);
  });
});
