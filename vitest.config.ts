import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(__dirname, "app") };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/integration/setup.ts"],
        },
      },
      {
        // React components in a browser-like DOM, with routes stubbed by @remix-run/testing.
        resolve: { alias },
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/component/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: { name: "build", include: ["tests/build/**/*.test.ts"], environment: "node" },
      },
      {
        // Needs a Redis server: run by scripts/scale-out.sh, not by `npm test`.
        resolve: { alias },
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
