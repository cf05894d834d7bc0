import { staff } from "./access";
import { defineCalls } from "./call";
import { decimal, id, listOf, paging, stringOrNumber } from "./common";
import { FEE_SCHEDULE_CATEGORIES } from "./vocabulary";
import { z } from "./zod";

/**
 * Billing set-up (spec part 1 §7 "Fee schedules", "Claims modifiers", "Procedure codes"; part 2
 * §7 "Fee schedules", "Master data", "Payers and claims"): fee schedules with their plans and
 * entries, their CSV import and the import log, and the billing code lists. Payers, claims and
 * their analytics are `claims.ts`'s.
 */

/** Master data (decision 034): only those who may change it read it through these calls. */
const MASTER_DATA = staff("masterData.edit");

/**
 * Who owns a billing record (decision 054): our extension, which the documented calls lack. null is
 * the network's; absent, the upstream does not say (and decides alone who may change it).
 */
export const owner = id.nullish();

// ---- fee schedules ------------------------------------------------------------------------------

export const feeScheduleSchema = z
  .object({
    id,
    name: z.string(),
    category: z.string().nullish(),
    description: z.string().nullish(),
    effectiveDate: z.string().nullish(),
    payerId: id.nullish(),
    payerName: z.string().nullish(),
    planCount: z.number().nullish(),
    entryCount: z.number().nullish(),
    ownerOrganizationId: owner,
  })
  .passthrough();

export const importLogSchema = z
  .object({
    id,
    feeScheduleId: id.nullish(),
    fileName: z.string().nullish(),
    status: z.string(),
    totalRows: z.number().int().nonnegative().default(0),
    processedRows: z.number().int().nonnegative().default(0),
    importedRows: z.number().int().nonnegative().default(0),
    errors: z.array(z.object({ row: z.number().int(), message: z.string() }).passthrough()).default([]),
    createdAt: z.string().nullish(),
  })
  .passthrough();

/**
 * A row of the import log: a fee schedule's import, or with `kind=CLAIMS` a claim import (decision
 * 043), which also counts its rejected rows and names who imported.
 */
export const importLogRowSchema = importLogSchema
  .extend({
    rejectedRows: z.number().int().nonnegative().optional(),
    accountName: z.string().nullish(),
  })
  .passthrough();

export const overviewSchema = feeScheduleSchema
  .extend({ lastImport: importLogSchema.nullish() })
  .passthrough();

export const planSchema = z
  .object({
    id,
    feeScheduleId: id.nullish(),
    name: z.string(),
    description: z.string().nullish(),
    entryCount: z.number().nullish(),
    ownerOrganizationId: owner,
  })
  .passthrough();

export const entrySchema = z
  .object({
    id,
    planId: id.nullish(),
    planName: z.string().nullish(),
    procedureCode: z.string(),
    modifier: z.string().nullish(),
    amount: decimal,
    referencedFeeSchedulePlanId: id.nullish(),
    referencedFeeSchedulePlanName: z.string().nullish(),
    ownerOrganizationId: owner,
  })
  .passthrough();

export const dependencySchema = z
  .object({
    canDelete: z.boolean().default(true),
    reason: z.string().nullish(),
    references: z
      .array(
        z.object({ type: z.string().nullish(), id: id.nullish(), name: z.string().nullish() }).passthrough(),
      )
      .default([]),
    referenceCount: z.number().int().nullish(),
    contains: z
      .object({ plans: z.number().int().nullish(), entries: z.number().int().nullish() })
      .passthrough()
      .default({}),
  })
  .passthrough();

const scheduleBody = z
  .object({
    name: z.string(),
    category: z.enum(FEE_SCHEDULE_CATEGORIES),
    description: z.string().nullish(),
    /** MM/dd/yyyy */
    effectiveDate: z.string(),
    payerId: stringOrNumber.nullish(),
  })
  .passthrough();

const planBody = z
  .object({ feeScheduleId: stringOrNumber, name: z.string(), description: z.string().nullish() })
  .passthrough();

