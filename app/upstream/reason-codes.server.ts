import { data } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "./client.server";
import { listOf } from "./fee-schedules.server";
import { orThrow } from "./outcome.server";

/** Reason codes (spec part 2 §7 "Payers and claims"; delete through /overview, "Master data"). */

const id = z.union([z.string(), z.number()]).transform(String);

export const reasonCodeSchema = z
  .object({ id, code: z.string(), description: z.string().nullish(), usage: z.number().nullish() })
  .passthrough();
export type ReasonCode = z.output<typeof reasonCodeSchema>;

const base = "/api/reason-codes";

export function listReasonCodes(
  client: UpstreamClient,
  query: { page: number; size?: number; name?: string },
) {
  return client.call(base, {
    query: { page: query.page, size: query.size ?? 20, name: query.name },
    schema: listOf(reasonCodeSchema),
  });
}

/** Looks a code up exactly: the record, or null. */
export async function findReasonCode(client: UpstreamClient, code: string) {
  const result = await listReasonCodes(client, { page: 0, size: 100, name: code });
  if (!result.ok) return result;
  return {
    ...result,
    data: result.data.content.find((r) => r.code.toUpperCase() === code.toUpperCase()) ?? null,
  };
}

export function createReasonCode(client: UpstreamClient, body: { code: string; description: string }) {
  return client.call(base, { method: "POST", json: body });
}

export function deleteReasonCode(client: UpstreamClient, reasonId: string) {
  return client.call(`${base}/overview/${encodeURIComponent(reasonId)}`, { method: "DELETE" });
}

/** The reason code a delete page is about: `?code=` finds it, the id in the path must match. */
export async function loadReasonCode(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  reasonId: string,
) {
  const code = (new URL(request.url).searchParams.get("code") ?? "").trim();
  const notFound = () =>
    data({ messageKey: "billing:reasonCodes.notFound", requestId: context.requestId }, { status: 404 });
  if (!code) throw notFound();
  const found = orThrow(await findReasonCode(client, code), context);
  if (!found || found.id !== reasonId) throw notFound();
  return found;
}
