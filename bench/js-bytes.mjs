// Prints, per route, the JS the document loads (raw and gzip -9, as served) and the largest files.
// Usage: npm run build && node bench/js-bytes.mjs
import { largestFiles, routeJsBytes } from "./lib/js-bytes.mjs";

const kb = (n) => (n / 1024).toFixed(1);
console.log("| route | JS raw (KB) | JS gzip (KB) | budget |");
console.log("|---|---:|---:|---|");
for (const r of routeJsBytes()) {
  console.log(
    `| ${r.route} | ${kb(r.rawBytes)} | ${kb(r.gzipBytes)} | ${r.gzipBytes < 130 * 1024 ? "under 130 KB" : "OVER"} |`,
  );
}
console.log("\nLargest files:\n");
console.log("| file | raw (KB) | gzip (KB) |");
console.log("|---|---:|---:|");
for (const f of largestFiles(undefined, 8)) console.log(`| ${f.file} | ${kb(f.raw)} | ${kb(f.gzip)} |`);
