import type { Db } from "../db/db";
import type { SetupActivity } from "../types";

/** One weekday's hours: both times "HH:mm", or both null when closed that day. */
export interface WeekdayHours {
  weekday: number;
  open: string | null;
  close: string | null;
}

export interface SpecialDate {
  day: string;
  closed: boolean;
  open: string | null;
  close: string | null;
  note: string | null;
}

export interface SignOff {
  day: string;
  signedBy: string;
  signedAt: string;
}

export interface LaneAudit {
  seq: number;
  clinicId: string;
  day: string;
  laneId: string;
  action: "CREATED" | "UPDATED" | "DELETED" | "VACCINE_INFO" | "SIGNED_OFF";
  actor: string;
  at: string;
  details: Record<string, unknown>;
}

export type { SetupActivity };

interface ActivityRow {
  seq: number;
  organization_id: string;
  action: SetupActivity["action"];
  actor: string;
  at: string;
  details: string;
}

const toActivity = (row: ActivityRow): SetupActivity => ({
  seq: row.seq,
  organizationId: row.organization_id,
  action: row.action,
  actor: row.actor,
  at: row.at,
  details: JSON.parse(row.details) as Record<string, unknown>,
});

interface AuditRow extends Omit<LaneAudit, "details" | "clinicId" | "laneId"> {
  clinic_id: string;
  lane_id: string;
  details: string;
}

interface SpecialRow extends Omit<SpecialDate, "closed"> {
  closed: number;
}

const toSpecial = (row: SpecialRow): SpecialDate => ({ ...row, closed: row.closed === 1 });

/**
 * The tables of migration 034 (hours, special dates, signed-off days and the lane audit) and the
 * set-up activity log of migration 055.
 */
export class ClinicSetupRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      hours: sql.prepare(
        "SELECT weekday, open, close FROM clinic_hours WHERE organization_id = ? ORDER BY weekday",
      ),
      clearHours: sql.prepare("DELETE FROM clinic_hours WHERE organization_id = ?"),
      insertHours: sql.prepare(
        "INSERT INTO clinic_hours (organization_id, weekday, open, close) VALUES (?, ?, ?, ?)",
      ),
      specials: sql.prepare(
        "SELECT day, closed, open, close, note FROM clinic_special_dates WHERE organization_id = ? ORDER BY day",
      ),
      special: sql.prepare(
        "SELECT day, closed, open, close, note FROM clinic_special_dates WHERE organization_id = ? AND day = ?",
      ),
      upsertSpecial: sql.prepare(
        `INSERT INTO clinic_special_dates (organization_id, day, closed, open, close, note) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (organization_id, day) DO UPDATE SET closed = excluded.closed, open = excluded.open, close = excluded.close, note = excluded.note`,
      ),
      signOff: sql.prepare(
        "SELECT day, signed_by AS signedBy, signed_at AS signedAt FROM clinic_day_sign_offs WHERE clinic_id = ? AND day = ?",
      ),
      insertSignOff: sql.prepare(
        "INSERT OR IGNORE INTO clinic_day_sign_offs (clinic_id, day, signed_by, signed_at) VALUES (?, ?, ?, ?)",
      ),
      insertAudit: sql.prepare(
        "INSERT INTO clinic_lane_audits (clinic_id, day, lane_id, action, actor, at, details) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ),
      insertActivity: sql.prepare(
        "INSERT INTO clinic_setup_activities (organization_id, action, actor, at, details) VALUES (?, ?, ?, ?, ?)",
      ),
      activities: sql.prepare(
        `SELECT seq, organization_id, action, actor, at, details FROM clinic_setup_activities
          WHERE organization_id = ? ORDER BY seq DESC LIMIT ? OFFSET ?`,
      ),
      activityCount: sql.prepare(
        "SELECT COUNT(*) AS n FROM clinic_setup_activities WHERE organization_id = ?",
      ),
      allActivities: sql.prepare(
        "SELECT seq, organization_id, action, actor, at, details FROM clinic_setup_activities ORDER BY seq",
      ),
      audits: sql.prepare(
        `SELECT seq, clinic_id, day, lane_id, action, actor, at, details FROM clinic_lane_audits
          WHERE clinic_id = @clinic AND (@day IS NULL OR day = @day) ORDER BY seq DESC LIMIT @limit`,
      ),
    };
  }

  hours(organizationId: string): WeekdayHours[] {
    return this.statements.hours.all(organizationId) as WeekdayHours[];
  }

  setHours(organizationId: string, week: readonly WeekdayHours[]) {
    this.db.transaction(() => {
      this.statements.clearHours.run(organizationId);
      for (const day of week)
        this.statements.insertHours.run(organizationId, day.weekday, day.open, day.close);
    });
  }

  specials(organizationId: string): SpecialDate[] {
    return (this.statements.specials.all(organizationId) as SpecialRow[]).map(toSpecial);
  }

  special(organizationId: string, day: string): SpecialDate | undefined {
    const row = this.statements.special.get(organizationId, day) as SpecialRow | undefined;
    return row && toSpecial(row);
  }

  putSpecial(organizationId: string, date: SpecialDate) {
    this.statements.upsertSpecial.run(
      organizationId,
      date.day,
      date.closed ? 1 : 0,
      date.open,
      date.close,
      date.note,
    );
  }

  signOff(clinicId: string, day: string): SignOff | undefined {
    return this.statements.signOff.get(clinicId, day) as SignOff | undefined;
  }

  signDayOff(clinicId: string, day: string, signedBy: string, at: string) {
    this.statements.insertSignOff.run(clinicId, day, signedBy, at);
  }

  audit(entry: Omit<LaneAudit, "seq">) {
    this.statements.insertAudit.run(
      entry.clinicId,
      entry.day,
      entry.laneId,
      entry.action,
      entry.actor,
      entry.at,
      JSON.stringify(entry.details),
    );
  }

  /** Written in the same transaction as the setting it records, so a log line never lies. */
  recordActivity(entry: SetupActivity) {
    this.statements.insertActivity.run(
      entry.organizationId,
      entry.action,
      entry.actor,
      entry.at,
      JSON.stringify(entry.details),
    );
  }

  /** One window of an organization's log, newest first (a limit of -1 reads it all). */
  activities(organizationId: string, limit: number, offset: number): SetupActivity[] {
    return (this.statements.activities.all(organizationId, limit, offset) as ActivityRow[]).map(toActivity);
  }

  activityCount(organizationId: string): number {
    return (this.statements.activityCount.get(organizationId) as { n: number }).n;
  }

  allActivities(): SetupActivity[] {
    return (this.statements.allActivities.all() as ActivityRow[]).map(toActivity);
  }

  insertActivities(entries: readonly SetupActivity[]) {
    for (const entry of entries) this.recordActivity(entry);
  }

  audits(clinicId: string, day: string | null, limit: number): LaneAudit[] {
    const rows = this.statements.audits.all({ clinic: clinicId, day, limit }) as AuditRow[];
    return rows.map((row) => ({
      seq: row.seq,
      clinicId: row.clinic_id,
      day: row.day,
      laneId: row.lane_id,
      action: row.action,
      actor: row.actor,
      at: row.at,
      details: JSON.parse(row.details) as Record<string, unknown>,
    }));
  }
}
