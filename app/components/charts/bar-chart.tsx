import { useTranslation } from "react-i18next";
import type { BarChartData } from "~/domain/chart-style";
import { formatCompactNumber, formatNumber } from "~/domain/format";
import { Td, Th } from "../table";
import {
  CategoryAxis,
  ChartFrame,
  type ChartText,
  PatternDefs,
  ValueAxis,
  fillFor,
  useChartId,
} from "./chart-parts";

/**
 * One bar per category, its value written above it. `chart` comes from barChart() in
 * app/domain/charts.ts, called by the loader; null when the data could not be read.
 */
export function BarChart({
  chart,
  categoryHeader,
  valueHeader,
  ...text
}: ChartText & { chart: BarChartData | null; categoryHeader: string; valueHeader: string }) {
  const { i18n } = useTranslation();
  const id = useChartId();
  const categories = chart?.categories ?? [];
  return (
    <ChartFrame
      text={text}
      id={id}
      unavailable={!chart}
      empty={categories.length === 0}
      svg={
        chart ? (
          <>
            <PatternDefs prefix={id} count={1} />
            <ValueAxis ticks={chart.layout.ticks} />
            {chart.layout.bars.map((bar, i) => (
              <g key={i}>
                <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={fillFor(id, 0)} />
                {categories.length <= 20 ? (
                  <text
                    x={bar.x + bar.width / 2}
                    y={bar.y - 6}
                    textAnchor="middle"
                    fontSize="12"
                    className="fill-slate-900 font-semibold"
                  >
                    {formatCompactNumber(bar.value, i18n.language)}
                  </text>
                ) : null}
              </g>
            ))}
            <CategoryAxis categories={chart.layout.categories} baseline={chart.layout.baseline} />
          </>
        ) : null
      }
      table={{
        head: (
          <>
            <Th>{categoryHeader}</Th>
            <Th className="text-right">{valueHeader}</Th>
          </>
        ),
        body: categories.map((c, i) => (
          <tr key={i}>
            <Th scope="row" className="bg-white font-normal">
              {c.fullLabel ?? c.label}
            </Th>
            <Td className="text-right tabular-nums">{formatNumber(chart?.values[i] ?? 0, i18n.language)}</Td>
          </tr>
        )),
      }}
    />
  );
}
