import type { Modifier, Payer, ProcedureCode, ReasonCode } from "../types";
import type { Db } from "../db/db";
import { codeMatches, needleContains, needleParams, registerTextFunctions, sortKey } from "./sort";

/**
 * Whose records a reader sees besides the network's (decision 054): the owners' organization ids,
 * or null for every record. In SQL it is `@owners`, that list as JSON or NULL (`ownersParam`).
 */
export type Owners = readonly string[] | null | undefined;

export const ownersParam = (owners: Owners) => ({ owners: owners ? JSON.stringify(owners) : null });

/**
 * A record as the store's dumps hold it (`all…()`, `/__test/state`): the network's without an
 * owner, in the shape records had before owners, so dumps and state files read as before.
 */
export function stored<T extends { ownerOrganizationId?: string | null }>(record: T): T {
  if (record.ownerOrganizationId !== null) return record;
  const { ownerOrganizationId: _network, ...rest } = record;
  return rest as T;
}

/** A record is visible when it is the network's (no owner) or one of the reader's owners'. */
export const ownerVisible = (column: string) =>
  `(@owners IS NULL OR ${column} IS NULL OR ${column} IN (SELECT value FROM json_each(@owners)))`;

/** What a paged read answers: the total and one window of rows. */
export interface Window<T> {
  count: () => number;
  rows: (limit: number, offset: number) => T[];
}

export interface CodeUsage {
  entries: number;
  payers: number;
}

export interface PayerSummary {
  id: string;
  payerName: string;
  payerGroupNumber: string;
  state: string;
  procedureCodeCount: number;
  reasonCodeCount: number;
  ownerOrganizationId: string | null;
  /** The claims and fee schedules that name the payer, over every tree (what refuses its delete). */
  usage: PayerUsage;
}

export interface PayerUsage {
  claims: number;
  feeSchedules: number;
}

const PROCEDURE_COLUMNS = `pc.id, pc.code, pc.description, pc.code_group AS "group", pc.default_amount AS defaultAmount,
  pc.owner_organization_id AS ownerOrganizationId`;
const PROCEDURE = `SELECT ${PROCEDURE_COLUMNS} FROM procedure_codes pc`;
/** A modifier or reason code as the calls answer it. */
const CODE_COLUMNS = "id, code, description, owner_organization_id AS ownerOrganizationId";
const PROCEDURE_USAGE = `(SELECT COUNT(*) FROM entries e WHERE e.procedure_code = pc.code) AS entries,
  (SELECT COUNT(DISTINCT payer_id) FROM payer_procedure_codes pp WHERE pp.code = pc.code) AS payers`;
const OVERVIEW_FILTER = `(${codeMatches("pc.code")} OR ${needleContains("pc.description")}) AND ${ownerVisible("pc.owner_organization_id")}`;
const GROUPED_FILTER = `(${codeMatches("pc.code")} OR ${needleContains("pc.description")} OR ${needleContains("pc.code_group")})
  AND ${ownerVisible("pc.owner_organization_id")}`;
const MODIFIER_FILTER = `(${codeMatches("code")} OR ${needleContains("description")}) AND ${ownerVisible("owner_organization_id")}`;
const PAYER_FILTER = `(${needleContains("p.payer_name")} OR ${needleContains("p.payer_group_number")}) AND ${ownerVisible("p.owner_organization_id")}`;
const PAYER_COLUMNS = "p.id, p.payer_name AS payerName, p.payer_group_number AS payerGroupNumber, p.state";
const PAYER_SUMMARY = `SELECT ${PAYER_COLUMNS},
  (SELECT COUNT(*) FROM payer_procedure_codes c WHERE c.payer_id = p.id) AS procedureCodeCount,
  (SELECT COUNT(*) FROM payer_reason_codes r WHERE r.payer_id = p.id) AS reasonCodeCount,
  (SELECT COUNT(*) FROM claims cl WHERE cl.payer_id = p.id) AS claimUses,
  (SELECT COUNT(*) FROM fee_schedules f WHERE f.payer_id = p.id) AS scheduleUses,
  p.owner_organization_id AS ownerOrganizationId FROM payers p`;
