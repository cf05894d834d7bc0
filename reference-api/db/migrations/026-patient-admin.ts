import type { Migration } from "./migration";

/**
 * Staff managing patients (issue 16): invitation codes sent to a patient for an organization,
 * and deleted patients. A deleted patient's row stays, with everything recorded about them, for
 * the organization's records; `deleted_at` hides it from every read by id, and its organization
 * rows are gone, so no list or count finds it. Purging deletes the row and every row about it.
 */
export const m026PatientAdmin: Migration = {
  version: 26,
  name: "patient-admin",
  up: `
    ALTER TABLE patients ADD COLUMN deleted_at TEXT;

    CREATE TABLE patient_invites (
      seq INTEGER PRIMARY KEY,
      patient_id TEXT NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
      organization_id TEXT NOT NULL REFERENCES organizations (id),
      code TEXT NOT NULL UNIQUE,
      sent_to TEXT NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX patient_invites_patient ON patient_invites (patient_id, seq);
  `,
};
