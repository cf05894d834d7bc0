import type { Migration } from "./migration";

/**
 * Who owns each billing set-up record (decision 054): NULL is the platform operator's network-wide
 * record every tree reads (every record seeded before this column), an id the organization of the
 * tree that made it. Plans, entries and import logs belong to their fee schedule, so they have no
 * column of their own. The indexes serve the lists' filter on the owner.
 */
export const m046BillingOwners: Migration = {
  version: 46,
  name: "billing-owners",
  up: `
    ALTER TABLE fee_schedules ADD COLUMN owner_organization_id TEXT;
    ALTER TABLE payers ADD COLUMN owner_organization_id TEXT;
    ALTER TABLE procedure_codes ADD COLUMN owner_organization_id TEXT;
    ALTER TABLE modifiers ADD COLUMN owner_organization_id TEXT;
    ALTER TABLE reason_codes ADD COLUMN owner_organization_id TEXT;
    CREATE INDEX fee_schedules_owner ON fee_schedules (owner_organization_id);
    CREATE INDEX payers_owner ON payers (owner_organization_id);
    CREATE INDEX procedure_codes_owner ON procedure_codes (owner_organization_id);
    CREATE INDEX modifiers_owner ON modifiers (owner_organization_id);
    CREATE INDEX reason_codes_owner ON reason_codes (owner_organization_id);
  `,
};
