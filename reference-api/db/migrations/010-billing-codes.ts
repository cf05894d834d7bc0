import type { Migration } from "./migration";

/**
 * Billing master data: procedure codes, claims modifiers and reason codes. Fee schedule entries and
 * payers refer to a code by its text (the documented calls do), so each code is unique and the
 * target of those foreign keys. `*_key` columns hold a sort key computed when the row is written
 * (billing/sort.ts): SQLite has no locale-aware collation.
 */
export const m010BillingCodes: Migration = {
  version: 10,
  name: "billing-codes",
  up: `
    CREATE TABLE procedure_codes (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      code TEXT NOT NULL UNIQUE,
      description TEXT NOT NULL,
      code_group TEXT NOT NULL,
      group_key TEXT NOT NULL,
      -- A decimal string ("125.50"), never a float.
      default_amount TEXT NOT NULL
    ) STRICT;
    -- The grouped picker: groups by name, codes in the order they were added.
    CREATE INDEX procedure_codes_group ON procedure_codes (group_key, seq);

    CREATE TABLE modifiers (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      code TEXT NOT NULL UNIQUE,
      description TEXT NOT NULL
    ) STRICT;

    CREATE TABLE reason_codes (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      code TEXT NOT NULL UNIQUE,
      description TEXT NOT NULL
    ) STRICT;
  `,
};
