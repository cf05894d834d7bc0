import type { Migration } from "./migration";

/** Performers (providers who host lanes) and their specialties, in the order given. */
export const m004Performers: Migration = {
  version: 4,
  name: "performers",
  up: `
    CREATE TABLE performers (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      organization_id TEXT NOT NULL,
      account_id TEXT
    ) STRICT;
    -- An organization's performers (and their count), in the order they were added.
    CREATE INDEX performers_organization ON performers (organization_id, seq);

    CREATE TABLE performer_specialties (
      performer_id TEXT NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      specialty TEXT NOT NULL,
      PRIMARY KEY (performer_id, position)
    ) STRICT;
  `,
};
