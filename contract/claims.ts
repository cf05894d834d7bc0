import { staff } from "./access";
import { owner } from "./billing";
import { decimal } from "./common";
import { defineCalls } from "./call";
import { id, pageOf, paging, pathId } from "./common";
import { z } from "./zod";

/**
 * Payers and claims (spec part 2 §7 "Payers and claims"; decisions 039, 043): payers and their
 * codes, claims with their statistics and filters' values, the claim import, dispute packages and
 * the payer analytics. The upstream filters, pages and counts; every call reads the caller's tree.
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

const packageRefSchema = z.object({ id, name: z.string() }).passthrough();

export const claimDetailSchema = claimSchema.extend({
  disputePackages: z.array(packageRefSchema).nullish(),
});

export const claimTotalsSchema = z
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

const rangesSchema = z.array(
  z
    .object({ from: z.number(), to: z.number().nullable(), count: z.number().int().nonnegative() })
    .passthrough(),
);

export const disputePackageSchema = z
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

const disputePackageDetailSchema = disputePackageSchema.extend({ claims: z.array(claimSchema) });

const providerSchema = z.object({ id, name: z.string() }).passthrough();
const payerBriefSchema = z.object({ id, payerName: z.string() }).passthrough();

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

export const reasonCodeDetailSchema = z
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

// ---- payers -------------------------------------------------------------------------------------

const payerUsage = z
  .object({ claims: z.number().int().nonnegative(), feeSchedules: z.number().int().nonnegative() })
  .partial()
  .passthrough();

export const payerSchema = z
  .object({
    id,
    payerName: z.string(),
    payerGroupNumber: z.string().nullish(),
    state: z.string().nullish(),
    procedureCodeCount: z.number().nullish(),
    reasonCodeCount: z.number().nullish(),
    ownerOrganizationId: owner,
    /**
     * What keeps the payer from being deleted (issue 40): the claims and fee schedules that name
     * it, counted over every tree, so a confirmation can refuse before anyone confirms.
     */
    usage: payerUsage.nullish(),
  })
  .passthrough();

export const payerCodeSchema = z
  .object({
    id: id.nullish(),
    code: z.string(),
    description: z.string().nullish(),
    group: z.string().nullish(),
    defaultAmount: decimal.nullish(),
  })
  .passthrough();

const payerBody = z
  .object({
    payerName: z.string(),
    payerGroupNumber: z.string().nullish(),
    state: z.string().nullish(),
    procedureCodes: z.array(z.string()).optional(),
  })
  .passthrough();

// ---- payer analytics ----------------------------------------------------------------------------

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

/** A value given once, repeated, or comma-separated. */
const many = z.union([z.string(), z.array(z.string())]);

/** The claim filters (spec part 2 §3 "Claim filters"); days as MM/dd/yyyy, MR as a whole percent. */
const claimFilter = {
  claimStatus: z.string().optional(),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
  procedureCode: z.string().optional(),
  reasonCode: z.string().optional(),
  zipCode: z.string().optional(),
  states: many.optional(),
  mrFrom: z.coerce.number().int().optional(),
  mrTo: z.coerce.number().int().optional(),
  payerGroupIds: many.optional(),
  rate: z.string().optional(),
  providerId: z.string().optional(),
  payerId: z.string().optional(),
  organizationName: z.string().optional(),
};

/** The payer the analytics are narrowed to, when given. */
const ofPayer = z.object({ payerId: z.string().optional() });

const payersDoc = { documented: "part 2 §7 Payers and claims" };

