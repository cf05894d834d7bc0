import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CarePlanTabs, TemplateList } from "~/components/care-plans/plan-table";
import { BarChart } from "~/components/charts/bar-chart";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { useListState } from "~/components/list/list-view";
import { useCan } from "~/components/use-can";
import { useOffered } from "~/components/use-offered";
import { CARE_PLAN_TEMPLATE_LIST, ORGANIZATION_PARAM } from "~/domain/care-plans";
import { barChart } from "~/domain/charts";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { listTemplates } from "~/upstream/care-plans.server";
import { getBasicInfo } from "~/upstream/organizations.server";
import { organizationInView } from "./__care-plans.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:dashboard.title" };

/**
 * The care plans dashboard: the templates of the organization in view (the user's own, or the one
 * a link names, checked by the guard), with the patients on plans made from each as a chart.
 */
export const loader = guarded(
  "carePlans.read",
  async ({ request, context, session, client }) => {
    const query = readListQuery(context, request, CARE_PLAN_TEMPLATE_LIST);
    const orgId = organizationInView(request, session);
    const mine = session.account.isPerformer;
    if (!orgId) return { query, saved: false, list: null, organization: null, chart: null, mine };
    const named = new URL(request.url).searchParams.has(ORGANIZATION_PARAM);
    const [result, info, t] = await Promise.all([
      listTemplates(client, orgId, {
        page: query.page,
        size: query.size,
        name: query.filters.name,
        orderType: query.sort?.field,
        asc: query.sort ? query.sort.direction === "asc" : undefined,
      }),
      named ? getBasicInfo(client, orgId) : null,
      getT(context.locale, "carePlans"),
    ]);
    const list = orThrow(result, context);
    const withCounts = list.content.filter((plan) => plan.patientCount != null);
    return {
      query,
      saved: showsSaved(context, CARE_PLAN_TEMPLATE_LIST, query),
      list,
      organization: info?.ok ? { id: orgId, name: info.data.name } : null,
      pageTitle: info?.ok ? t("dashboard.ofOrganization", { name: info.data.name }) : undefined,
      chart:
        withCounts.length > 0
          ? barChart(
              withCounts.map((plan) => ({
                label: plan.name.length > 14 ? `${plan.name.slice(0, 13)}…` : plan.name,
                fullLabel: plan.name,
              })),
              withCounts.map((plan) => plan.patientCount ?? 0),
            )
          : null,
      mine,
    };
  },
  { orgSearchParam: ORGANIZATION_PARAM },
);

export const action = guarded("carePlans.read", async ({ request, context }) =>
  saveListQuery(context, request, CARE_PLAN_TEMPLATE_LIST),
);

export default function CarePlansDashboard() {
  const { t } = useTranslation("carePlans");
  const { query, saved, list, organization, chart, mine } = useLoaderData<typeof loader>();
  const mayEdit = useCan("carePlans.edit");
  const mayCreate = useOffered("carePlans.create") && mayEdit;
  const state = useListState(CARE_PLAN_TEMPLATE_LIST, query);
  const newHref = organization
    ? `/provider/care-plans/new?${new URLSearchParams({ [ORGANIZATION_PARAM]: organization.id })}`
    : "/provider/care-plans/new";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>
          {organization ? t("dashboard.ofOrganization", { name: organization.name }) : t("dashboard.title")}
        </PageHeading>
        {mayCreate && list ? (
          <Link to={newHref} className={buttonClass("primary")}>
            <Icon name="plus" />
            {t("dashboard.create")}
          </Link>
        ) : null}
      </div>
      <CarePlanTabs mine={mine} />
      <p className="mt-4 max-w-3xl text-slate-700">{t("dashboard.intro")}</p>
      {list ? (
        <>
          {chart ? (
            <BarChart
              title={t("dashboard.chartTitle")}
              description={t("dashboard.chartDescription")}
              chart={chart}
              categoryHeader={t("list.name")}
              valueHeader={t("list.patients")}
            />
          ) : null}
          <TemplateList
            state={state}
            list={list}
            saved={saved}
            empty={t("list.emptyTemplates")}
            caption={t("dashboard.caption")}
          />
        </>
      ) : (
        <p className="mt-6">{t("dashboard.noOrganization")}</p>
      )}
    </>
  );
}
