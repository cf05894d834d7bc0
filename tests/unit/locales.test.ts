import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "~/i18n/config";
import { SUPPORTED_LANGUAGES } from "@contract/languages";
import { baseText, expectedKeys } from "../../scripts/i18n-plurals.mjs";

type Tree = { [key: string]: string | Tree };
type Locales = Record<string, Record<string, Tree>>;

const ROOT = path.resolve("public/locales");

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

/** The names interpolated, whatever their format: "{{count, number}}" is `count`. */
function placeholders(text: string) {
  return [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
}

/**
 * Every problem of every locale against the base language: missing, extra, empty, placeholders.
 * A plural key is expected in the locale's own plural forms (Korean `_other` only, Spanish `_many`
 * too), each compared with the base language's form of that category, or its `_other`.
 */
export function compareLocales(locales: Locales, base = "en-US"): string[] {
  const problems: string[] = [];
  const baseKeys: Record<string, string> = {};
  for (const [ns, tree] of Object.entries(locales[base] ?? {})) {
    for (const [key, value] of Object.entries(flatten(tree))) baseKeys[`${ns}:${key}`] = value;
  }
  for (const [lng, namespaces] of Object.entries(locales)) {
    if (lng === base) continue;
    const keys: Record<string, string> = {};
    for (const [ns, tree] of Object.entries(namespaces)) {
      for (const [key, value] of Object.entries(flatten(tree))) keys[`${ns}:${key}`] = value;
    }
    const expected = expectedKeys(Object.keys(baseKeys), lng);
    for (const key of expected) {
      const text = baseText(baseKeys, key)!;
      if (!(key in keys)) problems.push(`${lng} misses ${key}`);
      else if (!keys[key]!.trim()) problems.push(`${lng} has an empty ${key}`);
      else if (placeholders(keys[key]!).join() !== placeholders(text).join())
        problems.push(`${lng} ${key} placeholders differ`);
    }
    const wanted = new Set(expected);
    for (const key of Object.keys(keys))
      if (!wanted.has(key)) problems.push(`${lng} has ${key}, which en-US lacks`);
  }
  return problems;
}

function readLocales(): Locales {
  const locales: Locales = {};
  for (const lng of readdirSync(ROOT)) {
    locales[lng] = {};
    for (const file of readdirSync(path.join(ROOT, lng)).filter((f) => f.endsWith(".json"))) {
      locales[lng]![file.replace(/\.json$/, "")] = JSON.parse(
        readFileSync(path.join(ROOT, lng, file), "utf8"),
      ) as Tree;
    }
  }
  return locales;
}

describe("translations", () => {
  const locales = readLocales();

  it("has a folder for each of the ten languages and nothing else", () => {
    expect(Object.keys(locales).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it("has every namespace file in every language", () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      expect(Object.keys(locales[lng] ?? {}).sort(), lng).toEqual([...NAMESPACES].sort());
    }
  });

  it("gives every language exactly the keys en-US has, non-empty, with the same placeholders", () => {
    expect(compareLocales(locales)).toEqual([]);
  });

  it("fails when one key is removed from one language", () => {
    const broken = structuredClone(locales);
    delete (broken["es-MX"]!.common as Tree).appName;
    expect(compareLocales(broken)).toContain("es-MX misses common:appName");
  });

  it("fails when a language has a key en-US lacks or a changed placeholder", () => {
    const broken = structuredClone(locales);
    (broken["ko-KR"]!.common as Tree).surplus = "x";
    (broken["ja-JP"]!.validation as Tree).tooLong = "最大 {{maximum}}";
    const problems = compareLocales(broken);
    expect(problems).toContain("ko-KR has common:surplus, which en-US lacks");
    expect(problems).toContain("ja-JP validation:tooLong placeholders differ");
  });

  it("expects a plural key in each language's own forms, no more and no fewer", () => {
    const broken = structuredClone(locales);
    const bulk = (lng: string) => (broken[lng]!.clinicSetup as Tree).bulk as Tree;
    delete bulk("es-MX").patients_many;
    bulk("ko-KR").patients_one = "{{count, number}}명";
    bulk("hi-IN").patients_one = "{{number}} मरीज़";
    const problems = compareLocales(broken);
    expect(problems).toContain("es-MX misses clinicSetup:bulk.patients_many");
    expect(problems).toContain("ko-KR has clinicSetup:bulk.patients_one, which en-US lacks");
    expect(problems).toContain("hi-IN clinicSetup:bulk.patients_one placeholders differ");
    // Korean's one form and Spanish's three are what en-US's two stand for.
    expect(compareLocales(locales).filter((p) => p.includes("bulk.patients"))).toEqual([]);
  });
});
