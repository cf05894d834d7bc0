import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInstance, type i18n, type Resource, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { I18NEXT_ALIASES, i18nConfig, NAMESPACES } from "./config";
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  matchAcceptLanguage,
  isSupportedLanguage,
} from "@contract/languages";

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

/**
 * One i18next instance per language, made once: an instance costs a millisecond or two to create
 * and initialise, and a page used to make several (one for the render, one for each `getT` of its
 * loaders). Every namespace is in memory, so one instance serves every page; nothing changes it
 * after `init` (the translations are fixed for the life of the process and a request never
 * switches its language). Bounded, since the language comes from a request.
 */
const instances = new Map<string, Promise<i18n>>();

export function getI18n(locale: string): Promise<i18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = makeInstance(locale);
    if (instances.size >= 50) instances.clear();
    instances.set(locale, instance);
    instance.catch(() => instances.delete(locale));
  }
  return instance;
}

async function makeInstance(locale: string): Promise<i18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    ...i18nConfig,
    lng: locale,
    ns: [...NAMESPACES],
    resources: loadLocales().resources,
  });
  rememberLanguageHierarchy(instance);
  return instance;
}

type LanguageUtils = { toResolveHierarchy: (code: string, fallbackCode?: unknown) => readonly string[] };

/**
 * Every `t` call asks for the languages to look in ("es-MX", then "en-US"), and i18next works
 * them out each time, canonicalising each code through `Intl` (3 ms of a care plan's render). On
 * an instance whose language never changes the answer never changes, so it is kept.
 */
function rememberLanguageHierarchy(instance: i18n) {
  const utils = instance.services.languageUtils as LanguageUtils;
  const resolve = utils.toResolveHierarchy.bind(utils);
  const known = new Map<string, readonly string[]>();
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (fallbackCode !== undefined || typeof code !== "string") return resolve(code, fallbackCode);
    let codes = known.get(code);
    if (!codes) {
      codes = resolve(code);
      if (known.size >= 50) known.clear();
      known.set(code, codes);
    }
    return codes.slice();
  };
}

export async function getT(locale: string, ns: string | readonly string[] = "common"): Promise<TFunction> {
  return (await getI18n(locale)).getFixedT(locale, ns as string);
}
