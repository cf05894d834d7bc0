import type { Migration } from "./migration";

/**
 * A provider's calendar reads the appointments they were booked with (a task's performer) and
 * those of the lanes they host, over a date range: both by index.
 */
export const m025CalendarIndexes: Migration = {
  version: 25,
  name: "calendar-indexes",
  up: `
    CREATE INDEX tasks_performer_due ON tasks (performer_id, due_date) WHERE performer_id IS NOT NULL;
    CREATE INDEX lanes_host_start ON lanes (host_id, start_date);
  `,
};
