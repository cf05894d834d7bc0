import { Form, useLocation, useNavigate } from "@remix-run/react";
import type { FormEvent } from "react";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  NOT_SAVED,
  filterParams,
  listHref,
  multiValues,
  type DateProblem,
  type FilterSpec,
  type ListQuery,
} from "~/domain/list-query";
import { buttonClass } from "../forms";
import { Icon } from "../icons";
import { Labelled } from "./labelled";
import { KEEP_FOCUS, fieldClass, type ListState } from "./state";

/** How long typing pauses before a text filter applies. */
export const FILTER_DEBOUNCE_MS = 300;

const PROBLEM_KEYS: Record<DateProblem, string> = {
  date: "list.dateProblem",
  range: "list.rangeProblem",
  span: "list.spanProblem",
};

function Problem({ id, problem, maxDays }: { id: string; problem?: DateProblem; maxDays?: number }) {
  const { t } = useTranslation("common");
  return (
    <p id={id} className="min-h-[1.5rem] pt-1 text-sm font-semibold text-red-700">
      {problem ? (
        <>
          <span className="sr-only">{t("errors.prefix")} </span>
          {t(PROBLEM_KEYS[problem], { days: maxDays })}
        </>
      ) : null}
    </p>
  );
}

/** A select of the options the page offers for a filter (`ListState.choices`). */
function ChoiceSelect({
  id,
  label,
  any,
  name,
  state,
}: {
  id: string;
  label: string;
  any: string;
  name: string;
  state: ListState;
}) {
  const value = state.query.filters[name] ?? "";
  const options = state.choices?.[name] ?? [];
  return (
    <Labelled id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={fieldClass}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {/* A value from a bookmark the upstream no longer lists stays chosen, not silently lost. */}
        {value && !options.some((option) => option.value === value) ? (
          <option value={value}>{value}</option>
        ) : null}
      </select>
    </Labelled>
  );
}

type MultiFilter = Extract<FilterSpec, { kind: "multi" }>;

/** The options of a multi-value filter: its own, else the page's, and any chosen one neither lists. */
function multiOptions(filter: MultiFilter, state: ListState, t: (key: string, fallback: string) => string) {
  const options = filter.options
    ? filter.options.map((value) => ({
        value,
        label: filter.optionLabel ? t(`${filter.optionLabel}${value}`, value) : value,
      }))
    : [...(state.choices?.[filter.name] ?? [])];
  const chosen = multiValues(state.query.filters[filter.name]);
  for (const value of chosen)
    if (!options.some((option) => option.value === value)) options.push({ value, label: value });
  return { options, chosen };
}

/** A filter typed as text: it applies after the pause (`data-debounce`). */
function SearchField({
  id,
  label,
  name,
  maxLength,
  defaultValue,
}: {
  id: string;
  label: string;
  name: string;
  maxLength?: number;
  defaultValue: string;
}) {
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        name={name}
        type="search"
        maxLength={maxLength}
        defaultValue={defaultValue}
        data-debounce=""
        className={fieldClass}
      />
    </Labelled>
  );
}

/**
 * Several values of one filter: checkboxes of one name in a disclosure, so a plain GET form sends
 * each chosen value as its own parameter. With JS a box applies on change, like a select.
 * Without any option to offer (the page could not read them), a text box takes values separated
 * by commas.
 */
