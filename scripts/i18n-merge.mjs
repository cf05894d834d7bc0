// Merges translations into a locale's namespace file, keeping en-US's key order and dropping keys
// en-US lacks. A plural key keeps the forms of the locale's own plural categories
// (scripts/i18n-plurals.mjs): "bulk.title_other" for Korean, "_one", "_many", "_other" for Spanish.
// Input: a JSON file { "<dotted.key>": "translation", ... }.
// Usage: node scripts/i18n-merge.mjs <locale> <namespace> <translations.json>
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { isPluralKey, pluralBase, pluralCategories } from "./i18n-plurals.mjs";

const [lng, ns, input] = process.argv.slice(2);
if (!lng || !ns || !input) {
  console.error("usage: node scripts/i18n-merge.mjs <locale> <namespace> <translations.json>");
  process.exit(2);
}
const root = "public/locales";
const flat = (o, pre = "") =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === "object" ? flat(v, `${pre}${k}.`) : [[pre + k, v]],
  );
const base = JSON.parse(readFileSync(path.join(root, "en-US", `${ns}.json`), "utf8"));
const file = path.join(root, lng, `${ns}.json`);
const current = existsSync(file) ? Object.fromEntries(flat(JSON.parse(readFileSync(file, "utf8")))) : {};
const incoming = JSON.parse(readFileSync(input, "utf8"));
const merged = { ...current, ...incoming };
const build = (tree, pre = "") => {
  const out = {};
  for (const [k, v] of Object.entries(tree)) {
    if (v && typeof v === "object") out[k] = build(v, `${pre}${k}.`);
    else if (isPluralKey(k)) {
      // Every form of the locale, where the base language's first form stands.
      for (const category of pluralCategories(lng)) {
        const form = `${pluralBase(k)}_${category}`;
        if (!(form in out) && typeof merged[pre + form] === "string") out[form] = merged[pre + form];
      }
    } else if (typeof merged[pre + k] === "string") out[k] = merged[pre + k];
  }
  return out;
};
writeFileSync(file, JSON.stringify(build(base), null, 2) + "\n");
console.log(`merged ${Object.keys(incoming).length} keys into ${file}`);
