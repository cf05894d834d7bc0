import type { Migration } from "./migration";

/**
 * The organization page's tabs and branding (issue 15, decision 031). Events are vaccination
 * events an organization holds or was asked for (a school or a community group asks, its status
 * goes PENDING → TRIAGE → CONFIRMED → ONBOARD, spec part 2 §4). Branding is one row per
 * organization (colours, font, e-mail texts) and its images one row per kind, bytes kept as sent
 * after the app checked their pixel size (the reference upstream checks it again).
 */
export const m033OrganizationPages: Migration = {
  version: 33,
  name: "organization-pages",
  up: `
    CREATE TABLE organization_events (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      status TEXT NOT NULL,
      event_date TEXT NOT NULL,
      requester_name TEXT NOT NULL,
      requester_type TEXT NOT NULL
    ) STRICT;
    CREATE INDEX organization_events_organization ON organization_events (organization_id, event_date);

    CREATE TABLE organization_branding (
      organization_id TEXT PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
      primary_color TEXT,
      accent_color TEXT,
      font TEXT,
      email_subject TEXT,
      email_body TEXT,
      updated_at TEXT NOT NULL
    ) STRICT;

    CREATE TABLE organization_branding_images (
      organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      media_type TEXT NOT NULL,
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      bytes BLOB NOT NULL,
      updated_at TEXT NOT NULL,
      PRIMARY KEY (organization_id, kind)
    ) STRICT;
  `,
};
