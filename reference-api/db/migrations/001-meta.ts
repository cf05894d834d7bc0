import type { Migration } from "./migration";

/** Key/value facts about the database as a whole, e.g. which seed filled it. */
export const m001Meta: Migration = {
  version: 1,
  name: "meta",
  up: `
    CREATE TABLE meta (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) STRICT;
  `,
};
