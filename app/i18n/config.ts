import { formatNumber } from "~/domain/format";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "@contract/languages";

/** Namespaces are one per area; a route lists the ones it needs in `handle.i18n`. */
export const NAMESPACES = [
  "common",
  "validation",
  "auth",
  "provider",
  "patient",
  "lanes",
  "billing",
  "events",
  "carePlans",
  "members",
  "appointments",
  "patientGroups",
  "calendar",
  "organizations",
  "clinicSetup",
  "orgPages",
  "branding",
  "masterData",
  "surveys",
  "claims",
  "providers",
  "patientRequests",
  "exports",
  "programs",
  "clinicFinder",
  "audit",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * i18next canonicalises language codes with Intl, and Intl turns the deprecated "tl" into "fil":
 * "tl-PH" is looked up as "fil-PH". Our files and URLs keep the spec's "tl-PH"; i18next gets the
 * same resources under the canonical code.
 */
export const I18NEXT_ALIASES: Record<string, string> = { "fil-PH": "tl-PH" };

/** The folder under /locales for a code i18next asks for. */
export function localeFolder(language: string): string {
  return I18NEXT_ALIASES[language] ?? language;
}

/**
 * `{{count, number}}` in a translation: the number with the language's grouping ("12,520",
 * "12.520"). i18next's own formatter would keep an Intl formatter for every distinct set of a
 * call's values, for the life of the process; ours keeps one per language (app/domain/format.ts).
 * A value that is not a number (already formatted, or missing) is shown as it came.
 */
export function formatInterpolation(value: unknown, format: string | undefined, lng: string | undefined) {
  if (format === "number" && typeof value === "number" && Number.isFinite(value))
    return formatNumber(value, lng ?? DEFAULT_LANGUAGE);
  return value as string;
}

export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LANGUAGES, ...Object.keys(I18NEXT_ALIASES)],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "common",
  ns: ["common", "validation"],
  // Our files are per region ("es-MX"), never per language ("es"): looking up only the code
  // itself (then the fallback) skips two canonicalisations through Intl on every `t` call.
  load: "currentOnly",
  // React already escapes interpolated values.
  interpolation: { escapeValue: false, format: formatInterpolation },
  react: { useSuspense: false },
  returnNull: false,
} as const;

export function localeUrl(language: string, namespace: string, version: string) {
  return `/locales/${encodeURIComponent(localeFolder(language))}/${encodeURIComponent(namespace)}.json?v=${encodeURIComponent(version)}`;
}
