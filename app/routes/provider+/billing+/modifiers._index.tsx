import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DeleteControl } from "~/components/billing/delete-confirmation";
import { SearchForm } from "~/components/billing/search-form";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { PagedTable, Td, Th } from "~/components/table";
import { pageParam } from "~/domain/billing-params";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { listModifiers } from "~/upstream/modifiers.server";
import { orThrow } from "~/upstream/outcome.server";

export const handle = { i18n: ["billing"], titleKey: "billing:modifiers.title" };

const BASE = "/provider/billing/modifiers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const code = (url.searchParams.get("code") ?? "").trim().slice(0, 60);
  const page = pageParam(url.searchParams.get("page"));
  const list = orThrow(
    await listModifiers(upstream(context, request), { page, size: 20, code: code || undefined }),
    context,
  );
  return { code, list };
}

export default function Modifiers() {
  const { t } = useTranslation("billing");
  const { code, list } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("modifiers.title")}</PageHeading>
        <Link to={`${BASE}/new`} className={buttonClass("primary")}>
          <Icon name="plus" />
          {t("modifiers.create")}
        </Link>
      </div>
      <SearchForm
        name="code"
        label={t("modifiers.search")}
        value={code}
        clearHref={BASE}
        formLabel={t("modifiers.searchForm")}
      />
      <PagedTable
        list={list}
        empty={code ? t("modifiers.emptyFiltered", { code }) : t("modifiers.empty")}
        caption={t("modifiers.caption")}
        head={
          <>
            <Th>{t("modifiers.code")}</Th>
            <Th>{t("modifiers.description")}</Th>
            <Th>
              <span className="sr-only">{t("list.actions")}</span>
            </Th>
          </>
        }
      >
        {list.content.map((item) => {
          const path = `${BASE}/${encodeURIComponent(item.id)}`;
          const query = `?code=${encodeURIComponent(item.code)}`;
          return (
            <tr key={item.id}>
              <Td className="font-mono font-semibold">{item.code}</Td>
              <Td>{item.description ?? ""}</Td>
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
    </>
  );
}
