import type { PatientRequest } from "../types";
import type { Db } from "../db/db";

/** A request as the lists show it: the record with its patient's name and contact. */
export interface RequestRow extends PatientRequest {
  patientName: string;
  dateOfBirth: string;
  /** The request's contact e-mail, else the patient's. */
  email: string | null;
  phoneNumber: string | null;
  organizationName: string;
}

export interface RequestFilters {
  requestType?: string;
  status?: string;
  /** yyyy-mm-dd, both ends counted, on the day the request was made (UTC). */
  dateFrom?: string;
  dateTo?: string;
}

const COLUMNS = `r.id, r.organization_id AS organizationId, r.patient_id AS patientId,
  r.request_type AS requestType, r.status, r.requested_at AS requestedAt, r.service_date AS serviceDate,
  r.pickup_address AS pickupAddress, r.contact_email AS contactEmail, r.notes, r.updated_at AS updatedAt, r.emailed_at AS emailedAt`;

const ROW = `${COLUMNS}, p.first_name || ' ' || p.last_name AS patientName, p.date_of_birth AS dateOfBirth,
  COALESCE(r.contact_email, p.email) AS email, p.phone_number AS phoneNumber, o.name AS organizationName
  FROM patient_requests r JOIN patients p ON p.id = r.patient_id JOIN organizations o ON o.id = r.organization_id`;

/** The organization and every organization under it: a parent sees its clinics' requests. */
const TREE = `WITH RECURSIVE tree(id) AS (SELECT @org UNION ALL
  SELECT o.id FROM organizations o JOIN tree ON o.parent_organization_id = tree.id)`;

const FILTERS = `r.organization_id IN (SELECT id FROM tree)
  AND (@type IS NULL OR r.request_type = @type) AND (@status IS NULL OR r.status = @status)
  AND (@from IS NULL OR r.requested_at >= @from) AND (@to IS NULL OR r.requested_at < @to)`;

/** The day after a yyyy-mm-dd, so a range's last day is counted whole. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * Patient requests (migration 041, decision 040): lists, counts and grouped counts filtered and
 * paged in SQL, over an organization and its descendants; the CSVs read a chunk at a time (`each`).
 */
export class PatientRequestRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      page: sql.prepare(
        `${TREE} SELECT ${ROW} WHERE ${FILTERS} ORDER BY r.requested_at DESC, r.id LIMIT @limit OFFSET @offset`,
      ),
      count: sql.prepare(`${TREE} SELECT COUNT(*) FROM patient_requests r WHERE ${FILTERS}`),
      grouped: sql.prepare(
        `${TREE} SELECT r.request_type AS requestType, r.status, COUNT(*) AS count FROM patient_requests r
         WHERE ${FILTERS} GROUP BY r.request_type, r.status ORDER BY r.request_type, r.status`,
      ),
      selected: sql.prepare(
        `${TREE} SELECT ${ROW} WHERE r.organization_id IN (SELECT id FROM tree)
         AND r.id IN (SELECT value FROM json_each(@ids)) ORDER BY r.requested_at DESC, r.id`,
      ),
      byId: sql.prepare(`SELECT ${ROW} WHERE r.id = ?`),
      ofPatient: sql.prepare(`SELECT ${ROW} WHERE r.patient_id = ? ORDER BY r.requested_at DESC, r.id`),
      insert: sql.prepare(
        `INSERT INTO patient_requests (id, organization_id, patient_id, request_type, status, requested_at,
           service_date, pickup_address, contact_email, notes, updated_at, emailed_at)
         VALUES (@id, @organizationId, @patientId, @requestType, @status, @requestedAt, @serviceDate,
           @pickupAddress, @contactEmail, @notes, @updatedAt, @emailedAt)`,
      ),
      setStatus: sql.prepare("UPDATE patient_requests SET status = ?, updated_at = ? WHERE id = ?"),
      edit: sql.prepare(
        `UPDATE patient_requests SET request_type = @requestType, service_date = @serviceDate,
           pickup_address = @pickupAddress, contact_email = @contactEmail, notes = @notes, updated_at = @updatedAt WHERE id = @id`,
      ),
      emailed: sql.prepare("UPDATE patient_requests SET emailed_at = ? WHERE id = ?"),
      remove: sql.prepare("DELETE FROM patient_requests WHERE id = ?"),
      all: sql.prepare(`SELECT ${COLUMNS} FROM patient_requests r ORDER BY r.rowid`),
    };
  }

  private bind(organizationId: string, f: RequestFilters) {
    return {
      org: organizationId,
      type: f.requestType ?? null,
      status: f.status ?? null,
      from: f.dateFrom ?? null,
      to: f.dateTo ? dayAfter(f.dateTo) : null,
    };
  }

  page(organizationId: string, filters: RequestFilters, limit: number, offset: number): RequestRow[] {
    return this.statements.page.all({ ...this.bind(organizationId, filters), limit, offset }) as RequestRow[];
  }

  count(organizationId: string, filters: RequestFilters): number {
    return this.statements.count.pluck().get(this.bind(organizationId, filters)) as number;
  }

  /**
   * Every matching request, read a chunk at a time: a CSV never holds the list in memory, and no
   * statement stays open while the response waits to drain (the connection is shared).
   */
  *each(organizationId: string, filters: RequestFilters, chunk = 500): Generator<RequestRow> {
    for (let offset = 0; ; offset += chunk) {
      const rows = this.page(organizationId, filters, chunk, offset);
      yield* rows;
      if (rows.length < chunk) return;
    }
  }

  grouped(organizationId: string, filters: RequestFilters) {
    return this.statements.grouped.all(this.bind(organizationId, filters)) as Array<{
      requestType: string;
      status: string;
      count: number;
    }>;
  }

  /** The requests among `ids` that belong to the organization's tree. */
  selected(organizationId: string, ids: readonly string[]): RequestRow[] {
    return this.statements.selected.all({ org: organizationId, ids: JSON.stringify(ids) }) as RequestRow[];
  }

  byId(id: string): RequestRow | undefined {
    return this.statements.byId.get(id) as RequestRow | undefined;
  }

  ofPatient(patientId: string): RequestRow[] {
    return this.statements.ofPatient.all(patientId) as RequestRow[];
  }

  setStatus(id: string, status: string, at: string) {
    this.statements.setStatus.run(status, at, id);
  }

  edit(
    id: string,
    fields: Pick<PatientRequest, "requestType" | "serviceDate" | "pickupAddress" | "contactEmail" | "notes">,
    at: string,
  ) {
    this.statements.edit.run({ id, ...fields, updatedAt: at });
  }

  markEmailed(id: string, at: string) {
    this.statements.emailed.run(at, id);
  }

  remove(id: string): boolean {
    return this.statements.remove.run(id).changes > 0;
  }

  all(): PatientRequest[] {
    return this.statements.all.all() as PatientRequest[];
  }

  insertAll(requests: readonly PatientRequest[]) {
    this.db.transaction(() => {
      for (const request of requests) this.statements.insert.run(request);
    });
  }
}
