import type { Migration } from "./migration";

/**
 * Patients, their organizations (a join table, in their order) and their family (`family_of`,
 * the primary patient). `account_id` is a plain column: accounts point at patients with a foreign
 * key (007), and a key each way would make either row impossible to insert first.
 * `sort_name` and `search_name` are the name folded once on write, so the member list sorts and
 * searches on indexed text instead of folding every row per request. `primary_patient` repeats
 * "not a family member" on each organization row, so counting an organization's patients reads
 * one index and never the patients themselves.
 */
export const m006Patients: Migration = {
  version: 6,
  name: "patients",
  up: `
    CREATE TABLE patients (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      account_id TEXT,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      sort_name TEXT NOT NULL,
      search_name TEXT NOT NULL,
      date_of_birth TEXT NOT NULL,
      gender TEXT NOT NULL,
      email TEXT,
      phone_number TEXT,
      language TEXT NOT NULL,
      address TEXT,
      family_of TEXT REFERENCES patients (id),
      relationship TEXT,
      insurance TEXT,
      profile_completeness REAL,
      registration TEXT,
      registration_token TEXT GENERATED ALWAYS AS (json_extract(registration, '$.token')) VIRTUAL,
      extra TEXT
    ) STRICT;
    -- A primary patient's family, in the order added.
    CREATE INDEX patients_family_of ON patients (family_of, seq);
    -- The member list: primary patients (family_of IS NULL) already in name order; the search
    -- name rides along so a name search tests index entries, not table rows.
    CREATE INDEX patients_family_sort ON patients (family_of, sort_name, seq, search_name);
    CREATE INDEX patients_registration_token ON patients (registration_token)
      WHERE registration_token IS NOT NULL;

    CREATE TABLE patient_organizations (
      patient_id TEXT NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      organization_id TEXT NOT NULL REFERENCES organizations (id),
      primary_patient INTEGER NOT NULL,
      PRIMARY KEY (patient_id, position)
    ) STRICT;
    -- An organization's patients (member list, counts).
    CREATE INDEX patient_organizations_organization
      ON patient_organizations (organization_id, primary_patient, patient_id);
    -- The rare second and later organizations of a patient: where one patient could count twice.
    CREATE INDEX patient_organizations_later ON patient_organizations (organization_id, primary_patient)
      WHERE position > 0;
  `,
};
