import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StackedBarChart } from "~/components/charts/stacked-bar-chart";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { ListView, useListState } from "~/components/list/list-view";
import { patientPath } from "~/components/members/patient-record";
import { OrganizationPicker } from "~/components/patient-requests/organization-picker";
import { RequestActions } from "~/components/patient-requests/request-actions";
import { Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import { stackedBarChart } from "~/domain/charts";
import { formatInstantDate, formatDisplayDate } from "~/domain/format";
import {
  MAX_SELECTED,
  ORGANIZATION_PARAM,
  PATIENT_REQUEST_LIST,
  REQUEST_STATUSES,
  SELECTED_PARAM,
  patientRequestParams,
  statsByType,
  typeKey,
} from "~/domain/patient-requests";
import { listSearch } from "~/domain/list-query";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { getGroupedStats, listPatientRequests } from "~/upstream/patient-requests.server";
import { organizationChoices } from "./__organizations.server";

export const handle = { i18n: ["patientRequests"], titleKey: "patientRequests:title" };

const SELECTION_FORM = "selected-requests";

/**
 * An organization's patient requests (spec part 2 §7; decision 040): the organization the query
 * names (the guard has checked it is in the user's tree), else the user's own; filters by type,
 * status and the day asked for, paged by the upstream; counts by type and status as a chart. A
 * row's checkbox belongs to the selection form below the list (HTML's `form` attribute), so the
 * chosen rows download as CSV without JavaScript.
 */
export const loader = guarded(
  "patientRequests.read",
  async ({ request, context, session, client, audit }) => {
    const query = readListQuery(context, request, PATIENT_REQUEST_LIST);
    const saved = showsSaved(context, PATIENT_REQUEST_LIST, query);
    const orgId = query.kept[ORGANIZATION_PARAM] ?? session.account.organizationId ?? null;
    const t = await getT(context.locale, "patientRequests");
    if (!orgId) return { query, saved, orgId: null, organizations: null, list: null, chart: null };
    const filters = patientRequestParams(query.filters);
    const [list, stats, organizations] = await Promise.all([
      listPatientRequests(client, orgId, filters, query.page, query.size),
      getGroupedStats(client, orgId, filters),
      organizationChoices(client, session),
    ]);
    const page = orThrow(list, context);
    audit.count(page.content.length);
    const byType = stats.ok ? statsByType(stats.data) : null;
    return {
      query,
      saved,
      orgId,
      // The organization picker: only when there is a choice to make.
      organizations: organizations && organizations.length > 1 ? organizations : null,
      list: {
        ...page,
        content: page.content.map((r) => ({
          id: r.id,
          patientId: r.patientId,
          patientName: r.patientName,
          organizationName: r.organizationName ?? "",
          requestType: r.requestType,
          status: r.status,
          requested: formatInstantDate(r.requestedAt, context.timeZone),
          requestedAt: r.requestedAt,
          serviceDate: r.serviceDate ? formatDisplayDate(r.serviceDate) : "",
        })),
      },
      // A failing stats call hides only the chart.
      chart: byType
        ? stackedBarChart(
            byType.map((row) => {
              const label = t(`typeOptions.${typeKey(row.requestType)}`);
              return { label, fullLabel: label };
            }),
            REQUEST_STATUSES.map((status) => ({
              label: t(`statuses.${status}`),
              values: byType.map((row) => row.counts[status]),
            })),
          )
        : null,
    };
  },
  { orgSearchParam: ORGANIZATION_PARAM },
);

export const action = guarded("patientRequests.read", async ({ request, context }) =>
  saveListQuery(context, request, PATIENT_REQUEST_LIST),
);

/** The downloads: a plain GET form each (a file is a whole-page answer, never a fetch). */
function Downloads({
  orgId,
  back,
  filters,
}: {
  orgId: string;
  back: string;
  filters: Record<string, string>;
}) {
  const { t } = useTranslation("patientRequests");
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <form id={SELECTION_FORM} method="get" action="/provider/patient-requests/selected">
        <input type="hidden" name={ORGANIZATION_PARAM} value={orgId} />
        <input type="hidden" name="returnTo" value={back} />
        <button type="submit" className={buttonClass("secondary")}>
          <Icon name="download" />
          {t("downloadSelected")}
        </button>
      </form>
      <form method="get" action="/provider/patient-requests/enrollments">
        <input type="hidden" name={ORGANIZATION_PARAM} value={orgId} />
        <input type="hidden" name="returnTo" value={back} />
        {Object.entries(filters).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonClass("secondary")}>
          <Icon name="download" />
          {t("downloadEnrollments")}
        </button>
      </form>
      <p className="w-full text-sm text-slate-700">{t("selectionHint", { max: MAX_SELECTED })}</p>
    </div>
  );
}

