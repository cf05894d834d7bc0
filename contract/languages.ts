/**
 * The interface languages and how a request's Accept-Language picks one: the app's shell and the
 * reference upstream's documents (PDFs, exports) read the same rule. The list is the vocabulary's.
 */
import { SUPPORTED_LANGUAGES, type LanguageCode } from "./vocabulary";

export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  type LanguageCode,
} from "./vocabulary";

/**
 * Picks the best supported language for an Accept-Language header: an exact tag first, then the
 * first supported language sharing the primary subtag (es-ES → es-MX, zh-Hant → zh-TW).
 */
export function matchAcceptLanguage(header: string | null | undefined): LanguageCode | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);

  for (const { tag } of ranked) {
    const exact = SUPPORTED_LANGUAGES.find((code) => code.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === "zh-hant" || tag.startsWith("zh-hant-") || tag === "zh-hk" || tag === "zh-mo") return "zh-TW";
    if (tag === "zh-hans" || tag.startsWith("zh-hans-") || tag === "zh-sg") return "zh-CN";
    const primary = tag.split("-")[0];
    if (primary === "fil") return "tl-PH";
    const sameLanguage = SUPPORTED_LANGUAGES.find((code) => code.toLowerCase().split("-")[0] === primary);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}
