import type { Migration } from "./migration";

/**
 * The note a NOTE activity tells of (issue 38): deleting the note removes its activity from every
 * feed, and changing it changes the text the feeds show. NULL for every other activity, and for
 * the NOTE activities written before this column (they name no note).
 *
 * The event log learns ACTIVITY_REMOVED, which tells open feeds to drop a removed activity. SQLite
 * cannot change a CHECK in place, so the log (at most 20,000 rows, nothing refers to it) is
 * copied into a table with the new one, ids kept, and its indexes made again.
 */
export const m048ActivityNotes: Migration = {
  version: 48,
  name: "activity-notes",
  up: `
    ALTER TABLE activities ADD COLUMN note_id TEXT;
    CREATE INDEX activities_note ON activities (note_id) WHERE note_id IS NOT NULL;

    CREATE TABLE events_048 (
      id INTEGER PRIMARY KEY,
      account_id TEXT,
      organization_id TEXT,
      type TEXT NOT NULL CHECK (type IN ('ACTIVITY', 'ACTIVITY_REMOVED', 'NOTIFICATION', 'CSV_IMPORT_PROGRESS', 'CLAIM_IMPORT_PROGRESS')),
      data TEXT NOT NULL,
      at TEXT NOT NULL
    ) STRICT;
    INSERT INTO events_048 (id, account_id, organization_id, type, data, at)
      SELECT id, account_id, organization_id, type, data, at FROM events;
    DROP TABLE events;
    ALTER TABLE events_048 RENAME TO events;
    CREATE INDEX events_account ON events (account_id, id);
    CREATE INDEX events_organization ON events (organization_id, id) WHERE account_id IS NULL;
    CREATE INDEX events_type ON events (type, id);
  `,
};
