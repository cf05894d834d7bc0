import type { CodeListItem, CodeListType, InUse } from ".";
import { text } from ".";
import { usesFrom, usesTotal } from "../in-use";
import { msg } from "../messages";

/**
 * What keeps a payer (issue 40): the claims and fee schedules that name it, as the upstream counts
 * them on the payer's answer (`usage`). Without counts the delete itself is the upstream's to refuse.
 */
function payerInUse(item: CodeListItem): InUse | null {
  const uses = usesFrom(item.usage);
  if (usesTotal(uses) === 0) return null;
  return { key: "delete.payerInUse", params: { name: text(item.payerName) }, uses };
}

/** Payers (spec part 2 §3 "Payer", §7 "Payers and claims"; a page each, §8). */
export const PAYERS: CodeListType = {
  ns: "billing",
  keys: "payers",
  path: "/provider/billing/payers",
  idParam: "payerId",
  identity: "payerName",
  identityParam: "name",
  search: { param: "name", max: 100 },
  api: { base: "/api/payers", search: "name", lookup: "payer_name", deleteAt: "/api/masterData/payer" },
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
  edit: true,
  remove: { kind: "payer", inUse: payerInUse },
  detail: true,
  grouped: false,
  openByName: true,
  messages: {
    created: "billing:flash.payerCreated",
    updated: "billing:flash.payerUpdated",
    duplicate: (twin) => msg("billing:errors.duplicatePayer", { name: text(twin.payerName) }),
  },
};
