import { Form, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listHref, listSearch } from "~/domain/list-query";
import { buttonClass } from "../forms";
import { Pagination } from "../pagination";
import { Labelled } from "./labelled";
import { KEEP_FOCUS, fieldClass, type ListState } from "./state";

/**
 * Rows per page: a GET form carrying the rest of the list's state. With JS a choice applies at
 * once; without, by its button.
 */
function PageSize({ state }: { state: ListState }) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const { spec, query, path } = state;
  if (spec.pageSizes.length < 2) return null;
  const rest = new URLSearchParams(listSearch(spec, { ...query, page: 0, size: spec.pageSizes[0]! }));
  return (
    <Form
      method="get"
      action={path}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const size = Number(new FormData(event.currentTarget).get("size"));
        navigate(listHref(path, spec, query, { size }), {
          replace: true,
          preventScrollReset: true,
          state: KEEP_FOCUS,
        });
      }}
    >
      {[...rest].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Labelled id="list-size" label={t("list.pageSize")}>
        <select
          id="list-size"
          name="size"
          key={query.size}
          defaultValue={query.size}
          className={fieldClass}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {spec.pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </Labelled>
      <button type="submit" className={buttonClass("secondary")}>
        {t("list.apply")}
      </button>
    </Form>
  );
}

/** Paging links that keep the list's state, and the page size choice. */
export function ListPaging({
  state,
  list,
}: {
  state: ListState;
  list: { number: number; totalPages: number };
}) {
  const { spec, query, path } = state;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <Pagination
        page={list.number}
        totalPages={list.totalPages}
        hrefFor={(page) => listHref(path, spec, query, { page })}
      />
      <PageSize state={state} />
    </div>
  );
}
