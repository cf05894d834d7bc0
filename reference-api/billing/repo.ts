import type Database from "better-sqlite3";
import type { FeeSchedule, FeeScheduleEntry, FeeSchedulePlan, ImportLog } from "../types";
import type { Db } from "../db/db";
import { ownerVisible, ownersParam, stored, type Owners, type Window } from "./codes-repo";
import { needleContains, needleParams, registerTextFunctions, sortKey } from "./sort";

/** A plan read with its schedule's name and owner (a plan and its entries are their schedule's, decision 054). */
type PlanRow = FeeSchedulePlan & { feeScheduleName: string | null; ownerOrganizationId: string | null };

/** An entry read with its plan's, its schedule's and its referenced plan's names. */
type EntryViewRow = FeeScheduleEntry & {
  planName: string | null;
  feeScheduleId: string | null;
  ownerScheduleName: string | null;
  referencedPlanName: string | null;
  referencedScheduleName: string | null;
  ownerOrganizationId: string | null;
};

export type ScheduleView = FeeSchedule & { payerName: string | null; planCount: number; entryCount: number };
export type PlanView = FeeSchedulePlan & {
  feeScheduleName: string | null;
  entryCount: number;
  ownerOrganizationId: string | null;
};
export type EntryView = FeeScheduleEntry & {
  planName: string | null;
  feeScheduleId: string | null;
  referencedFeeSchedulePlanName: string | null;
  ownerOrganizationId: string | null;
};

/** An entry that blocks a delete, with what its description needs. */
export interface Blocker {
  entry: FeeScheduleEntry;
  planLabel: string;
  feeScheduleId: string | null;
  /** The owner of the referring entry's schedule: who may be shown it. */
  ownerOrganizationId: string | null;
}

/** The fee schedule list's sorts ("name,asc", Spring's parameter) and their indexed columns. */
const SCHEDULE_SORTS: Record<string, string> = {
  name: "f.name_key",
  category: "f.category",
  effectiveDate: "f.effective_sort",
};

/**
 * A plan's label: its name, prefixed with its schedule's unless it already starts with it. Plans
 * are listed with it, so the same rule runs in SQL (`PLAN_LABEL`) and here.
 */
const LABEL_SEPARATOR = " – ";
export function planLabel(planName: string, scheduleName: string | null): string {
  const owner = scheduleName ?? "?";
  return planName.startsWith(owner) ? planName : `${owner}${LABEL_SEPARATOR}${planName}`;
}
const PLAN_LABEL = `CASE WHEN substr(p.name, 1, length(f.name)) = f.name THEN p.name ELSE f.name || @separator || p.name END`;
const PLAN_LABEL_KEY = `CASE WHEN substr(p.name, 1, length(f.name)) = f.name THEN p.name_key ELSE f.name_key || @separator_key || p.name_key END`;

const SCHEDULE_COLUMNS = `f.id, f.name, f.category, f.description, f.effective_date AS effectiveDate,
  f.payer_id AS payerId, f.created_at AS createdAt, f.owner_organization_id AS ownerOrganizationId`;
const SCHEDULE_VIEW = `SELECT ${SCHEDULE_COLUMNS},
  (SELECT payer_name FROM payers WHERE id = f.payer_id) AS payerName,
  (SELECT COUNT(*) FROM plans WHERE fee_schedule_id = f.id) AS planCount,
  (SELECT COUNT(*) FROM entries e JOIN plans p ON p.id = e.plan_id WHERE p.fee_schedule_id = f.id) AS entryCount
  FROM fee_schedules f`;
const SCHEDULE_FILTER = `(@category IS NULL OR f.category = @category) AND ${needleContains("f.name")}
  AND (@payer IS NULL OR f.payer_id = @payer) AND ${ownerVisible("f.owner_organization_id")}`;
const PLAN_COLUMNS =
  "p.id, p.fee_schedule_id AS feeScheduleId, p.name, p.description, f.name AS feeScheduleName";
const PLAN = `SELECT ${PLAN_COLUMNS}, f.owner_organization_id AS ownerOrganizationId
  FROM plans p LEFT JOIN fee_schedules f ON f.id = p.fee_schedule_id`;
