import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SortHeader } from "~/components/billing/sort-header";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { Pagination } from "~/components/pagination";
import { Table, Td, Th } from "~/components/table";
import { FEE_SCHEDULE_CATEGORIES, pageParam, sortParam } from "~/domain/billing-params";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { listFeeSchedules } from "~/upstream/fee-schedules.server";
import { orThrow } from "~/http/outcome.server";

export const handle = { i18n: ["billing"], titleKey: "billing:feeSchedules.title" };

const PAGE_SIZE = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const category = url.searchParams.get("category") ?? "";
  const name = (url.searchParams.get("name") ?? "").trim().slice(0, 100);
  const page = pageParam(url.searchParams.get("page"));
  const sort = sortParam(url.searchParams.get("sort"));
  const knownCategory = (FEE_SCHEDULE_CATEGORIES as readonly string[]).includes(category) ? category : "";
  const result = await listFeeSchedules(upstream(context, request), {
    category: knownCategory || undefined,
    name: name || undefined,
    page,
    size: PAGE_SIZE,
    sort: `${sort.field},${sort.direction}`,
  });
  const list = orThrow(result, context);
  return { filters: { category: knownCategory, name }, sort, list };
}

export default function FeeSchedules() {
  const { t } = useTranslation("billing");
  const { filters, sort, list } = useLoaderData<typeof loader>();
  const filtered = Boolean(filters.category || filters.name);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("feeSchedules.title")}</PageHeading>
        <Link to="/provider/billing/fee-schedules/new" className={buttonClass("primary")}>
          <Icon name="plus" />
          {t("feeSchedules.create")}
        </Link>
      </div>
      <p className="mt-2 text-slate-700">{t("feeSchedules.intro")}</p>

      <Form
        method="get"
        className="mt-6 flex flex-wrap items-end gap-4 rounded border border-slate-300 p-4"
        aria-label={t("feeSchedules.filters")}
      >
        <div>
          <label htmlFor="filter-name" className="block font-semibold">
            {t("feeSchedules.searchName")}
          </label>
          <input
            id="filter-name"
            name="name"
            type="search"
            defaultValue={filters.name}
            className="mt-1 block min-h-touch rounded border-2 border-slate-700 px-3 focus:outline-none focus:ring-4 focus:ring-amber-400"
          />
        </div>
        <div>
          <label htmlFor="filter-category" className="block font-semibold">
            {t("feeSchedules.category")}
          </label>
          <select
            id="filter-category"
            name="category"
            defaultValue={filters.category}
            className="mt-1 block min-h-touch rounded border-2 border-slate-700 bg-white px-3 focus:outline-none focus:ring-4 focus:ring-amber-400"
          >
            <option value="">{t("feeSchedules.anyCategory")}</option>
            {FEE_SCHEDULE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <input type="hidden" name="sort" value={`${sort.field},${sort.direction}`} />
        <button type="submit" className={buttonClass("primary")}>
          <Icon name="search" />
          {t("common:actions.search")}
        </button>
        {filtered ? (
          <Link to="/provider/billing/fee-schedules" className={buttonClass("link")}>
            {t("common:actions.clearFilters")}
          </Link>
        ) : null}
      </Form>

      {list.content.length === 0 ? (
        <p className="mt-6" role="status">
          {filtered ? t("feeSchedules.emptyFiltered") : t("feeSchedules.empty")}
        </p>
      ) : (
        <Table caption={t("feeSchedules.caption")}>
          <thead>
            <tr>
              <SortHeader field="name" label={t("feeSchedules.name")} current={sort} />
              <SortHeader field="category" label={t("feeSchedules.category")} current={sort} />
              <SortHeader field="effectiveDate" label={t("feeSchedules.effectiveDate")} current={sort} />
              <Th>{t("feeSchedules.payer")}</Th>
              <Th className="text-right">{t("feeSchedules.plans")}</Th>
              <Th className="text-right">{t("feeSchedules.entries")}</Th>
            </tr>
          </thead>
          <tbody>
            {list.content.map((schedule) => (
              <tr key={schedule.id}>
                <Td>
                  <Link
                    to={`/provider/billing/fee-schedules/${encodeURIComponent(schedule.id)}`}
                    className="inline-flex min-h-touch items-center font-semibold underline"
                  >
                    {schedule.name}
                  </Link>
                </Td>
                <Td>
                  {schedule.category
                    ? t(`categories.${schedule.category}`, { defaultValue: schedule.category })
                    : ""}
                </Td>
                <Td>{schedule.effectiveDate ?? ""}</Td>
                <Td>{schedule.payerName ?? ""}</Td>
                <Td className="text-right tabular-nums">{schedule.planCount ?? ""}</Td>
                <Td className="text-right tabular-nums">{schedule.entryCount ?? ""}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination page={list.number} totalPages={list.totalPages} totalElements={list.totalElements} />
    </>
  );
}
