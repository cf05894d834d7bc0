import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { decimal } from "./code-lists.server";
import { owner } from "./fee-schedules.server";
import { upstreamId as id } from "./schemas.server";

/**
 * A payer's page (spec part 2 §3 "Payer", §7 "Payers and claims"): the payer and its codes. The
 * list, lookup by name and create are the payers code list's (code-lists.server.ts).
 */

export const payerSchema = z
  .object({
    id,
    payerName: z.string(),
    payerGroupNumber: z.string().nullish(),
    state: z.string().nullish(),
    procedureCodeCount: z.number().nullish(),
    reasonCodeCount: z.number().nullish(),
    ownerOrganizationId: owner,
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
