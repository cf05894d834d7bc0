import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarChart } from "~/components/charts/bar-chart";
import { ClaimsPerOrganization, TopReasons } from "~/components/claims/payer-analytics";
import { DownloadLink } from "~/components/download-link";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { barChart } from "~/domain/charts";
import { PAYER_ANALYTICS_PATH } from "~/domain/claims";
import { formatMoney, formatNumber, formatPercent } from "~/domain/format";
import { getT } from "~/i18n/i18n.server";
import { pageWithPanels } from "~/http/partial-page.server";
import { guarded } from "~/session/guards.server";
import {
  getClaimsPerOrganization,
  getCovidStats,
  getTopReasonCodes,
} from "~/upstream/payer-analytics.server";

export const handle = {
  i18n: ["billing", "claims"],
  titleKey: "claims:payers.overviewTitle",
  breadcrumb: crumbsFrom,
};

/**
 * The payers overview (issue 20): claims per organization, COVID-19 claims per payer, the three
 * reason codes given most, and the COVID-19 APL summary as a CSV download. Each part that cannot
 * be read says so alone.
 */
export const loader = guarded("claims.read", async ({ context, client }) => {
  const [perOrganization, covid, reasons] = await Promise.all([
    getClaimsPerOrganization(client),
    getCovidStats(client),
    getTopReasonCodes(client),
  ]);
  const t = await getT(context.locale, "claims");
  // Three panels and nothing else: each that fails says so, and the status says the page is partial.
  return pageWithPanels(
    {
      perOrganization: perOrganization.ok ? perOrganization.data : null,
      covid: covid.ok ? covid.data : null,
      covidChart: covid.ok
        ? barChart(
            covid.data.map((row) => ({ label: row.payerName.split(" ")[0]!, fullLabel: row.payerName })),
            covid.data.map((row) => row.covidClaims),
          )
        : null,
      reasons: reasons.ok ? reasons.data : null,
      crumbs: [{ label: t("payers.overviewTitle") }],
    },
    [perOrganization, covid, reasons],
  );
});

export default function PayersOverview() {
  const { t, i18n } = useTranslation("claims");
  const locale = i18n.language;
  const { perOrganization, covid, covidChart, reasons } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("payers.overviewTitle")}</PageHeading>
      <p className="mt-2 max-w-3xl text-slate-700">{t("payers.overviewIntro")}</p>

      <section aria-labelledby="overview-reasons" className="mt-8">
        <h2 id="overview-reasons" className="text-xl font-bold">
          {t("payers.topReasons")}
        </h2>
        <TopReasons reasons={reasons} caption={t("payers.topReasonsAllCaption")} />
      </section>

      <section aria-labelledby="overview-covid" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="overview-covid" className="text-xl font-bold">
            {t("payers.covidHeading")}
          </h2>
          <DownloadLink
            href={`${PAYER_ANALYTICS_PATH}/covid-apl-summary`}
            returnTo={PAYER_ANALYTICS_PATH}
            look="secondary"
          >
            {t("payers.covidDownload")}
          </DownloadLink>
        </div>
        <BarChart
          headingLevel={3}
          title={t("payers.covidChartTitle")}
          description={t("payers.covidChartDescription")}
          chart={covidChart}
          categoryHeader={t("claim.payer")}
          valueHeader={t("payers.covidClaims")}
        />
        {covid === null ? (
          <p className="mt-2">{t("payers.unavailable")}</p>
        ) : (
          <Table caption={t("payers.covidCaption")}>
            <thead>
              <tr>
                <Th>{t("claim.payer")}</Th>
                <Th className="text-right">{t("stats.claims")}</Th>
                <Th className="text-right">{t("payers.covidClaims")}</Th>
                <Th className="text-right">{t("payers.covidShare")}</Th>
                <Th className="text-right">{t("payers.covidPaid")}</Th>
              </tr>
            </thead>
            <tbody>
              {covid.map((row) => (
                <tr key={row.payerId}>
                  <Td>{row.payerName}</Td>
                  <Td className="text-right tabular-nums">{formatNumber(row.claims, locale)}</Td>
                  <Td className="text-right tabular-nums">{formatNumber(row.covidClaims, locale)}</Td>
                  <Td className="text-right tabular-nums">
                    {formatPercent(row.claims ? row.covidClaims / row.claims : 0, locale)}
                  </Td>
                  <Td className="text-right tabular-nums">{formatMoney(row.covidPaidAmount, locale)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <section aria-labelledby="overview-organizations" className="mt-8">
        <h2 id="overview-organizations" className="text-xl font-bold">
          {t("payers.perOrganization")}
        </h2>
        <ClaimsPerOrganization rows={perOrganization} caption={t("payers.perOrganizationAllCaption")} />
      </section>
    </>
  );
}