const entryBody = z
  .object({
    planId: stringOrNumber.nullish(),
    procedureCode: z.string(),
    modifier: z.string().nullish(),
    /** A decimal: "125.50". */
    amount: stringOrNumber,
    referencedFeeSchedulePlanId: stringOrNumber.nullish(),
  })
  .passthrough();

/** A CSV upload: the multipart part named `file`. */
const csvUpload = { multipart: z.object({}).passthrough(), files: ["file"] } as const;

const feeSchedulesDoc = { documented: "part 2 §7 Fee schedules" };

// ---- billing code lists -------------------------------------------------------------------------

const procedureCodeSchema = z
  .object({
    id,
    code: z.string(),
    description: z.string().nullish(),
    group: z.string().nullish(),
    defaultAmount: decimal.nullish(),
    ownerOrganizationId: owner,
  })
  .passthrough();

const procedureGroupSchema = z
  .object({
    group: z.string(),
    count: z.number().int().nullish(),
    codes: z.array(procedureCodeSchema).default([]),
  })
  .passthrough();

/** A claims modifier or a reason code: a code and its description. */
const codeSchema = z
  .object({ id, code: z.string(), description: z.string().nullish(), ownerOrganizationId: owner })
  .passthrough();

const procedureCodeBody = z
  .object({ code: z.string(), description: z.string(), group: z.string(), defaultAmount: stringOrNumber })
  .passthrough();

const codeBody = z.object({ code: z.string(), description: z.string() }).passthrough();

const masterDataPayerSchema = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullish(),
    payerGroupNumber: z.string().nullish(),
    state: z.string().nullish(),
  })
  .passthrough();

