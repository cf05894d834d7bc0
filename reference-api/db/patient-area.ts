import type { AssessmentReport, Invoice, Question, ServiceType, Survey } from "../patient-area/types";
import type { Db } from "./db";
import { present } from "./record-columns";
import type { PageWindow } from "./paging";

/** A survey without its questions, with how many it has (what the survey calls answer). */
export type SurveyBrief = Omit<Survey, "questions"> & { numOfQuestions: number };

type ServiceTypeRow = Omit<ServiceType, "attributes" | "translations"> & {
  attributes: string;
  translations: string;
};
type SurveyRow = Omit<SurveyBrief, "isPublic" | "picture"> & { isPublic: number; picture: string | null };
type QuestionRow = Omit<Question, "required" | "choices"> & { required: number; choices: string | null };
type ReportRow = Omit<AssessmentReport, "answers"> & { answers: string };
type InvoiceRow = Omit<Invoice, "refunded"> & { refunded: number };

const SERVICE_TYPES = "SELECT id, name, description, price, attributes, translations FROM service_types";
const SURVEYS = `SELECT s.id, s.name, s.description, s.kind, s.is_public AS isPublic,
  (SELECT COUNT(*) FROM survey_questions q WHERE q.survey_id = s.id) AS numOfQuestions,
  s.organization_id AS organizationId, s.owner_id AS ownerId, s.picture, s.created_at AS createdAt,
  s.updated_at AS updatedAt FROM surveys s`;
const QUESTIONS = `SELECT id, rank, text, type, required, choices, min_value AS minValue, max_value AS maxValue,
  max_length AS maxLength FROM survey_questions WHERE survey_id = ?`;
const REPORTS = `SELECT id, assessment_id AS assessmentId, assessment_name AS assessmentName, patient_id AS patientId,
  task_id AS taskId, score, answers, date_created AS dateCreated, account_id AS accountId FROM assessment_reports`;
const INVOICES = `SELECT id, number, patient_id AS patientId, task_id AS taskId, service_type_id AS serviceTypeId,
  description, amount, created_at AS createdAt, refunded FROM invoices`;

const toServiceType = (row: ServiceTypeRow): ServiceType => ({
  ...row,
  attributes: JSON.parse(row.attributes) as ServiceType["attributes"],
  translations: JSON.parse(row.translations) as ServiceType["translations"],
});

// Only what a survey has (decision 033), so the patient area's own surveys read as written.
const toBrief = (row: SurveyRow) =>
  ({
    ...present(row),
    isPublic: row.isPublic === 1,
    ...(row.picture === null ? {} : { picture: JSON.parse(row.picture) as Survey["picture"] }),
  }) as SurveyBrief;

const toQuestion = (row: QuestionRow) =>
  ({
    ...present(row),
    required: row.required === 1,
    ...(row.choices === null ? {} : { choices: JSON.parse(row.choices) as Question["choices"] }),
  }) as Question;

const toReport = (row: ReportRow): AssessmentReport => ({
  ...row,
  answers: JSON.parse(row.answers) as AssessmentReport["answers"],
});

const toInvoice = (row: InvoiceRow): Invoice => ({ ...row, refunded: row.refunded === 1 });

/**
 * The patient area's records (migration 019): service types, surveys and their questions,
 * assessment reports, invoices (care plans are care-plans/repo.ts). A survey's questions are paged in SQL by rank.
 */
