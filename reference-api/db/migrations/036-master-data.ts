import type { Migration } from "./migration";

/**
 * Master-data values (issue 21, decision 034): one table for the thirteen types the app lists
 * under /provider/master-data, keyed by the service path each type is called through and, where
 * one path serves several types (/api/masterData), by the type's field name. Names are unique per
 * type, case aside. A task type's kind and a device model's manufacturer (by name) are columns of
 * their own; the other types leave them empty. An image-library value may hold one picture
 * (its bytes and media type).
 */
export const m036MasterData: Migration = {
  version: 36,
  name: "master-data",
  up: `
    CREATE TABLE master_data_values (
      id TEXT PRIMARY KEY,
      seq INTEGER NOT NULL,
      service TEXT NOT NULL,
      type TEXT NOT NULL DEFAULT '',
      name TEXT NOT NULL,
      name_key TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      category TEXT,
      manufacturer TEXT,
      image BLOB,
      image_type TEXT,
      UNIQUE (service, type, name_key)
    ) STRICT;
    CREATE INDEX master_data_values_list ON master_data_values (service, type, seq);
  `,
};