export default function PatientRequests() {
  const { t } = useTranslation("patientRequests");
  const data = useLoaderData<typeof loader>();
  const state = useListState(PATIENT_REQUEST_LIST, data.query);
  const here = useLocation();
  const mayHandle = useCan("patientRequests.handle");
  const mayOpenRecord = useCan("patientRecord.read");
  const back = `${here.pathname}${here.search}`;
  if (!data.orgId || !data.list)
    return (
      <>
        <PageHeading>{t("title")}</PageHeading>
        <p className="mt-4">{t("noOrganization")}</p>
      </>
    );
  const filtered = Object.keys(data.query.filters).length > 0;
  return (
    <>
      <PageHeading>{t("title")}</PageHeading>
      {data.organizations ? (
        <OrganizationPicker
          organizations={data.organizations}
          current={data.orgId}
          param={ORGANIZATION_PARAM}
          // The filters stay as they are for the other organization; the page starts again.
          keep={listSearch(PATIENT_REQUEST_LIST, { ...data.query, page: 0, kept: {} })}
        />
      ) : null}
      <StackedBarChart
        chart={data.chart}
        title={t("stats.title")}
        description={t("stats.description")}
        categoryHeader={t("columns.type")}
        headingLevel={2}
      />
      <ListView
        state={state}
        list={data.list}
        saved={data.saved}
        filtersLabel={t("filters.label")}
        empty={filtered ? t("emptyFiltered") : t("empty")}
        caption={t("caption")}
        between={<Downloads orgId={data.orgId} back={back} filters={data.query.filters} />}
        head={
          <>
            <Th>{t("columns.select")}</Th>
            <Th>{t("columns.patient")}</Th>
            <Th>{t("columns.type")}</Th>
            <Th>{t("columns.status")}</Th>
            <Th>{t("columns.requested")}</Th>
            <Th>{t("columns.serviceDate")}</Th>
            <Th>{t("columns.organization")}</Th>
            {mayHandle ? <Th>{t("columns.actions")}</Th> : null}
          </>
        }
      >
        {data.list.content.map((row) => (
          <tr key={row.id}>
            <Td>
              <input
                type="checkbox"
                id={`select-${row.id}`}
                name={SELECTED_PARAM}
                value={row.id}
                form={SELECTION_FORM}
                className="h-6 w-6"
                aria-label={t("selectRow", {
                  patient: row.patientName,
                  type: t(`typeOptions.${typeKey(row.requestType)}`),
                })}
              />
            </Td>
            <Td>
              {mayOpenRecord ? (
                <Link
                  to={`${patientPath(row.patientId)}/requests`}
                  className="inline-flex min-h-touch items-center font-semibold underline"
                >
                  {row.patientName}
                </Link>
              ) : (
                row.patientName
              )}
            </Td>
            <Td>{t(`typeOptions.${typeKey(row.requestType)}`, { defaultValue: row.requestType })}</Td>
            <Td>{t(`statuses.${row.status}`, { defaultValue: row.status })}</Td>
            <Td>
              <time dateTime={row.requestedAt}>{row.requested}</time>
            </Td>
            <Td>{row.serviceDate}</Td>
            <Td>{row.organizationName}</Td>
            {mayHandle ? (
              <Td>
                <RequestActions
                  requestId={row.id}
                  requestType={row.requestType}
                  patientId={row.patientId}
                  patientName={row.patientName}
                  back={back}
                />
              </Td>
            ) : null}
          </tr>
        ))}
      </ListView>
    </>
  );
}
