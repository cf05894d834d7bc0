import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "build/**",
      "dist/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      ".cache/**",
      "bench/results/**",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["error"] }],
    },
  },
  {
    // Every user-visible string in the UI goes through i18n: JSX text and the attributes people
    // read or hear (labels, titles, placeholders, alt text) may not be literals.
    files: ["app/**/*.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: ["aria-label", "aria-description", "title", "placeholder", "alt", "label"],
          },
          words: { exclude: ["[0-9!-/:-@[-`{-~\\s]+", "^\\p{Emoji}+$"] },
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts", "reference-api/**/*.ts", "scripts/**", "bench/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
