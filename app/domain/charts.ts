import { scaleBand, scaleLinear, scalePoint } from "d3-scale";
import { arc, line, pie, stack } from "d3-shape";
import {
  type BarChartData,
  type BarLayout,
  CHART_BOX,
  type Category,
  DONUT_BOX,
  type DonutChartData,
  type DonutSlice,
  type LineChartData,
  type LineLayout,
  type Series,
  type StackedBarChartData,
  type StackedLayout,
  type Tick,
} from "./chart-style";

/**
 * The geometry of the charts (app/components/charts): scales, ticks and shapes come from d3-scale
 * and d3-shape, so no axis arithmetic is written here. Loaders call these on the server and hand
 * the numbers to the page, which only draws them: d3 never reaches the browser. Everything is
 * computed for a fixed coordinate box; the SVG scales to its container through its viewBox.
 */

const plot = {
  left: CHART_BOX.margin.left,
  right: CHART_BOX.width - CHART_BOX.margin.right,
  top: CHART_BOX.margin.top,
  bottom: CHART_BOX.height - CHART_BOX.margin.bottom,
};

/**
 * A value axis from zero to a "nice" maximum. Counts get whole-number ticks only: an axis of
 * patients reading 0.5 makes no sense.
 */
function valueScale(max: number, integer: boolean) {
  const scale = scaleLinear()
    .domain([0, Math.max(max, integer ? 1 : Number.EPSILON)])
    .range([plot.bottom, plot.top])
    .nice(5);
  const ticks: Tick[] = scale
    .ticks(5)
    .filter((value) => !integer || Number.isInteger(value))
    .map((value) => ({ value, y: scale(value) }));
  return { scale, ticks };
}

function bands(labels: readonly string[]) {
  // Indexes, not labels, are the domain: two days may share a short label.
  const band = scaleBand<number>()
    .domain(labels.map((_, i) => i))
    .range([plot.left, plot.right])
    .paddingInner(0.25)
    .paddingOuter(0.15);
  const categories = labels.map((label, i) => ({ label, x: band(i)! + band.bandwidth() / 2 }));
  return { band, categories };
}

/** One bar per category. Negative values are drawn as zero: these charts show counts and sums. */
export function barLayout(labels: readonly string[], values: readonly number[], integer = true): BarLayout {
  const { band, categories } = bands(labels);
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const { scale, ticks } = valueScale(Math.max(0, ...clean), integer);
  const bars = clean.map((value, i) => ({
    x: band(i)!,
    y: scale(value),
    width: band.bandwidth(),
    height: plot.bottom - scale(value),
    value,
  }));
  return { bars, ticks, categories, baseline: plot.bottom };
}

/** Bars split into one segment per series, stacked in series order from the axis up. */
export function stackedLayout(
  labels: readonly string[],
  series: readonly (readonly number[])[],
  integer = true,
): StackedLayout {
  const { band, categories } = bands(labels);
  const rows = labels.map((_, i) =>
    Object.fromEntries(
      series.map((values, s) => {
        const v = values[i] ?? 0;
        return [s, Number.isFinite(v) && v > 0 ? v : 0];
      }),
    ),
  );
  const stacked = stack<Record<number, number>, number>().keys(series.map((_, s) => s))(rows);
  const totalsRaw = rows.map((row) => Object.values(row).reduce((a, b) => a + b, 0));
  const { scale, ticks } = valueScale(Math.max(0, ...totalsRaw), integer);
  const segments = stacked.map((layer) =>
    layer.map(([low, high], i) => ({
      x: band(i)!,
      y: scale(high),
      width: band.bandwidth(),
      height: scale(low) - scale(high),
      value: high - low,
    })),
  );
  const totals = totalsRaw.map((value, i) => ({
    x: band(i)!,
    y: scale(value),
    width: band.bandwidth(),
    height: plot.bottom - scale(value),
    value,
  }));
  return { segments, totals, ticks, categories, baseline: plot.bottom };
}

/** One line per series over evenly spaced categories; missing values break the line. */
export function lineLayout(
  labels: readonly string[],
  series: readonly (readonly (number | null)[])[],
  integer = true,
): LineLayout {
  const x = scalePoint<number>()
    .domain(labels.map((_, i) => i))
    .range([plot.left, plot.right])
    .padding(0.3);
  const finite = series.flat().filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  const { scale, ticks } = valueScale(Math.max(0, ...finite), integer);
  const draw = line<{ i: number; v: number | null }>()
    .defined((d) => typeof d.v === "number" && Number.isFinite(d.v))
    .x((d) => x(d.i)!)
    .y((d) => scale(Math.max(0, d.v ?? 0)));
  const paths = series.map((values) => draw(labels.map((_, i) => ({ i, v: values[i] ?? null }))) ?? "");
  const points = series.map((values) =>
    labels.flatMap((_, i) => {
      const v = values[i];
      return typeof v === "number" && Number.isFinite(v)
        ? [{ x: x(i)!, y: scale(Math.max(0, v)), value: v }]
        : [];
    }),
  );
  const categories = labels.map((label, i) => ({ label, x: x(i)! }));
  return { paths, points, ticks, categories, baseline: plot.bottom };
}

/** Slices in the given order (not sorted by size), so legend, table and slices line up. */
export function donutLayout(values: readonly number[]): { slices: DonutSlice[]; total: number } {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = clean.reduce((a, b) => a + b, 0);
  const arcs = pie<number>()
    .sort(null)
    .value((v) => v)(clean);
  const shape = arc<{ startAngle: number; endAngle: number }>()
    .innerRadius(DONUT_BOX.inner)
    .outerRadius(DONUT_BOX.outer)
    .padAngle(total > 0 && clean.filter((v) => v > 0).length > 1 ? 0.012 : 0);
  const slices = arcs.map((a) => ({
    path: a.value > 0 ? (shape(a) ?? "") : "",
    value: a.value,
    fraction: total > 0 ? a.value / total : 0,
    index: a.index,
  }));
  return { slices, total };
}

export function barChart(categories: Category[], values: number[], integer = true): BarChartData {
  return {
    categories,
    values,
    layout: barLayout(
      categories.map((c) => c.label),
      values,
      integer,
    ),
  };
}

export function stackedBarChart(
  categories: Category[],
  series: Series[],
  integer = true,
): StackedBarChartData {
  return {
    categories,
    series,
    layout: stackedLayout(
      categories.map((c) => c.label),
      series.map((s) => s.values),
      integer,
    ),
  };
}

export function lineChart(
  categories: Category[],
  series: Series<number | null>[],
  integer = true,
): LineChartData {
  return {
    categories,
    series,
    layout: lineLayout(
      categories.map((c) => c.label),
      series.map((s) => s.values),
      integer,
    ),
  };
}

export function donutChart(slices: Array<{ label: string; value: number }>): DonutChartData {
  return { slices, layout: donutLayout(slices.map((s) => s.value)) };
}
