import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CarePlanTabs, PlanColumns, PlanRows } from "~/components/care-plans/plan-table";
import { PageHeading } from "~/components/layout/page-heading";
import { ListView, useListState } from "~/components/list/list-view";
import { Th } from "~/components/table";
import { MY_CARE_PLAN_LIST } from "~/domain/care-plans";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { listPerformerPlans } from "~/upstream/care-plans.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:mine.title" };

/** A provider's own plans (GET /api/performers/{id}/care-plans); only a performer has them. */
export const loader = guarded("carePlans.read", async ({ request, context, session, client }) => {
  if (!session.account.isPerformer) throw notFound(context);
  const query = readListQuery(context, request, MY_CARE_PLAN_LIST);
  const result = await listPerformerPlans(client, session.account.accountId, {
    page: query.page,
    size: query.size,
  });
  const list = orThrow(result, context);
  return { query, saved: showsSaved(context, MY_CARE_PLAN_LIST, query), list };
});

export const action = guarded("carePlans.read", async ({ request, context }) =>
  saveListQuery(context, request, MY_CARE_PLAN_LIST),
);

export default function MyCarePlans() {
  const { t, i18n } = useTranslation("carePlans");
  const { query, saved, list } = useLoaderData<typeof loader>();
  const state = useListState(MY_CARE_PLAN_LIST, query);
  return (
    <>
      <PageHeading>{t("mine.title")}</PageHeading>
      <CarePlanTabs mine />
      <ListView
        state={state}
        list={list}
        saved={saved}
        filtersLabel={t("list.filters")}
        empty={t("list.emptyMine")}
        caption={t("mine.caption")}
        head={
          <>
            <Th>{t("list.name")}</Th>
            <PlanColumns status />
          </>
        }
      >
        <PlanRows plans={list.content} locale={i18n.language} status />
      </ListView>
    </>
  );
}
