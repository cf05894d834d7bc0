import type { Question, SurveyPicture } from "../patient-area/types";
import { zonedDate } from "../time";
import type { Db } from "../db/db";

/**
 * Surveys as staff write and read them (migration 035, decision 033): the organization's list
 * paged, filtered and sorted in SQL, the owners it offers as a filter, a question's and a choice's
 * survey, and the answers' statistics, all computed in SQL over the reports' JSON answers
 * (json_each), so no list or statistic loads more than it answers.
 */

export type SurveyOrder = "name" | "dateCreated" | "numOfQuestions";
const ORDER_SQL: Record<SurveyOrder, string> = {
  name: "s.name COLLATE NOCASE",
  dateCreated: "COALESCE(s.created_at, '')",
  numOfQuestions: "numOfQuestions",
};

export interface SurveyListFilter {
  /**
   * The organizations whose surveys are listed, and whose patients' answers each row counts; null
   * for every survey and every answer (the super admin's lists).
   */
  organizationIds: string[] | null;
  /** Only the public ones (an anonymous caller of /public-brief). */
  publicOnly?: boolean;
  name?: string;
  ownerId?: string;
}

export interface SurveyListRow {
  id: string;
  name: string;
  description: string;
  kind: string;
  isPublic: boolean;
  organizationId: string | null;
  organizationName: string | null;
  ownerId: string | null;
  ownerName: string | null;
  numOfQuestions: number;
  answers: number;
  createdAt: string | null;
  hasPicture: boolean;
}

type ListRow = Omit<SurveyListRow, "isPublic" | "hasPicture"> & { isPublic: number; hasPicture: number };

/** Where a survey, a question or a choice belongs, for the permission check. */
export interface SurveyScope {
  surveyId: string;
  organizationId: string | null;
  isPublic: boolean;
}

const WHERE = `WHERE (@all = 1 OR s.organization_id IN (SELECT value FROM json_each(@organizations)))
  AND (@publicOnly = 0 OR s.is_public = 1)
  AND (@name IS NULL OR instr(lower(s.name), lower(@name)) > 0)
  AND (@ownerId IS NULL OR s.owner_id = @ownerId)`;

/**
 * Whether report `r`'s patient belongs to one of `@patientOrganizations` (any of the patient's
 * organizations; `@everyone = 1`: every patient). A survey's answers are its patients' records,
 * never shared with another tree, even when the survey itself is public (README "Surveys").
 */
const ANSWERED_IN_SCOPE = `(@everyone = 1 OR EXISTS (SELECT 1 FROM patient_organizations po
  WHERE po.patient_id = r.patient_id AND po.organization_id IN (SELECT value FROM json_each(@patientOrganizations))))`;

/** The bound values of ANSWERED_IN_SCOPE: null for every patient. */
function patientScope(organizationIds: readonly string[] | null) {
  return {
    everyone: organizationIds === null ? 1 : 0,
    patientOrganizations: JSON.stringify(organizationIds ?? []),
  };
}

const LIST = `SELECT s.id, s.name, s.description, s.kind, s.is_public AS isPublic, s.organization_id AS organizationId,
  o.name AS organizationName, s.owner_id AS ownerId, a.first_name || ' ' || a.last_name AS ownerName,
  (SELECT COUNT(*) FROM survey_questions q WHERE q.survey_id = s.id) AS numOfQuestions,
  (SELECT COUNT(*) FROM assessment_reports r WHERE r.assessment_id = s.id AND ${ANSWERED_IN_SCOPE}) AS answers,
  s.created_at AS createdAt, s.picture IS NOT NULL AS hasPicture
  FROM surveys s
  LEFT JOIN organizations o ON o.id = s.organization_id
  LEFT JOIN accounts a ON a.account_id = s.owner_id`;

function params(filter: SurveyListFilter) {
  return {
    all: filter.organizationIds === null ? 1 : 0,
    organizations: JSON.stringify(filter.organizationIds ?? []),
    publicOnly: filter.publicOnly ? 1 : 0,
    name: filter.name?.trim() ? filter.name.trim() : null,
    ownerId: filter.ownerId ?? null,
  };
}

const toListRow = (row: ListRow): SurveyListRow => ({
  ...row,
  isPublic: row.isPublic === 1,
  hasPicture: row.hasPicture === 1,
});

export class SurveyRepo {
  constructor(private readonly db: Db) {}

