/**
 * A patient's assessment reports as the record shows them: each assessment once, with its latest
 * answer and how often it was answered; the daily ones (spec part 2 §5: a name containing
 * "Daily") as a diary, newest first.
 */
import { formatInstantDate, formatNumber } from "./format";

export interface ReportLike {
  id: string;
  assessmentId: string;
  assessmentName?: string | null;
  score?: number | null;
  dateCreated?: string | null;
}

export interface AssessmentSummary {
  assessmentId: string;
  name: string;
  latestAt: string | null;
  latestScore: number | null;
  count: number;
}

const newestFirst = (a: ReportLike, b: ReportLike) =>
  (b.dateCreated ?? "").localeCompare(a.dateCreated ?? "");

/** One row per assessment, the most recently answered first. */
export function summarizeReports(reports: readonly ReportLike[]): AssessmentSummary[] {
  const byAssessment = new Map<string, AssessmentSummary>();
  for (const report of [...reports].sort(newestFirst)) {
    const known = byAssessment.get(report.assessmentId);
    if (known) known.count += 1;
    else
      byAssessment.set(report.assessmentId, {
        assessmentId: report.assessmentId,
        name: report.assessmentName ?? report.assessmentId,
        latestAt: report.dateCreated ?? null,
        latestScore: report.score ?? null,
        count: 1,
      });
  }
  return [...byAssessment.values()];
}

/** Every report, newest first. */
export function reportHistory<T extends ReportLike>(reports: readonly T[]): T[] {
  return [...reports].sort(newestFirst);
}

/** The daily reports, newest first, at most `limit`. */
export function dailyDiary<T extends ReportLike>(reports: readonly T[], limit: number): T[] {
  return reportHistory(reports).slice(0, limit);
}

/** Reports as the tables show them: the day and the score in the page's language and zone. */
export function reportRows(reports: readonly ReportLike[], locale: string, timeZone: string) {
  return reports.map((r) => ({
    id: r.id,
    name: r.assessmentName ?? "",
    at: r.dateCreated ?? null,
    day: r.dateCreated ? formatInstantDate(r.dateCreated, timeZone) : "",
    score: r.score == null ? "" : formatNumber(r.score, locale),
  }));
}
