import { PROCEDURE_CODE_PATTERN } from "../billing-params";
import { billingCode, countedUse } from "./billing-code";

/** Procedure codes (spec part 1 §7 "Procedure codes"; part 2 §7 "Master data" delete path). */
export const PROCEDURE_CODES = billingCode({
  keys: "procedureCodes",
  pattern: PROCEDURE_CODE_PATTERN,
  invalidKey: "billing:errors.procedureCodeInvalid",
  path: "/provider/billing/procedure-codes",
  idParam: "codeId",
  search: { param: "code", max: 60 },
  api: { base: "/api/procedure-codes", list: "/overview", search: "code", grouped: "/grouped-codes" },
  formId: "procedure-code",
  more: {
    fields: [
      {
        name: "group",
        label: "procedureCodes.group",
        hint: "procedureCodes.groupHint",
        rule: (r) => r.requiredText("billing:errors.groupRequired", 60),
      },
      {
        name: "defaultAmount",
        label: "procedureCodes.defaultAmount",
        hint: "entries.amountHint",
        input: "amount",
        short: true,
        rule: (r) => r.money(),
      },
    ],
    columns: [
      { field: "group", label: "procedureCodes.group" },
      { field: "defaultAmount", label: "procedureCodes.defaultAmount", show: "money" },
    ],
  },
  edit: true,
  remove: {
    kind: "procedureCode",
    inUse: countedUse("delete.procedureCodeInUse", "entries", "payers"),
  },
  grouped: true,
  messages: {
    created: "billing:flash.procedureCodeCreated",
    updated: "billing:flash.procedureCodeUpdated",
    duplicate: "billing:errors.duplicateCode",
  },
});
