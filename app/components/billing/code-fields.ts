import type { TFunction } from "i18next";
import type { SimpleField } from "./simple-form";

/** The fields of each code form, with translated labels and hints. */
const codeInput = { autoCapitalize: "characters", spellCheck: false } as const;

export function procedureCodeFields(t: TFunction): SimpleField[] {
  return [
    {
      name: "code",
      label: t("procedureCodes.code"),
      hint: t("procedureCodes.codeHint"),
      input: codeInput,
      className: "mb-2 max-w-xs",
    },
    { name: "description", label: t("procedureCodes.description") },
    { name: "group", label: t("procedureCodes.group"), hint: t("procedureCodes.groupHint") },
    {
      name: "defaultAmount",
      label: t("procedureCodes.defaultAmount"),
      hint: t("entries.amountHint"),
      input: { inputMode: "decimal" },
      className: "mb-2 max-w-xs",
    },
  ];
}

export function modifierFields(t: TFunction): SimpleField[] {
  return [
    {
      name: "code",
      label: t("modifiers.code"),
      hint: t("modifiers.codeHint"),
      input: codeInput,
      className: "mb-2 max-w-xs",
    },
    { name: "description", label: t("modifiers.description") },
  ];
}

export function reasonCodeFields(t: TFunction): SimpleField[] {
  return [
    {
      name: "code",
      label: t("reasonCodes.code"),
      hint: t("reasonCodes.codeHint"),
      input: codeInput,
      className: "mb-2 max-w-xs",
    },
    { name: "description", label: t("reasonCodes.description") },
  ];
}

export function payerFields(t: TFunction): SimpleField[] {
  return [
    { name: "payerName", label: t("payers.name") },
    {
      name: "payerGroupNumber",
      label: t("payers.groupNumber"),
      hint: t("optional"),
      input: codeInput,
      className: "mb-2 max-w-xs",
    },
    {
      name: "state",
      label: t("payers.state"),
      hint: t("payers.stateHint"),
      input: codeInput,
      className: "mb-2 max-w-xs",
    },
  ];
}
