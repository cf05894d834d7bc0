import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { zonedTime } from "../time";
import { MIGRATIONS, type Migration } from "./migrations/index";

/**
 * The reference upstream's SQLite database (DATA_DIR/reference.db). better-sqlite3 is synchronous,
 * like the Express handlers that use it (decision 013). Every schema change is a numbered
 * migration, applied once and recorded in `schema_version`.
 */
export const DB_FILE = "reference.db";

export class Db {
  private constructor(readonly sql: Database.Database) {}

  /** Opens (creating if needed) a database file, or `:memory:`, and brings its schema up to date. */
  static open(file: string, migrations: readonly Migration[] = MIGRATIONS): Db {
    if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
    const sql = new Database(file);
    // WAL lets readers run beside the one writer; NORMAL is durable at every checkpoint and loses
    // at most the last commits on power loss, never consistency.
    sql.pragma("journal_mode = WAL");
    sql.pragma("synchronous = NORMAL");
    sql.pragma("foreign_keys = ON");
    sql.pragma("busy_timeout = 5000");
    // An instant's wall-clock time ("HH:mm") in a zone: the staff appointment list's "time"
    // filter compares clinic-local times, which SQLite cannot compute by itself.
    sql.function("zoned_time", { deterministic: true }, (instant: unknown, zone: unknown) =>
      typeof instant === "string" && typeof zone === "string" ? zonedTime(new Date(instant), zone) : null,
    );
    const db = new Db(sql);
    db.migrate(migrations);
    return db;
  }

  /** Deletes a database file and its WAL companions (`--reset`). */
  static remove(file: string) {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  }

  /** The versions applied so far, lowest first. */
  versions(): number[] {
    return this.sql.prepare("SELECT version FROM schema_version ORDER BY version").pluck().all() as number[];
  }

  private migrate(migrations: readonly Migration[]) {
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    const applied = new Set(this.versions());
    const record = this.sql.prepare(
      "INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)",
    );
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      this.transaction(() => {
        this.sql.exec(migration.up);
        record.run(migration.version, migration.name, new Date().toISOString());
      });
    }
  }

  /**
   * Runs `fn` in one transaction: every change it makes is committed together, or, when it throws,
   * none is. Nested calls join the outer transaction (better-sqlite3 uses savepoints).
   */
  transaction<T>(fn: () => T): T {
    return this.sql.transaction(fn)();
  }

  close() {
    this.sql.close();
  }
}
