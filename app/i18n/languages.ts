/** The ten interface languages. The endonym is how each language names itself in the switcher. */
export const LANGUAGES = [
  { code: "en-US", endonym: "English", dateFnsLocale: "enUS" },
  { code: "es-MX", endonym: "Español", dateFnsLocale: "es" },
  { code: "ko-KR", endonym: "한국어", dateFnsLocale: "ko" },
  { code: "vi-VN", endonym: "Tiếng Việt", dateFnsLocale: "vi" },
  { code: "zh-CN", endonym: "简体中文", dateFnsLocale: "zhCN" },
  { code: "zh-TW", endonym: "繁體中文", dateFnsLocale: "zhTW" },
  { code: "ja-JP", endonym: "日本語", dateFnsLocale: "ja" },
  { code: "hi-IN", endonym: "हिन्दी", dateFnsLocale: "hi" },
  { code: "gu-IN", endonym: "ગુજરાતી", dateFnsLocale: "gu" },
  { code: "tl-PH", endonym: "Tagalog", dateFnsLocale: "enUS" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const DEFAULT_LANGUAGE: LanguageCode = "en-US";
export const SUPPORTED_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export function isSupportedLanguage(value: unknown): value is LanguageCode {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

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
