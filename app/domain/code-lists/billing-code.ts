import type { CodeListColumn, CodeListField, CodeListItem, CodeListType, InUse } from ".";
import { text } from ".";
import { usesFrom, usesTotal } from "../in-use";
import { msg } from "../messages";

type BillingCode = Omit<
  CodeListType,
  | "ns"
  | "identity"
  | "identityParam"
  | "fields"
  | "columns"
  | "detail"
  | "grouped"
  | "openByName"
  | "messages"
  | "editCapability"
  | "owned"
> & {
  pattern: RegExp;
  invalidKey: string;
  /** Fields and columns after the code and its description. */
  more?: { fields: CodeListField[]; columns: CodeListColumn[] };
  grouped?: boolean;
  messages: { created: string; updated?: string; duplicate: string };
};

/** A billing code list: a code and its description, known by the code. */
export function billingCode({
  pattern,
  invalidKey,
  more,
  grouped = false,
  messages,
  ...type
}: BillingCode): CodeListType {
  const { keys } = type;
  return {
    ...type,
    ns: "billing",
    editCapability: "billing.edit",
    owned: true,
    identity: "code",
    identityParam: "code",
    fields: [
      {
        name: "code",
        label: `${keys}.code`,
        hint: `${keys}.codeHint`,
        input: "code",
        short: true,
        rule: (r) => r.code("billing:errors.codeRequired", pattern, invalidKey),
      },
      {
        name: "description",
        label: `${keys}.description`,
        rule: (r) => r.requiredText("billing:errors.descriptionRequired", 200),
      },
      ...(more?.fields ?? []),
    ],
    columns: [
      { field: "code", label: `${keys}.code`, show: "code" },
      { field: "description", label: `${keys}.description` },
      ...(more?.columns ?? []),
    ],
    detail: false,
    grouped,
    openByName: false,
    messages: {
      ...messages,
      duplicate: (twin) =>
        msg(messages.duplicate, { code: text(twin.code), description: text(twin.description) }),
    },
  };
}

/**
 * What keeps a code whose list answer counts its uses (`usage`, as the reference upstream
 * answers: by kind, or one bare count of the first kind): the message naming the code and the
 * count of each kind it names, while anything uses it.
 */
export function countedUse(key: string, ...counted: Array<"entries" | "payers">) {
  return (item: CodeListItem): InUse | null => {
    const uses = usesFrom(item.usage, counted[0]);
    if (usesTotal(uses) === 0) return null;
    const counts = Object.fromEntries(counted.map((kind) => [kind, uses[kind] ?? 0]));
    return { key, params: { code: text(item.code), ...counts }, uses };
  };
}
