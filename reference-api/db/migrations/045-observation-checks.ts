import type { Migration } from "./migration";

/**
 * Whether the patient has checked a test's result (`PATCH /api/observations/{id}/{checked}/update-checked-status`,
 * decision 045): until they have, the result is new to them and their home lists it under "To do".
 * NULL is "not yet", as for every result seeded before this column.
 */
export const m045ObservationChecks: Migration = {
  version: 45,
  name: "observation-checks",
  up: `
    ALTER TABLE tasks ADD COLUMN result_checked INTEGER;
  `,
};
