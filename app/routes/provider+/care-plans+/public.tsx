import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CarePlanTabs, TemplateList } from "~/components/care-plans/plan-table";
import { PageHeading } from "~/components/layout/page-heading";
import { useListState } from "~/components/list/list-view";
import { PUBLIC_TEMPLATE_LIST } from "~/domain/care-plans";
import { orThrow } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { listPublicTemplates } from "~/upstream/care-plans.server";
import { planFormOptions } from "./__plan-form.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:public.title" };

/** Public templates of every organization (GET /public-templates with stats). */
export const loader = guarded("carePlans.read", async ({ request, context, session, client }) => {
  const query = readListQuery(context, request, PUBLIC_TEMPLATE_LIST);
  const [result, options] = await Promise.all([
    listPublicTemplates(client, {
      page: query.page,
      size: query.size,
      name: query.filters.name,
      carePlanType: query.filters.carePlanType,
      serviceTypeId: query.filters.serviceTypeId,
      orderType: query.sort?.field,
      asc: query.sort ? query.sort.direction === "asc" : undefined,
    }),
    planFormOptions(client, context),
  ]);
  const list = orThrow(result, context);
  return {
    query,
    choices: {
      carePlanType: options.types.map((type) => ({ value: type.id, label: type.name })),
      serviceTypeId: options.serviceTypes.map((service) => ({
        value: String(service.id),
        label: service.name,
      })),
    },
    saved: showsSaved(context, PUBLIC_TEMPLATE_LIST, query),
    list,
    mine: session.account.isPerformer,
  };
});

export const action = guarded("carePlans.read", async ({ request, context }) =>
  saveListQuery(context, request, PUBLIC_TEMPLATE_LIST),
);

export default function PublicTemplates() {
  const { t } = useTranslation("carePlans");
  const { query, saved, list, mine, choices } = useLoaderData<typeof loader>();
  const state = useListState(PUBLIC_TEMPLATE_LIST, query, choices);
  return (
    <>
      <PageHeading>{t("public.title")}</PageHeading>
      <CarePlanTabs mine={mine} />
      <p className="mt-4 max-w-3xl text-slate-700">{t("public.intro")}</p>
      <TemplateList
        state={state}
        list={list}
        saved={saved}
        empty={t("list.emptyPublic")}
        caption={t("public.caption")}
      />
    </>
  );
}
