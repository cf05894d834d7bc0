import { useTranslation } from "react-i18next";
import { type LineChartData, seriesColor, seriesMarker } from "~/domain/chart-style";
import { formatNumber } from "~/domain/format";
import { Td, Th } from "../table";
import {
  CategoryAxis,
  ChartFrame,
  type ChartText,
  Legend,
  Marker,
  ValueAxis,
  useChartId,
} from "./chart-parts";

const DASHES = [undefined, "8 4", "2 4", "12 4 2 4"] as const;

/**
 * One line per series; series differ by colour, dash and marker shape. Gaps (null) break a line.
 * `chart` comes from lineChart() in app/domain/charts.ts; null when unavailable.
 */
export function LineChart({
  chart,
  categoryHeader,
  ...text
}: ChartText & { chart: LineChartData | null; categoryHeader: string }) {
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
            <ValueAxis ticks={chart.layout.ticks} />
            {chart.layout.paths.map((d, s) => (
              <path
                key={s}
                d={d}
                fill="none"
                stroke={seriesColor(s)}
                strokeWidth="2.5"
                strokeDasharray={DASHES[s % DASHES.length]}
              />
            ))}
            {chart.layout.points.map((points, s) =>
              points.map((p, i) => (
                <Marker key={`${s}-${i}`} kind={seriesMarker(s)} x={p.x} y={p.y} color={seriesColor(s)} />
              )),
            )}
            <CategoryAxis categories={chart.layout.categories} baseline={chart.layout.baseline} />
          </>
        ) : null
      }
      legend={<Legend prefix={id} labels={series.map((s) => s.label)} kind="line" />}
      table={{
        head: (
          <>
            <Th>{categoryHeader}</Th>
            {series.map((s, i) => (
              <Th key={i} className="text-right">
                {s.label}
              </Th>
            ))}
          </>
        ),
        body: categories.map((c, i) => (
          <tr key={i}>
            <Th scope="row" className="bg-white font-normal">
              {c.fullLabel ?? c.label}
            </Th>
            {series.map((s, j) => {
              const v = s.values[i];
              return (
                <Td key={j} className="text-right tabular-nums">
                  {typeof v === "number" ? formatNumber(v, i18n.language) : t("charts.noValue")}
                </Td>
              );
            })}
          </tr>
        )),
      }}
    />
  );
}
