import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { differenceInYears } from "date-fns";

/**
 * Values a person reads, not codes (issue 16): phone numbers for the reader's country, languages
 * by name in the reader's language, ages. Server-side: the pages receive the text.
 */

/** The region of a locale ("es-MX" → "MX"), or undefined for a bare language. */
function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

/** The calling code of a locale's region ("en-US" → "1"), or undefined. */
function callingCodeOf(locale: string): string | undefined {
  const region = regionOf(locale);
  try {
    return region ? getCountryCallingCode(region as CountryCode) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A phone number as people in the reader's country write it: national format for a number the
 * reader dials without a country code ("(617) 555-2045"; every +1 number for a US reader, the
 * North American plan's territories and area codes not yet assigned alike), international
 * otherwise ("+52 55 1234 5678"). What cannot be read as a number is shown as it came.
 */
export function formatPhone(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const phone = parsePhoneNumberFromString(value, { defaultCountry: "US" });
  if (!phone || !phone.isPossible()) return value;
  const home = phone.country ? phone.country === regionOf(locale) : false;
  return home || phone.countryCallingCode === callingCodeOf(locale)
    ? phone.formatNational()
    : phone.formatInternational();
}

const languageNames = new Map<string, Intl.DisplayNames>();

/** A language code ("es-MX") by name in the reader's language ("Spanish (Mexico)"); the code if unknown. */
export function languageName(code: string | null | undefined, locale: string): string {
  if (!code) return "";
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], {
      type: "language",
      languageDisplay: "standard",
      fallback: "code",
    });
    languageNames.set(locale, names);
  }
  try {
    // A language Intl does not know comes back as its own code: keep what came, region and all.
    const language = new Intl.Locale(code).language;
    if (names.of(language) === language) return code;
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Whole years from a date of birth to `today`; null when the date cannot be read. Upstreams send
 * dates as MM/dd/yyyy (spec part 2 §9) or yyyy-mm-dd; both are read.
 */
export function ageOn(dateOfBirth: string | null | undefined, today: Date): number | null {
  if (!dateOfBirth) return null;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dateOfBirth);
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : dateOfBirth.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const born = new Date(`${iso}T00:00:00`);
  if (Number.isNaN(born.getTime())) return null;
  const years = differenceInYears(today, born);
  return years >= 0 ? years : null;
}
