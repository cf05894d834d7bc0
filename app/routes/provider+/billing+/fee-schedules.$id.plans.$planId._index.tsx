import { Form, Link, useLoaderData } from "@remix-run/react";
import { NetworkShared } from "~/components/billing/network-shared";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, planPath, schedulePath } from "~/components/billing/crumbs";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { DeleteControl } from "~/components/billing/delete-confirmation";
import { Money } from "~/components/billing/money";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { Pagination } from "~/components/pagination";
import { Table, Td, Th } from "~/components/table";
import { entryLabel, pageParam } from "~/domain/billing-params";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getPlanEntries, getSchedulesWithPlans } from "~/upstream/fee-schedules.server";
import { orThrow } from "~/http/outcome.server";
import { loadPlan, mayChangeSchedule } from "./__fee-schedules.server";

export const handle = { i18n: ["billing"], titleKey: "billing:plans.detailTitle", breadcrumb: crumbsFrom };

const PAGE_SIZE = 20;

export const loader = guarded("billing.read", async ({ request, context, params, session, client }) => {
  const url = new URL(request.url);
  const filters = {
    procedureCode: (url.searchParams.get("procedureCode") ?? "").trim().toUpperCase().slice(0, 10),
    modifier: (url.searchParams.get("modifier") ?? "").trim().toUpperCase().slice(0, 4),
    referencedFeeSchedule: (url.searchParams.get("referencedFeeSchedule") ?? "").trim().slice(0, 64),
  };
  const page = pageParam(url.searchParams.get("page"));
  const [{ schedule, plan }, entriesResult, plansResult] = await Promise.all([
    loadPlan(client, context, params.id!, params.planId!),
    getPlanEntries(client, params.planId!, {
      page,
      size: PAGE_SIZE,
      procedureCode: filters.procedureCode || undefined,
      modifier: filters.modifier || undefined,
      referencedFeeSchedule: filters.referencedFeeSchedule || undefined,
    }),
    getSchedulesWithPlans(client),
  ]);
  const entries = orThrow(entriesResult, context);
  const t = await getT(context.locale, "billing");
  return {
    schedule: { id: schedule.id, name: schedule.name },
    plan,
    // The plan and its entries are the schedule's owner's (decision 054).
    mayChange: await mayChangeSchedule(context, request, session, schedule),
    shared: schedule.ownerOrganizationId === null,
    filters,
    entries,
    // Only for the "referenced plan" filter: without it the filter is left out.
    referencedOptions: plansResult.ok
      ? Object.entries(plansResult.data).filter(([id]) => id !== plan.id)
      : null,
    pageTitle: t("plans.detailPageTitle", { name: plan.name }),
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: schedulePath(schedule.id) },
      { label: plan.name },
    ],
  };
});

const inputClass =
  "mt-1 block min-h-touch rounded border-2 border-slate-700 bg-white px-3 focus:outline-none focus:ring-4 focus:ring-amber-400";

