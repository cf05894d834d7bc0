import type { Migration } from "./migration";

/**
 * Accounts and their tokens. Sign-in looks an account up by username, email (both
 * case-insensitive) or phone number. Tokens are rows with an expiry; expired ones are deleted
 * by a sweep on every issue.
 */
export const m007Accounts: Migration = {
  version: 7,
  name: "accounts",
  up: `
    CREATE TABLE accounts (
      seq INTEGER PRIMARY KEY,
      account_id TEXT NOT NULL UNIQUE,
      username TEXT NOT NULL,
      email TEXT NOT NULL,
      phone_number TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      privilege_id INTEGER NOT NULL,
      is_performer INTEGER NOT NULL,
      organization_id TEXT NOT NULL REFERENCES organizations (id),
      mfa INTEGER NOT NULL,
      patient_id TEXT REFERENCES patients (id),
      language TEXT,
      password_reset_code TEXT,
      -- Any other field a record carries, as a JSON object (none today).
      extra TEXT
    ) STRICT;
    CREATE INDEX accounts_username ON accounts (username COLLATE NOCASE);
    CREATE INDEX accounts_email ON accounts (email COLLATE NOCASE);
    CREATE INDEX accounts_phone_number ON accounts (phone_number);
    CREATE INDEX accounts_patient ON accounts (patient_id) WHERE patient_id IS NOT NULL;
    CREATE INDEX accounts_organization ON accounts (organization_id);

    CREATE TABLE tokens (
      token TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
      account_id TEXT NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
      exp INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX tokens_exp ON tokens (exp);
    CREATE INDEX tokens_account ON tokens (account_id, kind);
  `,
};
