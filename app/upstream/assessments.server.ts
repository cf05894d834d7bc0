import type { z } from "zod";
import { surveys, type surveySchema, type reportSchema } from "@contract/surveys";
import type { ReportAnswer } from "~/domain/patient-assessment";
import type { UpstreamClient, UpstreamResult } from "./client.server";

/** Surveys as patients take them (spec part 1 §7 "Surveys"). */

export type PublicSurvey = z.output<typeof surveySchema>;
export type AssessmentReportItem = z.output<typeof reportSchema>;

export function getSurvey(client: UpstreamClient, surveyId: string, options: { anonymous?: boolean } = {}) {
  return client.invoke(surveys.get, { params: { id: surveyId }, anonymous: options.anonymous });
}

/** The questions, page 0 of size 100 (spec part 1 §9). */
export function getQuestions(
  client: UpstreamClient,
  surveyId: string,
  options: { anonymous?: boolean } = {},
) {
  return client.invoke(surveys.questions, {
    params: { id: surveyId },
    query: { page: 0, size: 100 },
    anonymous: options.anonymous,
  });
}

/**
 * GET /api/surveys/public-brief without paging: the public surveys, an array. The call answers
 * the staff's page when asked with `page`; an answer of that shape here breaks the contract.
 */
export async function getPublicSurveys(client: UpstreamClient): Promise<UpstreamResult<PublicSurvey[]>> {
  const result = await client.invoke(surveys.publicBrief, { anonymous: true });
  if (result.ok && !Array.isArray(result.data)) return { ok: false, kind: "contract", status: 502 };
  return result as UpstreamResult<PublicSurvey[]>;
}

export function submitAssessmentReport(
  client: UpstreamClient,
  report: { assessmentId: string; patientId: string; taskId?: string; answers: ReportAnswer[] },
) {
  return client.invoke(surveys.submitReport, { json: report });
}

/** GET /api/surveys/patient/{id}/assessment-reports: every report of the patient. */
export function getAssessmentReports(client: UpstreamClient, patientId: string) {
  return client.invoke(surveys.reports, { params: { id: patientId } });
}

/** GET /api/surveys/patient/{id}/daily-assessment-reports: the daily ones (spec part 2 §5). */
export function getDailyAssessmentReports(client: UpstreamClient, patientId: string) {
  return client.invoke(surveys.dailyReports, { params: { id: patientId } });
}

/**
 * POST /api/surveys/patient/{id}/requestRedoAssessment: the patient is asked to answer the
 * assessment again, optionally following an activity of theirs.
 */
export function requestRedoAssessment(
  client: UpstreamClient,
  patientId: string,
  assessmentId: string,
  parentActivityId?: string,
) {
  return client.invoke(surveys.requestRedo, {
    params: { id: patientId },
    query: { assessmentId, parentActivityId },
  });
}
