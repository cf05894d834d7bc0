import type { CalendarFeed } from "../types";
import type { Db } from "../db/db";

interface Row {
  performer_id: string;
  secret_hash: string;
  include_patient_names: 0 | 1;
  created_at: string;
}

const COLUMNS = "performer_id, secret_hash, include_patient_names, created_at";

const toFeed = (row: Row): CalendarFeed => ({
  performerId: row.performer_id,
  secretHash: row.secret_hash,
  includePatientNames: row.include_patient_names === 1,
  createdAt: row.created_at,
});

/** Providers' calendar subscriptions (migration 029): one per performer, found by its secret's hash. */
export class CalendarFeedRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      // A new secret replaces the old one: the old URL stops answering at once.
      put: sql.prepare(
        `INSERT INTO calendar_feeds (${COLUMNS}) VALUES (@performerId, @secretHash, @includePatientNames, @createdAt)
         ON CONFLICT (performer_id) DO UPDATE SET secret_hash = excluded.secret_hash,
           include_patient_names = excluded.include_patient_names, created_at = excluded.created_at`,
      ),
      optIn: sql.prepare("UPDATE calendar_feeds SET include_patient_names = ? WHERE performer_id = ?"),
      remove: sql.prepare("DELETE FROM calendar_feeds WHERE performer_id = ?"),
      byPerformer: sql.prepare(`SELECT ${COLUMNS} FROM calendar_feeds WHERE performer_id = ?`),
      bySecretHash: sql.prepare(`SELECT ${COLUMNS} FROM calendar_feeds WHERE secret_hash = ?`),
      all: sql.prepare(`SELECT ${COLUMNS} FROM calendar_feeds ORDER BY performer_id`),
    };
  }

  byPerformer(performerId: string): CalendarFeed | undefined {
    const row = this.statements.byPerformer.get(performerId) as Row | undefined;
    return row && toFeed(row);
  }

  bySecretHash(secretHash: string): CalendarFeed | undefined {
    const row = this.statements.bySecretHash.get(secretHash) as Row | undefined;
    return row && toFeed(row);
  }

  put(feed: CalendarFeed) {
    this.statements.put.run({ ...feed, includePatientNames: feed.includePatientNames ? 1 : 0 });
  }

  /** Changes the opt-in of an existing feed; false when the performer has none. */
  setIncludePatientNames(performerId: string, include: boolean): boolean {
    return this.statements.optIn.run(include ? 1 : 0, performerId).changes > 0;
  }

  /** Revokes: false when there was nothing to revoke. */
  remove(performerId: string): boolean {
    return this.statements.remove.run(performerId).changes > 0;
  }

  insertAll(feeds: readonly CalendarFeed[]) {
    this.db.transaction(() => {
      for (const feed of feeds) this.put(feed);
    });
  }

  all(): CalendarFeed[] {
    return (this.statements.all.all() as Row[]).map(toFeed);
  }
}
