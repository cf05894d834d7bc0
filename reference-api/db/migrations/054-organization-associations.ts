import type { Migration } from "./migration";

/**
 * Which organizations are associated with which, and how (issue 40 item 4, spec part 2 §7
 * `org-association`): a school district's partner clinic, a service agreement between a school and
 * a provider network. One row per pair, read from either side, so the relation names are ones
 * that read the same both ways. The patient-group assignments of migration 030 are associations
 * too; the read adds them from their own table rather than copying them here.
 */
export const m054OrganizationAssociations: Migration = {
  version: 54,
  name: "organization-associations",
  up: `
    CREATE TABLE organization_associations (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      associated_organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      relation TEXT NOT NULL,
      since TEXT NOT NULL,
      UNIQUE (organization_id, associated_organization_id)
    ) STRICT;
    CREATE INDEX organization_associations_associated
      ON organization_associations (associated_organization_id);
  `,
};
