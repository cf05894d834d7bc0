import type { Migration } from "./migration";

/**
 * Clinic lanes, the mass-action batches that can be undone, and the messages sent to booked
 * patients. Organizations, performers and tasks are still in the JSON state, so their ids are
 * plain columns here; they gain foreign keys when they move.
 */
export const m002Lanes: Migration = {
  version: 2,
  name: "lanes",
  up: `
    CREATE TABLE lanes (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL,
      clinic_id TEXT NOT NULL,
      host_id TEXT NOT NULL,
      host_name TEXT NOT NULL,
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED')),
      cancellation_reason TEXT,
      inventory_type TEXT,
      manufacturer TEXT,
      capacity INTEGER NOT NULL,
      slot_minutes INTEGER NOT NULL,
      service_type_id INTEGER NOT NULL
    ) STRICT;
    -- The organization's lane list (by owner or by clinic, a date range, sorted by start).
    CREATE INDEX lanes_organization_start ON lanes (organization_id, start_date);
    CREATE INDEX lanes_clinic_start ON lanes (clinic_id, start_date);

    CREATE TABLE lane_batches (
      seq INTEGER PRIMARY KEY,
      batch_id TEXT NOT NULL UNIQUE,
      organization_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('RESCHEDULE', 'CANCEL')),
      created_at TEXT NOT NULL,
      undone INTEGER NOT NULL DEFAULT 0
    ) STRICT;
    CREATE INDEX lane_batches_organization ON lane_batches (organization_id, kind, undone);

    CREATE TABLE lane_batch_items (
      batch_seq INTEGER NOT NULL REFERENCES lane_batches (seq) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      lane_id TEXT NOT NULL REFERENCES lanes (id),
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      host_id TEXT NOT NULL,
      host_name TEXT NOT NULL,
      diff INTEGER NOT NULL,
      status TEXT NOT NULL,
      cancellation_reason TEXT,
      PRIMARY KEY (batch_seq, position)
    ) STRICT;
    CREATE INDEX lane_batch_items_lane ON lane_batch_items (lane_id);

    -- Task due dates moved with the lanes, to restore on undo.
    CREATE TABLE lane_batch_tasks (
      batch_seq INTEGER NOT NULL REFERENCES lane_batches (seq) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      task_id TEXT NOT NULL,
      due_date TEXT,
      PRIMARY KEY (batch_seq, position)
    ) STRICT;

    CREATE TABLE lane_messages (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      lane_id TEXT NOT NULL REFERENCES lanes (id),
      patient_id TEXT NOT NULL,
      message TEXT NOT NULL,
      at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX lane_messages_lane ON lane_messages (lane_id);
  `,
};
