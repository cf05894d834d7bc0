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
import { listFeeSchedules } from "~/upstream/fee-schedules.server";
import { orThrow } from "~/http/outcome.server";

export const handle = { i18n: ["billing"], titleKey: "billing:feeSchedules.title" };

export const loader = guarded("billing.read", async ({ request, context, client }) => {
  const query = readListQuery(context, request, FEE_SCHEDULE_LIST);
  const result = await listFeeSchedules(client, {
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

type Schedule = ReturnType<typeof useLoaderData<typeof loader>>["list"]["content"][number];

/** Column labels; the columns whose header sorts (the upstream's sort fields are column ids); numbers. */
const LABELS = new Map(FEE_SCHEDULE_LIST.columns?.map((column) => [column.id, column.label]));
const SORTED = new Set(FEE_SCHEDULE_LIST.sort?.fields);
const NUMBERS = new Set(["plans", "entries"]);

export default function FeeSchedules() {
  const { t } = useTranslation("billing");
  const { query, saved, layout, list } = useLoaderData<typeof loader>();
  const mayEdit = useCan("billing.edit");
  const state = useListState(FEE_SCHEDULE_LIST, query);
  const filtered = Object.keys(query.filters).length > 0;
  const cell = (schedule: Schedule, column: string) => {
    switch (column) {
      case "name":
        return (
          <Link
            to={`/provider/billing/fee-schedules/${encodeURIComponent(schedule.id)}`}
            className="inline-flex min-h-touch items-center font-semibold underline"
          >
            {schedule.name}
          </Link>
        );
      case "category":
        return schedule.category
          ? t(`categories.${schedule.category}`, { defaultValue: schedule.category })
          : "";
      case "effectiveDate":
        return schedule.effectiveDate ?? "";
      case "payer":
        return schedule.payerName ?? "";
      case "plans":
        return schedule.planCount ?? "";
      case "entries":
        return schedule.entryCount ?? "";
      default:
        return null;
    }
  };
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
        grid={{
          layout,
          rowKey: (schedule) => schedule.id,
          head: (column) => {
            const label = t(LABELS.get(column) ?? column);
            if (SORTED.has(column)) return <SortHeader field={column} label={label} state={state} />;
            return <Th className={NUMBERS.has(column) ? "text-right" : undefined}>{label}</Th>;
          },
          cell: (schedule, column) => (
            <Td className={NUMBERS.has(column) ? "text-right tabular-nums" : undefined}>
              {cell(schedule, column)}
            </Td>
          ),
        }}
      />
    </>
  );
}
