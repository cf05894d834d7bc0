/**
 * A list's state in its query string (DESIGN.md "URL map"): declared filters, sort, page and
 * page size. The URL is the only state, so a list works, bookmarks and shares without JS; the
 * upstream pages, sorts and filters, never the app. Parsing forgives: a value that is not
 * allowed is dropped (or, for dates, reported) instead of failing the page.
 */

import type { ColumnSpec } from "./grid-layout";

export type SortDirection = "asc" | "desc";
export interface SortOrder {
  field: string;
  direction: SortDirection;
}

interface FilterBase {
  /** The query parameter (a date range uses `<name>From` and `<name>To`). */
  name: string;
  /** An i18n key ("namespace:key"): the field's label, also shown in the filter summary. */
  label: string;
  /** Shown under "More filters" (open when one of them applies), for a list with many. */
  more?: boolean;
}
export type FilterSpec =
  /**
   * Free text; with `any`, a select of the values the page offers for it (`ListState.choices`: the
   * values the upstream says the records take), `any` being the "all" option, and a text box when
   * the page offers none.
   */
  | (FilterBase & { kind: "text"; max?: number; any?: string })
  /** `optionLabel` is the key prefix of the options' labels (`${optionLabel}${value}`); `any` the "all" option. */
  | (FilterBase & { kind: "select"; options: readonly string[]; optionLabel: string; any: string })
  /**
   * A choice among records the upstream lists (care plan types, service types): the options and
   * their labels come with the page (`ListState.choices`), so parsing only checks the value is an id.
   */
  | (FilterBase & { kind: "choice"; any: string })
  /** `maxDays`: the longest range allowed, both ends counted (a longer one is reported). */
  | (FilterBase & { kind: "dateRange"; maxDays?: number })
  /**
   * Several values of one parameter, repeated in the query string (`?states=CA&states=NY`; a
   * comma-separated value is read as several too). The options are `options` (labels
   * `${optionLabel}${value}`) or else the page's `ListState.choices`; `any` is said when none is
   * chosen. In `ListQuery.filters` the values are kept joined by commas (see `multiValues`), so a
   * value never holds a comma.
   */
  | (FilterBase & {
      kind: "multi";
      any: string;
      options?: readonly string[];
      optionLabel?: string;
      /** At most this many values are kept (20 unless told). */
      maxValues?: number;
    });

export interface ListSpec {
  /** Names the list's saved filters in the preference cookie: short and stable. */
  id: string;
  filters: readonly FilterSpec[];
  /** Sortable columns (as the upstream names them) and the order when none is asked for. */
  sort?: { fields: readonly string[]; initial: SortOrder };
  /** Page size choices; the first is the default (spec part 2 §9). */
  pageSizes: readonly number[];
  /** Other parameters of the page kept across filtering, sorting and paging (`view`). */
  keep?: readonly string[];
  /**
   * The table's columns in their default order, for a list whose people choose which show and in
   * what order (grid-layout.ts; the Columns control). The first is the row's own (its name and
   * link): give it `hideable: false`.
   */
  columns?: readonly ColumnSpec[];
}

export type DateProblem = "date" | "range" | "span";

export interface ListQuery {
  /** Applied filter values by parameter; only what is set. */
  filters: Record<string, string>;
  sort: SortOrder | null;
  /** 0-based, as the upstream counts. */
  page: number;
  size: number;
  kept: Record<string, string>;
  /** What was typed but could not be applied, by parameter, with the value kept to show again. */
  problems: Record<string, { problem: DateProblem; value: string }>;
}

/** The parameter that says "not the saved filters": what "clear all" and an emptied list carry. */
export const NOT_SAVED = { name: "saved", value: "off" } as const;

