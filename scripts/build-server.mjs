// Bundles the Express host and the reference upstream into dist/ so both start as plain `node`.
import { build } from "esbuild";

await build({
  entryPoints: { server: "server/index.ts", "reference-api": "reference-api/index.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
