import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from "msw";
import type { z } from "zod";
import type { Call, CallDefinition } from "@contract/call";
import { CALLS } from "@contract/index";
import { entryFor } from "@contract/match";
import { UPSTREAM } from "./accounts";

/**
 * msw handlers made from contract entries (issue 39 §2): the handler answers the entry's method
 * and path, and `answerOf` types its body by the entry's answer schema, so a fake upstream cannot
 * drift from the contract the app reads.
 */

/** The body `answerOf(entry, ...)` takes: the input of the entry's success answer schema. */
export type JsonAnswer<C extends CallDefinition> = {
  [K in keyof C["responses"]]-?: NonNullable<C["responses"][K]> extends { json: infer S extends z.ZodTypeAny }
    ? z.input<S>
    : never;
}[keyof C["responses"]];

/** The entry's path in msw's (Express) style: `{id}` becomes `:id`. */
export const mockPath = (entry: Pick<CallDefinition, "path">) =>
  `${UPSTREAM}${entry.path.replace(/\{([^}]+)\}/g, ":$1")}`;

/**
 * An msw handler for the entry's method and path. It answers only requests the contract says are
 * this entry: msw alone would let `/api/payers/{id}` answer `/api/payers/payers-covid-stats`,
 * where the contract (like a backend) takes the literal segment's entry; such a request falls
 * through to the next handler.
 */
export function onCall<C extends CallDefinition>(
  entry: C,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>,
) {
  const method = entry.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  return http[method](mockPath(entry), (info) => {
    const hit = entryFor(entry.method, new URL(info.request.url).pathname);
    if (hit && hit.call.path !== entry.path) return undefined;
    return resolver(info);
  });
}

/**
 * The entry a method and path name, for tests that loop over paths (master data's services): a
 * path the contract does not name is an error, not a handler.
 */
export function entryAt(method: string, path: string): Call {
  const hit = entryFor(method, path);
  if (!hit) throw new Error(`no contract entry for ${method} ${path}`);
  return hit.call;
}

/**
 * One resolver for every entry `pick` chooses (a recorder of every write under a path, say): what
 * a test would otherwise write as a wildcard handler (every PUT under `/api/tasks/`), limited to
 * the calls the contract names.
 */
export function onCalls(
  pick: (entry: Call) => boolean,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>,
) {
  return CALLS.filter(pick).map((entry) => onCall(entry, resolver));
}

/** A JSON answer the entry's schema accepts (typed by it), with the entry's first success status. */
export function answerOf<C extends CallDefinition>(entry: C, body: JsonAnswer<C>, status?: number) {
  const first = Number(Object.keys(entry.responses)[0] ?? 200);
  return HttpResponse.json(body as DefaultBodyType, { status: status ?? first });
}

/** One Spring page holding all of `content` (the upstream's lists), `size` long. */
export function pageOf<T>(content: T[], size = Math.max(content.length, 20)) {
  return { content, totalElements: content.length, totalPages: 1, number: 0, size };
}
