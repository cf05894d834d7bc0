import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { decimal } from "./code-lists.server";
import { pageOf } from "./organizations.server";
import { upstreamId as id } from "./schemas.server";
import { streamUpload } from "./fee-schedules.server";

/**
 * Claims and dispute packages (spec part 2 §7 "Payers and claims"; the contract is decision 039).
 * The upstream filters, pages and counts; every call reads the caller's tree only.
 */

const claimStatus = z.string();

export const claimSchema = z
  .object({
    id,
    claimNumber: z.string(),
    claimStatus,
    /** MM/dd/yyyy */
    dateOfService: z.string(),
    procedureCode: z.string(),
    reasonCode: z.string().nullish(),
    zipCode: z.string().nullish(),
    state: z.string().nullish(),
    mr: z.number().nullish(),
    payerGroupId: z.string().nullish(),
    rate: z.string().nullish(),
    providerId: id.nullish(),
    providerName: z.string().nullish(),
    payerId: id.nullish(),
    payerName: z.string().nullish(),
    organizationId: id.nullish(),
    organizationName: z.string().nullish(),
    patientName: z.string().nullish(),
    billedAmount: decimal.nullish(),
    allowedAmount: decimal.nullish(),
    paidAmount: decimal.nullish(),
    covid: z.boolean().nullish(),
  })
  .passthrough();
export type Claim = z.output<typeof claimSchema>;

const packageRefSchema = z.object({ id, name: z.string() }).passthrough();

export const claimDetailSchema = claimSchema.extend({
  disputePackages: z.array(packageRefSchema).nullish(),
});
export type ClaimDetail = z.output<typeof claimDetailSchema>;

const totalsSchema = z
  .object({
    totalClaims: z.number().int().nonnegative(),
    billedAmount: decimal,
    paidAmount: decimal,
    byStatus: z.array(
      z
        .object({
          claimStatus,
          count: z.number().int().nonnegative(),
          billedAmount: decimal,
          paidAmount: decimal,
        })
        .passthrough(),
    ),
  })
  .passthrough();
export type ClaimTotals = z.output<typeof totalsSchema>;

const rangesSchema = z.array(
  z
    .object({ from: z.number(), to: z.number().nullable(), count: z.number().int().nonnegative() })
    .passthrough(),
);

const disputePackageSchema = z
  .object({
    id,
    name: z.string(),
    status: z.string(),
    payerId: id.nullish(),
    payerName: z.string().nullish(),
    organizationId: id.nullish(),
    createdAt: z.string().nullish(),
    claimCount: z.number().int().nonnegative().nullish(),
    disputedAmount: decimal.nullish(),
  })
  .passthrough();
export type DisputePackageRow = z.output<typeof disputePackageSchema>;

const disputePackageDetailSchema = disputePackageSchema.extend({ claims: z.array(claimSchema) });

const providerSchema = z.object({ id, name: z.string() }).passthrough();
const payerBriefSchema = z.object({ id, payerName: z.string() }).passthrough();

export type ClaimFilterParams = Record<string, string | number | readonly string[] | undefined>;

export function listClaims(client: UpstreamClient, filter: ClaimFilterParams, page: number, size: number) {
  return client.call("/api/claims", { query: { ...filter, page, size }, schema: pageOf(claimSchema) });
}

export function getClaimTotals(client: UpstreamClient, filter: ClaimFilterParams) {
  return client.call("/api/claims/claims-total-stats", { query: filter, schema: totalsSchema });
}

export function getClaimRanges(client: UpstreamClient, filter: ClaimFilterParams) {
  return client.call("/api/claims/claims-ranges-stats", { query: filter, schema: rangesSchema });
}

export function getClaimStates(client: UpstreamClient) {
  return client.call("/api/claims/states", { schema: z.array(z.string()) });
}

export function getClaimZipCodes(client: UpstreamClient) {
  return client.call("/api/claims/zip-codes", { schema: z.array(z.string()) });
}

/** The providers who filed the caller's claims (an addition: the spec's filter takes a provider id). */
export function getClaimProviders(client: UpstreamClient) {
  return client.call("/api/claims/providers", { schema: z.array(providerSchema) });
}

export function getPayerGroupNumbers(client: UpstreamClient) {
  return client.call("/api/payers/payer-group-numbers", { schema: z.array(z.string()) });
}

/** Every payer by name, for the payer filter. */
export function getPayerChoices(client: UpstreamClient) {
  return client.call("/api/payers", { query: { size: -1 }, schema: pageOf(payerBriefSchema) });
}

export function getClaim(client: UpstreamClient, claimId: string) {
  return client.call(`/api/claims/${encodeURIComponent(claimId)}`, { schema: claimDetailSchema });
}

export function listDisputePackages(client: UpstreamClient) {
  return client.call("/api/dispute-packages", { schema: z.array(disputePackageSchema) });
}

export function getDisputePackage(client: UpstreamClient, packageId: string) {
  return client.call(`/api/dispute-packages/${encodeURIComponent(packageId)}`, {
    schema: disputePackageDetailSchema,
  });
}

// ---- claim imports (decision 043) ----------------------------------------------------------------

export const claimImportSchema = z
  .object({
    id,
    fileName: z.string().nullish(),
    status: z.string(),
    totalRows: z.number().int().nonnegative().default(0),
    processedRows: z.number().int().nonnegative().default(0),
    importedRows: z.number().int().nonnegative().default(0),
    rejectedRows: z.number().int().nonnegative().default(0),
    errors: z.array(z.object({ row: z.number().int(), message: z.string() }).passthrough()).default([]),
    createdAt: z.string().nullish(),
    accountName: z.string().nullish(),
  })
  .passthrough();
export type ClaimImport = z.output<typeof claimImportSchema>;

/** POST /api/claims/import: the browser's multipart body streamed through; answers the import. */
export function uploadClaimsCsv(
  client: UpstreamClient,
  body: ReadableStream<Uint8Array>,
  contentType: string,
  tooLarge: () => boolean,
) {
  return streamUpload(client, "/api/claims/import", claimImportSchema, { body, contentType, tooLarge });
}

/** The claim import log (GET /api/logs/import?kind=CLAIMS), newest first, paged by the upstream. */
export function listClaimImports(
  client: UpstreamClient,
  query: { id?: string; status?: string; page: number; size: number },
) {
  return client.call("/api/logs/import", {
    query: { kind: "CLAIMS", ...query },
    schema: pageOf(claimImportSchema),
  });
}

// ---- a payer's reason code (spec part 2 §7: /api/payers/{id}/reason_codes/{code}) ---------------

const reasonCodeDetailSchema = z
  .object({
    code: z.string(),
    description: z.string().nullish(),
    payerName: z.string().nullish(),
    claims: z
      .object({
        claims: z.number().int().nonnegative(),
        billedAmount: decimal,
        paidAmount: decimal,
        averageMr: z.number().nullish(),
        byStatus: z.array(z.object({ claimStatus, claims: z.number().int().nonnegative() }).passthrough()),
        byMonth: z.array(
          z
            .object({
              month: z.string(),
              claims: z.number().int().nonnegative(),
              paidAmount: decimal.nullish(),
            })
            .passthrough(),
        ),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();
export type ReasonCodeDetail = z.output<typeof reasonCodeDetailSchema>;

export function getPayerReasonCode(client: UpstreamClient, payerId: string, code: string) {
  return client.call(`/api/payers/${encodeURIComponent(payerId)}/reason_codes/${encodeURIComponent(code)}`, {
    schema: reasonCodeDetailSchema,
  });
}
