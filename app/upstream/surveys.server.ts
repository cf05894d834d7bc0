import { z } from "zod";
import type { QuestionBody } from "~/domain/surveys";
import type { UpstreamClient } from "./client.server";
import { pageOf } from "./organizations.server";
import { upstreamId as id } from "./schemas.server";
import { surveySchema } from "./assessments.server";

/**
 * Surveys as staff write and read them (spec part 1 §7 "Surveys", decision 033): the lists and
 * their filters, the survey and its questions (PUT carries the whole list), choices, the picture
 * and the answers' statistics. The patient side's calls are assessments.server.ts.
 */

export const surveyRowSchema = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullish(),
    kind: z.string().nullish(),
    organizationName: z.string().nullish(),
    ownerName: z.string().nullish(),
    numOfQuestions: z.number().nullish(),
    answers: z.number().nullish(),
    createdAt: z.string().nullish(),
  })
  .passthrough();
export type SurveyRow = z.output<typeof surveyRowSchema>;

export const surveyFiltersSchema = z
  .object({
    owners: z
      .array(z.object({ id, name: z.string() }).passthrough())
      .nullish()
      .transform((v) => v ?? []),
  })
  .passthrough();

export interface SurveyListParams {
  page: number;
  size: number;
  orderType?: string;
  asc?: boolean;
  ownerId?: string;
  name?: string;
}

/** GET /api/surveys/organization/{orgId}: the organization tree's surveys, a page. */
export function listOrganizationSurveys(client: UpstreamClient, orgId: string, params: SurveyListParams) {
  return client.call(`/api/surveys/organization/${encodeURIComponent(orgId)}`, {
    query: { ...params },
    schema: pageOf(surveyRowSchema),
  });
}

export function getOrganizationSurveyFilters(client: UpstreamClient, orgId: string) {
  return client.call(`/api/surveys/organization/${encodeURIComponent(orgId)}/filters`, {
    schema: surveyFiltersSchema,
  });
}

/** GET /api/surveys/public-brief with paging: the super admin's list of every survey (decision 033). */
export function listNetworkSurveys(client: UpstreamClient, params: SurveyListParams) {
  return client.call("/api/surveys/public-brief", { query: { ...params }, schema: pageOf(surveyRowSchema) });
}

export function getNetworkSurveyFilters(client: UpstreamClient) {
  return client.call("/api/surveys/public-filters", { schema: surveyFiltersSchema });
}

export const staffSurveySchema = surveySchema.extend({
  organizationId: id.nullish(),
  ownerId: id.nullish(),
  picture: z.object({ uploadedAt: z.string().nullish() }).passthrough().nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
});
export type StaffSurvey = z.output<typeof staffSurveySchema>;

export function getStaffSurvey(client: UpstreamClient, surveyId: string) {
  return client.call(`/api/surveys/${encodeURIComponent(surveyId)}`, { schema: staffSurveySchema });
}

export interface SurveyBody {
  name: string;
  description: string;
  kind: string;
}

export function createSurvey(client: UpstreamClient, body: SurveyBody & { organizationId: string }) {
  return client.call("/api/surveys", { method: "POST", json: body, schema: z.object({ id }).passthrough() });
}

/** PUT /api/surveys/{id}: the survey's fields and, when given, its whole question list in order. */
export function updateSurvey(
  client: UpstreamClient,
  surveyId: string,
  body: SurveyBody & { questions?: QuestionBody[] },
) {
  return client.call(`/api/surveys/${encodeURIComponent(surveyId)}`, { method: "PUT", json: body });
}

export function addChoice(client: UpstreamClient, questionId: string, body: { text: string; score: number }) {
  return client.call(`/api/surveys/questions/${encodeURIComponent(questionId)}/choices`, {
    method: "POST",
    json: body,
  });
}

/** PUT /api/surveys/choices/{id}; `position` (0-based) moves it among its question's choices. */
export function updateChoice(
  client: UpstreamClient,
  choiceId: string,
  body: { text: string; score: number; position?: number },
) {
  return client.call(`/api/surveys/choices/${encodeURIComponent(choiceId)}`, { method: "PUT", json: body });
}

export function deleteChoice(client: UpstreamClient, choiceId: string) {
  return client.call(`/api/surveys/choices/${encodeURIComponent(choiceId)}`, { method: "DELETE" });
}

export function deleteSurveyPicture(client: UpstreamClient, surveyId: string) {
  return client.call(`/api/surveys/${encodeURIComponent(surveyId)}/picture`, { method: "DELETE" });
}

export const answerStatsSchema = z
  .object({
    dateFrom: z.string(),
    dateTo: z.string(),
    reports: z.number(),
    byDay: z.array(z.object({ date: z.string(), count: z.number() }).passthrough()),
    questions: z.array(
      z
        .object({
          questionId: id,
          text: z.string(),
          type: z.string(),
          answered: z.number(),
          choices: z.array(z.object({ choiceId: id, text: z.string(), count: z.number() }).passthrough()),
        })
        .passthrough(),
    ),
  })
  .passthrough();
export type AnswerStats = z.output<typeof answerStatsSchema>;

/**
 * GET /api/surveys/{id}/answer-stats: both days included, as yyyy-mm-dd. The range's days, and
 * the days the answers are counted on, are calendar days in `timeZone`, the reader's.
 */
export function getAnswerStats(
  client: UpstreamClient,
  surveyId: string,
  range: { from: string; to: string },
  timeZone: string,
) {
  return client.call(`/api/surveys/${encodeURIComponent(surveyId)}/answer-stats`, {
    query: { dateFrom: range.from, dateTo: range.to, timeZone },
    schema: answerStatsSchema,
  });
}

export const breakdownSchema = z
  .object({
    reports: z.number(),
    patients: z.number(),
    averageScore: z.number().nullish(),
    firstAnswered: z.string().nullish(),
    lastAnswered: z.string().nullish(),
    withTask: z.number().nullish(),
    scores: z.array(z.object({ score: z.number(), count: z.number() }).passthrough()),
  })
  .passthrough();
export type AnswerBreakdown = z.output<typeof breakdownSchema>;

export function getAnswerBreakdown(client: UpstreamClient, surveyId: string) {
  return client.call(`/api/surveys/${encodeURIComponent(surveyId)}/answer-breakdown`, {
    schema: breakdownSchema,
  });
}

export const patientAnswerSchema = z
  .object({
    reportId: id,
    patientId: id,
    patientName: z.string().nullish(),
    answeredAt: z.string(),
    value: z.string().nullish(),
    choiceIds: z
      .array(id)
      .nullish()
      .transform((v) => v ?? []),
    /** The patient's organizations (the reference upstream's; absent elsewhere: unknown). */
    patientOrganizationIds: z
      .array(id)
      .nullish()
      .transform((v) => v ?? []),
  })
  .passthrough();

/**
 * GET /api/surveys/questions/{id}/answers/patients: who answered, newest first, a page. Patients'
 * records: only for a reader with `patientRecord.read` where the survey is (`mayReadAnswers`).
 */
export function getQuestionAnswers(
  client: UpstreamClient,
  questionId: string,
  page: { page: number; size: number },
) {
  return client.call(`/api/surveys/questions/${encodeURIComponent(questionId)}/answers/patients`, {
    query: page,
    schema: pageOf(patientAnswerSchema),
  });
}
