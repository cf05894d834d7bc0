import path from "node:path";
import { flatRoutes } from "remix-flat-routes";
import tailwindcss from "tailwindcss";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

// One configuration for the app build and for vitest (decision 010). The Remix plugin builds
// the app; tests load modules directly, so it stays out of vitest.
// The Remix plugin is loaded only for the app build: vitest never needs it.
const remix = process.env.VITEST ? undefined : (await import("@remix-run/dev")).vitePlugin;

export default defineConfig({
  resolve: { alias },
  build: {
    // The staff's older browsers: the same floor the classic compiler had.
    target: "es2019",
    cssMinify: true,
  },
  css: { postcss: { plugins: [tailwindcss()] } },
  plugins: !remix
    ? []
    : [
        remix({
          serverModuleFormat: "esm",
          // Routes come from remix-flat-routes: folders group them by area (decision 010).
          ignoredRouteFiles: ["**/*"],
          routes: async (defineRoutes) =>
            flatRoutes("routes", defineRoutes, {
              // Route-private helpers live beside their routes: `*.server.ts` and `__name.tsx`.
              ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.server.*", "**/__*.*"],
            }),
          future: {
            v3_fetcherPersist: true,
            v3_relativeSplatPath: true,
            v3_throwAbortReason: true,
            v3_lazyRouteDiscovery: true,
            v3_singleFetch: true,
          },
        }),
      ],
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/integration/setup.ts"],
        },
      },
      {
        // React components in a browser-like DOM, with routes stubbed by @remix-run/testing.
        extends: true,
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/component/setup.ts"],
        },
      },
      { extends: true, test: { name: "build", include: ["tests/build/**/*.test.ts"], environment: "node" } },
      {
        // Needs a Redis server: run by scripts/scale-out.sh, not by `npm test`.
        extends: true,
        test: {
          name: "redis",
          include: ["tests/redis/**/*.test.ts"],
          environment: "node",
          env: { LOG_LEVEL: "silent" },
        },
      },
    ],
  },
});
