import { carePlans } from "@contract/care-plans";
import { surveys } from "@contract/surveys";
import { Router } from "express";
import type { Request } from "express";
import type { ReferenceApiOptions } from "../area";
import type { FieldError } from "../http";
import type { SurveyBrief } from "../db/patient-area";
import { pageWindow, springPage } from "../db/paging";
import { str, serve, invalid, refuse, missing } from "../http";
import type { Store } from "../store";
import { fromWireDate } from "../time";
import { accessPatient, isPatientSession } from "../patient-area/access";
import { accountCan } from "../permissions";
import { emitEvent } from "../events/bus";
import { createActivity } from "../events/routes";
import type { Question, Survey } from "../patient-area/types";

/**
 * Public service types and the patient side of surveys: questions, assessment reports, and the
 * public screening (spec part 2 §7 "Patients and family", part 1 §7 "Surveys").
 */

interface Answer {
  questionId: string;
  value?: string;
  choiceIds?: string[];
}

function questionView(q: Question) {
  return {
    id: q.id,
    rank: q.rank,
    text: q.text,
    type: q.type,
    required: q.required,
    choices: q.choices ?? [],
    minValue: q.minValue ?? null,
    maxValue: q.maxValue ?? null,
    maxLength: q.maxLength ?? null,
  };
}

function surveyView(s: SurveyBrief) {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    kind: s.kind,
    isPublic: s.isPublic,
    numOfQuestions: s.numOfQuestions,
    organizationId: s.organizationId ?? null,
    ownerId: s.ownerId ?? null,
    picture: s.picture ?? null,
    createdAt: s.createdAt ?? null,
    updatedAt: s.updatedAt ?? null,
  };
}

/** Checks every answer against its question; returns the field errors (field = question id) and the score. */
export function checkAnswers(survey: Survey, answers: Answer[]): { errors: FieldError[]; score: number } {
  const errors: FieldError[] = [];
  let score = 0;
  for (const q of survey.questions) {
    const answer = answers.find((a) => a.questionId === q.id);
    const value = typeof answer?.value === "string" ? answer.value.trim() : "";
    const choiceIds = Array.isArray(answer?.choiceIds) ? answer.choiceIds.map(String) : [];
    const empty = value === "" && choiceIds.length === 0;
    if (empty) {
      if (q.required) errors.push({ field: q.id, message: "This question needs an answer" });
      continue;
    }
    switch (q.type) {
      case "SINGLE_CHOICE":
      case "YES_NO":
      case "MULTIPLE_CHOICE": {
        const chosen = (q.choices ?? []).filter((c) => choiceIds.includes(c.id));
        if (
          chosen.length !== choiceIds.length ||
          chosen.length === 0 ||
          (q.type !== "MULTIPLE_CHOICE" && chosen.length > 1)
        ) {
          errors.push({ field: q.id, message: "Choose one of the offered answers" });
        } else score += chosen.reduce((sum, c) => sum + c.score, 0);
        break;
      }
      case "NUMBER":
      case "SCALE": {
        const n = Number(value);
        const integer = q.type === "SCALE";
        if (!/^-?\d+(\.\d+)?$/.test(value) || (integer && !Number.isInteger(n)))
          errors.push({ field: q.id, message: "Enter a number" });
        else if (
          (q.minValue !== undefined && n < q.minValue) ||
          (q.maxValue !== undefined && n > q.maxValue)
        ) {
          errors.push({ field: q.id, message: `Enter a number from ${q.minValue} to ${q.maxValue}` });
        }
        break;
      }
      case "DATE":
        if (!fromWireDate(value)) errors.push({ field: q.id, message: "Enter a real date as MM/dd/yyyy" });
        break;
      case "TEXT":
        if (q.maxLength && value.length > q.maxLength)
          errors.push({ field: q.id, message: `Use at most ${q.maxLength} characters` });
        break;
    }
  }
  return { errors, score };
}

