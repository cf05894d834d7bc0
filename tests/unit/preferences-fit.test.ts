import { describe, expect, it } from "vitest";
import { fitPreferences, type Preferences } from "~/session/cookie-purposes.server";
import { sealJson } from "~/session/seal.server";

const longQuery = (i: number) => `name=${String(i).repeat(390).slice(0, 390)}&size=50`;
const full: Preferences = {
  lng: "ko-KR",
  lists: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`list${i}`, longQuery(i)])),
  layouts: Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [`list${i}`, `c${i},`.repeat(40).slice(0, 159)]),
  ),
};

/** The preference cookie must stay under the browser's 4,096 bytes, or every later change is lost. */
describe("preferences that fit one cookie", () => {
  it("drops the oldest saved filters and layouts until the sealed cookie fits, keeping the language and the newest", () => {
    const fitted = fitPreferences(full);
    const cookie = `cd_prefs=${sealJson(fitted, ["a-secret-of-at-least-32-characters!!"], "prefs")}`;
    expect(cookie.length).toBeLessThan(4096);
    expect(fitted.lng).toBe("ko-KR");
    expect(Object.keys(fitted.lists ?? {})).toContain("list7");
    expect(Object.keys(fitted.layouts ?? {})).toContain("list7");
    expect(Object.keys(fitted.lists ?? {})).not.toContain("list0");
    expect(Object.keys(fitted.lists ?? {}).length).toBeGreaterThan(2);
  });

  it("leaves preferences that already fit as they are", () => {
    const small: Preferences = {
      lng: "es-MX",
      lists: { feeSchedules: "name=x" },
      layouts: { feeSchedules: "name,-payer" },
    };
    expect(fitPreferences(small)).toEqual(small);
  });
});
