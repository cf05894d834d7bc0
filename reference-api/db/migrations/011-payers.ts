import type { Migration } from "./migration";

/**
 * Payers and the procedure and reason codes each accepts, in the order given. The codes are join
 * tables (not JSON) because code usage counts and the payer's code lists are queried by code.
 */
export const m011Payers: Migration = {
  version: 11,
  name: "payers",
  up: `
    CREATE TABLE payers (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      payer_name TEXT NOT NULL,
      payer_group_number TEXT NOT NULL,
      state TEXT NOT NULL
    ) STRICT;

    CREATE TABLE payer_procedure_codes (
      payer_id TEXT NOT NULL REFERENCES payers (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      code TEXT NOT NULL REFERENCES procedure_codes (code),
      PRIMARY KEY (payer_id, position)
    ) STRICT;
    -- A code's usage ("used by 3 payers") and the payer filter of the code picker.
    CREATE INDEX payer_procedure_codes_code ON payer_procedure_codes (code, payer_id);

    CREATE TABLE payer_reason_codes (
      payer_id TEXT NOT NULL REFERENCES payers (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      code TEXT NOT NULL REFERENCES reason_codes (code),
      PRIMARY KEY (payer_id, position)
    ) STRICT;
    CREATE INDEX payer_reason_codes_code ON payer_reason_codes (code, payer_id);
  `,
};
