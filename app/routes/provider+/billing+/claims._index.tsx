import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useOffered } from "~/components/use-offered";
import { ClaimImportLink } from "~/components/claims/import-link";
import { BarChart } from "~/components/charts/bar-chart";
import { AmountCells } from "~/components/claims/claim-view";
import { DonutChart } from "~/components/charts/donut-chart";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ListView, useListState } from "~/components/list/list-view";
import { SummaryFigures } from "~/components/summary-figures";
import { Td, Th } from "~/components/table";
import { barChart, donutChart } from "~/domain/charts";
import {
  CLAIM_IMPORTS_PATH,
  CLAIM_LIST,
  DISPUTES_PATH,
  claimFilterParams,
  claimIsoDate,
  claimPath,
  formatClaimDate,
  rangeLabel,
} from "~/domain/claims";
import { formatMoney, formatNumber } from "~/domain/format";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { pageWithPanels } from "~/http/partial-page.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import {
  getClaimProviders,
  getClaimRanges,
  getClaimStates,
  getClaimTotals,
  getClaimZipCodes,
  getPayerChoices,
  getPayerGroupNumbers,
  listClaims,
} from "~/upstream/claims.server";

export const handle = { i18n: ["billing", "claims"], titleKey: "claims:list.title", breadcrumb: crumbsFrom };

const plain = (values: string[]) => values.map((value) => ({ value, label: value }));

/**
 * The claims list (issue 20): every filter of spec part 2 §3 in the query string, the totals and
 * the MR ranges over the same filters drawn above the list. The upstream filters, counts and
 * pages; a statistic or a filter's options that cannot be read only leave their part out.
 */
export const loader = guarded("claims.read", async ({ request, context, client, audit }) => {
  const query = readListQuery(context, request, CLAIM_LIST);
  const filter = claimFilterParams(query);
  const [list, totals, ranges, states, zips, payers, groups, providers] = await Promise.all([
    listClaims(client, filter, query.page, query.size),
    getClaimTotals(client, filter),
    getClaimRanges(client, filter),
    getClaimStates(client),
    getClaimZipCodes(client),
    getPayerChoices(client),
    getPayerGroupNumbers(client),
    getClaimProviders(client),
  ]);
  const claims = orThrow(list, context);
  // The trail names the list's count and filter, not every patient on it (issue 43).
  audit.count(claims.content.length);
  const t = await getT(context.locale, "claims");
  const locale = context.locale;
  // The list is the page; the totals, charts and filter choices are panels around it.
  return pageWithPanels(
    {
      query,
      saved: showsSaved(context, CLAIM_LIST, query),
      list: claims,
      totals: totals.ok ? totals.data : null,
      charts: {
        status: totals.ok
          ? donutChart(
              totals.data.byStatus.map((row) => ({
                label: t(`status.${row.claimStatus}`, { defaultValue: row.claimStatus }),
                value: row.count,
              })),
            )
          : null,
        ranges: ranges.ok
          ? barChart(
              ranges.data.map((range) => ({ label: `${rangeLabel(range)} %` })),
              ranges.data.map((range) => range.count),
            )
          : null,
        paid: totals.ok
          ? barChart(
              totals.data.byStatus.map((row) => ({
                label: t(`status.${row.claimStatus}`, { defaultValue: row.claimStatus }),
                fullLabel: `${t(`status.${row.claimStatus}`, { defaultValue: row.claimStatus })}: ${formatMoney(row.paidAmount, locale)}`,
              })),
              totals.data.byStatus.map((row) => Math.round(Number(row.paidAmount))),
            )
          : null,
      },
      choices: {
        states: states.ok ? plain(states.data) : [],
        zipCode: zips.ok ? plain(zips.data) : [],
        payerId: payers.ok ? payers.data.content.map((p) => ({ value: p.id, label: p.payerName })) : [],
        payerGroupIds: groups.ok ? plain(groups.data) : [],
        providerId: providers.ok ? providers.data.map((p) => ({ value: p.id, label: p.name })) : [],
      },
      crumbs: [{ label: t("list.title") }],
    },
    [totals, ranges, states, zips, payers, groups, providers],
  );
});

