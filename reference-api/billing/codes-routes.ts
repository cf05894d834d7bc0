import { billing } from "@contract/billing";
import { claims } from "@contract/claims";
import type { Request, Response } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import type { FieldError } from "../http";
import { fail, handler, str, serve, found, invalid } from "../http";
import { sqlPage } from "../db/paging";
import type { Store } from "../store";
import type { Modifier, Payer, ProcedureCode, ReasonCode } from "../types";
import { amountProblem, normalizeAmount } from "./csv";
import { readableOrganizations, type BillingScope } from "../permissions";
import { changeable, readable, scopeOf, twinMessage } from "./ownership";

/**
 * Procedure codes, claims modifiers, reason codes and payers (spec part 1 §7, part 2 §7 "Payers
 * and claims", "Master data"). Codes are trimmed and upper-cased; duplicates answer 422 naming the
 * existing record; deletes of codes still in use answer 409 with the reason. Each record has an
 * owner (decision 054): lists and reads are the caller's trees' and the network's, changes need
 * `changeable` (billing-ownership.ts).
 */

const PROCEDURE_CODE = /^[A-Z0-9]{4,7}$/;
const MODIFIER_CODE = /^[A-Z0-9]{2}$/;
const REASON_CODE = /^[A-Z0-9]{1,4}(-[A-Z0-9]{1,5})?$/;
const STATE = /^[A-Z]{2}$/;

const text = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
/**
 * A code in use is refused as every value in use is (issue 38): the reason, the count and the
 * count by kind of record (`{ entries: 2, payers: 1 }`).
 */
const inUse = (res: Response, reason: string, usage: Record<string, number>) =>
  fail(res, 409, "IN_USE", reason, {
    reason,
    count: Object.values(usage).reduce((sum, n) => sum + n, 0),
    usage,
  });

