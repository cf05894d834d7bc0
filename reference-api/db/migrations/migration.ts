/** A schema change: applied once, in `version` order, inside a transaction (../db.ts). */
export interface Migration {
  version: number;
  name: string;
  up: string;
}
