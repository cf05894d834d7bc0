// What `npm run demo` compares to skip work on a second start (issue 41 §5):
//   node scripts/demo-stamp.mjs deps      the lockfile, Node's version and the machine (native modules)
//   node scripts/demo-stamp.mjs sources   every file the build reads
// Prints a SHA-256. Contents, not times: a checkout that rewrites files unchanged skips nothing it
// need not, and a change of one byte rebuilds. Node built-ins only: it runs before `npm ci`.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** The directories and top-level files the build reads (package.json's build script and configs). */
const SOURCE_DIRS = ["app", "server", "contract", "reference-api", "public", "scripts"];
const SKIP = new Set(["node_modules", ".data", "build", "dist"]);

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

function topLevelFiles() {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith(".") && !entry.name.endsWith(".md"))
    .map((entry) => path.join(ROOT, entry.name))
    .filter((file) => statSync(file).size < 5_000_000);
}

function digest(files, extra = "") {
  const hash = createHash("sha256").update(extra);
  for (const file of files.sort()) {
    hash.update(path.relative(ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

const what = process.argv[2];
if (what === "deps") {
  const lock = path.join(ROOT, "package-lock.json");
  process.stdout.write(
    digest(existsSync(lock) ? [lock] : [], `${process.version} ${process.platform} ${process.arch}`),
  );
} else if (what === "sources") {
  const files = [
    ...topLevelFiles(),
    ...SOURCE_DIRS.map((dir) => path.join(ROOT, dir))
      .filter((dir) => existsSync(dir))
      .flatMap(filesUnder),
  ];
  process.stdout.write(digest(files, process.version));
} else {
  process.stderr.write("usage: node scripts/demo-stamp.mjs deps|sources\n");
  process.exit(2);
}
