import type { Performer } from "../types";
import type { Db } from "../db/db";
import type { Window } from "../billing/codes-repo";
import { present } from "../db/record-columns";

/** A performer's row: its specialties JSON text, its photo's facts in two columns. */
type Row = Omit<Performer, "specialties" | "photo"> & {
  specialties: string;
  photoType: string | null;
  photoAt: string | null;
};

export interface PerformerSearch {
  /** Part of the name, case aside. */
  name?: string;
  /** A specialty the performer lists, case aside. */
  specialty?: string;
  /** Hosts lanes of this service type (`serviceProviders`). */
  serviceTypeId?: number;
}

export interface ProfileFields {
  name: string;
  organizationId: string;
  specialties: string[];
  licenceType: string;
  npi?: string;
}

// Specialties come back as one JSON array per performer, in their order.
const SELECT = `SELECT p.id, p.name, p.organization_id AS organizationId,
  (SELECT COALESCE(json_group_array(specialty), '[]') FROM (SELECT specialty FROM performer_specialties s WHERE s.performer_id = p.id ORDER BY position)) AS specialties,
  p.account_id AS accountId, p.licence_type AS licenceType, p.npi, ph.content_type AS photoType,
  ph.uploaded_at AS photoAt FROM performers p LEFT JOIN performer_photos ph ON ph.performer_id = p.id`;

/** The search's conditions; every parameter null means "any". */
const MATCHES = `p.organization_id IN (SELECT value FROM json_each(@orgs))
  AND (@name IS NULL OR instr(lower(p.name), @name) > 0)
  AND (@specialty IS NULL OR EXISTS (SELECT 1 FROM performer_specialties s WHERE s.performer_id = p.id AND s.specialty = @specialty COLLATE NOCASE))
  AND (@serviceType IS NULL OR EXISTS (SELECT 1 FROM lanes l WHERE l.host_id = p.id AND l.service_type_id = @serviceType))`;

/** A performer has only the fields it was given. */
const toPerformer = ({ photoType, photoAt, ...row }: Row): Performer => ({
  ...present(row),
  specialties: JSON.parse(row.specialties) as string[],
  ...(photoType !== null && photoAt !== null
    ? { photo: { contentType: photoType, uploadedAt: photoAt } }
    : {}),
});

