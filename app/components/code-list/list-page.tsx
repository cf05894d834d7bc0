import { Link, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  codeListSpec,
  type CodeListColumn,
  type CodeListData,
  type CodeListItem,
  type CodeListType,
  type ListPage,
} from "~/domain/code-lists";
import { formatMediumDate, formatNumber } from "~/domain/format";
import { DeleteControl } from "../billing/delete-confirmation";
import { useCan } from "../use-can";
import { buttonClass } from "../forms";
import { Icon } from "../icons";
import { PageHeading } from "../layout/page-heading";
import { FilterForm } from "../list/filter-form";
import { ListView, useListState, type ListState } from "../list/list-view";
import { FilterSummary } from "../list/status";
import { Td, Th } from "../table";

const enc = encodeURIComponent;

const RIGHT = new Set<CodeListColumn["show"]>(["money", "count"]);

const CELL_CLASS: Partial<Record<NonNullable<CodeListColumn["show"]>, string>> = {
  code: "font-mono font-semibold",
  mono: "font-mono",
  strong: "font-semibold",
  count: "text-right tabular-nums",
  date: "tabular-nums",
  money: "text-right",
};

function textOf(value: unknown) {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** An amount comes formatted from the loader (resource.server.ts), so no formatter loads here. */
function Cell({
  type,
  column,
  item,
  t,
  locale,
}: {
  type: CodeListType;
  column: CodeListColumn;
  item: CodeListItem;
  t: TFunction;
  locale: string;
}) {
  const raw = item[column.field];
  const value = column.labels && typeof raw === "string" && raw ? t(`${column.labels}.${raw}`) : raw;
  return (
    <Td className={column.show ? CELL_CLASS[column.show] : undefined}>
      {column.show === "image" ? (
        value === true ? (
          // The row names the record: the thumbnail adds nothing a screen reader needs.
          <img
            src={`${type.path}/${enc(item.id)}/thumbnail`}
            alt=""
            loading="lazy"
            className="h-12 w-12 rounded border border-slate-300 object-cover"
          />
        ) : (
          <span className="text-slate-700">{t("fields.noImage")}</span>
        )
      ) : column.show === "money" ? (
        value ? (
          <span className="tabular-nums">{textOf(value)}</span>
        ) : null
      ) : column.show === "count" && typeof value === "number" ? (
        formatNumber(value, locale)
      ) : column.show === "date" && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? (
        formatMediumDate(value, locale)
      ) : column.show === "link" ? (
        <Link
          to={`${type.path}/${enc(item.id)}`}
          className="inline-flex min-h-touch items-center font-semibold underline"
        >
          {textOf(value)}
        </Link>
      ) : (
        textOf(value)
      )}
    </Td>
  );
}

/** Edit and delete, each with the record's identity for screen readers; their pages find it by it. */
function Actions({ type, item, t }: { type: CodeListType; item: CodeListItem; t: TFunction }) {
  const identity = textOf(item[type.identity]);
  const path = `${type.path}/${enc(item.id)}`;
  const query = `?${type.identity}=${enc(identity)}`;
  const named = <span className="sr-only"> {identity}</span>;
  return (
    <Td>
      <div className="flex flex-wrap gap-2">
        {type.edit ? (
          <Link to={`${path}/edit${query}`} className={buttonClass("secondary")}>
            {t("common:actions.edit")}
            {named}
          </Link>
        ) : null}
        {type.pictures ? (
          <Link to={`${path}/image${query}`} className={buttonClass("secondary")}>
            {t("fields.uploadImage")}
            {named}
          </Link>
        ) : null}
        {type.remove ? (
          <DeleteControl href={`${path}/delete${query}`}>
            {t("common:actions.delete")}
            {named}
          </DeleteControl>
        ) : null}
      </div>
    </Td>
  );
}

function CodeTable({
  type,
  state,
  list,
  saved,
  empty,
  between,
  changeable,
  t,
  locale,
}: {
  type: CodeListType;
  state: ListState;
  list: ListPage<CodeListItem>;
  saved: boolean;
  empty: string;
  between: ReactNode;
  changeable: string[] | null;
  t: TFunction;
  locale: string;
}) {
  // Edit and delete only for those who may (decision 015), and of an owned type only on the records
  // the user may change (decision 054): no control leads to a refusal.
  const mayChange = (item: CodeListItem) => changeable === null || changeable.includes(item.id);
  const actions =
    useCan(type.editCapability) &&
    (type.edit || type.remove !== null) &&
    (changeable === null || changeable.length > 0);
  return (
    <ListView
      state={state}
      list={list}
      saved={saved}
      filtersLabel={t(`${type.keys}.searchForm`)}
      empty={empty}
      between={between}
      caption={t(`${type.keys}.caption`)}
      head={
        <>
          {type.columns.map((column) => (
            <Th key={column.field} className={RIGHT.has(column.show) ? "text-right" : undefined}>
              {t(column.label)}
            </Th>
          ))}
          {actions ? (
            <Th>
              <span className="sr-only">{t("common:list.actions")}</span>
            </Th>
          ) : null}
        </>
      }
    >
      {list.content.map((item) => (
        <tr key={item.id}>
          {type.columns.map((column) => (
            <Cell key={column.field} type={type} column={column} item={item} t={t} locale={locale} />
          ))}
          {actions ? mayChange(item) ? <Actions type={type} item={item} t={t} /> : <Td /> : null}
        </tr>
      ))}
    </ListView>
  );
}

export function emptyMessage(t: TFunction, type: CodeListType, search: string) {
  return search ? t(`${type.keys}.emptyFiltered`, { [type.search.param]: search }) : t(`${type.keys}.empty`);
}

/**
 * A code list's page: create, search, the records a page at a time. What only some types have
 * (their groups, opening one by name) comes as children, below the search, from the route: a
 * type's page loads no code for the others'.
 */
export function CodeListPage({ type, children }: { type: CodeListType; children?: ReactNode }) {
  const { t, i18n } = useTranslation(type.ns);
  const { search, query, saved, list, selectError, changeable } = useLoaderData<CodeListData>();
  const state = useListState(codeListSpec(type), query);
  const key = (name: string) => `${type.keys}.${name}`;
  const mayEdit = useCan(type.editCapability);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t(key("title"))}</PageHeading>
        {/* A read-only list (no fields: master data's devices) has nothing to add. */}
        {mayEdit && type.fields.length > 0 ? (
          <Link to={`${type.path}/new`} className={buttonClass("primary")}>
            <Icon name="plus" />
            {t(key("create"))}
          </Link>
        ) : null}
      </div>
      {selectError !== null ? (
        <div
          role="alert"
          data-error-summary=""
          className="mt-4 border-4 border-red-700 p-4 font-semibold text-red-800"
        >
          {t(key("errorByName"), { name: selectError })}
        </div>
      ) : null}
      {list ? (
        <CodeTable
          type={type}
          state={state}
          list={list}
          saved={saved}
          empty={emptyMessage(t, type, search)}
          between={children}
          changeable={changeable ?? null}
          t={t}
          locale={i18n.language}
        />
      ) : (
        <>
          <FilterForm state={state} label={t(key("searchForm"))} />
          <FilterSummary state={state} />
          {children}
        </>
      )}
    </>
  );
}
