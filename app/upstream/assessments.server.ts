import { z } from "zod";
import type { ReportAnswer } from "~/domain/patient-assessment";
import type { UpstreamClient } from "./client.server";
import { pageOf } from "./organizations.server";
import { upstreamId as id } from "./schemas.server";

/** Surveys as patients take them (spec part 1 §7 "Surveys"). */

export const surveySchema = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullish(),
    kind: z.string().nullish(),
    numOfQuestions: z.number().nullish(),
  })
  .passthrough();

export const questionSchema = z
  .object({
    id,
    text: z.string(),
    type: z.string(),
    required: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    choices: z
      .array(z.object({ id, text: z.string(), score: z.number().nullish() }).passthrough())
      .nullish()
      .transform((v) => v ?? []),
    minValue: z.number().nullish(),
    maxValue: z.number().nullish(),
    maxLength: z.number().int().nullish(),
  })
  .passthrough();

export function getSurvey(client: UpstreamClient, surveyId: string, options: { anonymous?: boolean } = {}) {
  return client.call(`/api/surveys/${encodeURIComponent(surveyId)}`, {
    schema: surveySchema,
    anonymous: options.anonymous,
  });
}

/** The questions, page 0 of size 100 (spec part 1 §9). */
export function getQuestions(
  client: UpstreamClient,
  surveyId: string,
  options: { anonymous?: boolean } = {},
) {
  return client.call(`/api/surveys/${encodeURIComponent(surveyId)}/questions`, {
    query: { page: 0, size: 100 },
    schema: pageOf(questionSchema),
    anonymous: options.anonymous,
  });
}

export function getPublicSurveys(client: UpstreamClient) {
  return client.call("/api/surveys/public-brief", { schema: z.array(surveySchema), anonymous: true });
}

export function submitAssessmentReport(
  client: UpstreamClient,
  report: { assessmentId: string; patientId: string; taskId?: string; answers: ReportAnswer[] },
) {
  return client.call("/api/surveys/assessment-report", {
    method: "POST",
    json: report,
    schema: z.object({ id }).passthrough(),
  });
}

export const reportSchema = z
  .object({
    id,
    assessmentId: id,
    assessmentName: z.string().nullish(),
    score: z.number().nullish(),
    dateCreated: z.string().nullish(),
    taskId: id.nullish(),
  })
  .passthrough();
export type AssessmentReportItem = z.output<typeof reportSchema>;

/** GET /api/surveys/patient/{id}/assessment-reports: every report of the patient. */
export function getAssessmentReports(client: UpstreamClient, patientId: string) {
  return client.call(`/api/surveys/patient/${encodeURIComponent(patientId)}/assessment-reports`, {
    schema: z.array(reportSchema),
  });
}

/** GET /api/surveys/patient/{id}/daily-assessment-reports: the daily ones (spec part 2 §5). */
export function getDailyAssessmentReports(client: UpstreamClient, patientId: string) {
  return client.call(`/api/surveys/patient/${encodeURIComponent(patientId)}/daily-assessment-reports`, {
    schema: z.array(reportSchema),
  });
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
  return client.call(`/api/surveys/patient/${encodeURIComponent(patientId)}/requestRedoAssessment`, {
    method: "POST",
    query: { assessmentId, parentActivityId },
  });
}
