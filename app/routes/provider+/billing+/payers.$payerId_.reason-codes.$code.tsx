import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarChart } from "~/components/charts/bar-chart";
import { DonutChart } from "~/components/charts/donut-chart";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { SummaryFigures } from "~/components/summary-figures";
import { barChart, donutChart } from "~/domain/charts";
import { REASON_CODE } from "~/domain/claims";
import { formatMoney, formatMonthYear, formatNumber } from "~/domain/format";
import { formatMonthShort, monthStart } from "~/domain/payer-analytics";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getPayerReasonCode } from "~/upstream/claims.server";
import { getPayer } from "~/upstream/payers.server";

export const handle = {
  i18n: ["billing", "claims"],
  titleKey: "claims:reasonCode.title",
  breadcrumb: crumbsFrom,
};

const PAYERS = "/provider/billing/payers";

/**
 * One reason code of a payer (spec part 2 §7: /api/payers/{id}/reason_codes/{code}; decision 043):
 * the payer's claims that give it, counted by the upstream, as figures and charts with their
 * tables. The trail goes back to the payer.
 */
export const loader = guarded("claims.read", async ({ context, params, client }) => {
  const payerId = requireValidId(context, params.payerId);
  const code = params.code ?? "";
  if (!REASON_CODE.test(code)) throw notFound(context);
  const [payer, detail] = await Promise.all([
    getPayer(client, payerId),
    getPayerReasonCode(client, payerId, code),
  ]);
  const payerData = orThrow(payer, context);
  const reason = orThrow(detail, context);
  const t = await getT(context.locale, "claims");
  const locale = context.locale;
  const claims = reason.claims ?? null;
  return {
    payerName: payerData.payerName,
    reason: { code: reason.code, description: reason.description ?? null },
    figures: claims
      ? [
          { key: "claims", label: t("stats.totalClaims"), value: formatNumber(claims.claims, locale) },
          { key: "billed", label: t("stats.billed"), value: formatMoney(claims.billedAmount, locale) },
          { key: "paid", label: t("stats.paid"), value: formatMoney(claims.paidAmount, locale) },
          {
            key: "mr",
            label: t("reasonCode.averageMr"),
            value: claims.averageMr == null ? "—" : `${formatNumber(claims.averageMr, locale)} %`,
          },
        ]
      : null,
    byMonth: claims
      ? barChart(
          claims.byMonth.map((m) => {
            const start = monthStart(m.month);
            return start
              ? { label: formatMonthShort(start, locale), fullLabel: formatMonthYear(start, locale) }
              : { label: m.month };
          }),
          claims.byMonth.map((m) => m.claims),
        )
      : null,
    byStatus: claims
      ? donutChart(
          claims.byStatus.map((row) => ({
            label: t(`status.${row.claimStatus}`, { defaultValue: row.claimStatus }),
            value: row.claims,
          })),
        )
      : null,
    pageTitle: t("reasonCode.heading", { code: reason.code, payer: payerData.payerName }),
    crumbs: [
      { label: t("billing:payers.title"), to: PAYERS },
      { label: payerData.payerName, to: `${PAYERS}/${encodeURIComponent(payerId)}` },
      { label: reason.code },
    ],
  };
});

export default function PayerReasonCode() {
  const { t } = useTranslation("claims");
  const { payerName, reason, figures, byMonth, byStatus } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("reasonCode.heading", { code: reason.code, payer: payerName })}</PageHeading>
      {reason.description ? <p className="mt-2 max-w-3xl text-slate-700">{reason.description}</p> : null}
      {figures ? (
        <>
          <SummaryFigures id="reason-code-figures" heading={t("reasonCode.figures")} figures={figures} />
          <div className="grid gap-x-6 lg:grid-cols-2">
            <BarChart
              title={t("reasonCode.byMonthTitle")}
              description={t("reasonCode.byMonthDescription", { code: reason.code })}
              chart={byMonth}
              categoryHeader={t("reasonCode.month")}
              valueHeader={t("stats.claims")}
            />
            <DonutChart
              title={t("reasonCode.byStatusTitle")}
              description={t("reasonCode.byStatusDescription", { code: reason.code })}
              chart={byStatus}
              categoryHeader={t("claim.status")}
              valueHeader={t("stats.claims")}
            />
          </div>
        </>
      ) : (
        <p className="mt-6">{t("reasonCode.noFigures")}</p>
      )}
    </>
  );
}
