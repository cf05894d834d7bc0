import { builtinModules } from "node:module";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The imports the reference upstream may not use (issue 39): it shares rules with the app only
 * through contract/ (`@contract/*`), never app/ (`~/*` or a relative climb into app/) nor server/.
 * `up` is the relative climb from the files' folder to the repository's top.
 */
function referenceOnly(up) {
  return {
    regex: `^(~(/|$)|${up}(app|server)(/|$))`,
    message: "reference-api imports contract/ (@contract/*) and packages, nothing of app/ or server/.",
  };
}

/**
 * The imports contract/ may not use: it is pure and shared by both sides, so nothing of app/,
 * reference-api/ or server/ (no `~/*`, no relative climb out of contract/), nor Node, React or
 * Remix. `up` is the relative climb that leaves contract/.
 */
function contractOnly(up) {
  return {
    regex: `^(~(/|$)|${up}|node:|react(-dom)?(/|$)|@remix-run/)`,
    message:
      "contract/ imports only contract/ and pure packages (zod, date-fns, libphonenumber-js): no app/, reference-api/, server/, Node, React or Remix.",
  };
}

/** Node's built-in modules by their bare names (`fs`, `stream`, `fs/promises`); `node:*` is said apart. */
const NODE_BUILTINS = `(${builtinModules.filter((name) => !name.startsWith("_")).join("|")})(/|$)`;

/**
 * The import pattern app/domain may not use; `up` is the relative climb that leaves it. Nothing of
 * the app outside app/domain (app/upstream, app/session, app/http, app/routes, ...), no Node
 * built-in, no Remix, React or i18next (tests/unit/import-cycles.test.ts checks the resolved files).
 */
function domainOnly(up) {
  return {
    regex: `^(~/(?!domain/)|${up}|@remix-run/|react(-dom|-i18next)?(/|$)|i18next|node:|${NODE_BUILTINS})`,
    message:
      "app/domain holds pure rules: import only app/domain and pure packages (zod, date-fns), no Node built-in.",
  };
}

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
    // A date formatter costs a tenth of a millisecond to build and pages format hundreds of
    // dates: every one comes from the kept formatters of app/domain/format.ts.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/domain/format.ts", "app/config.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message:
            "Use dateTimeFormat() from ~/domain/format: it keeps one formatter per locale and options.",
        },
      ],
    },
  },
  {
    // app/upstream talks to the upstream and answers typed results: it knows nothing of the
    // session (the session layer hands it an UpstreamSession through the request context) and
    // nothing of Remix responses (routes and the session layer turn results into pages).
    files: ["app/upstream/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@remix-run/node", message: "app/upstream returns results; routes make responses." },
            { name: "@remix-run/react", message: "app/upstream is server code without UI." },
          ],
          patterns: [
            {
              group: ["~/session/*", "../session/*", "~/session", "../session"],
              message: "app/upstream may not import the session: use the context's UpstreamSession.",
            },
          ],
        },
      ],
    },
  },
  {
    // app/http turns results into answers for routes, app/code-lists and the session's guards, so
    // it may not import the session itself (a cycle) nor UI.
    files: ["app/http/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@remix-run/react", message: "app/http is server code without UI." }],
          patterns: [
            {
              group: ["~/session/*", "../session/*", "~/session", "../session"],
              message: "app/http may not import the session: the guards import app/http.",
            },
          ],
        },
      ],
    },
  },
  {
    // Pure rules: nothing from the app outside app/domain, nothing from Remix, React or Node.
    // A relative import may not climb out of app/domain: one level from its top, two from a
    // subfolder (app/domain/code-lists/).
    files: ["app/domain/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [domainOnly("\\.\\./")] }] },
  },
  {
    files: ["app/domain/*/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [domainOnly("\\.\\./\\.\\./")] }] },
  },
  {
    files: ["server/**/*.ts", "reference-api/**/*.ts", "scripts/**", "bench/**", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // The reference upstream shares rules with the app only through contract/ (issue 39). A
    // relative import reaches app/ or server/ with one climb from the top folder, two from a
    // subfolder, three from deeper ones.
    files: ["reference-api/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [referenceOnly("\\.\\./")] }] },
  },
  {
    files: ["reference-api/*/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [referenceOnly("\\.\\./\\.\\./")] }] },
  },
  {
    files: ["reference-api/*/*/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [referenceOnly("(\\.\\./){3,}")] }],
    },
  },
  {
    // contract/ is pure and both sides' (issue 39): it imports only itself and pure packages.
    files: ["contract/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [contractOnly("\\.\\./")] }] },
  },
  {
    files: ["contract/*/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [contractOnly("\\.\\./\\.\\./")] }] },
  },
);
