import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { decimal } from "./code-lists.server";
import { upstreamId as id } from "./schemas.server";

/**
 * Payer analytics (spec part 2 §7 "Payers and claims"; decision 039): counted by the upstream
 * over the caller's claims, of one payer when `payerId` is given.
 */

const count = z.number().int().nonnegative();

const perOrganizationSchema = z.array(
  z
    .object({
      organizationId: id,
      organizationName: z.string(),
      claims: count,
      denied: count,
      billedAmount: decimal,
      paidAmount: decimal,
    })
    .passthrough(),
);

const covidSchema = z.array(
  z
    .object({
      payerId: id,
      payerName: z.string(),
      claims: count,
      covidClaims: count,
      covidBilledAmount: decimal,
      covidPaidAmount: decimal,
    })
    .passthrough(),
);

const byMonthSchema = z.array(
  z
    .object({
      month: z.string(),
      claims: count,
      denied: count,
      averageMr: z.number(),
      billedAmount: decimal,
      paidAmount: decimal,
    })
    .passthrough(),
);

const topReasonsSchema = z.array(
  z.object({ code: z.string(), description: z.string().nullish(), claims: count }).passthrough(),
);

export function getClaimsPerOrganization(client: UpstreamClient, payerId?: string) {
  return client.call("/api/payers/claims-stats-per-organization", {
    query: { payerId },
    schema: perOrganizationSchema,
  });
}

export function getCovidStats(client: UpstreamClient) {
  return client.call("/api/payers/payers-covid-stats", { schema: covidSchema });
}

export function getPayerClaimsByMonth(client: UpstreamClient, payerId: string) {
  return client.call(`/api/payers/${encodeURIComponent(payerId)}/claims/by_month`, { schema: byMonthSchema });
}

export function getTopReasonCodes(client: UpstreamClient, payerId?: string) {
  return client.call("/api/payers/get-top-three-reason-codes", {
    query: { payerId },
    schema: topReasonsSchema,
  });
}

export function downloadCovidAplSummary(client: UpstreamClient) {
  return client.fetch("/api/payers/payers-covid-apl-summary-download", { headers: { Accept: "text/csv" } });
}
