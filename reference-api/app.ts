import express from "express";
import type { Request } from "express";
import type { ReferenceApiOptions } from "./area";
import { apiReferenceRoutes } from "./api-reference";
import { entryFor } from "@contract/match";
import { AREAS } from "./areas";
import { requireBearer } from "./auth";
import { fail } from "./http";
import { validateRequests } from "./contract-requests";
import { REGISTRATION_CODE_HEADER, REGISTRATION_TOKEN_HEADER } from "./patient-area/access";
import { enforcePermissions } from "./permissions";
import { documentedOnly, extensionRoutes } from "./extensions";
import { accountRoutes } from "./accounts/routes";
import { eventHookRoutes } from "./events/routes";
import { faultInjector, testHookRoutes } from "./routes/test-hooks";
import type { Store } from "./store";

/**
 * Whether a call needs no bearer token, as its contract entry's `anonymous` says (the permission
 * check's tests read it too). "registration" is public only when the request carries both
 * registration headers: the entry cannot say which headers, and the routes check their values
 * (booking, reading the registered patient and the task just booked). A request no entry names is
 * not public.
 */
export function isPublic(req: Request) {
  const anonymous = entryFor(req.method, req.baseUrl + req.path)?.call.anonymous;
  if (anonymous === "always") return true;
  return (
    anonymous === "registration" &&
    !!req.get(REGISTRATION_CODE_HEADER) &&
    !!req.get(REGISTRATION_TOKEN_HEADER)
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

  // Read on every call: a test hook changes it while the upstream runs (a bench signs in quickly,
  // then makes every call slow).
  app.use("/api", (_req, _res, next) =>
    options.latencyMs > 0 ? setTimeout(next, options.latencyMs) : next(),
  );

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
