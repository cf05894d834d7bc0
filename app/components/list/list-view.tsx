import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ListQuery, ListSpec } from "~/domain/list-query";
import { Table } from "../table";
import { FilterForm } from "./filter-form";
import { ListPaging } from "./page-size";
import { EmptyState, FilterSummary, ResultCount, SaveFilters } from "./status";
import type { ListState } from "./state";

export type { ListState } from "./state";
export { SortHeader } from "./sort-header";

/** The list's state for its parts: the route's spec, the loader's query, this page's path. */
export function useListState(spec: ListSpec, query: ListQuery): ListState {
  return { spec, query, path: useLocation().pathname };
}

/**
 * A list page's body (docs/patterns.md "Building blocks"): filters, what they are and how many
 * rows they left, saving them, then the page of rows (or the empty state) and its paging. The
 * route declares the list (a ListSpec), reads the query on the server (readListQuery) and gives
 * the rows; `between` goes under the filters (a type's own tools).
 */
export function ListView({
  state,
  list,
  saved,
  filtersLabel,
  empty,
  caption,
  head,
  between,
  children,
}: {
  state: ListState;
  list: { content: unknown[]; number: number; size: number; totalPages: number; totalElements: number };
  /** The list shows the saved filters (from the loader: showsSaved). */
  saved: boolean;
  filtersLabel: string;
  empty: string;
  caption: string;
  head: ReactNode;
  between?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <FilterForm state={state} label={filtersLabel} />
      {between}
      <FilterSummary state={state} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ResultCount list={list} />
        <SaveFilters state={state} saved={saved} />
      </div>
      {list.content.length === 0 ? (
        <EmptyState state={state} message={empty} />
      ) : (
        <>
          <Table caption={caption}>
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{children}</tbody>
          </Table>
          <ListPaging state={state} list={list} />
        </>
      )}
    </>
  );
}
