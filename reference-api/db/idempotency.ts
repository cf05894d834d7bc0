import type { IdempotencyAnswers } from "../types";
import type { Db } from "./db";

export interface RememberedAnswer {
  at: number;
  status: number;
  body: unknown;
}

interface Row {
  key: string;
  at: number;
  status: number;
  body: string | null;
}

function toAnswer(row: Row): RememberedAnswer {
  return { at: row.at, status: row.status, body: row.body === null ? undefined : JSON.parse(row.body) };
}

/** Answers remembered under an Idempotency-Key (migration 008). */
export class IdempotencyRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      get: sql.prepare("SELECT key, at, status, body FROM idempotency WHERE key = ?"),
      put: sql.prepare("INSERT OR REPLACE INTO idempotency (key, at, status, body) VALUES (?, ?, ?, ?)"),
      sweep: sql.prepare("DELETE FROM idempotency WHERE at < ?"),
      all: sql.prepare("SELECT key, at, status, body FROM idempotency ORDER BY rowid"),
    };
  }

  get(key: string): RememberedAnswer | undefined {
    const row = this.statements.get.get(key) as Row | undefined;
    return row && toAnswer(row);
  }

  /** Remembers an answer and forgets those older than `keepMs`. */
  remember(key: string, answer: RememberedAnswer, keepMs: number) {
    this.db.transaction(() => {
      const body = answer.body === undefined ? null : JSON.stringify(answer.body);
      this.statements.put.run(key, answer.at, answer.status, body);
      this.statements.sweep.run(answer.at - keepMs);
    });
  }

  all(): IdempotencyAnswers {
    const rows = this.statements.all.all() as Row[];
    return Object.fromEntries(rows.map((row) => [row.key, toAnswer(row)]));
  }

  insertAll(answers: IdempotencyAnswers) {
    this.db.transaction(() => {
      for (const [key, { at, status, body }] of Object.entries(answers))
        this.statements.put.run(key, at, status, body === undefined ? null : JSON.stringify(body));
    });
  }
}
