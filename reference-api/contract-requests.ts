import type { NextFunction, Request, Response } from "express";
import type { z } from "zod";
import { entryFor } from "@contract/match";
import { unprocessable, type FieldError } from "./http";

/**
 * Every request is read through its contract entry before a route sees it (issue 39 §2): path
 * parameters with a schema, the query and a JSON or form body. It runs after the permission check
 * (a caller without the capability is refused before its body is read) and before the routes'
 * checks of the record (its tree, its owner), as a backend that validates its arguments first does. What the schema refuses answers the
 * documented 422 with one field error per issue, never a route's 500 on a shape it did not expect.
 * A call the contract does not name goes on (the routes answer 404 for it).
 */

function fieldErrors(error: z.ZodError, prefix = ""): FieldError[] {
  return error.issues.map((issue) => ({
    field: prefix + (issue.path.length ? issue.path.join(".") : "body"),
    message: issue.message,
  }));
}

export function validateRequests() {
  return (req: Request, res: Response, next: NextFunction) => {
    const found = entryFor(req.method, req.baseUrl + req.path);
    if (!found) return next();
    const { call, params } = found;
    const errors: FieldError[] = [];
    if (call.params) {
      const parsed = call.params.safeParse(params);
      if (!parsed.success) errors.push(...fieldErrors(parsed.error));
    }
    if (call.query) {
      const parsed = call.query.safeParse(req.query);
      if (!parsed.success) errors.push(...fieldErrors(parsed.error));
    }
    const body = call.body;
    if (body && ("json" in body || "form" in body) && req.is(["json", "urlencoded"])) {
      const parsed = ("json" in body ? body.json : body.form).safeParse(req.body);
      if (!parsed.success) errors.push(...fieldErrors(parsed.error));
    }
    if (errors.length) return unprocessable(res, errors);
    next();
  };
}
