import type { Migration } from "./migration";

/**
 * A provider's iCalendar subscription (issue 16, decision 026): at most one feed per performer,
 * kept as the SHA-256 of its secret (the secret itself is shown once, when it is made), whether
 * the provider let patient names into it, and when it was made. Revoking deletes the row.
 */
export const m029CalendarFeeds: Migration = {
  version: 29,
  name: "calendar-feeds",
  up: `
    CREATE TABLE calendar_feeds (
      performer_id TEXT PRIMARY KEY REFERENCES performers (id) ON DELETE CASCADE,
      secret_hash TEXT NOT NULL UNIQUE,
      include_patient_names INTEGER NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT;
  `,
};
