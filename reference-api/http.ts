import type { NextFunction, Request, RequestHandler, Response, Router } from "express";
import type { ParamsDictionary } from "express-serve-static-core";
import type { CallDefinition } from "@contract/call";

export interface FieldError {
  field: string;
  message: string;
}

/** 422 with the documented body: {"fieldErrors":[{"field":…,"message":…}]}. */
export function unprocessable(res: Response, fieldErrors: FieldError[]) {
  res.status(422).json({ code: "VALIDATION_FAILED", message: "Validation failed", fieldErrors });
}

export function fail(
  res: Response,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  res.status(status).json({ code, message, ...extra });
}

export function notFound(res: Response, what = "Resource") {
  fail(res, 404, "NOT_FOUND", `${what} not found`);
}

/**
 * A refusal thrown where a handler cannot go on (a record that is not there, a rule it breaks):
 * `handler` answers it, so a lookup is one line and a helper several handlers share refuses for
 * them all. Thrown inside a transaction, it undoes what the transaction did.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Throws the answer `fail` sends. */
export function refuse(
  status: number,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
): never {
  throw new Refusal(status, code, message, extra);
}

/** Throws the 404 `notFound` answers. */
export function missing(what = "Resource"): never {
  throw new Refusal(404, "NOT_FOUND", `${what} not found`);
}

/** `value`, when it is there (truthy); else the 404 of `missing`. */
export function found<T>(value: T, what = "Resource"): NonNullable<T> {
  return value ? (value as NonNullable<T>) : missing(what);
}

/** Throws the 422 `unprocessable` answers. */
export function invalid(fieldErrors: FieldError[]): never {
  throw new Refusal(422, "VALIDATION_FAILED", "Validation failed", { fieldErrors });
}

export function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n =
    typeof value === "string" && value.trim() !== ""
      ? Number(value)
      : typeof value === "number"
        ? value
        : NaN;
  if (!Number.isInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Express 4 does not catch rejected promises; route handlers go through this. It answers a `Refusal`. */
export function handler<Params = ParamsDictionary>(fn: (req: Request<Params>, res: Response) => unknown) {
  return (req: Request<Params>, res: Response, next: NextFunction) => {
    const refused = (error: unknown) =>
      error instanceof Refusal
        ? fail(res, error.status, error.code, error.message, error.extra)
        : next(error);
    try {
      const result = fn(req, res);
      if (result instanceof Promise) result.catch(refused);
    } catch (error) {
      refused(error);
    }
  };
}

export function contains(haystack: string | null | undefined, needle: string | undefined) {
  if (!needle) return true;
  return (haystack ?? "").toLowerCase().includes(needle.toLowerCase());
}

/** The names of a contract path's parameters: "/api/programs/{id}/qualification/{rank}" → "id" | "rank". */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** A handler of one entry: its request's path parameters are the entry's. */
type EntryHandler<Path extends string> = (
  req: Request<{ [Name in ParamNames<Path>]: string }>,
  res: Response,
) => unknown;

/**
 * Serves an area's entries (contract/<area>.ts): each handler at its entry's method and path (`{id}`
 * is Express's `:id`), so a handler cannot drift from the call it answers. They are added in the
 * order written, which is the order Express tries them: a literal path goes before the id it
 * would match. A handler that needs a body parser of its own (an upload) follows it in a pair.
 */
export function serve<Calls extends Record<string, CallDefinition>>(
  router: Router,
  calls: Calls,
  handlers: {
    [Name in keyof Calls]?:
      EntryHandler<Calls[Name]["path"]> | [RequestHandler, EntryHandler<Calls[Name]["path"]>];
  },
) {
  for (const [name, value] of Object.entries(handlers)) {
    const call = calls[name]!;
    const [parser, fn] = Array.isArray(value) ? value : [undefined, value];
    const route = router.route(call.path.replace(/\{(\w+)\}/g, ":$1"));
    const method = call.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
    route[method](...(parser ? [parser] : []), handler(fn as (req: Request, res: Response) => unknown));
  }
}

/** Serves calls no entry names (the test hooks, `/__test/*`): each keyed "METHOD /path", in the order Express tries them. */
export function serveHooks(
  router: Router,
  handlers: Record<string, (req: Request, res: Response) => unknown>,
) {
  for (const [key, fn] of Object.entries(handlers)) {
    const [method, path] = key.split(" ") as [string, string];
    router.route(path)[method.toLowerCase() as "get" | "post" | "put" | "delete"](handler(fn));
  }
}
