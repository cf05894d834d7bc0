import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readManifest } from "../../bench/lib/js-bytes.mjs";

/**
 * Forms validate on the server only (decision 046): no page's JS holds zod or @conform-to/zod. A
 * component that imports even a constant from a schema module brings them back (the module's
 * top-level `z.object(...)` is a side effect the bundler keeps), so every client asset is read.
 * The markers are string literals, which minification keeps.
 */
const MARKERS = [
  // zod's error class, named in its own code.
  "ZodError",
  // zod's type names, which @conform-to/zod's getZodConstraint and coercion compare against.
  "ZodPipeline",
  // @conform-to/zod's placeholder for an empty value in parseWithZod.
  "__undefined__",
];

const ASSETS = path.join("build", "client", "assets");

describe("no zod in the browser", () => {
  readManifest();
  const files = readdirSync(ASSETS).filter((file) => file.endsWith(".js"));

  it("reads the client build", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(MARKERS)("no client asset holds %s", (marker) => {
    const holders = files.filter((file) => readFileSync(path.join(ASSETS, file), "utf8").includes(marker));
    expect(holders).toEqual([]);
  });
});
