import { Router, type Request, type Response } from "express";
import { REQUEST_STATUSES, TASK_STATUSES } from "@contract/vocabulary";
import type { ReferenceApiOptions } from "../area";
import { sendCsv, wireDay } from "../csv";
import { cellContext, formatRow, headerRow, type CellKind, type ExportColumn } from "../export-cells";
import type { AppointmentKind, ExportRange, Row } from "./repo";
import { handler, str, type FieldError, found, invalid, serveHooks } from "../http";
import type { Store } from "../store";
import type { Patient } from "../types";
import { sendXlsx } from "../xlsx";

/**
 * The seven organization exports (spec part 2 §7 "Exports"; decision 040, README "Exports"):
 * each over the organization and every organization under it, for a range of days
 * (`dateFrom`, `dateTo`: MM/dd/yyyy, both required, at most 731 days), written from the database
 * as real CSV or real .xlsx, streamed. The permission middleware has checked the organization.
 */

const MAX_DAYS = 731;
const base = "/api/organizations/:id";

function dayAfter(day: string) {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The range of a query, or its field errors. */
export function rangeOf(req: Request): { range: ExportRange & { to: string } } | { errors: FieldError[] } {
  const from = wireDay(req.query.dateFrom);
  const to = wireDay(req.query.dateTo);
  const errors: FieldError[] = [];
  if (!from) errors.push({ field: "dateFrom", message: "Give the first day (MM/dd/yyyy)" });
  if (!to) errors.push({ field: "dateTo", message: "Give the last day (MM/dd/yyyy)" });
  if (from && to) {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days < 1) errors.push({ field: "dateTo", message: "The range ends before it starts" });
    else if (days > MAX_DAYS) errors.push({ field: "dateTo", message: `At most ${MAX_DAYS} days` });
  }
  if (errors.length || !from || !to) return { errors };
  return { range: { from, to, until: dayAfter(to) } };
}

/** Columns: the header's key under `exports:columns` (its en-US words are the documented headers), the row's field, how it reads. */
const col = (label: string, field: string, kind: CellKind = "text"): ExportColumn => ({ label, field, kind });

export const PATIENT_COLUMNS: readonly ExportColumn[] = [
  col("patientId", "id"),
  col("firstName", "firstName"),
  col("lastName", "lastName"),
  col("dateOfBirth", "dateOfBirth", "day"),
  col("gender", "gender", "gender"),
  col("email", "email"),
  col("phone", "phoneNumber", "phone"),
  col("language", "language", "language"),
  col("address", "address1"),
  col("city", "city"),
  col("state", "state"),
  col("zipcode", "zipcode"),
  col("registered", "dateCreated", "instant"),
];
export const HOMEBOUND_COLUMNS: readonly ExportColumn[] = [
  col("requestId", "id"),
  col("patientId", "patientId"),
  col("patient", "patientName"),
  col("dateOfBirth", "dateOfBirth", "day"),
  col("phone", "phoneNumber", "phone"),
  col("email", "email"),
  col("organization", "organizationName"),
  col("status", "status", "requestStatus"),
  col("requestedAt", "requestedAt", "instant"),
  col("serviceDate", "serviceDate", "day"),
  col("notes", "notes"),
];
export const APPOINTMENT_COLUMNS: readonly ExportColumn[] = [
  col("appointmentId", "id"),
  col("patientId", "patientId"),
  col("patient", "patientName"),
  col("dateOfBirth", "dateOfBirth", "day"),
  col("appointment", "name"),
  col("status", "status", "taskStatus"),
  col("due", "dueDate", "instant"),
  col("clinic", "clinic"),
];
const VACCINATION_COLUMNS = [...APPOINTMENT_COLUMNS, col("vaccine", "vaccine")];
const TEST_COLUMNS = [
  ...APPOINTMENT_COLUMNS,
  col("result", "testResult", "testResult"),
  col("observationStatus", "observationStatus", "observationStatus"),
];
const BILLING_COLUMNS: readonly ExportColumn[] = [
  col("invoice", "number"),
  col("patientId", "patientId"),
  col("patient", "patientName"),
  col("description", "description"),
  col("amount", "amount", "amount"),
  col("created", "createdAt", "instant"),
  col("refunded", "refunded", "yesNo"),
  col("appointment", "appointment"),
  col("clinic", "clinic"),
];
const INCENTIVE_COLUMNS: readonly ExportColumn[] = [
  col("patientId", "patientId"),
  col("patient", "patientName"),
  col("dateOfBirth", "dateOfBirth", "day"),
  col("email", "email"),
  col("phone", "phoneNumber", "phone"),
  col("vaccinations", "vaccinations", "count"),
  col("firstVaccination", "firstVaccination", "instant"),
  col("lastVaccination", "lastVaccination", "instant"),
];

type Columns = readonly ExportColumn[];

