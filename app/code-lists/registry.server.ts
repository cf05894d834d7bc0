import type { CodeListType } from "~/domain/code-lists";
import { MODIFIERS } from "~/domain/code-lists/modifiers";
import { PAYERS } from "~/domain/code-lists/payers";
import { PROCEDURE_CODES } from "~/domain/code-lists/procedure-codes";
import { REASON_CODES } from "~/domain/code-lists/reason-codes";

/**
 * Every code list, by the name its route files give the loaders and actions. Routes name their
 * type rather than import its description for the server: a module a route imports stays in its
 * browser bundle even when only the loader uses it, and a delete page needs no description at all.
 */
export const CODE_LISTS = {
  procedureCodes: PROCEDURE_CODES,
  modifiers: MODIFIERS,
  reasonCodes: REASON_CODES,
  payers: PAYERS,
} satisfies Record<string, CodeListType>;

export type CodeListName = keyof typeof CODE_LISTS;
