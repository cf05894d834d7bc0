import { patientRequests } from "@contract/patient-requests";
import { Router, type Request, type Response } from "express";
import { HOMEBOUND, REQUEST_STATUSES, REQUEST_TYPES } from "@contract/vocabulary";
import type { ReferenceApiOptions } from "../area";
import { fileDay, sendCsv, wireDay } from "../csv";
import type { RequestFilters, RequestRow } from "./repo";
import { cellContext, formatRow, headerRow, type ExportColumn } from "../export-cells";
import { sqlPage } from "../db/paging";
import { str, type FieldError, found, invalid, missing, serve, serveHooks } from "../http";
import type { Store } from "../store";

/**
 * Patient requests (spec part 2 §4, §7; decision 040). An organization's list covers it and the
 * organizations under it. The permission middleware has checked the organization in the path, or
 * the request's or patient's organization. README "Patient requests" has the choices.
 */

const PAGE_SIZE = 20;
const MAX_IDS = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const includes = (list: readonly string[], value: string | undefined): value is string =>
  value !== undefined && list.includes(value);

/** The list filters of a query, or the field errors of the ones that cannot be read. */
function filtersOf(req: Request): { filters: RequestFilters } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const requestType = str(req.query.requestType) || undefined;
  const status = str(req.query.status) || undefined;
  const dateFrom = wireDay(req.query.dateFrom);
  const dateTo = wireDay(req.query.dateTo);
  if (requestType !== undefined && !includes(REQUEST_TYPES, requestType))
    errors.push({ field: "requestType", message: "Unknown request type" });
  if (status !== undefined && !includes(REQUEST_STATUSES, status))
    errors.push({ field: "status", message: "Unknown status" });
  if (dateFrom === null) errors.push({ field: "dateFrom", message: "Not a date (MM/dd/yyyy)" });
  if (dateTo === null) errors.push({ field: "dateTo", message: "Not a date (MM/dd/yyyy)" });
  if (dateFrom && dateTo && dateFrom > dateTo)
    errors.push({ field: "dateTo", message: "The range ends before it starts" });
  if (errors.length) return { errors };
  return { filters: { requestType, status, dateFrom: dateFrom ?? undefined, dateTo: dateTo ?? undefined } };
}

/** A request as the calls answer it. */
function view(row: RequestRow) {
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    patientId: row.patientId,
    patientName: row.patientName,
    dateOfBirth: row.dateOfBirth,
    email: row.email,
    phoneNumber: row.phoneNumber,
    requestType: row.requestType,
    status: row.status,
    requestedAt: row.requestedAt,
    serviceDate: row.serviceDate,
    pickupAddress: row.pickupAddress,
    contactEmail: row.contactEmail,
    notes: row.notes,
    updatedAt: row.updatedAt,
    emailedAt: row.emailedAt,
  };
}

/** The two CSVs' columns (decision 040), written for a person as the exports are (decision 055). */
const CSV_COLUMNS: readonly ExportColumn[] = [
  { label: "requestId", field: "id", kind: "text" },
  { label: "patientId", field: "patientId", kind: "text" },
  { label: "patient", field: "patientName", kind: "text" },
  { label: "dateOfBirth", field: "dateOfBirth", kind: "day" },
  { label: "phone", field: "phoneNumber", kind: "phone" },
  { label: "email", field: "email", kind: "text" },
  { label: "organization", field: "organizationName", kind: "text" },
  { label: "type", field: "requestType", kind: "requestType" },
  { label: "status", field: "status", kind: "requestStatus" },
  { label: "requestedAt", field: "requestedAt", kind: "instant" },
  { label: "serviceDate", field: "serviceDate", kind: "day" },
  { label: "pickupAddress", field: "pickupAddress", kind: "text" },
  { label: "notes", field: "notes", kind: "text" },
];

/** The requests as CSV in the reader's language, dates at the organization's clock. */
async function sendRequestsCsv(
  req: Request,
  res: Response,
  fileName: string,
  timeZone: string,
  rows: Iterable<RequestRow>,
) {
  const ctx = cellContext(req.get("accept-language"), timeZone, "csv");
  await sendCsv(
    res,
    fileName,
    headerRow(CSV_COLUMNS, ctx),
    (function* () {
      for (const row of rows)
        yield formatRow(row as unknown as Record<string, unknown>, CSV_COLUMNS, ctx).map((cell) =>
          cell instanceof Date ? cell.toISOString() : cell,
        );
    })(),
    { bom: true },
  );
}

/** An optional text field of a body (text or null: its entry's): trimmed, empty as null, too long an error. */
function textField(body: Record<string, unknown>, field: string, max: number, errors: FieldError[]) {
  const value = body[field] as string | null | undefined;
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  if (trimmed.length > max) errors.push({ field, message: `At most ${max} characters` });
  return trimmed || null;
}

