import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import type { Config } from "../app/config.server";
import { loadLocales } from "../app/i18n/i18n.server";
import type { HostServices } from "../app/load-context.server";
import { createRequestContext } from "../app/load-context.server";
import { handOverAudit } from "../app/audit/trail.server";
import { log } from "../app/observability/logger.server";
import { enableMetrics, recordRequest } from "../app/observability/metrics.server";
import { runWithRequestScope } from "../app/observability/request-context.server";
import { breakerState } from "../app/upstream/breaker.server";
import { commitJarOnHeaders } from "./cookies";
import { precompressed } from "./precompressed";
import { UNMATCHED, routeLabel } from "./route-label";
import { bodyLimit, pathGuard, sameOriginGuard, securityHeaders } from "./security";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** How far a request went, for its metrics label: the Remix handler's are named by route pattern. */
const ASSETS = "assets";
const REMIX = Symbol("served by the Remix handler");
type RouteMark = string | typeof REMIX;

/** Marks what the requests reaching this point are, until a later mark says more. */
function markRoute(mark: RouteMark): express.RequestHandler {
  return (_req, res, next) => {
    res.locals.route = mark;
    next();
  };
}

export interface HostOptions {
  config: Config;
  services: HostServices;
  /**
   * The Remix build, or in development a function returning the current one. Given as a
   * function, Remix rebuilds its route table (and the router's data routes) on every request,
   * so production passes the build itself (docs/performance.md, route matching).
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Hash of the client build, served at /version.json for the "app updated" check. */
  buildVersion: () => string;
  publicDir?: string;
  /** Development only: Vite's dev server (modules, HMR) ahead of the app's routes. */
  devMiddleware?: express.RequestHandler;
  /** The client build: `build/client`, whose fingerprinted files are under `assets/`. */
  clientBuildDir?: string;
}

/** Never compress event streams: compression would buffer them and delay every event. */
function shouldCompress(req: express.Request, res: express.Response) {
  const type = String(res.getHeader("Content-Type") ?? "");
  if (type.startsWith("text/event-stream")) return false;
  return compression.filter(req, res);
}

async function upstreamReachable(baseUrl: string): Promise<boolean> {
  try {
    // Any HTTP answer, even 401 or 404, proves the upstream is up and reachable.
    const response = await fetch(`${baseUrl}/api/session/web`, { signal: AbortSignal.timeout(2000) });
    discard(response);
    return true;
  } catch {
    return false;
  }
}

export function createHostApp(options: HostOptions) {
  const { config, services } = options;
  const publicDir = options.publicDir ?? path.resolve(process.cwd(), "public");
  const assetsDir = path.join(
    options.clientBuildDir ?? path.resolve(process.cwd(), "build/client"),
    "assets",
  );
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  const metricsOn = config.metrics !== null;
  if (metricsOn)
    enableMetrics({ openStreams: () => services.openStreams?.() ?? 0, upstreamUrl: config.upstreamApiUrl });
  const manifest = async () =>
    (typeof options.build === "function" ? await options.build() : options.build).routes;

  // Request id on every request and every log line written while handling it.
  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    // Which instance answered, when several run behind a proxy (off unless INSTANCE_NAME is set).
    if (config.instanceName) res.setHeader("X-Served-By", config.instanceName);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      runWithRequestScope({ requestId }, () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (req.path === "/healthz" || req.path === "/readyz") return;
        if (metricsOn) {
          const mark = res.locals.route as RouteMark | undefined;
          const status = res.statusCode;
          if (mark === REMIX)
            void manifest().then((routes) =>
              recordRequest(routeLabel(routes, req.path), req.method, status, ms / 1000),
            );
          else recordRequest(mark ?? UNMATCHED, req.method, status, ms / 1000);
        }
        log.info("request", {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        });
      });
    });
    runWithRequestScope({ requestId }, next);
  });

  app.use(compression({ filter: shouldCompress }));
  app.use(securityHeaders(config.httpsOnly, config.isProduction, config.tagManagerId !== null));

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok", openStreams: services.openStreams?.() ?? 0 });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    // An open breaker is not ready: a load balancer sends the clinic to an instance whose
    // upstream answers, and the probe stays the breaker's own (no extra call to a hung upstream).
    const breaker = breakerState(config.upstreamApiUrl);
    const reachable = breaker !== "open" && (await upstreamReachable(config.upstreamApiUrl));
    const ready = !services.shutdownSignal.aborted && reachable;
    res.status(ready ? 200 : 503).json({
      status: ready ? "ready" : "not ready",
      upstream: reachable ? "reachable" : "unreachable",
      breaker,
    });
  });
  app.get("/version.json", (_req, res) => {
    res.locals.route = "/version.json";
    res.setHeader("Cache-Control", "no-store");
    res.json({ hash: options.buildVersion() });
  });

  // Everything up to the app's routes is a file (Vite's modules, the build, translations, public).
  if (metricsOn) app.use(markRoute(ASSETS));
  if (options.devMiddleware) app.use(options.devMiddleware);
  // Fingerprinted client build: cache for a year, precompressed files first.
  app.use("/assets", precompressed(assetsDir));
  app.use(
    "/assets",
    express.static(assetsDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  // Translations: immutable when the URL carries the current content hash, short otherwise.
  app.use("/locales", (req, res, next) => {
    const current = loadLocales().version;
    const cacheControl =
      req.query.v === current ? "public, max-age=31536000, immutable" : "public, max-age=300";
    express.static(path.join(publicDir, "locales"), {
      index: false,
      fallthrough: false,
      setHeaders: (r) => r.setHeader("Cache-Control", cacheControl),
    })(req, res, next);
  });
  app.use(express.static(publicDir, { maxAge: "1h", index: false, redirect: false }));

  // What the guards refuse never reaches a route: its path may hold anything, so it is not a label.
  if (metricsOn) app.use(markRoute(UNMATCHED));
  app.use(pathGuard(config));
  app.use(bodyLimit(config));
  app.use(sameOriginGuard(config));

  const handler = createRequestHandler({
    build: options.build,
    mode: config.isProduction ? "production" : "development",
    getLoadContext: (req, res) => {
      const gone = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) gone.abort();
      });
      const context = createRequestContext({
        cookieHeader: req.get("cookie"),
        acceptLanguage: req.get("accept-language"),
        requestId: String(res.locals.requestId),
        cspNonce: String(res.locals.cspNonce),
        services,
        config,
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        clientGone: gone.signal,
      });
      commitJarOnHeaders(res, context.jar);
      // The request's audit event is on the stream already; the upstream's copy goes after the
      // response, never delaying it (issue 43, decision 060).
      res.on("close", () => void handOverAudit(context));
      return context;
    },
  });
  app.all("*", (req, res, next) => {
    if (services.shutdownSignal.aborted) res.setHeader("Connection", "close");
    if (metricsOn) res.locals.route = REMIX;
    handler(req, res, next);
  });

  // Last resort: never a stack trace, always the request id.
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status =
      (error as { status?: number; statusCode?: number })?.status ??
      (error as { statusCode?: number })?.statusCode;
    const code = typeof status === "number" && status >= 400 && status < 600 ? status : 500;
    if (code >= 500) log.error("unhandled host error", { error, path: req.path });
    if (res.headersSent) return res.end();
    res
      .status(code === 500 ? 503 : code)
      .type("text/plain")
      .send(`The service could not complete this request. Request id: ${String(res.locals.requestId)}`);
  });

  return app;
}

/** Releases a body we will not read. Not awaited: some fetch implementations settle it late. */
function discard(response: Response) {
  response.body?.cancel().catch(() => undefined);
}
