import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarChart } from "~/components/charts/bar-chart";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { useListState } from "~/components/list/list-view";
import { ProgramList } from "~/components/programs/program-list";
import { SummaryFigures } from "~/components/summary-figures";
import { useCan } from "~/components/use-can";
import { barChart } from "~/domain/charts";
import { formatNumber } from "~/domain/format";
import { PROGRAM_LIST, PROGRAM_STATUSES, PROGRAMS_PATH } from "~/domain/programs";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { roleOf } from "@contract/permissions";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import {
  getNetworkProgramAnalytics,
  getNetworkProgramCounts,
  getProgramAnalytics,
  getProgramCounts,
  listNetworkPrograms,
  listProgramLookups,
  listPrograms,
} from "~/upstream/programs.server";

export const handle = { i18n: ["programs"], titleKey: "programs:list.title" };

const tally = (rows: ReadonlyArray<{ label: string; count: number }>, label: (raw: string) => string) =>
  barChart(
    rows.map((r) => ({ label: label(r.label) })),
    rows.map((r) => r.count),
  );

/**
 * The organization's programs (spec part 2 §7 "Programs"): filters in the query string (name,
 * type, category, status), the programs and their patients counted, and programs by type and by
 * category as charts with their tables. A failing count or chart hides only itself. The upstream
 * sorts by the column chosen; a super admin's list is the whole network's (with each program's
 * organization), as the assessments dashboard's is, and so are the counts and charts above and
 * below it: a figure beside a table counts what the table lists (issue 38).
 */
export const loader = guarded("programs.read", async ({ request, context, session, client }) => {
  const orgId = session.account.organizationId;
  if (!orgId) throw notFound(context);
  const query = readListQuery(context, request, PROGRAM_LIST);
  const network = roleOf(session.account) === "superAdmin";
  const params = {
    page: query.page,
    size: query.size,
    ...query.filters,
    orderType: query.sort?.field,
    asc: query.sort ? query.sort.direction === "asc" : undefined,
  };
  const [list, counts, analytics, types, categories, t] = await Promise.all([
    network ? listNetworkPrograms(client, params) : listPrograms(client, orgId, params),
    network ? getNetworkProgramCounts(client) : getProgramCounts(client, orgId),
    network ? getNetworkProgramAnalytics(client) : getProgramAnalytics(client, orgId),
    listProgramLookups(client, "program-type"),
    listProgramLookups(client, "program-category"),
    getT(context.locale, "programs"),
  ]);
  const n = (value: number) => formatNumber(value, context.locale);
  const sum = (rows: ReadonlyArray<{ label: string; count: number }>, label?: string) =>
    rows.filter((r) => label === undefined || r.label === label).reduce((a, r) => a + r.count, 0);
  const figures = counts.ok
    ? [
        {
          key: "all",
          label: network ? t("counts.programsNetwork") : t("counts.programsTree"),
          value: n(sum(counts.data.programs)),
        },
        ...PROGRAM_STATUSES.filter((s) => s !== "DRAFT").map((s) => ({
          key: s,
          label: t(`statuses.${s}`),
          value: n(sum(counts.data.programs, s)),
        })),
        { key: "enrolled", label: t("counts.enrolled"), value: n(sum(counts.data.patients, "ENROLLED")) },
      ]
    : null;
  const unnamed = (raw: string) => raw || t("analytics.none");
  return {
    query,
    network,
    saved: showsSaved(context, PROGRAM_LIST, query),
    list: orThrow(list, context),
    figures,
    byType: analytics.ok ? tally(analytics.data.byType, unnamed) : null,
    byCategory: analytics.ok ? tally(analytics.data.byCategory, unnamed) : null,
    choices: {
      typeId: types.ok ? types.data.content.map((v) => ({ value: v.id, label: v.name })) : [],
      categoryId: categories.ok ? categories.data.content.map((v) => ({ value: v.id, label: v.name })) : [],
    },
  };
});

export const action = guarded("programs.read", async ({ request, context }) =>
  saveListQuery(context, request, PROGRAM_LIST),
);

export default function Programs() {
  const { t } = useTranslation("programs");
  const { query, network, saved, list, choices, figures, byType, byCategory } =
    useLoaderData<typeof loader>();
  const state = useListState(PROGRAM_LIST, query, choices);
  const canEdit = useCan("programs.edit");
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("list.title")}</PageHeading>
        {canEdit ? (
          <Link to={`${PROGRAMS_PATH}/new`} className={buttonClass("primary")}>
            <Icon name="plus" />
            {t("list.new")}
          </Link>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">{network ? t("list.introNetwork") : t("list.intro")}</p>
      {figures ? (
        <SummaryFigures id="program-counts" heading={t("counts.heading")} figures={figures} />
      ) : null}
      <ProgramList state={state} list={list} saved={saved} network={network} />
      <section aria-labelledby="program-analytics" className="mt-10">
        <h2 id="program-analytics" className="text-2xl font-bold">
          {t("analytics.title")}
        </h2>
        <div className="grid gap-x-6 lg:grid-cols-2">
          <BarChart
            headingLevel={3}
            title={t("analytics.byTypeTitle")}
            description={t("analytics.byTypeDescription")}
            chart={byType}
            categoryHeader={t("list.type")}
            valueHeader={t("analytics.programs")}
          />
          <BarChart
            headingLevel={3}
            title={t("analytics.byCategoryTitle")}
            description={t("analytics.byCategoryDescription")}
            chart={byCategory}
            categoryHeader={t("list.category")}
            valueHeader={t("analytics.programs")}
          />
        </div>
      </section>
    </>
  );
}
