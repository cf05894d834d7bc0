import type { Migration } from "./migration";

/**
 * Provider profiles (decision 038): a performer's licence type and NPI, and their photo's bytes.
 * Existing performers keep no licence type until a profile edit gives them one; the photo goes
 * with its performer.
 */
export const m039Providers: Migration = {
  version: 39,
  name: "providers",
  up: `
    ALTER TABLE performers ADD COLUMN licence_type TEXT;
    ALTER TABLE performers ADD COLUMN npi TEXT;

    CREATE TABLE performer_photos (
      performer_id TEXT PRIMARY KEY REFERENCES performers (id) ON DELETE CASCADE,
      content_type TEXT NOT NULL,
      content BLOB NOT NULL,
      uploaded_at TEXT NOT NULL
    ) STRICT;

    -- The list's specialty filter and serviceProviders read these by value.
    CREATE INDEX performer_specialties_specialty ON performer_specialties (specialty COLLATE NOCASE);
    CREATE INDEX lanes_host_service ON lanes (host_id, service_type_id);
  `,
};
