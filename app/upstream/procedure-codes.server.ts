import { data } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "./client.server";
import { decimal, listOf } from "./fee-schedules.server";
import { orThrow } from "./outcome.server";

/** Procedure codes (spec part 1 §7 "Procedure codes"; part 2 §7 "Master data" delete path). */

const id = z.union([z.string(), z.number()]).transform(String);

export const procedureCodeSchema = z
  .object({
    id,
    code: z.string(),
    description: z.string().nullish(),
    group: z.string().nullish(),
    defaultAmount: decimal.nullish(),
    usage: z.object({ entries: z.number().nullish(), payers: z.number().nullish() }).passthrough().nullish(),
  })
  .passthrough();
export type ProcedureCode = z.output<typeof procedureCodeSchema>;

export const codeGroupSchema = z
  .object({
    group: z.string(),
    count: z.number().int().nullish(),
    codes: z
      .array(
        z
          .object({
            id,
            code: z.string(),
            description: z.string().nullish(),
            defaultAmount: decimal.nullish(),
          })
          .passthrough(),
      )
      .default([]),
  })
  .passthrough();

const base = "/api/procedure-codes";

export function getProcedureCodeOverview(
  client: UpstreamClient,
  query: { page: number; size?: number; code?: string },
) {
  return client.call(`${base}/overview`, {
    query: { page: query.page, size: query.size ?? 20, code: query.code },
    schema: listOf(procedureCodeSchema),
  });
}

export function getGroupedCodes(
  client: UpstreamClient,
  query: { page: number; size?: number; code?: string; selectedCode?: string },
) {
  return client.call(`${base}/grouped-codes`, {
    query: { page: query.page, size: query.size ?? 20, code: query.code, selectedCode: query.selectedCode },
    schema: listOf(codeGroupSchema),
  });
}

/** Looks a code up exactly (the overview filter matches prefixes): the record, or null. */
export async function findProcedureCode(client: UpstreamClient, code: string) {
  const result = await getProcedureCodeOverview(client, { page: 0, size: 100, code });
  if (!result.ok) return result;
  return {
    ...result,
    data: result.data.content.find((p) => p.code.toUpperCase() === code.toUpperCase()) ?? null,
  };
}

export interface ProcedureCodeBody {
  code: string;
  description: string;
  group: string;
  defaultAmount: string;
}

export function createProcedureCode(client: UpstreamClient, body: ProcedureCodeBody) {
  return client.call(base, { method: "POST", json: body, schema: procedureCodeSchema });
}

export function updateProcedureCode(client: UpstreamClient, codeId: string, body: ProcedureCodeBody) {
  return client.call(`${base}/${encodeURIComponent(codeId)}`, { method: "PUT", json: body });
}

export function deleteProcedureCode(client: UpstreamClient, codeId: string) {
  return client.call(`${base}/${encodeURIComponent(codeId)}`, { method: "DELETE" });
}

/** The code an edit or delete page is about: `?code=` finds it, the id in the path must match. */
export async function loadProcedureCode(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  codeId: string,
) {
  const code = (new URL(request.url).searchParams.get("code") ?? "").trim();
  const notFound = () =>
    data({ messageKey: "billing:procedureCodes.notFound", requestId: context.requestId }, { status: 404 });
  if (!code) throw notFound();
  const found = orThrow(await findProcedureCode(client, code), context);
  if (!found || found.id !== codeId) throw notFound();
  return found;
}