export const action = guarded("claims.read", async ({ request, context }) =>
  saveListQuery(context, request, CLAIM_LIST),
);

export default function Claims() {
  const { t, i18n } = useTranslation("claims");
  const locale = i18n.language;
  const { query, saved, list, totals, charts, choices } = useLoaderData<typeof loader>();
  const state = useListState(CLAIM_LIST, query, choices);
  const filtered = Object.keys(query.filters).length > 0;
  const disputesOffered = useOffered("claims.disputePackages");
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("list.title")}</PageHeading>
        <div className="flex flex-wrap items-center gap-4">
          {disputesOffered ? (
            <Link to={DISPUTES_PATH} className="inline-flex min-h-touch items-center font-semibold underline">
              {t("disputes.title")}
            </Link>
          ) : null}
          <Link
            to={CLAIM_IMPORTS_PATH}
            className="inline-flex min-h-touch items-center font-semibold underline"
          >
            {t("imports.title")}
          </Link>
          <ClaimImportLink />
        </div>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">{t("list.intro")}</p>
      {totals ? (
        <SummaryFigures
          id="claims-totals"
          heading={t("stats.heading")}
          columns={3}
          figures={[
            { key: "count", label: t("stats.totalClaims"), value: formatNumber(totals.totalClaims, locale) },
            { key: "billed", label: t("stats.billed"), value: formatMoney(totals.billedAmount, locale) },
            { key: "paid", label: t("stats.paid"), value: formatMoney(totals.paidAmount, locale) },
          ]}
        />
      ) : (
        <p className="mt-6">{t("stats.unavailable")}</p>
      )}
      <div className="grid gap-x-6 lg:grid-cols-3">
        <DonutChart
          title={t("stats.statusTitle")}
          description={t("stats.statusDescription")}
          chart={charts.status}
          categoryHeader={t("claim.status")}
          valueHeader={t("stats.claims")}
        />
        <BarChart
          title={t("stats.rangesTitle")}
          description={t("stats.rangesDescription")}
          chart={charts.ranges}
          categoryHeader={t("stats.range")}
          valueHeader={t("stats.claims")}
        />
        <BarChart
          title={t("stats.paidTitle")}
          description={t("stats.paidDescription")}
          chart={charts.paid}
          categoryHeader={t("claim.status")}
          valueHeader={t("stats.paidDollars")}
        />
      </div>
      <ListView
        state={state}
        list={list}
        saved={saved}
        filtersLabel={t("filters.label")}
        empty={filtered ? t("list.emptyFiltered") : t("list.empty")}
        caption={t("list.caption")}
        head={
          <>
            <Th>{t("claim.number")}</Th>
            <Th>{t("claim.dateOfService")}</Th>
            <Th>{t("claim.status")}</Th>
            <Th>{t("claim.payer")}</Th>
            <Th>{t("claim.organization")}</Th>
            <Th>{t("claim.state")}</Th>
            <Th>{t("claim.procedureCode")}</Th>
            <Th className="text-right">{t("claim.mr")}</Th>
            <Th className="text-right">{t("claim.billed")}</Th>
            <Th className="text-right">{t("claim.paid")}</Th>
          </>
        }
      >
        {list.content.map((claim) => (
          <tr key={claim.id}>
            <Td>
              <Link
                to={claimPath(claim.id)}
                className="inline-flex min-h-touch items-center font-semibold underline"
              >
                {claim.claimNumber}
              </Link>
            </Td>
            <Td className="tabular-nums">
              <time dateTime={claimIsoDate(claim.dateOfService) ?? undefined}>
                {formatClaimDate(claim.dateOfService, locale)}
              </time>
            </Td>
            <Td>{t(`status.${claim.claimStatus}`, { defaultValue: claim.claimStatus })}</Td>
            <Td>{claim.payerName ?? ""}</Td>
            <Td>{claim.organizationName ?? ""}</Td>
            <Td>{claim.state ?? ""}</Td>
            <Td className="font-mono">{claim.procedureCode}</Td>
            <Td className="text-right tabular-nums">
              {claim.mr != null ? `${formatNumber(claim.mr, locale)} %` : ""}
            </Td>
            <AmountCells claim={claim} />
          </tr>
        ))}
      </ListView>
    </>
  );
}
