import { NATIONALITIES, NATIONALITY_FIRST, isNationality } from "@contract/nationalities";

export { NATIONALITIES, isNationality };

/**
 * A nationality's name in the reader's language. ICU names every region in all ten languages, so
 * the list needs no translation files; an unknown code is shown as it came.
 */
export function nationalityName(code: string | null | undefined, locale: string): string {
  if (!code) return "";
  try {
    return new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The select's options: United States first (spec part 2 §9), then the rest in the reader's
 * alphabetical order, so a patient finds their country where their language expects it.
 */
export function nationalityOptions(locale: string): Array<{ value: string; label: string }> {
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(locale);
  const rest = NATIONALITIES.filter((code) => code !== NATIONALITY_FIRST)
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [{ value: NATIONALITY_FIRST, label: names.of(NATIONALITY_FIRST) ?? NATIONALITY_FIRST }, ...rest];
}
