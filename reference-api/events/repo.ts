import type { UpstreamEvent } from "../types";
import type { Db } from "../db/db";

type Row = Omit<UpstreamEvent, "data" | "organizationId"> & { data: string; organizationId: string | null };

const SELECT =
  "SELECT id, account_id AS accountId, type, data, at, organization_id AS organizationId FROM events";

const toEvent = ({ organizationId, ...row }: Row): UpstreamEvent => ({
  ...row,
  data: JSON.parse(row.data) as unknown,
  ...(organizationId === null ? {} : { organizationId }),
});

/** Who reads a stream: its account, and the organizations whose organization-wide events it sees. */
export interface Audience {
  accountId: string;
  /** Empty for patients: organization events are for staff. */
  organizationIds: readonly string[];
}

/**
 * The live-event log (migration 015). The id is the sequence: a new event takes the next one, a
 * stream reads the events after its position with a range read, and the log keeps the newest
 * `keep` events by deleting the lowest ids.
 */
export class EventRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      append: sql.prepare(
        "INSERT INTO events (account_id, organization_id, type, data, at) VALUES (?, ?, ?, ?, ?)",
      ),
      insert: sql.prepare(
        "INSERT INTO events (id, account_id, organization_id, type, data, at) VALUES (?, ?, ?, ?, ?, ?)",
      ),
      trim: sql.prepare("DELETE FROM events WHERE id <= ?"),
      latestId: sql.prepare("SELECT COALESCE(MAX(id), 0) FROM events"),
      after: sql.prepare(`${SELECT} WHERE id > ? ORDER BY id`),
      // Two indexed range reads (the account's own events, its organizations' events) merged by id.
      afterFor: sql.prepare(
        `${SELECT} WHERE id > @after AND account_id = @account
         UNION ALL
         ${SELECT} WHERE id > @after AND account_id IS NULL
           AND organization_id IN (SELECT value FROM json_each(@organizations))
         ORDER BY id`,
      ),
      all: sql.prepare(`${SELECT} ORDER BY id`),
    };
  }

  /** Appends an event with the next id, keeping the newest `keep`; answers it as stored. */
  append(event: Omit<UpstreamEvent, "id">, keep: number): UpstreamEvent {
    return this.db.transaction(() => {
      const id = Number(
        this.statements.append.run(
          event.accountId,
          event.organizationId ?? null,
          event.type,
          JSON.stringify(event.data ?? null),
          event.at,
        ).lastInsertRowid,
      );
      this.statements.trim.run(id - keep);
      return { ...event, id };
    });
  }

  /** The id of the newest event, 0 when there is none: where a new stream starts. */
  latestId(): number {
    return this.statements.latestId.pluck().get() as number;
  }

  /** Events after `afterId`, oldest first; only those `audience` may see, when given. */
  after(afterId: number, audience?: Audience): UpstreamEvent[] {
    const rows = audience
      ? this.statements.afterFor.all({
          after: afterId,
          account: audience.accountId,
          organizations: JSON.stringify(audience.organizationIds),
        })
      : this.statements.after.all(afterId);
    return (rows as Row[]).map(toEvent);
  }

  all(): UpstreamEvent[] {
    return (this.statements.all.all() as Row[]).map(toEvent);
  }

  /** Imports events with their own ids (a seed or an older state file). */
  insertAll(events: readonly UpstreamEvent[]) {
    this.db.transaction(() => {
      for (const e of events)
        this.statements.insert.run(
          e.id,
          e.accountId,
          e.organizationId ?? null,
          e.type,
          JSON.stringify(e.data ?? null),
          e.at,
        );
    });
  }
}
