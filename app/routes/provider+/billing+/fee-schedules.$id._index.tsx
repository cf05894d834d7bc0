import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, planPath, schedulePath } from "~/components/billing/crumbs";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { DeleteControl } from "~/components/billing/delete-confirmation";
import { Money } from "~/components/billing/money";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { FilterForm } from "~/components/list/filter-form";
import { useListState } from "~/components/list/list-view";
import { FilterSummary } from "~/components/list/status";
import { Pagination } from "~/components/pagination";
import { Table, Td, Th } from "~/components/table";
import { SCHEDULE_PLANS_LIST, pageParam } from "~/domain/billing-params";
import { parseListQuery } from "~/domain/list-query";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getFeeScheduleOverview, getPlans, getScheduleEntries } from "~/upstream/fee-schedules.server";
import { orThrow } from "~/http/outcome.server";
import { mayChangeSchedule } from "./__fee-schedules.server";
import { NetworkShared } from "~/components/billing/network-shared";

export const handle = {
  i18n: ["billing"],
  titleKey: "billing:feeSchedules.detailTitle",
  breadcrumb: crumbsFrom,
};

export const loader = guarded("billing.read", async ({ request, context, params, session, client }) => {
  const scheduleId = params.id!;
  const url = new URL(request.url);
  const planQuery = parseListQuery(SCHEDULE_PLANS_LIST, url.searchParams);
  const planName = planQuery.filters.planName ?? "";
  const plansPage = pageParam(url.searchParams.get("plansPage"));
  const entriesPage = pageParam(url.searchParams.get("entriesPage"));
  const [overviewResult, plansResult, entriesResult] = await Promise.all([
    getFeeScheduleOverview(client, scheduleId),
    getPlans(client, scheduleId, { page: plansPage, size: 20, name: planName || undefined }),
    getScheduleEntries(client, scheduleId, entriesPage, 20),
  ]);
  const overview = orThrow(overviewResult, context);
  const plans = orThrow(plansResult, context);
  const t = await getT(context.locale, "billing");
  return {
    overview,
    plans,
    planName,
    planQuery,
    // The entries are a summary here (each plan's page is where they are worked on): degrade.
    entries: entriesResult.ok ? entriesResult.data : null,
    // Its controls only for those who may change it (decision 054): the network's is the operator's.
    mayChange: await mayChangeSchedule(context, request, session, overview),
    shared: overview.ownerOrganizationId === null,
    pageTitle: t("feeSchedules.detailPageTitle", { name: overview.name }),
    crumbs: [{ label: t("feeSchedules.title"), to: SCHEDULES_PATH }, { label: overview.name }],
  };
});

