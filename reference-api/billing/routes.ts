import { billing as billingCalls } from "@contract/billing";
import type { Request, Response } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import type { FieldError } from "../http";
import { fail, str, serve, found, invalid } from "../http";
import { sqlPage } from "../db/paging";
import type { Blocker } from "./repo";
import type { Store } from "../store";
import type { FeeSchedule, FeeScheduleEntry, FeeSchedulePlan, ImportLog } from "../types";
import { CSV_COLUMNS, REQUIRED_CSV_COLUMNS, amountProblem, normalizeAmount, readCsvUpload } from "./csv";
import { emitEvent } from "../events/bus";
import type { BillingScope } from "../permissions";
import { changeable, readable, scopeOf, twinMessage } from "./ownership";

/**
 * Fee schedules, their plans and entries, CSV import and the import log (spec part 1 §7 "Fee
 * schedules", part 2 §7 "Fee schedules"). Behaviour is described in the README, "Billing". A
 * schedule has an owner (decision 054) and its plans, entries and imports are its: reads need the
 * schedule readable, changes need it changeable (billing-ownership.ts).
 */

const DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(\d{4})$/;
/** Rows handled per step of an import, and the pause between steps (progress is observable). */
const IMPORT_CHUNK_ROWS = 50;
const IMPORT_CHUNK_DELAY_MS = Number(process.env.IMPORT_CHUNK_DELAY_MS ?? 40);
const MAX_ROW_ERRORS = 500;

function realDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, m, d, y] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
}

function optionalId(value: unknown): string | null {
  const v = text(value);
  return v === "" ? null : v;
}

