import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "./languages";

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
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "common",
  ns: ["common", "validation"],
  // React already escapes interpolated values.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
} as const;

export function localeUrl(language: string, namespace: string, version: string) {
  return `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json?v=${encodeURIComponent(version)}`;
}