type PayerSummaryRow = Omit<PayerSummary, "usage"> & { claimUses: number; scheduleUses: number };
const toSummary = (row: unknown): PayerSummary => {
  const { claimUses, scheduleUses, ...summary } = row as PayerSummaryRow;
  return { ...summary, usage: { claims: claimUses, feeSchedules: scheduleUses } };
};
// A payer's codes come back as JSON arrays, in their order.
const PAYER_FULL = `SELECT ${PAYER_COLUMNS},
  (SELECT COALESCE(json_group_array(code), '[]') FROM (SELECT code FROM payer_procedure_codes c WHERE c.payer_id = p.id ORDER BY position)) AS procedureCodes,
  (SELECT COALESCE(json_group_array(code), '[]') FROM (SELECT code FROM payer_reason_codes r WHERE r.payer_id = p.id ORDER BY position)) AS reasonCodes,
  p.owner_organization_id AS ownerOrganizationId FROM payers p`;

type PayerRow = Omit<Payer, "procedureCodes" | "reasonCodes"> & {
  procedureCodes: string;
  reasonCodes: string;
};
const toPayer = (r: PayerRow): Payer => ({
  ...r,
  procedureCodes: JSON.parse(r.procedureCodes) as string[],
  reasonCodes: JSON.parse(r.reasonCodes) as string[],
});

/**
 * Billing master data (migrations 010 and 011): procedure codes, claims modifiers, reason codes
 * and payers. Searches, usage counts and pages are SQL; lists keep the order records were added.
 */