export function billingRoutes(store: Store, options: ReferenceApiOptions) {
  const router = Router();
  const billing = store.billing;
  const codes = store.billingCodes;
  const schedule = (id: string) => billing.schedule(id);
  const plan = (id: string | null | undefined) => billing.plan(id);
  /** An entry with its plan's schedule's owner: an entry is its schedule's (decision 054). */
  const entryOf = (id: string) => {
    const e = billing.entry(id);
    return e && { ...e, ownerOrganizationId: plan(e.planId)?.ownerOrganizationId ?? null };
  };
  /** Whether the caller reads this record (a missing one: no). */
  const visible = (scope: BillingScope, record: { ownerOrganizationId?: string | null } | undefined) =>
    !!record && scope.reads(record.ownerOrganizationId);
  /** The schedule in the path when the caller reads it, else the 404. */
  const readSchedule = (req: Request) =>
    readable(scopeOf(store, req), schedule(req.params.id!), "Fee schedule");

  // ---- dependencies ------------------------------------------------------------------------

  const referenceView = ({ entry: e, planLabel, feeScheduleId }: Blocker) => ({
    type: "FEE_SCHEDULE_ENTRY",
    id: e.id,
    name: `${e.procedureCode}${e.modifier ? `-${e.modifier}` : ""} in ${planLabel}`,
    feeScheduleId,
    planId: e.planId,
  });

  /** Referring entries are counted whoever owns them, and listed only when the caller reads them. */
  const listedFor = (scope: BillingScope, blockers: Blocker[]) =>
    blockers.filter((b) => scope.reads(b.ownerOrganizationId)).map(referenceView);

  function scheduleDependencies(f: FeeSchedule, scope: BillingScope) {
    const blockers = billing.scheduleBlockers(f.id);
    const view = billing.scheduleView(f.id)!;
    const reason = blockers.count
      ? `Fee schedule '${f.name}' cannot be deleted: its plans are referenced by ${blockers.count} ${blockers.count === 1 ? "entry" : "entries"} of other fee schedules`
      : null;
    return {
      canDelete: blockers.count === 0,
      reason,
      references: listedFor(scope, blockers.listed),
      referenceCount: blockers.count,
      contains: { plans: view.planCount, entries: view.entryCount },
    };
  }

  function planDependencies(p: FeeSchedulePlan, scope: BillingScope) {
    const blockers = billing.planBlockers(p.id);
    const reason = blockers.count
      ? `Plan '${p.name}' cannot be deleted: it is referenced by ${blockers.count} ${blockers.count === 1 ? "entry" : "entries"} of other plans`
      : null;
    return {
      canDelete: blockers.count === 0,
      reason,
      references: listedFor(scope, blockers.listed),
      referenceCount: blockers.count,
      contains: { entries: billing.planEntryCount(p.id) },
    };
  }

  function entryDependencies(e: FeeScheduleEntry, scope: BillingScope) {
    const owner = plan(e.planId);
    const target = plan(e.referencedFeeSchedulePlanId);
    const referenced = target && scope.reads(target.ownerOrganizationId) ? target : undefined;
    return {
      canDelete: true,
      reason: null,
      references: [],
      referenceCount: 0,
      contains: {},
      plan: owner ? { id: owner.id, name: owner.label } : null,
      referencedPlan: referenced ? { id: referenced.id, name: referenced.label } : null,
    };
  }

  /** As every in-use refusal (issue 38): the reason, the count, and the count by kind of record. */
  const blocked = (res: Response, deps: { reason: string | null; referenceCount: number }) =>
    fail(res, 409, "HAS_DEPENDENCIES", deps.reason ?? "", {
      reason: deps.reason,
      count: deps.referenceCount,
      usage: { entries: deps.referenceCount },
    });

  // ---- validation --------------------------------------------------------------------------

  function validateSchedule(
    scope: BillingScope,
    body: Record<string, unknown>,
    id?: string,
  ): { errors: FieldError[]; value: Omit<FeeSchedule, "id" | "createdAt"> } {
    const errors: FieldError[] = [];
    const name = text(body.name);
    const category = text(body.category);
    const description = text(body.description);
    const effectiveDate = text(body.effectiveDate);
    const payerId = optionalId(body.payerId);
    if (!name) errors.push({ field: "name", message: "Name is required" });
    else if (name.length > 100)
      errors.push({ field: "name", message: "Name must be 100 characters or fewer" });
    else {
      const twin = billing.scheduleNamed(name, id);
      if (twin)
        errors.push({
          field: "name",
          message: twinMessage(
            scope,
            twin,
            `A fee schedule named '${twin.name}' already exists (${twin.id})`,
            `The fee schedule name '${name}' is already taken`,
          ),
        });
    }
    if (description.length > 500)
      errors.push({ field: "description", message: "Description must be 500 characters or fewer" });
    if (!realDate(effectiveDate))
      errors.push({ field: "effectiveDate", message: "Effective date must be a real date as MM/dd/yyyy" });
    if (payerId && !visible(scope, codes.payer(payerId)))
      errors.push({ field: "payerId", message: `Payer '${payerId}' does not exist` });
    return { errors, value: { name, category, description, effectiveDate, payerId } };
  }

  function validatePlan(body: Record<string, unknown>, feeScheduleId: string, id?: string) {
    const errors: FieldError[] = [];
    const name = text(body.name);
    const description = text(body.description);
    if (!name) errors.push({ field: "name", message: "Name is required" });
    else if (name.length > 100)
      errors.push({ field: "name", message: "Name must be 100 characters or fewer" });
    else {
      const twin = billing.planNamed(feeScheduleId, name, id);
      if (twin)
        errors.push({
          field: "name",
          message: `This fee schedule already has a plan named '${twin.name}' (${twin.id})`,
        });
    }
    if (description.length > 500)
      errors.push({ field: "description", message: "Description must be 500 characters or fewer" });
    return { errors, value: { feeScheduleId, name, description } };
  }

  function validateEntry(scope: BillingScope, body: Record<string, unknown>, planId: string, id?: string) {
    const errors: FieldError[] = [];
    const procedureCode = text(body.procedureCode).toUpperCase();
    const modifier = optionalId(body.modifier)?.toUpperCase() ?? null;
    const amount = normalizeAmount(body.amount);
    const referencedFeeSchedulePlanId = optionalId(body.referencedFeeSchedulePlanId);
    if (!procedureCode) errors.push({ field: "procedureCode", message: "Procedure code is required" });
    else if (!visible(scope, codes.procedureByCode(procedureCode)))
      errors.push({ field: "procedureCode", message: `Unknown procedure code '${procedureCode}'` });
    if (modifier && !visible(scope, codes.modifierByCode(modifier)))
      errors.push({ field: "modifier", message: `Unknown modifier '${modifier}'` });
    if (amount === null) errors.push({ field: "amount", message: amountProblem(body.amount) });
    if (referencedFeeSchedulePlanId) {
      if (referencedFeeSchedulePlanId === planId)
        errors.push({
          field: "referencedFeeSchedulePlanId",
          message: "An entry cannot reference its own plan",
        });
      else if (!visible(scope, plan(referencedFeeSchedulePlanId)))
        errors.push({
          field: "referencedFeeSchedulePlanId",
          message: `Plan '${referencedFeeSchedulePlanId}' does not exist`,
        });
    }
    if (procedureCode && errors.length === 0) {
      const twin = billing.entryInPlan(planId, procedureCode, modifier, id);
      if (twin) {
        errors.push({
          field: "procedureCode",
          message: `This plan already has an entry for '${procedureCode}${modifier ? `-${modifier}` : ""}' (${twin.id}, amount ${twin.amount})`,
        });
      }
    }
    return {
      errors,
      value: { planId, procedureCode, modifier, amount: amount ?? "0.00", referencedFeeSchedulePlanId },
    };
  }

  // ---- CSV import --------------------------------------------------------------------------

  const emitProgress = (log: ImportLog) => {
    emitEvent(store, {
      accountId: log.accountId,
      type: "CSV_IMPORT_PROGRESS",
      data: {
        importId: log.id,
        feeScheduleId: log.feeScheduleId,
        processedRows: log.processedRows,
        totalRows: log.totalRows,
        importedRows: log.importedRows,
        errors: log.errors.length,
        status: log.status,
      },
    });
  };

  function importRow(scope: BillingScope, scheduleId: string, cells: Record<string, string>): string | null {
    const planName = (cells.plan ?? "").trim();
    if (!planName) return "Column plan is empty";
    if (planName.length > 100) return "Plan name must be 100 characters or fewer";
    const code = (cells.procedure_code ?? "").trim().toUpperCase();
    if (!code) return "Column procedure_code is empty";
    if (!visible(scope, codes.procedureByCode(code))) return `Unknown procedure code '${code}'`;
    const modifier = (cells.modifier ?? "").trim().toUpperCase() || null;
    if (modifier && !visible(scope, codes.modifierByCode(modifier))) return `Unknown modifier '${modifier}'`;
    const amount = normalizeAmount(cells.amount ?? "");
    if (amount === null) return amountProblem(cells.amount ?? "");
    const referenced = (cells.referenced_plan_id ?? "").trim() || null;
    if (referenced && !visible(scope, plan(referenced)))
      return `Referenced plan '${referenced}' does not exist`;
    let target = billing.planNamed(scheduleId, planName);
    if (!target) {
      target = {
        id: store.nextId("plan"),
        feeScheduleId: scheduleId,
        name: planName,
        description: "Created by CSV import",
      };
      billing.insertPlan(target);
    }
    if (referenced === target.id) return "An entry cannot reference its own plan";
    const existing = billing.entryInPlan(target.id, code, modifier);
    if (existing) {
      billing.updateEntry({ ...existing, amount, referencedFeeSchedulePlanId: referenced });
    } else {
      billing.insertEntry({
        id: store.nextId("entry"),
        planId: target.id,
        procedureCode: code,
        modifier,
        amount,
        referencedFeeSchedulePlanId: referenced,
      });
    }
    return null;
  }

  serve(router, billingCalls, {
    // ---- fee schedules -----------------------------------------------------------------------
    listSchedules: (req, res) => {
      const list = billing.scheduleList(
        {
          category: str(req.query.category)?.toUpperCase(),
          name: str(req.query.name),
          payerId: str(req.query.payerId),
        },
        str(req.query.sort) ?? "name,asc",
        scopeOf(store, req).owners,
      );
      res.json(sqlPage(req.query.page, req.query.size, 20, list.count, list.rows));
    },
    /** Spec part 1 §7: "fee schedules with plans returns a map of id to label". Keys are plan ids. */
    schedulesWithPlans: (req, res) => {
      const labels = billing.planLabels(
        {
          name: str(req.query.name),
          procedureCode: str(req.query.procedureCode)?.toUpperCase(),
          modifier: str(req.query.modifier)?.toUpperCase(),
        },
        scopeOf(store, req).owners,
      );
      res.json(Object.fromEntries(labels.map(({ id, label }) => [id, label])));
    },
    createSchedule: (req, res) => {
      const scope = scopeOf(store, req);
      const { errors, value } = validateSchedule(scope, req.body as Record<string, unknown>);
      if (errors.length) invalid(errors);
      const created: FeeSchedule = {
        id: store.nextId("fs"),
        ...value,
        createdAt: new Date().toISOString(),
        ownerOrganizationId: scope.ownerOfNew,
      };
      billing.insertSchedule(created);
      res.status(201).json(billing.scheduleView(created.id));
    },
    getSchedule: (req, res) => {
      const view = readable(scopeOf(store, req), billing.scheduleView(req.params.id), "Fee schedule");
      res.json(view);
    },
    scheduleOverview: (req, res) => {
      const view = readable(scopeOf(store, req), billing.scheduleView(req.params.id), "Fee schedule");
      res.json({ ...view, lastImport: billing.lastImport(view.id) });
    },
    scheduleName: (req, res) => {
      const f = readSchedule(req);
      res.type("text/plain").send(f.name);
    },
    scheduleEntries: (req, res) => {
      const f = readSchedule(req);
      const list = billing.scheduleEntries(f.id);
      res.json(sqlPage(req.query.page, req.query.size, 20, list.count, list.rows));
    },
    scheduleDependencies: (req, res) => {
      const f = readSchedule(req);
      res.json(scheduleDependencies(f, scopeOf(store, req)));
    },
    schedulePlans: (req, res) => {
      const f = readSchedule(req);
      const list = billing.planList(f.id, str(req.query.name));
      res.json(sqlPage(req.query.page, req.query.size, 20, list.count, list.rows));
    },
    updateSchedule: (req, res) => {
      const scope = scopeOf(store, req);
      const f = changeable(scope, schedule(req.params.id), "Fee schedule");
      const { errors, value } = validateSchedule(scope, req.body as Record<string, unknown>, f.id);
      if (errors.length) invalid(errors);
      billing.updateSchedule({ ...f, ...value });
      res.json(billing.scheduleView(f.id));
    },
    removeSchedule: (req, res) => {
      const scope = scopeOf(store, req);
      const f = changeable(scope, schedule(req.params.id), "Fee schedule");
      const deps = scheduleDependencies(f, scope);
      if (!deps.canDelete) return blocked(res, deps);
      billing.deleteSchedule(f.id);
      res.status(204).end();
    },
    // ---- plans -------------------------------------------------------------------------------
    createPlan: (req, res) => {
      const body = req.body as Record<string, unknown>;
      const scope = scopeOf(store, req);
      const feeScheduleId = text(body.feeScheduleId);
      const f = schedule(feeScheduleId);
      // Another tree's schedule is as missing here as it is in the caller's lists.
      if (!visible(scope, f))
        invalid([{ field: "feeScheduleId", message: `Fee schedule '${feeScheduleId}' does not exist` }]);
      changeable(scope, f, "Fee schedule");
      const { errors, value } = validatePlan(body, feeScheduleId);
      if (errors.length) invalid(errors);
      const created: FeeSchedulePlan = { id: store.nextId("plan"), ...value };
      billing.insertPlan(created);
      res.status(201).json(billing.planView(created.id));
    },
    planEntries: (req, res) => {
      const p = readable(scopeOf(store, req), plan(req.params.id), "Plan");
      const list = billing.planEntries(p.id, {
        procedureCode: str(req.query.procedureCode)?.trim().toUpperCase(),
        modifier: str(req.query.modifier)?.trim().toUpperCase(),
        referenced: str(req.query.referencedFeeSchedule)?.trim(),
      });
      res.json(sqlPage(req.query.page, req.query.size, 20, list.count, list.rows));
    },
    /** One entry of a plan by procedure code and modifier (no modifier: the entry without one). */
    planEntry: (req, res) => {
      const p = readable(scopeOf(store, req), plan(req.params.id), "Plan");
      const code = str(req.query.procedureCode)?.trim().toUpperCase();
      const modifier = str(req.query.modifier)?.trim().toUpperCase() || null;
      const entry = found(code ? billing.entryInPlan(p.id, code, modifier) : undefined, "Entry");
      res.json(billing.entryView(entry.id));
    },
    planDependencies: (req, res) => {
      const scope = scopeOf(store, req);
      const p = readable(scope, plan(req.params.id), "Plan");
      res.json(planDependencies(p, scope));
    },
    updatePlan: (req, res) => {
      const p = changeable(scopeOf(store, req), plan(req.params.id), "Plan");
      const { errors, value } = validatePlan(req.body as Record<string, unknown>, p.feeScheduleId, p.id);
      if (errors.length) invalid(errors);
      billing.updatePlan({ ...p, name: value.name, description: value.description });
      res.json(billing.planView(p.id));
    },
    removePlan: (req, res) => {
      const scope = scopeOf(store, req);
      const p = changeable(scope, plan(req.params.id), "Plan");
      const deps = planDependencies(p, scope);
      if (!deps.canDelete) return blocked(res, deps);
      billing.deletePlan(p.id);
      res.status(204).end();
    },
    // ---- entries -----------------------------------------------------------------------------
    createEntry: (req, res) => {
      const body = req.body as Record<string, unknown>;
      const scope = scopeOf(store, req);
      const planId = text(body.planId);
      const p = plan(planId);
      if (!visible(scope, p)) invalid([{ field: "planId", message: `Plan '${planId}' does not exist` }]);
      changeable(scope, p, "Plan");
      const { errors, value } = validateEntry(scope, body, planId);
      if (errors.length) invalid(errors);
      const created: FeeScheduleEntry = { id: store.nextId("entry"), ...value };
      billing.insertEntry(created);
      res.status(201).json(billing.entryView(created.id));
    },
    entryDependencies: (req, res) => {
      const scope = scopeOf(store, req);
      const e = readable(scope, entryOf(req.params.id), "Entry");
      res.json(entryDependencies(e, scope));
    },
    updateEntry: (req, res) => {
      const scope = scopeOf(store, req);
      const e = changeable(scope, entryOf(req.params.id), "Entry");
      const { errors, value } = validateEntry(scope, req.body as Record<string, unknown>, e.planId, e.id);
      if (errors.length) invalid(errors);
      billing.updateEntry({ ...e, ...value, planId: e.planId });
      res.json(billing.entryView(e.id));
    },
    removeEntry: (req, res) => {
      const e = changeable(scopeOf(store, req), entryOf(req.params.id), "Entry");
      billing.deleteEntry(e.id);
      res.status(204).end();
    },
    uploadScheduleCsv: async (req, res) => {
      // The rows go into the schedule, so they are its owner's: only those who may change it import.
      const scope = scopeOf(store, req);
      const f = changeable(scope, schedule(req.params.id), "Fee schedule");
      const upload = await readCsvUpload(req, { required: REQUIRED_CSV_COLUMNS, named: CSV_COLUMNS });
      const { fileName, header, rows } = upload;

      const log: ImportLog = {
        id: store.nextId("import"),
        feeScheduleId: f.id,
        planId: null,
        fileName,
        status: "RUNNING",
        totalRows: rows.length,
        processedRows: 0,
        importedRows: 0,
        errors: [],
        createdAt: new Date().toISOString(),
        accountId: req.account?.accountId ?? "",
      };
      billing.insertImportLog(log);
      emitProgress(log);

      // Rows are handled in steps, each a progress event, so a client can watch the import move.
      // Each step is one transaction: its rows and the log's progress are written together.
      let index = 0;
      const step = () => {
        // The store closed (shutdown, end of a test): the import stops where it is.
        if (!store.db.sql.open) return;
        const before = { index, processedRows: log.processedRows, importedRows: log.importedRows };
        const errorsBefore = log.errors.length;
        try {
          store.db.transaction(() => {
            if (!schedule(f.id)) {
              log.status = "FAILED";
              log.errors.push({ row: 0, message: "The fee schedule was deleted during the import" });
            } else {
              const end = Math.min(rows.length, index + IMPORT_CHUNK_ROWS);
              for (; index < end; index++) {
                const cells = Object.fromEntries(header.map((name, i) => [name, rows[index]![i] ?? ""]));
                const problem = importRow(scope, f.id, cells);
                // Row numbers count lines of the file: the header is row 1.
                if (problem) {
                  if (log.errors.length < MAX_ROW_ERRORS)
                    log.errors.push({ row: index + 2, message: problem });
                } else log.importedRows += 1;
                log.processedRows += 1;
              }
              if (index >= rows.length) log.status = "COMPLETED";
            }
            billing.updateImportLog(log);
          });
        } catch (error) {
          // The step's rows were rolled back, so its progress is too.
          index = before.index;
          log.processedRows = before.processedRows;
          log.importedRows = before.importedRows;
          log.errors.length = errorsBefore;
          log.status = "FAILED";
          billing.updateImportLog(log);
          options.log(`import ${log.id} failed: ${String(error)}`);
        }
        emitProgress(log);
        if (log.status === "RUNNING") setTimeout(step, IMPORT_CHUNK_DELAY_MS);
      };
      setTimeout(step, IMPORT_CHUNK_DELAY_MS);
      res.status(202).json(log);
    },
    /** The import log (spec part 2 §7 "Payers and claims": GET /api/logs/import), newest first. */
    importLog: (req, res) => {
      const list = billing.importLogList(
        { feeScheduleId: str(req.query.feeScheduleId), id: str(req.query.id) },
        scopeOf(store, req).owners,
      );
      res.json(sqlPage(req.query.page, req.query.size, 20, list.count, list.rows));
    },
  });

  return router;
}
