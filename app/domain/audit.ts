import type { AuditAction } from "@contract/audit";
import type { ListSpec } from "./list-query";

/**
 * The access history's lists (issue 43): a patient's (filter by action and day) and an
 * organization's (also by account and patient). Paged, filtered and ordered newest first by the
 * upstream; the query string is the state, so both work without JS.
 */

/**
 * The contract's `AUDIT_ACTIONS`, repeated here because the page's JS must not import a schema
 * module (zod would come with it); the type and a unit test keep the two the same.
 */
export const ACTIONS = [
  "read",
  "create",
  "change",
  "delete",
  "export",
  "download",
  "sign-in",
  "sign-out",
] as const satisfies readonly AuditAction[];
const ACTION_FILTER = {
  kind: "select",
  name: "action",
  options: ACTIONS,
  optionLabel: "audit:actions.",
  any: "audit:filters.anyAction",
  label: "audit:filters.action",
} as const;
const DAYS_FILTER = { kind: "dateRange", name: "at", label: "audit:filters.days", maxDays: 366 } as const;

export const PATIENT_ACCESS_LIST: ListSpec = {
  id: "accessP",
  filters: [ACTION_FILTER, DAYS_FILTER],
  pageSizes: [20, 50, 100],
};

export const ORGANIZATION_ACCESS_LIST: ListSpec = {
  id: "accessO",
  filters: [
    {
      kind: "text",
      name: "account",
      label: "audit:filters.account",
      any: "audit:filters.anyAccount",
      max: 64,
    },
    { kind: "text", name: "patient", label: "audit:filters.patient", max: 64 },
    ACTION_FILTER,
    DAYS_FILTER,
  ],
  pageSizes: [20, 50, 100],
};

/** The list's filters as the upstream's query parameters (days as yyyy-mm-dd). */
export function auditParams(filters: Record<string, string>) {
  return {
    accountId: filters.account,
    patientId: filters.patient,
    action: filters.action as AuditAction | undefined,
    from: filters.atFrom,
    to: filters.atTo,
  };
}

/**
 * The page an event was on, in words: the key of `audit:pages.*` for its route id (the URL pattern
 * the trail writes, `/provider/members/:patientId/notes/:noteId/edit`), `other` for one this list
 * does not name. Most specific first.
 */
const onRecord = (pages: string) => new RegExp(`/members/:patientId/(${pages})(/|$)`);
const PAGES: ReadonlyArray<[RegExp, string]> = [
  [/^\/login$/, "signIn"],
  [/^\/logout$/, "signOut"],
  [onRecord("access-history"), "accessHistory"],
  [onRecord("notes"), "notes"],
  [onRecord("activity"), "activity"],
  [onRecord("health-record"), "healthRecord"],
  [onRecord("assessments"), "assessments"],
  [onRecord("appointments"), "appointments"],
  [onRecord("care-plans"), "carePlans"],
  [onRecord("files|results|orders"), "files"],
  [onRecord("vaccination-card"), "vaccinationCard"],
  [onRecord("requests"), "requests"],
  [onRecord("programs"), "programs"],
  [onRecord("delete|remove|purge"), "remove"],
  [onRecord("invite|share"), "share"],
  [/\/members\/:patientId$/, "record"],
  [/exports/, "exports"],
  [/^\/provider\/members(\/mine)?$/, "members"],
];

export function pageKeyOf(routeId: string | null | undefined): string {
  if (!routeId) return "other";
  return PAGES.find(([pattern]) => pattern.test(routeId))?.[1] ?? "other";
}