const PLAN_VIEW = `SELECT ${PLAN_COLUMNS}, (SELECT COUNT(*) FROM entries e WHERE e.plan_id = p.id) AS entryCount,
  f.owner_organization_id AS ownerOrganizationId FROM plans p LEFT JOIN fee_schedules f ON f.id = p.fee_schedule_id`;
const ENTRY_COLUMNS = `e.id, e.plan_id AS planId, e.procedure_code AS procedureCode, e.modifier, e.amount,
  e.referenced_plan_id AS referencedFeeSchedulePlanId`;
const ENTRY = `SELECT ${ENTRY_COLUMNS} FROM entries e`;
const ENTRY_VIEW = `SELECT ${ENTRY_COLUMNS}, p.name AS planName, p.fee_schedule_id AS feeScheduleId,
  f.name AS ownerScheduleName, f.owner_organization_id AS ownerOrganizationId,
  rp.name AS referencedPlanName, rf.name AS referencedScheduleName
  FROM entries e
  LEFT JOIN plans p ON p.id = e.plan_id LEFT JOIN fee_schedules f ON f.id = p.fee_schedule_id
  LEFT JOIN plans rp ON rp.id = e.referenced_plan_id LEFT JOIN fee_schedules rf ON rf.id = rp.fee_schedule_id`;
const PLAN_ENTRY_FILTER = `e.plan_id = @plan
  AND (@code IS NULL OR substr(e.procedure_code, 1, length(@code)) = @code)
  AND (@modifier IS NULL OR (@modifier = 'NONE' AND e.modifier IS NULL) OR (@modifier <> 'NONE' AND e.modifier = @modifier))
  AND (@referenced IS NULL OR e.referenced_plan_id = @referenced
    OR EXISTS (SELECT 1 FROM plans r WHERE r.id = e.referenced_plan_id AND r.fee_schedule_id = @referenced))`;
const IMPORT_LOG = `SELECT id, fee_schedule_id AS feeScheduleId, plan_id AS planId, file_name AS fileName, status,
  total_rows AS totalRows, processed_rows AS processedRows, imported_rows AS importedRows, errors,
  created_at AS createdAt, account_id AS accountId FROM import_logs`;
/** An import log is seen with its schedule (decision 054): a deleted schedule's only by those who see all. */
const IMPORT_LOG_FILTER = `(@schedule IS NULL OR fee_schedule_id = @schedule) AND (@id IS NULL OR id = @id)
  AND (@owners IS NULL OR EXISTS (SELECT 1 FROM fee_schedules f WHERE f.id = import_logs.fee_schedule_id
    AND ${ownerVisible("f.owner_organization_id")}))`;

const toPlan = ({ id, feeScheduleId, name, description }: FeeSchedulePlan): FeeSchedulePlan => ({
  id,
  feeScheduleId,
  name,
  description,
});

const toEntry = (r: FeeScheduleEntry): FeeScheduleEntry => ({
  id: r.id,
  planId: r.planId,
  procedureCode: r.procedureCode,
  modifier: r.modifier,
  amount: r.amount,
  referencedFeeSchedulePlanId: r.referencedFeeSchedulePlanId,
});

const toEntryView = (r: EntryViewRow): EntryView => ({
  ...toEntry(r),
  planName: r.planName,
  feeScheduleId: r.feeScheduleId,
  referencedFeeSchedulePlanName:
    r.referencedPlanName === null ? null : planLabel(r.referencedPlanName, r.referencedScheduleName),
  ownerOrganizationId: r.ownerOrganizationId,
});

const toBlocker = (r: EntryViewRow): Blocker => ({
  entry: toEntry(r),
  planLabel: r.planName === null ? "?" : planLabel(r.planName, r.ownerScheduleName),
  feeScheduleId: r.feeScheduleId,
  ownerOrganizationId: r.ownerOrganizationId,
});

type ImportLogRow = Omit<ImportLog, "errors"> & { errors: string };
const toImportLog = (r: ImportLogRow): ImportLog => ({
  ...r,
  errors: JSON.parse(r.errors) as ImportLog["errors"],
});

