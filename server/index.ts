import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { type Config, ConfigError, getConfig } from "../app/config.server";
import { log } from "../app/observability/logger.server";
import { openAuditSink } from "../app/audit/stream.server";
import { createHostApp } from "./app";
import { startMetricsServer } from "./metrics";

let config: Config;
try {
  config = getConfig();
  // A trail file that cannot be opened is bad configuration: the start stops here, not a request.
  openAuditSink(config);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const BUILD_PATH = path.resolve(process.cwd(), process.env.REMIX_BUILD_PATH ?? "build/server/index.js");

// Development serves the app through Vite (modules on demand, HMR); production loads the build
// once. Vite is a development dependency, so production never imports it.
const vite = config.isProduction
  ? undefined
  : await import("vite").then(({ createServer }) => createServer({ server: { middlewareMode: true } }));

// In development Remix asks Vite for the current build on every request.
const build: ServerBuild | (() => Promise<ServerBuild>) = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild);

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
  build,
  buildVersion: () => (typeof build === "function" ? "development" : build.assets.version),
  devMiddleware: vite?.middlewares,
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
});

// Off unless METRICS_PORT is set; its own listener, never the public one (decision 061).
const metricsServer = config.metrics ? startMetricsServer(config.metrics) : null;

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
  // A scrape during the grace period is not worth waiting for.
  metricsServer?.close();
  metricsServer?.closeAllConnections();
  for (const close of openStreams) close();
  void vite?.close();
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
