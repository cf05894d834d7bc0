import { inPath, record, staff } from "./access";
import { defineCalls } from "./call";
import { id, pageOf, paging } from "./common";
import { z } from "./zod";

/**
 * Patient requests (spec part 2 §7 "Patient requests"; the contract is decision 040): an
 * organization's list, its grouped stats and CSVs, a request's status, fields, deletion and the
 * homebound status e-mail, and a patient's requests.
 */

export const patientRequest = z
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

/** The short form a patient's record lists. */
export const patientRequestLite = z
  .object({
    id,
    requestType: z.string(),
    status: z.string(),
    requestedAt: z.string(),
    serviceDate: z.string().nullish(),
  })
  .passthrough();

const grouped = z.array(
  z.object({ requestType: z.string(), status: z.string(), count: z.number().int().nonnegative() }),
);

/** The list's filters; dates are MM/dd/yyyy (spec part 2 §9). */
const filters = {
  requestType: z.string().optional(),
  status: z.string().optional(),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
};

const DOCUMENTED = { documented: "part 2 §7 Patient requests" } as const;
const READ_IN_PATH = staff("patientRequests.read", inPath);
const HANDLE = staff("patientRequests.handle", record("patientRequest", { path: "id" }));

export const patientRequests = defineCalls("patientRequests", {
  // Patient requests (decision 040): the organization in the path, or the request's.
  list: {
    method: "GET",
    path: "/api/patient-requests/organization/{id}",
    summary: "A page of the requests of an organization and the organizations under it",
    source: DOCUMENTED,
    access: READ_IN_PATH,
    query: z.object({ ...filters, ...paging }).passthrough(),
    responses: { 200: { json: pageOf(patientRequest) } },
  },
  groupedStats: {
    method: "GET",
    path: "/api/patient-requests/organization/{id}/grouped-stats",
    summary: "The requests counted by type and status, under the list's filters",
    source: DOCUMENTED,
    access: READ_IN_PATH,
    query: z.object(filters).passthrough(),
    responses: { 200: { json: grouped } },
  },
  downloadSelected: {
    method: "GET",
    path: "/api/patient-requests/organization/{id}/csv/download",
    summary: "The chosen requests (comma-separated ids, 1 to 100) as CSV",
    source: DOCUMENTED,
    access: READ_IN_PATH,
    query: z.object({ patientRequestIds: z.string() }).passthrough(),
    responses: { 200: { file: "text/csv" } },
  },
  downloadEnrollments: {
    method: "GET",
    path: "/api/patient-requests/organization/{id}/csv/download/enrollments",
    summary: "The care plan enrollment requests under the list's date and status filters, as CSV",
    source: DOCUMENTED,
    access: READ_IN_PATH,
    query: z.object(filters).passthrough(),
    responses: { 200: { file: "text/csv" } },
  },
  ofPatient: {
    method: "GET",
    path: "/api/patient-requests/patient/{id}",
    summary: "A patient's requests",
    source: DOCUMENTED,
    access: staff("patientRequests.read", record("patient", { path: "id" })),
    responses: { 200: { json: z.array(patientRequest) } },
  },
  liteOfPatient: {
    method: "GET",
    path: "/api/patient-requests/lite/patient/{id}",
    summary: "A patient's requests, short",
    source: DOCUMENTED,
    access: staff("patientRequests.read", record("patient", { path: "id" })),
    responses: { 200: { json: z.array(patientRequestLite) } },
  },
  get: {
    method: "GET",
    path: "/api/patient-requests/{id}",
    summary: "One request",
    source: { extension: "The request's edit and delete pages read it (decision 040)." },
    access: staff("patientRequests.read", record("patientRequest", { path: "id" })),
    responses: { 200: { json: patientRequest } },
  },
  setStatus: {
    method: "PUT",
    path: "/api/patient-requests/{id}/status",
    summary: "Sets a request's status",
    source: DOCUMENTED,
    access: HANDLE,
    query: z.object({ status: z.string() }).passthrough(),
    responses: { 200: { json: patientRequest } },
  },
  update: {
    method: "PUT",
    path: "/api/patient-requests/{id}",
    summary: "Changes a request's type, service day, pickup address, contact e-mail and notes",
    source: DOCUMENTED,
    access: HANDLE,
    body: {
      json: z
        .object({
          requestType: z.string(),
          serviceDate: z.string().nullish(),
          pickupAddress: z.string().nullish(),
          contactEmail: z.string().nullish(),
          notes: z.string().nullish(),
        })
        .passthrough(),
    },
    responses: { 200: { json: patientRequest } },
  },
  remove: {
    method: "DELETE",
    path: "/api/patient-requests/{id}",
    summary: "Deletes a request",
    source: DOCUMENTED,
    access: HANDLE,
    responses: { 204: { empty: true } },
  },
  sendHomeboundEmail: {
    method: "POST",
    path: "/api/patient-requests/{id}/homebound-request-status/send-email",
    summary: "E-mails the patient where their homebound request stands",
    source: DOCUMENTED,
    access: HANDLE,
    responses: { 200: { json: z.object({ sentTo: z.string(), sentAt: z.string() }).passthrough() } },
  },
});
