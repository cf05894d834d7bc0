import type { Migration } from "./migration";

/**
 * The CSV import log. A log outlives its fee schedule (the log of a schedule deleted during an
 * import records that failure), so its schedule id is a plain column, not a foreign key. Row
 * errors are only read whole: a JSON array.
 */
export const m013ImportLogs: Migration = {
  version: 13,
  name: "import-logs",
  up: `
    CREATE TABLE import_logs (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      fee_schedule_id TEXT NOT NULL,
      plan_id TEXT,
      file_name TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('RUNNING', 'COMPLETED', 'FAILED')),
      total_rows INTEGER NOT NULL,
      processed_rows INTEGER NOT NULL,
      imported_rows INTEGER NOT NULL,
      errors TEXT NOT NULL,
      created_at TEXT NOT NULL,
      account_id TEXT NOT NULL
    ) STRICT;
    -- A schedule's logs, newest first (the overview's last import, the filtered log list).
    CREATE INDEX import_logs_schedule ON import_logs (fee_schedule_id, seq);
  `,
};
