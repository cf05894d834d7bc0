import { multiValues, type ListQuery, type ListSpec } from "./list-query";
import { dateTimeFormat } from "./format";
import { isIsoDate } from "./lanes";

/**
 * Claims (issue 20, decision 039; spec part 2 §3 "Claim filters", §7 "Payers and claims"): the
 * list's filters in the query string, what of them the upstream is sent, and the claims' paths.
 */

export const CLAIM_STATUSES = ["SUBMITTED", "PENDING", "PAID", "DENIED", "DISPUTED"] as const;
export const CLAIM_RATES = ["CONTRACTED", "NON_CONTRACTED"] as const;
/** The paid amount as a percent of Medicare's rate: the largest the MR filters take. */
export const MR_MAX = 1000;

export const CLAIMS_PATH = "/provider/billing/claims";
export const DISPUTES_PATH = "/provider/billing/dispute-packages";
export const PAYER_ANALYTICS_PATH = "/provider/billing/payer-analytics";

export const CLAIM_IMPORT_PATH = `${CLAIMS_PATH}/import`;
export const CLAIM_IMPORTS_PATH = `${CLAIMS_PATH}/imports`;

export function claimImportPath(importId: string) {
  return `${CLAIM_IMPORTS_PATH}/${encodeURIComponent(importId)}`;
}

/** A payer's reason code's own page (spec part 2 §7: /api/payers/{id}/reason_codes/{code}). */
export function payerReasonCodePath(payerId: string, code: string) {
  return `/provider/billing/payers/${encodeURIComponent(payerId)}/reason-codes/${encodeURIComponent(code)}`;
}

/** A reason code as it may appear in a path: what the payers' codes look like ("CO-45", "PR1"). */
export const REASON_CODE = /^[A-Za-z0-9-]{1,10}$/;

export const CLAIM_IMPORT_STATUSES = ["RUNNING", "COMPLETED", "FAILED"] as const;

/** The claim import log's filters (decision 043): a status. */
export const CLAIM_IMPORT_LIST: ListSpec = {
  id: "claimImports",
  filters: [
    {
      kind: "select",
      name: "status",
      label: "claims:imports.statusFilter",
      options: CLAIM_IMPORT_STATUSES,
      optionLabel: "billing:import.status.",
      any: "claims:imports.anyStatus",
    },
  ],
  pageSizes: [20, 50],
};

/** The claims file's columns (reference-api/README.md "Claim import"), the required ones first. */
export const CLAIM_CSV_COLUMNS = [
  ["claim_number", true],
  ["claim_status", true],
  ["date_of_service", true],
  ["procedure_code", true],
  ["zip_code", true],
  ["state", true],
  ["payer_id", true],
  ["organization_id", true],
  ["patient_name", true],
  ["billed_amount", true],
  ["allowed_amount", true],
  ["paid_amount", true],
  ["reason_code", false],
  ["provider_id", false],
  ["rate", false],
  ["mr", false],
  ["covid", false],
] as const;

export function claimPath(claimId: string) {
  return `${CLAIMS_PATH}/${encodeURIComponent(claimId)}`;
}

export function disputePackagePath(packageId: string) {
  return `${DISPUTES_PATH}/${encodeURIComponent(packageId)}`;
}

/** The single claim as a page of its dispute package (spec part 2 §2: the same view, its own trail). */
export function packagedClaimPath(packageId: string, claimId: string) {
  return `${disputePackagePath(packageId)}/claims/${encodeURIComponent(claimId)}`;
}

export const CLAIM_LIST: ListSpec = {
  id: "claims",
  filters: [
    {
      kind: "select",
      name: "claimStatus",
      label: "claims:filters.claimStatus",
      options: CLAIM_STATUSES,
      optionLabel: "claims:status.",
      any: "claims:filters.anyStatus",
    },
    { kind: "dateRange", name: "date", label: "claims:filters.dateOfService" },
    { kind: "multi", name: "states", label: "claims:filters.state", any: "claims:filters.anyState" },
    { kind: "choice", name: "payerId", label: "claims:filters.payer", any: "claims:filters.anyPayer" },
    { kind: "text", name: "organizationName", max: 100, label: "claims:filters.organizationName" },
    {
      kind: "text",
      name: "zipCode",
      max: 10,
      label: "claims:filters.zipCode",
      any: "claims:filters.anyZip",
      more: true,
    },
    { kind: "text", name: "procedureCode", max: 10, label: "claims:filters.procedureCode", more: true },
    { kind: "text", name: "reasonCode", max: 10, label: "claims:filters.reasonCode", more: true },
    { kind: "text", name: "mrFrom", max: 4, label: "claims:filters.mrFrom", more: true },
    { kind: "text", name: "mrTo", max: 4, label: "claims:filters.mrTo", more: true },
    {
      kind: "multi",
      name: "payerGroupIds",
      label: "claims:filters.payerGroup",
      any: "claims:filters.anyPayerGroup",
      more: true,
    },
    {
      kind: "select",
      name: "rate",
      label: "claims:filters.rate",
      options: CLAIM_RATES,
      optionLabel: "claims:rate.",
      any: "claims:filters.anyRate",
      more: true,
    },
    {
      kind: "text",
      name: "providerId",
      max: 64,
      label: "claims:filters.provider",
      any: "claims:filters.anyProvider",
      more: true,
    },
  ],
  pageSizes: [25, 50, 100],
};

/** A whole percent the MR filters take, or undefined (a value that is not one is not sent). */
export function mrBound(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= MR_MAX ? n : undefined;
}

const wire = (iso: string | undefined) =>
  iso && isIsoDate(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : undefined;

const listParam = (values: string[]) => (values.length ? values : undefined);

/** The upstream's query for a list state: filters only (the statistics take the same). */
export function claimFilterParams(query: ListQuery): Record<string, string | number | string[] | undefined> {
  const f = query.filters;
  let mrFrom = mrBound(f.mrFrom);
  let mrTo = mrBound(f.mrTo);
  // A reversed range means the same claims as the range put right.
  if (mrFrom !== undefined && mrTo !== undefined && mrTo < mrFrom) [mrFrom, mrTo] = [mrTo, mrFrom];
  return {
    claimStatus: f.claimStatus,
    dateFrom: wire(f.dateFrom),
    dateTo: wire(f.dateTo),
    procedureCode: f.procedureCode?.toUpperCase(),
    reasonCode: f.reasonCode?.toUpperCase(),
    zipCode: f.zipCode,
    // Several states and payer groups go as repeated parameters (spec part 2 §3: lists).
    states: listParam(multiValues(f.states).map((state) => state.toUpperCase())),
    mrFrom,
    mrTo,
    payerGroupIds: listParam(multiValues(f.payerGroupIds)),
    rate: f.rate,
    providerId: f.providerId,
    payerId: f.payerId,
    organizationName: f.organizationName,
  };
}

/** The MR ranges' labels: "0–49 %", "150 % +". */
export function rangeLabel(range: { from: number; to: number | null }): string {
  return range.to === null ? `${range.from}+` : `${range.from}–${range.to}`;
}

/** The upstream's MM/dd/yyyy as yyyy-MM-dd, or null when it is not a date. */
export function claimIsoDate(wire: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(wire);
  if (!match) return null;
  const iso = `${match[3]}-${match[1]}-${match[2]}`;
  return isIsoDate(iso) ? iso : null;
}

/** A date of service in the reader's language ("Nov 3, 2026"); the upstream's text when not a date. */
export function formatClaimDate(wire: string, locale: string): string {
  const iso = claimIsoDate(wire);
  if (!iso) return wire;
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
