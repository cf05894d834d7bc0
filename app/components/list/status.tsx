import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  activeFilters,
  listHref,
  multiValues,
  savedSearch,
  shownRange,
  type ActiveFilter,
} from "~/domain/list-query";
import { buttonClass } from "../forms";
import type { ListState } from "./state";

/**
 * "Showing 1–25 of 312". Polite live region: with JS, filtering as you type announces the new
 * count without moving focus.
 */
export function ResultCount({
  list,
}: {
  list: { number: number; size: number; totalElements: number; content: readonly unknown[] };
}) {
  const { t } = useTranslation("common");
  const range = shownRange(list);
  return (
    <p className="mt-4 text-sm text-slate-700" aria-live="polite" data-testid="result-count">
      {range.total > 0 ? t("list.showing", range) : t("list.showingNone")}
    </p>
  );
}

function useFilterValue(state: ListState) {
  const { t } = useTranslation("common");
  return (active: ActiveFilter) => {
    const { filter, value } = active;
    if (filter.kind === "multi") {
      const options = state.choices?.[filter.name];
      return multiValues(value)
        .map((one) =>
          filter.optionLabel
            ? t(`${filter.optionLabel}${one}`, { defaultValue: one })
            : (options?.find((option) => option.value === one)?.label ?? one),
        )
        .join(", ");
    }
    const shown =
      filter.kind === "select"
        ? t(`${filter.optionLabel}${value}`, { defaultValue: value })
        : filter.kind === "choice"
          ? (state.choices?.[filter.name]?.find((option) => option.value === value)?.label ?? value)
          : value;
    if (active.bound) return t(active.bound === "from" ? "list.fromValue" : "list.toValue", { date: shown });
    return shown;
  };
}

/** The applied filters, each with its own "clear" link, and "clear all". Nothing when none apply. */
export function FilterSummary({ state }: { state: ListState }) {
  const { t } = useTranslation("common");
  const valueOf = useFilterValue(state);
  const active = activeFilters(state.spec, state.query);
  if (active.length === 0) return null;
  const linkClass = "inline-flex min-h-touch items-center underline";
  return (
    <section aria-labelledby="filter-summary" className="mt-4">
      <h2 id="filter-summary" className="text-base font-semibold">
        {t("list.activeFilters")}
      </h2>
      <ul className="mt-1 flex flex-wrap items-center gap-x-6 gap-y-1">
        {active.map((item) => {
          const text = t("list.filterValue", { label: t(item.filter.label), value: valueOf(item) });
          return (
            <li key={item.param} className="flex items-center gap-2">
              <span>{text}</span>
              <Link
                to={listHref(state.path, state.spec, state.query, { filters: { [item.param]: null } })}
                replace
                preventScrollReset
                className={linkClass}
              >
                {t("list.clear")}
                <span className="sr-only"> {text}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to={listHref(state.path, state.spec, state.query, { clearFilters: true })}
            replace
            preventScrollReset
            className={`${linkClass} font-semibold`}
          >
            {t("list.clearAll")}
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** What an empty list says: its own message, and a way out when filters emptied it. */
export function EmptyState({ state, message }: { state: ListState; message: string }) {
  const { t } = useTranslation("common");
  const filtered = activeFilters(state.spec, state.query).length > 0;
  return (
    <div className="mt-6 rounded border border-dashed border-slate-400 p-6" data-testid="empty-state">
      <p role="status">{message}</p>
      {filtered ? (
        <Link
          to={listHref(state.path, state.spec, state.query, { clearFilters: true })}
          className={`${buttonClass("link")} mt-2`}
        >
          {t("list.clearAll")}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * "Save these filters": the list opens with them next time, after sign-out too (spec part 1 §4).
 * A POST to the list itself; when the list shows its saved filters, "Forget" instead.
 */
export function SaveFilters({ state, saved }: { state: ListState; saved: boolean }) {
  const { t } = useTranslation("common");
  const search = savedSearch(state.spec, state.query);
  if (!saved && !search) return null;
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
      <input type="hidden" name="query" value={search ?? ""} />
      {saved ? <p className="text-sm text-slate-700">{t("list.showingSaved")}</p> : null}
      <button
        type="submit"
        name="intent"
        value={saved ? "forgetFilters" : "saveFilters"}
        className={buttonClass("secondary")}
      >
        {t(saved ? "list.forgetFilters" : "list.saveFilters")}
      </button>
    </Form>
  );
}
