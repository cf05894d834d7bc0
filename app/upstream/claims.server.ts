import type { z } from "zod";
import { billing } from "@contract/billing";
import {
  claims,
  type claimDetailSchema,
  type claimImportSchema,
  type claimSchema,
  type claimTotalsSchema,
  type disputePackageSchema,
  type reasonCodeDetailSchema,
} from "@contract/claims";
import type { UpstreamClient, UpstreamResult } from "./client.server";
import { streamUpload } from "./fee-schedules.server";

/**
 * Claims and dispute packages (spec part 2 §7 "Payers and claims"; the contract is decision 039).
 * The upstream filters, pages and counts; every call reads the caller's tree only.
 */

export type Claim = z.output<typeof claimSchema>;
export type ClaimDetail = z.output<typeof claimDetailSchema>;
export type ClaimTotals = z.output<typeof claimTotalsSchema>;
export type DisputePackageRow = z.output<typeof disputePackageSchema>;

export type ClaimFilterParams = Record<string, string | number | readonly string[] | undefined>;

export function listClaims(client: UpstreamClient, filter: ClaimFilterParams, page: number, size: number) {
  return client.invoke(claims.list, { query: { ...filter, page, size } });
}

export function getClaimTotals(client: UpstreamClient, filter: ClaimFilterParams) {
  return client.invoke(claims.totals, { query: filter });
}

export function getClaimRanges(client: UpstreamClient, filter: ClaimFilterParams) {
  return client.invoke(claims.ranges, { query: filter });
}

export function getClaimStates(client: UpstreamClient) {
  return client.invoke(claims.states);
}

export function getClaimZipCodes(client: UpstreamClient) {
  return client.invoke(claims.zipCodes);
}

/** The providers who filed the caller's claims (an addition: the spec's filter takes a provider id). */
export function getClaimProviders(client: UpstreamClient) {
  return client.invoke(claims.providers);
}

export function getPayerGroupNumbers(client: UpstreamClient) {
  return client.invoke(claims.payerGroupNumbers);
}

/** Every payer by name, for the payer filter. */
export function getPayerChoices(client: UpstreamClient) {
  return client.invoke(claims.listPayers, { query: { size: -1 } });
}

export function getClaim(client: UpstreamClient, claimId: string) {
  return client.invoke(claims.get, { params: { id: claimId } });
}

export function listDisputePackages(client: UpstreamClient) {
  return client.invoke(claims.disputePackages);
}

export function getDisputePackage(client: UpstreamClient, packageId: string) {
  return client.invoke(claims.disputePackage, { params: { id: packageId } });
}

// ---- claim imports (decision 043) ----------------------------------------------------------------

export type ClaimImport = z.output<typeof claimImportSchema>;

/** POST /api/claims/import: the browser's multipart body streamed through; answers the import. */
export function uploadClaimsCsv(
  client: UpstreamClient,
  body: ReadableStream<Uint8Array>,
  contentType: string,
  tooLarge: () => boolean,
) {
  const entry = claims.importCsv;
  return streamUpload(client, entry, {}, entry.responses[202].json, { body, contentType, tooLarge });
}

/**
 * The claim import log (GET /api/logs/import?kind=CLAIMS), newest first, paged by the upstream.
 * The log's rows are the fee schedules' imports' too; a claim import counts its rejected rows.
 */
export async function listClaimImports(
  client: UpstreamClient,
  query: { id?: string; status?: string; page: number; size: number },
): Promise<
  UpstreamResult<{
    content: ClaimImport[];
    totalElements: number;
    totalPages: number;
    number: number;
    size: number;
  }>
> {
  const result = await client.invoke(billing.importLog, { query: { kind: "CLAIMS", ...query } });
  if (!result.ok) return result;
  const content: ClaimImport[] = result.data.content.map((row) => ({
    ...row,
    rejectedRows: row.rejectedRows ?? 0,
  }));
  return { ...result, data: { ...result.data, content } };
}

// ---- a payer's reason code (spec part 2 §7: /api/payers/{id}/reason_codes/{code}) ---------------

export type ReasonCodeDetail = z.output<typeof reasonCodeDetailSchema>;

export function getPayerReasonCode(client: UpstreamClient, payerId: string, code: string) {
  return client.invoke(claims.payerReasonCode, { params: { id: payerId, code } });
}