export class BillingCodeRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    registerTextFunctions(db);
    const sql = db.sql;
    this.statements = {
      // ---- procedure codes
      procedureById: sql.prepare(`${PROCEDURE} WHERE pc.id = ?`),
      procedureByCode: sql.prepare(`${PROCEDURE} WHERE pc.code = ?`),
      procedures: sql.prepare(`${PROCEDURE} ORDER BY pc.seq`),
      procedureUsage: sql.prepare(`SELECT ${PROCEDURE_USAGE} FROM procedure_codes pc WHERE pc.code = ?`),
      overviewCount: sql.prepare(`SELECT COUNT(*) FROM procedure_codes pc WHERE ${OVERVIEW_FILTER}`),
      overview: sql.prepare(
        `SELECT ${PROCEDURE_COLUMNS}, ${PROCEDURE_USAGE}
          FROM procedure_codes pc WHERE ${OVERVIEW_FILTER} ORDER BY pc.seq LIMIT @limit OFFSET @offset`,
      ),
      groupCount: sql.prepare(
        `SELECT COUNT(DISTINCT pc.code_group) FROM procedure_codes pc WHERE ${GROUPED_FILTER}`,
      ),
      groups: sql.prepare(
        `SELECT pc.code_group AS name, COUNT(*) AS count FROM procedure_codes pc WHERE ${GROUPED_FILTER}
          GROUP BY pc.group_key, pc.code_group ORDER BY pc.group_key, pc.code_group LIMIT @limit OFFSET @offset`,
      ),
      groupCodes: sql.prepare(
        `SELECT ${PROCEDURE_COLUMNS} FROM procedure_codes pc
          WHERE ${GROUPED_FILTER} AND pc.code_group IN (SELECT value FROM json_each(@groups)) ORDER BY pc.seq`,
      ),
      search: sql.prepare(
        `SELECT ${PROCEDURE_COLUMNS} FROM procedure_codes pc
          WHERE ${codeMatches("pc.code")} AND ${ownerVisible("pc.owner_organization_id")}
            AND (@payer IS NULL OR pc.code IN (SELECT code FROM payer_procedure_codes WHERE payer_id = @payer))
          ORDER BY pc.seq LIMIT @limit`,
      ),
      ofPayer: sql.prepare(
        `${PROCEDURE} WHERE pc.code IN (SELECT code FROM payer_procedure_codes WHERE payer_id = ?) ORDER BY pc.seq`,
      ),
      insertProcedure: sql.prepare(
        `INSERT INTO procedure_codes (id, code, description, code_group, group_key, default_amount, owner_organization_id)
          VALUES (@id, @code, @description, @group, @group_key, @defaultAmount, @owner)`,
      ),
      updateProcedure: sql.prepare(
        `UPDATE procedure_codes SET code = @code, description = @description, code_group = @group,
          group_key = @group_key, default_amount = @defaultAmount WHERE id = @id`,
      ),
      deleteProcedure: sql.prepare("DELETE FROM procedure_codes WHERE id = ?"),
      // ---- modifiers
      modifierById: sql.prepare(`SELECT ${CODE_COLUMNS} FROM modifiers WHERE id = ?`),
      modifierByCode: sql.prepare(`SELECT ${CODE_COLUMNS} FROM modifiers WHERE code = ?`),
      modifiers: sql.prepare(`SELECT ${CODE_COLUMNS} FROM modifiers ORDER BY seq`),
      modifierUsage: sql.prepare("SELECT COUNT(*) FROM entries WHERE modifier = ?"),
      modifierCount: sql.prepare(`SELECT COUNT(*) FROM modifiers WHERE ${MODIFIER_FILTER}`),
      modifierPage: sql.prepare(
        `SELECT ${CODE_COLUMNS}, (SELECT COUNT(*) FROM entries e WHERE e.modifier = m.code) AS usage
          FROM modifiers m WHERE ${MODIFIER_FILTER} ORDER BY seq LIMIT @limit OFFSET @offset`,
      ),
      insertModifier: sql.prepare(
        "INSERT INTO modifiers (id, code, description, owner_organization_id) VALUES (@id, @code, @description, @owner)",
      ),
      updateModifier: sql.prepare(
        "UPDATE modifiers SET code = @code, description = @description WHERE id = @id",
      ),
      deleteModifier: sql.prepare("DELETE FROM modifiers WHERE id = ?"),
      // ---- reason codes
      reasonById: sql.prepare(`SELECT ${CODE_COLUMNS} FROM reason_codes WHERE id = ?`),
      reasonByCode: sql.prepare(`SELECT ${CODE_COLUMNS} FROM reason_codes WHERE code = ?`),
      reasons: sql.prepare(`SELECT ${CODE_COLUMNS} FROM reason_codes ORDER BY seq`),
      reasonUsage: sql.prepare("SELECT COUNT(DISTINCT payer_id) FROM payer_reason_codes WHERE code = ?"),
      reasonCount: sql.prepare(`SELECT COUNT(*) FROM reason_codes WHERE ${MODIFIER_FILTER}`),
      reasonPage: sql.prepare(
        `SELECT ${CODE_COLUMNS},
          (SELECT COUNT(DISTINCT payer_id) FROM payer_reason_codes pr WHERE pr.code = r.code) AS usage
          FROM reason_codes r WHERE ${MODIFIER_FILTER} ORDER BY seq LIMIT @limit OFFSET @offset`,
      ),
      reasonsOfPayer: sql.prepare(
        `SELECT ${CODE_COLUMNS} FROM reason_codes
          WHERE code IN (SELECT code FROM payer_reason_codes WHERE payer_id = ?) ORDER BY seq`,
      ),
      payerReason: sql.prepare(
        `SELECT ${CODE_COLUMNS} FROM reason_codes
          WHERE code = @code AND EXISTS (SELECT 1 FROM payer_reason_codes WHERE payer_id = @payer AND code = @code)`,
      ),
      insertReason: sql.prepare(
        "INSERT INTO reason_codes (id, code, description, owner_organization_id) VALUES (@id, @code, @description, @owner)",
      ),
      deleteReason: sql.prepare("DELETE FROM reason_codes WHERE id = ?"),
      // ---- payers
      payerById: sql.prepare(`${PAYER_SUMMARY} WHERE p.id = ?`),
      payerByName: sql.prepare(
        `${PAYER_SUMMARY} WHERE js_lower(p.payer_name) = @name AND ${ownerVisible("p.owner_organization_id")}
          ORDER BY p.seq LIMIT 1`,
      ),
      payers: sql.prepare(`${PAYER_FULL} ORDER BY p.seq`),
      payerNames: sql.prepare("SELECT id, payer_name AS payerName FROM payers ORDER BY seq"),
      payerCount: sql.prepare(`SELECT COUNT(*) FROM payers p WHERE ${PAYER_FILTER}`),
      payerPage: sql.prepare(
        `${PAYER_SUMMARY} WHERE ${PAYER_FILTER} ORDER BY p.seq LIMIT @limit OFFSET @offset`,
      ),
      insertPayer: sql.prepare(
        `INSERT INTO payers (id, payer_name, payer_group_number, state, owner_organization_id)
          VALUES (@id, @payerName, @payerGroupNumber, @state, @owner)`,
      ),
      updatePayer: sql.prepare(
        "UPDATE payers SET payer_name = @payerName, payer_group_number = @payerGroupNumber, state = @state WHERE id = @id",
      ),
      deletePayerProcedures: sql.prepare("DELETE FROM payer_procedure_codes WHERE payer_id = ?"),
      deletePayerReasons: sql.prepare("DELETE FROM payer_reason_codes WHERE payer_id = ?"),
      deletePayer: sql.prepare("DELETE FROM payers WHERE id = ?"),
      insertPayerProcedure: sql.prepare(
        "INSERT INTO payer_procedure_codes (payer_id, position, code) VALUES (?, ?, ?)",
      ),
      insertPayerReason: sql.prepare(
        "INSERT INTO payer_reason_codes (payer_id, position, code) VALUES (?, ?, ?)",
      ),
    };
  }

  // ---- procedure codes ---------------------------------------------------------------------

  procedure(id: string): ProcedureCode | undefined {
    return this.statements.procedureById.get(id) as ProcedureCode | undefined;
  }

  procedureByCode(code: string): ProcedureCode | undefined {
    return this.statements.procedureByCode.get(code) as ProcedureCode | undefined;
  }

  allProcedures(): ProcedureCode[] {
    return (this.statements.procedures.all() as ProcedureCode[]).map(stored);
  }

  /** How many fee schedule entries and payers use a code. */
  procedureUsage(code: string): CodeUsage {
    const row = this.statements.procedureUsage.get(code) as CodeUsage | undefined;
    return { entries: row?.entries ?? 0, payers: row?.payers ?? 0 };
  }

  /** Codes matching a search by code or description, as added, each with its usage. */
  procedureOverview(
    needle: string | undefined,
    owners?: Owners,
  ): Window<ProcedureCode & { usage: CodeUsage }> {
    const params = { ...needleParams(needle), ...ownersParam(owners) };
    return {
      count: () => this.statements.overviewCount.pluck().get(params) as number,
      rows: (limit, offset) =>
        (this.statements.overview.all({ ...params, limit, offset }) as Array<ProcedureCode & CodeUsage>).map(
          ({ entries, payers, ...procedure }) => ({ ...procedure, usage: { entries, payers } }),
        ),
    };
  }

  /** Groups (by name) of the codes matching a search by code, description or group. */
  procedureGroups(
    needle: string | undefined,
    owners?: Owners,
  ): Window<{ group: string; count: number; codes: ProcedureCode[] }> {
    const params = { ...needleParams(needle), ...ownersParam(owners) };
    return {
      count: () => this.statements.groupCount.pluck().get(params) as number,
      rows: (limit, offset) => {
        const groups = this.statements.groups.all({ ...params, limit, offset }) as Array<{
          name: string;
          count: number;
        }>;
        const codes = this.statements.groupCodes.all({
          ...params,
          groups: JSON.stringify(groups.map((g) => g.name)),
        }) as ProcedureCode[];
        return groups.map((g) => ({
          group: g.name,
          count: g.count,
          codes: codes.filter((c) => c.group === g.name),
        }));
      },
    };
  }

  /** Up to `limit` codes matching a search, optionally only those a payer accepts. */
  searchProcedures(
    needle: string | undefined,
    payerId: string | undefined,
    limit: number,
    owners?: Owners,
  ): ProcedureCode[] {
    const rows = this.statements.search.all({
      ...needleParams(needle),
      ...ownersParam(owners),
      payer: payerId ?? null,
      limit,
    });
    return rows as ProcedureCode[];
  }

  /** The codes a payer accepts, in the order the codes were added. */
  proceduresOfPayer(payerId: string): ProcedureCode[] {
    return this.statements.ofPayer.all(payerId) as ProcedureCode[];
  }

  insertProcedure(p: ProcedureCode) {
    this.statements.insertProcedure.run({
      ...p,
      group_key: sortKey(p.group),
      owner: p.ownerOrganizationId ?? null,
    });
  }

  /** The owner is not among what an update writes: it never changes. */
  updateProcedure(p: ProcedureCode) {
    this.statements.updateProcedure.run({ ...p, group_key: sortKey(p.group) });
  }

  deleteProcedure(id: string) {
    this.statements.deleteProcedure.run(id);
  }

  // ---- modifiers ---------------------------------------------------------------------------

  modifier(id: string): Modifier | undefined {
    return this.statements.modifierById.get(id) as Modifier | undefined;
  }

  modifierByCode(code: string): Modifier | undefined {
    return this.statements.modifierByCode.get(code) as Modifier | undefined;
  }

  allModifiers(): Modifier[] {
    return (this.statements.modifiers.all() as Modifier[]).map(stored);
  }

  /** How many fee schedule entries use a modifier. */
  modifierUsage(code: string): number {
    return this.statements.modifierUsage.pluck().get(code) as number;
  }

  /** Modifiers matching a search, each with its usage by kind of record, as every code list's. */
  modifierList(
    needle: string | undefined,
    owners?: Owners,
  ): Window<Modifier & { usage: { entries: number } }> {
    const params = { ...needleParams(needle), ...ownersParam(owners) };
    return {
      count: () => this.statements.modifierCount.pluck().get(params) as number,
      rows: (limit, offset) =>
        (
          this.statements.modifierPage.all({ ...params, limit, offset }) as Array<
            Modifier & { usage: number }
          >
        ).map((m) => ({ ...m, usage: { entries: m.usage } })),
    };
  }

  insertModifier(m: Modifier) {
    this.statements.insertModifier.run({
      id: m.id,
      code: m.code,
      description: m.description,
      owner: m.ownerOrganizationId ?? null,
    });
  }

  updateModifier(m: Modifier) {
    this.statements.updateModifier.run({ id: m.id, code: m.code, description: m.description });
  }

  deleteModifier(id: string) {
    this.statements.deleteModifier.run(id);
  }

  // ---- reason codes ------------------------------------------------------------------------

  reason(id: string): ReasonCode | undefined {
    return this.statements.reasonById.get(id) as ReasonCode | undefined;
  }

  reasonByCode(code: string): ReasonCode | undefined {
    return this.statements.reasonByCode.get(code) as ReasonCode | undefined;
  }

  allReasons(): ReasonCode[] {
    return (this.statements.reasons.all() as ReasonCode[]).map(stored);
  }

  /** How many payers accept a reason code. */
  reasonUsage(code: string): number {
    return this.statements.reasonUsage.pluck().get(code) as number;
  }

  /** Reason codes matching a search, each with its usage by kind of record, as every code list's. */
  reasonList(
    needle: string | undefined,
    owners?: Owners,
  ): Window<ReasonCode & { usage: { payers: number } }> {
    const params = { ...needleParams(needle), ...ownersParam(owners) };
    return {
      count: () => this.statements.reasonCount.pluck().get(params) as number,
      rows: (limit, offset) =>
        (
          this.statements.reasonPage.all({ ...params, limit, offset }) as Array<
            ReasonCode & { usage: number }
          >
        ).map((r) => ({ ...r, usage: { payers: r.usage } })),
    };
  }

  reasonsOfPayer(payerId: string): ReasonCode[] {
    return this.statements.reasonsOfPayer.all(payerId) as ReasonCode[];
  }

  /** A reason code, if the payer accepts it. */
  payerReason(payerId: string, code: string): ReasonCode | undefined {
    return this.statements.payerReason.get({ payer: payerId, code }) as ReasonCode | undefined;
  }

  insertReason(r: ReasonCode) {
    this.statements.insertReason.run({
      id: r.id,
      code: r.code,
      description: r.description,
      owner: r.ownerOrganizationId ?? null,
    });
  }

  deleteReason(id: string) {
    this.statements.deleteReason.run(id);
  }

  // ---- payers ------------------------------------------------------------------------------

  payer(id: string | null | undefined): PayerSummary | undefined {
    if (!id) return undefined;
    const row = this.statements.payerById.get(id);
    return row ? toSummary(row) : undefined;
  }

  /** The first payer of this name, ignoring case, among those `owners` sees (all without). */
  payerNamed(name: string, owners?: Owners): PayerSummary | undefined {
    const row = this.statements.payerByName.get({ name: name.toLowerCase(), ...ownersParam(owners) });
    return row ? toSummary(row) : undefined;
  }

  allPayers(): Payer[] {
    return (this.statements.payers.all() as PayerRow[]).map(toPayer).map(stored);
  }

  /** Every payer's id and name, as added (the patient area's insurance picker). */
  payerNames(): Array<{ id: string; payerName: string }> {
    return this.statements.payerNames.all() as Array<{ id: string; payerName: string }>;
  }

  /** Payers whose name or group number contains the search. */
  payerList(needle: string | undefined, owners?: Owners): Window<PayerSummary> {
    const params = { ...needleParams(needle), ...ownersParam(owners) };
    return {
      count: () => this.statements.payerCount.pluck().get(params) as number,
      rows: (limit, offset) => this.statements.payerPage.all({ ...params, limit, offset }).map(toSummary),
    };
  }

  insertPayer(p: Payer) {
    this.db.transaction(() => {
      this.statements.insertPayer.run({
        id: p.id,
        payerName: p.payerName,
        payerGroupNumber: p.payerGroupNumber,
        state: p.state,
        owner: p.ownerOrganizationId ?? null,
      });
      p.procedureCodes.forEach((code, i) => this.statements.insertPayerProcedure.run(p.id, i, code));
      p.reasonCodes.forEach((code, i) => this.statements.insertPayerReason.run(p.id, i, code));
    });
  }

  /** A payer's name, group number and state; its codes stay. */
  updatePayer(p: Pick<Payer, "id" | "payerName" | "payerGroupNumber" | "state">) {
    this.statements.updatePayer.run({
      id: p.id,
      payerName: p.payerName,
      payerGroupNumber: p.payerGroupNumber,
      state: p.state,
    });
  }

  /** A payer and the codes it accepted or answered with; nothing else may name it (the caller checks). */
  deletePayer(id: string) {
    this.db.transaction(() => {
      this.statements.deletePayerProcedures.run(id);
      this.statements.deletePayerReasons.run(id);
      this.statements.deletePayer.run(id);
    });
  }

  /** Seed and import: codes first, then the payers that name them. */
  insertAll(tables: {
    procedureCodes: readonly ProcedureCode[];
    modifiers: readonly Modifier[];
    reasonCodes: readonly ReasonCode[];
    payers: readonly Payer[];
  }) {
    this.db.transaction(() => {
      for (const p of tables.procedureCodes) this.insertProcedure(p);
      for (const m of tables.modifiers) this.insertModifier(m);
      for (const r of tables.reasonCodes) this.insertReason(r);
      for (const p of tables.payers) this.insertPayer(p);
    });
  }
}
