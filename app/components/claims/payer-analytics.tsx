import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber, formatPercent } from "~/domain/format";
import type { BarChartData } from "~/domain/chart-style";
import type { Benchmark, PayerFigures } from "~/domain/payer-analytics";
import { BarChart } from "../charts/bar-chart";
import { SummaryFigures } from "../summary-figures";
import { Table, Td, Th } from "../table";

export interface ReasonRow {
  code: string;
  description?: string | null;
  claims: number;
}

/** The three reason codes given most, with how many claims each. */
export function TopReasons({ reasons, caption }: { reasons: ReasonRow[] | null; caption: string }) {
  const { t, i18n } = useTranslation("claims");
  if (reasons === null) return <p className="mt-2">{t("payers.unavailable")}</p>;
  if (reasons.length === 0) return <p className="mt-2">{t("payers.noReasons")}</p>;
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <Th>{t("claim.reasonCode")}</Th>
          <Th>{t("payers.description")}</Th>
          <Th className="text-right">{t("stats.claims")}</Th>
        </tr>
      </thead>
      <tbody>
        {reasons.map((r) => (
          <tr key={r.code}>
            <Td className="font-mono font-semibold">{r.code}</Td>
            <Td>{r.description ?? ""}</Td>
            <Td className="text-right tabular-nums">{formatNumber(r.claims, i18n.language)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export interface OrganizationRow {
  organizationId: string;
  organizationName: string;
  claims: number;
  denied: number;
  billedAmount: string;
  paidAmount: string;
}

/** Claims per organization: count, denied, billed and paid. */
export function ClaimsPerOrganization({
  rows,
  caption,
}: {
  rows: OrganizationRow[] | null;
  caption: string;
}) {
  const { t, i18n } = useTranslation("claims");
  const locale = i18n.language;
  if (rows === null) return <p className="mt-2">{t("payers.unavailable")}</p>;
  if (rows.length === 0) return <p className="mt-2">{t("payers.noClaims")}</p>;
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <Th>{t("claim.organization")}</Th>
          <Th className="text-right">{t("stats.claims")}</Th>
          <Th className="text-right">{t("payers.denied")}</Th>
          <Th className="text-right">{t("claim.billed")}</Th>
          <Th className="text-right">{t("claim.paid")}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.organizationId}>
            <Td>{r.organizationName}</Td>
            <Td className="text-right tabular-nums">{formatNumber(r.claims, locale)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(r.denied, locale)}</Td>
            <Td className="text-right tabular-nums">{formatMoney(r.billedAmount, locale)}</Td>
            <Td className="text-right tabular-nums">{formatMoney(r.paidAmount, locale)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * A payer's claims analytics on its page: its figures, the benchmark beside them as charts, its
 * claims by month, its top reason codes and its claims per organization.
 */
export function PayerAnalytics({
  payerName,
  data,
}: {
  payerName: string;
  data: {
    figures: PayerFigures | null;
    benchmark: Benchmark | null;
    comparison: { mr: BarChartData | null; denial: BarChartData | null } | null;
    byMonth: BarChartData | null;
    reasons: ReasonRow[] | null;
    perOrganization: OrganizationRow[] | null;
  };
}) {
  const { t, i18n } = useTranslation("claims");
  const locale = i18n.language;
  const { figures, benchmark, comparison } = data;
  return (
    <section aria-labelledby="payer-analytics" className="mt-8">
      <h2 id="payer-analytics" className="text-xl font-bold">
        {t("payers.analyticsHeading")}
      </h2>
      {figures ? (
        <SummaryFigures
          id="payer-figures"
          heading={t("payers.figuresHeading")}
          headingLevel={3}
          figures={[
            { key: "claims", label: t("stats.claims"), value: formatNumber(figures.claims, locale) },
            {
              key: "denial",
              label: t("payers.denialRate"),
              value: figures.denialRate === null ? "–" : formatPercent(figures.denialRate, locale),
            },
            {
              key: "mr",
              label: t("payers.averageMr"),
              value: figures.averageMr === null ? "–" : `${formatNumber(figures.averageMr, locale)} %`,
            },
            { key: "paid", label: t("stats.paid"), value: formatMoney(figures.paid, locale) },
          ]}
        />
      ) : (
        <p className="mt-2">{t("payers.unavailable")}</p>
      )}
      {comparison && benchmark ? (
        <>
          <p className="mt-4 text-slate-700">{t("payers.benchmarkSource", { source: benchmark.source })}</p>
          <div className="grid gap-x-6 lg:grid-cols-2">
            <BarChart
              headingLevel={3}
              title={t("payers.mrVsBenchmark")}
              description={t("payers.mrVsBenchmarkDescription")}
              chart={comparison.mr}
              categoryHeader={t("payers.who")}
              valueHeader={t("payers.averageMr")}
            />
            <BarChart
              headingLevel={3}
              title={t("payers.denialVsBenchmark")}
              description={t("payers.denialVsBenchmarkDescription")}
              chart={comparison.denial}
              categoryHeader={t("payers.who")}
              valueHeader={t("payers.denialPercent")}
            />
          </div>
        </>
      ) : null}
      <BarChart
        headingLevel={3}
        title={t("payers.byMonthTitle")}
        description={t("payers.byMonthDescription", { name: payerName })}
        chart={data.byMonth}
        categoryHeader={t("payers.month")}
        valueHeader={t("stats.claims")}
      />
      <h3 className="mt-6 text-lg font-bold">{t("payers.topReasons")}</h3>
      <TopReasons reasons={data.reasons} caption={t("payers.topReasonsCaption", { name: payerName })} />
      <h3 className="mt-6 text-lg font-bold">{t("payers.perOrganization")}</h3>
      <ClaimsPerOrganization
        rows={data.perOrganization}
        caption={t("payers.perOrganizationCaption", { name: payerName })}
      />
    </section>
  );
}