export default function PlanEntries() {
  const { t } = useTranslation("billing");
  const { schedule, plan, filters, entries, referencedOptions, mayChange, shared } =
    useLoaderData<typeof loader>();
  const here = planPath(schedule.id, plan.id);
  const filtered = Boolean(filters.procedureCode || filters.modifier || filters.referencedFeeSchedule);
  const entryQuery = (procedureCode: string, modifier: string | null | undefined) =>
    `?${new URLSearchParams(modifier ? { procedureCode, modifier } : { procedureCode })}`;
  return (
    <>
      <PageHeading>{plan.name}</PageHeading>
      <p className="mt-2 text-slate-700">{t("plans.inSchedule", { name: schedule.name })}</p>
      {plan.description ? <p className="mt-1">{plan.description}</p> : null}
      <NetworkShared shared={shared} mayChange={mayChange} />
      {mayChange ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={`${here}/entries/new`} className={buttonClass("primary")}>
            <Icon name="plus" />
            {t("entries.create")}
          </Link>
          <Link to={`${here}/edit`} className={buttonClass("secondary")}>
            <Icon name="pencil" />
            {t("plans.edit")}
          </Link>
          <DeleteControl href={`${here}/delete`}>
            <Icon name="trash" />
            {t("plans.delete")}
          </DeleteControl>
        </div>
      ) : null}

      <Form
        method="get"
        className="mt-6 flex flex-wrap items-end gap-4 rounded border border-slate-300 p-4"
        aria-label={t("entries.filters")}
      >
        <div>
          <label htmlFor="filter-code" className="block font-semibold">
            {t("entries.procedureCode")}
          </label>
          <input
            id="filter-code"
            name="procedureCode"
            type="search"
            defaultValue={filters.procedureCode}
            autoCapitalize="characters"
            className={`${inputClass} w-36`}
          />
        </div>
        <div>
          <label htmlFor="filter-modifier" className="block font-semibold">
            {t("entries.modifier")}
          </label>
          <input
            id="filter-modifier"
            name="modifier"
            type="search"
            defaultValue={filters.modifier}
            autoCapitalize="characters"
            className={`${inputClass} w-28`}
          />
        </div>
        {referencedOptions ? (
          <div>
            <label htmlFor="filter-referenced" className="block font-semibold">
              {t("entries.referencedPlan")}
            </label>
            <select
              id="filter-referenced"
              name="referencedFeeSchedule"
              defaultValue={filters.referencedFeeSchedule}
              className={`${inputClass} max-w-xs`}
            >
              <option value="">{t("entries.anyReference")}</option>
              {referencedOptions.map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className={buttonClass("primary")}>
          <Icon name="search" />
          {t("common:actions.search")}
        </button>
        {filtered ? (
          <Link to={here} className={buttonClass("link")}>
            {t("common:actions.clearFilters")}
          </Link>
        ) : null}
      </Form>

      {entries.content.length === 0 ? (
        <p className="mt-6" role="status">
          {filtered ? t("entries.emptyFiltered") : t("entries.empty")}
        </p>
      ) : (
        <Table caption={t("entries.caption", { name: plan.name })}>
          <thead>
            <tr>
              <Th>{t("entries.procedureCode")}</Th>
              <Th>{t("entries.modifier")}</Th>
              <Th className="text-right">{t("entries.amount")}</Th>
              <Th>{t("entries.referencedPlan")}</Th>
              {mayChange ? (
                <Th>
                  <span className="sr-only">{t("list.actions")}</span>
                </Th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {entries.content.map((entry) => {
              const label = entryLabel(entry);
              const entryPath = `${here}/entries/${encodeURIComponent(entry.id)}`;
              const query = entryQuery(entry.procedureCode, entry.modifier);
              return (
                <tr key={entry.id}>
                  <Td className="font-mono">{entry.procedureCode}</Td>
                  <Td className="font-mono">{entry.modifier ?? ""}</Td>
                  <Td className="text-right">
                    <Money amount={entry.amount} />
                  </Td>
                  <Td>{entry.referencedFeeSchedulePlanName ?? entry.referencedFeeSchedulePlanId ?? ""}</Td>
                  {mayChange ? (
                    <Td>
                      <div className="flex flex-wrap gap-2">
                        <Link to={`${entryPath}/edit${query}`} className={buttonClass("secondary")}>
                          {t("common:actions.edit")}
                          <span className="sr-only"> {label}</span>
                        </Link>
                        <DeleteControl href={`${entryPath}/delete${query}`}>
                          {t("common:actions.delete")}
                          <span className="sr-only"> {label}</span>
                        </DeleteControl>
                      </div>
                    </Td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Pagination
        page={entries.number}
        totalPages={entries.totalPages}
        totalElements={entries.totalElements}
        label={t("entries.pages")}
      />
    </>
  );
}
