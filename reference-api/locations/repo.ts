import type { Db } from "../db/db";
import type { Location, LocationType } from "../types";

const COLUMNS = `l.id, l.organization_id AS organizationId, l.name, l.location_type_id AS locationTypeId,
  l.address1, l.address2, l.city, l.state, l.zipcode, l.country`;

type Row = Omit<Location, "address" | "address2"> & Location["address"];

const toLocation = ({ address1, address2, city, state, zipcode, country, ...rest }: Row): Location => ({
  ...rest,
  address: { address1, address2: address2 ?? null, city, state, zipcode, country },
});

const toRow = ({ address, ...rest }: Location) => ({
  ...rest,
  ...address,
  address2: address.address2 ?? null,
});

/** Locations and their types (migration 051). */
export class LocationRepo {
  private readonly statements;

  constructor(db: Db) {
    const sql = db.sql;
    this.statements = {
      types: sql.prepare("SELECT id, code, name FROM location_types ORDER BY position"),
      type: sql.prepare("SELECT id, code, name FROM location_types WHERE id = ?"),
      of: sql.prepare(
        `SELECT ${COLUMNS} FROM locations l WHERE l.organization_id = ? ORDER BY lower(l.name), l.id`,
      ),
      byId: sql.prepare(`SELECT ${COLUMNS} FROM locations l WHERE l.id = ?`),
      all: sql.prepare(`SELECT ${COLUMNS} FROM locations l ORDER BY l.id`),
      named: sql.prepare("SELECT id FROM locations WHERE organization_id = ? AND lower(name) = lower(?)"),
      insert: sql.prepare(
        `INSERT INTO locations (id, organization_id, name, location_type_id, address1, address2, city, state, zipcode, country)
         VALUES (@id, @organizationId, @name, @locationTypeId, @address1, @address2, @city, @state, @zipcode, @country)`,
      ),
      update: sql.prepare(
        `UPDATE locations SET name = @name, location_type_id = @locationTypeId, address1 = @address1,
         address2 = @address2, city = @city, state = @state, zipcode = @zipcode, country = @country WHERE id = @id`,
      ),
      remove: sql.prepare("DELETE FROM locations WHERE id = ?"),
    };
  }

  types(): LocationType[] {
    return this.statements.types.all() as LocationType[];
  }

  type(id: string): LocationType | undefined {
    return this.statements.type.get(id) as LocationType | undefined;
  }

  of(organizationId: string): Location[] {
    return (this.statements.of.all(organizationId) as Row[]).map(toLocation);
  }

  byId(id: string): Location | undefined {
    const row = this.statements.byId.get(id) as Row | undefined;
    return row && toLocation(row);
  }

  all(): Location[] {
    return (this.statements.all.all() as Row[]).map(toLocation);
  }

  /** Another location of the organization with this name (case aside), if any. */
  named(organizationId: string, name: string, except?: string): boolean {
    const row = this.statements.named.get(organizationId, name) as { id: string } | undefined;
    return row !== undefined && row.id !== except;
  }

  insert(location: Location) {
    this.statements.insert.run(toRow(location));
  }

  insertAll(locations: readonly Location[]) {
    for (const location of locations) this.insert(location);
  }

  update(location: Location) {
    this.statements.update.run(toRow(location));
  }

  remove(id: string): boolean {
    return this.statements.remove.run(id).changes > 0;
  }
}
