import { z } from "zod";
import { code, moneyField, optionalCode, optionalText, requiredText } from "./billing-rules";
import type { CodeListType } from "./code-lists";

/** What a code list's field rules are written with (code-lists.ts imports no zod itself). */
const kit = { z, code, requiredText, optionalText, optionalCode, money: moneyField };
export type RuleKit = typeof kit;

const built = new WeakMap<CodeListType, z.AnyZodObject>();

/**
 * A code list's form schema, from its fields' rules; the same object every time, for the action
 * and for the constraint attributes its loaders send (decision 046).
 */
export function codeListSchema(type: CodeListType): z.AnyZodObject {
  let schema = built.get(type);
  if (!schema) {
    schema = z.object(Object.fromEntries(type.fields.map((field) => [field.name, field.rule(kit)])));
    built.set(type, schema);
  }
  return schema;
}
