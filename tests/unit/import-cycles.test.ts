import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The reference upstream is a separate program whose areas are listed explicitly
 * (reference-api/areas.ts); no module of it may import, directly or through others, a module that
 * imports it back, type imports included (as madge counts them: a type cycle is still two modules
 * that cannot be understood apart). Relative imports only: it imports nothing from the app.
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gm)].map(
    (m) => m[1]!,
  );
  return specifiers.map((s) => {
    const base = path.resolve(path.dirname(file), s);
    return (
      [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      }) ?? base
    );
  });
}

export function findCycles(root: string): string[][] {
  const graph = new Map(files(root).map((f) => [f, importsOf(f)]));
  const cycles: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "visiting") {
      cycles.push([...stack.slice(stack.indexOf(file)), file].map((f) => path.relative(root, f)));
      return;
    }
    state.set(file, "visiting");
    stack.push(file);
    for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next);
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe("import cycles", () => {
  it("finds a cycle when there is one", () => {
    const fixture = path.resolve("tests/unit/fixtures/import-cycle");
    expect(findCycles(fixture)).toEqual([["a.ts", "b.ts", "a.ts"]]);
  });

  it("the reference upstream has none", () => {
    expect(findCycles(path.resolve("reference-api"))).toEqual([]);
  });
});
