import { z } from "zod";
import { toWireDate } from "~/domain/appointments";
import type { RequestEdit } from "~/domain/patient-request-schemas";
import type { UpstreamClient } from "./client.server";
import { pageOf } from "./organizations.server";
import { upstreamId as id } from "./schemas.server";

/**
 * Patient requests (spec part 2 §7 "Patient requests"; the contract is decision 040): an
 * organization's list, its grouped stats and CSVs, a request's status, fields, deletion and the
 * homebound status e-mail, and a patient's requests.
 */

export const patientRequestSchema = z
  .object({
    id,
    organizationId: id,
    organizationName: z.string().nullish(),
    patientId: id,
    patientName: z.string(),
    dateOfBirth: z.string().nullish(),
    email: z.string().nullish(),
    phoneNumber: z.string().nullish(),
    requestType: z.string(),
    status: z.string(),
    requestedAt: z.string(),
    serviceDate: z.string().nullish(),
    pickupAddress: z.string().nullish(),
    contactEmail: z.string().nullish(),
    notes: z.string().nullish(),
    emailedAt: z.string().nullish(),
  })
  .passthrough();
export type PatientRequest = z.output<typeof patientRequestSchema>;

const liteSchema = z
  .object({
    id,
    requestType: z.string(),
    status: z.string(),
    requestedAt: z.string(),
    serviceDate: z.string().nullish(),
  })
  .passthrough();
export type PatientRequestLite = z.output<typeof liteSchema>;

const groupedSchema = z.array(
  z.object({ requestType: z.string(), status: z.string(), count: z.number().int().nonnegative() }),
);

export interface RequestQuery {
  requestType?: string;
  status?: string;
  /** yyyy-mm-dd; sent as MM/dd/yyyy (spec part 2 §9). */
  dateFrom?: string;
  dateTo?: string;
}

const base = "/api/patient-requests";
const enc = encodeURIComponent;
const wire = (query: RequestQuery) => ({
  requestType: query.requestType,
  status: query.status,
  dateFrom: query.dateFrom ? toWireDate(query.dateFrom) : undefined,
  dateTo: query.dateTo ? toWireDate(query.dateTo) : undefined,
});

export function listPatientRequests(
  client: UpstreamClient,
  orgId: string,
  query: RequestQuery,
  page: number,
  size: number,
) {
  return client.call(`${base}/organization/${enc(orgId)}`, {
    query: { ...wire(query), page, size },
    schema: pageOf(patientRequestSchema),
  });
}

export function getGroupedStats(client: UpstreamClient, orgId: string, query: RequestQuery) {
  return client.call(`${base}/organization/${enc(orgId)}/grouped-stats`, {
    query: wire(query),
    schema: groupedSchema,
  });
}

export function getPatientRequest(client: UpstreamClient, requestId: string) {
  return client.call(`${base}/${enc(requestId)}`, { schema: patientRequestSchema });
}

export function changeRequestStatus(client: UpstreamClient, requestId: string, status: string) {
  return client.call(`${base}/${enc(requestId)}/status`, {
    method: "PUT",
    query: { status },
    schema: patientRequestSchema,
  });
}

export function editPatientRequest(client: UpstreamClient, requestId: string, fields: RequestEdit) {
  return client.call(`${base}/${enc(requestId)}`, {
    method: "PUT",
    json: {
      requestType: fields.requestType,
      serviceDate: fields.serviceDate ? toWireDate(fields.serviceDate) : null,
      pickupAddress: fields.pickupAddress ?? null,
      contactEmail: fields.contactEmail ?? null,
      notes: fields.notes ?? null,
    },
    schema: patientRequestSchema,
  });
}

export function deletePatientRequest(client: UpstreamClient, requestId: string) {
  return client.call(`${base}/${enc(requestId)}`, { method: "DELETE" });
}

export function sendHomeboundEmail(client: UpstreamClient, requestId: string) {
  return client.call(`${base}/${enc(requestId)}/homebound-request-status/send-email`, {
    method: "POST",
    schema: z.object({ sentTo: z.string(), sentAt: z.string() }).passthrough(),
  });
}

export function getPatientRequestsOf(client: UpstreamClient, patientId: string) {
  return client.call(`${base}/lite/patient/${enc(patientId)}`, { schema: z.array(liteSchema) });
}

const CSV = { headers: { Accept: "text/csv" } };

/** The chosen requests as CSV (opened with openDownload). */
export function downloadSelected(client: UpstreamClient, orgId: string, ids: readonly string[]) {
  return client.fetch(`${base}/organization/${enc(orgId)}/csv/download`, {
    ...CSV,
    query: { patientRequestIds: ids.join(",") },
  });
}

export function downloadEnrollments(client: UpstreamClient, orgId: string, query: RequestQuery) {
  return client.fetch(`${base}/organization/${enc(orgId)}/csv/download/enrollments`, {
    ...CSV,
    query: wire(query),
  });
}
