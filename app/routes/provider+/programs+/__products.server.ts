import { data } from "@remix-run/node";
import { notFound, requireValidId } from "~/http/not-found.server";
import { deleteFailure } from "~/http/delete-failure.server";
import { orThrow } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient, UpstreamFailure } from "~/upstream/client.server";
import { listProducts, type Program } from "~/upstream/programs.server";

/**
 * The product delete pages' side of the server. A product or item is looked for among the
 * program's own (one read of its products): an id that cannot be one answers 404 before any
 * call, one of another program 404 before any change.
 */
export async function loadProducts(client: UpstreamClient, context: RequestContext, program: Program) {
  return orThrow(await listProducts(client, program.id), context);
}

export function productIdOf(context: RequestContext, raw: string | undefined) {
  return requireValidId(context, raw, { messageKey: "programs:products.notFound" });
}

export function missingProduct(context: RequestContext) {
  return notFound(context, { messageKey: "programs:products.notFound" });
}

/**
 * A refused delete in the reader's words: the upstream's 422 names why (`items`: the product
 * still has items; anything else: it is in use), its English text is not shown.
 */
export function productDeleteFailure(failure: UpstreamFailure, keys: string) {
  if (failure.kind !== "validation") return deleteFailure(failure, keys);
  const message = failure.fieldErrors.some((e) => e.field === "items")
    ? "programs:products.delete.hasItems"
    : `${keys}.inUse`;
  return data({ result: { status: "error" as const, error: { "": [message] } }, message }, { status: 422 });
}
