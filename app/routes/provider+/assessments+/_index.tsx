import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { useListState } from "~/components/list/list-view";
import { SurveyList } from "~/components/surveys/survey-list";
import { useCan } from "~/components/use-can";
import { roleOf } from "@contract/permissions";
import { SURVEY_LIST, SURVEYS_PATH } from "~/domain/surveys";
import { orThrow } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import {
  getNetworkSurveyFilters,
  getOrganizationSurveyFilters,
  listNetworkSurveys,
  listOrganizationSurveys,
} from "~/upstream/surveys.server";

export const handle = { i18n: ["surveys"], titleKey: "surveys:dashboard.title" };

/**
 * The assessments dashboard: the organization's surveys (50 a page), or, for a super admin, the
 * network's through the public list and filters (spec part 1 §6). The upstream pages, sorts and
 * filters; a filter's failure only empties the owner choice.
 */
export const loader = guarded("assessments.read", async ({ request, context, session, client }) => {
  const query = readListQuery(context, request, SURVEY_LIST);
  const params = {
    page: query.page,
    size: query.size,
    name: query.filters.name,
    ownerId: query.filters.ownerId,
    orderType: query.sort?.field,
    asc: query.sort ? query.sort.direction === "asc" : undefined,
  };
  const network = roleOf(session.account) === "superAdmin";
  const orgId = session.account.organizationId ?? "";
  const [list, filters] = await Promise.all(
    network
      ? [listNetworkSurveys(client, params), getNetworkSurveyFilters(client)]
      : [listOrganizationSurveys(client, orgId, params), getOrganizationSurveyFilters(client, orgId)],
  );
  return {
    query,
    network,
    saved: showsSaved(context, SURVEY_LIST, query),
    list: orThrow(list, context),
    choices: {
      ownerId: filters.ok ? filters.data.owners.map((owner) => ({ value: owner.id, label: owner.name })) : [],
    },
  };
});

export const action = guarded("assessments.read", async ({ request, context }) =>
  saveListQuery(context, request, SURVEY_LIST),
);

export default function Assessments() {
  const { t } = useTranslation("surveys");
  const { query, saved, list, choices, network } = useLoaderData<typeof loader>();
  const state = useListState(SURVEY_LIST, query, choices);
  const canEdit = useCan("assessments.edit");
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("dashboard.title")}</PageHeading>
        {canEdit ? (
          <Link to={`${SURVEYS_PATH}/new`} className={buttonClass("primary")}>
            <Icon name="plus" />
            {t("dashboard.new")}
          </Link>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">
        {network ? t("dashboard.introNetwork") : t("dashboard.intro")}
      </p>
      <SurveyList state={state} list={list} saved={saved} network={network} />
    </>
  );
}
