import { data } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "./client.server";
import { pageOf } from "./organizations.server";
import { orThrow } from "./outcome.server";

/** Claims modifiers (spec part 1 §7 "Claims modifiers"): the list answer holds data.content. */

const id = z.union([z.string(), z.number()]).transform(String);

export const modifierSchema = z
  .object({ id, code: z.string(), description: z.string().nullish(), usage: z.number().nullish() })
  .passthrough();
export type Modifier = z.output<typeof modifierSchema>;

const listSchema = z.object({ data: pageOf(modifierSchema) }).passthrough();

const base = "/api/claims-modifiers";

export async function listModifiers(
  client: UpstreamClient,
  query: { page: number; size?: number; code?: string },
) {
  const result = await client.call(base, {
    query: { code: query.code, page: query.page, size: query.size ?? 20 },
    schema: listSchema,
  });
  return result.ok ? { ...result, data: result.data.data } : result;
}

/** Looks a code up exactly: the record, or null. */
export async function findModifier(client: UpstreamClient, code: string) {
  const result = await listModifiers(client, { page: 0, size: 100, code });
  if (!result.ok) return result;
  return {
    ...result,
    data: result.data.content.find((m) => m.code.toUpperCase() === code.toUpperCase()) ?? null,
  };
}

export function createModifier(client: UpstreamClient, body: { code: string; description: string }) {
  return client.call(base, { method: "POST", json: body });
}

export function updateModifier(
  client: UpstreamClient,
  modifierId: string,
  body: { code: string; description: string },
) {
  return client.call(`${base}/${encodeURIComponent(modifierId)}`, { method: "PUT", json: body });
}

export function deleteModifier(client: UpstreamClient, modifierId: string) {
  return client.call(`${base}/${encodeURIComponent(modifierId)}`, { method: "DELETE" });
}

/** The modifier an edit or delete page is about: `?code=` finds it, the id in the path must match. */
export async function loadModifier(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  modifierId: string,
) {
  const code = (new URL(request.url).searchParams.get("code") ?? "").trim();
  const notFound = () =>
    data({ messageKey: "billing:modifiers.notFound", requestId: context.requestId }, { status: 404 });
  if (!code) throw notFound();
  const found = orThrow(await findModifier(client, code), context);
  if (!found || found.id !== modifierId) throw notFound();
  return found;
}
