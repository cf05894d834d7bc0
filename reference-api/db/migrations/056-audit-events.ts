import type { Migration } from "./migration";

/**
 * The access audit trail (issue 43): the events the app hands over, kept so an organization admin
 * can read who saw or changed a patient's data. An event names several patients and
 * organizations, so each has its own row beside the event, indexed with the time, and a page of a
 * patient's or an organization's history is read in SQL from its index. No foreign keys: the
 * trail outlives the accounts, patients and organizations it names. `scope` rows are the
 * organizations the event belongs to (the account's trees and the patients' organizations at the
 * time), which the reads filter by.
 */
export const m056AuditEvents: Migration = {
  version: 56,
  name: "audit-events",
  up: `
    CREATE TABLE audit_events (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      at TEXT NOT NULL,
      account_id TEXT NOT NULL,
      action TEXT NOT NULL,
      outcome TEXT NOT NULL,
      event TEXT NOT NULL
    ) STRICT;
    CREATE INDEX audit_events_account ON audit_events (account_id, at);
    CREATE INDEX audit_events_time ON audit_events (at);
    CREATE TABLE audit_event_patients (
      event_seq INTEGER NOT NULL REFERENCES audit_events (seq) ON DELETE CASCADE,
      patient_id TEXT NOT NULL,
      at TEXT NOT NULL,
      PRIMARY KEY (patient_id, at, event_seq)
    ) STRICT, WITHOUT ROWID;
    CREATE TABLE audit_event_scope (
      event_seq INTEGER NOT NULL REFERENCES audit_events (seq) ON DELETE CASCADE,
      organization_id TEXT NOT NULL,
      at TEXT NOT NULL,
      PRIMARY KEY (organization_id, at, event_seq)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX audit_event_scope_event ON audit_event_scope (event_seq);
  `,
};
