import { REASON_CODE_PATTERN } from "../billing-params";
import { billingCode, countedUse } from "./billing-code";

/** Reason codes (spec part 2 §7 "Payers and claims"; deleted through /overview, "Master data"). */
export const REASON_CODES = billingCode({
  keys: "reasonCodes",
  pattern: REASON_CODE_PATTERN,
  invalidKey: "billing:errors.reasonCodeInvalid",
  path: "/provider/billing/reason-codes",
  idParam: "reasonId",
  search: { param: "name", max: 100 },
  api: { base: "/api/reason-codes", search: "name", deleteUnder: "/overview" },
  formId: "reason-code",
  edit: false,
  remove: {
    kind: "reasonCode",
    inUse: countedUse("delete.reasonCodeInUse", "payers"),
  },
  messages: {
    created: "billing:flash.reasonCodeCreated",
    duplicate: "billing:errors.duplicateReasonCode",
  },
});
