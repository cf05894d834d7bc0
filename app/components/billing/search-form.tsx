import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../forms";
import { Icon } from "../icons";

/** A GET search over a list: the query lands in the URL, so results bookmark and work without JS. */
export function SearchForm({
  name,
  label,
  value,
  clearHref,
  formLabel,
  hidden,
}: {
  name: string;
  label: string;
  value: string;
  clearHref: string;
  formLabel: string;
  hidden?: ReactNode;
}) {
  const { t } = useTranslation("common");
  const id = `search-${name}`;
  return (
    <Form
      method="get"
      className="mt-6 flex flex-wrap items-end gap-4 rounded border border-slate-300 p-4"
      aria-label={formLabel}
    >
      <div>
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        <input
          id={id}
          name={name}
          type="search"
          defaultValue={value}
          className="mt-1 block min-h-touch rounded border-2 border-slate-700 px-3 focus:outline-none focus:ring-4 focus:ring-amber-400"
        />
      </div>
      {hidden}
      <button type="submit" className={buttonClass("primary")}>
        <Icon name="search" />
        {t("actions.search")}
      </button>
      {value ? (
        <Link to={clearHref} className={buttonClass("link")}>
          {t("actions.clearFilters")}
        </Link>
      ) : null}
    </Form>
  );
}
