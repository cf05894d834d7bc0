import type { Migration } from "./migration";

/**
 * Master data's read-only lists (issue 21's "also", decision 034's addendum): the devices
 * (`GET /api/meta/device`) and the vaccine inventories (`GET /api/masterData/inventories`). The
 * contract has no call that changes them, so their rows come with the schema rather than with the
 * seed: a reset of the demo state (store.reset) leaves them as they are, as it leaves the schema.
 * Products and payers are listed from their own tables (programs, billing).
 */
export const m044MasterDataViews: Migration = {
  version: 44,
  name: "master-data-views",
  up: `
    CREATE TABLE devices (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      serial_number TEXT NOT NULL,
      model TEXT NOT NULL,
      manufacturer TEXT NOT NULL
    ) STRICT;

    CREATE TABLE inventories (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      inventory_type TEXT NOT NULL,
      manufacturer TEXT NOT NULL,
      lot_number TEXT NOT NULL,
      quantity INTEGER NOT NULL,
      expires_on TEXT NOT NULL
    ) STRICT;

    INSERT INTO devices (id, name, serial_number, model, manufacturer) VALUES
      ('device-1', 'Cuff 1, Main clinic', 'BP-2024-0001', 'BP-200', 'Omron'),
      ('device-2', 'Cuff 2, Main clinic', 'BP-2024-0002', 'BP-200', 'Omron'),
      ('device-3', 'Glucose meter, front desk', 'GM-7781', 'Contour Next', 'Ascensia'),
      ('device-4', 'Scale, exam room 2', 'SC-3310', 'Health o meter 500KL', 'Health o meter'),
      ('device-5', 'Thermometer, triage', 'TH-0912', 'TAT-5000', 'Exergen'),
      ('device-6', 'Pulse oximeter, triage', 'PO-4471', 'OxiMax N-65', 'Medtronic');

    INSERT INTO inventories (id, name, inventory_type, manufacturer, lot_number, quantity, expires_on) VALUES
      ('inventory-1', 'Comirnaty 2025-2026', 'COVID', 'Pfizer', 'PF-LT4481', 240, '2027-03-31'),
      ('inventory-2', 'Spikevax 2025-2026', 'COVID', 'Moderna', 'MD-LT2207', 180, '2027-02-28'),
      ('inventory-3', 'Fluzone High-Dose', 'Flu', 'Sanofi', 'SF-LT9034', 320, '2027-06-30'),
      ('inventory-4', 'Flucelvax', 'Flu', 'CSL Seqirus', 'CS-LT1188', 150, '2027-06-30'),
      ('inventory-5', 'Novavax 2025-2026', 'COVID', 'Novavax', 'NV-LT0553', 60, '2027-01-31');
  `,
};
