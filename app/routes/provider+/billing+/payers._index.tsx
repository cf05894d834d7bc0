import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SearchForm } from "~/components/billing/search-form";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { PagedTable, Td, Th } from "~/components/table";
import { pageParam } from "~/domain/billing-params";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { orThrow } from "~/upstream/outcome.server";
import { getPayerByName, listPayers } from "~/upstream/payers.server";

export const handle = { i18n: ["billing"], titleKey: "billing:payers.title" };

const BASE = "/provider/billing/payers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const name = (url.searchParams.get("name") ?? "").trim().slice(0, 100);
  const page = pageParam(url.searchParams.get("page"));
  const client = upstream(context, request);
  // "Open a payer by its name": GET /api/payers?payer_name=, then its page.
  const select = (url.searchParams.get("select") ?? "").trim().slice(0, 100);
  let selectError: string | null = null;
  if (select) {
    const selected = await getPayerByName(client, select);
    if (selected.ok) throw redirect(`${BASE}/${encodeURIComponent(selected.data.id)}`);
    selectError = select;
  }
  const list = orThrow(await listPayers(client, { page, size: 20, name: name || undefined }), context);
  const body = { name, list, select, selectError };
  return selectError !== null ? data(body, { status: 404 }) : body;
}

export default function Payers() {
  const { t } = useTranslation("billing");
  const { name, list, select, selectError } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("payers.title")}</PageHeading>
        <Link to={`${BASE}/new`} className={buttonClass("primary")}>
          <Icon name="plus" />
          {t("payers.create")}
        </Link>
      </div>
      {selectError !== null ? (
        <div
          role="alert"
          data-error-summary=""
          className="mt-4 border-4 border-red-700 p-4 font-semibold text-red-800"
        >
          {t("payers.errorByName", { name: selectError })}
        </div>
      ) : null}
      <SearchForm
        name="name"
        label={t("payers.search")}
        value={name}
        clearHref={BASE}
        formLabel={t("payers.searchForm")}
      />
      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-4 rounded border border-slate-300 p-4"
        aria-label={t("payers.selectForm")}
      >
        <div>
          <label htmlFor="select-payer" className="block font-semibold">
            {t("payers.selectLabel")}
          </label>
          <p id="select-payer-hint" className="text-sm text-slate-700">
            {t("payers.selectHint")}
          </p>
          <input
            id="select-payer"
            name="select"
            defaultValue={select}
            aria-describedby="select-payer-hint"
            className="mt-1 block min-h-touch rounded border-2 border-slate-700 px-3 focus:outline-none focus:ring-4 focus:ring-amber-400"
          />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("payers.selectSubmit")}
        </button>
      </Form>
      <PagedTable
        list={list}
        empty={name ? t("payers.emptyFiltered", { name }) : t("payers.empty")}
        caption={t("payers.caption")}
        head={
          <>
            <Th>{t("payers.name")}</Th>
            <Th>{t("payers.groupNumber")}</Th>
            <Th>{t("payers.state")}</Th>
            <Th className="text-right">{t("payers.procedureCodes")}</Th>
            <Th className="text-right">{t("payers.reasonCodes")}</Th>
          </>
        }
      >
        {list.content.map((payer) => (
          <tr key={payer.id}>
            <Td>
              <Link
                to={`${BASE}/${encodeURIComponent(payer.id)}`}
                className="inline-flex min-h-touch items-center font-semibold underline"
              >
                {payer.payerName}
              </Link>
            </Td>
            <Td className="font-mono">{payer.payerGroupNumber ?? ""}</Td>
            <Td>{payer.state ?? ""}</Td>
            <Td className="text-right tabular-nums">{payer.procedureCodeCount ?? ""}</Td>
            <Td className="text-right tabular-nums">{payer.reasonCodeCount ?? ""}</Td>
          </tr>
        ))}
      </PagedTable>
    </>
  );
}
