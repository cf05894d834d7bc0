import { claims } from "@contract/claims";
import { pathOf } from "@contract/call";
import type { UpstreamClient } from "./client.server";

/**
 * Payer analytics (spec part 2 §7 "Payers and claims"; decision 039): counted by the upstream
 * over the caller's claims, of one payer when `payerId` is given.
 */

export function getClaimsPerOrganization(client: UpstreamClient, payerId?: string) {
  return client.invoke(claims.perOrganization, { query: { payerId } });
}

export function getCovidStats(client: UpstreamClient) {
  return client.invoke(claims.covidStats);
}

export function getPayerClaimsByMonth(client: UpstreamClient, payerId: string) {
  return client.invoke(claims.payerByMonth, { params: { id: payerId } });
}

export function getTopReasonCodes(client: UpstreamClient, payerId?: string) {
  return client.invoke(claims.topReasonCodes, { query: { payerId } });
}

export function downloadCovidAplSummary(client: UpstreamClient) {
  const entry = claims.covidAplSummary;
  return client.fetch(pathOf(entry), { method: entry.method, headers: { Accept: "text/csv" } });
}
