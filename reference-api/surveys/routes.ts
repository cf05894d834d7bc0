import { surveys } from "@contract/surveys";
import { Router } from "express";
import type { NextFunction, Request, Response } from "express";
import {
  QUESTION_TYPES as ALL_QUESTION_TYPES,
  CHOICE_QUESTION_TYPES,
  minimumChoices,
} from "@contract/question-types";
import type { ReferenceApiOptions } from "../area";
import { pageWindow, springPage } from "../db/paging";
import type { SurveyListFilter, SurveyOrder } from "./repo";
import { isTimeZone } from "@contract/time-zones";
import { str, type FieldError, serve, found, missing, invalid, refuse, serveHooks } from "../http";
import type { Question, Survey } from "../patient-area/types";
import { accountCan, readableOrganizations } from "../permissions";
import type { Store } from "../store";
import { addDays, zonedDate, zonedToUtc } from "../time";
import { pictureBody, uploadedImage } from "../billing/csv";
import { descendants } from "../organizations/routes";

/**
 * Surveys as staff write and read them (spec part 1 §7 "Surveys", decision 033): the
 * organization's list and its filters, the network's for a super admin, writing a survey and its
 * questions (PUT carries the whole question list), choices one by one, the picture's facts, and
 * the answers' statistics. Permissions are the middleware's (permissions.ts); this file checks
 * bodies and answers 422 `{ fieldErrors }`, and keeps the answers to the caller's tree: a public
 * survey's questions are shared, its answers (patients' records) never are (README "Surveys").
 */

const QUESTION_TYPES: readonly Question["type"][] = ALL_QUESTION_TYPES;
const CHOICE_TYPES: readonly Question["type"][] = CHOICE_QUESTION_TYPES;
const KINDS = ["ASSESSMENT", "SCREENING"] as const;
const ORDERS: readonly SurveyOrder[] = ["name", "dateCreated", "numOfQuestions"];
const NAME_MAX = 120;
const DESCRIPTION_MAX = 1000;
const TEXT_MAX = 500;
const CHOICE_MAX = 200;
const PAGE_SIZE = 50;

type Body = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function optionalNumber(value: unknown): number | undefined | "bad" {
  if (value === undefined || value === null || value === "") return undefined;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : "bad";
}

/** The survey's own fields from a body, or the field errors. */
function surveyFields(body: Body, errors: FieldError[]) {
  const name = text(body.name);
  const description = text(body.description);
  const kind = str(body.kind) ?? "ASSESSMENT";
  if (!name) errors.push({ field: "name", message: "Name is required" });
  else if (name.length > NAME_MAX)
    errors.push({ field: "name", message: `Use at most ${NAME_MAX} characters` });
  if (description.length > DESCRIPTION_MAX)
    errors.push({ field: "description", message: `Use at most ${DESCRIPTION_MAX} characters` });
  if (!(KINDS as readonly string[]).includes(kind))
    errors.push({ field: "kind", message: "kind must be ASSESSMENT or SCREENING" });
  return { name, description, kind: kind as Survey["kind"], isPublic: body.isPublic === true };
}

const choiceMinimumMessage = (minimum: number) =>
  `A single-choice question needs at least ${minimum} choices`;

function choiceFields(body: Body, errors: FieldError[], prefix = "") {
  const choiceText = text(body.text);
  const score = optionalNumber(body.score);
  if (!choiceText) errors.push({ field: `${prefix}text`, message: "Choice text is required" });
  else if (choiceText.length > CHOICE_MAX)
    errors.push({ field: `${prefix}text`, message: `Use at most ${CHOICE_MAX} characters` });
  if (score === "bad") errors.push({ field: `${prefix}score`, message: "Score must be a number" });
  return { text: choiceText, score: score === "bad" || score === undefined ? 0 : score };
}

/**
 * The question list of a PUT: existing questions by id keep their choices unless the body sends
 * some; a new one (no id) must bring its choices when its type needs them.
 */
