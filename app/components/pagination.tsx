import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";

/**
 * Paging links that keep every other query parameter (filters, sort): lists work, bookmark and
 * share without JavaScript. `page` is 0-based as the upstream counts; people see 1-based.
 */
export function Pagination({
  page,
  totalPages,
  totalElements,
  param = "page",
  label,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  totalElements?: number;
  param?: string;
  label?: string;
  /** Where a page is, when the page's URL is more than this one with `param` changed (lists). */
  hrefFor?: (page: number) => string;
}) {
  const { t } = useTranslation("common");
  const location = useLocation();
  if (totalPages <= 1) {
    return totalElements !== undefined ? (
      <p className="mt-4 text-sm text-slate-700">{t("pagination.total", { count: totalElements })}</p>
    ) : null;
  }
  const href = (target: number) => {
    if (hrefFor) return hrefFor(target);
    const params = new URLSearchParams(location.search);
    if (target <= 0) params.delete(param);
    else params.set(param, String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const linkClass =
    "inline-flex min-h-touch min-w-touch items-center justify-center gap-1 rounded border-2 border-slate-700 px-3 font-semibold underline hover:bg-slate-100 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400";
  return (
    <nav aria-label={label ?? t("pagination.label")} className="mt-4 flex flex-wrap items-center gap-3">
      {page > 0 ? (
        <Link to={href(page - 1)} className={linkClass} rel="prev">
          <Icon name="chevronLeft" />
          {t("pagination.previous")}
        </Link>
      ) : null}
      <p className="text-sm" aria-current="page">
        {t("pagination.pageOf", { page: page + 1, total: totalPages })}
        {totalElements !== undefined ? ` · ${t("pagination.total", { count: totalElements })}` : ""}
      </p>
      {page < totalPages - 1 ? (
        <Link to={href(page + 1)} className={linkClass} rel="next">
          {t("pagination.next")}
          <Icon name="chevronRight" />
        </Link>
      ) : null}
    </nav>
  );
}
