import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { decimal, listOf } from "./fee-schedules.server";

/** Payers (spec part 2 §3 "Payer", §7 "Payers and claims"). Page size 20 (§9). */

const id = z.union([z.string(), z.number()]).transform(String);

export const payerSchema = z
  .object({
    id,
    payerName: z.string(),
    payerGroupNumber: z.string().nullish(),
    state: z.string().nullish(),
    procedureCodeCount: z.number().nullish(),
    reasonCodeCount: z.number().nullish(),
  })
  .passthrough();
export type Payer = z.output<typeof payerSchema>;

const payerCodeSchema = z
  .object({
    id: id.nullish(),
    code: z.string(),
    description: z.string().nullish(),
    group: z.string().nullish(),
    defaultAmount: decimal.nullish(),
  })
  .passthrough();

const base = "/api/payers";

export function listPayers(client: UpstreamClient, query: { page: number; size?: number; name?: string }) {
  return client.call(base, {
    query: { name: query.name, page: query.page, size: query.size ?? 20 },
    schema: listOf(payerSchema),
  });
}

/** Selects one payer by its name (GET /api/payers?payer_name=). */
export function getPayerByName(client: UpstreamClient, payerName: string) {
  return client.call(base, { query: { payer_name: payerName }, schema: payerSchema });
}

export function getPayer(client: UpstreamClient, payerId: string) {
  return client.call(`${base}/${encodeURIComponent(payerId)}`, { schema: payerSchema });
}

export function getPayerProcedureCodes(client: UpstreamClient, payerId: string) {
  return client.call(`${base}/${encodeURIComponent(payerId)}/procedure_codes`, {
    schema: z.array(payerCodeSchema),
  });
}

export function getPayerReasonCodes(client: UpstreamClient, payerId: string) {
  return client.call(`${base}/${encodeURIComponent(payerId)}/reason_codes`, {
    schema: z.array(payerCodeSchema),
  });
}

export function createPayer(
  client: UpstreamClient,
  body: { payerName: string; payerGroupNumber: string; state: string },
) {
  return client.call(base, { method: "POST", json: body, schema: payerSchema });
}