function questionList(
  store: Store,
  raw: unknown[],
  existing: readonly Question[],
  errors: FieldError[],
): Question[] {
  const out: Question[] = [];
  raw.forEach((item, index) => {
    const q = (item ?? {}) as Body;
    const at = `questions[${index}].`;
    const id = str(q.id) ?? (typeof q.id === "number" ? String(q.id) : undefined);
    const before = id ? existing.find((e) => e.id === id) : undefined;
    if (id && !before) errors.push({ field: `${at}id`, message: "Unknown question of this survey" });
    const questionText = text(q.text);
    if (!questionText) errors.push({ field: `${at}text`, message: "Question text is required" });
    else if (questionText.length > TEXT_MAX)
      errors.push({ field: `${at}text`, message: `Use at most ${TEXT_MAX} characters` });
    const type = str(q.type) as Question["type"] | undefined;
    if (!type || !QUESTION_TYPES.includes(type))
      errors.push({ field: `${at}type`, message: `type must be one of ${QUESTION_TYPES.join(", ")}` });
    let choices: Question["choices"];
    if (Array.isArray(q.choices)) {
      choices = q.choices.map((c, ci) => ({
        id: before?.choices?.[ci]?.id ?? store.nextId("choice"),
        ...choiceFields((c ?? {}) as Body, errors, `${at}choices[${ci}].`),
      }));
    } else choices = before?.choices;
    const needsChoices = !!type && CHOICE_TYPES.includes(type);
    // The minimum holds for what this call changes: a new question, its choices, or its type (an
    // older question left as it was stays readable and answerable).
    const changed = !before || Array.isArray(q.choices) || before.type !== type;
    const minimum = type ? minimumChoices(type) : 0;
    if (needsChoices && !choices?.length)
      errors.push({ field: `${at}choices`, message: "A choice question needs at least one choice" });
    else if (needsChoices && changed && (choices?.length ?? 0) < minimum)
      errors.push({ field: `${at}choices`, message: choiceMinimumMessage(minimum) });
    const bounds = { minValue: optionalNumber(q.minValue), maxValue: optionalNumber(q.maxValue) };
    const maxLength = optionalNumber(q.maxLength);
    if (bounds.minValue === "bad") errors.push({ field: `${at}minValue`, message: "Enter a number" });
    if (bounds.maxValue === "bad") errors.push({ field: `${at}maxValue`, message: "Enter a number" });
    if (
      typeof bounds.minValue === "number" &&
      typeof bounds.maxValue === "number" &&
      bounds.minValue > bounds.maxValue
    )
      errors.push({ field: `${at}maxValue`, message: "The highest value must not be below the lowest" });
    if (
      maxLength === "bad" ||
      (typeof maxLength === "number" && (maxLength < 1 || !Number.isInteger(maxLength)))
    )
      errors.push({ field: `${at}maxLength`, message: "Enter a whole number of at least 1" });
    out.push({
      id: before?.id ?? store.nextId("question"),
      rank: index,
      text: questionText,
      type: type ?? "TEXT",
      required: q.required === true,
      ...(needsChoices ? { choices: choices ?? [] } : {}),
      ...(typeof bounds.minValue === "number" ? { minValue: bounds.minValue } : {}),
      ...(typeof bounds.maxValue === "number" ? { maxValue: bounds.maxValue } : {}),
      ...(typeof maxLength === "number" ? { maxLength } : {}),
    });
  });
  return out;
}

function listQuery(req: Request): {
  order: { by: SurveyOrder; asc: boolean };
  name?: string;
  ownerId?: string;
} {
  const orderType = str(req.query.orderType) as SurveyOrder | undefined;
  return {
    order: {
      by: orderType && ORDERS.includes(orderType) ? orderType : "name",
      asc: str(req.query.asc) !== "false",
    },
    name: str(req.query.name),
    ownerId: str(req.query.ownerId),
  };
}

/** A day as yyyy-mm-dd, or undefined. */
function day(value: unknown): string | undefined {
  const s = str(value);
  if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return undefined;
  const d = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s ? undefined : s;
}