/** Named parameters of the writes: the name's sort key beside the name (billing/sort.ts). */
const scheduleParams = (f: FeeSchedule) => ({
  ...f,
  nameKey: sortKey(f.name),
  payerId: f.payerId ?? null,
  ownerOrganizationId: f.ownerOrganizationId ?? null,
});
const planParams = (p: FeeSchedulePlan) => ({ ...p, nameKey: sortKey(p.name) });
const entryParams = (e: FeeScheduleEntry) => ({
  ...e,
  modifier: e.modifier ?? null,
  referencedFeeSchedulePlanId: e.referencedFeeSchedulePlanId ?? null,
});
const importLogParams = (l: ImportLog) => ({ ...l, errors: JSON.stringify(l.errors) });

/** Blockers of a delete are listed up to this many; all are counted. */
const BLOCKERS_LISTED = 50;

/**
 * Fee schedules, plans, entries and the import log (migrations 012 and 013). Views carry their
 * counts and names from SQL; lists filter, sort and page in SQL; a delete of several rows is one
 * transaction.
 */
export class BillingRepo {
  private readonly statements;
  private readonly scheduleLists = new Map<string, Database.Statement>();

  constructor(private readonly db: Db) {
    registerTextFunctions(db);
    const sql = db.sql;
    this.statements = {
      // ---- fee schedules
      schedule: sql.prepare(`SELECT ${SCHEDULE_COLUMNS} FROM fee_schedules f WHERE f.id = ?`),
      scheduleView: sql.prepare(`${SCHEDULE_VIEW} WHERE f.id = ?`),
      schedules: sql.prepare(`SELECT ${SCHEDULE_COLUMNS} FROM fee_schedules f ORDER BY f.seq`),
      scheduleCount: sql.prepare(`SELECT COUNT(*) FROM fee_schedules f WHERE ${SCHEDULE_FILTER}`),
      scheduleNamed: sql.prepare(
        `SELECT ${SCHEDULE_COLUMNS} FROM fee_schedules f WHERE js_lower(f.name) = @name AND f.id IS NOT @except ORDER BY f.seq LIMIT 1`,
      ),
      insertSchedule: sql.prepare(
        `INSERT INTO fee_schedules (id, name, name_key, category, description, effective_date, payer_id, created_at,
          owner_organization_id)
          VALUES (@id, @name, @nameKey, @category, @description, @effectiveDate, @payerId, @createdAt, @ownerOrganizationId)`,
      ),
      updateSchedule: sql.prepare(
        `UPDATE fee_schedules SET name = @name, name_key = @nameKey, category = @category, description = @description,
          effective_date = @effectiveDate, payer_id = @payerId WHERE id = @id`,
      ),
      deleteScheduleEntries: sql.prepare(
        "DELETE FROM entries WHERE plan_id IN (SELECT id FROM plans WHERE fee_schedule_id = ?)",
      ),
      deleteSchedulePlans: sql.prepare("DELETE FROM plans WHERE fee_schedule_id = ?"),
      deleteSchedule: sql.prepare("DELETE FROM fee_schedules WHERE id = ?"),
      scheduleEntryCount: sql.prepare(
        "SELECT COUNT(*) FROM entries e JOIN plans p ON p.id = e.plan_id WHERE p.fee_schedule_id = ?",
      ),
      scheduleEntries: sql.prepare(
        `${ENTRY_VIEW} WHERE p.fee_schedule_id = @schedule ORDER BY e.seq LIMIT @limit OFFSET @offset`,
      ),
      // Entries of other schedules that point at one of this schedule's plans.
      scheduleBlockerCount: sql.prepare(
        `SELECT COUNT(*) FROM entries e JOIN plans rp ON rp.id = e.referenced_plan_id JOIN plans p ON p.id = e.plan_id
          WHERE rp.fee_schedule_id = @schedule AND p.fee_schedule_id <> @schedule`,
      ),
      scheduleBlockers: sql.prepare(
        `${ENTRY_VIEW} WHERE rp.fee_schedule_id = @schedule AND p.fee_schedule_id <> @schedule ORDER BY e.seq LIMIT @limit`,
      ),
      // ---- plans
      plan: sql.prepare(`${PLAN} WHERE p.id = ?`),
      planView: sql.prepare(`${PLAN_VIEW} WHERE p.id = ?`),
      plans: sql.prepare(`${PLAN} ORDER BY p.seq`),
      planCount: sql.prepare(
        `SELECT COUNT(*) FROM plans p WHERE p.fee_schedule_id = @schedule AND ${needleContains("p.name")}`,
      ),
      planPage: sql.prepare(
        `${PLAN_VIEW} WHERE p.fee_schedule_id = @schedule AND ${needleContains("p.name")} ORDER BY p.seq LIMIT @limit OFFSET @offset`,
      ),
      planNamed: sql.prepare(
        `${PLAN} WHERE p.fee_schedule_id = @schedule AND js_lower(p.name) = @name AND p.id IS NOT @except ORDER BY p.seq LIMIT 1`,
      ),
      planLabels: sql.prepare(
        `SELECT id, label FROM (
          SELECT p.id, p.seq, ${PLAN_LABEL} AS label, ${PLAN_LABEL_KEY} AS label_key
            FROM plans p JOIN fee_schedules f ON f.id = p.fee_schedule_id
            WHERE ${ownerVisible("f.owner_organization_id")} AND (@code IS NULL OR EXISTS (
              SELECT 1 FROM entries e WHERE e.plan_id = p.id AND e.procedure_code = @code
                AND (@modifier IS NULL OR e.modifier = @modifier)))
        ) WHERE ${needleContains("label")} ORDER BY label_key, seq`,
      ),
      insertPlan: sql.prepare(
        `INSERT INTO plans (id, fee_schedule_id, name, name_key, description)
          VALUES (@id, @feeScheduleId, @name, @nameKey, @description)`,
      ),
      updatePlan: sql.prepare(
        "UPDATE plans SET name = @name, name_key = @nameKey, description = @description WHERE id = @id",
      ),
      deletePlanEntries: sql.prepare("DELETE FROM entries WHERE plan_id = ?"),
      deletePlan: sql.prepare("DELETE FROM plans WHERE id = ?"),
      planEntryCount: sql.prepare("SELECT COUNT(*) FROM entries WHERE plan_id = ?"),
      planBlockerCount: sql.prepare(
        "SELECT COUNT(*) FROM entries WHERE referenced_plan_id = @plan AND plan_id <> @plan",
      ),
      planBlockers: sql.prepare(
        `${ENTRY_VIEW} WHERE e.referenced_plan_id = @plan AND e.plan_id <> @plan ORDER BY e.seq LIMIT @limit`,
      ),
      // ---- entries
      entry: sql.prepare(`${ENTRY} WHERE e.id = ?`),
      entryView: sql.prepare(`${ENTRY_VIEW} WHERE e.id = ?`),
      entries: sql.prepare(`${ENTRY} ORDER BY e.seq`),
      entryInPlan: sql.prepare(
        `${ENTRY} WHERE e.plan_id = @plan AND e.procedure_code = @code AND e.modifier IS @modifier
          AND e.id IS NOT @except ORDER BY e.seq LIMIT 1`,
      ),
      planEntryFilteredCount: sql.prepare(`SELECT COUNT(*) FROM entries e WHERE ${PLAN_ENTRY_FILTER}`),
      planEntryPage: sql.prepare(
        `${ENTRY_VIEW} WHERE ${PLAN_ENTRY_FILTER} ORDER BY e.seq LIMIT @limit OFFSET @offset`,
      ),
      insertEntry: sql.prepare(
        `INSERT INTO entries (id, plan_id, procedure_code, modifier, amount, referenced_plan_id)
          VALUES (@id, @planId, @procedureCode, @modifier, @amount, @referencedFeeSchedulePlanId)`,
      ),
      updateEntry: sql.prepare(
        `UPDATE entries SET procedure_code = @procedureCode, modifier = @modifier, amount = @amount,
          referenced_plan_id = @referencedFeeSchedulePlanId WHERE id = @id`,
      ),
      deleteEntry: sql.prepare("DELETE FROM entries WHERE id = ?"),
      // ---- import logs
      importLogs: sql.prepare(`${IMPORT_LOG} ORDER BY seq`),
      lastImport: sql.prepare(`${IMPORT_LOG} WHERE fee_schedule_id = ? ORDER BY seq DESC LIMIT 1`),
      importLogCount: sql.prepare(`SELECT COUNT(*) FROM import_logs WHERE ${IMPORT_LOG_FILTER}`),
      importLogPage: sql.prepare(
        `${IMPORT_LOG} WHERE ${IMPORT_LOG_FILTER} ORDER BY seq DESC LIMIT @limit OFFSET @offset`,
      ),
      insertImportLog: sql.prepare(
        `INSERT INTO import_logs (id, fee_schedule_id, plan_id, file_name, status, total_rows, processed_rows,
          imported_rows, errors, created_at, account_id)
          VALUES (@id, @feeScheduleId, @planId, @fileName, @status, @totalRows, @processedRows,
          @importedRows, @errors, @createdAt, @accountId)`,
      ),
      updateImportLog: sql.prepare(
        `UPDATE import_logs SET status = @status, processed_rows = @processedRows, imported_rows = @importedRows,
          errors = @errors WHERE id = @id`,
      ),
    };
  }

