import type { Migration } from "./migration";

/** The counter behind every generated id (Store.nextId): one row, incremented in SQL. */
export const m009IdSequence: Migration = {
  version: 9,
  name: "id sequence",
  up: `
    CREATE TABLE id_sequence (
      name TEXT PRIMARY KEY,
      value INTEGER NOT NULL
    ) STRICT;
  `,
};
