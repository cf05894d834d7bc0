import type { MasterDataValue } from "../types";
import type { Db } from "../db/db";
import type { Window } from "../billing/codes-repo";

type Row = MasterDataValue;

const COLUMNS = "id, service, type, name, description, category, manufacturer";
/** A value's type: its service path and field name ('' where the path serves one type). */
const OF_TYPE = "service = @service AND type = @type";
/** A search matches part of the name or the description, case aside. */
const MATCHES = `(@needle IS NULL OR instr(lower(name), @needle) > 0 OR instr(lower(description), @needle) > 0)`;

export type MasterDataKey = Pick<MasterDataValue, "service" | "type">;
export type MasterDataFields = Omit<MasterDataValue, "id" | "service" | "type">;

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * The kinds of record that name a master-data value, as a refused delete counts them (issue 38):
 * `{ programs: 30 }` says thirty programs name it.
 */
export type UseKind =
  | "programs"
  | "providers"
  | "deviceModels"
  | "devices"
  | "vaccineInventories"
  | "lanes"
  | "vaccineRecords"
  | "observationGoals"
  | "observations"
  | "carePlanTasks"
  | "carePlans"
  | "appointments"
  | "patients";
export type Usage = Partial<Record<UseKind, number>>;

/**
 * What names a value of each type, each a count in SQL with the value's `@id` and `@name`: by id
 * where the record keeps the id (a program's type and category, a care plan's observation goal
 * and observation, a patient's insurance), by name, case aside, where it keeps the name (a
 * performer's specialties; the manufacturer of a device model, a device, a vaccine inventory, a
 * lane or a vaccine given; a device's model). Every type has a row, so a type cannot be
 * forgotten; an empty row is a type no record names yet (its values always delete), and a record
 * that starts naming one adds its count here. A value in use anywhere is counted, whoever asks:
 * the answer says how many, never which.
 */
export const USES: Record<string, Partial<Record<UseKind, string>>> = {
  "/api/program-type": { programs: "SELECT COUNT(*) FROM programs WHERE type_id = @id" },
  "/api/program-category": { programs: "SELECT COUNT(*) FROM programs WHERE category_id = @id" },
  "/api/specialties": {
    providers:
      "SELECT COUNT(DISTINCT performer_id) FROM performer_specialties WHERE specialty = @name COLLATE NOCASE",
  },
  "/api/masterData MANUFACTURE": {
    deviceModels: `SELECT COUNT(*) FROM master_data_values WHERE service = '/api/masterData'
      AND type = 'DEVICE_MODEL' AND manufacturer = @name COLLATE NOCASE`,
    devices: "SELECT COUNT(*) FROM devices WHERE manufacturer = @name COLLATE NOCASE",
    vaccineInventories: "SELECT COUNT(*) FROM inventories WHERE manufacturer = @name COLLATE NOCASE",
    lanes: "SELECT COUNT(*) FROM lanes WHERE manufacturer = @name COLLATE NOCASE",
    vaccineRecords: `SELECT COUNT(*) FROM tasks
      WHERE vaccine_info IS NOT NULL AND json_extract(vaccine_info, '$.manufacturer') = @name COLLATE NOCASE`,
  },
  "/api/masterData DEVICE_MODEL": {
    devices: "SELECT COUNT(*) FROM devices WHERE model = @name COLLATE NOCASE",
  },
  "/api/meta/observation": {
    observationGoals: "SELECT COUNT(*) FROM care_plan_observation_goals WHERE observation_type_id = @id",
    observations: "SELECT COUNT(*) FROM observations WHERE observation_type_id = @id",
  },
  "/api/meta/privilege": {},
  "/api/meta/role": {},
  // Service types are the service_types table (integer ids), the list every form offers (issue 38).
  "/api/meta/service": {
    lanes: "SELECT COUNT(*) FROM lanes WHERE service_type_id = CAST(@id AS INTEGER)",
    // A booked appointment, and one whose invoice still names the service.
    appointments: `SELECT COUNT(*) FROM tasks WHERE service_type_id = CAST(@id AS INTEGER)
      OR id IN (SELECT task_id FROM invoices WHERE service_type_id = CAST(@id AS INTEGER))`,
    carePlans: "SELECT COUNT(*) FROM care_plans WHERE service_type_id = CAST(@id AS INTEGER)",
    carePlanTasks: "SELECT COUNT(*) FROM care_plan_tasks WHERE service_type_id = CAST(@id AS INTEGER)",
    programs: `SELECT COUNT(*) FROM programs p WHERE EXISTS (SELECT 1 FROM json_each(p.service_type_ids) s
        WHERE CAST(s.value AS TEXT) = CAST(@id AS TEXT))
      OR EXISTS (SELECT 1 FROM program_phases f JOIN program_phase_items i ON i.phase_id = f.id
        WHERE f.program_id = p.id AND i.item_type = 'APPOINTMENT_TYPE' AND i.item_entity_id = CAST(@id AS TEXT))`,
  },
  "/api/meta/task": {
    carePlanTasks: "SELECT COUNT(*) FROM care_plan_tasks WHERE sub_type_id = @id",
  },
  "/api/insurance-providers": {
    patients: `SELECT COUNT(*) FROM patients
      WHERE insurance IS NOT NULL AND json_extract(insurance, '$.payerId') = @id`,
  },
  "/api/masterData IMAGE_LIBRARY": {},
  "/api/masterData ORGANIZATION_ALIAS": {},
};

/**
 * The master data's service types are the service_types table (migration 019) that lanes, booking,
 * care plans and programs read, so what master data adds or renames is what every form offers.
 */
export const SERVICE_TYPES_PATH = "/api/meta/service";
const SERVICE_COLUMNS = `CAST(id AS TEXT) AS id, '${SERVICE_TYPES_PATH}' AS service, '' AS type, name, description,
  NULL AS category, NULL AS manufacturer`;