/** Performers (migrations 004 and 039): filtered by organization and counted in SQL. */
export class PerformerRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(
        "INSERT INTO performers (id, name, organization_id, account_id, licence_type, npi) VALUES (?, ?, ?, ?, ?, ?)",
      ),
      update: sql.prepare(
        "UPDATE performers SET name = ?, organization_id = ?, licence_type = ?, npi = ? WHERE id = ?",
      ),
      remove: sql.prepare("DELETE FROM performers WHERE id = ?"),
      setAccount: sql.prepare("UPDATE performers SET account_id = ? WHERE id = ? AND account_id IS NULL"),
      insertSpecialty: sql.prepare(
        "INSERT INTO performer_specialties (performer_id, position, specialty) VALUES (?, ?, ?)",
      ),
      clearSpecialties: sql.prepare("DELETE FROM performer_specialties WHERE performer_id = ?"),
      putPhoto: sql.prepare(
        "INSERT OR REPLACE INTO performer_photos (performer_id, content_type, content, uploaded_at) VALUES (?, ?, ?, ?)",
      ),
      removePhoto: sql.prepare("DELETE FROM performer_photos WHERE performer_id = ?"),
      photo: sql.prepare("SELECT content_type, content FROM performer_photos WHERE performer_id = ?"),
      byId: sql.prepare(`${SELECT} WHERE p.id = ?`),
      byAccount: sql.prepare(`${SELECT} WHERE p.account_id = ? ORDER BY p.seq LIMIT 1`),
      all: sql.prepare(`${SELECT} ORDER BY p.seq`),
      ofOrganizations: sql.prepare(
        `${SELECT} WHERE p.organization_id IN (SELECT value FROM json_each(?)) ORDER BY p.seq`,
      ),
      countOf: sql.prepare(
        "SELECT COUNT(*) FROM performers WHERE organization_id IN (SELECT value FROM json_each(?))",
      ),
      searchCount: sql.prepare(`SELECT COUNT(*) FROM performers p WHERE ${MATCHES}`).pluck(),
      searchPage: sql.prepare(
        `${SELECT} WHERE ${MATCHES} ORDER BY lower(p.name), p.seq LIMIT @limit OFFSET @offset`,
      ),
      holds: sql.prepare(
        `SELECT (SELECT COUNT(*) FROM tasks WHERE performer_id = @id) AS appointments,
          (SELECT COUNT(*) FROM lanes WHERE host_id = @id) AS lanes`,
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

  /** Every performer with their photo's bytes, so the tables survive a round trip (insertAll). */
  all(): Performer[] {
    return (this.statements.all.all() as Row[]).map((row) => {
      const performer = toPerformer(row);
      const photo = performer.photo && this.photo(performer.id);
      if (performer.photo && photo) performer.photo.content = photo.content.toString("base64");
      return performer;
    });
  }

  /** The performers of these organizations, in the order they were added. */
  ofOrganizations(organizationIds: readonly string[]): Performer[] {
    return (this.statements.ofOrganizations.all(JSON.stringify(organizationIds)) as Row[]).map(toPerformer);
  }

  countOf(organizationIds: readonly string[]): number {
    return this.statements.countOf.pluck().get(JSON.stringify(organizationIds)) as number;
  }

  /** The performers of these organizations matching a search, by name, a page at a time. */
  search(organizationIds: readonly string[], search: PerformerSearch): Window<Performer> {
    const params = {
      orgs: JSON.stringify(organizationIds),
      name: search.name?.trim() ? search.name.trim().toLowerCase() : null,
      specialty: search.specialty?.trim() || null,
      serviceType: search.serviceTypeId ?? null,
    };
    return {
      count: () => this.statements.searchCount.get(params) as number,
      rows: (limit, offset) =>
        (this.statements.searchPage.all({ ...params, limit, offset }) as Row[]).map(toPerformer),
    };
  }

  create(id: string, fields: ProfileFields): Performer {
    this.db.transaction(() => {
      this.statements.insert.run(
        id,
        fields.name,
        fields.organizationId,
        null,
        fields.licenceType,
        fields.npi ?? null,
      );
      this.writeSpecialties(id, fields.specialties);
    });
    return this.byId(id)!;
  }

  /** Links a performer without an account to the account they sign in with (POST /api/accounts). */
  setAccount(id: string, accountId: string): boolean {
    return this.statements.setAccount.run(accountId, id).changes === 1;
  }

  update(id: string, fields: ProfileFields): Performer {
    this.db.transaction(() => {
      this.statements.update.run(
        fields.name,
        fields.organizationId,
        fields.licenceType,
        fields.npi ?? null,
        id,
      );
      this.statements.clearSpecialties.run(id);
      this.writeSpecialties(id, fields.specialties);
    });
    return this.byId(id)!;
  }

  /** What still points at a performer: appointments they give, lanes they host. */
  holds(id: string): { appointments: number; lanes: number } {
    return this.statements.holds.get({ id }) as { appointments: number; lanes: number };
  }

  remove(id: string) {
    this.statements.remove.run(id);
  }

  putPhoto(id: string, contentType: string, content: Buffer, uploadedAt: string) {
    this.statements.putPhoto.run(id, contentType, content, uploadedAt);
  }

  removePhoto(id: string) {
    this.statements.removePhoto.run(id);
  }

  photo(id: string): { contentType: string; content: Buffer } | undefined {
    const row = this.statements.photo.get(id) as { content_type: string; content: Buffer } | undefined;
    return row && { contentType: row.content_type, content: row.content };
  }

  insertAll(performers: readonly Performer[]) {
    this.db.transaction(() => {
      for (const p of performers) {
        this.statements.insert.run(
          p.id,
          p.name,
          p.organizationId,
          p.accountId ?? null,
          p.licenceType ?? null,
          p.npi ?? null,
        );
        this.writeSpecialties(p.id, p.specialties);
        if (p.photo?.content)
          this.putPhoto(
            p.id,
            p.photo.contentType,
            Buffer.from(p.photo.content, "base64"),
            p.photo.uploadedAt,
          );
      }
    });
  }

  private writeSpecialties(id: string, specialties: readonly string[]) {
    specialties.forEach((specialty, position) =>
      this.statements.insertSpecialty.run(id, position, specialty),
    );
  }
}