export default function FeeScheduleDetail() {
  const { t } = useTranslation("billing");
  const { overview, plans, planName, planQuery, entries, mayChange, shared } = useLoaderData<typeof loader>();
  const planList = useListState(SCHEDULE_PLANS_LIST, planQuery);
  const here = schedulePath(overview.id);
  const lastImport = overview.lastImport;
  return (
    <>
      <PageHeading>{overview.name}</PageHeading>
      <NetworkShared shared={shared} mayChange={mayChange} />
      {mayChange ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={`${here}/edit`} className={buttonClass("secondary")}>
            <Icon name="pencil" />
            {t("feeSchedules.edit")}
          </Link>
          <Link to={`${here}/import`} className={buttonClass("secondary")}>
            <Icon name="upload" />
            {t("import.link")}
          </Link>
          <DeleteControl href={`${here}/delete`}>
            <Icon name="trash" />
            {t("feeSchedules.delete")}
          </DeleteControl>
        </div>
      ) : null}

      <h2 className="mt-8 text-xl font-bold">{t("feeSchedules.overview")}</h2>
      <dl className="mt-3 grid max-w-3xl grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">{t("feeSchedules.category")}</dt>
        <dd>
          {overview.category
            ? t(`categories.${overview.category}`, { defaultValue: overview.category })
            : t("list.notSet")}
        </dd>
        <dt className="font-semibold">{t("feeSchedules.effectiveDate")}</dt>
        <dd>{overview.effectiveDate ?? t("list.notSet")}</dd>
        <dt className="font-semibold">{t("feeSchedules.payer")}</dt>
        <dd>{overview.payerName ?? t("feeSchedules.noPayer")}</dd>
        <dt className="font-semibold">{t("feeSchedules.description")}</dt>
        <dd>{overview.description || t("list.notSet")}</dd>
        <dt className="font-semibold">{t("feeSchedules.plans")}</dt>
        <dd className="tabular-nums">{overview.planCount ?? plans.totalElements}</dd>
        <dt className="font-semibold">{t("feeSchedules.entries")}</dt>
        <dd className="tabular-nums">{overview.entryCount ?? entries?.totalElements ?? t("list.notSet")}</dd>
        {lastImport ? (
          <>
            <dt className="font-semibold">{t("import.last")}</dt>
            <dd>
              <Link to={`${here}/imports/${encodeURIComponent(lastImport.id)}`} className="underline">
                {t("import.lastSummary", {
                  file: lastImport.fileName ?? "",
                  status: t(`import.status.${lastImport.status}`, { defaultValue: lastImport.status }),
                })}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="plans-heading" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="plans-heading" className="text-xl font-bold">
            {t("plans.title")}
          </h2>
          {mayChange ? (
            <Link to={`${here}/plans/new`} className={buttonClass("primary")}>
              <Icon name="plus" />
              {t("plans.create")}
            </Link>
          ) : null}
        </div>
        <FilterForm state={planList} label={t("plans.filters")} />
        <FilterSummary state={planList} />
        {plans.content.length === 0 ? (
          <p className="mt-4" role="status">
            {planName ? t("plans.emptyFiltered") : t("plans.empty")}
          </p>
        ) : (
          <Table caption={t("plans.caption", { name: overview.name })}>
            <thead>
              <tr>
                <Th>{t("plans.name")}</Th>
                <Th>{t("plans.description")}</Th>
                <Th className="text-right">{t("feeSchedules.entries")}</Th>
                {mayChange ? (
                  <Th>
                    <span className="sr-only">{t("list.actions")}</span>
                  </Th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {plans.content.map((plan) => (
                <tr key={plan.id}>
                  <Td>
                    <Link
                      to={planPath(overview.id, plan.id)}
                      className="inline-flex min-h-touch items-center font-semibold underline"
                    >
                      {plan.name}
                    </Link>
                  </Td>
                  <Td>{plan.description ?? ""}</Td>
                  <Td className="text-right tabular-nums">{plan.entryCount ?? ""}</Td>
                  {mayChange ? (
                    <Td>
                      <div className="flex flex-wrap gap-2">
                        <Link
                          to={`${planPath(overview.id, plan.id)}/edit`}
                          className={buttonClass("secondary")}
                        >
                          {t("common:actions.edit")}
                          <span className="sr-only"> {plan.name}</span>
                        </Link>
                        <DeleteControl href={`${planPath(overview.id, plan.id)}/delete`}>
                          {t("common:actions.delete")}
                          <span className="sr-only"> {plan.name}</span>
                        </DeleteControl>
                      </div>
                    </Td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pagination
          page={plans.number}
          totalPages={plans.totalPages}
          totalElements={plans.totalElements}
          param="plansPage"
          label={t("plans.pages")}
        />
      </section>

      <section aria-labelledby="entries-heading" className="mt-10">
        <h2 id="entries-heading" className="text-xl font-bold">
          {t("entries.allTitle")}
        </h2>
        {entries === null ? (
          <p className="mt-4" role="status">
            {t("entries.unavailable")}
          </p>
        ) : entries.content.length === 0 ? (
          <p className="mt-4">{t("entries.empty")}</p>
        ) : (
          <>
            <Table caption={t("entries.allCaption", { name: overview.name })}>
              <thead>
                <tr>
                  <Th>{t("plans.name")}</Th>
                  <Th>{t("entries.procedureCode")}</Th>
                  <Th>{t("entries.modifier")}</Th>
                  <Th className="text-right">{t("entries.amount")}</Th>
                </tr>
              </thead>
              <tbody>
                {entries.content.map((entry) => (
                  <tr key={entry.id}>
                    <Td>{entry.planName ?? ""}</Td>
                    <Td className="font-mono">{entry.procedureCode}</Td>
                    <Td className="font-mono">{entry.modifier ?? ""}</Td>
                    <Td className="text-right">
                      <Money amount={entry.amount} />
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pagination
              page={entries.number}
              totalPages={entries.totalPages}
              totalElements={entries.totalElements}
              param="entriesPage"
              label={t("entries.pages")}
            />
          </>
        )}
      </section>
    </>
  );
}
