import type { Migration } from "./migration";

/**
 * Organization edits (issue 15, decision 030): every approval-status change, in order, with who
 * made it and why, so the approval page can say how an organization came to its status. The
 * organization's own new fields (clinic id, vaccine, inventory type, picture) ride in its `extra`.
 */
export const m032OrganizationAdmin: Migration = {
  version: 32,
  name: "organization-admin",
  up: `
    CREATE TABLE organization_approval_changes (
      seq INTEGER PRIMARY KEY,
      organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      from_status TEXT NOT NULL,
      to_status TEXT NOT NULL,
      reason TEXT,
      account_id TEXT NOT NULL,
      changed_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX organization_approval_changes_organization
      ON organization_approval_changes (organization_id, seq);
  `,
};
