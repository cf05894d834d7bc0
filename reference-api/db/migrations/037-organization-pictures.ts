import type { Migration } from "./migration";

/**
 * An organization's picture's bytes (decision 030, "Showing the picture"): until now only its
 * facts rode in the organization's `extra`, so no page could show it. One picture per
 * organization; it goes with the organization.
 */
export const m037OrganizationPictures: Migration = {
  version: 37,
  name: "organization-pictures",
  up: `
    CREATE TABLE organization_pictures (
      organization_id TEXT PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
      content_type TEXT NOT NULL,
      content BLOB NOT NULL,
      uploaded_at TEXT NOT NULL
    ) STRICT;
  `,
};
