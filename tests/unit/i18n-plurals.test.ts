import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInstance, type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { formatNumber } from "~/domain/format";
import { i18nConfig } from "~/i18n/config";
import { loadLocales } from "~/i18n/i18n.server";
import { SUPPORTED_LANGUAGES } from "@contract/languages";
import { isPluralKey, pluralBase, pluralCategories } from "../../scripts/i18n-plurals.mjs";

/**
 * Counts people read (issue 38): "1 lane", never "1 lanes". A count goes into a plural key
 * (`key_one`, `key_other`, ...: i18next picks the form with `count`), in every language the forms
 * of its CLDR categories, and it is written with the language's grouping ("12,520"). Whether the
 * languages have the same keys at all is tests/unit/locales.test.ts's.
 */

type Tree = { [key: string]: string | Tree };
/** language → "ns:dotted.key" → text */
type Texts = Record<string, Record<string, string>>;

const ROOT = path.resolve("public/locales");

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

function readTexts(): Texts {
  const texts: Texts = {};
  for (const lng of readdirSync(ROOT)) {
    texts[lng] = {};
    for (const file of readdirSync(path.join(ROOT, lng)).filter((f) => f.endsWith(".json"))) {
      const ns = file.replace(/\.json$/, "");
      const tree = JSON.parse(readFileSync(path.join(ROOT, lng, file), "utf8")) as Tree;
      for (const [key, text] of Object.entries(flatten(tree))) texts[lng]![`${ns}:${key}`] = text;
    }
  }
  return texts;
}

/** Variables that hold a number of things (or a limit of them), by name. */
const COUNT_NAMES = new Set([
  "count",
  "n",
  "number",
  "total",
  "shown",
  "max",
  "min",
  "page",
  "lanes",
  "patients",
  "appointments",
  "entries",
  "payers",
  "plans",
  "goals",
  "tasks",
  "days",
  "weeks",
  "hours",
  "minutes",
  "booked",
  "capacity",
  "imported",
  "processed",
  "active",
]);
const isCountName = (name: string) => COUNT_NAMES.has(name) || /Count$/.test(name);

/**
 * Numbers that no word agrees with, each with why; everything else that interpolates a count is
 * a plural key, or shows it as a label's value ("Lanes selected: 3", "Send the invitations (3)").
 */
const NOT_COUNTS: Record<string, Record<string, string>> = {
  "appointments:actions.errors.dose": { max: "the highest dose number: from 1 to N" },
  "carePlans:errors.weekInvalid": { max: "the last week's number: from 1 to N" },
  "carePlans:errors.tooBig": { max: "the largest number allowed" },
  "patient:assessment.scaleHint": { min: "the scale's lowest value", max: "its highest" },
  "patient:assessment.numberHint": { min: "the lowest number allowed", max: "the highest" },
  "patient:assessment.numberRange": { min: "the lowest number allowed", max: "the highest" },
  "provider:picture.hint": { min: "a range's lower end: the unit follows the upper one" },
  "patientRequests:selectionHint": { max: "a limit in parentheses; its noun is the sentence's" },
  "exports:intro": { max: "a limit in parentheses; its noun is the sentence's" },
  "claims:claim.title": { number: "the claim's number, an identifier" },
  "members:appointments.week": { n: "an ordinal: Week 3" },
  "surveys:question.editTitle": { n: "an ordinal: Question 3" },
  "surveys:question.editHeading": { n: "an ordinal: Question 3" },
  "providers:patients.percent": { n: "a percentage" },
  "common:list.showing": { total: "a position: 1–50 of N" },
  "common:pagination.pageOf": { page: "a position: page 2 of N", total: "the number of pages" },
  "common:carousel.position": { total: "a position: 1 to 3 of N" },
  "billing:import.importedOf": { imported: "a part of a whole: N of M", total: "the whole" },
  "billing:import.progressValue": { processed: "a part of a whole: N of M rows" },
  "clinicSetup:day.bookedOf": { booked: "a part of a whole: N of M", capacity: "the whole" },
  "orgPages:clinics.lanesToday": { booked: "a part of a whole: N of M", capacity: "the whole" },
  "patientGroups:group.lanePlaces": { booked: "a part of a whole: N of M", capacity: "the whole" },
  "orgPages:analytics.ofClinics": { active: "a part of a whole: N of M", total: "the whole" },
  "organizations:dashboard.caption": { shown: "a part of a whole: N of M", total: "the whole" },
  "members:assessments.dailyLatest": { shown: "a part of a whole: N of M", total: "the whole" },
  "patient:health.dailyLatest": { shown: "a part of a whole: N of M", total: "the whole" },
  "programs:invite.firstOf": { shown: "a part of a whole: N of M", n: "the whole" },
};

