import { z } from "zod";
import type { CodeListItem, CodeListType } from "~/domain/code-lists";
import type { UpstreamClient, UpstreamResult } from "./client.server";
import { decimal, id, listOf } from "@contract/common";

/**
 * The calls of a code list's upstream collection, from its description (spec part 1 §7 "Claims
 * modifiers", "Procedure codes"; part 2 §7 "Master data", "Payers and claims"): list, groups,
 * exact lookup, create, update, delete. Typed results only; what a page makes of a failure is the
 * route's business (app/code-lists/resource.server.ts).
 */

const itemSchemas = new WeakMap<CodeListType, z.ZodType<CodeListItem, z.ZodTypeDef, unknown>>();

/** A record: its id and identity, its columns and fields; anything else passes through (usage). */
function itemSchema(type: CodeListType) {
  let schema = itemSchemas.get(type);
  if (!schema) {
    const shape: z.ZodRawShape = {};
    for (const field of type.fields)
      shape[field.name] = field.input === "amount" ? decimal.nullish() : z.string().nullish();
    for (const column of type.columns)
      shape[column.field] =
        column.show === "money"
          ? decimal.nullish()
          : column.show === "count"
            ? z.number().nullish()
            : column.show === "image"
              ? z.boolean().nullish()
              : z.string().nullish();
    // An owned type's owner (decision 054): null, the network's; absent, the upstream does not say.
    if (type.owned) shape.ownerOrganizationId = id.nullish();
    schema = z.object({ ...shape, id, [type.identity]: z.string() }).passthrough() as unknown as z.ZodType<
      CodeListItem,
      z.ZodTypeDef,
      unknown
    >;
    itemSchemas.set(type, schema);
  }
  return schema;
}

export interface CodeListQuery {
  page: number;
  size?: number;
  search?: string;
}

const listQuery = (type: CodeListType, query: CodeListQuery) => ({
  ...type.api.fixed,
  [type.api.search]: query.search,
  page: query.page,
  size: query.size ?? 20,
});

export async function listCodeItems(client: UpstreamClient, type: CodeListType, query: CodeListQuery) {
  const path = type.api.base + (type.api.list ?? "");
  const page = listOf(itemSchema(type));
  // The insurance providers' search (spec part 2 §7): POST, with the page's size as `limit`.
  if (type.api.searchByPost) {
    return client.call(`${type.api.base}/search`, {
      method: "POST",
      query: { [type.api.search]: query.search, limit: query.size ?? 20, page: query.page },
      schema: page,
    });
  }
  if (!type.api.listInData) return client.call(path, { query: listQuery(type, query), schema: page });
  const result = await client.call(path, {
    query: listQuery(type, query),
    schema: z.object({ data: page }).passthrough(),
  });
  return result.ok ? { ...result, data: result.data.data } : result;
}

/** The records in their groups (procedure codes by group). */
export function listCodeGroups(client: UpstreamClient, type: CodeListType, query: CodeListQuery) {
  const group = z
    .object({
      group: z.string(),
      count: z.number().int().nullish(),
      codes: z.array(itemSchema(type)).default([]),
    })
    .passthrough();
  return client.call(type.api.base + (type.api.grouped ?? ""), {
    query: listQuery(type, query),
    schema: listOf(group),
  });
}

/**
 * The record whose identity is exactly this (case aside), or null. The list's search matches
 * parts, so the first hundred matches are checked; a collection with a lookup answers itself.
 */
export async function findCodeItem(
  client: UpstreamClient,
  type: CodeListType,
  identity: string,
): Promise<UpstreamResult<CodeListItem | null>> {
  if (type.api.lookup) {
    const result = await client.call(type.api.base, {
      query: { [type.api.lookup]: identity },
      schema: itemSchema(type),
    });
    return !result.ok && result.kind === "http" && result.status === 404
      ? { ok: true, status: 404, data: null }
      : result;
  }
  const result = await listCodeItems(client, type, { page: 0, size: 100, search: identity });
  if (!result.ok) return result;
  const wanted = identity.toUpperCase();
  return {
    ...result,
    data: result.data.content.find((item) => String(item[type.identity]).toUpperCase() === wanted) ?? null,
  };
}

export type CodeListBody = Record<string, string>;

/** Creates a record; its answer is read only where the new record's page opens next. */
export async function createCodeItem(
  client: UpstreamClient,
  type: CodeListType,
  body: CodeListBody,
): Promise<UpstreamResult<CodeListItem | null>> {
  const json = { ...type.api.fixed, ...body };
  if (type.detail) return client.call(type.api.base, { method: "POST", json, schema: itemSchema(type) });
  const result = await client.call(type.api.base, { method: "POST", json });
  return result.ok ? { ...result, data: null } : result;
}

const itemPath = (type: CodeListType, itemId: string, under = "") =>
  `${type.api.base}${under}/${encodeURIComponent(itemId)}`;

export function updateCodeItem(
  client: UpstreamClient,
  type: CodeListType,
  itemId: string,
  body: CodeListBody,
) {
  return client.call(itemPath(type, itemId), { method: "PUT", json: { ...type.api.fixed, ...body } });
}

export function deleteCodeItem(client: UpstreamClient, type: CodeListType, itemId: string) {
  const path = type.api.deleteAt
    ? `${type.api.deleteAt}/${encodeURIComponent(itemId)}`
    : itemPath(type, itemId, type.api.deleteUnder);
  return client.call(path, { method: "DELETE" });
}
