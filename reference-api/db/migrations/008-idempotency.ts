import type { Migration } from "./migration";

/** Answers remembered under an Idempotency-Key, kept 24 hours (swept by `at`). */
export const m008Idempotency: Migration = {
  version: 8,
  name: "idempotency",
  up: `
    CREATE TABLE idempotency (
      key TEXT PRIMARY KEY,
      at INTEGER NOT NULL,
      status INTEGER NOT NULL,
      -- The answer's JSON; NULL for an answer without a body.
      body TEXT
    ) STRICT;
    CREATE INDEX idempotency_at ON idempotency (at);
  `,
};
