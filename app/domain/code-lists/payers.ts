import type { CodeListType } from ".";
import { text } from ".";
import { msg } from "../messages";

/** Payers (spec part 2 §3 "Payer", §7 "Payers and claims"; a page each, §8). */
export const PAYERS: CodeListType = {
  ns: "billing",
  keys: "payers",
  path: "/provider/billing/payers",
  idParam: "payerId",
  identity: "payerName",
  identityParam: "name",
  search: { param: "name", max: 100 },
  api: { base: "/api/payers", search: "name", lookup: "payer_name" },
  formId: "payer",
  editCapability: "billing.edit",
  owned: true,
  fields: [
    {
      name: "payerName",
      label: "payers.name",
      rule: (r) => r.requiredText("billing:errors.payerNameRequired", 100),
    },
    {
      name: "payerGroupNumber",
      label: "payers.groupNumber",
      hint: "optional",
      input: "code",
      short: true,
      rule: (r) => r.optionalCode({ max: 20 }),
    },
    {
      name: "state",
      label: "payers.state",
      hint: "payers.stateHint",
      input: "code",
      short: true,
      rule: (r) => r.optionalCode({ pattern: /^[A-Z]{2}$/, invalidKey: "billing:errors.stateInvalid" }),
    },
  ],
  columns: [
    { field: "payerName", label: "payers.name", show: "link" },
    { field: "payerGroupNumber", label: "payers.groupNumber", show: "mono" },
    { field: "state", label: "payers.state" },
    { field: "procedureCodeCount", label: "payers.procedureCodes", show: "count" },
    { field: "reasonCodeCount", label: "payers.reasonCodes", show: "count" },
  ],
  edit: false,
  remove: null,
  detail: true,
  grouped: false,
  openByName: true,
  messages: {
    created: "billing:flash.payerCreated",
    duplicate: (twin) => msg("billing:errors.duplicatePayer", { name: text(twin.payerName) }),
  },
};
