import type { Migration } from "./migration";

/**
 * The health record's lab side and the patient's files (issue 16, decision 024): a test sent to
 * the lab carries the lab's order id and whether staff have contacted the patient about its
 * result; files a patient uploaded from the app are kept whole (small documents and photos).
 */
export const m027HealthRecordFiles: Migration = {
  version: 27,
  name: "health-record-files",
  up: `
    ALTER TABLE tasks ADD COLUMN elis_order_id TEXT;
    ALTER TABLE tasks ADD COLUMN is_contacted INTEGER;
    CREATE UNIQUE INDEX tasks_elis_order ON tasks (elis_order_id) WHERE elis_order_id IS NOT NULL;

    CREATE TABLE patient_files (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      patient_id TEXT NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
      file_name TEXT NOT NULL,
      content_type TEXT NOT NULL,
      description TEXT,
      uploaded_at TEXT NOT NULL,
      content BLOB NOT NULL
    ) STRICT;
    CREATE INDEX patient_files_patient ON patient_files (patient_id, uploaded_at);
  `,
};
