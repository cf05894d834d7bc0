import type { Migration } from "./migration";

/**
 * Claim imports (decision 043). Their own table rather than the fee schedules' import_logs: a
 * claim import belongs to no schedule and counts rejected rows, and the fee schedule pages read
 * import_logs as they are. Row rejections are only read whole: a JSON array. The claim number
 * index answers "is this claim already filed" for each imported row.
 */
export const m043ClaimImports: Migration = {
  version: 43,
  name: "claim-imports",
  up: `
    CREATE TABLE claim_imports (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      file_name TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('RUNNING', 'COMPLETED', 'FAILED')),
      total_rows INTEGER NOT NULL,
      processed_rows INTEGER NOT NULL,
      imported_rows INTEGER NOT NULL,
      rejected_rows INTEGER NOT NULL,
      errors TEXT NOT NULL,
      created_at TEXT NOT NULL,
      account_id TEXT NOT NULL,
      account_name TEXT NOT NULL,
      organization_id TEXT NOT NULL
    ) STRICT;
    -- The log list: newest first, of a status.
    CREATE INDEX claim_imports_status ON claim_imports (status, seq);
    CREATE INDEX claims_number ON claims (claim_number);
  `,
};
