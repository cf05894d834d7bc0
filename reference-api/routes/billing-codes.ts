import type { Response } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import type { FieldError } from "../http";
import { contains, fail, handler, notFound, page, str, unprocessable } from "../http";
import type { Store } from "../store";
import type { Modifier, Payer, ProcedureCode, ReasonCode } from "../types";
import { amountProblem, normalizeAmount } from "./billing-csv";

/**
 * Procedure codes, claims modifiers, reason codes and payers (spec part 1 §7, part 2 §7 "Payers
 * and claims", "Master data"). Codes are trimmed and upper-cased; duplicates answer 422 naming the
 * existing record; deletes of codes still in use answer 409 with the reason.
 */

const PROCEDURE_CODE = /^[A-Z0-9]{4,7}$/;
const MODIFIER_CODE = /^[A-Z0-9]{2}$/;
const REASON_CODE = /^[A-Z0-9]{1,4}(-[A-Z0-9]{1,5})?$/;
const STATE = /^[A-Z]{2}$/;

const text = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
const inUse = (res: Response, reason: string) => fail(res, 409, "IN_USE", reason, { reason });

export function billingCodeRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const s = () => store.state;

  // ---- procedure codes ---------------------------------------------------------------------

  const codeUsage = (code: string) => ({
    entries: s().entries.filter((e) => e.procedureCode === code).length,
    payers: s().payers.filter((p) => p.procedureCodes.includes(code)).length,
  });
  const procedureView = (p: ProcedureCode) => ({ ...p, usage: codeUsage(p.code) });

  function validateProcedure(body: Record<string, unknown>, id?: string) {
    const errors: FieldError[] = [];
    const code = text(body.code).toUpperCase();
    const description = text(body.description);
    const group = text(body.group);
    const defaultAmount = normalizeAmount(body.defaultAmount);
    if (!PROCEDURE_CODE.test(code))
      errors.push({ field: "code", message: "Code must be 4 to 7 letters or digits" });
    else {
      const twin = s().procedureCodes.find((p) => p.id !== id && p.code === code);
      if (twin)
        errors.push({
          field: "code",
          message: `Procedure code '${twin.code}' already exists: ${twin.description}`,
        });
    }
    if (!description) errors.push({ field: "description", message: "Description is required" });
    else if (description.length > 200)
      errors.push({ field: "description", message: "Description must be 200 characters or fewer" });
    if (!group) errors.push({ field: "group", message: "Group is required" });
    else if (group.length > 60)
      errors.push({ field: "group", message: "Group must be 60 characters or fewer" });
    if (defaultAmount === null)
      errors.push({ field: "defaultAmount", message: amountProblem(body.defaultAmount) });
    return { errors, value: { code, description, group, defaultAmount: defaultAmount ?? "0.00" } };
  }

  const matchesCode = (code: string, needle: string | undefined) =>
    !needle || code.startsWith(needle.trim().toUpperCase()) || contains(code, needle.trim());

  router.get(
    "/api/procedure-codes/overview",
    handler((req, res) => {
      const code = str(req.query.code);
      const list = s().procedureCodes.filter(
        (p) => matchesCode(p.code, code) || contains(p.description, code),
      );
      const result = page(list, req.query.page, req.query.size, 20);
      res.json({ ...result, content: result.content.map(procedureView) });
    }),
  );

  router.get(
    "/api/procedure-codes/grouped-codes",
    handler((req, res) => {
      const code = str(req.query.code);
      const selected = new Set(
        (str(req.query.selectedCode) ?? "")
          .split(",")
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      );
      const groups = new Map<string, ProcedureCode[]>();
      for (const p of s().procedureCodes) {
        if (!matchesCode(p.code, code) && !contains(p.description, code) && !contains(p.group, code))
          continue;
        groups.set(p.group, [...(groups.get(p.group) ?? []), p]);
      }
      const list = [...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([group, codes]) => ({
          group,
          count: codes.length,
          codes: codes.map((p) => ({
            id: p.id,
            code: p.code,
            description: p.description,
            defaultAmount: p.defaultAmount,
            selected: selected.has(p.code),
          })),
        }));
      res.json(page(list, req.query.page, req.query.size, 20));
    }),
  );

  router.get(
    "/api/procedure-codes",
    handler((req, res) => {
      const code = str(req.query.code);
      const payerId = str(req.query.payerId);
      const payer = payerId ? s().payers.find((p) => p.id === payerId) : undefined;
      if (payerId && !payer) return notFound(res, "Payer");
      const list = s().procedureCodes.filter(
        (p) => matchesCode(p.code, code) && (!payer || payer.procedureCodes.includes(p.code)),
      );
      res.json(list.slice(0, 50));
    }),
  );

  router.post(
    "/api/procedure-codes",
    handler((req, res) => {
      const { errors, value } = validateProcedure(req.body as Record<string, unknown>);
      if (errors.length) return unprocessable(res, errors);
      const created: ProcedureCode = { id: store.nextId("pc"), ...value };
      s().procedureCodes.push(created);
      store.changed();
      res.status(201).json(procedureView(created));
    }),
  );

  router.put(
    "/api/procedure-codes/:id",
    handler((req, res) => {
      const p = s().procedureCodes.find((x) => x.id === req.params.id);
      if (!p) return notFound(res, "Procedure code");
      const { errors, value } = validateProcedure(req.body as Record<string, unknown>, p.id);
      if (
        !errors.length &&
        value.code !== p.code &&
        codeUsage(p.code).entries + codeUsage(p.code).payers > 0
      ) {
        errors.push({ field: "code", message: `Code '${p.code}' is in use and cannot be renamed` });
      }
      if (errors.length) return unprocessable(res, errors);
      Object.assign(p, value);
      store.changed();
      res.json(procedureView(p));
    }),
  );

  const deleteProcedure = handler((req, res) => {
    const p = s().procedureCodes.find((x) => x.id === req.params.id);
    if (!p) return notFound(res, "Procedure code");
    const usage = codeUsage(p.code);
    if (usage.entries || usage.payers) {
      return inUse(
        res,
        `Procedure code '${p.code}' is used by ${usage.entries} fee schedule ${usage.entries === 1 ? "entry" : "entries"} and ${usage.payers} ${usage.payers === 1 ? "payer" : "payers"}`,
      );
    }
    s().procedureCodes = s().procedureCodes.filter((x) => x.id !== p.id);
    store.changed();
    res.status(204).end();
  });
  router.delete("/api/procedure-codes/overview/:id", deleteProcedure);
  router.delete("/api/procedure-codes/:id", deleteProcedure);

  // ---- claims modifiers --------------------------------------------------------------------

  const modifierUsage = (code: string) => s().entries.filter((e) => e.modifier === code).length;

  function validateModifier(body: Record<string, unknown>, id?: string) {
    const errors: FieldError[] = [];
    const code = text(body.code).toUpperCase();
    const description = text(body.description);
    if (!MODIFIER_CODE.test(code))
      errors.push({ field: "code", message: "Code must be two letters or digits" });
    else {
      const twin = s().modifiers.find((m) => m.id !== id && m.code === code);
      if (twin)
        errors.push({
          field: "code",
          message: `Modifier '${twin.code}' already exists: ${twin.description}`,
        });
    }
    if (!description) errors.push({ field: "description", message: "Description is required" });
    else if (description.length > 200)
      errors.push({ field: "description", message: "Description must be 200 characters or fewer" });
    return { errors, value: { code, description } };
  }

  /** Spec part 1 §7: the list response holds data.content. */
  router.get(
    "/api/claims-modifiers",
    handler((req, res) => {
      const code = str(req.query.code);
      const list = s().modifiers.filter((m) => matchesCode(m.code, code) || contains(m.description, code));
      const result = page(list, req.query.page, req.query.size, 20);
      res.json({
        data: { ...result, content: result.content.map((m) => ({ ...m, usage: modifierUsage(m.code) })) },
      });
    }),
  );

  router.post(
    "/api/claims-modifiers",
    handler((req, res) => {
      const { errors, value } = validateModifier(req.body as Record<string, unknown>);
      if (errors.length) return unprocessable(res, errors);
      const created: Modifier = { id: store.nextId("mod"), ...value };
      s().modifiers.push(created);
      store.changed();
      res.status(201).json({ data: created });
    }),
  );

  router.put(
    "/api/claims-modifiers/:id",
    handler((req, res) => {
      const m = s().modifiers.find((x) => x.id === req.params.id);
      if (!m) return notFound(res, "Modifier");
      const { errors, value } = validateModifier(req.body as Record<string, unknown>, m.id);
      if (!errors.length && value.code !== m.code && modifierUsage(m.code) > 0)
        errors.push({ field: "code", message: `Modifier '${m.code}' is in use and cannot be renamed` });
      if (errors.length) return unprocessable(res, errors);
      Object.assign(m, value);
      store.changed();
      res.json({ data: m });
    }),
  );

  router.delete(
    "/api/claims-modifiers/:id",
    handler((req, res) => {
      const m = s().modifiers.find((x) => x.id === req.params.id);
      if (!m) return notFound(res, "Modifier");
      const used = modifierUsage(m.code);
      if (used)
        return inUse(
          res,
          `Modifier '${m.code}' is used by ${used} fee schedule ${used === 1 ? "entry" : "entries"}`,
        );
      s().modifiers = s().modifiers.filter((x) => x.id !== m.id);
      store.changed();
      res.status(204).end();
    }),
  );

  // ---- reason codes ------------------------------------------------------------------------

  const reasonUsage = (code: string) => s().payers.filter((p) => p.reasonCodes.includes(code)).length;

  const listReasons = handler((req, res) => {
    const needle = str(req.query.name) ?? str(req.query.code);
    const list = s().reasonCodes.filter(
      (r) => matchesCode(r.code, needle) || contains(r.description, needle),
    );
    const result = page(list, req.query.page, req.query.size, 20);
    res.json({ ...result, content: result.content.map((r) => ({ ...r, usage: reasonUsage(r.code) })) });
  });
  router.get("/api/reason-codes", listReasons);
  router.get("/api/reason-codes/overview", listReasons);

  router.post(
    "/api/reason-codes",
    handler((req, res) => {
      const body = req.body as Record<string, unknown>;
      const errors: FieldError[] = [];
      const code = text(body.code).toUpperCase();
      const description = text(body.description);
      if (!REASON_CODE.test(code))
        errors.push({
          field: "code",
          message: "Code must look like CO-45: letters or digits, an optional hyphen and more",
        });
      else {
        const twin = s().reasonCodes.find((r) => r.code === code);
        if (twin)
          errors.push({
            field: "code",
            message: `Reason code '${twin.code}' already exists: ${twin.description}`,
          });
      }
      if (!description) errors.push({ field: "description", message: "Description is required" });
      else if (description.length > 200)
        errors.push({ field: "description", message: "Description must be 200 characters or fewer" });
      if (errors.length) return unprocessable(res, errors);
      const created: ReasonCode = { id: store.nextId("rc"), code, description };
      s().reasonCodes.push(created);
      store.changed();
      res.status(201).json(created);
    }),
  );

  const deleteReason = handler((req, res) => {
    const r = s().reasonCodes.find((x) => x.id === req.params.id);
    if (!r) return notFound(res, "Reason code");
    const used = reasonUsage(r.code);
    if (used)
      return inUse(res, `Reason code '${r.code}' is used by ${used} ${used === 1 ? "payer" : "payers"}`);
    s().reasonCodes = s().reasonCodes.filter((x) => x.id !== r.id);
    store.changed();
    res.status(204).end();
  });
  router.delete("/api/reason-codes/overview/:id", deleteReason);
  router.delete("/api/reason-codes/:id", deleteReason);

  // ---- payers ------------------------------------------------------------------------------

  const payerView = (p: Payer) => ({
    id: p.id,
    payerName: p.payerName,
    payerGroupNumber: p.payerGroupNumber,
    state: p.state,
    procedureCodeCount: p.procedureCodes.length,
    reasonCodeCount: p.reasonCodes.length,
  });
  const findPayer = (id: string) => s().payers.find((p) => p.id === id);

  /** ?payer_name selects one payer by its exact name (case-insensitive): the payer, or 404. */
  router.get(
    "/api/payers",
    handler((req, res) => {
      const exact = str(req.query.payer_name);
      if (exact !== undefined) {
        const found = s().payers.find((p) => p.payerName.toLowerCase() === exact.trim().toLowerCase());
        if (!found) return notFound(res, "Payer");
        return res.json(payerView(found));
      }
      const name = str(req.query.name);
      const list = s().payers.filter(
        (p) => contains(p.payerName, name) || contains(p.payerGroupNumber, name),
      );
      const result = page(list, req.query.page, req.query.size, 20);
      res.json({ ...result, content: result.content.map(payerView) });
    }),
  );

  router.post(
    "/api/payers",
    handler((req, res) => {
      const body = req.body as Record<string, unknown>;
      const errors: FieldError[] = [];
      const payerName = text(body.payerName);
      const payerGroupNumber = text(body.payerGroupNumber).toUpperCase();
      const state = text(body.state).toUpperCase();
      if (!payerName) errors.push({ field: "payerName", message: "Payer name is required" });
      else if (payerName.length > 100)
        errors.push({ field: "payerName", message: "Payer name must be 100 characters or fewer" });
      else {
        const twin = s().payers.find((p) => p.payerName.toLowerCase() === payerName.toLowerCase());
        if (twin)
          errors.push({
            field: "payerName",
            message: `A payer named '${twin.payerName}' already exists (${twin.id})`,
          });
      }
      if (payerGroupNumber.length > 20)
        errors.push({ field: "payerGroupNumber", message: "Group number must be 20 characters or fewer" });
      if (state && !STATE.test(state))
        errors.push({ field: "state", message: "State must be a two-letter code" });
      const codes = Array.isArray(body.procedureCodes)
        ? body.procedureCodes.map((c) => text(c).toUpperCase()).filter(Boolean)
        : [];
      const unknown = codes.filter((c) => !s().procedureCodes.some((p) => p.code === c));
      if (unknown.length)
        errors.push({ field: "procedureCodes", message: `Unknown procedure codes: ${unknown.join(", ")}` });
      if (errors.length) return unprocessable(res, errors);
      const created: Payer = {
        id: store.nextId("payer"),
        payerName,
        payerGroupNumber,
        state,
        procedureCodes: codes,
        reasonCodes: [],
      };
      s().payers.push(created);
      store.changed();
      res.status(201).json(payerView(created));
    }),
  );

  router.get(
    "/api/payers/:id",
    handler((req, res) => {
      const p = findPayer(req.params.id!);
      if (!p) return notFound(res, "Payer");
      res.json(payerView(p));
    }),
  );

  router.get(
    "/api/payers/:id/name",
    handler((req, res) => {
      const p = findPayer(req.params.id!);
      if (!p) return notFound(res, "Payer");
      res.type("text/plain").send(p.payerName);
    }),
  );

  router.get(
    "/api/payers/:id/procedure_codes",
    handler((req, res) => {
      const p = findPayer(req.params.id!);
      if (!p) return notFound(res, "Payer");
      res.json(
        s()
          .procedureCodes.filter((c) => p.procedureCodes.includes(c.code))
          .map((c) => ({
            id: c.id,
            code: c.code,
            description: c.description,
            group: c.group,
            defaultAmount: c.defaultAmount,
          })),
      );
    }),
  );

  router.get(
    "/api/payers/:id/reason_codes",
    handler((req, res) => {
      const p = findPayer(req.params.id!);
      if (!p) return notFound(res, "Payer");
      res.json(s().reasonCodes.filter((r) => p.reasonCodes.includes(r.code)));
    }),
  );

  router.get(
    "/api/payers/:id/reason_codes/:code",
    handler((req, res) => {
      const p = findPayer(req.params.id!);
      if (!p) return notFound(res, "Payer");
      const code = req.params.code!.toUpperCase();
      const r = p.reasonCodes.includes(code) ? s().reasonCodes.find((x) => x.code === code) : undefined;
      if (!r) return notFound(res, "Reason code");
      res.json(r);
    }),
  );

  return router;
}
