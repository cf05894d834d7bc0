import express from "express";
import type { Request } from "express";
import type { ReferenceApiOptions } from "./area";
import { apiReferenceRoutes } from "./api-reference";
import { AREAS, PUBLIC_AREA_CALLS } from "./areas";
import { requireBearer } from "./auth";
import { fail } from "./http";
import { validateRequests } from "./contract-requests";
import { enforcePermissions } from "./permissions";
import { documentedOnly, extensionRoutes } from "./extensions";
import { accountRoutes } from "./routes/accounts";
import { eventHookRoutes } from "./routes/events";
import { faultInjector, testHookRoutes } from "./routes/test-hooks";
import type { Store } from "./store";

/** Account calls and the discovery call work without a bearer token; the areas' own are in areas.ts. */
const PUBLIC_ACCOUNT_CALLS: Array<[string, RegExp]> = [
  ["POST", /^\/api\/accounts\/(login|refreshToken|forgot-password|confirm-new-password|mfa)$/],
  ["GET", /^\/api\/extensions$/],
];

/** Whether a call needs no bearer token (the permission check's tests read it too). */
export function isPublic(req: Request) {
  return (
    PUBLIC_ACCOUNT_CALLS.some(
      ([method, path]) => method === req.method && path.test(req.baseUrl + req.path),
    ) || PUBLIC_AREA_CALLS.some((isPublicCall) => isPublicCall(req))
  );
}

export function createReferenceApi(store: Store, options: ReferenceApiOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use(express.json({ limit: "2mb" }));
  app.use(express.urlencoded({ extended: false, limit: "1mb" }));

  app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
  app.use(apiReferenceRoutes());

  if (options.latencyMs > 0) {
    app.use("/api", (_req, _res, next) => setTimeout(next, options.latencyMs));
  }

  if (options.testHooks) {
    app.use(testHookRoutes(store, options));
    app.use(eventHookRoutes(store));
    app.use("/api", faultInjector);
  }

  if (options.documentedOnly) app.use("/api", documentedOnly());
  app.use("/api", requireBearer(store, isPublic));
  app.use("/api", enforcePermissions(store, isPublic));
  app.use("/api", validateRequests());
  app.use(extensionRoutes());
  app.use(accountRoutes(store, options, options.log));
  for (const area of AREAS) app.use(area(store, options));

  app.use("/api", (req, res) => fail(res, 404, "NOT_FOUND", `No handler for ${req.method} ${req.path}`));
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status === 400 || status === 413)
      return fail(res, status, "BAD_REQUEST", "The request body could not be read");
    options.log(`error: ${error instanceof Error ? error.stack : String(error)}`);
    fail(res, 500, "INTERNAL_ERROR", "Internal server error");
  });
  return app;
}
