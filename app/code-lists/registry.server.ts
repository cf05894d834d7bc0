import type { CodeListType } from "~/domain/code-lists";
import { MODIFIERS } from "~/domain/code-lists/modifiers";
import { PAYERS } from "~/domain/code-lists/payers";
import { PROCEDURE_CODES } from "~/domain/code-lists/procedure-codes";
import { REASON_CODES } from "~/domain/code-lists/reason-codes";
import { MASTER_DATA_LISTS } from "~/domain/code-lists/master-data";
import type { ListedSlug } from "~/domain/master-data";

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

/** A billing list by its name, or a master-data type's list by its slug (`masterData/specialty`). */
export type CodeListName = keyof typeof CODE_LISTS | `masterData/${ListedSlug}`;

export function codeListOf(name: CodeListName): CodeListType {
  return name.startsWith("masterData/")
    ? MASTER_DATA_LISTS[name.slice("masterData/".length) as ListedSlug]
    : CODE_LISTS[name as keyof typeof CODE_LISTS];
}