export function patientRequestRoutes(store: Store, options: ReferenceApiOptions) {
  const router = Router();
  const requestOf = (req: Request) => found(store.patientRequests.byId(req.params.id!), "Patient request");
  const organizationOf = (req: Request) => found(store.organizations.byId(req.params.id!), "Organization");

  serve(router, patientRequests, {
    list: (req, res) => {
      const org = organizationOf(req);
      const read = filtersOf(req);
      if ("errors" in read) invalid(read.errors);
      const { filters } = read;
      res.json(
        sqlPage(
          req.query.page,
          req.query.size,
          PAGE_SIZE,
          () => store.patientRequests.count(org.id, filters),
          (limit, offset) => store.patientRequests.page(org.id, filters, limit, offset).map(view),
        ),
      );
    },
    /** Counts by type and status under the same filters (zero counts left out). */
    groupedStats: (req, res) => {
      const org = organizationOf(req);
      const read = filtersOf(req);
      if ("errors" in read) invalid(read.errors);
      res.json(store.patientRequests.grouped(org.id, read.filters));
    },
    /** The chosen requests (comma-separated ids) that belong to the organization's tree. */
    downloadSelected: async (req, res) => {
      const org = organizationOf(req);
      const ids = (str(req.query.patientRequestIds) ?? "")
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length === 0 || ids.length > MAX_IDS)
        invalid([{ field: "patientRequestIds", message: `Choose between 1 and ${MAX_IDS} requests` }]);
      const rows = store.patientRequests.selected(org.id, ids);
      await sendRequestsCsv(req, res, `patient-requests-${fileDay()}.csv`, org.timeZone, rows);
    },
    /** Enrollments: the Flu Shot Care Plan requests under the list's date and status filters. */
    downloadEnrollments: async (req, res) => {
      const org = organizationOf(req);
      const read = filtersOf(req);
      if ("errors" in read) invalid(read.errors);
      const filters = { ...read.filters, requestType: "Flu Shot Care Plan" };
      const rows = store.patientRequests.each(org.id, filters);
      await sendRequestsCsv(req, res, `enrollments-${fileDay()}.csv`, org.timeZone, rows);
    },
    ofPatient: (req, res) => {
      if (!store.patients.byId(req.params.id)) missing("Patient");
      res.json(store.patientRequests.ofPatient(req.params.id).map(view));
    },
    /** The short form: what a patient's record lists. */
    liteOfPatient: (req, res) => {
      if (!store.patients.byId(req.params.id)) missing("Patient");
      res.json(
        store.patientRequests.ofPatient(req.params.id).map((r) => ({
          id: r.id,
          requestType: r.requestType,
          status: r.status,
          requestedAt: r.requestedAt,
          serviceDate: r.serviceDate,
        })),
      );
    },
    /** One request (not in the spec's list: the app's edit and delete pages read it, decision 040). */
    get: (req, res) => {
      const request = requestOf(req);
      res.json(view(request));
    },
    /** Any status may follow any other: the spec does not show a transition table (README). */
    setStatus: (req, res) => {
      const request = requestOf(req);
      const status = str(req.query.status);
      if (!includes(REQUEST_STATUSES, status)) invalid([{ field: "status", message: "Unknown status" }]);
      store.patientRequests.setStatus(request.id, status, new Date().toISOString());
      res.json(view(store.patientRequests.byId(request.id)!));
    },
    update: (req, res) => {
      const request = requestOf(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const errors: FieldError[] = [];
      const requestType = str(body.requestType);
      if (!includes(REQUEST_TYPES, requestType))
        errors.push({ field: "requestType", message: "Unknown request type" });
      const day = wireDay(body.serviceDate ?? undefined);
      if (day === null) errors.push({ field: "serviceDate", message: "Not a date (MM/dd/yyyy)" });
      const pickupAddress = textField(body, "pickupAddress", 200, errors);
      const notes = textField(body, "notes", 500, errors);
      const contactEmail = textField(body, "contactEmail", 200, errors);
      if (contactEmail && !EMAIL.test(contactEmail))
        errors.push({ field: "contactEmail", message: "Not an e-mail address" });
      if (errors.length) invalid(errors);
      store.patientRequests.edit(
        request.id,
        { requestType: requestType!, serviceDate: day ?? null, pickupAddress, contactEmail, notes },
        new Date().toISOString(),
      );
      res.json(view(store.patientRequests.byId(request.id)!));
    },
    remove: (req, res) => {
      const request = requestOf(req);
      store.patientRequests.remove(request.id);
      res.status(204).end();
    },
    /** Tells the patient where their homebound request stands; logged, as the reference sends nothing. */
    sendHomeboundEmail: (req, res) => {
      const request = requestOf(req);
      if (request.requestType !== HOMEBOUND)
        invalid([{ field: "requestType", message: "Only a homebound request has this e-mail" }]);
      if (!request.email)
        invalid([
          { field: "contactEmail", message: "Neither the request nor the patient has an e-mail address" },
        ]);
      const sentAt = new Date().toISOString();
      store.patientRequests.markEmailed(request.id, sentAt);
      options.log(`Homebound request ${request.id} status e-mail to ${request.email}: ${request.status}`);
      res.json({ sentTo: request.email, sentAt, status: request.status });
    },
  });

  if (options.testHooks) {
    serveHooks(router, {
      /**
       * Requests of their own for one test: { patientId, organizationId? } → one request of each
       * type, made now, REQUESTED (the homebound one with a contact e-mail).
       */
      "POST /__test/fixtures/patient-requests": (req, res) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const patient = found(store.patients.byId(str(body.patientId)), "Patient");
        const organizationId = str(body.organizationId) ?? patient.organizations[0]!;
        const at = new Date().toISOString();
        const requests = REQUEST_TYPES.map((requestType, i) => ({
          id: store.nextId("preq"),
          organizationId,
          patientId: patient.id,
          requestType,
          status: "REQUESTED",
          // A millisecond apart, so the list's newest-first order is the order made.
          requestedAt: new Date(Date.parse(at) + i).toISOString(),
          serviceDate: null,
          pickupAddress: null,
          contactEmail: requestType === HOMEBOUND ? "fixture@example.test" : null,
          notes: null,
          updatedAt: at,
          emailedAt: null,
        }));
        store.patientRequests.insertAll(requests);
        res.status(201).json(requests.map((r) => store.patientRequests.byId(r.id)).map((r) => view(r!)));
      },
    });
  }

  return router;
}