  // ---- fee schedules -----------------------------------------------------------------------

  schedule(id: string): FeeSchedule | undefined {
    return this.statements.schedule.get(id) as FeeSchedule | undefined;
  }

  scheduleView(id: string): ScheduleView | undefined {
    return this.statements.scheduleView.get(id) as ScheduleView | undefined;
  }

  allSchedules(): FeeSchedule[] {
    return (this.statements.schedules.all() as FeeSchedule[]).map(stored);
  }

  /** Another schedule with this name, ignoring case. */
  scheduleNamed(name: string, except?: string): FeeSchedule | undefined {
    return this.statements.scheduleNamed.get({ name: name.toLowerCase(), except: except ?? null }) as
      FeeSchedule | undefined;
  }

  /**
   * The fee schedule list: filtered by category, name and payer; sorted by Spring's `sort`
   * ("name,asc"; an unknown field keeps the order of creation); ties keep the order of creation.
   */
  scheduleList(
    filter: { category?: string; name?: string; payerId?: string },
    sort: string,
    owners?: Owners,
  ): Window<ScheduleView> {
    const [field, direction] = sort.split(",");
    // Own keys only: `sort=constructor` names no column (the prototype's are no columns).
    const column = field && Object.hasOwn(SCHEDULE_SORTS, field) ? SCHEDULE_SORTS[field] : undefined;
    const order = column
      ? `${column} ${direction?.toLowerCase() === "desc" ? "DESC" : "ASC"}, f.seq`
      : "f.seq";
    const rows = this.scheduleListStatement(order);
    const params = {
      ...needleParams(filter.name),
      category: filter.category || null,
      payer: filter.payerId || null,
      ...ownersParam(owners),
    };
    return {
      count: () => this.statements.scheduleCount.pluck().get(params) as number,
      rows: (limit, offset) => rows.all({ ...params, limit, offset }) as ScheduleView[],
    };
  }

