import type { Account, Tokens } from "../types";
import type { Db } from "../db/db";
import { columnsOf, insertSql, RecordColumns, updateSql, type Row } from "../db/record-columns";

const ACCOUNT = new RecordColumns<Account>(
  columnsOf(
    `accountId username email phoneNumber firstName lastName passwordHash privilegeId isPerformer
     organizationId mfa patientId language passwordResetCode`,
    { bool: ["isPerformer", "mfa"] },
  ),
  { extra: "extra" },
);

const SELECT = `SELECT ${ACCOUNT.columns.join(", ")} FROM accounts`;

type TokenKind = keyof Tokens;

/** Accounts (migration 007): looked up by id, sign-in name or patient, each on an index. */
export class AccountRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(insertSql("accounts", ACCOUNT.columns)),
      update: sql.prepare(updateSql("accounts", ACCOUNT.columns, "account_id")),
      byId: sql.prepare(`${SELECT} WHERE account_id = ?`),
      all: sql.prepare(`${SELECT} ORDER BY seq`),
      // The NOCASE comparison uses the index; the second keeps the match exact.
      byUsername: sql.prepare(
        `${SELECT} WHERE username = ? COLLATE NOCASE AND username = ? ORDER BY seq LIMIT 1`,
      ),
      bySignInName: sql.prepare(
        `${SELECT} WHERE username = @name COLLATE NOCASE OR email = @name COLLATE NOCASE OR phone_number = @phone ORDER BY seq LIMIT 1`,
      ),
      emailTaken: sql.prepare("SELECT 1 FROM accounts WHERE email = ? COLLATE NOCASE LIMIT 1"),
      emailOrUsernameTaken: sql.prepare(
        "SELECT 1 FROM accounts WHERE email = @name COLLATE NOCASE OR username = @name COLLATE NOCASE LIMIT 1",
      ),
      ofPatient: sql.prepare(`${SELECT} WHERE patient_id = ? ORDER BY seq LIMIT 1`),
    };
  }

  byId(accountId: string | undefined): Account | undefined {
    if (accountId === undefined) return undefined;
    const row = this.statements.byId.get(accountId) as Row | undefined;
    return row && ACCOUNT.fromRow(row);
  }

  all(): Account[] {
    return (this.statements.all.all() as Row[]).map((row) => ACCOUNT.fromRow(row));
  }

  /** The account with exactly this username. */
  byUsername(username: string): Account | undefined {
    const row = this.statements.byUsername.get(username, username) as Row | undefined;
    return row && ACCOUNT.fromRow(row);
  }

  /** Sign-in: username or email in any case, or the phone number as typed (trimmed). */
  bySignInName(user: string): Account | undefined {
    const row = this.statements.bySignInName.get({ name: user.trim().toLowerCase(), phone: user.trim() }) as
      Row | undefined;
    return row && ACCOUNT.fromRow(row);
  }

  emailTaken(email: string): boolean {
    return this.statements.emailTaken.get(email) !== undefined;
  }

  emailOrUsernameTaken(name: string): boolean {
    return this.statements.emailOrUsernameTaken.get({ name }) !== undefined;
  }

  /** The (first) account of a patient. */
  ofPatient(patientId: string): Account | undefined {
    const row = this.statements.ofPatient.get(patientId) as Row | undefined;
    return row && ACCOUNT.fromRow(row);
  }

  insert(account: Account) {
    this.statements.insert.run(ACCOUNT.toRow(account));
  }

  insertAll(accounts: readonly Account[]) {
    this.db.transaction(() => {
      for (const account of accounts) this.insert(account);
    });
  }

  update(account: Account) {
    this.statements.update.run(ACCOUNT.toRow(account));
  }
}

/**
 * Access and refresh tokens (migration 007): one row each with its expiry (ms since the epoch).
 * Expired rows are deleted by `sweep`; a token past its expiry but not yet swept still reads as
 * expired (TOKEN_EXPIRED rather than INVALID_TOKEN).
 */
export class TokenRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare("INSERT INTO tokens (token, kind, account_id, exp) VALUES (?, ?, ?, ?)"),
      get: sql.prepare("SELECT account_id AS accountId, exp FROM tokens WHERE token = ? AND kind = ?"),
      delete: sql.prepare("DELETE FROM tokens WHERE token = ? AND kind = ?"),
      sweep: sql.prepare("DELETE FROM tokens WHERE exp < ?"),
      revokeAccount: sql.prepare("DELETE FROM tokens WHERE account_id = ?"),
      expireAccess: sql.prepare(
        "UPDATE tokens SET exp = @exp WHERE kind = 'access' AND (@account IS NULL OR account_id = @account)",
      ),
      all: sql.prepare("SELECT token, kind, account_id AS accountId, exp FROM tokens ORDER BY rowid"),
    };
  }

  add(kind: TokenKind, token: string, accountId: string, exp: number) {
    this.statements.insert.run(token, kind, accountId, exp);
  }

  get(kind: TokenKind, token: string): { accountId: string; exp: number } | undefined {
    return this.statements.get.get(token, kind) as { accountId: string; exp: number } | undefined;
  }

  /** Deletes a token; answers whether it existed. */
  delete(kind: TokenKind, token: string): boolean {
    return this.statements.delete.run(token, kind).changes > 0;
  }

  /** Deletes every token that expired before `now`. */
  sweep(now: number) {
    this.statements.sweep.run(now);
  }

  revokeAccount(accountId: string) {
    this.statements.revokeAccount.run(accountId);
  }

  /** Sets every access token (or one account's) to expire at `exp`; answers how many. */
  expireAccess(exp: number, accountId?: string): number {
    return this.statements.expireAccess.run({ exp, account: accountId ?? null }).changes;
  }

  /** Every token, by kind, as the state file kept them. */
  all(): Tokens {
    const tokens: Tokens = { access: {}, refresh: {} };
    const rows = this.statements.all.all() as Array<{
      token: string;
      kind: TokenKind;
      accountId: string;
      exp: number;
    }>;
    for (const { token, kind, accountId, exp } of rows) tokens[kind][token] = { accountId, exp };
    return tokens;
  }

  insertAll(tokens: Tokens) {
    this.db.transaction(() => {
      for (const kind of ["access", "refresh"] as const)
        for (const [token, { accountId, exp }] of Object.entries(tokens[kind]))
          this.add(kind, token, accountId, exp);
    });
  }
}
