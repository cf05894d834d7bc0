import http from "node:http";
import path from "node:path";
import { createReferenceApi } from "./app";
import { seedState } from "./seed";
import { Store } from "./store";

const env = process.env;
const port = Number(env.PORT ?? env.REFERENCE_API_PORT ?? 3001);
const dataDir = path.resolve(env.DATA_DIR ?? ".data/reference-api");
const options = {
  accessTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 300),
  refreshTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS ?? 24 * 3600),
  latencyMs: Number(env.LATENCY_MS ?? 0),
  testHooks: env.REFERENCE_API_TEST_HOOKS === "1",
  // The demo's realistic volumes (decision 016); SEED_VOLUME=small seeds the hand-made network alone.
  volume: env.SEED_VOLUME !== "small",
  // REFERENCE_LANE_BATCHES=off: reschedules are not remembered; their undo needs the undo items.
  laneBatchMemory: env.REFERENCE_LANE_BATCHES !== "off",
  documentedOnly: env.DOCUMENTED_ONLY === "1" || process.argv.includes("--documented-only"),
  log: (line: string) => process.stdout.write(`[reference-api] ${line}\n`),
};

if (env.RESET === "1" || process.argv.includes("--reset")) {
  Store.remove(dataDir);
}
const started = Date.now();
const { store, seeded, outdated } = Store.open(dataDir, () =>
  seedState(new Date(), { volume: options.volume }),
);
if (outdated)
  options.log(
    `the data in ${dataDir} was seeded by an older seed and lacks what newer areas show; ` +
      "`npm run upstream:reset` seeds it afresh (changes made in it are lost)",
  );
if (seeded)
  options.log(`seeded in ${Date.now() - started} ms${options.volume ? " (with the demo volumes)" : ""}`);
if (process.argv.includes("--reset")) {
  options.log(`reseeded ${dataDir}`);
  store.close();
  process.exit(0);
}
const app = createReferenceApi(store, options);
const server = http.createServer(app);
server.keepAliveTimeout = 65_000;

server.listen(port, env.HOST ?? "127.0.0.1", () => {
  options.log(
    `listening on http://127.0.0.1:${port} (data: ${dataDir}${seeded ? ", freshly seeded" : ""}` +
      `${options.documentedOnly ? ", documented calls only" : ""})`,
  );
});

function stop() {
  server.close(() => {
    store.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
