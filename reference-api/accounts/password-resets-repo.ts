import type { Db } from "../db/db";
import type { PasswordReset } from "../types";

const SELECT = `SELECT id, account_id AS accountId, account_name AS accountName, organization_id AS organizationId,
  actor_account_id AS actorAccountId, actor_name AS actorName, reset_at AS resetAt FROM password_resets`;

/** The password resets admins made (migration 051): written with the reset, read per tree. */
export class PasswordResetRepo {
  private readonly statements;

  constructor(db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(
        `INSERT INTO password_resets (id, account_id, account_name, organization_id, actor_account_id, actor_name, reset_at)
         VALUES (@id, @accountId, @accountName, @organizationId, @actorAccountId, @actorName, @resetAt)`,
      ),
      ofOrganizations: sql.prepare(
        `${SELECT} WHERE organization_id IN (SELECT value FROM json_each(?)) ORDER BY seq DESC LIMIT ?`,
      ),
      all: sql.prepare(`${SELECT} ORDER BY seq`),
    };
  }

  insert(reset: PasswordReset) {
    this.statements.insert.run(reset);
  }

  insertAll(resets: readonly PasswordReset[]) {
    for (const reset of resets) this.insert(reset);
  }

  /** The newest resets of accounts in these organizations. */
  ofOrganizations(organizationIds: readonly string[], limit: number): PasswordReset[] {
    return this.statements.ofOrganizations.all(JSON.stringify(organizationIds), limit) as PasswordReset[];
  }

  all(): PasswordReset[] {
    return this.statements.all.all() as PasswordReset[];
  }
}
