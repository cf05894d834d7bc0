import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The literal-string rule is what keeps untranslated text out of the UI: prove it bites. */
describe("no literal strings in JSX", () => {
  const eslint = new ESLint();

  it("flags text and user-facing attributes written in JSX", async () => {
    const [result] = await eslint.lintText(
      'export function X() {\n  return <button aria-label="Close dialog" title="Close">Save changes</button>;\n}\n',
      { filePath: "app/components/__probe__.tsx" },
    );
    const literal = result!.messages.filter((m) => m.ruleId === "i18next/no-literal-string");
    expect(literal.length).toBeGreaterThanOrEqual(3);
  });

  it("accepts translated text", async () => {
    const [result] = await eslint.lintText(
      'import { useTranslation } from "react-i18next";\nexport function X() {\n  const { t } = useTranslation();\n  return <button aria-label={t("close")} className="p-2">{t("save")}</button>;\n}\n',
      { filePath: "app/components/__probe__.tsx" },
    );
    expect(result!.messages.filter((m) => m.ruleId === "i18next/no-literal-string")).toEqual([]);
  });
});
