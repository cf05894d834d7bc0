import type { Migration } from "./migration";

/**
 * An organization's locations (issue 40 item 3): the places it serves from, each with a type and a
 * US address (kept in its own columns: a location is not an organization, and its address is
 * changed with it). The types are a fixed list the contract has no call to change, so their rows
 * come with the schema, as master data's devices do (migration 044): a reset keeps them.
 */
export const m051Locations: Migration = {
  version: 51,
  name: "locations",
  up: `
    CREATE TABLE location_types (
      position INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      code TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL
    ) STRICT;

    INSERT INTO location_types (id, code, name) VALUES
      ('lt-clinic', 'CLINIC', 'Clinic'),
      ('lt-school', 'SCHOOL', 'School'),
      ('lt-pharmacy', 'PHARMACY', 'Pharmacy'),
      ('lt-mobile', 'MOBILE_UNIT', 'Mobile unit'),
      ('lt-community', 'COMMUNITY_CENTER', 'Community center'),
      ('lt-other', 'OTHER', 'Other');

    CREATE TABLE locations (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      location_type_id TEXT NOT NULL REFERENCES location_types (id),
      address1 TEXT NOT NULL,
      address2 TEXT,
      city TEXT NOT NULL,
      state TEXT NOT NULL,
      zipcode TEXT NOT NULL,
      country TEXT NOT NULL
    ) STRICT;
    -- Names are unique in their organization, case aside.
    CREATE UNIQUE INDEX locations_organization_name ON locations (organization_id, lower(name));
  `,
};
