import { data } from "@remix-run/node";
import { isValidId } from "~/domain/ids";
import type { RequestContext } from "~/load-context.server";

/**
 * The answer, for a route to throw, when what the address names does not exist: the error
 * boundary shows the translated 404 page with the request id to quote. `body` adds the area's own
 * message (`messageKey`), or is the shape a resource route's caller reads.
 */
export function notFound(context: RequestContext, body: Record<string, unknown> = {}) {
  return data({ requestId: context.requestId, ...body }, { status: 404 });
}

/**
 * A path or query parameter that cannot be an upstream id names nothing: a 404 before any upstream
 * call, so hostile input never reaches an upstream address.
 */
export function requireValidId(
  context: RequestContext,
  value: string | null | undefined,
  body?: Record<string, unknown>,
): string {
  if (!isValidId(value)) throw notFound(context, body);
  return value;
}
