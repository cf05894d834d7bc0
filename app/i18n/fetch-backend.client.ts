import type { BackendModule, ReadCallback } from "i18next";
import { localeUrl } from "./config";

/**
 * Loads one namespace of one language from /locales, with the content hash as cache-buster so
 * the files can be cached for a year. Only what the current page needs is fetched.
 */
export function createFetchBackend(version: string): BackendModule {
  return {
    type: "backend",
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      fetch(localeUrl(language, namespace, version), { credentials: "same-origin" })
        .then((response) => {
          if (!response.ok) throw new Error(`locale ${language}/${namespace}: ${response.status}`);
          return response.json() as Promise<Record<string, unknown>>;
        })
        .then((data) => callback(null, data))
        .catch((error: unknown) => callback(error as Error, false));
    },
  };
}
