import type { ClinicPatientGroup } from "../types";
import type { Db } from "../db/db";

/** A patient group as its organization's list shows it (decision 027). */
export interface GroupRow {
  id: string;
  name: string;
  city: string;
  state: string;
  patientCount: number;
}

/** A clinic serving a group, with where it is and since when. */
export interface ServingClinic {
  groupId: string;
  clinicId: string;
  name: string;
  city: string;
  state: string;
  zipcode: string;
  assignedAt: string;
}

/** A group's members and how many of them have an appointment ahead (`patientgroups-analytics`). */
export interface GroupFigures {
  groupId: string;
  name: string;
  patientCount: number;
  scheduledCount: number;
}

/** The members of a group: primary patients (family members come with them), not deleted. */
const MEMBERS_OF = (group: string) => `FROM patient_organizations po JOIN patients p ON p.id = po.patient_id
  WHERE po.organization_id = ${group} AND po.primary_patient = 1 AND p.deleted_at IS NULL`;

const GROUPS_OF = `FROM organizations o WHERE o.parent_organization_id = @org AND o.type = 'GROUP'
  AND (@needle IS NULL OR instr(lower(o.name), @needle) > 0)`;

/** A lane ahead at a clinic serving a group. */
export interface GroupLane {
  id: string;
  clinicId: string;
  clinicName: string;
  timeZone: string;
  startDate: string;
  endDate: string;
  capacity: number;
  booked: number;
}

/**
 * Patient groups (migration 030): the GROUP organizations directly under an organization, their
 * member counts, and the clinics serving each (`clinic_patient_groups`). Lists page in SQL.
 */
export class PatientGroupRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      page: sql.prepare(
        `SELECT o.id, o.name, o.city, o.state, (SELECT COUNT(*) ${MEMBERS_OF("o.id")}) AS patientCount
         ${GROUPS_OF} ORDER BY o.name COLLATE NOCASE, o.seq LIMIT @limit OFFSET @offset`,
      ),
      count: sql.prepare(`SELECT COUNT(*) ${GROUPS_OF}`),
      // ACTIVE lanes not yet over at the group's clinics, with their booked places.
      lanesAhead: sql.prepare(
        `SELECT l.id, l.clinic_id AS clinicId, c.name AS clinicName, c.time_zone AS timeZone,
                l.start_date AS startDate, l.end_date AS endDate, l.capacity,
                (SELECT COUNT(*) FROM tasks t WHERE t.clinic_appointment_id = l.id AND t.status = 'SCHEDULED') AS booked
         FROM clinic_patient_groups g JOIN lanes l ON l.clinic_id = g.clinic_id
         JOIN organizations c ON c.id = l.clinic_id
         WHERE g.group_id = @group AND l.status = 'ACTIVE' AND l.end_date > @now
         ORDER BY l.start_date, l.id LIMIT @limit`,
      ),
      serving: sql.prepare(
        `SELECT g.group_id AS groupId, c.id AS clinicId, c.name, c.city, c.state, c.zipcode, g.assigned_at AS assignedAt
         FROM clinic_patient_groups g JOIN organizations c ON c.id = g.clinic_id
         WHERE g.group_id IN (SELECT value FROM json_each(?)) ORDER BY c.name COLLATE NOCASE, c.seq`,
      ),
      figures: sql.prepare(
        `SELECT o.id AS groupId, o.name,
           (SELECT COUNT(*) ${MEMBERS_OF("o.id")}) AS patientCount,
           (SELECT COUNT(*) ${MEMBERS_OF("o.id")} AND EXISTS (SELECT 1 FROM tasks t
              WHERE t.patient_id = po.patient_id AND t.task_type = 'APPOINTMENT' AND t.status = 'SCHEDULED'
                AND t.due_date >= @from)) AS scheduledCount
         FROM organizations o WHERE o.parent_organization_id = @org AND o.type = 'GROUP'
         ORDER BY patientCount DESC, o.name COLLATE NOCASE, o.seq LIMIT @limit`,
      ),
      insert: sql.prepare(
        "INSERT OR IGNORE INTO clinic_patient_groups (group_id, clinic_id, assigned_at) VALUES (@groupId, @clinicId, @assignedAt)",
      ),
      remove: sql.prepare("DELETE FROM clinic_patient_groups WHERE group_id = ? AND clinic_id = ?"),
      all: sql.prepare(
        "SELECT group_id AS groupId, clinic_id AS clinicId, assigned_at AS assignedAt FROM clinic_patient_groups ORDER BY rowid",
      ),
    };
  }

  /** A page of an organization's groups by name; `needle` is lower-cased text in the name. */
  page(organizationId: string, needle: string | undefined, limit: number, offset: number): GroupRow[] {
    return this.statements.page.all({
      org: organizationId,
      needle: needle ?? null,
      limit,
      offset,
    }) as GroupRow[];
  }

  count(organizationId: string, needle: string | undefined): number {
    return this.statements.count.pluck().get({ org: organizationId, needle: needle ?? null }) as number;
  }

  /** The clinics serving each of these groups, by clinic name. */
  /** The first `limit` lanes not yet over at the clinics serving the group, soonest first. */
  lanesAhead(groupId: string, now: string, limit: number): GroupLane[] {
    return this.statements.lanesAhead.all({ group: groupId, now, limit }) as GroupLane[];
  }

  serving(groupIds: readonly string[]): ServingClinic[] {
    return this.statements.serving.all(JSON.stringify(groupIds)) as ServingClinic[];
  }

  /** Figures of an organization's largest groups (at most `limit`), members counted at `fromIso`. */
  figures(organizationId: string, fromIso: string, limit: number): GroupFigures[] {
    return this.statements.figures.all({ org: organizationId, from: fromIso, limit }) as GroupFigures[];
  }

  /** Whether it was new (assigning twice changes nothing). */
  assign(assignment: ClinicPatientGroup): boolean {
    return this.statements.insert.run(assignment).changes > 0;
  }

  /** Whether the clinic was serving the group. */
  unassign(groupId: string, clinicId: string): boolean {
    return this.statements.remove.run(groupId, clinicId).changes > 0;
  }

  all(): ClinicPatientGroup[] {
    return this.statements.all.all() as ClinicPatientGroup[];
  }

  insertAll(assignments: readonly ClinicPatientGroup[]) {
    this.db.transaction(() => {
      for (const assignment of assignments) this.statements.insert.run(assignment);
    });
  }
}
