import type { CalendarFeed } from "../types";
import type { Db } from "../db/db";

const COLUMNS = "performer_id, secret_hash, include_patient_names, created_at";
const FEED = `SELECT performer_id AS performerId, secret_hash AS secretHash, include_patient_names AS includePatientNames,
  created_at AS createdAt FROM calendar_feeds`;

type Row = Omit<CalendarFeed, "includePatientNames"> & { includePatientNames: number };
const toFeed = (row: Row): CalendarFeed => ({ ...row, includePatientNames: row.includePatientNames === 1 });

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
      byPerformer: sql.prepare(`${FEED} WHERE performer_id = ?`),
      bySecretHash: sql.prepare(`${FEED} WHERE secret_hash = ?`),
      all: sql.prepare(`${FEED} ORDER BY performer_id`),
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
