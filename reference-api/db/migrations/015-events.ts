import type { Migration } from "./migration";

/**
 * The live-event log. The integer primary key is the event's id and the streams' position
 * (Last-Event-ID): a stream resumes with a range read on it, and the cap on kept events deletes
 * the lowest ids. Accounts and organizations are not in this group, so their ids are plain columns.
 */
export const m015Events: Migration = {
  version: 15,
  name: "events",
  up: `
    CREATE TABLE events (
      id INTEGER PRIMARY KEY,
      account_id TEXT,
      organization_id TEXT,
      type TEXT NOT NULL CHECK (type IN ('ACTIVITY', 'NOTIFICATION', 'CSV_IMPORT_PROGRESS', 'CLAIM_IMPORT_PROGRESS')),
      data TEXT NOT NULL,
      at TEXT NOT NULL
    ) STRICT;
    -- A stream's catch-up: the events after its position addressed to its account, or to one of
    -- its organizations (account_id NULL), by id.
    CREATE INDEX events_account ON events (account_id, id);
    CREATE INDEX events_organization ON events (organization_id, id) WHERE account_id IS NULL;
    CREATE INDEX events_type ON events (type, id);
  `,
};
