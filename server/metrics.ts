import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { Config } from "../app/config.server";
import { log } from "../app/observability/logger.server";
import { exposition } from "../app/observability/metrics.server";

type MetricsSettings = NonNullable<Config["metrics"]>;

/**
 * The metrics listener (decision 061): its own port, bound to METRICS_HOST (loopback by default),
 * answering `GET /metrics` and nothing else. The public listener never serves the exposition:
 * route names, status counts and process figures are a map of the app for whoever reads them.
 */
export function createMetricsServer(settings: Pick<MetricsSettings, "token">): http.Server {
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const expected = settings.token === null ? null : digest(settings.token);
  return http.createServer((req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics") return end(res, 404, "not found");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return end(res, 405, "method not allowed");
    }
    if (expected && !authorized(req.headers.authorization, expected)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      return end(res, 401, "unauthorized");
    }
    exposition().then(
      ({ contentType, body }) => {
        res.writeHead(200, { "Content-Type": contentType });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => {
        log.error("metrics exposition failed", { error });
        end(res, 500, "metrics unavailable");
      },
    );
  });
}

/** Starts the listener; an address in use stops the process, as the public port's would. */
export function startMetricsServer(settings: MetricsSettings): http.Server {
  const server = createMetricsServer(settings);
  server.listen(settings.port, settings.host, () => {
    log.info("metrics listening", {
      url: `http://${settings.host}:${settings.port}/metrics`,
      auth: settings.token === null ? "none" : "bearer",
    });
  });
  return server;
}

function digest(value: string) {
  return createHash("sha256").update(value).digest();
}

function authorized(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? "");
  return !!match && timingSafeEqual(digest(match[1]!), expected);
}

function end(res: http.ServerResponse, status: number, text: string) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
  res.end(text);
}
