import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { CodeListName } from "~/code-lists/registry.server";
import { MASTER_DATA_PATH, isListed, isView, resolveMasterDataSegment } from "~/domain/master-data";
import { notFound } from "~/http/not-found.server";

/**
 * The master-data type a URL names (decision 034), as the code-list resource knows it. The spec's
 * lower-cased type names ("observation type", "observationtype") answer with a permanent redirect
 * to the canonical slug, the rest of the path and the query kept; the billing types live on their
 * own screens, so only their list URL leads there; anything else is a 404 before any upstream call.
 */
export function listedName({ params, request, context }: LoaderFunctionArgs): CodeListName {
  const found = resolveMasterDataSegment(params.type);
  if (!found) throw notFound(context);
  const url = new URL(request.url);
  if (!found.canonical) {
    const prefix = `${MASTER_DATA_PATH}/`;
    const rest = url.pathname.slice(prefix.length).split("/").slice(1);
    throw redirect([`${prefix}${found.type.slug}`, ...rest].join("/") + url.search, 301);
  }
  if (!isListed(found.type)) {
    const atList = url.pathname.replace(/\/$/, "") === `${MASTER_DATA_PATH}/${found.type.slug}`;
    if (atList) throw redirect(found.type.managedAt);
    throw notFound(context);
  }
  return `masterData/${found.type.slug}`;
}

/**
 * The type of a page that changes values (new, edit, delete): a read-only list (devices,
 * inventories, products, the payer list) has none, so those are a 404 before any upstream call.
 */
export function editableName(args: LoaderFunctionArgs): CodeListName {
  const name = listedName(args);
  const found = resolveMasterDataSegment(args.params.type);
  if (found && isView(found.type)) throw notFound(args.context);
  return name;
}
