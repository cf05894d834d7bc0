import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from "msw";
import type { z } from "zod";
import type { CallDefinition } from "@contract/call";
import { UPSTREAM } from "./accounts";

/**
 * msw handlers made from contract entries (issue 39 §2): the handler answers the entry's method
 * and path, and `answerOf` types its body by the entry's answer schema, so a fake upstream cannot
 * drift from the contract the app reads.
 */

type JsonAnswer<C extends CallDefinition> = {
  [K in keyof C["responses"]]-?: NonNullable<C["responses"][K]> extends { json: infer S extends z.ZodTypeAny }
    ? z.input<S>
    : never;
}[keyof C["responses"]];

/** The entry's path in msw's (Express) style: `{id}` becomes `:id`. */
export const mockPath = (entry: Pick<CallDefinition, "path">) =>
  `${UPSTREAM}${entry.path.replace(/\{([^}]+)\}/g, ":$1")}`;

export function onCall<C extends CallDefinition>(
  entry: C,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>,
) {
  const method = entry.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  return http[method](mockPath(entry), resolver);
}

/** A JSON answer the entry's schema accepts (typed by it), with the entry's first success status. */
export function answerOf<C extends CallDefinition>(entry: C, body: JsonAnswer<C>, status?: number) {
  const first = Number(Object.keys(entry.responses)[0] ?? 200);
  return HttpResponse.json(body as DefaultBodyType, { status: status ?? first });
}
