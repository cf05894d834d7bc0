import type { Migration } from "./migration";

/**
 * The clinic set-up's activity log (issue 40 item 2): who changed which setting of an
 * organization's set-up (its weekly hours, a special date, a day signed off), when and to what.
 * Lane changes stay in clinic_lane_audits; this log is of the settings around them. A row
 * outlives what it names, so there is no foreign key; `seq` orders it, newest first.
 */
export const m055ClinicSetupActivities: Migration = {
  version: 55,
  name: "clinic-setup-activities",
  up: `
    CREATE TABLE clinic_setup_activities (
      seq INTEGER PRIMARY KEY,
      organization_id TEXT NOT NULL,
      action TEXT NOT NULL,
      actor TEXT NOT NULL,
      at TEXT NOT NULL,
      details TEXT NOT NULL
    ) STRICT;
    CREATE INDEX clinic_setup_activities_organization ON clinic_setup_activities (organization_id, seq);
  `,
};
