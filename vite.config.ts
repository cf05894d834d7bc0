import path from "node:path";
import { flatRoutes } from "remix-flat-routes";
import tailwindcss from "tailwindcss";
import { defineConfig } from "vitest/config";

const alias = {
  "~": path.resolve(import.meta.dirname, "app"),
  "@contract": path.resolve(import.meta.dirname, "contract"),
};

type ModuleInfo = { importedIds: readonly string[] } | null;
type ChunkMeta = { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => ModuleInfo };

/**
 * The app's own modules every page loads (those the root route imports, directly or not) go in
 * one chunk, and those every staff page loads (the provider layout's) in another. Left to itself
 * Rollup splits them by which routes share them, about 15 files of a few hundred bytes each on
 * every page, each compressed on its own; the root and the layout are always loaded, so putting
 * their modules together loads nothing more and compresses better (decision 048).
 */
/** The app's own modules: app/ and the contract both sides share (permissions, vocabulary). */
const isOwnModule = (id: string) =>
  id.startsWith(`${alias["~"]}/`) || id.startsWith(`${alias["@contract"]}/`);

function shellChunks() {
  let chunkOf: Map<string, string> | undefined;
  const reach = (meta: ChunkMeta, start: string | undefined, into: Map<string, string>, name: string) => {
    const queue = start ? [start] : [];
    while (queue.length) {
      const id = queue.pop()!;
      for (const next of meta.getModuleInfo(id)?.importedIds ?? []) {
        if (into.has(next) || !isOwnModule(next) || next.includes("?")) continue;
        into.set(next, name);
        queue.push(next);
      }
    }
  };
  return (id: string, meta: ChunkMeta) => {
    if (!chunkOf) {
      chunkOf = new Map();
      const ids = [...meta.getModuleIds()];
      const entry = (file: string) =>
        ids.find((m) => m === `${alias["~"]}/${file}?__remix-build-client-route`);
      reach(meta, entry("root.tsx"), chunkOf, "shell");
      reach(meta, entry("routes/provider+/_layout.tsx"), chunkOf, "provider-shell");
    }
    return chunkOf.get(id);
  };
}

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
    rollupOptions: { output: { manualChunks: shellChunks() } },
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
