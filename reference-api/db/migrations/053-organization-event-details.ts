import type { Migration } from "./migration";

/**
 * Organization events are made, changed and cancelled (issue 40): an event carries its hours, the
 * participants expected, where it is, the services it offers and a note. Older rows have none, so
 * the columns are nullable; services are a JSON array of the vocabulary's names. A cancelled event
 * is deleted: no read lists cancelled events.
 */
export const m053OrganizationEventDetails: Migration = {
  version: 53,
  name: "organization-event-details",
  up: `
    ALTER TABLE organization_events ADD COLUMN start_time TEXT;
    ALTER TABLE organization_events ADD COLUMN end_time TEXT;
    ALTER TABLE organization_events ADD COLUMN expected_participants INTEGER;
    ALTER TABLE organization_events ADD COLUMN location TEXT;
    ALTER TABLE organization_events ADD COLUMN services TEXT;
    ALTER TABLE organization_events ADD COLUMN note TEXT;
  `,
};