export function patientAssessmentRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const visible = (survey: SurveyBrief | undefined, signedIn: boolean) =>
    !!survey && (survey.isPublic || signedIn);

  serve(router, carePlans, {
    /** Localized by Content-Language (English when the language has no translation). */
    publicServiceTypes: (req, res) => {
      const language = req.get("content-language") ?? "en-US";
      res.json(
        store.patientArea.serviceTypes().map((s) => {
          const local = s.translations[language];
          const free = s.attributes.free === true;
          return {
            id: s.id,
            name: local?.name ?? s.name,
            description: local?.description ?? s.description,
            price: s.price,
            attributes: { ...s.attributes },
            free,
            language: local ? language : "en-US",
          };
        }),
      );
    },
    /**
     * The service types that come with a care plan for this patient (decision 045): each with the
     * templates it brings, public ones and those of the patient's organizations and their parents.
     */
    serviceTypesWithCarePlans: (req, res) => {
      const patient = accessPatient(store, req, str(req.query.patientId));
      const organizations = [
        ...new Set(patient.organizations.flatMap((id) => store.organizations.ancestorIds(id))),
      ];
      const templates = store.carePlans.serviceTemplates(organizations);
      const language = req.get("content-language") ?? "en-US";
      res.json(
        store.patientArea
          .serviceTypes()
          .map((s) => ({
            id: s.id,
            name: s.translations[language]?.name ?? s.name,
            carePlans: templates
              .filter((t) => t.serviceTypeId === s.id)
              .map((t) => ({ id: t.id, name: t.name, durationDays: t.duration })),
          }))
          .filter((s) => s.carePlans.length > 0),
      );
    },
  });

  serve(router, surveys, {
    publicBrief: (_req, res) => {
      res.json(store.patientArea.surveyBriefs(true).map(surveyView));
    },
  });

  /**
   * A survey by id: an unknown one is a 404 for signed-in callers, a 401 for anonymous ones (only
   * public surveys are public, and an anonymous caller is not told which ids exist).
   */
  const findSurvey = (req: Request): SurveyBrief => {
    const survey = store.patientArea.surveyBrief(req.params.id);
    if (!survey && req.account) missing("Survey");
    if (!survey || !visible(survey, !!req.account))
      refuse(401, "UNAUTHORIZED", "Full authentication is required to access this resource");
    return survey;
  };

  serve(router, surveys, {
    questions: (req, res) => {
      const window = pageWindow(req.query.page, req.query.size, 100);
      const { content, total } = store.patientArea.questionPage(findSurvey(req), window);
      res.json(springPage(content.map(questionView), total, window));
    },
  });

  /**
   * A patient's answers are part of their record: staff read them with `assessments.read` (the
   * rule) and `patientRecord.read` as well, as the app's record tab asks. Patients: their rules.
   */
  const staffMayReadAnswers = (req: Request) => {
    if (req.account && !isPatientSession(req) && !accountCan(store, req.account, "patientRecord.read"))
      refuse(403, "FORBIDDEN", "Patients' answers need patientRecord.read as well");
  };

  serve(router, surveys, {
    reports: (req, res) => {
      staffMayReadAnswers(req);
      const patient = accessPatient(store, req, req.params.id);
      res.json(store.patientArea.reportsOfPatient(patient.id));
    },
    dailyReports: (req, res) => {
      staffMayReadAnswers(req);
      const patient = accessPatient(store, req, req.params.id);
      res.json(store.patientArea.dailyReportsOfPatient(patient.id));
    },
    /**
     * Staff ask a patient to answer an assessment again (`?assessmentId`, optional
     * `parentActivityId`: the activity that prompted it): a new assessment task, a TASK activity
     * on the feed and a notification to the patient's account. One still open → 409.
     */
    requestRedo: (req, res) => {
      const patient = accessPatient(store, req, req.params.id);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const survey = store.patientArea.survey(str(req.query.assessmentId) ?? str(body.assessmentId));
      if (!survey || survey.kind !== "ASSESSMENT")
        invalid([{ field: "assessmentId", message: "assessmentId must name an assessment" }]);
      const parentActivityId = str(req.query.parentActivityId) ?? str(body.parentActivityId);
      const parent = parentActivityId ? store.activities.byId(parentActivityId) : undefined;
      if (parentActivityId && parent?.patientId !== patient.id)
        invalid([
          { field: "parentActivityId", message: "parentActivityId must be an activity of this patient" },
        ]);
      if (store.tasks.openAssessment(patient.id, survey.id))
        refuse(409, "ALREADY_REQUESTED", "The patient has not answered this assessment yet");
      const at = new Date().toISOString();
      const task = {
        id: store.nextId("task"),
        patientId: patient.id,
        taskType: "ASSESSMENT" as const,
        taskTypeId: 2,
        status: "ACTIVE" as const,
        name: survey.name,
        goalName: "Asked again by your care team",
        assessmentId: survey.id,
        createdAt: at,
      };
      const account = store.accounts.ofPatient(patient.familyOf ?? patient.id);
      store.db.transaction(() => {
        store.tasks.insert(task);
        createActivity(store, {
          patientId: patient.id,
          organizationId: parent?.organizationId ?? patient.organizations[0] ?? "",
          entityType: "TASK",
          entityName: `Assessment requested again: ${survey.name}`,
          actorAccountRole: "DOCTOR",
          ...(parentActivityId ? { note: `Follows activity ${parentActivityId}` } : {}),
        });
        if (account) {
          const notification = {
            id: store.nextId("ntf"),
            accountId: account.accountId,
            content: `Your care team asked you to answer "${survey.name}" again.`,
            createdAt: at,
            read: false,
          };
          store.notifications.insert(notification);
          emitEvent(store, {
            accountId: account.accountId,
            organizationId: patient.organizations[0],
            type: "NOTIFICATION",
            data: notification,
          });
        }
      });
      res.status(201).json({ ...task, parentActivityId: parentActivityId ?? null });
    },
  });

  serve(router, surveys, {
    get: (req, res) => res.json(surveyView(findSurvey(req))),
    /** { assessmentId, patientId, taskId?, answers: [{ questionId, value?, choiceIds? }] } */
    submitReport: (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const survey = store.patientArea.survey(str(body.assessmentId));
      if (!survey) invalid([{ field: "assessmentId", message: "Unknown assessment" }]);
      const patient = accessPatient(store, req, str(body.patientId));
      const taskId = str(body.taskId) ?? null;
      const task = taskId ? store.tasks.byId(taskId) : undefined;
      if (taskId && (!task || task.patientId !== patient.id))
        invalid([{ field: "taskId", message: "The task does not belong to this patient" }]);
      if (task?.status === "COMPLETED")
        refuse(409, "ALREADY_ANSWERED", "This assessment has already been answered");
      const answers = Array.isArray(body.answers) ? (body.answers as Answer[]) : [];
      const { errors, score } = checkAnswers(survey, answers);
      if (errors.length) invalid(errors);
      const report = {
        id: store.nextId("report"),
        assessmentId: survey.id,
        assessmentName: survey.name,
        patientId: patient.id,
        taskId,
        score,
        answers: answers.map((a) => ({
          questionId: String(a.questionId),
          value: a.value,
          choiceIds: a.choiceIds,
        })),
        dateCreated: new Date().toISOString(),
        accountId: req.account?.accountId ?? null,
      };
      store.db.transaction(() => {
        store.patientArea.insertReport(report);
        if (task) {
          task.status = "COMPLETED";
          task.completedAt = report.dateCreated;
          store.tasks.update(task);
        }
      });
      res.status(201).json(report);
    },
  });

  return router;
}
