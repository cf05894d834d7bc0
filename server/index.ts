import { watch } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { broadcastDevReady } from "@remix-run/node";
import { type Config, ConfigError, getConfig } from "../app/config.server";
import { log } from "../app/observability/logger.server";
import { createHostApp } from "./app";

let config: Config;
try {
  config = getConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const BUILD_PATH = path.resolve(process.cwd(), process.env.REMIX_BUILD_PATH ?? "build/index.js");

async function importBuild(): Promise<ServerBuild> {
  // The query defeats the ESM cache when development re-imports a rebuilt app.
  const url = pathToFileURL(BUILD_PATH).href + (config.isProduction ? "" : `?t=${Date.now()}`);
  return (await import(url)) as ServerBuild;
}

let build = await importBuild();

const shutdown = new AbortController();
const openStreams = new Set<() => void>();
const services = {
  shutdownSignal: shutdown.signal,
  trackStream(close: () => void) {
    openStreams.add(close);
    return () => openStreams.delete(close);
  },
  openStreams: () => openStreams.size,
};

const app = createHostApp({
  config,
  services,
  getBuild: async () => build,
  buildVersion: () => build.assets.version,
});
const server = http.createServer(app);
// Slow clients must not hold sockets forever; event streams send a heartbeat well inside this.
server.headersTimeout = 30_000;
server.requestTimeout = 0;
server.keepAliveTimeout = 5_000;

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info("app listening", {
    url: `http://localhost:${port}`,
    upstream: config.upstreamApiUrl,
    mode: config.nodeEnv,
  });
  if (!config.isProduction && process.env.REMIX_DEV_ORIGIN) void broadcastDevReady(build);
});

if (!config.isProduction && process.env.REMIX_DEV_ORIGIN) {
  let timer: NodeJS.Timeout | undefined;
  watch(path.dirname(BUILD_PATH), () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      build = await importBuild();
      void broadcastDevReady(build);
    }, 100);
  });
}

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info("shutting down: finishing in-flight requests", { signal, openStreams: openStreams.size });
  // Stop accepting, tell event streams to end, let in-flight requests finish, then exit.
  server.close(() => {
    log.info("shutdown complete");
    process.exit(0);
  });
  shutdown.abort();
  for (const close of openStreams) close();
  server.closeIdleConnections();
  setTimeout(
    () => {
      log.warn("shutdown timed out; closing remaining connections");
      server.closeAllConnections();
      process.exit(0);
    },
    Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000),
  ).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
