import type { ZodTypeAny } from "zod";
import type { DeleteConfirmationData } from "../billing-delete";
import { BILLING_PAGE_SIZES } from "../billing-params";
import type { ListQuery, ListSpec } from "../list-query";
import type { RuleKit } from "../code-list-schemas";
import type { Uses } from "../in-use";
import type { Capability } from "@contract/permissions";

/**
 * Code lists: flat lists of records kept in one upstream collection, each with a list page and
 * some of create, edit, delete (decision 012). A type is described, as data, in a module of its
 * own beside this one (one module each, so a page carries only its own type); its loaders and
 * actions (app/code-lists/resource.server.ts), its pages (app/components/code-list/) and its form
 * schema (code-list-schemas.ts) are built from the description. Rules are written against a kit
 * handed in by code-list-schemas.ts, so this module imports no zod: a page that only lists or
 * confirms a delete carries no validation code.
 */

export interface CodeListField {
  name: string;
  /** Keys in the type's namespace. */
  label: string;
  hint?: string;
  /** "code": typed in capitals without spelling help; "amount": a decimal keypad. */
  input?: "code" | "amount";
  /** A short value: a narrow input. */
  short?: boolean;
  /**
   * A select instead of a text input: fixed values (labelled by keys under `labels`), or the
   * values of another master-data type, which the form's loader reads.
   */
  options?: { values: readonly string[]; labels: string } | { from: string };
  rule: (kit: RuleKit) => ZodTypeAny;
}

export interface CodeListColumn {
  field: string;
  /** A key in the type's namespace. */
  label: string;
  /**
   * code: monospaced, bold; mono: monospaced; money: an amount; count: a number (grouped as the
   * reader's language groups it); date: a calendar date (yyyy-mm-dd) in the reader's format; link:
   * the record's own page; strong: bold text; image: the record's picture (its thumbnail route)
   * when the field is true. Anything else is text.
   */
  show?: "code" | "mono" | "money" | "count" | "date" | "link" | "strong" | "image";
  /** The value is one of fixed values, shown by its key under this prefix. */
  labels?: string;
}

/** The upstream collection (spec part 1 §7, part 2 §7 "Master data"). */
export interface CodeListApi {
  base: string;
  /** The list's path under the base ("/overview"); the base itself when absent. */
  list?: string;
  /** The list answer holds the page in `data` ({ data: { content, … } }). */
  listInData?: boolean;
  /** The list's search parameter. */
  search: string;
  /** Where records are deleted, under the base ("/overview" → DELETE base/overview/{id}). */
  deleteUnder?: string;
  /**
   * Where records are deleted when it is not under the base: payers are deleted on their
   * master-data type path (spec part 2 §7 "Master data": DELETE /api/masterData/payer/{id}).
   */
  deleteAt?: string;
  /** Groups of records (GET base + path, paged like the list). */
  grouped?: string;
  /** Looks one record up by its identity in this parameter of GET base (404 when none). */
  lookup?: string;
  /** Sent with every list (query) and save (body): the type in a collection shared by types. */
  fixed?: Record<string, string>;
  /** The list is POST base/search with the search, limit and page in the query. */
  searchByPost?: boolean;
}

export interface Message {
  key: string;
  params: Record<string, string | number>;
}

/**
 * Why a record in use is kept (issue 38): its message, whose `{{uses}}` the loader fills with the
 * records that use it, counted by kind and put in words (in-use.ts).
 */
export interface InUse extends Message {
  uses: Uses;
}

export type CodeListItem = { id: string } & Record<string, unknown>;

export interface CodeListType {
  /** The i18n namespace, and the prefix of the type's keys in it (title, create, caption, …). */
  ns: string;
  keys: string;
  path: string;
  /** The route parameter that holds a record's id. */
  idParam: string;
  /** The field people know a record by: shown, checked for duplicates, looked up by. */
  identity: string;
  /** Its name in the type's messages ("Procedure code {{code}} …"). */
  identityParam: "code" | "name";
  /** The list's search: its query parameter (also the search's name in messages) and length. */
  search: { param: string; max: number };
  api: CodeListApi;
  /** The form's id (the prefix of its inputs' ids). */
  formId: string;
  fields: CodeListField[];
  columns: CodeListColumn[];
  /** What creating, changing and deleting records needs (decision 015); reading needs less. */
  editCapability: Capability;
  edit: boolean;
  /** Delete: the confirmation's kind and what keeps a record that is still in use. */
  remove: { kind: DeleteConfirmationData["kind"]; inUse: (item: CodeListItem) => InUse | null } | null;
  /** The record has a page of its own; a new one opens there, not in the list. */
  detail: boolean;
  /** The list can show the records in their groups (?view=grouped). */
  grouped: boolean;
  /** The list has a form that opens a record by its exact identity (?select=). */
  openByName: boolean;
  /** A record may hold a picture: uploaded at {path}/{id}/image, shown from {path}/{id}/thumbnail. */
  pictures?: boolean;
  /**
   * Records have an owner (billing, decision 054): the network's or a tree's. Edit and delete are
   * offered, and allowed, only on the records the user may change.
   */
  owned?: boolean;
  messages: {
    created: string;
    updated?: string;
    duplicate: (twin: CodeListItem) => string;
  };
}

export const count = (value: unknown) => (typeof value === "number" ? value : 0);
export const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A record's identity and description, as a delete confirmation names it. */
export function recordName(type: CodeListType, item: CodeListItem) {
  return `${text(item[type.identity])} ${text(item.description)}`.trim();
}

/** One page of a list, as the upstream pages it (0-based). */
export interface ListPage<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export interface CodeListGroup {
  group: string;
  count?: number | null;
  codes: CodeListItem[];
}

/** A code list as a list (list-query.ts): its search, no sort (the upstream has none), its views. */
export function codeListSpec(type: CodeListType): ListSpec {
  return {
    id: type.keys,
    filters: [
      {
        kind: "text",
        name: type.search.param,
        max: type.search.max,
        label: `${type.ns}:${type.keys}.search`,
      },
    ],
    pageSizes: BILLING_PAGE_SIZES,
    keep: type.grouped ? ["view"] : [],
  };
}

/** What a list page's loader answers. */
export interface CodeListData {
  search: string;
  query: ListQuery;
  /** The list shows its saved filters. */
  saved: boolean;
  view: "list" | "grouped";
  list: ListPage<CodeListItem> | null;
  groups: ListPage<CodeListGroup> | null;
  /** The identity typed into "open by name", and the one that could not be opened. */
  select: string;
  selectError: string | null;
  /** Of an owned type's list, the ids of the records the user may change; null or absent: every record. */
  changeable?: string[] | null;
}

/** What a create or edit page's loader answers: the record's values and identity when editing. */
export interface CodeListFormData {
  defaults: Record<string, string> | null;
  identity: string | null;
  /** The choices of fields whose options are another type's values, by field name. */
  choices?: Record<string, string[]>;
}
