import { patientArea, record, staff } from "./access";
import { defineCalls } from "./call";
import { flag, id, pageOf, paging, stringOrNumber } from "./common";
import { z } from "./zod";

/**
 * Surveys (spec part 1 §7 "Surveys", decision 033): as staff write and read them (the lists and
 * their filters, the survey and its questions, choices, the picture, the answers' statistics), as
 * patients take them (questions, assessment reports, the public screening) and as staff ask a
 * patient to answer again.
 */

/** A survey as a patient and the public screening read it. */
export const surveySchema = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullish(),
    kind: z.string().nullish(),
    numOfQuestions: z.number().nullish(),
  })
  .passthrough();

/** A survey as staff read it: its owner, organization, picture and dates as well. */
export const staffSurveySchema = surveySchema.extend({
  organizationId: id.nullish(),
  ownerId: id.nullish(),
  picture: z.object({ uploadedAt: z.string().nullish() }).passthrough().nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
});

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

/** A row of the staff's lists of surveys. */
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

/** A page of the staff's lists of surveys. */
export const surveyPageSchema = pageOf(surveyRowSchema);

export const surveyFiltersSchema = z
  .object({
    owners: z
      .array(z.object({ id, name: z.string() }).passthrough())
      .nullish()
      .transform((v) => v ?? []),
  })
  .passthrough();

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

/** An assessment report in a patient's list. */
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

/** The staff's list query: a page, its order and its filters. */
const listQuery = z.object({
  ...paging,
  orderType: z.string().optional(),
  asc: flag.optional(),
  ownerId: z.string().optional(),
  name: z.string().optional(),
});

/** A survey's own fields (the reference refuses an empty name and an unknown kind with 422). */
const surveyFields = {
  name: z.string(),
  description: z.string().optional(),
  /** ASSESSMENT (the default) or SCREENING. */
  kind: z.string().optional(),
  isPublic: z.boolean().optional(),
};

const choiceBody = z.object({ text: z.string(), score: stringOrNumber.nullish() }).passthrough();

const questionBody = z
  .object({
    id: stringOrNumber.optional(),
    text: z.string(),
    type: z.string(),
    required: z.boolean().optional(),
    minValue: stringOrNumber.nullish(),
    maxValue: stringOrNumber.nullish(),
    maxLength: stringOrNumber.nullish(),
    choices: z.array(choiceBody).optional(),
  })
  .passthrough();

const answerBody = z
  .object({
    questionId: stringOrNumber,
    value: z.string().optional(),
    choiceIds: z.array(stringOrNumber).optional(),
  })
  .passthrough();

const surveyInPath = record("survey", { path: "id" });
const PATIENT_IN_PATH = record("patient", { path: "id" }).organization;