/** Identifiers and ordinals: shown as they are, never grouped ("Claim 10234", "Week 3"). */
const RAW_NUMBERS = new Set([
  "claims:claim.title/number",
  "members:appointments.week/n",
  "surveys:question.editTitle/n",
  "surveys:question.editHeading/n",
]);

/** `$t(ns:key, {"count": {{var}} })`: a count given to a plural key nested in the sentence. */
const NESTED_COUNT = /\$t\(([A-Za-z]+:[\w.]+),\s*\{\s*"count":\s*\{\{(\w+)\}\}\s*\}\s*\)/g;
const INTERPOLATION = /\{\{\s*(\w+)\s*(?:,\s*([^}]*?))?\s*\}\}/g;

/** A value after a label ("Lanes selected: 3", "Invite all (3)"): no word around it agrees with it. */
function isLabelValue(text: string, index: number, length: number) {
  const before = text.slice(0, index).trimEnd();
  const after = text.slice(index + length).trimStart();
  return /[:：(（]$/.test(before) && /^(?:$|[.,;)）。、।])/.test(after);
}

/** Every rule broken, as sentences naming the language, the key and the variable. */
export function pluralProblems(texts: Texts, base = "en-US"): string[] {
  const problems: string[] = [];
  const pluralBases = new Set(
    Object.keys(texts[base] ?? {})
      .filter(isPluralKey)
      .map(pluralBase),
  );
  for (const [lng, keys] of Object.entries(texts)) {
    const categories: string[] = pluralCategories(lng);
    const forms = new Map<string, string[]>();
    for (const key of Object.keys(keys).filter(isPluralKey)) {
      const b = pluralBase(key);
      forms.set(b, [...(forms.get(b) ?? []), key.slice(b.length + 1)]);
    }
    for (const [b, have] of forms) {
      for (const category of categories)
        if (!have.includes(category)) problems.push(`${lng} ${b} lacks its "${category}" form`);
      for (const category of have)
        if (!categories.includes(category))
          problems.push(`${lng} ${b} has "${category}", which ${lng} does not use`);
      if (b in keys) problems.push(`${lng} ${b} is both a plural key and a plain one`);
      const other = keys[`${b}_other`];
      if (other !== undefined && !/\{\{\s*count\b/.test(other))
        problems.push(`${lng} ${b}_other does not show the count`);
    }
    for (const [key, text] of Object.entries(keys)) {
      const plural = isPluralKey(key);
      const b = pluralBase(key);
      for (const match of text.matchAll(NESTED_COUNT))
        if (!pluralBases.has(match[1]!))
          problems.push(
            `${lng} ${key} nests the count {{${match[2]}}} in ${match[1]}, which is not a plural key`,
          );
      // What is left once the nested counts are taken out: each count must be a plural key's
      // own, a label's value or a number that is not a count, and grouped for the language.
      const rest = text.replace(NESTED_COUNT, (whole) => " ".repeat(whole.length));
      for (const match of rest.matchAll(INTERPOLATION)) {
        const [whole, name, format] = match as unknown as [string, string, string | undefined];
        if (!isCountName(name)) continue;
        const exempt = NOT_COUNTS[b]?.[name] !== undefined;
        if (format?.trim() !== "number" && !RAW_NUMBERS.has(`${b}/${name}`))
          problems.push(
            `${lng} ${key} shows {{${name}}} without the language's grouping: write {{${name}, number}}`,
          );
        // A language with one form never gets a number wrong; the key is plural in all or none.
        if (categories.length === 1 || exempt) continue;
        if (plural && name === "count") continue;
        if (isLabelValue(rest, match.index!, whole.length)) continue;
        problems.push(`${lng} ${key} interpolates the count {{${name}}} outside a plural key`);
      }
    }
  }
  return problems;
}

describe("plurals and counts in every language", () => {
  const texts = readTexts();

  it("gives every plural key its language's CLDR forms and every count a plural key", () => {
    expect(pluralProblems(texts)).toEqual([]);
  });

  it("fails when a count is put into a plain key", () => {
    const broken = structuredClone(texts);
    broken["en-US"]!["clinicSetup:bulk.title"] = "Delete {{number, number}} lanes?";
    broken["es-MX"]!["lanes:bar.selected"] = "{{n, number}} carriles seleccionados";
    expect(pluralProblems(broken)).toEqual([
      "en-US clinicSetup:bulk.title interpolates the count {{number}} outside a plural key",
      "es-MX lanes:bar.selected interpolates the count {{n}} outside a plural key",
    ]);
  });

  it("lets a language of one form write a count anywhere, but not ungrouped", () => {
    const changed = structuredClone(texts);
    changed["ko-KR"]!["lanes:bar.selected"] = "선택한 레인 {{n, number}}개";
    expect(pluralProblems(changed)).toEqual([]);
    changed["ko-KR"]!["lanes:bar.selected"] = "선택한 레인 {{n}}개";
    expect(pluralProblems(changed)).toEqual([
      "ko-KR lanes:bar.selected shows {{n}} without the language's grouping: write {{n, number}}",
    ]);
  });

  it("fails when a plural key lacks a category of its language, or has one it does not use", () => {
    const broken = structuredClone(texts);
    delete broken["es-MX"]!["clinicSetup:bulk.patients_many"];
    delete broken["hi-IN"]!["clinicSetup:bulk.patients_one"];
    broken["ja-JP"]!["clinicSetup:bulk.patients_one"] = "{{count, number}}人";
    expect(pluralProblems(broken)).toEqual([
      'es-MX clinicSetup:bulk.patients lacks its "many" form',
      'hi-IN clinicSetup:bulk.patients lacks its "one" form',
      'ja-JP clinicSetup:bulk.patients has "one", which ja-JP does not use',
    ]);
  });

  it("fails when a nested count names a key that is not plural", () => {
    const broken = structuredClone(texts);
    broken["en-US"]!["clinicSetup:bulk.title"] =
      'Delete $t(clinicSetup:bulk.confirm, {"count": {{number}} })?';
    expect(pluralProblems(broken)).toContain(
      "en-US clinicSetup:bulk.title nests the count {{number}} in clinicSetup:bulk.confirm, which is not a plural key",
    );
  });

  it("uses each language's CLDR categories: one form in Korean, Japanese, Chinese, Vietnamese", () => {
    const categories = Object.fromEntries(SUPPORTED_LANGUAGES.map((lng) => [lng, pluralCategories(lng)]));
    for (const lng of ["ko-KR", "ja-JP", "zh-CN", "zh-TW", "vi-VN"])
      expect(categories[lng]).toEqual(["other"]);
    for (const lng of ["en-US", "hi-IN", "gu-IN", "tl-PH"]) expect(categories[lng]).toEqual(["one", "other"]);
    expect(categories["es-MX"]).toEqual(["one", "many", "other"]);
  });
});

describe("counts as people read them", () => {
  const ts: Record<string, TFunction> = {};
  beforeAll(async () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      const instance = createInstance();
      await instance.init({ ...i18nConfig, lng, ns: ["common"], resources: loadLocales().resources });
      ts[lng] = instance.getFixedT(lng);
    }
  });

  it("says 1 goal, 1 task and 12,520 lanes in English", () => {
    const t = ts["en-US"]!;
    expect(t("carePlans:facts.goalsAndTasksValue", { goals: 1, tasks: 1 })).toBe("1 goal, 1 task");
    expect(t("carePlans:facts.goalsAndTasksValue", { goals: 2, tasks: 12 })).toBe("2 goals, 12 tasks");
    expect(t("clinicSetup:bulk.title", { number: 1 })).toBe("Delete 1 lane?");
    expect(t("clinicSetup:bulk.title", { number: 12520 })).toBe("Delete 12,520 lanes?");
    expect(t("clinicSetup:flash.deleted", { lanes: 1, patients: 1 })).toBe(
      "1 lane deleted; 1 booked patient affected.",
    );
    expect(t("clinicSetup:flash.deleted", { lanes: 3, patients: 0 })).toBe(
      "3 lanes deleted; 0 booked patients affected.",
    );
    // The sentence's own count and a nested one do not mix.
    expect(t("appointments:bulk.summary", { count: 1, patients: 3 })).toBe(
      "1 open appointment of 3 patients will be cancelled.",
    );
    expect(t("appointments:bulk.summary", { count: 4005, patients: 1 })).toBe(
      "4,005 open appointments of 1 patient will be cancelled.",
    );
    expect(t("common:list.showing", { from: 1, to: 100, total: 12520 })).toBe("Showing 1–100 of 12,520");
    expect(t("validation:tooLong", { max: 1 })).toBe("Must be 1 character or fewer");
  });

  it("picks each language's own form, with its grouping", () => {
    expect(ts["es-MX"]!("clinicSetup:bulk.title", { number: 1 })).toBe("¿Eliminar 1 carril?");
    expect(ts["es-MX"]!("clinicSetup:bulk.title", { number: 3 })).toBe("¿Eliminar 3 carriles?");
    // A million is Spanish's "many".
    expect(ts["es-MX"]!("clinicSetup:bulk.title", { number: 1000000 })).toBe("¿Eliminar 1,000,000 carriles?");
    expect(ts["ko-KR"]!("clinicSetup:bulk.title", { number: 12520 })).toBe(
      "레인 12,520개를 삭제하시겠습니까?",
    );
    expect(ts["hi-IN"]!("clinicSetup:bulk.patients", { count: 0 })).toBe(
      "0 बुक किए गए मरीज़ की अपॉइंटमेंट रद्द हो जाएगी।",
    );
    // i18next looks Tagalog up as "fil-PH": its forms are found all the same.
    expect(ts["tl-PH"]!("clinicSetup:bulk.title", { number: 2 })).toBe("Burahin ang 2 lane?");
  });

  // Every key of ten languages: half a second alone, several seconds on a loaded CI machine.
  it("renders every key of every language with its counts grouped and nothing left raw", () => {
    const problems: string[] = [];
    const texts = readTexts();
    for (const lng of SUPPORTED_LANGUAGES) {
      const t = ts[lng]!;
      const keys = new Set(Object.keys(texts[lng]!).map(pluralBase));
      for (const key of keys) {
        const plural = !(key in texts[lng]!);
        const text = plural ? texts[lng]![`${key}_other`]! : texts[lng]![key]!;
        const names = new Set([...text.matchAll(INTERPOLATION)].map((m) => m[1]!));
        if (plural) names.add("count");
        const values = Object.fromEntries([...names].map((name) => [name, isCountName(name) ? 12345 : "X"]));
        const out = t(key, values);
        if (/\$t\(|\{\{|\}\}/.test(out) || out === key.split(":")[1]) problems.push(`${lng} ${key}: ${out}`);
        const grouped = formatNumber(12345, lng);
        const counted = [...names].filter(
          (name) => isCountName(name) && !RAW_NUMBERS.has(`${key}/${name}`) && text.includes(`{{${name}`),
        );
        if (counted.length && !out.includes(grouped))
          problems.push(`${lng} ${key} does not show ${grouped}: ${out}`);
      }
    }
    expect(problems).toEqual([]);
  }, 30_000);
});