export function exportRoutes(store: Store, options: ReferenceApiOptions) {
  const router = Router();

  /** One export: its file name's stem, its columns, how it reads its rows, CSV or Excel. */
  const serve = (
    path: string,
    stem: string,
    format: "csv" | "xlsx",
    columns: Columns,
    read: (org: string, range: ExportRange & { to: string }, req: Request) => Iterable<Row> | FieldError[],
  ) =>
    router.get(
      `${base}/${path}`,
      handler(async (req: Request, res: Response) => {
        const org = found(store.organizations.byId(req.params.id!), "Organization");
        const read0 = rangeOf(req);
        if ("errors" in read0) invalid(read0.errors);
        const rows = read(org.id, read0.range, req);
        if (Array.isArray(rows)) invalid(rows);
        const name = `${stem}-${read0.range.from}-to-${read0.range.to}.${format}`;
        // Words in the reader's language, dates at the organization's clock (decision 055).
        const ctx = cellContext(req.get("accept-language"), org.timeZone, format);
        const header = headerRow(columns, ctx);
        const cells = (function* () {
          for (const row of rows) yield formatRow(row, columns, ctx);
        })();
        // A CSV's cells are text already (formatCell writes dates as the language's date text there).
        const texts = (function* () {
          for (const row of cells)
            yield row.map((cell) => (cell instanceof Date ? cell.toISOString() : cell));
        })();
        if (format === "csv") await sendCsv(res, name, header, texts, { bom: true });
        else
          await sendXlsx(
            res,
            name,
            stem,
            header,
            columns.map((c) => c.kind),
            cells,
            ctx,
          );
      }),
    );

  const statusOf = (req: Request, allowed: readonly string[]): string | undefined | FieldError[] => {
    const status = str(req.query.status) || undefined;
    if (status !== undefined && !allowed.includes(status))
      return [{ field: "status", message: "Unknown status" }];
    return status;
  };
  const appointments =
    (kind: AppointmentKind, withStatus: boolean) => (org: string, range: ExportRange, req: Request) => {
      const status = withStatus ? statusOf(req, TASK_STATUSES) : undefined;
      if (Array.isArray(status)) return status;
      return store.exports.appointments(org, range, kind, status);
    };

  serve("patients/csv/download", "patients", "csv", PATIENT_COLUMNS, (org, range) =>
    store.exports.patients(org, range),
  );
  serve("homebound/csv/download", "homebound", "csv", HOMEBOUND_COLUMNS, (org, range, req) => {
    const status = statusOf(req, REQUEST_STATUSES);
    if (Array.isArray(status)) return status;
    return store.patientRequests.each(org, {
      requestType: "Homebound",
      status,
      dateFrom: range.from,
      dateTo: range.to,
    }) as Iterable<unknown> as Iterable<Row>;
  });
  serve(
    "vaccinations/excel/download",
    "vaccinations",
    "xlsx",
    VACCINATION_COLUMNS,
    appointments("vaccinations", false),
  );
  serve(
    "appointments/excel/download",
    "appointments",
    "xlsx",
    APPOINTMENT_COLUMNS,
    appointments("all", true),
  );
  serve(
    "completed-tests/excel/download",
    "completed-tests",
    "xlsx",
    TEST_COLUMNS,
    appointments("tests", false),
  );
  serve("billing/excel/download", "billing", "xlsx", BILLING_COLUMNS, (org, range) =>
    store.exports.invoices(org, range),
  );
  serve("incentive/csv/download", "incentive", "csv", INCENTIVE_COLUMNS, (org, range) =>
    store.exports.incentives(org, range),
  );

  if (options.testHooks) {
    serveHooks(router, {
      /**
       * Benchmarks only (bench/export-memory.mjs): tops an organization up to `total` primary
       * patients registered now, so an export of a given size can be measured.
       */
      "POST /__test/fixtures/export-patients": (req, res) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const org = found(store.organizations.byId(str(body.organizationId)), "Organization");
        const total = Math.min(50_000, Math.max(0, Number(body.total) || 0));
        const range = { from: "0000-01-01", until: "9999-12-31" };
        let have = 0;
        for (const _row of store.exports.patients(org.id, range)) have += 1;
        const at = new Date().toISOString();
        const patients: Patient[] = [];
        for (let i = have; i < total; i += 1)
          patients.push({
            id: store.nextId("pat"),
            firstName: "Bench",
            lastName: `Patient${i}`,
            dateOfBirth: "01/01/1980",
            gender: "female",
            language: "en-US",
            organizations: [org.id],
            insurance: null,
            dateCreated: at,
          });
        store.db.transaction(() => {
          for (const patient of patients) store.patients.insert(patient);
        });
        res.status(201).json({ added: patients.length, total: have + patients.length });
      },
    });
  }

  return router;
}
