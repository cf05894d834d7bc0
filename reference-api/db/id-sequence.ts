import type { Db } from "./db";

const IDS = "ids";

/**
 * The counter behind generated ids (migration 009). Incremented in SQL, so ids stay unique
 * across restarts without the JSON document.
 */
export class IdSequence {
  private readonly statements;

  constructor(db: Db) {
    const sql = db.sql;
    this.statements = {
      next: sql.prepare("UPDATE id_sequence SET value = value + 1 WHERE name = ? RETURNING value").pluck(),
      current: sql.prepare("SELECT value FROM id_sequence WHERE name = ?").pluck(),
      set: sql.prepare("INSERT OR REPLACE INTO id_sequence (name, value) VALUES (?, ?)"),
    };
  }

  next(): number {
    const value = this.statements.next.get(IDS) as number | undefined;
    if (value !== undefined) return value;
    this.set(1);
    return 1;
  }

  current(): number {
    return (this.statements.current.get(IDS) as number | undefined) ?? 0;
  }

  set(value: number) {
    this.statements.set.run(IDS, value);
  }
}
