import type { AuditAction, AuditOutcome } from "@contract/audit";
import type { Db } from "../db/db";
import type { StoredAuditEvent } from "../types";

/** What a history read filters by; absent means any. Days are UTC instants already (`from` inclusive, `before` exclusive). */
export interface AuditFilter {
  /** The organizations whose events may be read; null, every event (an account whose scope is everywhere). */
  scope: readonly string[] | null;
  patientId?: string;
  accountId?: string;
  action?: AuditAction;
  outcome?: AuditOutcome;
  from?: string;
  before?: string;
}

const WHERE = `
  WHERE (@scope IS NULL OR EXISTS (SELECT 1 FROM audit_event_scope s
          WHERE s.event_seq = e.seq AND s.organization_id IN (SELECT value FROM json_each(@scope))))
    AND (@patientId IS NULL OR EXISTS (SELECT 1 FROM audit_event_patients p
          WHERE p.event_seq = e.seq AND p.patient_id = @patientId))
    AND (@accountId IS NULL OR e.account_id = @accountId)
    AND (@action IS NULL OR e.action = @action)
    AND (@outcome IS NULL OR e.outcome = @outcome)
    AND (@from IS NULL OR e.at >= @from)
    AND (@before IS NULL OR e.at < @before)`;

interface Row {
  id: string;
  event: string;
  scope: string;
}

/**
 * The access events (migration 056): one row per event with the whole event as JSON (a backend's
 * extra fields are kept as sent), and a row per patient and per organization it belongs to, so a
 * patient's or a tree's history is read newest first, a page at a time, from an index.
 */
export class AuditRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(
        `INSERT INTO audit_events (id, at, account_id, action, outcome, event)
         VALUES (@id, @at, @accountId, @action, @outcome, @event)`,
      ),
      patient: sql.prepare(
        "INSERT OR IGNORE INTO audit_event_patients (event_seq, patient_id, at) VALUES (?, ?, ?)",
      ),
      scope: sql.prepare(
        "INSERT OR IGNORE INTO audit_event_scope (event_seq, organization_id, at) VALUES (?, ?, ?)",
      ),
      count: sql.prepare(`SELECT COUNT(*) FROM audit_events e ${WHERE}`).pluck(),
      page: sql.prepare(
        `SELECT e.id, e.event, '[]' AS scope FROM audit_events e ${WHERE}
         ORDER BY e.at DESC, e.seq DESC LIMIT @limit OFFSET @offset`,
      ),
      all: sql.prepare(
        `SELECT e.id, e.event, (SELECT json_group_array(organization_id) FROM audit_event_scope s
           WHERE s.event_seq = e.seq) AS scope FROM audit_events e ORDER BY e.seq`,
      ),
    };
  }

  /** Keeps events in one transaction: a request's events are all kept or none is. */
  insert(events: readonly StoredAuditEvent[]) {
    this.db.transaction(() => {
      for (const stored of events) {
        const { scope, ...event } = stored;
        const at = new Date(event.at).toISOString();
        const { lastInsertRowid } = this.statements.insert.run({
          id: event.id,
          at,
          accountId: event.accountId,
          action: event.action,
          outcome: event.outcome,
          event: JSON.stringify({ ...event, at }),
        });
        for (const patientId of event.patientIds) this.statements.patient.run(lastInsertRowid, patientId, at);
        for (const organizationId of scope) this.statements.scope.run(lastInsertRowid, organizationId, at);
      }
    });
  }

  count(filter: AuditFilter): number {
    return this.statements.count.get(params(filter)) as number;
  }

  page(filter: AuditFilter, limit: number, offset: number): StoredAuditEvent[] {
    return (this.statements.page.all({ ...params(filter), limit, offset }) as Row[]).map(read);
  }

  all(): StoredAuditEvent[] {
    return (this.statements.all.all() as Row[]).map(read);
  }
}

function params(filter: AuditFilter) {
  return {
    scope: filter.scope === null ? null : JSON.stringify(filter.scope),
    patientId: filter.patientId ?? null,
    accountId: filter.accountId ?? null,
    action: filter.action ?? null,
    outcome: filter.outcome ?? null,
    from: filter.from ?? null,
    before: filter.before ?? null,
  };
}

function read(row: Row): StoredAuditEvent {
  return {
    ...(JSON.parse(row.event) as StoredAuditEvent),
    id: row.id,
    scope: JSON.parse(row.scope) as string[],
  };
}
