import type { Migration } from "./migration";

/**
 * Notifications, per account. The appointment request a notification may carry is two columns
 * (the task and the answer), both set or both NULL. Accounts and tasks are not in this group, so
 * their ids are plain columns.
 */
export const m016Notifications: Migration = {
  version: 16,
  name: "notifications",
  up: `
    CREATE TABLE notifications (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      account_id TEXT NOT NULL,
      content TEXT NOT NULL,
      created_at TEXT NOT NULL,
      read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
      request_task_id TEXT,
      request_state TEXT CHECK (request_state IN ('PENDING', 'ACCEPTED', 'DECLINED')),
      CHECK ((request_task_id IS NULL) = (request_state IS NULL))
    ) STRICT;
    -- An account's list, newest first (then as added), and its unread count.
    CREATE INDEX notifications_account_created ON notifications (account_id, created_at DESC, seq);
    CREATE INDEX notifications_account_read ON notifications (account_id, read);
  `,
};
