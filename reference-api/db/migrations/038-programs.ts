import type { Migration } from "./migration";

/**
 * Programs (issue 19, decision 037): a program belongs to an organization and names a program
 * type and category (master-data values, migration 036), optionally a clinic, the care-plan
 * templates and service types it offers, and a picture (bytes kept, served by its link). Phases
 * hold items that each point at an entity (a care-plan template, a survey or an appointment type).
 * Qualification criteria are keyed by their rank (the spec's PUT and DELETE name them by rank);
 * enrollment steps are ordered by rank. A patient's place in a program is one row: INVITED, then
 * ENROLLED. Products hold product items, each with a care-plan template and optionally a clinic.
 */
export const m038Programs: Migration = {
  version: 38,
  name: "programs",
  up: `
    CREATE TABLE programs (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      organization_id TEXT NOT NULL,
      name TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      type_id TEXT,
      category_id TEXT,
      clinic_id TEXT,
      status TEXT NOT NULL CHECK (status IN ('DRAFT', 'ACTIVE', 'INACTIVE')),
      template_ids TEXT NOT NULL DEFAULT '[]',
      service_type_ids TEXT NOT NULL DEFAULT '[]',
      image BLOB,
      image_type TEXT,
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX programs_organization ON programs (organization_id, seq);
    CREATE TABLE program_phases (
      id TEXT PRIMARY KEY,
      program_id TEXT NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      rank INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX program_phases_program ON program_phases (program_id, rank);
    CREATE TABLE program_phase_items (
      id TEXT PRIMARY KEY,
      phase_id TEXT NOT NULL REFERENCES program_phases (id) ON DELETE CASCADE,
      item_type TEXT NOT NULL CHECK (item_type IN ('CARE_PLAN', 'SURVEY', 'APPOINTMENT_TYPE')),
      item_entity_id TEXT NOT NULL,
      rank INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX program_phase_items_phase ON program_phase_items (phase_id, rank);
    CREATE TABLE program_criteria (
      program_id TEXT NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
      rank INTEGER NOT NULL,
      attribute TEXT NOT NULL CHECK (attribute IN ('MIN_AGE', 'MAX_AGE', 'GENDER', 'LANGUAGE')),
      value TEXT NOT NULL,
      PRIMARY KEY (program_id, rank)
    ) STRICT;
    CREATE TABLE program_enrollment_steps (
      id TEXT PRIMARY KEY,
      program_id TEXT NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      rank INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE program_patients (
      program_id TEXT NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
      patient_id TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('INVITED', 'ENROLLED')),
      invited_at TEXT,
      enrolled_at TEXT,
      PRIMARY KEY (program_id, patient_id)
    ) STRICT;
    CREATE INDEX program_patients_patient ON program_patients (patient_id);
    CREATE TABLE program_products (
      id TEXT PRIMARY KEY,
      program_id TEXT NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
      name TEXT NOT NULL
    ) STRICT;
    CREATE TABLE program_product_items (
      id TEXT PRIMARY KEY,
      product_id TEXT NOT NULL REFERENCES program_products (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      template_id TEXT,
      clinic_id TEXT
    ) STRICT;
  `,
};
