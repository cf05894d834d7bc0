import type { z } from "zod";
import {
  type answerStatsSchema,
  type breakdownSchema,
  type staffSurveySchema,
  type surveyPageSchema,
  type surveyRowSchema,
  surveys,
} from "@contract/surveys";
import type { QuestionBody } from "~/domain/surveys";
import type { UpstreamClient, UpstreamResult } from "./client.server";

/**
 * Surveys as staff write and read them (spec part 1 §7 "Surveys", decision 033): the lists and
 * their filters, the survey and its questions (PUT carries the whole list), choices, the picture
 * and the answers' statistics. The patient side's calls are assessments.server.ts.
 */

export type SurveyRow = z.output<typeof surveyRowSchema>;
export type SurveyPage = z.output<typeof surveyPageSchema>;
export type StaffSurvey = z.output<typeof staffSurveySchema>;
export type AnswerStats = z.output<typeof answerStatsSchema>;
export type AnswerBreakdown = z.output<typeof breakdownSchema>;

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
  return client.invoke(surveys.list, { params: { orgId }, query: { ...params } });
}

export function getOrganizationSurveyFilters(client: UpstreamClient, orgId: string) {
  return client.invoke(surveys.filters, { params: { orgId } });
}

/**
 * GET /api/surveys/public-brief with paging: the super admin's list of every survey (decision
 * 033). Without paging the call answers the public surveys' array; that shape here breaks the contract.
 */
export async function listNetworkSurveys(
  client: UpstreamClient,
  params: SurveyListParams,
): Promise<UpstreamResult<SurveyPage>> {
  const result = await client.invoke(surveys.publicBrief, { query: { ...params } });
  if (result.ok && Array.isArray(result.data)) return { ok: false, kind: "contract", status: 502 };
  return result as UpstreamResult<SurveyPage>;
}

export function getNetworkSurveyFilters(client: UpstreamClient) {
  return client.invoke(surveys.publicFilters);
}

export function getStaffSurvey(client: UpstreamClient, surveyId: string) {
  return client.invoke(surveys.get, { params: { id: surveyId } });
}

export interface SurveyBody {
  name: string;
  description: string;
  kind: string;
}

export function createSurvey(client: UpstreamClient, body: SurveyBody & { organizationId: string }) {
  return client.invoke(surveys.create, { json: body });
}

/** PUT /api/surveys/{id}: the survey's fields and, when given, its whole question list in order. */
export function updateSurvey(
  client: UpstreamClient,
  surveyId: string,
  body: SurveyBody & { questions?: QuestionBody[] },
) {
  return client.invoke(surveys.update, { params: { id: surveyId }, json: body });
}

export function addChoice(client: UpstreamClient, questionId: string, body: { text: string; score: number }) {
  return client.invoke(surveys.addChoice, { params: { id: questionId }, json: body });
}

/** PUT /api/surveys/choices/{id}; `position` (0-based) moves it among its question's choices. */
export function updateChoice(
  client: UpstreamClient,
  choiceId: string,
  body: { text: string; score: number; position?: number },
) {
  return client.invoke(surveys.updateChoice, { params: { id: choiceId }, json: body });
}

export function deleteChoice(client: UpstreamClient, choiceId: string) {
  return client.invoke(surveys.removeChoice, { params: { id: choiceId } });
}

export function deleteSurveyPicture(client: UpstreamClient, surveyId: string) {
  return client.invoke(surveys.removePicture, { params: { id: surveyId } });
}

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
  return client.invoke(surveys.answerStats, {
    params: { id: surveyId },
    query: { dateFrom: range.from, dateTo: range.to, timeZone },
  });
}

export function getAnswerBreakdown(client: UpstreamClient, surveyId: string) {
  return client.invoke(surveys.answerBreakdown, { params: { id: surveyId } });
}

/**
 * GET /api/surveys/questions/{id}/answers/patients: who answered, newest first, a page. Patients'
 * records: only for a reader with `patientRecord.read` where the survey is (`mayReadAnswers`).
 */
export function getQuestionAnswers(
  client: UpstreamClient,
  questionId: string,
  page: { page: number; size: number },
) {
  return client.invoke(surveys.questionAnswers, { params: { id: questionId }, query: page });
}
