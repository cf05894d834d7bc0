import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { codeListSpec, type CodeListData, type CodeListType } from "~/domain/code-lists";
import { listHref } from "~/domain/list-query";
import { buttonClass } from "../forms";
import { useListState } from "../list/list-view";
import { Pagination } from "../pagination";
import { emptyMessage } from "./list-page";

const VIEWS = ["list", "grouped"] as const satisfies ReadonlyArray<CodeListData["view"]>;

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * List or grouped (?view=grouped, for types described `grouped`): links that keep the search and
 * start again at the first page, then the groups when they are asked for.
 */
export function GroupedView({ type }: { type: CodeListType }) {
  const { t } = useTranslation(type.ns);
  const { search, view, groups, query } = useLoaderData<CodeListData>();
  const state = useListState(codeListSpec(type), query);
  const href = (next: CodeListData["view"]) =>
    listHref(state.path, state.spec, query, { kept: { view: next === "grouped" ? "grouped" : null } });
  return (
    <>
      <nav aria-label={t(`${type.keys}.views`)} className="mt-4 flex flex-wrap gap-3">
        {VIEWS.map((option) => (
          <Link
            key={option}
            to={href(option)}
            aria-current={view === option ? "page" : undefined}
            className={buttonClass(view === option ? "primary" : "secondary")}
          >
            {t(`${type.keys}.${option}View`)}
          </Link>
        ))}
      </nav>
      {!groups ? null : groups.content.length === 0 ? (
        <p className="mt-6" role="status">
          {emptyMessage(t, type, search)}
        </p>
      ) : (
        <>
          <ul className="mt-6 space-y-3">
            {groups.content.map((group) => (
              <li key={group.group}>
                <details className="rounded border border-slate-300">
                  <summary className="flex min-h-touch cursor-pointer items-center px-3 font-semibold">
                    {t(`${type.keys}.groupSummary`, {
                      group: group.group,
                      count: group.count ?? group.codes.length,
                    })}
                  </summary>
                  <ul className="grid gap-1 p-3 sm:grid-cols-2">
                    {group.codes.map((item) => (
                      <li key={item.id}>
                        <span className="font-mono font-semibold">{textOf(item[type.identity])}</span>{" "}
                        {textOf(item.description)}
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
          <Pagination
            page={groups.number}
            totalPages={groups.totalPages}
            totalElements={groups.totalElements}
            hrefFor={(page) => listHref(state.path, state.spec, query, { page })}
          />
        </>
      )}
    </>
  );
}
