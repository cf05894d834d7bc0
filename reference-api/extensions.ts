import { Router, type RequestHandler } from "express";
import { CALLS } from "@contract/index";
import { entryMatcher } from "@contract/match";
import { fail } from "./http";

const EXTENSIONS = CALLS.filter((call) => "extension" in call.source);
const matchExtension = entryMatcher(EXTENSIONS);
const matchAny = entryMatcher();

/**
 * Started with `--documented-only`, the reference upstream answers the documented `/api` alone:
 * every extension call answers 404 as a backend without it would, the discovery call included.
 * The app's documented-only tests run against it that way.
 */
export function documentedOnly(): RequestHandler {
  return (req, res, next) => {
    const path = req.baseUrl + req.path;
    // A path both an extension and a documented call match is the documented one's (literals win).
    const extension = matchExtension(req.method, path);
    if (extension && matchAny(req.method, path)?.call === extension.call)
      return fail(res, 404, "NOT_FOUND", `No handler for ${req.method} ${req.path}`);
    next();
  };
}

/** The discovery call: this upstream answers every extension of the contract. */
export function extensionRoutes() {
  const router = Router();
  router.get("/api/extensions", (_req, res) => {
    res.json({ extensions: EXTENSIONS.map((call) => call.id) });
  });
  return router;
}
