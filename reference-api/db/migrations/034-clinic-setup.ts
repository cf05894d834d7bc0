import type { Migration } from "./migration";

/**
 * A clinic's set-up beside its lanes (issue 15, decision 032): the weekly hours of operation (a
 * clinic without rows inherits its parent's), special dates (closed, or other hours), the days
 * signed off (no lane of that day changes any more) and the audit of every lane change. Clinic ids
 * are organizations'; lane ids stay plain columns, since an audit row outlives a deleted lane.
 */
export const m034ClinicSetup: Migration = {
  version: 34,
  name: "clinic-setup",
  up: `
    CREATE TABLE clinic_hours (
      organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
      open TEXT,
      close TEXT,
      PRIMARY KEY (organization_id, weekday)
    ) STRICT;

    CREATE TABLE clinic_special_dates (
      organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      day TEXT NOT NULL,
      closed INTEGER NOT NULL CHECK (closed IN (0, 1)),
      open TEXT,
      close TEXT,
      note TEXT,
      PRIMARY KEY (organization_id, day)
    ) STRICT;

    CREATE TABLE clinic_day_sign_offs (
      clinic_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      day TEXT NOT NULL,
      signed_by TEXT NOT NULL,
      signed_at TEXT NOT NULL,
      PRIMARY KEY (clinic_id, day)
    ) STRICT;

    CREATE TABLE clinic_lane_audits (
      seq INTEGER PRIMARY KEY,
      clinic_id TEXT NOT NULL,
      day TEXT NOT NULL,
      lane_id TEXT NOT NULL,
      action TEXT NOT NULL,
      actor TEXT NOT NULL,
      at TEXT NOT NULL,
      details TEXT NOT NULL
    ) STRICT;
    -- A clinic's audit, newest first, optionally of one day.
    CREATE INDEX clinic_lane_audits_clinic ON clinic_lane_audits (clinic_id, day, seq);
  `,
};
