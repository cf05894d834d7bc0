import type { Db } from "../db/db";
import { vaccinationGivenSql } from "../db/vaccinations";

/**
 * The organization exports (spec part 2 §7 "Exports", decision 040): each reads an organization
 * and every organization under it over a range of days (yyyy-MM-dd, both ends counted, UTC), a
 * chunk of rows at a time, so a 10,000-patient file never sits in memory and no statement stays
 * open while the response drains.
 */
export interface ExportRange {
  from: string;
  /** The day after the last one counted. */
  until: string;
}

const TREE = `WITH RECURSIVE tree(id) AS (SELECT @org UNION ALL
  SELECT o.id FROM organizations o JOIN tree ON o.parent_organization_id = tree.id)`;

const PATIENTS = `${TREE} SELECT p.id, p.first_name AS firstName, p.last_name AS lastName,
    p.date_of_birth AS dateOfBirth, p.gender, p.email, p.phone_number AS phoneNumber, p.language,
    json_extract(p.address, '$.address1') AS address1, json_extract(p.address, '$.city') AS city,
    json_extract(p.address, '$.state') AS state, json_extract(p.address, '$.zipcode') AS zipcode,
    json_extract(p.extra, '$.dateCreated') AS dateCreated
  FROM patients p
  WHERE p.family_of IS NULL AND p.deleted_at IS NULL
    AND EXISTS (SELECT 1 FROM patient_organizations po WHERE po.patient_id = p.id AND po.organization_id IN (SELECT id FROM tree))
    AND json_extract(p.extra, '$.dateCreated') >= @from AND json_extract(p.extra, '$.dateCreated') < @until
  ORDER BY p.seq LIMIT @limit OFFSET @offset`;

const APPOINTMENTS = `${TREE} SELECT t.id, t.patient_id AS patientId, p.first_name || ' ' || p.last_name AS patientName,
    p.date_of_birth AS dateOfBirth, t.name, t.status, t.due_date AS dueDate, c.name AS clinic,
    COALESCE(json_extract(t.vaccine_info, '$.manufacturer'), t.inventory_name) AS vaccine, t.test_result AS testResult, t.completed_at AS completedAt,
    t.observation_status AS observationStatus
  FROM tasks t JOIN patients p ON p.id = t.patient_id JOIN organizations c ON c.id = t.location_id
  WHERE t.task_type = 'APPOINTMENT' AND t.location_id IN (SELECT id FROM tree)
    AND t.due_date >= @from AND t.due_date < @until`;

const INVOICES = `${TREE} SELECT i.number, i.patient_id AS patientId, p.first_name || ' ' || p.last_name AS patientName,
    i.description, i.amount, i.created_at AS createdAt, i.refunded, t.name AS appointment, c.name AS clinic
  FROM invoices i JOIN tasks t ON t.id = i.task_id JOIN patients p ON p.id = i.patient_id
    JOIN organizations c ON c.id = t.location_id
  WHERE t.location_id IN (SELECT id FROM tree) AND i.created_at >= @from AND i.created_at < @until
  ORDER BY i.created_at, i.seq LIMIT @limit OFFSET @offset`;

/** Patients with completed vaccinations in the range: who is owed the vaccination incentive. */
const INCENTIVES = `${TREE} SELECT p.id AS patientId, p.first_name || ' ' || p.last_name AS patientName,
    p.date_of_birth AS dateOfBirth, p.email, p.phone_number AS phoneNumber, COUNT(*) AS vaccinations,
    MIN(t.due_date) AS firstVaccination, MAX(t.due_date) AS lastVaccination
  FROM tasks t JOIN patients p ON p.id = t.patient_id
  WHERE ${vaccinationGivenSql("t")}
    AND t.location_id IN (SELECT id FROM tree) AND t.due_date >= @from AND t.due_date < @until
  GROUP BY p.id ORDER BY p.seq LIMIT @limit OFFSET @offset`;

export type Row = Record<string, string | number | null>;
export type AppointmentKind = "all" | "vaccinations" | "tests";

const KIND: Record<AppointmentKind, string> = {
  all: "",
  vaccinations: ` AND ${vaccinationGivenSql("t")}`,
  tests: " AND t.status = 'COMPLETED' AND t.test_result IS NOT NULL",
};

export class ExportRepo {
  private readonly statements;

  constructor(db: Db) {
    const sql = db.sql;
    const appointments = (kind: AppointmentKind) =>
      sql.prepare(
        `${APPOINTMENTS}${KIND[kind]} AND (@status IS NULL OR t.status = @status) ORDER BY t.due_date, t.seq LIMIT @limit OFFSET @offset`,
      );
    this.statements = {
      patients: sql.prepare(PATIENTS),
      appointments: {
        all: appointments("all"),
        vaccinations: appointments("vaccinations"),
        tests: appointments("tests"),
      },
      invoices: sql.prepare(INVOICES),
      incentives: sql.prepare(INCENTIVES),
    };
  }

  private *chunks(read: (limit: number, offset: number) => Row[], chunk = 500): Generator<Row> {
    for (let offset = 0; ; offset += chunk) {
      const rows = read(chunk, offset);
      yield* rows;
      if (rows.length < chunk) return;
    }
  }

  patients(org: string, range: ExportRange) {
    return this.chunks(
      (limit, offset) =>
        this.statements.patients.all({ org, from: range.from, until: range.until, limit, offset }) as Row[],
    );
  }

  appointments(org: string, range: ExportRange, kind: AppointmentKind, status?: string) {
    const statement = this.statements.appointments[kind];
    return this.chunks(
      (limit, offset) =>
        statement.all({
          org,
          from: range.from,
          until: range.until,
          status: status ?? null,
          limit,
          offset,
        }) as Row[],
    );
  }

  invoices(org: string, range: ExportRange) {
    return this.chunks(
      (limit, offset) =>
        this.statements.invoices.all({ org, from: range.from, until: range.until, limit, offset }) as Row[],
    );
  }

  incentives(org: string, range: ExportRange) {
    return this.chunks(
      (limit, offset) =>
        this.statements.incentives.all({ org, from: range.from, until: range.until, limit, offset }) as Row[],
    );
  }
}