  /** One page of a list and how many there are, sorted by a column then by when added. */
  page(filter: SurveyListFilter, order: { by: SurveyOrder; asc: boolean }, limit: number, offset: number) {
    const p = params(filter);
    const total = this.db.sql.prepare(`SELECT COUNT(*) FROM surveys s ${WHERE}`).pluck().get(p) as number;
    const direction = order.asc ? "ASC" : "DESC";
    const rows = this.db.sql
      .prepare(
        `${LIST} ${WHERE} ORDER BY ${ORDER_SQL[order.by]} ${direction}, s.seq ${direction} LIMIT @limit OFFSET @offset`,
      )
      .all({ ...p, ...patientScope(filter.organizationIds), limit, offset }) as ListRow[];
    return { content: rows.map(toListRow), total };
  }

  /** The owners of the listed surveys, by name: the owner filter's values. */
  owners(filter: SurveyListFilter): Array<{ id: string; name: string }> {
    return this.db.sql
      .prepare(
        `SELECT DISTINCT s.owner_id AS id, a.first_name || ' ' || a.last_name AS name
         FROM surveys s JOIN accounts a ON a.account_id = s.owner_id ${WHERE}
         ORDER BY name COLLATE NOCASE LIMIT 100`,
      )
      .all(params(filter)) as Array<{ id: string; name: string }>;
  }

  scopeOfSurvey(id: string): SurveyScope | undefined {
    const row = this.db.sql
      .prepare("SELECT id, organization_id, is_public FROM surveys WHERE id = ?")
      .get(id) as { id: string; organization_id: string | null; is_public: number } | undefined;
    return row && { surveyId: row.id, organizationId: row.organization_id, isPublic: row.is_public === 1 };
  }

  surveyOfQuestion(questionId: string): string | undefined {
    return this.db.sql
      .prepare("SELECT survey_id FROM survey_questions WHERE id = ? LIMIT 1")
      .pluck()
      .get(questionId) as string | undefined;
  }

  questionOfChoice(choiceId: string): string | undefined {
    return this.db.sql
      .prepare(
        `SELECT q.id FROM survey_questions q, json_each(q.choices) c
         WHERE q.choices IS NOT NULL AND json_extract(c.value, '$.id') = ? LIMIT 1`,
      )
      .pluck()
      .get(choiceId) as string | undefined;
  }

  setSurvey(
    id: string,
    fields: { name: string; description: string; kind: string; isPublic: boolean; updatedAt: string },
  ) {
    this.db.sql
      .prepare(
        `UPDATE surveys SET name = @name, description = @description, kind = @kind, is_public = @isPublic,
         updated_at = @updatedAt WHERE id = @id`,
      )
      .run({ ...fields, id, isPublic: fields.isPublic ? 1 : 0 });
  }

  setChoices(questionId: string, choices: Question["choices"]) {
    this.db.sql
      .prepare("UPDATE survey_questions SET choices = ? WHERE id = ?")
      .run(JSON.stringify(choices ?? []), questionId);
  }

  setPicture(surveyId: string, picture: SurveyPicture | null) {
    this.db.sql
      .prepare("UPDATE surveys SET picture = ? WHERE id = ?")
      .run(picture ? JSON.stringify(picture) : null, surveyId);
  }

  /**
   * Answers in [from, to) (two instants) by question and choice, and the reports by calendar day
   * in `timeZone` with their average score, of the patients of `patientOrganizations` (null: every
   * patient). A question without choices counts its answers with a value.
   */
  stats(
    surveyId: string,
    from: string,
    to: string,
    timeZone: string,
    patientOrganizations: readonly string[] | null,
  ) {
    const range = { surveyId, from, to, ...patientScope(patientOrganizations) };
    // Each report's answers are parsed once (the materialized CTE), then counted by question and
    // by chosen choice: a survey with thousands of answers costs one pass over them.
    const counts = this.db.sql
      .prepare(
        `WITH answered AS MATERIALIZED (
           SELECT json_extract(a.value, '$.questionId') AS questionId, json_extract(a.value, '$.choiceIds') AS choiceIds
           FROM assessment_reports r, json_each(r.answers) a
           WHERE r.assessment_id = @surveyId AND r.date_created >= @from AND r.date_created < @to
             AND ${ANSWERED_IN_SCOPE})
         SELECT questionId, NULL AS choiceId, COUNT(*) AS count FROM answered GROUP BY questionId
         UNION ALL
         SELECT questionId, c.value AS choiceId, COUNT(*) AS count
         FROM answered, json_each(answered.choiceIds) c WHERE answered.choiceIds IS NOT NULL
         GROUP BY questionId, choiceId`,
      )
      .all(range) as Array<{ questionId: string; choiceId: string | null; count: number }>;
    const byQuestion = counts.filter((c) => c.choiceId === null);
    const byChoice = counts.filter(
      (c): c is { questionId: string; choiceId: string; count: number } => c.choiceId !== null,
    );
    // Every zone's offset is a whole number of quarter hours, so SQL counts by UTC quarter hour
    // (at most 96 rows a day) and each quarter falls on one calendar day of the zone.
    const quarters = this.db.sql
      .prepare(
        `SELECT substr(date_created, 1, 14) || printf('%02d', (CAST(substr(date_created, 15, 2) AS INTEGER) / 15) * 15) AS quarter,
                COUNT(*) AS count, SUM(score) AS total, COUNT(score) AS scored
         FROM assessment_reports r
         WHERE r.assessment_id = @surveyId AND r.date_created >= @from AND r.date_created < @to
           AND ${ANSWERED_IN_SCOPE}
         GROUP BY quarter ORDER BY quarter`,
      )
      .all(range) as Array<{ quarter: string; count: number; total: number | null; scored: number }>;
    const days = new Map<string, { count: number; total: number; scored: number }>();
    for (const q of quarters) {
      const date = zonedDate(new Date(`${q.quarter}:00Z`), timeZone);
      const day = days.get(date) ?? { count: 0, total: 0, scored: 0 };
      day.count += q.count;
      day.total += q.total ?? 0;
      day.scored += q.scored;
      days.set(date, day);
    }
    const byDay = [...days].map(([date, d]) => ({
      date,
      count: d.count,
      averageScore: d.scored ? d.total / d.scored : null,
    }));
    return { byChoice, byQuestion, byDay };
  }

