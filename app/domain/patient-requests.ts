/**
 * Patient requests (spec part 2 §4 service request types and statuses, §7 Patient requests;
 * decision 040): what a patient asked an organization for, and where staff take it.
 */
import { REQUEST_STATUSES, REQUEST_TYPES, type RequestStatus, type RequestType } from "@contract/vocabulary";
import { ID_PATTERN } from "./ids";
import type { ListSpec } from "./list-query";

// The spec's types and statuses, as the upstream writes them, are the vocabulary's.
export {
  HOMEBOUND,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type RequestStatus,
  type RequestType,
} from "@contract/vocabulary";

/** The list names the organization with this parameter (checked against the user's tree). */
export const ORGANIZATION_PARAM = "organization";
/** Each selected request's id, repeated (a checkbox per row). */
export const SELECTED_PARAM = "id";
/** At most this many requests in one selected CSV: the URL carries them. */
export const MAX_SELECTED = 100;

/** The query parameter naming a request's patient on the request's pages. */
export const REQUEST_PATIENT_PARAM = "patient";

export const PATIENT_REQUESTS_PATH = "/provider/patient-requests";

export function patientRequestPath(requestId: string, action: "edit" | "delete"): string {
  return `${PATIENT_REQUESTS_PATH}/${encodeURIComponent(requestId)}/${action}`;
}

/** A translation key's tail for a type (i18n keys cannot hold spaces comfortably). */
export function typeKey(type: string): string {
  return type.replace(/\s+/g, "");
}

export const PATIENT_REQUEST_LIST: ListSpec = {
  id: "patientRequests",
  filters: [
    {
      kind: "select",
      name: "requestType",
      options: REQUEST_TYPES,
      optionLabel: "patientRequests:typeOptions.",
      any: "patientRequests:filters.anyType",
      label: "patientRequests:filters.type",
    },
    {
      kind: "select",
      name: "status",
      options: REQUEST_STATUSES,
      optionLabel: "patientRequests:statuses.",
      any: "patientRequests:filters.anyStatus",
      label: "patientRequests:filters.status",
    },
    { kind: "dateRange", name: "requested", label: "patientRequests:filters.requested", maxDays: 366 },
  ],
  pageSizes: [20, 50, 100],
  keep: [ORGANIZATION_PARAM],
};

/** The list's filters as the upstream's query parameters (dates as yyyy-mm-dd). */
export function patientRequestParams(filters: Record<string, string>) {
  return {
    requestType: filters.requestType,
    status: filters.status,
    dateFrom: filters.requestedFrom,
    dateTo: filters.requestedTo,
  };
}

/** The selected requests: ids, each at most once, at most MAX_SELECTED; anything else dropped. */
export function selectedIds(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => ID_PATTERN.test(v)))].slice(0, MAX_SELECTED);
}

/** The grouped stats as chart series: per type, the count in each status (zeros kept). */
export function statsByType(
  rows: ReadonlyArray<{ requestType: string; status: string; count: number }>,
): Array<{ requestType: RequestType; counts: Record<RequestStatus, number>; total: number }> {
  return REQUEST_TYPES.map((requestType) => {
    const counts = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as Record<RequestStatus, number>;
    for (const row of rows)
      if (row.requestType === requestType && (REQUEST_STATUSES as readonly string[]).includes(row.status))
        counts[row.status as RequestStatus] += row.count;
    return { requestType, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
  });
}
