import { Link, useLoaderData } from "@remix-run/react";
import { useCan } from "~/components/use-can";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { ListView, SortHeader, useListState } from "~/components/list/list-view";
import { Td, Th } from "~/components/table";
import { FEE_SCHEDULE_LIST } from "~/domain/billing-params";
import { guarded } from "~/session/guards.server";
import {
  readGridLayout,
  readListQuery,
  saveGridLayout,
  saveListQuery,
  showsSaved,
} from "~/session/list-preferences.server";
import { upstream } from "~/upstream/client.server";
import { listFeeSchedules } from "~/upstream/fee-schedules.server";
import { orThrow } from "~/http/outcome.server";

export const handle = { i18n: ["billing"], titleKey: "billing:feeSchedules.title" };

export const loader = guarded("billing.read", async ({ request, context }) => {
  const query = readListQuery(context, request, FEE_SCHEDULE_LIST);
  const result = await listFeeSchedules(upstream(context, request), {
    category: query.filters.category,
    name: query.filters.name,
    page: query.page,
    size: query.size,
    sort: query.sort ? `${query.sort.field},${query.sort.direction}` : undefined,
  });
  const list = orThrow(result, context);
  return {
    query,
    saved: showsSaved(context, FEE_SCHEDULE_LIST, query),
    layout: readGridLayout(context, FEE_SCHEDULE_LIST),
    list,
  };
});

export const action = guarded("billing.read", async ({ request, context }) => {
  return (
    (await saveGridLayout(context, request, FEE_SCHEDULE_LIST)) ??
    saveListQuery(context, request, FEE_SCHEDULE_LIST)
  );
});

export default function FeeSchedules() {
  const { t } = useTranslation("billing");
  const { query, saved, list } = useLoaderData<typeof loader>();
  const mayEdit = useCan("billing.edit");
  const state = useListState(FEE_SCHEDULE_LIST, query);
  const filtered = Object.keys(query.filters).length > 0;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("feeSchedules.title")}</PageHeading>
        {mayEdit ? (
          <Link to="/provider/billing/fee-schedules/new" className={buttonClass("primary")}>
            <Icon name="plus" />
            {t("feeSchedules.create")}
          </Link>
        ) : null}
      </div>
      <p className="mt-2 text-slate-700">{t("feeSchedules.intro")}</p>
      <ListView
        state={state}
        list={list}
        saved={saved}
        filtersLabel={t("feeSchedules.filters")}
        empty={filtered ? t("feeSchedules.emptyFiltered") : t("feeSchedules.empty")}
        caption={t("feeSchedules.caption")}
        head={
          <>
            <SortHeader field="name" label={t("feeSchedules.name")} state={state} />
            <SortHeader field="category" label={t("feeSchedules.category")} state={state} />
            <SortHeader field="effectiveDate" label={t("feeSchedules.effectiveDate")} state={state} />
            <Th>{t("feeSchedules.payer")}</Th>
            <Th className="text-right">{t("feeSchedules.plans")}</Th>
            <Th className="text-right">{t("feeSchedules.entries")}</Th>
          </>
        }
      >
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
      </ListView>
    </>
  );
}
