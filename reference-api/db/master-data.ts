import type { MasterDataValue } from "../types";
import type { Db } from "./db";
import type { Window } from "./billing-codes";

type Row = MasterDataValue;

const COLUMNS = "id, service, type, name, description, category, manufacturer";
/** A value's type: its service path and field name ('' where the path serves one type). */
const OF_TYPE = "service = @service AND type = @type";
/** A search matches part of the name or the description, case aside. */
const MATCHES = `(@needle IS NULL OR instr(lower(name), @needle) > 0 OR instr(lower(description), @needle) > 0)`;

export type MasterDataKey = Pick<MasterDataValue, "service" | "type">;
export type MasterDataFields = Omit<MasterDataValue, "id" | "service" | "type">;

const nameKey = (name: string) => name.trim().toLowerCase();

/** The master-data values of migration 036: each type's list, read a page at a time in SQL. */
export class MasterDataRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      count: sql.prepare(`SELECT COUNT(*) FROM master_data_values WHERE ${OF_TYPE} AND ${MATCHES}`).pluck(),
      page: sql.prepare(
        `SELECT ${COLUMNS}, image_type IS NOT NULL AS has_image FROM master_data_values WHERE ${OF_TYPE} AND ${MATCHES}
          ORDER BY seq LIMIT @limit OFFSET @offset`,
      ),
      byId: sql.prepare(`SELECT ${COLUMNS} FROM master_data_values WHERE id = ?`),
      byName: sql.prepare(`SELECT ${COLUMNS} FROM master_data_values WHERE ${OF_TYPE} AND name_key = @key`),
      nextSeq: sql.prepare("SELECT COALESCE(MAX(seq), 0) + 1 FROM master_data_values").pluck(),
      insert: sql.prepare(
        `INSERT INTO master_data_values (id, seq, service, type, name, name_key, description, category, manufacturer)
          VALUES (@id, @seq, @service, @type, @name, @nameKey, @description, @category, @manufacturer)`,
      ),
      update: sql.prepare(
        `UPDATE master_data_values SET name = @name, name_key = @nameKey, description = @description,
          category = @category, manufacturer = @manufacturer WHERE id = @id`,
      ),
      renameManufacturer: sql.prepare(
        `UPDATE master_data_values SET manufacturer = @to WHERE service = @service AND type = 'DEVICE_MODEL'
          AND lower(manufacturer) = @from`,
      ),
      remove: sql.prepare("DELETE FROM master_data_values WHERE id = ?"),
      modelsOf: sql
        .prepare(
          `SELECT COUNT(*) FROM master_data_values WHERE service = ? AND type = 'DEVICE_MODEL' AND lower(manufacturer) = ?`,
        )
        .pluck(),
      performersWith: sql
        .prepare("SELECT COUNT(DISTINCT performer_id) FROM performer_specialties WHERE lower(specialty) = ?")
        .pluck(),
      setImage: sql.prepare("UPDATE master_data_values SET image = ?, image_type = ? WHERE id = ?"),
      image: sql.prepare(
        "SELECT image, image_type FROM master_data_values WHERE id = ? AND image IS NOT NULL",
      ),
      all: sql.prepare(`SELECT ${COLUMNS} FROM master_data_values ORDER BY seq`),
    };
  }

  /** A type's values matching a search, each saying whether it holds a picture. */
  list(key: MasterDataKey, search: string | undefined): Window<MasterDataValue & { hasImage: boolean }> {
    const params = { ...key, needle: search?.trim() ? search.trim().toLowerCase() : null };
    return {
      count: () => this.statements.count.get(params) as number,
      rows: (limit, offset) =>
        (this.statements.page.all({ ...params, limit, offset }) as Array<Row & { has_image: number }>).map(
          ({ has_image, ...row }) => ({ ...row, hasImage: has_image === 1 }),
        ),
    };
  }

  setImage(id: string, bytes: Buffer, mediaType: string) {
    this.statements.setImage.run(bytes, mediaType, id);
  }

  image(id: string): { bytes: Buffer; mediaType: string } | undefined {
    const row = this.statements.image.get(id) as { image: Buffer; image_type: string } | undefined;
    return row ? { bytes: row.image, mediaType: row.image_type } : undefined;
  }

  byId(id: string): MasterDataValue | undefined {
    return this.statements.byId.get(id) as Row | undefined;
  }

  byName(key: MasterDataKey, name: string): MasterDataValue | undefined {
    return this.statements.byName.get({ ...key, key: nameKey(name) }) as Row | undefined;
  }

  create(id: string, key: MasterDataKey, fields: MasterDataFields): MasterDataValue {
    const value = { id, ...key, ...fields };
    this.statements.insert.run({
      ...value,
      seq: this.statements.nextSeq.get(),
      nameKey: nameKey(fields.name),
    });
    return value;
  }

  /** Changes a value; a manufacturer's new name goes with it to its device models. */
  update(current: MasterDataValue, fields: MasterDataFields): MasterDataValue {
    return this.db.transaction(() => {
      this.statements.update.run({ ...fields, id: current.id, nameKey: nameKey(fields.name) });
      if (current.type === "MANUFACTURE" && nameKey(current.name) !== nameKey(fields.name))
        this.statements.renameManufacturer.run({
          service: current.service,
          from: nameKey(current.name),
          to: fields.name,
        });
      return { ...current, ...fields };
    });
  }

  remove(id: string) {
    this.statements.remove.run(id);
  }

  /** Device models made by this manufacturer. */
  modelsOf(manufacturer: MasterDataValue): number {
    return this.statements.modelsOf.get(manufacturer.service, nameKey(manufacturer.name)) as number;
  }

  /** Performers who list this specialty among theirs. */
  performersWith(specialty: string): number {
    return this.statements.performersWith.get(nameKey(specialty)) as number;
  }

  all(): MasterDataValue[] {
    return this.statements.all.all() as Row[];
  }

  insertAll(values: readonly MasterDataValue[]) {
    this.db.transaction(() => {
      for (const value of values) this.create(value.id, value, value);
    });
  }
}
