import type { Db } from "../db/db";
import { vaccinationGivenSql } from "../db/vaccinations";

/** What still holds on to an organization, each counted (decision 030: a delete is refused then). */
export interface Dependents {
  branches: number;
  clinics: number;
  patients: number;
  staff: number;
  lanes: number;
}

/** An organization's figures on the dashboard (its whole tree counted). */
export interface Figures {
  appointments: number;
  scheduled: number;
  completed: number;
  vaccinations: number;
}

export interface ApprovalChange {
  organizationId: string;
  fromStatus: string;
  toStatus: string;
  reason: string | null;
  accountId: string;
  changedAt: string;
}

/**
 * Organization edits (migration 032): what stands in the way of deleting an organization, the
 * delete itself, the approval-status history, and the organization's picture (migration 037).
 */
export class OrganizationAdminRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      dependents: sql.prepare(
        `SELECT
           (SELECT COUNT(*) FROM organizations WHERE parent_organization_id = @id AND type <> 'CLINIC') AS branches,
           (SELECT COUNT(*) FROM organizations WHERE parent_organization_id = @id AND type = 'CLINIC') AS clinics,
           (SELECT COUNT(*) FROM patient_organizations WHERE organization_id = @id) AS patients,
           (SELECT COUNT(*) FROM accounts WHERE organization_id = @id)
             + (SELECT COUNT(*) FROM performers WHERE organization_id = @id) AS staff,
           (SELECT COUNT(*) FROM lanes WHERE clinic_id = @id OR organization_id = @id) AS lanes`,
      ),
      deleteInvites: sql.prepare("DELETE FROM patient_invites WHERE organization_id = ?"),
      delete: sql.prepare("DELETE FROM organizations WHERE id = ?"),
      insertChange: sql.prepare(
        `INSERT INTO organization_approval_changes
           (organization_id, from_status, to_status, reason, account_id, changed_at)
         VALUES (@organizationId, @fromStatus, @toStatus, @reason, @accountId, @changedAt)`,
      ),
      changes: sql.prepare(
        `SELECT organization_id AS organizationId, from_status AS fromStatus, to_status AS toStatus,
           reason, account_id AS accountId, changed_at AS changedAt
         FROM organization_approval_changes WHERE organization_id = ? ORDER BY seq DESC LIMIT ?`,
      ),
      roots: sql.prepare("SELECT id FROM organizations WHERE parent_organization_id IS NULL ORDER BY seq"),
      // Appointments at the tree's locations; a vaccination is one given (db/vaccinations.ts).
      figures: sql.prepare(
        `SELECT COUNT(*) AS appointments,
           COALESCE(SUM(status NOT IN ('COMPLETED', 'CANCELLED', 'MISSED') AND due_date >= @now), 0) AS scheduled,
           COALESCE(SUM(status = 'COMPLETED'), 0) AS completed,
           COALESCE(SUM(${vaccinationGivenSql()}), 0) AS vaccinations
         FROM tasks
         WHERE task_type = 'APPOINTMENT' AND status <> 'CANCELLED'
           AND location_id IN (SELECT value FROM json_each(@ids))`,
      ),
      putPicture: sql.prepare(
        `INSERT OR REPLACE INTO organization_pictures (organization_id, content_type, content, uploaded_at)
         VALUES (?, ?, ?, ?)`,
      ),
      picture: sql.prepare(
        "SELECT content_type AS contentType, content FROM organization_pictures WHERE organization_id = ?",
      ),
      deletePicture: sql.prepare("DELETE FROM organization_pictures WHERE organization_id = ?"),
      clinicIdTaken: sql.prepare(
        `SELECT 1 FROM organizations WHERE id <> @id AND type = 'CLINIC'
           AND json_extract(extra, '$.clinicId') = @clinicId COLLATE NOCASE LIMIT 1`,
      ),
    };
  }

  dependents(id: string): Dependents {
    return this.statements.dependents.get({ id }) as Dependents;
  }

  /** Deletes an organization nothing holds on to (the caller checked `dependents`). */
  delete(id: string) {
    this.db.transaction(() => {
      this.statements.deleteInvites.run(id);
      this.statements.delete.run(id);
    });
  }

  recordChange(change: ApprovalChange) {
    this.statements.insertChange.run(change);
  }

  /** The newest changes first. */
  changes(organizationId: string, limit = 20): ApprovalChange[] {
    return this.statements.changes.all(organizationId, limit) as ApprovalChange[];
  }

  rootIds(): string[] {
    return this.statements.roots.pluck().all() as string[];
  }

  figures(ids: readonly string[], now: string): Figures {
    return this.statements.figures.get({ ids: JSON.stringify(ids), now }) as Figures;
  }

  /** The organization's picture, replacing any (migration 037). */
  putPicture(organizationId: string, contentType: string, content: Buffer, uploadedAt: string) {
    this.statements.putPicture.run(organizationId, contentType, content, uploadedAt);
  }

  picture(organizationId: string): { contentType: string; content: Buffer } | undefined {
    return this.statements.picture.get(organizationId) as
      { contentType: string; content: Buffer } | undefined;
  }

  deletePicture(organizationId: string) {
    this.statements.deletePicture.run(organizationId);
  }

  isClinicIdTaken(id: string, clinicId: string): boolean {
    return this.statements.clinicIdTaken.get({ id, clinicId }) !== undefined;
  }
}
