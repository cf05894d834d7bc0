// Loaded into the app by bench/soak.mjs (`node --require`): on SIGUSR2 it runs a full garbage
// collection and prints the live heap, so a leak can be told apart from the allocator keeping
// pages it has already freed (which RSS counts). Benchmarks only; the app never loads it.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, loaded with node --require */
const v8 = require("node:v8");
const vm = require("node:vm");

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");

// With HEAP_SNAPSHOT_DIR set, each probe also writes a heap snapshot there (seconds of pause; for
// finding what grows, with bench/heap-diff.mjs, not for the soak's figures).
let snapshots = 0;

process.on("SIGUSR2", () => {
  gc();
  gc();
  if (process.env.HEAP_SNAPSHOT_DIR)
    v8.writeHeapSnapshot(
      `${process.env.HEAP_SNAPSHOT_DIR}/probe-${String(++snapshots).padStart(2, "0")}.heapsnapshot`,
    );
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ heapProbe: { rss, heapUsed, external, arrayBuffers } })}\n`);
});
