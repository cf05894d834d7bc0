import { useLocation } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { shownColumns, type GridLayoutData } from "~/domain/grid-layout";
import type { ListQuery, ListSpec } from "~/domain/list-query";
import { Table } from "../table";
import { ColumnsControl } from "./columns-control";
import { FilterForm } from "./filter-form";
import { ListPaging } from "./page-size";
import { EmptyState, FilterSummary, ResultCount, SaveFilters } from "./status";
import type { ListState } from "./state";

export type { ListState } from "./state";
export { SortHeader } from "./sort-header";

/** The list's state for its parts: the route's spec, the loader's query, this page's path. */
export function useListState(spec: ListSpec, query: ListQuery, choices?: ListState["choices"]): ListState {
  return { spec, query, path: useLocation().pathname, choices };
}

/**
 * A list with a grid layout (`ListSpec.columns`): the table is drawn column by column, in the
 * order and with the columns the layout shows, and the Columns control changes it.
 */
export interface ListGrid<T> {
  /** The loader's readGridLayout. */
  layout: GridLayoutData;
  /** A column's header cell: a SortHeader or a Th. */
  head: (columnId: string) => ReactNode;
  /** A row's cell in a column: a Td. */
  cell: (row: T, columnId: string) => ReactNode;
  rowKey: (row: T) => string;
}

type Rows<T> =
  | {
      /** The header cells, in order. */
      head: ReactNode;
      /** The rows (`<tr>`). */
      children: ReactNode;
      grid?: never;
    }
  | { grid: ListGrid<T>; head?: never; children?: never };

function GridRows<T>({ state, grid, rows }: { state: ListState; grid: ListGrid<T>; rows: T[] }) {
  const columns = shownColumns(state.spec.columns ?? [], grid.layout.layout);
  return (
    <>
      <thead>
        <tr>
          {columns.map((column) => (
            <Fragment key={column.id}>{grid.head(column.id)}</Fragment>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={grid.rowKey(row)}>
            {columns.map((column) => (
              <Fragment key={column.id}>{grid.cell(row, column.id)}</Fragment>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
}

/**
 * A list page's body (docs/patterns.md "Building blocks"): filters, what they are and how many
 * rows they left, saving them, then the page of rows (or the empty state) and its paging. The
 * route declares the list (a ListSpec), reads the query on the server (readListQuery) and gives
 * the rows; `between` goes under the filters (a type's own tools). A list with columns in its
 * spec passes `grid` instead of `head` and rows: the layout and a cell per row and column.
 */
export function ListView<T>({
  state,
  list,
  saved,
  filtersLabel,
  empty,
  caption,
  head,
  between,
  children,
  grid,
}: {
  state: ListState;
  list: { content: T[]; number: number; size: number; totalPages: number; totalElements: number };
  /** The list shows the saved filters (from the loader: showsSaved). */
  saved: boolean;
  filtersLabel: string;
  empty: string;
  caption: string;
  between?: ReactNode;
} & Rows<T>) {
  return (
    <>
      <FilterForm state={state} label={filtersLabel} />
      {between}
      <FilterSummary state={state} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ResultCount list={list} />
        <SaveFilters state={state} saved={saved} />
      </div>
      {grid ? <ColumnsControl state={state} grid={grid.layout} /> : null}
      {list.content.length === 0 ? (
        <EmptyState state={state} message={empty} />
      ) : (
        <>
          <Table caption={caption}>
            {grid ? (
              <GridRows state={state} grid={grid} rows={list.content} />
            ) : (
              <>
                <thead>
                  <tr>{head}</tr>
                </thead>
                <tbody>{children}</tbody>
              </>
            )}
          </Table>
          <ListPaging state={state} list={list} />
        </>
      )}
    </>
  );
}
