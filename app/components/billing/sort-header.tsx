import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Th } from "../table";

/**
 * A column header that sorts the list by a link (?sort=field,asc|desc), keeping the filters and
 * starting again at the first page. Works without JavaScript; aria-sort says the current order.
 */
export function SortHeader({
  field,
  label,
  current,
}: {
  field: string;
  label: string;
  current: { field: string; direction: "asc" | "desc" };
}) {
  const { t } = useTranslation("billing");
  const location = useLocation();
  const active = current.field === field;
  const next = active && current.direction === "asc" ? "desc" : "asc";
  const params = new URLSearchParams(location.search);
  params.set("sort", `${field},${next}`);
  params.delete("page");
  return (
    <Th aria-sort={active ? (current.direction === "asc" ? "ascending" : "descending") : undefined}>
      <Link
        to={`${location.pathname}?${params}`}
        className="inline-flex min-h-touch items-center gap-1 underline"
      >
        {label}
        <span className="sr-only">{t(next === "asc" ? "list.sortAscending" : "list.sortDescending")}</span>
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
