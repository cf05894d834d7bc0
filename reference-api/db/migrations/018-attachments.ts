import type { Migration } from "./migration";

/** Onboarding attachments: only the description of each file is kept. Organizations are not in this group. */
export const m018Attachments: Migration = {
  version: 18,
  name: "attachments",
  up: `
    CREATE TABLE attachments (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      organization_id TEXT NOT NULL,
      file_name TEXT NOT NULL,
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL CHECK (size >= 0),
      uploaded_at TEXT NOT NULL
    ) STRICT;
    -- An organization's attachments, as uploaded.
    CREATE INDEX attachments_organization ON attachments (organization_id, seq);
  `,
};