const MAX_PAGE = 100_000;
const DEFAULT_TEXT_MAX = 100;
/** What an upstream id looks like: anything else in a choice filter is dropped. */
const CHOICE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** What one value of a multi-value filter may be: codes, ids, short names; never a comma. */
const MULTI_VALUE = /^[\p{L}\p{N} _.'/-]{1,64}$/u;
const DEFAULT_MAX_VALUES = 20;

/** The values of a multi-value filter as `ListQuery.filters` keeps them ("CA,NY" → ["CA", "NY"]). */
export function multiValues(value: string | undefined): string[] {
  return value ? value.split(",").filter(Boolean) : [];
}

/** The parameters a filter reads. */
export function filterParams(filter: FilterSpec): string[] {
  return filter.kind === "dateRange" ? [`${filter.name}From`, `${filter.name}To`] : [filter.name];
}

function isIsoDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Calendar days from one date to another, both counted. */
function daySpan(from: string, to: string) {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

function parseSort(spec: ListSpec, value: string | null): SortOrder | null {
  if (!spec.sort) return null;
  const [field, direction] = (value ?? "").split(",");
  if (field && spec.sort.fields.includes(field)) {
    return { field, direction: direction === "desc" ? "desc" : "asc" };
  }
  return spec.sort.initial;
}

function parseInteger(value: string | null) {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export function parseListQuery(spec: ListSpec, params: URLSearchParams): ListQuery {
  const filters: Record<string, string> = {};
  const problems: ListQuery["problems"] = {};
  for (const filter of spec.filters) {
    if (filter.kind === "text") {
      const value = (params.get(filter.name) ?? "").trim().slice(0, filter.max ?? DEFAULT_TEXT_MAX);
      if (value) filters[filter.name] = value;
    } else if (filter.kind === "select") {
      const value = params.get(filter.name) ?? "";
      if (filter.options.includes(value)) filters[filter.name] = value;
    } else if (filter.kind === "choice") {
      const value = params.get(filter.name) ?? "";
      if (CHOICE_ID.test(value)) filters[filter.name] = value;
    } else if (filter.kind === "multi") {
      const values = params
        .getAll(filter.name)
        .flatMap((value) => value.split(","))
        .map((value) => value.trim())
        .filter((value) => MULTI_VALUE.test(value) && (!filter.options || filter.options.includes(value)));
      const kept = [...new Set(values)].slice(0, filter.maxValues ?? DEFAULT_MAX_VALUES);
      if (kept.length) filters[filter.name] = kept.join(",");
    } else {
      const [fromName, toName] = filterParams(filter) as [string, string];
      const from = (params.get(fromName) ?? "").trim().slice(0, 10);
      const to = (params.get(toName) ?? "").trim().slice(0, 10);
      const fromOk = from !== "" && isIsoDate(from);
      const toOk = to !== "" && isIsoDate(to);
      if (from && !fromOk) problems[fromName] = { problem: "date", value: from };
      if (to && !toOk) problems[toName] = { problem: "date", value: to };
      const tooLong = fromOk && toOk && filter.maxDays !== undefined && daySpan(from, to) > filter.maxDays;
      if (fromOk && toOk && (from > to || tooLong)) {
        // Both bounds are kept to show again; the message goes with the end.
        const problem = from > to ? "range" : "span";
        problems[fromName] = { problem, value: from };
        problems[toName] = { problem, value: to };
      } else {
        if (fromOk) filters[fromName] = from;
        if (toOk) filters[toName] = to;
      }
    }
  }
  const page = parseInteger(params.get("page"));
  const size = parseInteger(params.get("size"));
  const kept: Record<string, string> = {};
  for (const name of spec.keep ?? []) {
    const value = params.get(name);
    if (value) kept[name] = value.slice(0, 50);
  }
  return {
    filters,
    sort: parseSort(spec, params.get("sort")),
    page: page !== null && page < MAX_PAGE ? page : 0,
    size: size !== null && spec.pageSizes.includes(size) ? size : spec.pageSizes[0]!,
    kept,
    problems,
  };
}

/**
 * The query string of a list state, "" when it is all defaults. Defaults are left out so URLs stay
 * short; the order is fixed (filters as declared, then sort, size, page) so equal states compare.
 */
export function listSearch(spec: ListSpec, query: Omit<ListQuery, "problems">): string {
  const params = new URLSearchParams();
  for (const filter of spec.filters) {
    for (const name of filterParams(filter)) {
      const value = query.filters[name];
      if (!value) continue;
      if (filter.kind === "multi") for (const one of multiValues(value)) params.append(name, one);
      else params.set(name, value);
    }
  }
  const initial = spec.sort?.initial;
  if (
    query.sort &&
    initial &&
    (query.sort.field !== initial.field || query.sort.direction !== initial.direction)
  ) {
    params.set("sort", `${query.sort.field},${query.sort.direction}`);
  }
  if (query.size !== spec.pageSizes[0]) params.set("size", String(query.size));
  if (query.page > 0) params.set("page", String(query.page));
  for (const [name, value] of Object.entries(query.kept)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export interface ListChange {
  filters?: Record<string, string | null>;
  sort?: SortOrder;
  page?: number;
  size?: number;
  /** Drop every filter. */
  clearFilters?: boolean;
  /** Kept parameters to set (a value) or drop (null). */
  kept?: Record<string, string | null>;
}

/**
 * Where a change leads. Anything but a page change starts again at the first page. A link never
 * leads to the bare path: that opens the saved filters, which is not what "clear" means.
 */
export function listHref(pathname: string, spec: ListSpec, query: ListQuery, change: ListChange): string {
  const filters = change.clearFilters ? {} : { ...query.filters };
  for (const [name, value] of Object.entries(change.filters ?? {})) {
    if (value) filters[name] = value;
    else delete filters[name];
  }
  const kept = { ...query.kept };
  for (const [name, value] of Object.entries(change.kept ?? {})) {
    if (value) kept[name] = value;
    else delete kept[name];
  }
  const next = {
    filters,
    sort: change.sort ?? query.sort,
    size: change.size ?? query.size,
    page: change.page ?? 0,
    kept,
  };
  const search = listSearch(spec, next);
  return `${pathname}${search || `?${NOT_SAVED.name}=${NOT_SAVED.value}`}`;
}

/** The next order of a column's sort link: ascending first, then the other way. */
export function nextSort(current: SortOrder | null, field: string): SortOrder {
  return { field, direction: current?.field === field && current.direction === "asc" ? "desc" : "asc" };
}

export interface ActiveFilter {
  /** The filter's parameter (for a date range, the bound). */
  param: string;
  filter: FilterSpec;
  value: string;
  /** For a date range: which bound. */
  bound?: "from" | "to";
}

/** Every applied filter, one entry per parameter, in declared order (for the summary). */
export function activeFilters(spec: ListSpec, query: ListQuery): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const filter of spec.filters) {
    filterParams(filter).forEach((param, index) => {
      const value = query.filters[param];
      if (!value) return;
      active.push({
        param,
        filter,
        value,
        ...(filter.kind === "dateRange" ? { bound: index === 0 ? ("from" as const) : ("to" as const) } : {}),
      });
    });
  }
  return active;
}

/** "Showing 26–50 of 312": the 1-based positions of a page's first and last rows. */
export function shownRange(list: {
  number: number;
  size: number;
  totalElements: number;
  content: readonly unknown[];
}) {
  if (list.content.length === 0) return { from: 0, to: 0, total: list.totalElements };
  const from = list.number * list.size + 1;
  return { from, to: from + list.content.length - 1, total: list.totalElements };
}

/** Saved filters keep no page: a list opens at its first page. Bounded so the cookie stays small. */
export const SAVED_QUERY_MAX = 400;

/** What is saved for a list: its state without the page, or null when it is all defaults. */
export function savedSearch(spec: ListSpec, query: ListQuery): string | null {
  const search = listSearch(spec, { ...query, page: 0 });
  return search && search.length <= SAVED_QUERY_MAX ? search : null;
}

/** A saved query read back from a cookie: parsed again, so only what the list allows survives. */
export function sanitizeSaved(spec: ListSpec, saved: string | undefined): string | null {
  if (!saved || saved.length > SAVED_QUERY_MAX || !saved.startsWith("?")) return null;
  return savedSearch(spec, parseListQuery(spec, new URLSearchParams(saved.slice(1))));
}
