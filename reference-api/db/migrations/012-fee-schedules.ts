import type { Migration } from "./migration";

/**
 * Fee schedules, their plans and the plans' entries. Deleting a schedule deletes its plans and
 * their entries (cascade); an entry's reference to another plan has no cascade: it blocks that
 * plan's delete, which the routes check first to answer 409 HAS_DEPENDENCIES with a reason.
 */
export const m012FeeSchedules: Migration = {
  version: 12,
  name: "fee-schedules",
  up: `
    CREATE TABLE fee_schedules (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      name_key TEXT NOT NULL,
      category TEXT NOT NULL,
      description TEXT NOT NULL,
      -- MM/dd/yyyy as the calls answer it; effective_sort is yyyyMMdd, so dates sort as text.
      effective_date TEXT NOT NULL,
      effective_sort TEXT GENERATED ALWAYS AS (
        substr(effective_date, 7, 4) || substr(effective_date, 1, 2) || substr(effective_date, 4, 2)
      ) STORED,
      payer_id TEXT REFERENCES payers (id),
      created_at TEXT NOT NULL
    ) STRICT;
    -- The list's sorts (name, category, effective date) and its payer filter.
    CREATE INDEX fee_schedules_name ON fee_schedules (name_key, seq);
    CREATE INDEX fee_schedules_category ON fee_schedules (category, seq);
    CREATE INDEX fee_schedules_effective ON fee_schedules (effective_sort, seq);
    CREATE INDEX fee_schedules_payer ON fee_schedules (payer_id);

    CREATE TABLE plans (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      fee_schedule_id TEXT NOT NULL REFERENCES fee_schedules (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      name_key TEXT NOT NULL,
      description TEXT NOT NULL
    ) STRICT;
    -- A schedule's plans, in the order they were added.
    CREATE INDEX plans_schedule ON plans (fee_schedule_id, seq);

    CREATE TABLE entries (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      plan_id TEXT NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
      procedure_code TEXT NOT NULL REFERENCES procedure_codes (code),
      modifier TEXT REFERENCES modifiers (code),
      -- A decimal string ("125.50"), never a float.
      amount TEXT NOT NULL,
      referenced_plan_id TEXT REFERENCES plans (id)
    ) STRICT;
    -- A plan's entries in order, and one entry by code and modifier (lookups, the duplicate check).
    CREATE INDEX entries_plan ON entries (plan_id, seq);
    CREATE INDEX entries_plan_code ON entries (plan_id, procedure_code, modifier);
    -- Code and modifier usage counts, and the entries that block a plan's delete.
    CREATE INDEX entries_code ON entries (procedure_code);
    CREATE INDEX entries_modifier ON entries (modifier);
    CREATE INDEX entries_referenced_plan ON entries (referenced_plan_id);
  `,
};