const isServiceTypes = (key: MasterDataKey) => key.service === SERVICE_TYPES_PATH;

/** A type's row in USES. */
export const usesKey = (key: MasterDataKey) => (key.type ? `${key.service} ${key.type}` : key.service);

/** The master-data values of migration 036: each type's list, read a page at a time in SQL. */
export class MasterDataRepo {
  private readonly statements;

  private readonly uses: Map<string, Array<{ kind: UseKind; count: { get(params: object): unknown } }>>;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.uses = new Map(
      Object.entries(USES).map(([key, kinds]) => [
        key,
        Object.entries(kinds).map(([kind, query]) => ({
          kind: kind as UseKind,
          count: sql.prepare(query).pluck(),
        })),
      ]),
    );
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
      performersWith: sql
        .prepare(
          "SELECT COUNT(DISTINCT performer_id) FROM performer_specialties WHERE specialty = ? COLLATE NOCASE",
        )
        .pluck(),
      setImage: sql.prepare("UPDATE master_data_values SET image = ?, image_type = ? WHERE id = ?"),
      image: sql.prepare(
        "SELECT image, image_type FROM master_data_values WHERE id = ? AND image IS NOT NULL",
      ),
      all: sql.prepare(`SELECT ${COLUMNS} FROM master_data_values ORDER BY seq`),
      service: {
        count: sql.prepare(`SELECT COUNT(*) FROM service_types WHERE ${MATCHES}`).pluck(),
        page: sql.prepare(
          `SELECT ${SERVICE_COLUMNS}, 0 AS has_image FROM service_types WHERE ${MATCHES}
            ORDER BY seq LIMIT @limit OFFSET @offset`,
        ),
        byId: sql.prepare(`SELECT ${SERVICE_COLUMNS} FROM service_types WHERE id = CAST(? AS INTEGER)`),
        byName: sql.prepare(`SELECT ${SERVICE_COLUMNS} FROM service_types WHERE lower(trim(name)) = @key`),
        nextId: sql.prepare("SELECT COALESCE(MAX(id), 0) + 1 FROM service_types").pluck(),
        // A new one is free of charge and untranslated until someone prices and translates it.
        insert: sql.prepare(
          `INSERT INTO service_types (id, name, description, price, attributes, translations)
            VALUES (@id, @name, @description, '0.00', '{}', '{}')`,
        ),
        // A translation of the old wording would keep showing it: a changed one is shown as saved.
        update: sql.prepare(
          `UPDATE service_types SET translations = CASE WHEN name = @name AND description = @description
            THEN translations ELSE '{}' END, name = @name, description = @description
            WHERE id = CAST(@id AS INTEGER)`,
        ),
        remove: sql.prepare("DELETE FROM service_types WHERE id = CAST(? AS INTEGER)"),
      },
    };
  }

  /** A type's values matching a search, each saying whether it holds a picture. */
  list(key: MasterDataKey, search: string | undefined): Window<MasterDataValue & { hasImage: boolean }> {
    const params = { ...key, needle: search?.trim() ? search.trim().toLowerCase() : null };
    if (isServiceTypes(key)) {
      const { count, page } = this.statements.service;
      return {
        count: () => count.get(params) as number,
        rows: (limit, offset) =>
          (page.all({ ...params, limit, offset }) as Array<Row & { has_image: number }>).map(
            ({ has_image: _, ...row }) => ({ ...row, hasImage: false }),
          ),
      };
    }
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

  /** A value by id; a service type's id is its integer (`service` says which list to read). */
  byId(id: string, service?: string): MasterDataValue | undefined {
    if (service === SERVICE_TYPES_PATH)
      return /^\d{1,15}$/.test(id) ? (this.statements.service.byId.get(id) as Row | undefined) : undefined;
    return this.statements.byId.get(id) as Row | undefined;
  }

  byName(key: MasterDataKey, name: string): MasterDataValue | undefined {
    if (isServiceTypes(key))
      return this.statements.service.byName.get({ key: nameKey(name) }) as Row | undefined;
    return this.statements.byName.get({ ...key, key: nameKey(name) }) as Row | undefined;
  }

  /** A new value; a service type takes the next integer id instead of `id`. */
  create(id: string, key: MasterDataKey, fields: MasterDataFields): MasterDataValue {
    if (isServiceTypes(key))
      return this.db.transaction(() => {
        const next = this.statements.service.nextId.get() as number;
        this.statements.service.insert.run({ id: next, name: fields.name, description: fields.description });
        return { id: String(next), ...key, ...fields };
      });
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
    if (isServiceTypes(current)) {
      this.statements.service.update.run({
        id: current.id,
        name: fields.name,
        description: fields.description,
      });
      return { ...current, ...fields };
    }
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

  /** Deletes a value; a service type's is a row of service_types (`service` says so). */
  remove(id: string, service?: string) {
    if (service === SERVICE_TYPES_PATH) this.statements.service.remove.run(id);
    else this.statements.remove.run(id);
  }

  /** Performers who list this specialty among theirs. */
  performersWith(specialty: string): number {
    return this.statements.performersWith.get(specialty.trim()) as number;
  }

  /**
   * How many records of each kind name this value (its type's kinds, zeros included; none for a
   * type no record names). A type without a row in USES is a mistake, not a value never used.
   */
  usage(value: MasterDataValue): Usage {
    const uses = this.uses.get(usesKey(value));
    if (!uses) throw new Error(`No row in USES for ${usesKey(value)}`);
    const params = { id: value.id, name: value.name.trim() };
    return Object.fromEntries(uses.map(({ kind, count }) => [kind, count.get(params) as number]));
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
