import { useTranslation } from "react-i18next";
import type { TestResult } from "~/domain/patient-results";
import { taskStatusOf } from "~/domain/patient-results";

const STATUS_STYLE: Record<string, string> = {
  SCHEDULED: "border-brand-700 bg-brand-50 text-brand-900",
  ACTIVE: "border-brand-700 bg-brand-50 text-brand-900",
  READY: "border-brand-700 bg-brand-50 text-brand-900",
  PENDING: "border-amber-600 bg-amber-50 text-amber-950",
  COMPLETED: "border-green-700 bg-green-50 text-green-900",
  MISSED: "border-red-700 bg-red-50 text-red-900",
  CANCELLED: "border-slate-600 bg-slate-100 text-slate-900",
};

/** A task's status in words (never colour alone). */
export function TaskStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation("patient");
  const known = taskStatusOf(status);
  return (
    <span
      className={`inline-block rounded border-2 px-2 py-0.5 text-sm font-semibold ${STATUS_STYLE[known ?? ""] ?? "border-slate-600 bg-white text-slate-900"}`}
    >
      {known ? t(`status.${known}`) : (status ?? t("status.unknown"))}
    </span>
  );
}

const RESULT_STYLE: Record<TestResult, string> = {
  POSITIVE: "border-red-700 bg-red-50 text-red-900",
  NEGATIVE: "border-green-700 bg-green-50 text-green-900",
  INVALID: "border-amber-600 bg-amber-50 text-amber-950",
  RESULT_AWAITED: "border-slate-600 bg-slate-100 text-slate-900",
};

export function TestResultBadge({ result }: { result: TestResult }) {
  const { t } = useTranslation("patient");
  return (
    <span className={`inline-block rounded border-2 px-2 py-0.5 text-sm font-bold ${RESULT_STYLE[result]}`}>
      {t(`results.${result}`)}
    </span>
  );
}