export const surveys = defineCalls("surveys", {
  // Surveys as staff write and read them (decision 033). A survey of no organization is the
  // network's: readable by everyone when public, changed only by an account whose scope is everywhere.
  list: {
    method: "GET",
    path: "/api/surveys/organization/{orgId}",
    summary: "The organization tree's surveys, a page",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.read", { organization: { path: "orgId" } }),
    query: listQuery,
    responses: { 200: { json: surveyPageSchema } },
  },
  filters: {
    method: "GET",
    path: "/api/surveys/organization/{orgId}/filters",
    summary: "The owners (and kinds) the organization tree's survey list filters by",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.read", { organization: { path: "orgId" } }),
    responses: { 200: { json: surveyFiltersSchema } },
  },
  // Anonymous callers (the public screening) read the public ones; staff the whole network's.
  publicBrief: {
    method: "GET",
    path: "/api/surveys/public-brief",
    summary:
      "With `page` (staff whose scope is everywhere): a page of every survey; without it: the public surveys, an array",
    source: { documented: "part 1 §7 Surveys" },
    access: patientArea("assessments.read", "network"),
    anonymous: "always",
    query: listQuery,
    responses: { 200: { json: z.union([surveyPageSchema, z.array(surveySchema)]) } },
  },
  publicFilters: {
    method: "GET",
    path: "/api/surveys/public-filters",
    summary:
      "The owners (and kinds) the network's survey list filters by; anonymous callers: the public surveys'",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.read", { organization: "network" }),
    anonymous: "always",
    responses: { 200: { json: surveyFiltersSchema } },
  },
  create: {
    method: "POST",
    path: "/api/surveys",
    summary: "A new survey of an organization, the caller its owner",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.edit", { organization: { body: "organizationId" } }),
    body: { json: z.object({ ...surveyFields, organizationId: stringOrNumber }).passthrough() },
    responses: { 201: { json: z.object({ id }).passthrough() } },
  },
  get: {
    method: "GET",
    path: "/api/surveys/{id}",
    summary: "A survey (a public one without a session)",
    source: { documented: "part 1 §7 Surveys" },
    access: patientArea("assessments.read", surveyInPath.organization),
    anonymous: "always",
    responses: { 200: { json: staffSurveySchema } },
  },
  questions: {
    method: "GET",
    path: "/api/surveys/{id}/questions",
    summary: "A survey's questions in order, a page (a public survey's without a session)",
    source: { documented: "part 1 §7 Surveys" },
    access: patientArea("assessments.read", surveyInPath.organization),
    anonymous: "always",
    query: z.object(paging),
    responses: { 200: { json: pageOf(questionSchema) } },
  },
  update: {
    method: "PUT",
    path: "/api/surveys/{id}",
    summary: "A survey's fields and, with `questions`, its whole question list in order",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.edit", surveyInPath),
    body: { json: z.object({ ...surveyFields, questions: z.array(questionBody).optional() }).passthrough() },
    responses: { 200: { empty: true } },
  },
  uploadPicture: {
    method: "POST",
    path: "/api/surveys/{id}/picture",
    summary: "The survey's picture: one image as the multipart `file` part",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.edit", surveyInPath),
    body: { multipart: z.object({}), files: ["file"] },
    responses: { 200: { empty: true } },
  },
  removePicture: {
    method: "DELETE",
    path: "/api/surveys/{id}/picture",
    summary: "Removes the survey's picture",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.edit", surveyInPath),
    responses: { 204: { empty: true } },
  },
  answerStats: {
    method: "GET",
    path: "/api/surveys/{id}/answer-stats",
    summary: "The answers' counts by day, question and choice over a range of calendar days in `timeZone`",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.read", surveyInPath),
    query: z.object({
      /** yyyy-mm-dd, both days included (the last 30 days without them). */
      dateFrom: z.string().optional(),
      dateTo: z.string().optional(),
      /** The reader's IANA zone (UTC without it). */
      timeZone: z.string().optional(),
    }),
    responses: { 200: { json: answerStatsSchema } },
  },
  answerBreakdown: {
    method: "GET",
    path: "/api/surveys/{id}/answer-breakdown",
    summary: "The survey's reports, patients and scores, counted",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.read", surveyInPath),
    responses: { 200: { json: breakdownSchema } },
  },
  addChoice: {
    method: "POST",
    path: "/api/surveys/questions/{id}/choices",
    summary: "A choice added at the end of a choice question's",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.edit", record("surveyQuestion", { path: "id" })),
    body: { json: choiceBody },
    responses: { 201: { empty: true } },
  },
  questionAnswers: {
    method: "GET",
    path: "/api/surveys/questions/{id}/answers/patients",
    summary: "Who answered a question and what, newest first, a page (needs patientRecord.read as well)",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.read", record("surveyQuestion", { path: "id" })),
    query: z.object(paging),
    responses: { 200: { json: pageOf(patientAnswerSchema) } },
  },
  updateChoice: {
    method: "PUT",
    path: "/api/surveys/choices/{id}",
    summary: "A choice's text and score; `position` (0-based) moves it among its question's choices",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.edit", record("surveyChoice", { path: "id" })),
    body: { json: choiceBody.extend({ position: stringOrNumber.optional() }) },
    responses: { 200: { empty: true } },
  },
  removeChoice: {
    method: "DELETE",
    path: "/api/surveys/choices/{id}",
    summary: "Deletes a choice (not a question's last ones)",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("assessments.edit", record("surveyChoice", { path: "id" })),
    responses: { 204: { empty: true } },
  },

  // Surveys as patients take them, and a patient's reports.
  reports: {
    method: "GET",
    path: "/api/surveys/patient/{id}/assessment-reports",
    summary: "Every assessment report of the patient",
    source: { documented: "part 1 §7 Surveys" },
    access: patientArea("assessments.read", PATIENT_IN_PATH),
    responses: { 200: { json: z.array(reportSchema) } },
  },
  dailyReports: {
    method: "GET",
    path: "/api/surveys/patient/{id}/daily-assessment-reports",
    summary: "The patient's daily assessment reports",
    source: { documented: "part 2 §7 Patients and family" },
    access: patientArea("assessments.read", PATIENT_IN_PATH),
    responses: { 200: { json: z.array(reportSchema) } },
  },
  requestRedo: {
    method: "POST",
    path: "/api/surveys/patient/{id}/requestRedoAssessment",
    summary:
      "Asks the patient to answer an assessment again (a new assessment task), optionally following an activity",
    source: { documented: "part 1 §7 Surveys" },
    access: staff("patientRecord.edit", record("patient", { path: "id" })),
    query: z.object({ assessmentId: z.string(), parentActivityId: z.string().optional() }),
    responses: { 201: { empty: true } },
  },
  submitReport: {
    method: "POST",
    path: "/api/surveys/assessment-report",
    summary: "A patient's answers to an assessment (by the patient, or staff on the patient's behalf)",
    source: { documented: "part 1 §7 Surveys" },
    access: patientArea("patientRecord.edit", record("patient", { body: "patientId" }).organization),
    body: {
      json: z
        .object({
          assessmentId: stringOrNumber,
          patientId: stringOrNumber,
          taskId: stringOrNumber.nullish(),
          answers: z.array(answerBody),
        })
        .passthrough(),
    },
    responses: { 201: { json: z.object({ id }).passthrough() } },
  },
});