export class PatientAreaRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insertServiceType: sql.prepare(
        `INSERT INTO service_types (id, name, description, price, attributes, translations)
         VALUES (@id, @name, @description, @price, @attributes, @translations)`,
      ),
      serviceTypes: sql.prepare(`${SERVICE_TYPES} ORDER BY seq`),
      serviceType: sql.prepare(`${SERVICE_TYPES} WHERE id = ?`),

      insertSurvey: sql.prepare(
        `INSERT INTO surveys (id, name, description, kind, is_public, organization_id, owner_id, picture, created_at, updated_at)
         VALUES (@id, @name, @description, @kind, @isPublic, @organizationId, @ownerId, @picture, @createdAt, @updatedAt)`,
      ),
      insertQuestion: sql.prepare(
        `INSERT INTO survey_questions (survey_id, position, id, rank, text, type, required, choices, min_value, max_value, max_length)
         VALUES (@surveyId, @position, @id, @rank, @text, @type, @required, @choices, @minValue, @maxValue, @maxLength)`,
      ),
      deleteQuestions: sql.prepare("DELETE FROM survey_questions WHERE survey_id = ?"),
      surveys: sql.prepare(`${SURVEYS} ORDER BY s.seq`),
      publicSurveys: sql.prepare(`${SURVEYS} WHERE s.is_public = 1 ORDER BY s.seq`),
      survey: sql.prepare(`${SURVEYS} WHERE s.id = ?`),
      firstOfKind: sql.prepare(`${SURVEYS} WHERE s.kind = ? ORDER BY s.seq LIMIT 1`),
      // A survey's questions in the order it lists them; the questions call pages them by rank.
      questions: sql.prepare(`${QUESTIONS} ORDER BY position`),
      questionPage: sql.prepare(`${QUESTIONS} ORDER BY rank, position LIMIT ? OFFSET ?`),

      insertReport: sql.prepare(
        `INSERT INTO assessment_reports (id, assessment_id, assessment_name, patient_id, task_id, score, answers, date_created, account_id)
         VALUES (@id, @assessmentId, @assessmentName, @patientId, @taskId, @score, @answers, @dateCreated, @accountId)`,
      ),
      reportsOfPatient: sql.prepare(`${REPORTS} WHERE patient_id = ? ORDER BY seq`),
      // Spec part 2 §5: an assessment whose name contains "Daily" is a daily assessment.
      dailyReportsOfPatient: sql.prepare(
        `${REPORTS} WHERE patient_id = ? AND assessment_name LIKE '%Daily%' ORDER BY seq`,
      ),
      reports: sql.prepare(`${REPORTS} ORDER BY seq`),

      insertInvoice: sql.prepare(
        `INSERT INTO invoices (id, number, patient_id, task_id, service_type_id, description, amount, created_at, refunded)
         VALUES (@id, @number, @patientId, @taskId, @serviceTypeId, @description, @amount, @createdAt, @refunded)`,
      ),
      invoice: sql.prepare(`${INVOICES} WHERE id = ?`),
      invoices: sql.prepare(`${INVOICES} ORDER BY seq`),
      refund: sql.prepare("UPDATE invoices SET refunded = 1 WHERE id = ?"),
    };
  }

  serviceTypes(): ServiceType[] {
    return (this.statements.serviceTypes.all() as ServiceTypeRow[]).map(toServiceType);
  }

  serviceType(id: number | undefined): ServiceType | undefined {
    if (id === undefined) return undefined;
    const row = this.statements.serviceType.get(id) as ServiceTypeRow | undefined;
    return row && toServiceType(row);
  }

  /** The surveys (only the public ones, when asked), as added, without their questions. */
  surveyBriefs(publicOnly: boolean): SurveyBrief[] {
    const statement = publicOnly ? this.statements.publicSurveys : this.statements.surveys;
    return (statement.all() as SurveyRow[]).map(toBrief);
  }

  surveyBrief(id: string | undefined): SurveyBrief | undefined {
    if (id === undefined) return undefined;
    const row = this.statements.survey.get(id) as SurveyRow | undefined;
    return row && toBrief(row);
  }

  /** A survey with its questions, to check answers against. */
  survey(id: string | undefined): Survey | undefined {
    const brief = this.surveyBrief(id);
    return brief && this.withQuestions(brief);
  }

  /** The first survey of a kind, with its questions. */
  firstSurveyOfKind(kind: Survey["kind"]): Survey | undefined {
    const row = this.statements.firstOfKind.get(kind) as SurveyRow | undefined;
    return row && this.withQuestions(toBrief(row));
  }

  /** A page of a survey's questions by rank, and how many it has. */
  questionPage(survey: SurveyBrief, window: PageWindow): { content: Question[]; total: number } {
    const rows = this.statements.questionPage.all(survey.id, window.limit, window.offset) as QuestionRow[];
    return { content: rows.map(toQuestion), total: survey.numOfQuestions };
  }

  surveys(): Survey[] {
    return this.surveyBriefs(false).map((brief) => this.withQuestions(brief));
  }

  reportsOfPatient(patientId: string): AssessmentReport[] {
    return (this.statements.reportsOfPatient.all(patientId) as ReportRow[]).map(toReport);
  }

  dailyReportsOfPatient(patientId: string): AssessmentReport[] {
    return (this.statements.dailyReportsOfPatient.all(patientId) as ReportRow[]).map(toReport);
  }

  reports(): AssessmentReport[] {
    return (this.statements.reports.all() as ReportRow[]).map(toReport);
  }

  invoice(id: string | undefined): Invoice | undefined {
    if (id === undefined) return undefined;
    const row = this.statements.invoice.get(id) as InvoiceRow | undefined;
    return row && toInvoice(row);
  }

  invoices(): Invoice[] {
    return (this.statements.invoices.all() as InvoiceRow[]).map(toInvoice);
  }

  insertServiceType(s: ServiceType) {
    this.statements.insertServiceType.run({
      id: s.id,
      name: s.name,
      description: s.description,
      price: s.price,
      attributes: JSON.stringify(s.attributes),
      translations: JSON.stringify(s.translations),
    });
  }

  /** A survey and its questions, together. */
  insertSurvey(s: Survey) {
    this.db.transaction(() => {
      this.statements.insertSurvey.run({
        id: s.id,
        name: s.name,
        description: s.description,
        kind: s.kind,
        isPublic: s.isPublic ? 1 : 0,
        organizationId: s.organizationId ?? null,
        ownerId: s.ownerId ?? null,
        picture: s.picture ? JSON.stringify(s.picture) : null,
        createdAt: s.createdAt ?? null,
        updatedAt: s.updatedAt ?? null,
      });
      this.insertQuestions(s.id, s.questions);
    });
  }

  /** Replaces a survey's questions by this list, in this order (staff's PUT, decision 033). */
  replaceQuestions(surveyId: string, questions: readonly Question[]) {
    this.db.transaction(() => {
      this.statements.deleteQuestions.run(surveyId);
      this.insertQuestions(surveyId, questions);
    });
  }

  private insertQuestions(surveyId: string, questions: readonly Question[]) {
    questions.forEach((q, position) =>
      this.statements.insertQuestion.run({
        surveyId,
        position,
        id: q.id,
        rank: q.rank,
        text: q.text,
        type: q.type,
        required: q.required ? 1 : 0,
        choices: q.choices === undefined ? null : JSON.stringify(q.choices),
        minValue: q.minValue ?? null,
        maxValue: q.maxValue ?? null,
        maxLength: q.maxLength ?? null,
      }),
    );
  }

  insertReport(r: AssessmentReport) {
    this.statements.insertReport.run({ ...r, answers: JSON.stringify(r.answers) });
  }

  insertInvoice(i: Invoice) {
    this.statements.insertInvoice.run({ ...i, refunded: i.refunded ? 1 : 0 });
  }

  /** Marks an invoice refunded (a cancelled paid appointment). */
  refund(id: string) {
    this.statements.refund.run(id);
  }

  /** Imports the seed's (or an older file's) records, parents before the rows that refer to them. */
  insertAll(records: {
    serviceTypes?: readonly ServiceType[];
    surveys?: readonly Survey[];
    assessmentReports?: readonly AssessmentReport[];
    invoices?: readonly Invoice[];
  }) {
    this.db.transaction(() => {
      for (const s of records.serviceTypes ?? []) this.insertServiceType(s);
      for (const s of records.surveys ?? []) this.insertSurvey(s);
      for (const r of records.assessmentReports ?? []) this.insertReport(r);
      for (const i of records.invoices ?? []) this.insertInvoice(i);
    });
  }

  private withQuestions({ numOfQuestions: _count, ...survey }: SurveyBrief): Survey {
    const questions = (this.statements.questions.all(survey.id) as QuestionRow[]).map(toQuestion);
    return { ...survey, questions };
  }
}
