import { describe, expect, it } from "vitest";
import { detectLocale } from "~/i18n/i18n.server";
import { matchAcceptLanguage } from "@contract/languages";

describe("language detection", () => {
  it.each([
    ["es-MX,es;q=0.9", "es-MX"],
    ["es-ES", "es-MX"],
    ["fr-FR, ko;q=0.5", "ko-KR"],
    ["zh-Hant-TW", "zh-TW"],
    ["zh-HK", "zh-TW"],
    ["zh", "zh-CN"],
    ["fil-PH", "tl-PH"],
    ["ja;q=0.2, vi;q=0.8", "vi-VN"],
    ["gu", "gu-IN"],
    ["de-DE", null],
    ["", null],
  ])("maps Accept-Language %j to %j", (header, expected) => {
    expect(matchAcceptLanguage(header)).toBe(expected);
  });

  it("prefers the cookie, then the header, then en-US", () => {
    expect(detectLocale("ja-JP", "es-MX")).toBe("ja-JP");
    expect(detectLocale(undefined, "es-MX")).toBe("es-MX");
    expect(detectLocale("xx-XX", "de")).toBe("en-US");
    expect(detectLocale(undefined, null)).toBe("en-US");
  });
});
