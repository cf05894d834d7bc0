import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listHref, nextSort } from "~/domain/list-query";
import { Th } from "../table";
import type { ListState } from "./state";

/**
 * A column header that sorts the list by a link (?sort=field,asc|desc), keeping the filters and
 * starting again at the first page. Works without JS; aria-sort says the current order.
 */
export function SortHeader({ field, label, state }: { field: string; label: string; state: ListState }) {
  const { t } = useTranslation("common");
  const current = state.query.sort;
  const active = current?.field === field;
  const next = nextSort(current, field);
  return (
    <Th aria-sort={active ? (current.direction === "asc" ? "ascending" : "descending") : undefined}>
      <Link
        to={listHref(state.path, state.spec, state.query, { sort: next })}
        replace
        preventScrollReset
        className="inline-flex min-h-touch items-center gap-1 underline"
      >
        {label}
        <span className="sr-only">
          {t(next.direction === "asc" ? "list.sortAscending" : "list.sortDescending")}
        </span>
        {active ? (
          <svg
            className="h-4 w-4"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={3}
            aria-hidden="true"
            focusable="false"
          >
            <path d={current.direction === "asc" ? "M6 15l6-6 6 6" : "M6 9l6 6 6-6"} />
          </svg>
        ) : null}
      </Link>
    </Th>
  );
}