export function billingCodeRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const codes = store.billingCodes;
  const PROCEDURE_CODES = {
    name: "Procedure code",
    format: PROCEDURE_CODE,
    formatMessage: "Code must be 4 to 7 letters or digits",
    twin: (code: string) => codes.procedureByCode(code),
  };
  const MODIFIERS = {
    name: "Modifier",
    format: MODIFIER_CODE,
    formatMessage: "Code must be two letters or digits",
    twin: (code: string) => codes.modifierByCode(code),
  };
  const REASON_CODES = {
    name: "Reason code",
    format: REASON_CODE,
    formatMessage: "Code must look like CO-45: letters or digits, an optional hyphen and more",
    twin: (code: string) => codes.reasonByCode(code),
  };

  // ---- procedure codes ---------------------------------------------------------------------

  const codeUsage = (code: string) => codes.procedureUsage(code);
  const procedureView = (p: ProcedureCode) => ({ ...p, usage: codeUsage(p.code) });

  type Coded = { id: string; code: string; description: string; ownerOrganizationId?: string | null };

  /**
   * A code and its description (procedure codes, modifiers, reason codes): the code in its format
   * and no other record's (the `twin` found by code, other than `id`), the description given.
   */
  function codeFields(
    scope: BillingScope,
    body: Record<string, unknown>,
    errors: FieldError[],
    kind: { name: string; format: RegExp; formatMessage: string; twin: (code: string) => Coded | undefined },
    id?: string,
  ) {
    const code = text(body.code).toUpperCase();
    const description = text(body.description);
    const twin = kind.format.test(code) ? kind.twin(code) : undefined;
    if (!kind.format.test(code)) errors.push({ field: "code", message: kind.formatMessage });
    else if (twin && twin.id !== id)
      errors.push({
        field: "code",
        message: twinMessage(
          scope,
          twin,
          `${kind.name} '${twin.code}' already exists: ${twin.description}`,
          `${kind.name} '${twin.code}' is already taken`,
        ),
      });
    if (!description) errors.push({ field: "description", message: "Description is required" });
    else if (description.length > 200)
      errors.push({ field: "description", message: "Description must be 200 characters or fewer" });
    return { code, description };
  }

  function validateProcedure(scope: BillingScope, body: Record<string, unknown>, id?: string) {
    const errors: FieldError[] = [];
    const { code, description } = codeFields(scope, body, errors, PROCEDURE_CODES, id);
    const group = text(body.group);
    const defaultAmount = normalizeAmount(body.defaultAmount);
    if (!group) errors.push({ field: "group", message: "Group is required" });
    else if (group.length > 60)
      errors.push({ field: "group", message: "Group must be 60 characters or fewer" });
    if (defaultAmount === null)
      errors.push({ field: "defaultAmount", message: amountProblem(body.defaultAmount) });
    return { errors, value: { code, description, group, defaultAmount: defaultAmount ?? "0.00" } };
  }

  serve(router, billing, {
    procedureCodesOverview: (req, res) => {
      const list = codes.procedureOverview(str(req.query.code), scopeOf(store, req).owners);
      res.json(sqlPage(req.query.page, req.query.size, 20, list.count, list.rows));
    },
    procedureCodeGroups: (req, res) => {
      const selected = new Set(
        (str(req.query.selectedCode) ?? "")
          .split(",")
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      );
      const groups = codes.procedureGroups(str(req.query.code), scopeOf(store, req).owners);
      const rows = (limit: number, offset: number) =>
        groups.rows(limit, offset).map(({ group, count, codes: inGroup }) => ({
          group,
          count,
          codes: inGroup.map((p) => ({
            id: p.id,
            code: p.code,
            description: p.description,
            defaultAmount: p.defaultAmount,
            selected: selected.has(p.code),
          })),
        }));
      res.json(sqlPage(req.query.page, req.query.size, 20, groups.count, rows));
    },
    searchProcedureCodes: (req, res) => {
      const code = str(req.query.code);
      const payerId = str(req.query.payerId);
      const scope = scopeOf(store, req);
      if (payerId) readable(scope, codes.payer(payerId), "Payer");
      res.json(codes.searchProcedures(code, payerId || undefined, 50, scope.owners));
    },
    createProcedureCode: (req, res) => {
      const scope = scopeOf(store, req);
      const { errors, value } = validateProcedure(scope, req.body as Record<string, unknown>);
      if (errors.length) invalid(errors);
      const created: ProcedureCode = {
        id: store.nextId("pc"),
        ...value,
        ownerOrganizationId: scope.ownerOfNew,
      };
      codes.insertProcedure(created);
      res.status(201).json(procedureView(created));
    },
    updateProcedureCode: (req, res) => {
      const scope = scopeOf(store, req);
      const p = changeable(scope, codes.procedure(req.params.id), "Procedure code");
      const { errors, value } = validateProcedure(scope, req.body as Record<string, unknown>, p.id);
      if (
        !errors.length &&
        value.code !== p.code &&
        codeUsage(p.code).entries + codeUsage(p.code).payers > 0
      ) {
        errors.push({ field: "code", message: `Code '${p.code}' is in use and cannot be renamed` });
      }
      if (errors.length) invalid(errors);
      const updated = { ...p, ...value };
      codes.updateProcedure(updated);
      res.json(procedureView(updated));
    },
  });

  const deleteProcedure = handler((req, res) => {
    const p = changeable(scopeOf(store, req), codes.procedure(req.params.id!), "Procedure code");
    const usage = codeUsage(p.code);
    if (usage.entries || usage.payers) {
      return inUse(
        res,
        `Procedure code '${p.code}' is used by ${usage.entries} fee schedule ${usage.entries === 1 ? "entry" : "entries"} and ${usage.payers} ${usage.payers === 1 ? "payer" : "payers"}`,
        { entries: usage.entries, payers: usage.payers },
      );
    }
    codes.deleteProcedure(p.id);
    res.status(204).end();
  });
  router.delete("/api/procedure-codes/overview/:id", deleteProcedure);
  router.delete("/api/procedure-codes/:id", deleteProcedure);

  // ---- claims modifiers --------------------------------------------------------------------

  const modifierUsage = (code: string) => codes.modifierUsage(code);

  function validateModifier(scope: BillingScope, body: Record<string, unknown>, id?: string) {
    const errors: FieldError[] = [];
    const value = codeFields(scope, body, errors, MODIFIERS, id);
    return { errors, value };
  }

  serve(router, billing, {
    /** Spec part 1 §7: the list response holds data.content. */
    listModifiers: (req, res) => {
      const list = codes.modifierList(str(req.query.code), scopeOf(store, req).owners);
      res.json({ data: sqlPage(req.query.page, req.query.size, 20, list.count, list.rows) });
    },
    createModifier: (req, res) => {
      const scope = scopeOf(store, req);
      const { errors, value } = validateModifier(scope, req.body as Record<string, unknown>);
      if (errors.length) invalid(errors);
      const created: Modifier = { id: store.nextId("mod"), ...value, ownerOrganizationId: scope.ownerOfNew };
      codes.insertModifier(created);
      res.status(201).json({ data: created });
    },
    updateModifier: (req, res) => {
      const scope = scopeOf(store, req);
      const m = changeable(scope, codes.modifier(req.params.id), "Modifier");
      const { errors, value } = validateModifier(scope, req.body as Record<string, unknown>, m.id);
      if (!errors.length && value.code !== m.code && modifierUsage(m.code) > 0)
        errors.push({ field: "code", message: `Modifier '${m.code}' is in use and cannot be renamed` });
      if (errors.length) invalid(errors);
      const updated = { ...m, ...value };
      codes.updateModifier(updated);
      res.json({ data: updated });
    },
    removeModifier: (req, res) => {
      const m = changeable(scopeOf(store, req), codes.modifier(req.params.id), "Modifier");
      const used = modifierUsage(m.code);
      if (used)
        return inUse(
          res,
          `Modifier '${m.code}' is used by ${used} fee schedule ${used === 1 ? "entry" : "entries"}`,
          { entries: used },
        );
      codes.deleteModifier(m.id);
      res.status(204).end();
    },
  });

  // ---- reason codes ------------------------------------------------------------------------

  const reasonUsage = (code: string) => codes.reasonUsage(code);

  const listReasons = handler((req, res) => {
    const needle = str(req.query.name) ?? str(req.query.code);
    const list = codes.reasonList(needle, scopeOf(store, req).owners);
    res.json(sqlPage(req.query.page, req.query.size, 20, list.count, list.rows));
  });
  router.get("/api/reason-codes", listReasons);
  router.get("/api/reason-codes/overview", listReasons);

  serve(router, billing, {
    createReasonCode: (req, res) => {
      const body = req.body as Record<string, unknown>;
      const scope = scopeOf(store, req);
      const errors: FieldError[] = [];
      const { code, description } = codeFields(scope, body, errors, REASON_CODES);
      if (errors.length) invalid(errors);
      const created: ReasonCode = {
        id: store.nextId("rc"),
        code,
        description,
        ownerOrganizationId: scope.ownerOfNew,
      };
      codes.insertReason(created);
      res.status(201).json(created);
    },
  });

  const deleteReason = handler((req, res) => {
    const r = changeable(scopeOf(store, req), codes.reason(req.params.id!), "Reason code");
    const used = reasonUsage(r.code);
    if (used)
      return inUse(res, `Reason code '${r.code}' is used by ${used} ${used === 1 ? "payer" : "payers"}`, {
        payers: used,
      });
    codes.deleteReason(r.id);
    res.status(204).end();
  });
  router.delete("/api/reason-codes/overview/:id", deleteReason);
  router.delete("/api/reason-codes/:id", deleteReason);

  // ---- payers ------------------------------------------------------------------------------

  /**
   * A payer's own fields: a name no other payer has (any tree's: names are how claims files name
   * payers), a group number of at most 20 characters, an optional two-letter state.
   */
  function validatePayer(scope: BillingScope, body: Record<string, unknown>, id?: string) {
    const errors: FieldError[] = [];
    const payerName = text(body.payerName);
    const payerGroupNumber = text(body.payerGroupNumber).toUpperCase();
    const state = text(body.state).toUpperCase();
    if (!payerName) errors.push({ field: "payerName", message: "Payer name is required" });
    else if (payerName.length > 100)
      errors.push({ field: "payerName", message: "Payer name must be 100 characters or fewer" });
    else {
      const twin = codes.payerNamed(payerName);
      if (twin && twin.id !== id)
        errors.push({
          field: "payerName",
          message: twinMessage(
            scope,
            twin,
            `A payer named '${twin.payerName}' already exists (${twin.id})`,
            `The payer name '${payerName}' is already taken`,
          ),
        });
    }
    if (payerGroupNumber.length > 20)
      errors.push({ field: "payerGroupNumber", message: "Group number must be 20 characters or fewer" });
    if (state && !STATE.test(state))
      errors.push({ field: "state", message: "State must be a two-letter code" });
    return { errors, value: { payerName, payerGroupNumber, state } };
  }

  /** A payer the caller reads, or the 404. */
  const findPayer = (req: Request) => readable(scopeOf(store, req), codes.payer(req.params.id!), "Payer");

  serve(router, claims, {
    /** ?payer_name selects one payer by its exact name (case-insensitive): the payer, or 404. */
    listPayers: (req, res) => {
      const exact = str(req.query.payer_name);
      const owners = scopeOf(store, req).owners;
      if (exact !== undefined) {
        return res.json(found(codes.payerNamed(exact.trim(), owners), "Payer"));
      }
      const list = codes.payerList(str(req.query.name), owners);
      res.json(sqlPage(req.query.page, req.query.size, 20, list.count, list.rows));
    },
    createPayer: (req, res) => {
      const body = req.body as Record<string, unknown>;
      const scope = scopeOf(store, req);
      const { errors, value } = validatePayer(scope, body);
      const accepted = Array.isArray(body.procedureCodes)
        ? body.procedureCodes.map((c) => text(c).toUpperCase()).filter(Boolean)
        : [];
      // Another tree's code is as unknown here as it is in the caller's lists.
      const unknown = accepted.filter((c) => {
        const procedure = codes.procedureByCode(c);
        return !procedure || !scope.reads(procedure.ownerOrganizationId);
      });
      if (unknown.length)
        errors.push({ field: "procedureCodes", message: `Unknown procedure codes: ${unknown.join(", ")}` });
      if (errors.length) invalid(errors);
      const created: Payer = {
        id: store.nextId("payer"),
        ...value,
        procedureCodes: accepted,
        reasonCodes: [],
        ownerOrganizationId: scope.ownerOfNew,
      };
      codes.insertPayer(created);
      res.status(201).json(codes.payer(created.id));
    },
    /** Issue 40: the name, group number and state; the codes stay, and filed claims keep their names. */
    updatePayer: (req, res) => {
      const scope = scopeOf(store, req);
      const p = changeable(scope, codes.payer(req.params.id), "Payer");
      const { errors, value } = validatePayer(scope, req.body as Record<string, unknown>, p.id);
      if (errors.length) invalid(errors);
      codes.updatePayer({ id: p.id, ...value });
      res.json(codes.payer(p.id));
    },
    /** Spec part 2 §7 "Master data": refused, as every value in use is (issue 38), while named. */
    removePayer: (req, res) => {
      const p = changeable(scopeOf(store, req), codes.payer(req.params.id), "Payer");
      const { claims: claimUses, feeSchedules } = p.usage;
      if (claimUses || feeSchedules) {
        const parts = [
          claimUses ? `${claimUses} ${claimUses === 1 ? "claim" : "claims"}` : "",
          feeSchedules ? `${feeSchedules} fee ${feeSchedules === 1 ? "schedule" : "schedules"}` : "",
        ].filter(Boolean);
        return inUse(res, `Payer '${p.payerName}' is used by ${parts.join(" and ")}`, {
          claims: claimUses,
          feeSchedules,
        });
      }
      codes.deletePayer(p.id);
      res.status(204).end();
    },
    getPayer: (req, res) => {
      const p = findPayer(req);
      res.json(p);
    },
    payerName: (req, res) => {
      const p = findPayer(req);
      res.type("text/plain").send(p.payerName);
    },
    payerProcedureCodes: (req, res) => {
      const p = findPayer(req);
      res.json(
        codes.proceduresOfPayer(p.id).map((c) => ({
          id: c.id,
          code: c.code,
          description: c.description,
          group: c.group,
          defaultAmount: c.defaultAmount,
        })),
      );
    },
    payerReasonCodes: (req, res) => {
      const p = findPayer(req);
      res.json(codes.reasonsOfPayer(p.id));
    },
    payerReasonCode: (req, res) => {
      const p = findPayer(req);
      const code = req.params.code.toUpperCase();
      const r = found(codes.payerReason(p.id, code), "Reason code");
      // The code's figures among the caller's claims of this payer (decision 043): added beside
      // the code, so a caller reading only the code is unchanged.
      const { billedCents, paidCents, byMonth, ...figures } = store.claims.reasonCodeFigures({
        organizations: readableOrganizations(store, req.account!, "claims.read"),
        payerId: p.id,
        reasonCode: r.code,
      });
      const money = (value: number) => (value / 100).toFixed(2);
      res.json({
        ...r,
        payerId: p.id,
        payerName: p.payerName,
        claims: {
          ...figures,
          billedAmount: money(billedCents),
          paidAmount: money(paidCents),
          byMonth: byMonth.map(({ billedCents: b, paidCents: pd, ...row }) => ({
            ...row,
            billedAmount: money(b),
            paidAmount: money(pd),
          })),
        },
      });
    },
  });

  return router;
}
