import type { Migration } from "./migration";

/**
 * Who set whose password without the current one, and when (issue 40 item 6): an admin's reset
 * takes a sign-in over, so it leaves a trace the tree's admins can read. Never the password. No
 * foreign keys: the trace outlives the accounts, and the names are kept as they were then.
 * `organization_id` is the target's organization at the time, which the tree's reads filter by.
 */
export const m052PasswordResets: Migration = {
  version: 52,
  name: "password-resets",
  up: `
    CREATE TABLE password_resets (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      account_id TEXT NOT NULL,
      account_name TEXT NOT NULL,
      organization_id TEXT NOT NULL,
      actor_account_id TEXT NOT NULL,
      actor_name TEXT NOT NULL,
      reset_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX password_resets_organization ON password_resets (organization_id, seq);
  `,
};
