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
 * A call the contract does not name goes on (the routes answer 404 for it). The routes therefore
 * check records and business rules only: what a body's or query's types and required fields are is
 * the entry's.
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
    if (body && ("json" in body || "form" in body)) {
      // A request without a JSON or form body is read as no body where the entry allows none (an
      // optional list), else as an empty object, which the schema refuses as it refuses `{}`: the
      // routes never see a body their entry does not allow.
      const schema = "json" in body ? body.json : body.form;
      const sent: unknown = req.is(["json", "urlencoded"])
        ? req.body
        : schema.safeParse(undefined).success
          ? undefined
          : {};
      const parsed = schema.safeParse(sent);
      if (!parsed.success) errors.push(...fieldErrors(parsed.error));
    }
    if (errors.length) return unprocessable(res, errors);
    next();
  };
}
