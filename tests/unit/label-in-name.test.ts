import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LANGUAGES } from "@contract/languages";

/**
 * WCAG 2.5.3 (label in name): a control whose accessible name adds the row it acts on ("Move up:
 * Walk") must still contain its visible text ("Move up"), in every language, so a speech-input user
 * can say what they see. Care plan controls keep the pair as `actions.x` and `actions.xNamed`.
 */
describe("care plan controls keep their visible text in their accessible names", () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it(language, () => {
      const file = JSON.parse(readFileSync(`public/locales/${language}/carePlans.json`, "utf8")) as {
        actions: Record<string, string>;
      };
      const pairs = Object.keys(file.actions)
        .filter((key) => key.endsWith("Named") && file.actions[key.slice(0, -"Named".length)] !== undefined)
        .map((key) => ({
          key,
          named: file.actions[key]!,
          visible: file.actions[key.slice(0, -"Named".length)]!,
        }));
      expect(pairs.length).toBeGreaterThanOrEqual(8);
      for (const { key, named, visible } of pairs) expect(named, key).toContain(visible);
    });
  }
});
