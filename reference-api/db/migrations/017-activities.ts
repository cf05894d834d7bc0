import type { Migration } from "./migration";

/**
 * Activities: the staff feed of an organization and a patient's list, both newest first. The
 * typed resources are only ever read whole, so each is a JSON text column (NULL when absent).
 * Patients and organizations are not in this group, so their ids are plain columns.
 */
export const m017Activities: Migration = {
  version: 17,
  name: "activities",
  up: `
    CREATE TABLE activities (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      patient_id TEXT NOT NULL,
      organization_id TEXT NOT NULL,
      entity_type TEXT NOT NULL,
      entity_name TEXT NOT NULL,
      actor_account_role TEXT NOT NULL CHECK (actor_account_role IN ('PATIENT', 'DOCTOR')),
      created_at TEXT NOT NULL,
      assessment_report_resource TEXT,
      observation_resource TEXT,
      medication_report_resource TEXT,
      note TEXT
    ) STRICT;
    -- The organization feed (optionally of one entity type) and a patient's list, newest first.
    CREATE INDEX activities_organization_created ON activities (organization_id, created_at DESC, seq);
    CREATE INDEX activities_organization_type_created ON activities (organization_id, entity_type, created_at DESC, seq);
    CREATE INDEX activities_patient_created ON activities (patient_id, created_at DESC, seq);
  `,
};
