import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DeleteControl } from "~/components/billing/delete-confirmation";
import { Money } from "~/components/billing/money";
import { SearchForm } from "~/components/billing/search-form";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { Pagination } from "~/components/pagination";
import { PagedTable, Td, Th } from "~/components/table";
import { pageParam } from "~/domain/billing-params";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { orThrow } from "~/upstream/outcome.server";
import { getGroupedCodes, getProcedureCodeOverview } from "~/upstream/procedure-codes.server";

export const handle = { i18n: ["billing"], titleKey: "billing:procedureCodes.title" };

const BASE = "/provider/billing/procedure-codes";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const code = (url.searchParams.get("code") ?? "").trim().slice(0, 60);
  const page = pageParam(url.searchParams.get("page"));
  const view = url.searchParams.get("view") === "grouped" ? ("grouped" as const) : ("list" as const);
  const client = upstream(context, request);
  if (view === "grouped") {
    const groups = orThrow(
      await getGroupedCodes(client, { page, size: 20, code: code || undefined }),
      context,
    );
    return { view, code, groups, list: null };
  }
  const list = orThrow(
    await getProcedureCodeOverview(client, { page, size: 20, code: code || undefined }),
    context,
  );
  return { view, code, list, groups: null };
}

export default function ProcedureCodes() {
  const { t } = useTranslation("billing");
  const { view, code, list, groups } = useLoaderData<typeof loader>();
  const location = useLocation();
  const viewHref = (next: "list" | "grouped") => {
    const params = new URLSearchParams(location.search);
    params.delete("page");
    if (next === "grouped") params.set("view", "grouped");
    else params.delete("view");
    const query = params.toString();
    return `${BASE}${query ? `?${query}` : ""}`;
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("procedureCodes.title")}</PageHeading>
        <Link to={`${BASE}/new`} className={buttonClass("primary")}>
          <Icon name="plus" />
          {t("procedureCodes.create")}
        </Link>
      </div>
      <SearchForm
        name="code"
        label={t("procedureCodes.search")}
        value={code}
        clearHref={view === "grouped" ? `${BASE}?view=grouped` : BASE}
        formLabel={t("procedureCodes.searchForm")}
        hidden={view === "grouped" ? <input type="hidden" name="view" value="grouped" /> : null}
      />
      <nav aria-label={t("procedureCodes.views")} className="mt-4 flex flex-wrap gap-3">
        <Link
          to={viewHref("list")}
          aria-current={view === "list" ? "page" : undefined}
          className={buttonClass(view === "list" ? "primary" : "secondary")}
        >
          {t("procedureCodes.listView")}
        </Link>
        <Link
          to={viewHref("grouped")}
          aria-current={view === "grouped" ? "page" : undefined}
          className={buttonClass(view === "grouped" ? "primary" : "secondary")}
        >
          {t("procedureCodes.groupedView")}
        </Link>
      </nav>

      {list ? (
        <PagedTable
          list={list}
          empty={code ? t("procedureCodes.emptyFiltered", { code }) : t("procedureCodes.empty")}
          caption={t("procedureCodes.caption")}
          head={
            <>
              <Th>{t("procedureCodes.code")}</Th>
              <Th>{t("procedureCodes.description")}</Th>
              <Th>{t("procedureCodes.group")}</Th>
              <Th className="text-right">{t("procedureCodes.defaultAmount")}</Th>
              <Th>
                <span className="sr-only">{t("list.actions")}</span>
              </Th>
            </>
          }
        >
          {list.content.map((item) => {
            const query = `?code=${encodeURIComponent(item.code)}`;
            const path = `${BASE}/${encodeURIComponent(item.id)}`;
            return (
              <tr key={item.id}>
                <Td className="font-mono font-semibold">{item.code}</Td>
                <Td>{item.description ?? ""}</Td>
                <Td>{item.group ?? ""}</Td>
                <Td className="text-right">
                  <Money amount={item.defaultAmount} />
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-2">
                    <Link to={`${path}/edit${query}`} className={buttonClass("secondary")}>
                      {t("common:actions.edit")}
                      <span className="sr-only"> {item.code}</span>
                    </Link>
                    <DeleteControl href={`${path}/delete${query}`}>
                      {t("common:actions.delete")}
                      <span className="sr-only"> {item.code}</span>
                    </DeleteControl>
                  </div>
                </Td>
              </tr>
            );
          })}
        </PagedTable>
      ) : null}

      {groups ? (
        groups.content.length === 0 ? (
          <p className="mt-6" role="status">
            {code ? t("procedureCodes.emptyFiltered", { code }) : t("procedureCodes.empty")}
          </p>
        ) : (
          <>
            <ul className="mt-6 space-y-3">
              {groups.content.map((group) => (
                <li key={group.group}>
                  <details className="rounded border border-slate-300">
                    <summary className="flex min-h-touch cursor-pointer items-center px-3 font-semibold">
                      {t("procedureCodes.groupSummary", {
                        group: group.group,
                        n: group.count ?? group.codes.length,
                      })}
                    </summary>
                    <ul className="grid gap-1 p-3 sm:grid-cols-2">
                      {group.codes.map((c) => (
                        <li key={c.id}>
                          <span className="font-mono font-semibold">{c.code}</span> {c.description ?? ""}
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
            />
          </>
        )
      ) : null}
    </>
  );
}