export function surveyRoutes(store: Store, options: ReferenceApiOptions) {
  const router = Router();

  const surveyOf = (id: string | undefined) => found(store.patientArea.survey(id), "Survey");

  const list = (req: Request, res: Response, filter: SurveyListFilter) => {
    const query = listQuery(req);
    const window = pageWindow(req.query.page, req.query.size, PAGE_SIZE);
    const { content, total } = store.surveys.page(
      { ...filter, name: query.name, ownerId: query.ownerId },
      query.order,
      window.limit,
      window.offset,
    );
    res.json(springPage(content, total, window));
  };

  const tree = (orgId: string) => [orgId, ...descendants(store, orgId).map((o) => o.id)];

  /** Whose answers the caller's statistics count: its own tree's patients (null: every patient). */
  const countedPatients = (req: Request) => readableOrganizations(store, req.account!, "assessments.read");

  serve(router, surveys, {
    list: (req, res) => {
      if (!store.organizations.byId(req.params.orgId)) missing("Organization");
      list(req, res, { organizationIds: tree(req.params.orgId) });
    },
    filters: (req, res) => {
      if (!store.organizations.byId(req.params.orgId)) missing("Organization");
      res.json({ owners: store.surveys.owners({ organizationIds: tree(req.params.orgId) }), kinds: KINDS });
    },
  });

  /**
   * The network's list: with `page` (staff, a super admin) a page of every survey; without it the
   * public surveys as an array, as the public screening has always read it.
   */
  router.get("/api/surveys/public-brief", (req: Request, res: Response, next: NextFunction) => {
    if (req.query.page === undefined || !req.account) return next();
    list(req, res, { organizationIds: null });
  });

  const choiceOf = (choiceId: string) => {
    const questionId = store.surveys.questionOfChoice(choiceId);
    const surveyId = questionId ? store.surveys.surveyOfQuestion(questionId) : undefined;
    const question = surveyId
      ? store.patientArea.survey(surveyId)?.questions.find((q) => q.id === questionId)
      : undefined;
    const choices = question?.choices ?? [];
    const index = choices.findIndex((c) => c.id === choiceId);
    if (!question || index < 0) missing("Choice");
    return { question, choices, index };
  };

  serve(router, surveys, {
    publicFilters: (req, res) => {
      // A signed-in caller got here past the permission rule (scope everywhere); anonymous ones see the public.
      const everything = !!req.account;
      res.json({
        owners: store.surveys.owners({ organizationIds: null, publicOnly: !everything }),
        kinds: KINDS,
      });
    },
    /** { name, description?, kind?, isPublic?, organizationId }: the caller is its owner. */
    create: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const errors: FieldError[] = [];
      const fields = surveyFields(body, errors);
      const organizationId = str(body.organizationId);
      if (!organizationId || !store.organizations.byId(organizationId))
        errors.push({ field: "organizationId", message: "organizationId must name an organization" });
      if (errors.length) invalid(errors);
      const at = new Date().toISOString();
      const survey: Survey = {
        id: store.nextId("survey"),
        ...fields,
        questions: [],
        organizationId,
        ownerId: req.account?.accountId ?? null,
        picture: null,
        createdAt: at,
        updatedAt: at,
      };
      store.patientArea.insertSurvey(survey);
      res.status(201).json(store.patientArea.surveyBrief(survey.id));
    },
    /** The survey's fields, and with `questions` its whole question list in order (decision 033). */
    update: (req, res) => {
      const survey = surveyOf(req.params.id);
      const body = (req.body ?? {}) as Body;
      const errors: FieldError[] = [];
      const fields = surveyFields(body, errors);
      const questions = Array.isArray(body.questions)
        ? questionList(store, body.questions, survey.questions, errors)
        : undefined;
      if (errors.length) invalid(errors);
      store.db.transaction(() => {
        store.surveys.setSurvey(survey.id, { ...fields, updatedAt: new Date().toISOString() });
        if (questions) store.patientArea.replaceQuestions(survey.id, questions);
      });
      res.json({
        ...store.patientArea.surveyBrief(survey.id),
        questions: store.patientArea.survey(survey.id)?.questions,
      });
    },
    uploadPicture: [
      pictureBody,
      (req, res) => {
        const survey = surveyOf(req.params.id);
        const file = uploadedImage(req, "An image file is required");
        const picture = {
          contentType: file.contentType,
          bytes: file.content.length,
          uploadedAt: new Date().toISOString(),
        };
        store.surveys.setPicture(survey.id, picture);
        res.json({ id: survey.id, ...picture });
      },
    ],
    removePicture: (req, res) => {
      const survey = surveyOf(req.params.id);
      if (!survey.picture) missing("Picture");
      store.surveys.setPicture(survey.id, null);
      res.status(204).end();
    },
    /**
     * `dateFrom` and `dateTo` (yyyy-mm-dd, both days included; the last 30 days without them) are
     * calendar days in `timeZone` (an IANA zone; UTC without it), and so are the days of `byDay`.
     */
    answerStats: (req, res) => {
      const survey = surveyOf(req.params.id);
      const errors: FieldError[] = [];
      const zone = str(req.query.timeZone) ?? "UTC";
      if (!isTimeZone(zone)) errors.push({ field: "timeZone", message: `Unknown time zone '${zone}'` });
      const today = zonedDate(new Date(), isTimeZone(zone) ? zone : "UTC");
      const to = req.query.dateTo === undefined ? today : day(req.query.dateTo);
      if (!to) errors.push({ field: "dateTo", message: "dateTo must be a date as yyyy-mm-dd" });
      const from = req.query.dateFrom === undefined ? addDays(to ?? today, -29) : day(req.query.dateFrom);
      if (!from) errors.push({ field: "dateFrom", message: "dateFrom must be a date as yyyy-mm-dd" });
      if (from && to && from > to)
        errors.push({ field: "dateFrom", message: "dateFrom must not be after dateTo" });
      if (errors.length || !from || !to) invalid(errors);
      const stats = store.surveys.stats(
        survey.id,
        zonedToUtc(from, "00:00", zone).toISOString(),
        zonedToUtc(addDays(to, 1), "00:00", zone).toISOString(),
        zone,
        countedPatients(req),
      );
      res.json({
        dateFrom: from,
        dateTo: to,
        reports: stats.byDay.reduce((sum, d) => sum + d.count, 0),
        byDay: stats.byDay,
        questions: survey.questions.map((q) => ({
          questionId: q.id,
          text: q.text,
          type: q.type,
          answered: stats.byQuestion.find((s) => s.questionId === q.id)?.count ?? 0,
          choices: (q.choices ?? []).map((c) => ({
            choiceId: c.id,
            text: c.text,
            count: stats.byChoice.find((s) => s.questionId === q.id && s.choiceId === c.id)?.count ?? 0,
          })),
        })),
      });
    },
    answerBreakdown: (req, res) => {
      const survey = surveyOf(req.params.id);
      res.json({ surveyId: survey.id, ...store.surveys.breakdown(survey.id, countedPatients(req)) });
    },
    /** { text, score? }: a choice added at the end of the question's. */
    addChoice: (req, res) => {
      const surveyId = store.surveys.surveyOfQuestion(req.params.id);
      const survey = surveyId ? store.patientArea.survey(surveyId) : undefined;
      const question = survey?.questions.find((q) => q.id === req.params.id);
      if (!survey || !question) missing("Question");
      if (!CHOICE_TYPES.includes(question.type))
        invalid([{ field: "questionId", message: "This question takes no choices" }]);
      const errors: FieldError[] = [];
      const fields = choiceFields((req.body ?? {}) as Body, errors);
      if (errors.length) invalid(errors);
      const choice = { id: store.nextId("choice"), ...fields };
      store.surveys.setChoices(question.id, [...(question.choices ?? []), choice]);
      res.status(201).json(choice);
    },
    /** { text, score?, position? }: `position` (0-based) moves the choice among the question's. */
    updateChoice: (req, res) => {
      const place = choiceOf(req.params.id);
      const body = (req.body ?? {}) as Body;
      const errors: FieldError[] = [];
      const fields = choiceFields(body, errors);
      const position = optionalNumber(body.position);
      if (
        position === "bad" ||
        (typeof position === "number" &&
          (!Number.isInteger(position) || position < 0 || position >= place.choices.length))
      )
        errors.push({ field: "position", message: `position must be from 0 to ${place.choices.length - 1}` });
      if (errors.length) invalid(errors);
      const choice = { id: req.params.id, ...fields };
      const rest = place.choices.filter((c) => c.id !== choice.id);
      rest.splice(typeof position === "number" ? position : place.index, 0, choice);
      store.surveys.setChoices(place.question.id, rest);
      res.json(choice);
    },
    removeChoice: (req, res) => {
      const place = choiceOf(req.params.id);
      const minimum = Math.max(1, minimumChoices(place.question.type));
      if (place.choices.length - 1 < minimum)
        invalid([
          {
            field: "choices",
            message:
              minimum > 1 ? choiceMinimumMessage(minimum) : "A choice question needs at least one choice",
          },
        ]);
      store.surveys.setChoices(
        place.question.id,
        place.choices.filter((c) => c.id !== req.params.id),
      );
      res.status(204).end();
    },
    /**
     * Who answered and what: patients' records, so the caller also needs `patientRecord.read`, and
     * sees only the patients that capability reaches (its own tree; a super admin every patient).
     */
    questionAnswers: (req, res) => {
      if (!accountCan(store, req.account!, "patientRecord.read"))
        refuse(403, "FORBIDDEN", "Patients' answers need patientRecord.read as well");
      const surveyId = found(store.surveys.surveyOfQuestion(req.params.id), "Question");
      const window = pageWindow(req.query.page, req.query.size, 20);
      const { content, total } = store.surveys.answersOf(
        surveyId,
        req.params.id,
        readableOrganizations(store, req.account!, "patientRecord.read"),
        window.limit,
        window.offset,
      );
      res.json(springPage(content, total, window));
    },
  });

  if (options.testHooks) {
    serveHooks(router, {
      /**
       * A survey of the main organization with `questions` choice questions (at most 50) and
       * `answers` reports (at most 20,000) over the last 30 days, by the first primary patients in
       * turn: the benchmarks' overview of a survey that has been answered a lot. → { id }.
       */
      "POST /__test/fixtures/survey-answers": (req, res) => {
        const body = (req.body ?? {}) as Body;
        const questionCount = Math.min(50, Math.max(1, Number(body.questions ?? 20) || 20));
        const answerCount = Math.min(20_000, Math.max(0, Number(body.answers ?? 5000) || 0));
        const main = store.organizations.firstRoot()!;
        const at = new Date();
        const questions: Question[] = Array.from({ length: questionCount }, (_, rank) => ({
          id: store.nextId("question"),
          rank,
          text: `Question ${rank + 1}: how often in the last two weeks?`,
          type: "SINGLE_CHOICE",
          required: true,
          choices: ["Never", "Some days", "Most days", "Every day"].map((text, score) => ({
            id: store.nextId("choice"),
            text,
            score,
          })),
        }));
        const survey: Survey = {
          id: store.nextId("survey"),
          name: String(body.name ?? `Benchmark survey ${questionCount}×${answerCount}`),
          description: "Answered a lot, for the benchmarks.",
          kind: "ASSESSMENT",
          isPublic: false,
          questions,
          organizationId: main.id,
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        };
        const patients = store.patients.primaries(200);
        store.db.transaction(() => {
          store.patientArea.insertSurvey(survey);
          for (let n = 0; n < answerCount; n++) {
            const answers = questions.map((q, i) => ({
              questionId: q.id,
              choiceIds: [q.choices![(n + i) % q.choices!.length]!.id],
            }));
            store.patientArea.insertReport({
              id: store.nextId("report"),
              assessmentId: survey.id,
              assessmentName: survey.name,
              patientId: patients[n % patients.length]!.id,
              taskId: null,
              score: answers.reduce((sum, _a, i) => sum + ((n + i) % 4), 0),
              answers,
              dateCreated: new Date(
                at.getTime() - (n % 30) * 86_400_000 - (n % 24) * 3_600_000,
              ).toISOString(),
              accountId: null,
            });
          }
        });
        res.status(201).json({ id: survey.id });
      },
    });
  }

  return router;
}
