import type { Migration } from "./migration";

/**
 * Organizations, branches and clinics: one tree through `parent_organization_id`. The address is
 * columns (every organization has exactly one); departments are a child table in their order.
 * Fields the routes only echo back (onboarding's employer ID and licence) are plain columns.
 */
export const m005Organizations: Migration = {
  version: 5,
  name: "organizations",
  up: `
    CREATE TABLE organizations (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      short_name TEXT NOT NULL,
      type TEXT NOT NULL,
      parent_organization_id TEXT REFERENCES organizations (id),
      is_headquarter INTEGER NOT NULL,
      time_zone TEXT NOT NULL,
      address_id TEXT NOT NULL,
      address1 TEXT NOT NULL,
      address2 TEXT,
      city TEXT NOT NULL,
      state TEXT NOT NULL,
      zipcode TEXT NOT NULL,
      country TEXT NOT NULL,
      gps_latitude REAL,
      gps_longitude REAL,
      approval_status TEXT NOT NULL,
      description TEXT NOT NULL,
      is_open INTEGER NOT NULL,
      invitation_code TEXT,
      can_register_individuals INTEGER,
      employer_id TEXT,
      business_license_number TEXT,
      created_at TEXT,
      -- Any other field a record carries, as a JSON object (none today).
      extra TEXT
    ) STRICT;
    -- Branches of an organization (and the tree walk), in the order they were added.
    CREATE INDEX organizations_parent ON organizations (parent_organization_id, seq);
    CREATE INDEX organizations_type ON organizations (type, seq);
    -- "Does this name exist?" is case-insensitive.
    CREATE INDEX organizations_name ON organizations (name COLLATE NOCASE);
    CREATE INDEX organizations_invitation_code ON organizations (invitation_code COLLATE NOCASE)
      WHERE invitation_code IS NOT NULL;

    CREATE TABLE organization_departments (
      organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      id TEXT NOT NULL,
      name TEXT NOT NULL,
      PRIMARY KEY (organization_id, position)
    ) STRICT;
  `,
};
