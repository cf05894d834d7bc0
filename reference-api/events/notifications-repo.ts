import type { Notification } from "../types";
import type { Db } from "../db/db";
import type { PageWindow } from "../db/paging";

type Row = Omit<Notification, "read" | "replyToRequest"> & {
  read: number;
  taskId: string | null;
  state: NonNullable<Notification["replyToRequest"]>["state"] | null;
};

const SELECT = `SELECT id, account_id AS accountId, content, created_at AS createdAt, read, request_task_id AS taskId,
  request_state AS state FROM notifications`;
/** Newest first; notifications of the same instant as they were added. */
const NEWEST_FIRST = "ORDER BY created_at DESC, seq";

const toNotification = ({ read, taskId, state, ...row }: Row): Notification => ({
  ...row,
  read: read === 1,
  ...(taskId !== null && state !== null ? { replyToRequest: { taskId, state } } : {}),
});

/** Notifications per account (migration 016): listed, paged and counted in SQL. */
export class NotificationRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(
        `INSERT INTO notifications (id, account_id, content, created_at, read, request_task_id, request_state)
         VALUES (@id, @accountId, @content, @createdAt, @read, @taskId, @state)`,
      ),
      update: sql.prepare("UPDATE notifications SET read = @read, request_state = @state WHERE id = @id"),
      ofAccount: sql.prepare(`${SELECT} WHERE id = ? AND account_id = ?`),
      page: sql.prepare(`${SELECT} WHERE account_id = ? ${NEWEST_FIRST} LIMIT ? OFFSET ?`),
      counts: sql.prepare(
        "SELECT COUNT(*) AS total, COALESCE(SUM(read = 0), 0) AS unread FROM notifications WHERE account_id = ?",
      ),
      all: sql.prepare(`${SELECT} ORDER BY seq`),
    };
  }

  /** The account's notification with this id (another account's is not found). */
  ofAccount(id: string, accountId: string): Notification | undefined {
    const row = this.statements.ofAccount.get(id, accountId) as Row | undefined;
    return row && toNotification(row);
  }

  /** One page of the account's notifications, newest first, with how many there are and are unread. */
  page(accountId: string, window: PageWindow): { content: Notification[]; total: number; unread: number } {
    const rows = this.statements.page.all(accountId, window.limit, window.offset) as Row[];
    const { total, unread } = this.statements.counts.get(accountId) as { total: number; unread: number };
    return { content: rows.map(toNotification), total, unread };
  }

  all(): Notification[] {
    return (this.statements.all.all() as Row[]).map(toNotification);
  }

  insert(n: Notification) {
    this.statements.insert.run({
      id: n.id,
      accountId: n.accountId,
      content: n.content,
      createdAt: n.createdAt,
      read: n.read ? 1 : 0,
      taskId: n.replyToRequest?.taskId ?? null,
      state: n.replyToRequest?.state ?? null,
    });
  }

  insertAll(notifications: readonly Notification[]) {
    this.db.transaction(() => {
      for (const n of notifications) this.insert(n);
    });
  }

  /** Writes back what can change: whether it was read, and the answer to its request. */
  update(n: Notification) {
    this.statements.update.run({ id: n.id, read: n.read ? 1 : 0, state: n.replyToRequest?.state ?? null });
  }
}
