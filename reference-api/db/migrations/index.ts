import { m001Meta } from "./001-meta";
import { m002Lanes } from "./002-lanes";
import { m003Tasks } from "./003-tasks";
import { m004Performers } from "./004-performers";
import { m005Organizations } from "./005-organizations";
import { m006Patients } from "./006-patients";
import { m007Accounts } from "./007-accounts";
import { m008Idempotency } from "./008-idempotency";
import { m009IdSequence } from "./009-id-sequence";
import type { Migration } from "./migration";

export type { Migration } from "./migration";

/**
 * Every migration, oldest first. A migration is never edited once merged: a database that already
 * ran it would not run it again. Change the schema with a new, higher-numbered one.
 */
export const MIGRATIONS: readonly Migration[] = [
  m001Meta,
  m002Lanes,
  m003Tasks,
  m004Performers,
  m005Organizations,
  m006Patients,
  m007Accounts,
  m008Idempotency,
  m009IdSequence,
];
