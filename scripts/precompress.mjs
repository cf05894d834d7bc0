// Writes .br and .gz beside every JS and CSS file of the client build, at maximum compression,
// so the host serves them as they are instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(js|css|json|svg)$/.test(entry)) yield full;
  }
}

let count = 0;
for (const file of files("build/client/assets")) {
  const raw = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  );
  count++;
}
console.log(`precompressed ${count} files`);
