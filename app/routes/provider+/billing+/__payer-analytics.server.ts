import type { TFunction } from "i18next";
import { barChart } from "~/domain/charts";
import { formatMonthYear } from "~/domain/format";
import { formatMonthShort, monthStart, payerFigures, percentOf } from "~/domain/payer-analytics";
import type { UpstreamClient } from "~/upstream/client.server";
import {
  getClaimsPerOrganization,
  getPayerClaimsByMonth,
  getTopReasonCodes,
} from "~/upstream/payer-analytics.server";
import { BENCHMARK } from "./__payer-benchmark.server";

/**
 * A payer's claims analytics for its page (decision 039): its figures beside the benchmark, its
 * claims by month, the three reason codes it gives most, and its claims per organization. Each
 * part that cannot be read is null and only that part says so.
 */
export async function loadPayerAnalytics(
  client: UpstreamClient,
  payerId: string,
  t: TFunction,
  locale: string,
) {
  const [months, reasons, perOrganization] = await Promise.all([
    getPayerClaimsByMonth(client, payerId),
    getTopReasonCodes(client, payerId),
    getClaimsPerOrganization(client, payerId),
  ]);
  const figures = months.ok ? payerFigures(months.data) : null;
  const payerLabel = t("payers.thisPayer");
  const benchmarkLabel = t("payers.benchmark");
  const compare = (payer: number | null, benchmark: number) =>
    payer === null ? null : barChart([{ label: payerLabel }, { label: benchmarkLabel }], [payer, benchmark]);
  return {
    figures,
    benchmark: BENCHMARK,
    comparison:
      figures && BENCHMARK
        ? {
            mr: compare(figures.averageMr, BENCHMARK.averageMr),
            denial: compare(
              figures.denialRate === null ? null : percentOf(figures.denialRate),
              percentOf(BENCHMARK.denialRate),
            ),
          }
        : null,
    byMonth: months.ok
      ? barChart(
          months.data.map((m) => {
            const start = monthStart(m.month);
            return start
              ? { label: formatMonthShort(start, locale), fullLabel: formatMonthYear(start, locale) }
              : { label: m.month };
          }),
          months.data.map((m) => m.claims),
        )
      : null,
    reasons: reasons.ok ? reasons.data : null,
    perOrganization: perOrganization.ok ? perOrganization.data : null,
  };
}

export type PayerAnalyticsData = Awaited<ReturnType<typeof loadPayerAnalytics>>;
