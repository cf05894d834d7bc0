import type { z } from "zod";
import { claims, type payerSchema } from "@contract/claims";
import type { UpstreamClient } from "./client.server";

/**
 * A payer's page (spec part 2 §3 "Payer", §7 "Payers and claims"): the payer and its codes. The
 * list, lookup by name and create are the payers code list's (code-lists.server.ts).
 */

export type Payer = z.output<typeof payerSchema>;

export function getPayer(client: UpstreamClient, payerId: string) {
  return client.invoke(claims.getPayer, { params: { id: payerId } });
}

export function getPayerProcedureCodes(client: UpstreamClient, payerId: string) {
  return client.invoke(claims.payerProcedureCodes, { params: { id: payerId } });
}

export function getPayerReasonCodes(client: UpstreamClient, payerId: string) {
  return client.invoke(claims.payerReasonCodes, { params: { id: payerId } });
}
