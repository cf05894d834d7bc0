import type { Migration } from "./migration";

/**
 * Provider notes on a patient (spec part 2 §7 "Notes"). The author's name is kept as it was when
 * the note was written, so "search by provider name" is a column filter and a note outlives a
 * renamed or removed account. A patient's notes go with the patient.
 */
export const m024Notes: Migration = {
  version: 24,
  name: "notes",
  up: `
    CREATE TABLE notes (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      patient_id TEXT NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
      author_account_id TEXT NOT NULL,
      performer_id TEXT,
      performer_name TEXT NOT NULL,
      text TEXT NOT NULL,
      is_private INTEGER NOT NULL CHECK (is_private IN (0, 1)),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    ) STRICT;
    -- A patient's notes, newest first; "by me" narrows by author.
    CREATE INDEX notes_patient_created ON notes (patient_id, created_at DESC, seq DESC);
    CREATE INDEX notes_patient_author ON notes (patient_id, author_account_id, created_at DESC);
  `,
};
