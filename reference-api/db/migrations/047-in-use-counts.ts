import type { Migration } from "./migration";

/**
 * What a delete counts before it refuses a value in use (issue 38; decision 034's second
 * addendum): the programs of a program type or category; the lanes and the vaccines given that
 * name a manufacturer (by name, case aside, as the count asks); the patients whose insurance names
 * an insurance provider. Without these the count reads every program, lane, appointment or patient
 * each time a master-data list page or a delete confirmation is shown. (The care plans' observation
 * goals and observations are indexed by their type where they were rebuilt, migration 049.)
 */
export const m047InUseCounts: Migration = {
  version: 47,
  name: "in-use-counts",
  up: `
    CREATE INDEX programs_type ON programs (type_id);
    CREATE INDEX programs_category ON programs (category_id);
    CREATE INDEX lanes_manufacturer ON lanes (manufacturer COLLATE NOCASE);
    CREATE INDEX tasks_vaccine_manufacturer ON tasks (json_extract(vaccine_info, '$.manufacturer') COLLATE NOCASE)
      WHERE vaccine_info IS NOT NULL;
    CREATE INDEX patients_insurance ON patients (json_extract(insurance, '$.payerId'))
      WHERE insurance IS NOT NULL;
  `,
};