  /** One prepared statement per sort order (ORDER BY takes no parameters); there are seven. */
  private scheduleListStatement(order: string): Database.Statement {
    let statement = this.scheduleLists.get(order);
    if (!statement) {
      statement = this.db.sql.prepare(
        `${SCHEDULE_VIEW} WHERE ${SCHEDULE_FILTER} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
      );
      this.scheduleLists.set(order, statement);
    }
    return statement;
  }

  insertSchedule(f: FeeSchedule) {
    this.statements.insertSchedule.run(scheduleParams(f));
  }

  /** The owner is not among what an update writes: it never changes. */
  updateSchedule(f: FeeSchedule) {
    this.statements.updateSchedule.run(scheduleParams(f));
  }

  /** Deletes a schedule with its plans and their entries, all or nothing. */
  deleteSchedule(id: string) {
    this.db.transaction(() => {
      this.statements.deleteScheduleEntries.run(id);
      this.statements.deleteSchedulePlans.run(id);
      this.statements.deleteSchedule.run(id);
    });
  }

  /** The entries of all of a schedule's plans, as created. */
  scheduleEntries(scheduleId: string): Window<EntryView> {
    return {
      count: () => this.scheduleEntryCount(scheduleId),
      rows: (limit, offset) =>
        (this.statements.scheduleEntries.all({ schedule: scheduleId, limit, offset }) as EntryViewRow[]).map(
          toEntryView,
        ),
    };
  }

  scheduleEntryCount(scheduleId: string): number {
    return this.statements.scheduleEntryCount.pluck().get(scheduleId) as number;
  }

  /** Entries of other schedules that reference one of this schedule's plans: the first few and their count. */
  scheduleBlockers(scheduleId: string): { count: number; listed: Blocker[] } {
    const params = { schedule: scheduleId, limit: BLOCKERS_LISTED };
    return {
      count: this.statements.scheduleBlockerCount.pluck().get({ schedule: scheduleId }) as number,
      listed: (this.statements.scheduleBlockers.all(params) as EntryViewRow[]).map(toBlocker),
    };
  }

  // ---- plans -------------------------------------------------------------------------------

  /** A plan with its label and its schedule's owner (decision 054). */
  plan(
    id: string | null | undefined,
  ): (FeeSchedulePlan & { label: string; ownerOrganizationId: string | null }) | undefined {
    if (!id) return undefined;
    const row = this.statements.plan.get(id) as PlanRow | undefined;
    return (
      row && {
        ...toPlan(row),
        label: planLabel(row.name, row.feeScheduleName),
        ownerOrganizationId: row.ownerOrganizationId,
      }
    );
  }

  planView(id: string): PlanView | undefined {
    return this.statements.planView.get(id) as PlanView | undefined;
  }

  allPlans(): FeeSchedulePlan[] {
    return (this.statements.plans.all() as PlanRow[]).map(toPlan);
  }

  /** A schedule's plans whose name contains the search, as created. */
  planList(scheduleId: string, needle: string | undefined): Window<PlanView> {
    const params = { ...needleParams(needle), schedule: scheduleId };
    return {
      count: () => this.statements.planCount.pluck().get(params) as number,
      rows: (limit, offset) => this.statements.planPage.all({ ...params, limit, offset }) as PlanView[],
    };
  }

  /** The schedule's plan of this name, ignoring case (other than `except`). */
  planNamed(scheduleId: string, name: string, except?: string): FeeSchedulePlan | undefined {
    const row = this.statements.planNamed.get({
      schedule: scheduleId,
      name: name.toLowerCase(),
      except: except ?? null,
    });
    return row ? toPlan(row as PlanRow) : undefined;
  }

  /**
   * Every plan's label by label, optionally only the labels containing `needle` and the plans with
   * an entry for a procedure code (and modifier).
   */
  planLabels(
    filter: {
      name?: string;
      procedureCode?: string;
      modifier?: string;
    },
    owners?: Owners,
  ): Array<{ id: string; label: string }> {
    return this.statements.planLabels.all({
      ...needleParams(filter.name),
      ...ownersParam(owners),
      code: filter.procedureCode || null,
      modifier: filter.modifier || null,
      separator: LABEL_SEPARATOR,
      separator_key: sortKey(LABEL_SEPARATOR),
    }) as Array<{ id: string; label: string }>;
  }

  insertPlan(p: FeeSchedulePlan) {
    this.statements.insertPlan.run(planParams(p));
  }

  updatePlan(p: FeeSchedulePlan) {
    this.statements.updatePlan.run(planParams(p));
  }

  /** Deletes a plan with its entries, all or nothing. */
  deletePlan(id: string) {
    this.db.transaction(() => {
      this.statements.deletePlanEntries.run(id);
      this.statements.deletePlan.run(id);
    });
  }

  planEntryCount(planId: string): number {
    return this.statements.planEntryCount.pluck().get(planId) as number;
  }

  /** Entries of other plans that reference this plan: the first few and their count. */
  planBlockers(planId: string): { count: number; listed: Blocker[] } {
    return {
      count: this.statements.planBlockerCount.pluck().get({ plan: planId }) as number,
      listed: (
        this.statements.planBlockers.all({ plan: planId, limit: BLOCKERS_LISTED }) as EntryViewRow[]
      ).map(toBlocker),
    };
  }

  // ---- entries -----------------------------------------------------------------------------

  entry(id: string): FeeScheduleEntry | undefined {
    return this.statements.entry.get(id) as FeeScheduleEntry | undefined;
  }

  entryView(id: string): EntryView | undefined {
    const row = this.statements.entryView.get(id) as EntryViewRow | undefined;
    return row && toEntryView(row);
  }

  allEntries(): FeeScheduleEntry[] {
    return this.statements.entries.all() as FeeScheduleEntry[];
  }

  /** The plan's entry for a code and modifier (null: the one without), other than `except`. */
  entryInPlan(
    planId: string,
    code: string,
    modifier: string | null,
    except?: string,
  ): FeeScheduleEntry | undefined {
    const params = { plan: planId, code, modifier, except: except ?? null };
    return this.statements.entryInPlan.get(params) as FeeScheduleEntry | undefined;
  }

  /**
   * A plan's entries, as created: by procedure code prefix, by modifier ("NONE": without one), and
   * by the plan (or any plan of the schedule) they reference.
   */
  planEntries(
    planId: string,
    filter: { procedureCode?: string; modifier?: string; referenced?: string },
  ): Window<EntryView> {
    const params = {
      plan: planId,
      code: filter.procedureCode || null,
      modifier: filter.modifier || null,
      referenced: filter.referenced || null,
    };
    return {
      count: () => this.statements.planEntryFilteredCount.pluck().get(params) as number,
      rows: (limit, offset) =>
        (this.statements.planEntryPage.all({ ...params, limit, offset }) as EntryViewRow[]).map(toEntryView),
    };
  }

  insertEntry(e: FeeScheduleEntry) {
    this.statements.insertEntry.run(entryParams(e));
  }

  updateEntry(e: FeeScheduleEntry) {
    this.statements.updateEntry.run(entryParams(e));
  }

  deleteEntry(id: string) {
    this.statements.deleteEntry.run(id);
  }

  // ---- import logs -------------------------------------------------------------------------

  allImportLogs(): ImportLog[] {
    return (this.statements.importLogs.all() as ImportLogRow[]).map(toImportLog);
  }

  lastImport(scheduleId: string): ImportLog | null {
    const row = this.statements.lastImport.get(scheduleId) as ImportLogRow | undefined;
    return row ? toImportLog(row) : null;
  }

  /** Import logs, newest first, optionally of one schedule or one id, of the schedules `owners` sees. */
  importLogList(filter: { feeScheduleId?: string; id?: string }, owners?: Owners): Window<ImportLog> {
    const params = { schedule: filter.feeScheduleId || null, id: filter.id || null, ...ownersParam(owners) };
    return {
      count: () => this.statements.importLogCount.pluck().get(params) as number,
      rows: (limit, offset) =>
        (
          this.statements.importLogPage.all({ ...params, limit, offset }) as Parameters<
            typeof toImportLog
          >[0][]
        ).map(toImportLog),
    };
  }

  insertImportLog(log: ImportLog) {
    this.statements.insertImportLog.run(importLogParams(log));
  }

  /** Writes an import's progress: status, counters and errors. */
  updateImportLog(log: ImportLog) {
    this.statements.updateImportLog.run(importLogParams(log));
  }

  /** Seed and import: schedules, then plans, then entries (which may reference any plan). */
  insertAll(tables: {
    feeSchedules: readonly FeeSchedule[];
    plans: readonly FeeSchedulePlan[];
    entries: readonly FeeScheduleEntry[];
    importLogs: readonly ImportLog[];
  }) {
    this.db.transaction(() => {
      for (const f of tables.feeSchedules) this.insertSchedule(f);
      for (const p of tables.plans) this.insertPlan(p);
      for (const e of tables.entries) this.insertEntry(e);
      for (const l of tables.importLogs) this.insertImportLog(l);
    });
  }
}
