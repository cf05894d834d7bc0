import { useTranslation } from "react-i18next";

/** One figure: what it counts and its value, already formatted in the reader's language. */
export interface Figure {
  key: string;
  label: string;
  value: string;
}

const COLUMNS = { 3: "sm:grid-cols-3", 4: "sm:grid-cols-4" } as const;

/**
 * A titled row of figures in boxes (a description list, so each value is read with its label),
 * two a line on a phone. The dashboards' and overviews' summary counts. Without figures (their
 * read failed) the heading stays and says they cannot be shown, so the rest of the page stands.
 */
export function SummaryFigures({
  id,
  heading,
  figures,
  headingLevel = 2,
  columns = 4,
  className = "mt-6",
}: {
  id: string;
  heading: string;
  figures: readonly Figure[] | null;
  headingLevel?: 2 | 3;
  columns?: keyof typeof COLUMNS;
  className?: string;
}) {
  const { t } = useTranslation("common");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className="text-xl font-bold">
        {heading}
      </Heading>
      {figures ? (
        <dl className={`mt-2 grid grid-cols-2 gap-4 ${COLUMNS[columns]}`}>
          {figures.map((figure) => (
            <div key={figure.key} className="rounded border-2 border-slate-300 p-3">
              <dt className="text-sm font-semibold text-slate-700">{figure.label}</dt>
              <dd className="text-xl font-bold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2">{t("charts.unavailable")}</p>
      )}
    </section>
  );
}
