import type { Migration } from "./migration";

/**
 * The patient area's records: service types, surveys with their questions, assessment reports,
 * care plans and invoices. Questions are rows (a survey's questions are listed as a page, by
 * rank); a question's choices, a service type's attributes and translations, a report's answers
 * and a care plan's task ids are only read whole, so they are JSON text. Patients, accounts and
 * tasks are not in this group, so their ids are plain columns.
 */
export const m019PatientArea: Migration = {
  version: 19,
  name: "patient area",
  up: `
    CREATE TABLE service_types (
      seq INTEGER PRIMARY KEY,
      id INTEGER NOT NULL UNIQUE,
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      price TEXT NOT NULL,
      attributes TEXT NOT NULL,
      translations TEXT NOT NULL
    ) STRICT;

    CREATE TABLE surveys (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('ASSESSMENT', 'SCREENING')),
      is_public INTEGER NOT NULL CHECK (is_public IN (0, 1))
    ) STRICT;
    CREATE INDEX surveys_public ON surveys (is_public, seq);
    CREATE INDEX surveys_kind ON surveys (kind, seq);

    CREATE TABLE survey_questions (
      survey_id TEXT NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      id TEXT NOT NULL,
      rank INTEGER NOT NULL,
      text TEXT NOT NULL,
      type TEXT NOT NULL CHECK (type IN ('SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'YES_NO', 'TEXT', 'NUMBER', 'DATE', 'SCALE')),
      required INTEGER NOT NULL CHECK (required IN (0, 1)),
      choices TEXT,
      min_value REAL,
      max_value REAL,
      max_length INTEGER,
      PRIMARY KEY (survey_id, position)
    ) STRICT;
    -- A survey's questions as a page, by rank.
    CREATE INDEX survey_questions_rank ON survey_questions (survey_id, rank, position);

    CREATE TABLE assessment_reports (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      assessment_id TEXT NOT NULL REFERENCES surveys (id),
      assessment_name TEXT NOT NULL,
      patient_id TEXT NOT NULL,
      task_id TEXT,
      score REAL NOT NULL,
      answers TEXT NOT NULL,
      date_created TEXT NOT NULL,
      account_id TEXT
    ) STRICT;
    CREATE INDEX assessment_reports_patient ON assessment_reports (patient_id, seq);
    CREATE INDEX assessment_reports_assessment ON assessment_reports (assessment_id, seq);

    CREATE TABLE care_plans (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      patient_id TEXT NOT NULL,
      care_plan_status TEXT NOT NULL,
      start_date TEXT NOT NULL,
      duration_weeks INTEGER NOT NULL,
      task_ids TEXT NOT NULL,
      used_template_id TEXT
    ) STRICT;
    CREATE INDEX care_plans_patient ON care_plans (patient_id, seq);

    CREATE TABLE invoices (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      number TEXT NOT NULL,
      patient_id TEXT NOT NULL,
      task_id TEXT NOT NULL,
      service_type_id INTEGER NOT NULL REFERENCES service_types (id),
      description TEXT NOT NULL,
      amount TEXT NOT NULL,
      created_at TEXT NOT NULL,
      refunded INTEGER NOT NULL DEFAULT 0 CHECK (refunded IN (0, 1))
    ) STRICT;
    CREATE INDEX invoices_patient ON invoices (patient_id, seq);
    CREATE INDEX invoices_task ON invoices (task_id);
  `,
};
