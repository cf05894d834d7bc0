import type { Migration } from "./migration";

/**
 * Which staff account has looked at which of a patient's activities (issue 16: "marked viewed",
 * `PUT /api/activties/patient/{id}/{id}/view`): each reader's own, as unread mail is, so one
 * coordinator opening an activity does not hide it from the rest of the care team.
 */
export const m031ActivityViews: Migration = {
  version: 31,
  name: "activity-views",
  up: `
    CREATE TABLE activity_views (
      activity_id TEXT NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
      account_id TEXT NOT NULL,
      viewed_at TEXT NOT NULL,
      PRIMARY KEY (activity_id, account_id)
    ) STRICT, WITHOUT ROWID;
  `,
};
