import type { z } from "zod";
import { pathOf } from "@contract/call";
import { patientRequests, type patientRequest, type patientRequestLite } from "@contract/patient-requests";
import { toWireDate } from "~/domain/appointments";
import type { RequestEdit } from "~/domain/patient-request-schemas";
import type { UpstreamClient } from "./client.server";

/**
 * Patient requests (spec part 2 §7 "Patient requests"; the contract is decision 040 and
 * contract/patient-requests.ts): an organization's list, its grouped stats and CSVs, a request's
 * status, fields, deletion and the homebound status e-mail, and a patient's requests.
 */

export type PatientRequest = z.output<typeof patientRequest>;
export type PatientRequestLite = z.output<typeof patientRequestLite>;

export interface RequestQuery {
  requestType?: string;
  status?: string;
  /** yyyy-mm-dd; sent as MM/dd/yyyy (spec part 2 §9). */
  dateFrom?: string;
  dateTo?: string;
}

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
  return client.invoke(patientRequests.list, {
    params: { id: orgId },
    query: { ...wire(query), page, size },
  });
}

export function getGroupedStats(client: UpstreamClient, orgId: string, query: RequestQuery) {
  return client.invoke(patientRequests.groupedStats, { params: { id: orgId }, query: wire(query) });
}

/**
 * One request. A backend with the documented calls alone has no read of one request (it is an
 * extension): the request is then found among its patient's requests, when the page knows the patient.
 */
export async function getPatientRequest(
  client: UpstreamClient,
  requestId: string,
  patientId?: string | null,
) {
  const result = await client.invoke(patientRequests.get, { params: { id: requestId } });
  if (result.ok || result.kind !== "not-offered" || !patientId) return result;
  const ofPatient = await client.invoke(patientRequests.ofPatient, { params: { id: patientId } });
  if (!ofPatient.ok) return ofPatient;
  const found = ofPatient.data.find((request) => request.id === requestId);
  return found ? { ...ofPatient, data: found } : ({ ok: false, kind: "http", status: 404 } as const);
}

export function changeRequestStatus(client: UpstreamClient, requestId: string, status: string) {
  return client.invoke(patientRequests.setStatus, { params: { id: requestId }, query: { status } });
}

export function editPatientRequest(client: UpstreamClient, requestId: string, fields: RequestEdit) {
  return client.invoke(patientRequests.update, {
    params: { id: requestId },
    json: {
      requestType: fields.requestType,
      serviceDate: fields.serviceDate ? toWireDate(fields.serviceDate) : null,
      pickupAddress: fields.pickupAddress ?? null,
      contactEmail: fields.contactEmail ?? null,
      notes: fields.notes ?? null,
    },
  });
}

export function deletePatientRequest(client: UpstreamClient, requestId: string) {
  return client.invoke(patientRequests.remove, { params: { id: requestId } });
}

export function sendHomeboundEmail(client: UpstreamClient, requestId: string) {
  return client.invoke(patientRequests.sendHomeboundEmail, { params: { id: requestId } });
}

export function getPatientRequestsOf(client: UpstreamClient, patientId: string) {
  return client.invoke(patientRequests.liteOfPatient, { params: { id: patientId } });
}

const CSV = { headers: { Accept: "text/csv" } };

/** The chosen requests as CSV (opened with openDownload). */
export function downloadSelected(client: UpstreamClient, orgId: string, ids: readonly string[]) {
  const entry = patientRequests.downloadSelected;
  return client.fetch(pathOf(entry, { id: orgId }), {
    ...CSV,
    method: entry.method,
    query: { patientRequestIds: ids.join(",") },
  });
}

export function downloadEnrollments(client: UpstreamClient, orgId: string, query: RequestQuery) {
  const entry = patientRequests.downloadEnrollments;
  return client.fetch(pathOf(entry, { id: orgId }), {
    ...CSV,
    method: entry.method,
    query: wire(query),
  });
}
