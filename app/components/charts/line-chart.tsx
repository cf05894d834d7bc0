import { useTranslation } from "react-i18next";
import { lineLayout, seriesColor, seriesMarker } from "~/domain/charts";
import { formatNumber } from "~/domain/format";
import { Td, Th } from "../table";
import {
  type Category,
  CategoryAxis,
  ChartFrame,
  type ChartText,
  Legend,
  Marker,
  ValueAxis,
  useChartId,
} from "./chart-parts";
import type { Series } from "./stacked-bar-chart";

const DASHES = [undefined, "8 4", "2 4", "12 4 2 4"] as const;

/** One line per series; series differ by colour, dash and marker shape. Gaps (null) break a line. */
export function LineChart({
  categories,
  series,
  categoryHeader,
  integer = true,
  ...text
}: ChartText & {
  categories: readonly Category[];
  series: readonly Series<number | null>[];
  categoryHeader: string;
  integer?: boolean;
}) {
  const { t, i18n } = useTranslation("common");
  const id = useChartId();
  const layout = lineLayout(
    categories.map((c) => c.label),
    series.map((s) => s.values),
    integer,
  );
  return (
    <ChartFrame
      text={text}
      id={id}
      empty={categories.length === 0 || series.length === 0}
      svg={
        <>
          <ValueAxis ticks={layout.ticks} />
          {layout.paths.map((d, s) => (
            <path
              key={s}
              d={d}
              fill="none"
              stroke={seriesColor(s)}
              strokeWidth="2.5"
              strokeDasharray={DASHES[s % DASHES.length]}
            />
          ))}
          {layout.points.map((points, s) =>
            points.map((p, i) => (
              <Marker key={`${s}-${i}`} kind={seriesMarker(s)} x={p.x} y={p.y} color={seriesColor(s)} />
            )),
          )}
          <CategoryAxis categories={layout.categories} baseline={layout.baseline} />
        </>
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
