import { useTranslation } from "react-i18next";
import { barLayout } from "~/domain/charts";
import { formatCompactNumber, formatNumber } from "~/domain/format";
import { Td, Th } from "../table";
import {
  type Category,
  CategoryAxis,
  ChartFrame,
  type ChartText,
  PatternDefs,
  ValueAxis,
  fillFor,
  useChartId,
} from "./chart-parts";

/** One bar per category, its value written above it. */
export function BarChart({
  categories,
  values,
  categoryHeader,
  valueHeader,
  integer = true,
  ...text
}: ChartText & {
  categories: readonly Category[];
  values: readonly number[];
  categoryHeader: string;
  valueHeader: string;
  integer?: boolean;
}) {
  const { i18n } = useTranslation();
  const id = useChartId();
  const layout = barLayout(
    categories.map((c) => c.label),
    values,
    integer,
  );
  return (
    <ChartFrame
      text={text}
      id={id}
      empty={categories.length === 0}
      svg={
        <>
          <PatternDefs prefix={id} count={1} />
          <ValueAxis ticks={layout.ticks} />
          {layout.bars.map((bar, i) => (
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
          <CategoryAxis categories={layout.categories} baseline={layout.baseline} />
        </>
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
            <Td className="text-right tabular-nums">{formatNumber(values[i] ?? 0, i18n.language)}</Td>
          </tr>
        )),
      }}
    />
  );
}
