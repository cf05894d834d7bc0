import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Resource } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { I18NEXT_ALIASES, i18nConfig, NAMESPACES } from "./config";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, matchAcceptLanguage, isSupportedLanguage } from "./languages";

export function localesDirectory() {
  return process.env.LOCALES_DIR ?? path.resolve(process.cwd(), "public", "locales");
}

interface LoadedLocales {
  resources: Resource;
  /** Content hash of every translation file: the cache-buster in translation URLs. */
  version: string;
}

let loaded: LoadedLocales | undefined;

/** Reads every translation file once; they are small and needed by every server render. */
export function loadLocales(): LoadedLocales {
  if (loaded) return loaded;
  const dir = localesDirectory();
  const hash = createHash("sha256");
  const resources: Resource = {};
  for (const lng of SUPPORTED_LANGUAGES) {
    resources[lng] = {};
    for (const ns of NAMESPACES) {
      const file = path.join(dir, lng, `${ns}.json`);
      let text = "{}";
      try {
        text = readFileSync(file, "utf8");
      } catch {
        // A missing file falls back to en-US; the key-completeness test makes sure none is missing.
      }
      hash.update(`${lng}/${ns}:`).update(text);
      resources[lng]![ns] = JSON.parse(text) as Record<string, unknown>;
    }
  }
  for (const [alias, folder] of Object.entries(I18NEXT_ALIASES)) resources[alias] = resources[folder]!;
  // Files in the folder that are not a known namespace still count for the hash.
  try {
    for (const entry of readdirSync(dir)) hash.update(entry);
  } catch {
    /* no folder: every lookup falls back to the key */
  }
  loaded = { resources, version: hash.digest("hex").slice(0, 12) };
  return loaded;
}

/** Preference cookie first (read by the caller), then Accept-Language, then en-US. */
export function detectLocale(preferred: string | undefined, acceptLanguage: string | null): string {
  if (isSupportedLanguage(preferred)) return preferred;
  return matchAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["header"],
  },
  i18next: {
    ...i18nConfig,
    ns: [...NAMESPACES],
    get resources() {
      return loadLocales().resources;
    },
  },
});

export async function getT(locale: string, ns: string | readonly string[] = "common") {
  return i18nServer.getFixedT(locale, ns as string);
}
