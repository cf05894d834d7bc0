import { useTranslation } from "react-i18next";
import { DONUT_BOX, type DonutChartData } from "~/domain/chart-style";
import { formatCompactNumber, formatNumber, formatPercent } from "~/domain/format";
import { Td, Th } from "../table";
import { ChartFrame, type ChartText, Legend, PatternDefs, fillFor, useChartId } from "./chart-parts";

/**
 * Parts of a whole; the total sits in the hole, each part's share is in the legend and the table.
 * `chart` comes from donutChart() in app/domain/charts.ts; null when unavailable.
 */
export function DonutChart({
  chart,
  categoryHeader,
  valueHeader,
  ...text
}: ChartText & { chart: DonutChartData | null; categoryHeader: string; valueHeader: string }) {
  const { t, i18n } = useTranslation("common");
  const id = useChartId();
  const slices = chart?.slices ?? [];
  const shares = chart?.layout.slices ?? [];
  const half = DONUT_BOX.size / 2;
  return (
    <ChartFrame
      text={text}
      id={id}
      unavailable={!chart}
      empty={!chart?.layout.total}
      viewBox={`${-half} ${-half} ${DONUT_BOX.size} ${DONUT_BOX.size}`}
      svgClassName="h-auto w-full min-w-[220px] max-w-[14rem]"
      svg={
        chart ? (
          <>
            <PatternDefs prefix={id} count={slices.length} />
            {chart.layout.slices.map((slice) =>
              slice.path ? (
                <path key={slice.index} d={slice.path} fill={fillFor(id, slice.index)} stroke="#ffffff" />
              ) : null,
            )}
            <text textAnchor="middle" dy="0.32em" fontSize="28" className="fill-slate-900 font-bold">
              {formatCompactNumber(chart.layout.total, i18n.language)}
            </text>
          </>
        ) : null
      }
      legend={
        <Legend
          prefix={id}
          labels={slices.map(
            (s, i) => `${s.label}: ${formatPercent(shares[i]?.fraction ?? 0, i18n.language)}`,
          )}
        />
      }
      table={{
        head: (
          <>
            <Th>{categoryHeader}</Th>
            <Th className="text-right">{valueHeader}</Th>
            <Th className="text-right">{t("charts.share")}</Th>
          </>
        ),
        body: slices.map((s, i) => (
          <tr key={i}>
            <Th scope="row" className="bg-white font-normal">
              {s.label}
            </Th>
            <Td className="text-right tabular-nums">{formatNumber(s.value, i18n.language)}</Td>
            <Td className="text-right tabular-nums">
              {formatPercent(shares[i]?.fraction ?? 0, i18n.language)}
            </Td>
          </tr>
        )),
      }}
    />
  );
}
