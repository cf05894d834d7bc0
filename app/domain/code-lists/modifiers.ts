import { MODIFIER_PATTERN } from "../billing-params";
import { billingCode, countedUse } from "./billing-code";

/** Claims modifiers (spec part 1 §7 "Claims modifiers"). */
export const MODIFIERS = billingCode({
  keys: "modifiers",
  pattern: MODIFIER_PATTERN,
  invalidKey: "billing:errors.modifierInvalid",
  path: "/provider/billing/modifiers",
  idParam: "modifierId",
  search: { param: "code", max: 60 },
  api: { base: "/api/claims-modifiers", listInData: true, search: "code" },
  formId: "modifier",
  edit: true,
  remove: {
    kind: "modifier",
    inUse: countedUse("delete.modifierInUse", "entries"),
  },
  messages: {
    created: "billing:flash.modifierCreated",
    updated: "billing:flash.modifierUpdated",
    duplicate: "billing:errors.duplicateModifier",
  },
});
