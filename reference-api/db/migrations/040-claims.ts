import type { Migration } from "./migration";

/**
 * Claims and dispute packages (issue 20, decision 039). A claim keeps its payer's, provider's and
 * organization's names beside their ids, as a claim file does: the list filters and shows them
 * without joins, and a claim keeps the names it was filed under. Amounts are cents. Every filter
 * of the list (spec part 2 §3 "Claim filters") has an index that starts with its column and ends
 * with the date of service, so a filtered page is read in date order from the index.
 */
export const m040Claims: Migration = {
  version: 40,
  name: "claims",
  up: `
    CREATE TABLE claims (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      claim_number TEXT NOT NULL,
      claim_status TEXT NOT NULL CHECK (claim_status IN ('SUBMITTED', 'PENDING', 'PAID', 'DENIED', 'DISPUTED')),
      date_of_service TEXT NOT NULL,
      procedure_code TEXT NOT NULL,
      reason_code TEXT,
      zip_code TEXT NOT NULL,
      state TEXT NOT NULL,
      mr INTEGER NOT NULL,
      payer_group_id TEXT NOT NULL,
      rate TEXT NOT NULL CHECK (rate IN ('CONTRACTED', 'NON_CONTRACTED')),
      provider_id TEXT NOT NULL,
      provider_name TEXT NOT NULL,
      payer_id TEXT NOT NULL,
      payer_name TEXT NOT NULL,
      organization_id TEXT NOT NULL,
      organization_name TEXT NOT NULL,
      patient_name TEXT NOT NULL,
      billed_cents INTEGER NOT NULL,
      allowed_cents INTEGER NOT NULL,
      paid_cents INTEGER NOT NULL,
      covid INTEGER NOT NULL DEFAULT 0,
      import_id TEXT
    ) STRICT;
    CREATE INDEX claims_date ON claims (date_of_service, seq);
    CREATE INDEX claims_organization ON claims (organization_id, date_of_service);
    CREATE INDEX claims_status ON claims (claim_status, date_of_service);
    CREATE INDEX claims_procedure ON claims (procedure_code, date_of_service);
    CREATE INDEX claims_reason ON claims (reason_code, date_of_service);
    CREATE INDEX claims_zip ON claims (zip_code, date_of_service);
    CREATE INDEX claims_state ON claims (state, date_of_service);
    CREATE INDEX claims_mr ON claims (mr, date_of_service);
    CREATE INDEX claims_payer_group ON claims (payer_group_id, date_of_service);
    CREATE INDEX claims_rate ON claims (rate, date_of_service);
    CREATE INDEX claims_provider ON claims (provider_id, date_of_service);
    -- The provider filter's choices (id and name) read from the index alone.
    CREATE INDEX claims_provider_name ON claims (provider_id, provider_name);
    CREATE INDEX claims_payer ON claims (payer_id, date_of_service);
    CREATE INDEX claims_organization_name ON claims (organization_name COLLATE NOCASE);

    CREATE TABLE dispute_packages (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('OPEN', 'SUBMITTED', 'RESOLVED')),
      payer_id TEXT NOT NULL,
      payer_name TEXT NOT NULL,
      organization_id TEXT NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX dispute_packages_organization ON dispute_packages (organization_id, seq);

    CREATE TABLE dispute_package_claims (
      package_id TEXT NOT NULL REFERENCES dispute_packages (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      claim_id TEXT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
      PRIMARY KEY (package_id, position)
    ) STRICT;
    -- "Which packages hold this claim" (the single claim's page).
    CREATE INDEX dispute_package_claims_claim ON dispute_package_claims (claim_id, package_id);
  `,
};