export const billing = defineCalls("billing", {
  // Billing set-up: fee schedules, their plans and entries, imports.
  listSchedules: {
    method: "GET",
    path: "/api/fee-schedules",
    summary: "The fee schedules, paged, of a category or a name",
    source: feeSchedulesDoc,
    access: staff("billing.read"),
    query: z.object({
      category: z.string().optional(),
      name: z.string().optional(),
      payerId: z.string().optional(),
      providerId: z.string().optional(),
      sort: z.string().optional(),
      ...paging,
    }),
    responses: { 200: { json: listOf(feeScheduleSchema) } },
  },
  schedulesWithPlans: {
    method: "GET",
    path: "/api/fee-schedules/schedule-with-plans",
    summary: "Every plan's id with its label (schedule and plan)",
    source: { documented: "part 1 §7 Fee schedules (fee schedules with plans)" },
    access: staff("billing.read"),
    query: z.object({
      name: z.string().optional(),
      procedureCode: z.string().optional(),
      modifier: z.string().optional(),
      carrier: z.string().optional(),
      locality: z.string().optional(),
    }),
    responses: { 200: { json: z.record(z.string(), z.string()) } },
  },
  createSchedule: {
    method: "POST",
    path: "/api/fee-schedules/create-fee-schedules",
    summary: "Creates a fee schedule",
    source: feeSchedulesDoc,
    access: staff("billing.edit"),
    body: { json: scheduleBody },
    responses: { 201: { json: feeScheduleSchema } },
  },
  getSchedule: {
    method: "GET",
    path: "/api/fee-schedules/{id}",
    summary: "A fee schedule",
    source: feeSchedulesDoc,
    access: staff("billing.read"),
    responses: { 200: { json: feeScheduleSchema } },
  },
  scheduleOverview: {
    method: "GET",
    path: "/api/fee-schedules/{id}/overview",
    summary: "A fee schedule with its counts and its last import",
    source: feeSchedulesDoc,
    access: staff("billing.read"),
    responses: { 200: { json: overviewSchema } },
  },
  scheduleName: {
    method: "GET",
    path: "/api/fee-schedules/{id}/name",
    summary: "A fee schedule's name, as text",
    source: feeSchedulesDoc,
    access: staff("billing.read"),
    responses: { 200: { text: true } },
  },
  scheduleEntries: {
    method: "GET",
    path: "/api/fee-schedules/{id}/entries",
    summary: "Every entry of a fee schedule's plans, paged",
    source: feeSchedulesDoc,
    access: staff("billing.read"),
    query: z.object({ ...paging }),
    responses: { 200: { json: listOf(entrySchema) } },
  },
  scheduleDependencies: {
    method: "GET",
    path: "/api/fee-schedules/{id}/dependencies",
    summary: "Whether a fee schedule can be deleted, and what keeps it",
    source: feeSchedulesDoc,
    access: staff("billing.read"),
    responses: { 200: { json: dependencySchema } },
  },
  schedulePlans: {
    method: "GET",
    path: "/api/fee-schedules/{id}/plans",
    summary: "A fee schedule's plans, paged, of a name",
    source: feeSchedulesDoc,
    access: staff("billing.read"),
    query: z.object({ name: z.string().optional(), ...paging }),
    responses: { 200: { json: listOf(planSchema) } },
  },
  updateSchedule: {
    method: "PUT",
    path: "/api/fee-schedules/{id}",
    summary: "Changes a fee schedule",
    source: feeSchedulesDoc,
    access: staff("billing.edit"),
    body: { json: scheduleBody },
    responses: { 200: { empty: true } },
  },
  removeSchedule: {
    method: "DELETE",
    path: "/api/fee-schedules/{id}",
    summary: "Deletes a fee schedule with its plans and entries (409 while another plan refers to one)",
    source: feeSchedulesDoc,
    access: staff("billing.edit"),
    responses: { 204: { empty: true } },
  },
  createPlan: {
    method: "POST",
    path: "/api/fee-schedules/create-fee-schedule-plan",
    summary: "Creates a plan in a fee schedule",
    source: feeSchedulesDoc,
    access: staff("billing.edit"),
    body: { json: planBody },
    responses: { 201: { json: planSchema } },
  },
  planEntries: {
    method: "GET",
    path: "/api/fee-schedules/plan/{id}/entries",
    summary: "A plan's entries, paged, of a procedure code, a modifier or a referenced plan",
    source: feeSchedulesDoc,
    access: staff("billing.read"),
    query: z.object({
      procedureCode: z.string().optional(),
      modifier: z.string().optional(),
      referencedFeeSchedule: z.string().optional(),
      ...paging,
    }),
    responses: { 200: { json: listOf(entrySchema) } },
  },
  planEntry: {
    method: "GET",
    path: "/api/fee-schedules/plan/{id}/entry",
    summary: "A plan's entry for a procedure code and modifier (404 when there is none)",
    source: feeSchedulesDoc,
    access: staff("billing.read"),
    query: z.object({ procedureCode: z.string().optional(), modifier: z.string().optional() }),
    responses: { 200: { json: entrySchema } },
  },
  planDependencies: {
    method: "GET",
    path: "/api/fee-schedules/plan/{id}/dependencies",
    summary: "Whether a plan can be deleted, and what keeps it",
    source: feeSchedulesDoc,
    access: staff("billing.read"),
    responses: { 200: { json: dependencySchema } },
  },
  updatePlan: {
    method: "PUT",
    path: "/api/fee-schedules/plan/{id}",
    summary: "Changes a plan",
    source: feeSchedulesDoc,
    access: staff("billing.edit"),
    // The plan keeps its schedule: a change names only what it changes.
    body: { json: planBody.partial({ feeScheduleId: true }) },
    responses: { 200: { empty: true } },
  },
  removePlan: {
    method: "DELETE",
    path: "/api/fee-schedules/plan/{id}",
    summary: "Deletes a plan with its entries (409 while another plan's entry refers to it)",
    source: feeSchedulesDoc,
    access: staff("billing.edit"),
    responses: { 204: { empty: true } },
  },
  createEntry: {
    method: "POST",
    path: "/api/fee-schedules/create-fee-schedule-entry",
    summary: "Creates an entry in a plan",
    source: feeSchedulesDoc,
    access: staff("billing.edit"),
    body: { json: entryBody.extend({ planId: stringOrNumber }) },
    responses: { 201: { json: entrySchema } },
  },
  entryDependencies: {
    method: "GET",
    path: "/api/fee-schedules/entry/{id}/dependencies",
    summary: "Whether an entry can be deleted, with its plan and the plan it refers to",
    source: feeSchedulesDoc,
    access: staff("billing.read"),
    responses: { 200: { json: dependencySchema } },
  },
  updateEntry: {
    method: "PUT",
    path: "/api/fee-schedules/entry/{id}",
    summary: "Changes an entry",
    source: feeSchedulesDoc,
    access: staff("billing.edit"),
    body: { json: entryBody },
    responses: { 200: { empty: true } },
  },
  removeEntry: {
    method: "DELETE",
    path: "/api/fee-schedules/entry/{id}",
    summary: "Deletes an entry",
    source: feeSchedulesDoc,
    access: staff("billing.edit"),
    responses: { 204: { empty: true } },
  },
  uploadScheduleCsv: {
    method: "POST",
    path: "/api/fee-schedules/{id}/upload/csv",
    summary: "Imports a CSV file of entries into a fee schedule; answers the running import",
    source: feeSchedulesDoc,
    access: staff("billing.edit"),
    body: csvUpload,
    responses: { 202: { json: importLogSchema } },
  },
  // Fee schedule imports (billing) and, with kind=CLAIMS, claim imports (decision 043).
  importLog: {
    method: "GET",
    path: "/api/logs/import",
    summary:
      "The import log, newest first, paged: a fee schedule's imports, or with kind=CLAIMS the claim imports",
    source: { documented: "part 2 §7 Payers and claims" },
    access: staff(["billing.read", "claims.read"]),
    query: z.object({
      kind: z.string().optional(),
      feeScheduleId: z.string().optional(),
      id: z.string().optional(),
      status: z.string().optional(),
      ...paging,
    }),
    responses: { 200: { json: listOf(importLogRowSchema) } },
  },

  // Billing codes and payers (the app's billing screens; claims read them too).
  procedureCodesOverview: {
    method: "GET",
    path: "/api/procedure-codes/overview",
    summary: "The procedure codes, paged, of a code, each with its uses",
    source: { documented: "part 1 §7 Procedure codes" },
    access: staff(["billing.read", "claims.read"]),
    query: z.object({ code: z.string().optional(), ...paging }),
    responses: { 200: { json: listOf(procedureCodeSchema) } },
  },
  procedureCodeGroups: {
    method: "GET",
    path: "/api/procedure-codes/grouped-codes",
    summary: "The procedure codes in their groups, paged by group",
    source: { documented: "part 1 §7 Procedure codes" },
    access: staff(["billing.read", "claims.read"]),
    query: z.object({ code: z.string().optional(), selectedCode: z.string().optional(), ...paging }),
    responses: { 200: { json: listOf(procedureGroupSchema) } },
  },
  searchProcedureCodes: {
    method: "GET",
    path: "/api/procedure-codes",
    summary: "Procedure codes matching a code, of a payer when one is named (at most 50)",
    source: { documented: "part 1 §7 Procedure codes" },
    access: staff(["billing.read", "claims.read"]),
    query: z.object({
      code: z.string().optional(),
      selectedCode: z.string().optional(),
      providerId: z.string().optional(),
      payerId: z.string().optional(),
    }),
    responses: { 200: { json: z.array(procedureCodeSchema) } },
  },
  createProcedureCode: {
    method: "POST",
    path: "/api/procedure-codes",
    summary: "Creates a procedure code",
    source: { documented: "part 1 §7 Procedure codes" },
    access: staff("billing.edit"),
    body: { json: procedureCodeBody },
    responses: { 201: { empty: true } },
  },
  updateProcedureCode: {
    method: "PUT",
    path: "/api/procedure-codes/{id}",
    summary: "Changes a procedure code (a code in use keeps its code)",
    source: { documented: "part 1 §7 Procedure codes" },
    access: staff("billing.edit"),
    body: { json: procedureCodeBody },
    responses: { 200: { empty: true } },
  },
  removeProcedureCodeOverview: {
    method: "DELETE",
    path: "/api/procedure-codes/overview/{id}",
    summary: "Deletes a procedure code (409 while in use), as the master-data page deletes it",
    source: { documented: "part 2 §7 Master data" },
    access: staff("billing.edit"),
    responses: { 204: { empty: true } },
  },
  removeProcedureCode: {
    method: "DELETE",
    path: "/api/procedure-codes/{id}",
    summary: "Deletes a procedure code (409 while in use)",
    source: { documented: "part 1 §7 Procedure codes" },
    access: staff("billing.edit"),
    responses: { 204: { empty: true } },
  },
  listModifiers: {
    method: "GET",
    path: "/api/claims-modifiers",
    summary: "The claims modifiers, paged, of a code; the page is the answer's `data`",
    source: { documented: "part 1 §7 Claims modifiers" },
    access: staff(["billing.read", "claims.read"]),
    query: z.object({ code: z.string().optional(), ...paging }),
    responses: { 200: { json: z.object({ data: listOf(codeSchema) }).passthrough() } },
  },
  createModifier: {
    method: "POST",
    path: "/api/claims-modifiers",
    summary: "Creates a claims modifier",
    source: { documented: "part 1 §7 Claims modifiers" },
    access: staff("billing.edit"),
    body: { json: codeBody },
    responses: { 201: { empty: true } },
  },
  updateModifier: {
    method: "PUT",
    path: "/api/claims-modifiers/{id}",
    summary: "Changes a claims modifier (a modifier in use keeps its code)",
    source: { documented: "part 1 §7 Claims modifiers" },
    access: staff("billing.edit"),
    body: { json: codeBody },
    responses: { 200: { empty: true } },
  },
  removeModifier: {
    method: "DELETE",
    path: "/api/claims-modifiers/{id}",
    summary: "Deletes a claims modifier (409 while in use)",
    source: { documented: "part 1 §7 Claims modifiers" },
    access: staff("billing.edit"),
    responses: { 204: { empty: true } },
  },
  listReasonCodes: {
    method: "GET",
    path: "/api/reason-codes",
    summary: "The reason codes, paged, matching a name (or code)",
    source: { documented: "part 2 §7 Payers and claims" },
    access: staff(["billing.read", "claims.read"]),
    query: z.object({ name: z.string().optional(), code: z.string().optional(), ...paging }),
    responses: { 200: { json: listOf(codeSchema) } },
  },
  reasonCodesOverview: {
    method: "GET",
    path: "/api/reason-codes/overview",
    summary: "The reason codes, paged, as GET /api/reason-codes lists them",
    source: {
      extension:
        "The reason codes' master-data type path (part 2 §7 Master data deletes under it) also lists them, as the other type paths do.",
    },
    access: staff(["billing.read", "claims.read"]),
    query: z.object({ name: z.string().optional(), code: z.string().optional(), ...paging }),
    responses: { 200: { json: listOf(codeSchema) } },
  },
  createReasonCode: {
    method: "POST",
    path: "/api/reason-codes",
    summary: "Creates a reason code",
    source: {
      extension:
        "The reason codes screen adds codes (decision 012's code lists); the spec lists only the read.",
    },
    access: staff("billing.edit"),
    body: { json: codeBody },
    responses: { 201: { empty: true } },
  },
  removeReasonCodeOverview: {
    method: "DELETE",
    path: "/api/reason-codes/overview/{id}",
    summary: "Deletes a reason code (409 while a payer names it)",
    source: { documented: "part 2 §7 Master data" },
    access: staff("billing.edit"),
    responses: { 204: { empty: true } },
  },
  removeReasonCode: {
    method: "DELETE",
    path: "/api/reason-codes/{id}",
    summary: "Deletes a reason code (409 while a payer names it), under the collection's own path",
    source: {
      extension: "The collection's own delete, beside the master-data path's, as the other code lists have.",
    },
    access: staff("billing.edit"),
    responses: { 204: { empty: true } },
  },

  // Master data's read-only lists (decision 034's addendum).
  masterDataPayers: {
    method: "GET",
    path: "/api/masterData/payer",
    summary: "The payers as the master-data page lists them, paged, of a name",
    source: { documented: "part 2 §7 Master data" },
    access: MASTER_DATA,
    query: z.object({ name: z.string().optional(), ...paging }),
    responses: { 200: { json: listOf(masterDataPayerSchema) } },
  },
});
