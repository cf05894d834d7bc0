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
import { orThrow } from "~/upstream/outcome.server";
import { listReasonCodes } from "~/upstream/reason-codes.server";

export const handle = { i18n: ["billing"], titleKey: "billing:reasonCodes.title" };

const BASE = "/provider/billing/reason-codes";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const name = (url.searchParams.get("name") ?? "").trim().slice(0, 100);
  const page = pageParam(url.searchParams.get("page"));
  const list = orThrow(
    await listReasonCodes(upstream(context, request), { page, size: 20, name: name || undefined }),
    context,
  );
  return { name, list };
}

export default function ReasonCodes() {
  const { t } = useTranslation("billing");
  const { name, list } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("reasonCodes.title")}</PageHeading>
        <Link to={`${BASE}/new`} className={buttonClass("primary")}>
          <Icon name="plus" />
          {t("reasonCodes.create")}
        </Link>
      </div>
      <SearchForm
        name="name"
        label={t("reasonCodes.search")}
        value={name}
        clearHref={BASE}
        formLabel={t("reasonCodes.searchForm")}
      />
      <PagedTable
        list={list}
        empty={name ? t("reasonCodes.emptyFiltered", { name }) : t("reasonCodes.empty")}
        caption={t("reasonCodes.caption")}
        head={
          <>
            <Th>{t("reasonCodes.code")}</Th>
            <Th>{t("reasonCodes.description")}</Th>
            <Th>
              <span className="sr-only">{t("list.actions")}</span>
            </Th>
          </>
        }
      >
        {list.content.map((item) => (
          <tr key={item.id}>
            <Td className="font-mono font-semibold">{item.code}</Td>
            <Td>{item.description ?? ""}</Td>
            <Td>
              <DeleteControl
                href={`${BASE}/${encodeURIComponent(item.id)}/delete?code=${encodeURIComponent(item.code)}`}
              >
                {t("common:actions.delete")}
                <span className="sr-only"> {item.code}</span>
              </DeleteControl>
            </Td>
          </tr>
        ))}
      </PagedTable>
    </>
  );
}
