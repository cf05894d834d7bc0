import { useTranslation } from "react-i18next";

/** Tailwind needs literal class names: the bar's width in 5 % steps. */
const WIDTHS = [
  "w-0",
  "w-[5%]",
  "w-[10%]",
  "w-[15%]",
  "w-[20%]",
  "w-[25%]",
  "w-[30%]",
  "w-[35%]",
  "w-[40%]",
  "w-[45%]",
  "w-[50%]",
  "w-[55%]",
  "w-[60%]",
  "w-[65%]",
  "w-[70%]",
  "w-[75%]",
  "w-[80%]",
  "w-[85%]",
  "w-[90%]",
  "w-[95%]",
  "w-full",
] as const;

export interface ImportProgressProps {
  processedRows: number;
  totalRows: number;
  status: string;
}

export function percentOf(processedRows: number, totalRows: number): number {
  if (totalRows <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((processedRows / totalRows) * 100)));
}

/**
 * How far a CSV import has come. It only takes numbers, so whatever feeds it (the status page's
 * loader, a polling fetcher, live CSV_IMPORT_PROGRESS events) just passes new ones. No inline
 * style (CSP): the bar's width is one of 21 classes.
 */
export function ImportProgress({ processedRows, totalRows, status }: ImportProgressProps) {
  const { t } = useTranslation("billing");
  const percent = status === "COMPLETED" ? 100 : percentOf(processedRows, totalRows);
  const statusKey = `import.status.${["RUNNING", "COMPLETED", "FAILED"].includes(status) ? status : "UNKNOWN"}`;
  const valueText = t("import.progressValue", { processed: processedRows, count: totalRows, percent });
  return (
    <div className="mt-4">
      <p className="font-semibold" id="import-progress-label">
        {t("import.progressLabel")}: {t(statusKey)}
      </p>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="mt-2 h-6 w-full overflow-hidden rounded border-2 border-slate-700 bg-white"
      >
        <div
          className={`h-full ${status === "FAILED" ? "bg-red-700" : "bg-brand-700"} ${WIDTHS[Math.round(percent / 5)]}`}
        />
      </div>
      <p className="mt-1 text-sm text-slate-700" aria-hidden="true">
        {valueText}
      </p>
    </div>
  );
}
