import type { Migration } from "./migration";

/**
 * Patient groups (issue 16, decision 027): a group is an organization of type GROUP under the
 * organization that runs it; its members are the patients who belong to it (patient_organizations,
 * as for any organization). Which clinics serve a group is its own table: a clinic serves many
 * groups and a group is served by several clinics, each assigned at a moment.
 */
export const m030PatientGroups: Migration = {
  version: 30,
  name: "patient-groups",
  up: `
    CREATE TABLE clinic_patient_groups (
      group_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      clinic_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      assigned_at TEXT NOT NULL,
      PRIMARY KEY (group_id, clinic_id)
    ) STRICT;
    -- The groups a clinic serves.
    CREATE INDEX clinic_patient_groups_clinic ON clinic_patient_groups (clinic_id, group_id);
  `,
};
