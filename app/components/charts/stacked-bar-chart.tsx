import { useTranslation } from "react-i18next";
import type { StackedBarChartData } from "~/domain/chart-style";
import { formatCompactNumber, formatNumber } from "~/domain/format";
import { Td, Th } from "../table";
import {
  CategoryAxis,
  ChartFrame,
  type ChartText,
  Legend,
  PatternDefs,
  ValueAxis,
  fillFor,
  useChartId,
} from "./chart-parts";

/**
 * Bars split by series (colour and pattern per series), each bar's total written above it.
 * `chart` comes from stackedBarChart() in app/domain/charts.ts; null when unavailable.
 */
export function StackedBarChart({
  chart,
  categoryHeader,
  ...text
}: ChartText & { chart: StackedBarChartData | null; categoryHeader: string }) {
  const { t, i18n } = useTranslation("common");
  const id = useChartId();
  const categories = chart?.categories ?? [];
  const series = chart?.series ?? [];
  return (
    <ChartFrame
      text={text}
      id={id}
      unavailable={!chart}
      empty={categories.length === 0 || series.length === 0}
      svg={
        chart ? (
          <>
            <PatternDefs prefix={id} count={series.length} />
            <ValueAxis ticks={chart.layout.ticks} />
            {chart.layout.segments.map((segments, s) => (
              <g key={s}>
                {segments.map((segment, i) =>
                  segment.height > 0 ? (
                    <rect
                      key={i}
                      x={segment.x}
                      y={segment.y}
                      width={segment.width}
                      height={segment.height}
                      fill={fillFor(id, s)}
                      stroke="#ffffff"
                      strokeWidth="1"
                    />
                  ) : null,
                )}
              </g>
            ))}
            {categories.length <= 20
              ? chart.layout.totals.map((total, i) => (
                  <text
                    key={i}
                    x={total.x + total.width / 2}
                    y={total.y - 6}
                    textAnchor="middle"
                    fontSize="12"
                    className="fill-slate-900 font-semibold"
                  >
                    {formatCompactNumber(total.value, i18n.language)}
                  </text>
                ))
              : null}
            <CategoryAxis categories={chart.layout.categories} baseline={chart.layout.baseline} />
          </>
        ) : null
      }
      legend={<Legend prefix={id} labels={series.map((s) => s.label)} />}
      table={{
        head: (
          <>
            <Th>{categoryHeader}</Th>
            {series.map((s, i) => (
              <Th key={i} className="text-right">
                {s.label}
              </Th>
            ))}
            <Th className="text-right">{t("charts.total")}</Th>
          </>
        ),
        body: categories.map((c, i) => (
          <tr key={i}>
            <Th scope="row" className="bg-white font-normal">
              {c.fullLabel ?? c.label}
            </Th>
            {series.map((s, j) => (
              <Td key={j} className="text-right tabular-nums">
                {formatNumber(s.values[i] ?? 0, i18n.language)}
              </Td>
            ))}
            <Td className="text-right font-semibold tabular-nums">
              {formatNumber(chart?.layout.totals[i]?.value ?? 0, i18n.language)}
            </Td>
          </tr>
        )),
      }}
    />
  );
}
