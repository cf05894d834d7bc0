import type { Migration } from "./migration";

/**
 * Patients' tasks and appointments. Patients and organizations are still in the JSON state, so
 * their ids are plain columns; a booked appointment's lane is a foreign key.
 */
export const m003Tasks: Migration = {
  version: 3,
  name: "tasks",
  up: `
    CREATE TABLE tasks (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      patient_id TEXT NOT NULL,
      task_type TEXT NOT NULL CHECK (task_type IN ('APPOINTMENT', 'ASSESSMENT', 'EDUCATION')),
      task_type_id INTEGER NOT NULL,
      status TEXT NOT NULL,
      name TEXT NOT NULL,
      goal_name TEXT,
      due_date TEXT,
      location_id TEXT,
      clinic_appointment_id TEXT REFERENCES lanes (id),
      additional_lane_id TEXT,
      inventory_name TEXT,
      service_type_id INTEGER,
      test_result INTEGER,
      assessment_id TEXT,
      created_at TEXT NOT NULL,
      performer_id TEXT,
      invoice_id TEXT,
      current_status TEXT,
      completed_at TEXT,
      cancelled_at TEXT,
      education TEXT
    ) STRICT;
    -- A patient's (or family's) appointments, by due date.
    CREATE INDEX tasks_patient_type_due ON tasks (patient_id, task_type, due_date);
    -- A lane's bookings and booked patients, by status.
    CREATE INDEX tasks_lane_status ON tasks (clinic_appointment_id, status, due_date);
    -- A clinic's upcoming appointments.
    CREATE INDEX tasks_location_status_due ON tasks (location_id, status, due_date);
    CREATE INDEX tasks_status ON tasks (status);
  `,
};
