import { useTranslation } from "react-i18next";
import { DONUT_BOX, donutLayout } from "~/domain/charts";
import { formatCompactNumber, formatNumber, formatPercent } from "~/domain/format";
import { Td, Th } from "../table";
import { ChartFrame, type ChartText, Legend, PatternDefs, fillFor, useChartId } from "./chart-parts";

/** Parts of a whole; the total sits in the hole, each part's share is in the legend and the table. */
export function DonutChart({
  slices,
  categoryHeader,
  valueHeader,
  ...text
}: ChartText & {
  slices: readonly { label: string; value: number }[];
  categoryHeader: string;
  valueHeader: string;
}) {
  const { t, i18n } = useTranslation("common");
  const id = useChartId();
  const layout = donutLayout(slices.map((s) => s.value));
  const half = DONUT_BOX.size / 2;
  return (
    <ChartFrame
      text={text}
      id={id}
      empty={layout.total === 0}
      viewBox={`${-half} ${-half} ${DONUT_BOX.size} ${DONUT_BOX.size}`}
      svgClassName="h-auto w-full max-w-[14rem]"
      svg={
        <>
          <PatternDefs prefix={id} count={slices.length} />
          {layout.slices.map((slice) =>
            slice.path ? (
              <path key={slice.index} d={slice.path} fill={fillFor(id, slice.index)} stroke="#ffffff" />
            ) : null,
          )}
          <text textAnchor="middle" dy="0.32em" fontSize="28" className="fill-slate-900 font-bold">
            {formatCompactNumber(layout.total, i18n.language)}
          </text>
        </>
      }
      legend={
        <Legend
          prefix={id}
          labels={slices.map(
            (s, i) => `${s.label}: ${formatPercent(layout.slices[i]?.fraction ?? 0, i18n.language)}`,
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
              {formatPercent(layout.slices[i]?.fraction ?? 0, i18n.language)}
            </Td>
          </tr>
        )),
      }}
    />
  );
}
