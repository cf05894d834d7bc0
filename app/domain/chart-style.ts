/**
 * What the chart components need to draw, without d3: the coordinate box, the series colours,
 * patterns and markers, and the shapes of the layouts that app/domain/charts.ts computes on the
 * server. Kept apart so the browser bundle of a page with charts carries no d3.
 */

export const CHART_BOX = {
  width: 640,
  height: 260,
  margin: { top: 24, right: 16, bottom: 36, left: 52 },
} as const;

/**
 * Series colours: each has at least 4.5:1 contrast with white (WCAG 1.4.11 asks 3:1 for
 * graphics), and each series also gets its own fill pattern and marker, so colour is never the
 * only cue (1.4.1).
 */
export const PALETTE = ["#1d4ed8", "#b45309", "#047857", "#be123c", "#6d28d9", "#0e7490"] as const;
export const PATTERNS = ["solid", "stripes", "dots", "crosshatch", "vertical", "horizontal"] as const;
export type PatternKind = (typeof PATTERNS)[number];
export const MARKERS = ["circle", "square", "triangle", "diamond"] as const;
export type MarkerKind = (typeof MARKERS)[number];

export function seriesColor(index: number): string {
  return PALETTE[index % PALETTE.length]!;
}
export function seriesPattern(index: number): PatternKind {
  return PATTERNS[index % PATTERNS.length]!;
}
export function seriesMarker(index: number): MarkerKind {
  return MARKERS[index % MARKERS.length]!;
}

function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface Tick {
  value: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

export interface CategoryTick {
  label: string;
  x: number;
}

export interface Category {
  /** Short, for the axis ("11/24"). */
  label: string;
  /** Long, for the table ("Tuesday, November 24, 2026"); the label when absent. */
  fullLabel?: string;
}

export interface Series<V = number> {
  label: string;
  values: readonly V[];
}

export interface BarLayout {
  bars: Rect[];
  ticks: Tick[];
  categories: CategoryTick[];
  baseline: number;
}

export interface StackedLayout {
  /** segments[series][category] */
  segments: Rect[][];
  totals: Rect[];
  ticks: Tick[];
  categories: CategoryTick[];
  baseline: number;
}

export interface LineLayout {
  paths: string[];
  /** points[series][category] */
  points: Array<Array<{ x: number; y: number; value: number }>>;
  ticks: Tick[];
  categories: CategoryTick[];
  baseline: number;
}

export const DONUT_BOX = { size: 220, outer: 100, inner: 58 } as const;

export interface DonutSlice {
  path: string;
  value: number;
  fraction: number;
  index: number;
}

/** A chart's data together with its geometry, as a loader hands it to the page. */
export interface BarChartData {
  categories: Category[];
  values: number[];
  layout: BarLayout;
}
export interface StackedBarChartData {
  categories: Category[];
  series: Series[];
  layout: StackedLayout;
}
export interface LineChartData {
  categories: Category[];
  series: Series<number | null>[];
  layout: LineLayout;
}
export interface DonutChartData {
  slices: Array<{ label: string; value: number }>;
  layout: { slices: DonutSlice[]; total: number };
}
