import type { Db } from "../db/db";
import type { Window } from "../billing/codes-repo";

/**
 * Master data's read-only lists (decision 034's addendum): devices and inventories (migration
 * 044), every program's products with their program and item count (migration 038's tables, read
 * only), and the payers (migration 011's). Each is searched by part of its name, case aside, and
 * read a page at a time in SQL.
 */

export interface DeviceView {
  id: string;
  name: string;
  serialNumber: string;
  model: string;
  manufacturer: string;
}

export interface InventoryView {
  id: string;
  name: string;
  inventoryType: string;
  manufacturer: string;
  lotNumber: string;
  quantity: number;
  expiresOn: string;
}

export interface ProductView {
  id: string;
  name: string;
  programId: string;
  programName: string;
  itemCount: number;
}

export interface PayerView {
  id: string;
  name: string;
  payerGroupNumber: string;
  state: string;
}

const NEEDLE = "(@needle IS NULL OR instr(lower(%s), @needle) > 0)";
const matches = (column: string) => NEEDLE.replace("%s", column);

export class MasterDataViewRepo {
  private readonly statements;

  constructor(db: Db) {
    const sql = db.sql;
    const pair = (count: string, page: string) => ({
      count: sql.prepare(count).pluck(),
      page: sql.prepare(page),
    });
    this.statements = {
      devices: pair(
        `SELECT COUNT(*) FROM devices WHERE ${matches("name")}`,
        `SELECT id, name, serial_number AS serialNumber, model, manufacturer FROM devices
          WHERE ${matches("name")} ORDER BY seq LIMIT @limit OFFSET @offset`,
      ),
      inventories: pair(
        `SELECT COUNT(*) FROM inventories WHERE ${matches("name")}`,
        `SELECT id, name, inventory_type AS inventoryType, manufacturer, lot_number AS lotNumber, quantity,
          expires_on AS expiresOn FROM inventories WHERE ${matches("name")} ORDER BY seq LIMIT @limit OFFSET @offset`,
      ),
      products: pair(
        `SELECT COUNT(*) FROM program_products WHERE ${matches("name")}`,
        `SELECT p.id, p.name, p.program_id AS programId, g.name AS programName,
          (SELECT COUNT(*) FROM program_product_items i WHERE i.product_id = p.id) AS itemCount
          FROM program_products p JOIN programs g ON g.id = p.program_id
          WHERE ${matches("p.name")} ORDER BY lower(p.name), p.id LIMIT @limit OFFSET @offset`,
      ),
      payers: pair(
        `SELECT COUNT(*) FROM payers WHERE ${matches("payer_name")}`,
        `SELECT id, payer_name AS name, payer_group_number AS payerGroupNumber, state FROM payers
          WHERE ${matches("payer_name")} ORDER BY seq LIMIT @limit OFFSET @offset`,
      ),
    };
  }

  private window<T>(which: keyof typeof this.statements, search: string | undefined): Window<T> {
    const { count, page } = this.statements[which];
    const needle = search?.trim() ? search.trim().toLowerCase() : null;
    return {
      count: () => count.get({ needle }) as number,
      rows: (limit, offset) => page.all({ needle, limit, offset }) as T[],
    };
  }

  devices(search: string | undefined) {
    return this.window<DeviceView>("devices", search);
  }

  inventories(search: string | undefined) {
    return this.window<InventoryView>("inventories", search);
  }

  products(search: string | undefined) {
    return this.window<ProductView>("products", search);
  }

  payers(search: string | undefined) {
    return this.window<PayerView>("payers", search);
  }
}
