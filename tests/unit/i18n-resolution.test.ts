import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig, localeUrl } from "~/i18n/config";
import { loadLocales } from "~/i18n/i18n.server";
import { SUPPORTED_LANGUAGES } from "@contract/languages";

describe("every language resolves its own translations", () => {
  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== "en-US").map((l) => [l]))(
    "%s is not served in English",
    async (lng) => {
      const instance = createInstance();
      await instance.init({ ...i18nConfig, lng, ns: ["common", "auth"], resources: loadLocales().resources });
      const english = instance.getFixedT("en-US");
      const own = instance.getFixedT(lng);
      expect(own("common:skipToContent")).not.toBe(english("common:skipToContent"));
      expect(own("auth:login.title")).not.toBe(english("auth:login.title"));
    },
  );

  it("fetches Tagalog from the tl-PH folder whatever code i18next uses", () => {
    expect(localeUrl("fil-PH", "common", "abc")).toBe("/locales/tl-PH/common.json?v=abc");
    expect(localeUrl("tl-PH", "common", "abc")).toBe("/locales/tl-PH/common.json?v=abc");
  });
});
