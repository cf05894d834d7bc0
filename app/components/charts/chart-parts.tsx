import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  CHART_BOX,
  type CategoryTick,
  type MarkerKind,
  type Tick,
  seriesColor,
  seriesMarker,
  seriesPattern,
} from "~/domain/chart-style";
import { formatCompactNumber } from "~/domain/format";
import { Table } from "../table";

/** What every chart is told besides its data. */
export interface ChartText {
  /** Shown above the chart; names the picture for screen readers and captions its table. */
  title: string;
  /** One sentence on what the chart shows; read with the title. */
  description: string;
  /** Heading level of the title inside the page. */
  headingLevel?: 2 | 3;
}

/** An id usable inside url(#…) and aria-labelledby (React's ids contain colons). */
export function useChartId(): string {
  return `chart${useId().replace(/[^A-Za-z0-9]/g, "")}`;
}

export function fillFor(prefix: string, index: number): string {
  return seriesPattern(index) === "solid" ? seriesColor(index) : `url(#${prefix}-p${index})`;
}

const DIAGONAL = "rotate(45)";

/** Fill patterns, so series differ by texture as well as by colour. */
export function PatternDefs({ prefix, count }: { prefix: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: count }, (_, i) => {
        const kind = seriesPattern(i);
        if (kind === "solid") return null;
        const rotate = kind === "stripes" || kind === "crosshatch" ? DIAGONAL : undefined;
        return (
          <pattern
            key={i}
            id={`${prefix}-p${i}`}
            width="8"
            height="8"
            patternUnits="userSpaceOnUse"
            patternTransform={rotate}
          >
            <rect width="8" height="8" fill={seriesColor(i)} />
            {kind === "dots" ? <circle cx="4" cy="4" r="1.6" fill="#ffffff" /> : null}
            {kind === "stripes" || kind === "vertical" || kind === "crosshatch" ? (
              <rect width={kind === "crosshatch" ? 1.5 : 2.5} height="8" fill="#ffffff" />
            ) : null}
            {kind === "horizontal" || kind === "crosshatch" ? (
              <rect width="8" height={kind === "crosshatch" ? 1.5 : 2.5} fill="#ffffff" />
            ) : null}
          </pattern>
        );
      })}
    </defs>
  );
}

export function Marker({ kind, x, y, color }: { kind: MarkerKind; x: number; y: number; color: string }) {
  const common = { fill: color, stroke: "#ffffff", strokeWidth: 1.5 };
  switch (kind) {
    case "square":
      return <rect x={x - 4.5} y={y - 4.5} width="9" height="9" {...common} />;
    case "triangle":
      return <path d={`M${x},${y - 6}L${x + 5.5},${y + 4}L${x - 5.5},${y + 4}Z`} {...common} />;
    case "diamond":
      return <path d={`M${x},${y - 6}L${x + 6},${y}L${x},${y + 6}L${x - 6},${y}Z`} {...common} />;
    default:
      return <circle cx={x} cy={y} r="5" {...common} />;
  }
}

