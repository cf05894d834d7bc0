import type { Migration } from "./migration";

/**
 * Master data is the one list its consumers read (issue 38): the care plans' observation types
 * become the master data's (`/api/meta/observation`), and the vaccine manufacturers the vaccine
 * record accepted become Manufacture values.
 *
 * The fixed `observation_types` of migration 020 go into `master_data_values` under readable names
 * (never "COVID19LAB"); where a value of the same name is already there (an older demo's "Blood
 * glucose"), that value is the type from now on and the goals that named the old row name it.
 * Only a database that holds data gets the values here; a new one gets them with the seed.
 * Observation goals and observations are rebuilt without their key to `observation_types`: a
 * master-data value can be deleted, and a goal keeps the name it had (`observation_type_name`)
 * so it still reads as it did. The index on the type lets a delete count what uses a type.
 */
export const m049MasterDataConsumers: Migration = {
  version: 49,
  name: "master-data-consumers",
  up: `
    CREATE TABLE observation_type_names (id TEXT PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL);
    INSERT INTO observation_type_names (id, name, description) VALUES
      ('obt-1', 'Blood pressure, systolic', 'In mmHg'), ('obt-2', 'Heart rate', 'Beats per minute'),
      ('obt-3', 'Body weight', 'In pounds'), ('obt-4', 'Blood glucose', 'Fasting or random, in mg/dL'),
      ('obt-5', 'Body temperature', 'In degrees Fahrenheit'), ('obt-6', 'Steps', 'Steps walked in a day'),
      ('obt-7', 'Pain score', 'From 0 (none) to 10 (worst)'),
      ('obt-8', 'COVID-19 lab test', 'Positive or negative, from the laboratory');
    INSERT OR IGNORE INTO observation_type_names (id, name, description)
      SELECT id, name, 'In ' || unit FROM observation_types;
    INSERT OR IGNORE INTO master_data_values (id, seq, service, type, name, name_key, description)
      SELECT n.id, (SELECT COALESCE(MAX(seq), 0) FROM master_data_values) + t.seq, '/api/meta/observation', '',
        n.name, lower(n.name), n.description
      FROM observation_types t JOIN observation_type_names n ON n.id = t.id
      WHERE EXISTS (SELECT 1 FROM meta WHERE key = 'filled') ORDER BY t.seq;

    CREATE TABLE care_plan_observation_goals_v2 (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      task_id TEXT NOT NULL REFERENCES care_plan_tasks (id) ON DELETE CASCADE,
      observation_type_id TEXT NOT NULL,
      observation_type_name TEXT NOT NULL DEFAULT '',
      target_value TEXT
    ) STRICT;
    INSERT INTO care_plan_observation_goals_v2 (seq, id, task_id, observation_type_id, observation_type_name, target_value)
      SELECT g.seq, g.id, g.task_id,
        COALESCE((SELECT m.id FROM master_data_values m JOIN observation_type_names n ON m.name_key = lower(n.name)
          WHERE n.id = g.observation_type_id AND m.service = '/api/meta/observation' AND m.type = ''),
          g.observation_type_id),
        COALESCE((SELECT n.name FROM observation_type_names n WHERE n.id = g.observation_type_id), ''),
        g.target_value
      FROM care_plan_observation_goals g;
    DROP TABLE care_plan_observation_goals;
    ALTER TABLE care_plan_observation_goals_v2 RENAME TO care_plan_observation_goals;
    CREATE INDEX care_plan_observation_goals_task ON care_plan_observation_goals (task_id, seq);
    CREATE INDEX care_plan_observation_goals_type ON care_plan_observation_goals (observation_type_id);

    CREATE TABLE observations_v2 (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      task_id TEXT NOT NULL REFERENCES care_plan_tasks (id) ON DELETE CASCADE,
      observation_type_id TEXT NOT NULL,
      value TEXT NOT NULL,
      patient_id TEXT,
      date_created TEXT NOT NULL
    ) STRICT;
    INSERT INTO observations_v2 (seq, id, task_id, observation_type_id, value, patient_id, date_created)
      SELECT o.seq, o.id, o.task_id,
        COALESCE((SELECT m.id FROM master_data_values m JOIN observation_type_names n ON m.name_key = lower(n.name)
          WHERE n.id = o.observation_type_id AND m.service = '/api/meta/observation' AND m.type = ''),
          o.observation_type_id),
        o.value, o.patient_id, o.date_created
      FROM observations o;
    DROP TABLE observations;
    ALTER TABLE observations_v2 RENAME TO observations;
    CREATE INDEX observations_task ON observations (task_id, seq);
    CREATE INDEX observations_type ON observations (observation_type_id);

    DROP TABLE observation_types;
    DROP TABLE observation_type_names;

    INSERT OR IGNORE INTO master_data_values (id, seq, service, type, name, name_key, description)
      SELECT 'md-vaccine-maker-' || lower(replace(v.name, '&', '-')),
        (SELECT COALESCE(MAX(seq), 0) FROM master_data_values) + v.rank, '/api/masterData', 'MANUFACTURE',
        v.name, lower(v.name), 'Vaccines'
      FROM (SELECT 1 AS rank, 'Pfizer' AS name UNION ALL SELECT 2, 'Moderna' UNION ALL SELECT 3, 'Johnson&Johnson'
        UNION ALL SELECT 4, 'Novavax' UNION ALL SELECT 5, 'Sanofi' UNION ALL SELECT 6, 'Seqirus'
        UNION ALL SELECT 7, 'GSK') v
      WHERE EXISTS (SELECT 1 FROM meta WHERE key = 'filled');
  `,
};