  /**
   * Every answer of the survey by the patients of `patientOrganizations` (null: every patient): how
   * many, by how many patients, when, and the scores' spread.
   */
  breakdown(surveyId: string, patientOrganizations: readonly string[] | null) {
    const args = { surveyId, ...patientScope(patientOrganizations) };
    const where = `FROM assessment_reports r WHERE r.assessment_id = @surveyId AND ${ANSWERED_IN_SCOPE}`;
    const totals = this.db.sql
      .prepare(
        `SELECT COUNT(*) AS reports, COUNT(DISTINCT r.patient_id) AS patients, AVG(r.score) AS averageScore,
         MIN(r.date_created) AS firstAnswered, MAX(r.date_created) AS lastAnswered ${where}`,
      )
      .get(args) as {
      reports: number;
      patients: number;
      averageScore: number | null;
      firstAnswered: string | null;
      lastAnswered: string | null;
    };
    const scores = this.db.sql
      .prepare(`SELECT r.score AS score, COUNT(*) AS count ${where} GROUP BY r.score ORDER BY r.score`)
      .all(args) as Array<{ score: number; count: number }>;
    const withTask = this.db.sql
      .prepare(`SELECT COUNT(*) ${where} AND r.task_id IS NOT NULL`)
      .pluck()
      .get(args) as number;
    return { ...totals, withTask, scores };
  }

  /**
   * One page of the patients of `patientOrganizations` (null: every patient) who answered a
   * question, newest first, with their answer and the patient's organizations (so a reader can
   * tell which records it may open).
   */
  answersOf(
    surveyId: string,
    questionId: string,
    patientOrganizations: readonly string[] | null,
    limit: number,
    offset: number,
  ) {
    const from = `FROM assessment_reports r, json_each(r.answers) a
      JOIN patients p ON p.id = r.patient_id
      WHERE r.assessment_id = @surveyId AND json_extract(a.value, '$.questionId') = @questionId
        AND ${ANSWERED_IN_SCOPE}`;
    const args = { surveyId, questionId, ...patientScope(patientOrganizations) };
    const total = this.db.sql.prepare(`SELECT COUNT(*) ${from}`).pluck().get(args) as number;
    const rows = this.db.sql
      .prepare(
        `SELECT r.id AS reportId, r.patient_id AS patientId, p.first_name || ' ' || p.last_name AS patientName,
         r.date_created AS answeredAt, json_extract(a.value, '$.value') AS value,
         json_extract(a.value, '$.choiceIds') AS choiceIds,
         (SELECT json_group_array(organization_id) FROM (SELECT organization_id FROM patient_organizations po
           WHERE po.patient_id = r.patient_id ORDER BY position)) AS organizations
         ${from} ORDER BY r.date_created DESC, r.seq DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...args, limit, offset }) as Array<{
      reportId: string;
      patientId: string;
      patientName: string;
      answeredAt: string;
      value: string | null;
      choiceIds: string | null;
      organizations: string;
    }>;
    return {
      total,
      content: rows.map(({ choiceIds, organizations, ...row }) => ({
        ...row,
        choiceIds: choiceIds ? (JSON.parse(choiceIds) as string[]) : [],
        patientOrganizationIds: JSON.parse(organizations) as string[],
      })),
    };
  }
}
