/**
 * A list's grid layout: which of its columns show and in what order (spec part 1 §4: saved grid
 * layouts survive sign-out). The list declares its columns (`ListSpec.columns`); a saved layout
 * is a short string in the preference cookie, read back against the declaration every time, so
 * a column the list no longer has is dropped, a new one appears in its default place at the end,
 * and a column that may not be hidden always shows.
 */

export interface ColumnSpec {
  /** Names the column in the saved layout and for the page's render props: short and stable. */
  id: string;
  /** An i18n key ("namespace:key"): the column's header, also in the Columns control. */
  label: string;
  /** False for the column that carries the row (the name with its link): it always shows. */
  hideable?: boolean;
}

export interface GridColumn {
  id: string;
  shown: boolean;
}

/** Every column of the list, in the order shown, each shown or hidden. */
export type GridLayout = GridColumn[];

/** A list's grid layout as its loader answers it (readGridLayout) and the page uses it. */
export interface GridLayoutData {
  /** Every column in the order shown, each shown or hidden. */
  layout: GridLayout;
  /** A layout of the person's own is saved (not the list's default). */
  saved: boolean;
  /** The Columns control was just used without JS: the page shows it open again. */
  open: boolean;
}

export type MoveDirection = "up" | "down";

/** Bounds of a saved layout, so the preference cookie stays one small cookie. */
export const GRID_LAYOUT_CHARS = 160;
export const GRID_LAYOUTS_MAX = 8;
const MAX_COLUMNS = 24;
const COLUMN_ID = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
/** Marks a hidden column in the saved string: `name,-payer,category`. */
const HIDDEN = "-";

/**
 * The Columns control's intents, each a POST to the list (saveGridLayout). A move names its
 * column after a colon (`moveUp:payer`): one form holds every column, and a button sends one value.
 */
export const LAYOUT_INTENTS = ["saveLayout", "resetLayout", "moveUp", "moveDown"] as const;

/** The Columns control's element id: where the list opens again after a POST without JS. */
export const COLUMNS_ANCHOR = "list-columns";

const mayHide = (column: ColumnSpec) => column.hideable !== false;

/** The list's columns as declared: all shown. */
export function defaultLayout(columns: readonly ColumnSpec[]): GridLayout {
  return columns.map((column) => ({ id: column.id, shown: true }));
}

/**
 * A layout made to fit the list: unknown and repeated columns dropped, missing ones appended in
 * declared order (shown), columns that may not be hidden shown, and never nothing shown.
 */
export function normalizeLayout(columns: readonly ColumnSpec[], layout: readonly GridColumn[]): GridLayout {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const seen = new Set<string>();
  const result: GridLayout = [];
  for (const entry of layout.slice(0, MAX_COLUMNS)) {
    const column = byId.get(entry.id);
    if (!column || seen.has(entry.id)) continue;
    seen.add(entry.id);
    result.push({ id: entry.id, shown: entry.shown || !mayHide(column) });
  }
  for (const column of columns) if (!seen.has(column.id)) result.push({ id: column.id, shown: true });
  if (result.length > 0 && !result.some((column) => column.shown)) result[0] = { ...result[0]!, shown: true };
  return result;
}

/** A saved layout read back: anything it cannot use is ignored, so it never fails the page. */
export function parseLayout(columns: readonly ColumnSpec[], saved: string | null | undefined): GridLayout {
  if (!saved || saved.length > GRID_LAYOUT_CHARS) return defaultLayout(columns);
  const entries = saved
    .split(",")
    .slice(0, MAX_COLUMNS)
    .map((part) => {
      const hidden = part.startsWith(HIDDEN);
      return { id: hidden ? part.slice(HIDDEN.length) : part, shown: !hidden };
    })
    .filter((entry) => COLUMN_ID.test(entry.id));
  return normalizeLayout(columns, entries);
}

export function isDefaultLayout(columns: readonly ColumnSpec[], layout: readonly GridColumn[]): boolean {
  const initial = defaultLayout(columns);
  return (
    layout.length === initial.length &&
    layout.every((column, i) => column.id === initial[i]!.id && column.shown === initial[i]!.shown)
  );
}

/**
 * What is saved for a list: its layout as a short string, or null when it is the default (or
 * does not fit the bound, which a declared list never reaches).
 */
export function savedLayout(columns: readonly ColumnSpec[], layout: readonly GridColumn[]): string | null {
  const normal = normalizeLayout(columns, layout);
  if (isDefaultLayout(columns, normal)) return null;
  const text = normal.map((column) => `${column.shown ? "" : HIDDEN}${column.id}`).join(",");
  return text.length <= GRID_LAYOUT_CHARS ? text : null;
}

/** A column one place earlier or later; at either end (or unknown) the layout stays as it is. */
export function moveColumn(layout: readonly GridColumn[], id: string, direction: MoveDirection): GridLayout {
  const result = [...layout];
  const from = result.findIndex((column) => column.id === id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= result.length) return result;
  [result[from], result[to]] = [result[to]!, result[from]!];
  return result;
}

/** Show and hide: the ticked columns show, the others hide (order kept; see normalizeLayout). */
export function showOnly(
  columns: readonly ColumnSpec[],
  layout: readonly GridColumn[],
  shown: readonly string[],
): GridLayout {
  return normalizeLayout(
    columns,
    layout.map((column) => ({ id: column.id, shown: shown.includes(column.id) })),
  );
}

/** The columns to render, in order, with their declarations. */
export function shownColumns(columns: readonly ColumnSpec[], layout: readonly GridColumn[]): ColumnSpec[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  return layout.flatMap((column) => {
    const spec = byId.get(column.id);
    return column.shown && spec ? [spec] : [];
  });
}

/** Whether a column may be hidden (the Columns control disables its box when not). */
export function columnMayHide(columns: readonly ColumnSpec[], id: string): boolean {
  const column = columns.find((c) => c.id === id);
  return column ? mayHide(column) : false;
}