function MultiField({ id, filter, state }: { id: string; filter: MultiFilter; state: ListState }) {
  const { t } = useTranslation("common");
  const { options, chosen } = multiOptions(filter, state, (key, fallback) =>
    t(key, { defaultValue: fallback }),
  );
  if (options.length === 0)
    return <SearchField id={id} label={t(filter.label)} name={filter.name} defaultValue={chosen.join(",")} />;
  return (
    <fieldset className="min-w-[12rem]" data-multi={filter.name}>
      <legend className="font-semibold">{t(filter.label)}</legend>
      <details className="mt-1 rounded border-2 border-slate-700 bg-white">
        <summary className="flex min-h-touch cursor-pointer items-center px-3 focus:outline-none focus:ring-4 focus:ring-amber-400">
          {chosen.length ? t("list.multiChosen", { count: chosen.length }) : t(filter.any)}
        </summary>
        <ul className="max-h-60 overflow-y-auto border-t border-slate-300 px-3 py-1">
          {options.map((option) => (
            <li key={option.value}>
              <label className="flex min-h-touch items-center gap-2">
                <input
                  type="checkbox"
                  name={filter.name}
                  value={option.value}
                  defaultChecked={chosen.includes(option.value)}
                  className="h-5 w-5"
                />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
}

function FilterField({ filter, state }: { filter: FilterSpec; state: ListState }) {
  const { t } = useTranslation("common");
  const { query } = state;
  const id = `filter-${filter.name}`;
  if (filter.kind === "text") {
    const offered = filter.any ? state.choices?.[filter.name] : undefined;
    if (filter.any && offered?.length)
      return (
        <ChoiceSelect id={id} label={t(filter.label)} any={t(filter.any)} name={filter.name} state={state} />
      );
    return (
      <SearchField
        id={id}
        label={t(filter.label)}
        name={filter.name}
        maxLength={filter.max}
        defaultValue={query.filters[filter.name] ?? ""}
      />
    );
  }
  if (filter.kind === "select") {
    return (
      <Labelled id={id} label={t(filter.label)}>
        <select
          id={id}
          name={filter.name}
          defaultValue={query.filters[filter.name] ?? ""}
          className={fieldClass}
        >
          <option value="">{t(filter.any)}</option>
          {filter.options.map((option) => (
            <option key={option} value={option}>
              {t(`${filter.optionLabel}${option}`, { defaultValue: option })}
            </option>
          ))}
        </select>
      </Labelled>
    );
  }
  if (filter.kind === "choice")
    return (
      <ChoiceSelect id={id} label={t(filter.label)} any={t(filter.any)} name={filter.name} state={state} />
    );
  if (filter.kind === "multi") return <MultiField id={id} filter={filter} state={state} />;
  return (
    <fieldset>
      <legend className="font-semibold">{t(filter.label)}</legend>
      <div className="flex flex-wrap gap-3">
        {filterParams(filter).map((param, index) => {
          const problem = query.problems[param];
          const errorId = `${id}-${param}-error`;
          return (
            <div key={param}>
              <label htmlFor={`${id}-${param}`} className="block text-sm">
                {t(index === 0 ? "list.from" : "list.to")}
              </label>
              <input
                id={`${id}-${param}`}
                name={param}
                type="date"
                defaultValue={problem?.value ?? query.filters[param] ?? ""}
                // Typing a date digit by digit makes a valid date at every year digit: wait for
                // the pause, as in a search field, instead of reading four lists on the way.
                data-debounce=""
                aria-invalid={problem ? true : undefined}
                aria-describedby={errorId}
                className={fieldClass}
              />
              <Problem
                id={errorId}
                problem={index === 0 && problem?.problem !== "date" ? undefined : problem?.problem}
                maxDays={filter.maxDays}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Whether a field no longer shows what the server rendered in it. */
function changedBeforeHydration(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) {
      if (Array.from(element.options).some((option) => option.selected !== option.defaultSelected))
        return true;
    } else if (element instanceof HTMLInputElement) {
      if (element.type === "hidden" || element.type === "submit") continue;
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.value !== element.defaultValue) return true;
    }
  }
  return false;
}

/**
 * A list's filters: a GET form without JS. With JS, a change applies at once and typing applies
 * after a pause, by a navigation that replaces the history entry; the form stays mounted, so focus
 * stays in the field being typed in.
 */
export function FilterForm({ state, label }: { state: ListState; label: string }) {
  const { t } = useTranslation("common");
  const { spec, query, path } = state;
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // The query the fields were last made to show: the server rendered them from the first one.
  const shown = useRef<ListQuery | null>(null);
  // The last navigation asked for, and from which location: the same one twice is sent once.
  const sent = useRef<{ href: string; from: string }>();

  const apply = useCallback(() => {
    clearTimeout(timer.current);
    if (!form.current) return;
    const data = new FormData(form.current);
    const filters = Object.fromEntries(
      spec.filters.flatMap((filter) =>
        filter.kind === "multi"
          ? // Checked boxes, or the text box's comma-separated values: the URL is parsed again.
            [[filter.name, data.getAll(filter.name).map(String).join(",").trim()]]
          : filterParams(filter).map((param) => [param, String(data.get(param) ?? "").trim()]),
      ),
    );
    const href = listHref(path, spec, query, { filters });
    // Nothing changed (a replayed event, a second submit): the address stays as it is.
    if (href === `${location.pathname}${location.search || `?${NOT_SAVED.name}=${NOT_SAVED.value}`}`) return;
    if (sent.current?.href === href && sent.current.from === location.key) return;
    sent.current = { href, from: location.key };
    navigate(href, { replace: true, preventScrollReset: true, state: KEEP_FOCUS });
  }, [path, spec, query, location.pathname, location.search, location.key, navigate]);

  // A clear link or the back button changes the filters: fields not being typed in follow.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    if (shown.current === null) {
      shown.current = query;
      // The fields already show this query, unless the person chose something before the scripts
      // ran: that choice is applied, never put back (a reset here, then the change event React
      // replays after hydration, sent the empty form: "?saved=off" instead of the filter).
      if (changedBeforeHydration(form.current)) apply();
      return;
    }
    if (shown.current === query) return;
    shown.current = query;
    for (const filter of spec.filters) {
      if (filter.kind === "multi") {
        const chosen = multiValues(query.filters[filter.name]);
        for (const box of form.current!.querySelectorAll<HTMLInputElement>(
          `input[type="checkbox"][name="${filter.name}"]`,
        ))
          box.checked = chosen.includes(box.value);
        continue;
      }
      for (const param of filterParams(filter)) {
        const field = elements.namedItem(param);
        if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
        if (field === document.activeElement) continue;
        field.value = query.problems[param]?.value ?? query.filters[param] ?? "";
      }
    }
  }, [spec, query, apply]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    clearTimeout(timer.current);
    if (target.hasAttribute("data-debounce")) timer.current = setTimeout(apply, FILTER_DEBOUNCE_MS);
    else apply();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };
  const main = spec.filters.filter((filter) => !filter.more);
  const more = spec.filters.filter((filter) => filter.more);
  const moreApplied = more.filter((filter) =>
    filterParams(filter).some((param) => query.filters[param] || query.problems[param]),
  ).length;
  const initial = spec.sort?.initial;
  const sorted =
    query.sort &&
    initial &&
    (query.sort.field !== initial.field || query.sort.direction !== initial.direction);
  return (
    <Form
      ref={form}
      method="get"
      action={path}
      onChange={onChange}
      onSubmit={onSubmit}
      className="mt-6 flex flex-wrap items-end gap-4 rounded border border-slate-300 p-4"
      aria-label={label}
    >
      {main.map((filter) => (
        <FilterField key={filter.name} filter={filter} state={state} />
      ))}
      {more.length > 0 ? (
        <details open={moreApplied > 0} className="basis-full">
          <summary className="inline-flex min-h-touch cursor-pointer items-center font-semibold underline">
            {moreApplied > 0 ? t("list.moreFiltersApplied", { count: moreApplied }) : t("list.moreFilters")}
          </summary>
          <div className="mt-2 flex flex-wrap items-end gap-4">
            {more.map((filter) => (
              <FilterField key={filter.name} filter={filter} state={state} />
            ))}
          </div>
        </details>
      ) : null}
      {sorted ? (
        <input type="hidden" name="sort" value={`${query.sort!.field},${query.sort!.direction}`} />
      ) : null}
      {query.size !== spec.pageSizes[0] ? <input type="hidden" name="size" value={query.size} /> : null}
      {Object.entries(query.kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass("primary")}>
        <Icon name="search" />
        {t("actions.search")}
      </button>
    </Form>
  );
}
