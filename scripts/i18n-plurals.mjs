// Plural keys (i18next's `key_one`, `key_other`, ...): each language has the forms of its own CLDR
// cardinal categories, so a plural key is the same key in every language with different suffixes
// (Korean `_other` only, Spanish `_one`, `_many` and `_other`). Shared by the i18n scripts and
// tests/unit/locales.test.ts.

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const ORDER = ["zero", "one", "two", "few", "many", "other"];

/** A language's cardinal categories in CLDR order, as i18next picks them (Intl.PluralRules). */
export function pluralCategories(lng) {
  return [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort(
    (a, b) => ORDER.indexOf(a) - ORDER.indexOf(b),
  );
}

/** "bulk.title_one" → "bulk.title"; a key without a plural suffix is its own base. */
export function pluralBase(key) {
  return key.replace(PLURAL_SUFFIX, "");
}

export function isPluralKey(key) {
  return PLURAL_SUFFIX.test(key);
}

/**
 * The keys `lng` must have, in the base language's order: the base language's keys, each plural
 * key's forms replaced (once, where its first form stands) by the forms of `lng`'s categories.
 * @param {string[]} baseKeys
 * @param {string} lng
 * @returns {string[]}
 */
export function expectedKeys(baseKeys, lng) {
  const out = [];
  const seen = new Set();
  for (const key of baseKeys) {
    if (!isPluralKey(key)) {
      out.push(key);
      continue;
    }
    const base = pluralBase(key);
    if (seen.has(base)) continue;
    seen.add(base);
    for (const category of pluralCategories(lng)) out.push(`${base}_${category}`);
  }
  return out;
}

/**
 * The base language's text a key of `lng` corresponds to: the same key, or for a plural form the
 * base language lacks (Spanish `_many`), its `_other`.
 * @param {Record<string, string>} base
 * @param {string} key
 * @returns {string | undefined}
 */
export function baseText(base, key) {
  if (key in base) return base[key];
  return isPluralKey(key) ? base[`${pluralBase(key)}_other`] : undefined;
}
