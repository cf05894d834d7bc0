import type { Migration } from "./migration";

/**
 * Patient requests (spec part 2 §4 service request types and statuses, §7 Patient requests;
 * decision 040): a patient asks an organization for a service (a homebound visit, a ride, a flu
 * shot care plan). Lists filter by organization, type, status and the day it was asked for, so
 * the index leads with the organization and the day. The contact e-mail is the one the patient gave
 * with the request (the homebound status e-mail goes there, else to the patient's own).
 */
export const m041PatientRequests: Migration = {
  version: 41,
  name: "patient-requests",
  up: `
    CREATE TABLE patient_requests (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      patient_id TEXT NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
      request_type TEXT NOT NULL,
      status TEXT NOT NULL,
      requested_at TEXT NOT NULL,
      service_date TEXT,
      pickup_address TEXT,
      contact_email TEXT,
      notes TEXT,
      updated_at TEXT NOT NULL,
      emailed_at TEXT
    ) STRICT;
    CREATE INDEX patient_requests_by_org ON patient_requests (organization_id, requested_at);
    CREATE INDEX patient_requests_by_patient ON patient_requests (patient_id);
  `,
};
