// Lists, per locale, the en-US keys it lacks (and keys it has that en-US lacks), as JSON:
// { "es-MX": { "auth": { "login.mfaTitle": "Enter your verification code", ... } }, ... }
// Translators fill exactly these. A plural key is expected in the forms of the locale's own plural
// categories (scripts/i18n-plurals.mjs): Korean lists only `_other`, Spanish `_many` too.
// Usage: node scripts/i18n-missing.mjs [namespace]
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { baseText, expectedKeys } from "./i18n-plurals.mjs";

const root = "public/locales";
const only = process.argv[2];
const flat = (o, pre = "") =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === "object" ? flat(v, `${pre}${k}.`) : [[pre + k, v]],
  );
const read = (lng, ns) => {
  const file = path.join(root, lng, `${ns}.json`);
  return existsSync(file) ? Object.fromEntries(flat(JSON.parse(readFileSync(file, "utf8")))) : {};
};
const namespaces = readdirSync(path.join(root, "en-US"))
  .map((f) => f.replace(/\.json$/, ""))
  .filter((ns) => !only || ns === only);
const out = {};
for (const lng of readdirSync(root).filter((l) => l !== "en-US")) {
  for (const ns of namespaces) {
    const base = read("en-US", ns);
    const have = read(lng, ns);
    const expected = expectedKeys(Object.keys(base), lng);
    const missing = Object.fromEntries(
      expected.filter((k) => !(k in have)).map((k) => [k, baseText(base, k)]),
    );
    const extra = Object.keys(have).filter((k) => !expected.includes(k));
    if (Object.keys(missing).length || extra.length) {
      out[lng] ??= {};
      out[lng][ns] = { missing, extra };
    }
  }
}
console.log(JSON.stringify(out, null, 2));
