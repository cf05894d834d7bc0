import type { Performer } from "../types";
import type { Db } from "./db";

interface Row {
  id: string;
  name: string;
  organization_id: string;
  account_id: string | null;
  specialties: string;
}

// Specialties come back as one JSON array per performer, in their order.
const SELECT = `SELECT p.id, p.name, p.organization_id, p.account_id,
  (SELECT COALESCE(json_group_array(specialty), '[]') FROM (SELECT specialty FROM performer_specialties s WHERE s.performer_id = p.id ORDER BY position)) AS specialties
  FROM performers p`;

function toPerformer(row: Row): Performer {
  const performer: Performer = {
    id: row.id,
    name: row.name,
    organizationId: row.organization_id,
    specialties: JSON.parse(row.specialties) as string[],
  };
  if (row.account_id !== null) performer.accountId = row.account_id;
  return performer;
}

/** Performers (migration 004): filtered by organization and counted in SQL. */
export class PerformerRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(
        "INSERT INTO performers (id, name, organization_id, account_id) VALUES (?, ?, ?, ?)",
      ),
      insertSpecialty: sql.prepare(
        "INSERT INTO performer_specialties (performer_id, position, specialty) VALUES (?, ?, ?)",
      ),
      byId: sql.prepare(`${SELECT} WHERE p.id = ?`),
      byAccount: sql.prepare(`${SELECT} WHERE p.account_id = ? ORDER BY p.seq LIMIT 1`),
      all: sql.prepare(`${SELECT} ORDER BY p.seq`),
      ofOrganizations: sql.prepare(
        `${SELECT} WHERE p.organization_id IN (SELECT value FROM json_each(?)) ORDER BY p.seq`,
      ),
      countOf: sql.prepare(
        "SELECT COUNT(*) FROM performers WHERE organization_id IN (SELECT value FROM json_each(?))",
      ),
    };
  }

  byId(id: string): Performer | undefined {
    const row = this.statements.byId.get(id) as Row | undefined;
    return row && toPerformer(row);
  }

  /** The performer a provider's account is (a performer's own account signs in as it). */
  byAccount(accountId: string): Performer | undefined {
    const row = this.statements.byAccount.get(accountId) as Row | undefined;
    return row && toPerformer(row);
  }

  all(): Performer[] {
    return (this.statements.all.all() as Row[]).map(toPerformer);
  }

  /** The performers of these organizations, in the order they were added. */
  ofOrganizations(organizationIds: readonly string[]): Performer[] {
    return (this.statements.ofOrganizations.all(JSON.stringify(organizationIds)) as Row[]).map(toPerformer);
  }

  countOf(organizationIds: readonly string[]): number {
    return this.statements.countOf.pluck().get(JSON.stringify(organizationIds)) as number;
  }

  insertAll(performers: readonly Performer[]) {
    this.db.transaction(() => {
      for (const p of performers) {
        this.statements.insert.run(p.id, p.name, p.organizationId, p.accountId ?? null);
        p.specialties.forEach((specialty, position) =>
          this.statements.insertSpecialty.run(p.id, position, specialty),
        );
      }
    });
  }
}
