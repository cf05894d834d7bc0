import { Link } from "@remix-run/react";
import { ListView, SortHeader, type ListState } from "../list/list-view";
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/domain/format";
import { Tabs } from "../tabs";
import { Td, Th } from "../table";
import { Duration } from "./plan-facts";

export interface PlanRow {
  id: string;
  name: string;
  carePlanType?: { name?: string | null } | null;
  duration?: number | null;
  goalCount?: number | null;
  taskCount?: number | null;
  patientCount?: number | null;
  carePlanStatus?: string | null;
}

/** The care plan pages' tabs; "My plans" only for a provider (a performer). */
export function CarePlanTabs({ mine }: { mine: boolean }) {
  const { t } = useTranslation("carePlans");
  return (
    <Tabs
      label={t("dashboard.tabs")}
      tabs={[
        { to: "/provider/care-plans", label: t("dashboard.templates") },
        { to: "/provider/care-plans/public", label: t("dashboard.public") },
        ...(mine ? [{ to: "/provider/care-plans/mine", label: t("dashboard.mine") }] : []),
        { to: "/provider/care-plans/therapies", label: t("dashboard.therapies") },
      ]}
    />
  );
}

/** Column heads of a plan list after the name (which the page heads, sortable or not). */
export function PlanColumns({ patients, status }: { patients?: boolean; status?: boolean }) {
  const { t } = useTranslation("carePlans");
  return (
    <>
      <Th>{t("list.type")}</Th>
      <Th>{t("list.duration")}</Th>
      <Th className="text-right">{t("list.goals")}</Th>
      <Th className="text-right">{t("list.tasks")}</Th>
      {status ? <Th>{t("list.status")}</Th> : null}
      {patients ? <Th className="text-right">{t("list.patients")}</Th> : null}
    </>
  );
}

export function PlanRows({
  plans,
  locale,
  patients,
  status,
}: {
  plans: PlanRow[];
  locale: string;
  patients?: boolean;
  status?: boolean;
}) {
  const { t } = useTranslation("carePlans");
  return (
    <>
      {plans.map((plan) => (
        <tr key={plan.id}>
          <Td>
            <Link
              to={`/provider/care-plans/${encodeURIComponent(plan.id)}`}
              className="inline-flex min-h-touch items-center font-semibold underline"
            >
              {plan.name}
            </Link>
          </Td>
          <Td>{plan.carePlanType?.name ?? ""}</Td>
          <Td>{plan.duration ? <Duration days={plan.duration} /> : ""}</Td>
          <Td className="text-right tabular-nums">
            {plan.goalCount != null ? formatNumber(plan.goalCount, locale) : ""}
          </Td>
          <Td className="text-right tabular-nums">
            {plan.taskCount != null ? formatNumber(plan.taskCount, locale) : ""}
          </Td>
          {status ? (
            <Td>
              {plan.carePlanStatus
                ? t(`statuses.${plan.carePlanStatus}`, { defaultValue: plan.carePlanStatus })
                : ""}
            </Td>
          ) : null}
          {patients ? (
            <Td className="text-right tabular-nums">
              {plan.patientCount != null ? formatNumber(plan.patientCount, locale) : ""}
            </Td>
          ) : null}
        </tr>
      ))}
    </>
  );
}

/** A list of templates sortable by name, with the patients on plans made from each. */
export function TemplateList({
  state,
  list,
  saved,
  empty,
  caption,
}: {
  state: ListState;
  list: { content: PlanRow[]; number: number; size: number; totalPages: number; totalElements: number };
  saved: boolean;
  /** The empty state when no filter is set; with filters, "no care plan matches". */
  empty: string;
  caption: string;
}) {
  const { t, i18n } = useTranslation("carePlans");
  const filtered = Object.keys(state.query.filters).length > 0;
  return (
    <ListView
      state={state}
      list={list}
      saved={saved}
      filtersLabel={t("list.filters")}
      empty={filtered ? t("list.emptyFiltered") : empty}
      caption={caption}
      head={
        <>
          <SortHeader field="name" label={t("list.name")} state={state} />
          <PlanColumns patients />
        </>
      }
    >
      <PlanRows plans={list.content} locale={i18n.language} patients />
    </ListView>
  );
}
