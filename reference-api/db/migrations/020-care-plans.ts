import type { Migration } from "./migration";

/**
 * Care plans and templates with their goals and tasks, and the therapy meta data (README "Care
 * plans"). `care_plans` (019: the patient area's plans) is rebuilt, keeping its rows: SQLite cannot
 * drop a NOT NULL, and a template has no patient. Its start date becomes yyyy-mm-dd and its
 * duration days (the patient area's answer still says MM/dd/yyyy and weeks); its organization is
 * its patient's first organization.
 *
 * The fixed lists (care plan types, observation types, task sub-types) are data of the schema,
 * inserted here and never reseeded; therapy types are edited through the API and seeded with the
 * rest of the state. A goal, task, observation goal or observation cannot outlive its plan, goal
 * or task (ON DELETE CASCADE); a task keeps its therapy type (no cascade: the delete answers 409).
 * Patients, organizations, performers and locations are other groups: plain, indexed columns.
 */
export const m020CarePlans: Migration = {
  version: 20,
  name: "care plans",
  up: `
    CREATE TABLE care_plan_types (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL
    ) STRICT;
    INSERT INTO care_plan_types (id, name) VALUES
      ('cpt-1', 'Chronic care'), ('cpt-2', 'Post-operative'), ('cpt-3', 'Preventive'), ('cpt-4', 'Behavioral health');

    CREATE TABLE observation_types (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      unit TEXT NOT NULL
    ) STRICT;
    INSERT INTO observation_types (id, name, unit) VALUES
      ('obt-1', 'Blood pressure systolic', 'mmHg'), ('obt-2', 'Heart rate', 'bpm'), ('obt-3', 'Weight', 'kg'),
      ('obt-4', 'Blood glucose', 'mg/dL'), ('obt-5', 'Temperature', '°C'), ('obt-6', 'Steps', 'count'),
      ('obt-7', 'Pain score', '0-10'), ('obt-8', 'COVID19LAB', 'result');

    CREATE TABLE task_sub_types (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      task_type_id INTEGER NOT NULL CHECK (task_type_id BETWEEN 1 AND 7)
    ) STRICT;
    CREATE INDEX task_sub_types_type ON task_sub_types (task_type_id, seq);
    INSERT INTO task_sub_types (id, name, task_type_id) VALUES
      ('tst-1', 'In person', 1), ('tst-2', 'Telehealth', 1), ('tst-3', 'Questionnaire', 2), ('tst-4', 'Screening', 2),
      ('tst-5', 'Reading', 3), ('tst-6', 'Video', 3), ('tst-7', 'Oral', 4), ('tst-8', 'Injection', 4),
      ('tst-9', 'Strength', 5), ('tst-10', 'Cardio', 5), ('tst-11', 'Meal', 6), ('tst-12', 'Hydration', 6),
      ('tst-13', 'Care team follow-up', 7), ('tst-14', 'Referral', 7);

    CREATE TABLE therapy_types (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      task_type_id INTEGER NOT NULL CHECK (task_type_id BETWEEN 1 AND 7),
      entity_type TEXT,
      entity_id TEXT,
      weekly INTEGER CHECK (weekly BETWEEN 0 AND 99),
      daily INTEGER CHECK (daily BETWEEN 0 AND 99),
      each_time INTEGER CHECK (each_time BETWEEN 0 AND 99),
      each_set INTEGER CHECK (each_set BETWEEN 0 AND 99),
      week_days TEXT NOT NULL,
      image TEXT,
      date_created TEXT NOT NULL
    ) STRICT;
    -- The meta data list: by task type, by entity, by name.
    CREATE INDEX therapy_types_task_type ON therapy_types (task_type_id, name COLLATE NOCASE, seq);
    CREATE INDEX therapy_types_entity ON therapy_types (entity_id, entity_type);
    CREATE INDEX therapy_types_name ON therapy_types (name COLLATE NOCASE, seq);

    CREATE TABLE therapy_attachments (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      therapy_type_id TEXT NOT NULL REFERENCES therapy_types (id) ON DELETE CASCADE,
      attachment_type TEXT NOT NULL CHECK (attachment_type IN ('IMAGE', 'VIDEO', 'DOCUMENT')),
      file_name TEXT NOT NULL,
      url TEXT NOT NULL,
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX therapy_attachments_type ON therapy_attachments (therapy_type_id, seq);

    CREATE TABLE care_plans_v2 (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      organization_id TEXT NOT NULL,
      owner_id TEXT,
      patient_id TEXT,
      is_template INTEGER NOT NULL DEFAULT 0 CHECK (is_template IN (0, 1)),
      is_public INTEGER NOT NULL DEFAULT 0 CHECK (is_public IN (0, 1)),
      used_template_id TEXT REFERENCES care_plans_v2 (id) ON DELETE SET NULL,
      care_plan_type_id TEXT REFERENCES care_plan_types (id),
      service_type_id INTEGER,
      duration_days INTEGER NOT NULL CHECK (duration_days BETWEEN 1 AND 730),
      start_date TEXT,
      care_plan_status TEXT CHECK (care_plan_status IN
        ('AwaitingTesting', 'AwaitingTestResults', 'TestedPositive', 'TestedNegative', 'PatientClosedOut')),
      task_ids TEXT NOT NULL DEFAULT '[]',
      date_created TEXT NOT NULL,
      CHECK (is_template = 1 OR patient_id IS NOT NULL)
    ) STRICT;
    INSERT INTO care_plans_v2 (seq, id, name, organization_id, patient_id, care_plan_status, start_date,
        duration_days, task_ids, used_template_id, date_created)
      SELECT c.seq, c.id, c.name,
        COALESCE((SELECT po.organization_id FROM patient_organizations po WHERE po.patient_id = c.patient_id
          ORDER BY po.position LIMIT 1), ''),
        c.patient_id,
        CASE WHEN c.care_plan_status IN ('AwaitingTesting', 'AwaitingTestResults', 'TestedPositive',
          'TestedNegative', 'PatientClosedOut') THEN c.care_plan_status END,
        CASE WHEN c.start_date LIKE '__/__/____'
          THEN substr(c.start_date, 7, 4) || '-' || substr(c.start_date, 1, 2) || '-' || substr(c.start_date, 4, 2)
          ELSE c.start_date END,
        MIN(730, MAX(1, c.duration_weeks * 7)), c.task_ids, NULL, '1970-01-01T00:00:00.000Z'
      FROM care_plans c;
    DROP TABLE care_plans;
    ALTER TABLE care_plans_v2 RENAME TO care_plans;
    CREATE INDEX care_plans_patient ON care_plans (patient_id, seq);
    -- An organization's templates and patient plans, by name or by creation.
    CREATE INDEX care_plans_organization_name ON care_plans (organization_id, is_template, name COLLATE NOCASE, seq);
    CREATE INDEX care_plans_organization_created ON care_plans (organization_id, is_template, date_created, seq);
    CREATE INDEX care_plans_organization_status ON care_plans (organization_id, is_template, care_plan_status);
    -- Public templates of every organization.
    CREATE INDEX care_plans_public_name ON care_plans (is_public, is_template, name COLLATE NOCASE, seq)
      WHERE is_public = 1;
    CREATE INDEX care_plans_public_created ON care_plans (is_public, is_template, date_created, seq)
      WHERE is_public = 1;
    -- Patient plans made from a template (stats, patientCount).
    CREATE INDEX care_plans_template ON care_plans (used_template_id, care_plan_status);
    CREATE INDEX care_plans_owner ON care_plans (owner_id, seq);

    CREATE TABLE care_plan_goals (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      care_plan_id TEXT NOT NULL REFERENCES care_plans (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      goal_status TEXT NOT NULL,
      rank INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX care_plan_goals_plan ON care_plan_goals (care_plan_id, rank, seq);

    CREATE TABLE care_plan_tasks (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      care_plan_id TEXT NOT NULL REFERENCES care_plans (id) ON DELETE CASCADE,
      goal_id TEXT NOT NULL REFERENCES care_plan_goals (id) ON DELETE CASCADE,
      parent_task_id TEXT REFERENCES care_plan_tasks (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      task_type_id INTEGER NOT NULL CHECK (task_type_id BETWEEN 1 AND 7),
      week INTEGER NOT NULL CHECK (week >= 1),
      rank INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'SCHEDULED', 'COMPLETED', 'MISSED', 'READY')),
      count INTEGER NOT NULL CHECK (count BETWEEN 1 AND 99),
      service_type_id INTEGER,
      therapy_type_id TEXT REFERENCES therapy_types (id),
      location_id TEXT,
      performer_id TEXT,
      image TEXT,
      due_date TEXT,
      completed_at TEXT,
      date_created TEXT NOT NULL
    ) STRICT;
    CREATE INDEX care_plan_tasks_goal ON care_plan_tasks (goal_id, rank, seq);
    CREATE INDEX care_plan_tasks_plan ON care_plan_tasks (care_plan_id, week, status);
    CREATE INDEX care_plan_tasks_parent ON care_plan_tasks (parent_task_id) WHERE parent_task_id IS NOT NULL;
    CREATE INDEX care_plan_tasks_therapy ON care_plan_tasks (therapy_type_id) WHERE therapy_type_id IS NOT NULL;
    CREATE INDEX care_plan_tasks_performer ON care_plan_tasks (performer_id, care_plan_id)
      WHERE performer_id IS NOT NULL;

    CREATE TABLE care_plan_observation_goals (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      task_id TEXT NOT NULL REFERENCES care_plan_tasks (id) ON DELETE CASCADE,
      observation_type_id TEXT NOT NULL REFERENCES observation_types (id),
      target_value TEXT
    ) STRICT;
    CREATE INDEX care_plan_observation_goals_task ON care_plan_observation_goals (task_id, seq);

    CREATE TABLE observations (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      task_id TEXT NOT NULL REFERENCES care_plan_tasks (id) ON DELETE CASCADE,
      observation_type_id TEXT NOT NULL REFERENCES observation_types (id),
      value TEXT NOT NULL,
      patient_id TEXT,
      date_created TEXT NOT NULL
    ) STRICT;
    CREATE INDEX observations_task ON observations (task_id, seq);
  `,
};