/** Horizontal grid lines with compact labels (1.2K, 3M) in the user's language. */
export function ValueAxis({ ticks }: { ticks: Tick[] }) {
  const { i18n } = useTranslation();
  const { margin, width } = CHART_BOX;
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={margin.left} x2={width - margin.right} y1={tick.y} y2={tick.y} stroke="#cbd5e1" />
          <text
            x={margin.left - 8}
            y={tick.y}
            dy="0.32em"
            textAnchor="end"
            fontSize="12"
            className="fill-slate-700"
          >
            {formatCompactNumber(tick.value, i18n.language)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Category labels under the plot; with many categories only every few are written. */
export function CategoryAxis({ categories, baseline }: { categories: CategoryTick[]; baseline: number }) {
  const step = Math.max(1, Math.ceil(categories.length / 14));
  const { margin, width } = CHART_BOX;
  return (
    <g>
      <line x1={margin.left} x2={width - margin.right} y1={baseline} y2={baseline} stroke="#475569" />
      {categories.map((c, i) =>
        i % step === 0 ? (
          <text
            key={i}
            x={c.x}
            y={baseline + 18}
            textAnchor="middle"
            fontSize="12"
            className="fill-slate-700"
          >
            {c.label}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** The legend: each series' swatch (colour and pattern, or line marker) and its name. */
export function Legend({
  prefix,
  labels,
  kind = "fill",
}: {
  prefix: string;
  labels: readonly string[];
  kind?: "fill" | "line";
}) {
  if (labels.length < 2) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-hidden="true">
      {labels.map((label, i) => (
        <li key={i} className="flex items-center gap-2">
          <svg width="22" height="16" viewBox="0 0 22 16" focusable="false">
            {kind === "line" ? (
              <>
                <line x1="0" x2="22" y1="8" y2="8" stroke={seriesColor(i)} strokeWidth="2.5" />
                <Marker kind={seriesMarker(i)} x={11} y={8} color={seriesColor(i)} />
              </>
            ) : (
              <rect width="22" height="16" fill={fillFor(prefix, i)} stroke={seriesColor(i)} />
            )}
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}

/** CHART_BOX.width in px: a class, since the CSP allows no style attribute. */
export const CHART_MIN_WIDTH = "min-w-[640px]";

/**
 * The frame every chart shares: the title and description that name the picture, the SVG, and
 * the same figures as a table inside a disclosure, which opens without JavaScript and which
 * screen readers can browse cell by cell.
 */
export function ChartFrame({
  text,
  id,
  unavailable,
  empty,
  viewBox = `0 0 ${CHART_BOX.width} ${CHART_BOX.height}`,
  svg,
  legend,
  table,
  svgClassName = `h-auto w-full max-w-3xl ${CHART_MIN_WIDTH}`,
}: {
  text: ChartText;
  id: string;
  /** The data could not be read: the chart says so instead of drawing nothing. */
  unavailable: boolean;
  empty: boolean;
  viewBox?: string;
  svg: ReactNode;
  legend?: ReactNode;
  table: { head: ReactNode; body: ReactNode };
  /** Its size; the minimum width must be the viewBox's width (no inline styles: the CSP). */
  svgClassName?: string;
}) {
  const { t } = useTranslation("common");
  const Heading = text.headingLevel === 3 ? "h3" : "h2";
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    // A whole row of any grid it is put in: beside another chart, neither is wide enough to be
    // drawn at its own size, and shrunk its text falls under 12 px (issue 38 §5).
    <div className="col-span-full mt-6 min-w-0 rounded border-2 border-slate-300 p-4">
      <Heading id={titleId} className="text-lg font-bold">
        {text.title}
      </Heading>
      <p id={descId} className="text-sm text-slate-700">
        {text.description}
      </p>
      {unavailable || empty ? (
        <p className="mt-4" role="status">
          {unavailable ? t("charts.unavailable") : t("charts.empty")}
        </p>
      ) : (
        <>
          {/* Never drawn narrower than its viewBox, so its 12-unit text is at least 12 px; where
              the page is narrower (a phone) the picture scrolls in its own region instead. The
              region's width is its container's, never its picture's: without the containment a
              grid cell around it would widen to the picture and the page would scroll. */}
          <div
            role="region"
            aria-label={t("charts.picture", { title: text.title })}
            tabIndex={0}
            className="scroll-region mt-3 [contain:inline-size]"
          >
            <svg
              role="img"
              aria-labelledby={`${titleId} ${descId}`}
              viewBox={viewBox}
              className={svgClassName}
              focusable="false"
            >
              {svg}
            </svg>
          </div>
          {legend}
          <details className="mt-3">
            <summary className="inline-flex min-h-touch cursor-pointer items-center font-semibold underline">
              {t("charts.showTable")}
            </summary>
            <Table caption={text.title} captionHidden>
              <thead>
                <tr>{table.head}</tr>
              </thead>
              <tbody>{table.body}</tbody>
            </Table>
          </details>
        </>
      )}
    </div>
  );
}