export const claims = defineCalls("claims", {
  // Claims, dispute packages and payer analytics (decision 039): the routes filter to the
  // caller's tree. Before the payers' `:id` rules, whose pattern their literal paths match.
  list: {
    method: "GET",
    path: "/api/claims",
    summary: "The caller's claims, filtered and paged",
    source: payersDoc,
    access: staff("claims.read"),
    query: z.object({ ...claimFilter, ...paging }),
    responses: { 200: { json: pageOf(claimSchema) } },
  },
  totals: {
    method: "GET",
    path: "/api/claims/claims-total-stats",
    summary: "The filtered claims' count and amounts, in all and by status",
    source: payersDoc,
    access: staff("claims.read"),
    query: z.object(claimFilter),
    responses: { 200: { json: claimTotalsSchema } },
  },
  ranges: {
    method: "GET",
    path: "/api/claims/claims-ranges-stats",
    summary: "The filtered claims counted by MR range",
    source: payersDoc,
    access: staff("claims.read"),
    query: z.object(claimFilter),
    responses: { 200: { json: rangesSchema } },
  },
  states: {
    method: "GET",
    path: "/api/claims/states",
    summary: "The states of the caller's claims, sorted",
    source: payersDoc,
    access: staff("claims.read"),
    responses: { 200: { json: z.array(z.string()) } },
  },
  zipCodes: {
    method: "GET",
    path: "/api/claims/zip-codes",
    summary: "The zip codes of the caller's claims, sorted",
    source: payersDoc,
    access: staff("claims.read"),
    responses: { 200: { json: z.array(z.string()) } },
  },
  providers: {
    method: "GET",
    path: "/api/claims/providers",
    summary: "The providers who filed the caller's claims",
    source: {
      extension:
        "The claim filter takes a provider id (part 2 §3); the filter offers the providers who filed claims (decision 039).",
    },
    access: staff("claims.read"),
    responses: { 200: { json: z.array(providerSchema) } },
  },
  importCsv: {
    method: "POST",
    path: "/api/claims/import",
    summary:
      "Imports a CSV file of claims; answers the running import (progress as CLAIM_IMPORT_PROGRESS events)",
    source: {
      extension:
        "The spec announces CLAIM_IMPORT_PROGRESS events but no upload call for claims (decision 043).",
    },
    access: staff("claims.edit"),
    body: { multipart: z.object({}).passthrough(), files: ["file"] },
    responses: { 202: { json: claimImportSchema } },
  },
  payerGroupNumbers: {
    method: "GET",
    path: "/api/payers/payer-group-numbers",
    summary: "The payers' group numbers, sorted (the claim list's payer group filter)",
    source: payersDoc,
    access: staff(["billing.read", "claims.read"]),
    responses: { 200: { json: z.array(z.string()) } },
  },
  perOrganization: {
    method: "GET",
    path: "/api/payers/claims-stats-per-organization",
    summary: "The caller's claims counted per organization, of one payer when given",
    source: payersDoc,
    access: staff("claims.read"),
    query: ofPayer,
    responses: { 200: { json: perOrganizationSchema } },
  },
  covidStats: {
    method: "GET",
    path: "/api/payers/payers-covid-stats",
    summary: "The caller's COVID-19 claims counted per payer",
    source: payersDoc,
    access: staff("claims.read"),
    query: ofPayer,
    responses: { 200: { json: covidSchema } },
  },
  topReasonCodes: {
    method: "GET",
    path: "/api/payers/get-top-three-reason-codes",
    summary: "The three reason codes the caller's claims name most, of one payer when given",
    source: payersDoc,
    access: staff("claims.read"),
    query: ofPayer,
    responses: { 200: { json: topReasonsSchema } },
  },
  covidAplSummary: {
    method: "GET",
    path: "/api/payers/payers-covid-apl-summary-download",
    summary: "The COVID-19 average paid per line per payer, as a CSV file",
    source: payersDoc,
    access: staff("claims.read"),
    query: ofPayer,
    responses: { 200: { file: "text/csv" } },
  },
  payerByMonth: {
    method: "GET",
    path: "/api/payers/{id}/claims/by_month",
    summary: "A payer's claims among the caller's, counted by month",
    source: payersDoc,
    access: staff("claims.read"),
    responses: { 200: { json: byMonthSchema } },
  },

  // Billing codes and payers (the app's billing screens; claims read them too).
  listPayers: {
    method: "GET",
    path: "/api/payers",
    summary:
      "The payers, paged, of a name; with payer_name, the one payer of that exact name (404 when none)",
    source: payersDoc,
    access: staff(["billing.read", "claims.read"]),
    query: z.object({ name: z.string().optional(), payer_name: z.string().optional(), ...paging }),
    responses: { 200: { json: pageOf(payerBriefSchema) } },
  },
  createPayer: {
    method: "POST",
    path: "/api/payers",
    summary: "Creates a payer",
    source: payersDoc,
    access: staff("billing.edit"),
    body: { json: payerBody },
    responses: { 201: { json: payerSchema } },
  },
  updatePayer: {
    method: "PUT",
    path: "/api/payers/{id}",
    summary: "Changes a payer's name, group number and state (422 for a name another payer has)",
    source: {
      extension:
        "Issue 40 asks for payers to be edited; the spec lists POST /api/payers but no change, so a renamed or regrouped payer needs this call.",
    },
    access: staff("billing.edit"),
    body: { json: payerBody },
    responses: { 200: { json: payerSchema } },
  },
  removePayer: {
    method: "DELETE",
    path: "/api/masterData/payer/{id}",
    summary: "Deletes a payer (409 while claims or fee schedules name it)",
    source: { documented: "part 2 §7 Master data" },
    access: staff("billing.edit"),
    responses: { 204: { empty: true } },
  },
  getPayer: {
    method: "GET",
    path: "/api/payers/{id}",
    summary: "A payer",
    source: payersDoc,
    access: staff(["billing.read", "claims.read"]),
    responses: { 200: { json: payerSchema } },
  },
  payerName: {
    method: "GET",
    path: "/api/payers/{id}/name",
    summary: "A payer's name, as text",
    source: payersDoc,
    access: staff(["billing.read", "claims.read"]),
    responses: { 200: { text: true } },
  },
  payerProcedureCodes: {
    method: "GET",
    path: "/api/payers/{id}/procedure_codes",
    summary: "The procedure codes a payer accepts",
    source: payersDoc,
    access: staff(["billing.read", "claims.read"]),
    responses: { 200: { json: z.array(payerCodeSchema) } },
  },
  payerReasonCodes: {
    method: "GET",
    path: "/api/payers/{id}/reason_codes",
    summary: "The reason codes a payer answers with",
    source: payersDoc,
    access: staff(["billing.read", "claims.read"]),
    responses: { 200: { json: z.array(payerCodeSchema) } },
  },

  // Claims, dispute packages and payer analytics (decision 039): the routes filter to the
  // caller's tree.
  get: {
    method: "GET",
    path: "/api/claims/{id}",
    summary: "A claim, with the dispute packages that hold it",
    source: payersDoc,
    access: staff("claims.read"),
    responses: { 200: { json: claimDetailSchema } },
  },
  disputePackages: {
    method: "GET",
    path: "/api/dispute-packages",
    summary: "The caller's dispute packages, newest first",
    source: {
      extension:
        "The spec names dispute packages as a place of their own but no call for them (decision 039).",
    },
    access: staff("claims.read"),
    responses: { 200: { json: z.array(disputePackageSchema) } },
  },
  disputePackage: {
    method: "GET",
    path: "/api/dispute-packages/{id}",
    summary: "A dispute package with its claims",
    source: {
      extension:
        "The spec names dispute packages as a place of their own but no call for them (decision 039).",
    },
    access: staff("claims.read"),
    responses: { 200: { json: disputePackageDetailSchema } },
  },

  payerReasonCode: {
    method: "GET",
    path: "/api/payers/{id}/reason_codes/{code}",
    summary: "One of a payer's reason codes, with its figures among the caller's claims of that payer",
    source: payersDoc,
    access: staff(["billing.read", "claims.read"]),
    params: z.object({ id: pathId, code: z.string() }),
    responses: { 200: { json: reasonCodeDetailSchema } },
  },
});
