import type { Migration } from "./migration";

/**
 * Staff's changes to an appointment (issue 16, decision 025): staff notes on the appointment, the
 * vaccine given (manufacturer, lot, dose, site, expiry, when; one JSON value, read and written
 * whole) and the status of a test's observation (spec part 2 §3 care plan statuses).
 */
export const m028AppointmentActions: Migration = {
  version: 28,
  name: "appointment-actions",
  up: `
    ALTER TABLE tasks ADD COLUMN notes TEXT;
    ALTER TABLE tasks ADD COLUMN vaccine_info TEXT;
    ALTER TABLE tasks ADD COLUMN observation_status TEXT;
  `,
};
